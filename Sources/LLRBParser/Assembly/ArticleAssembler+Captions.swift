/// Photo captions and credits. A caption goes to a story when the story's text runs on around
/// it, or when the caption shares much of its wording; otherwise it stays on the page alone.
extension ArticleAssembler {
    mutating func addCaption(at position: Int) -> Int {
        let inGroup = LineClassifier.opensNumberedCaption(captionLead.first ?? lines[order[position]])
        let end = page.captionEnd(from: position, inGroup: inGroup)
        if traced { storyChanges += StoryRules.captionChanges(position..<end, on: page) }
        let creditLine = kinds[order[end - 1]] == .credit ? lines[order[end - 1]] : nil
        let parts = captionLead + (position..<(creditLine == nil ? end : end - 1)).map { lines[order[$0]] }
        let credits = creditLine.map { (CreditReader.credits($0.content) ?? []).from($0) }
            ?? parts.last.flatMap { last in
                CreditReader.trailing(in: last.content).map { $0.credits.from(last.sourceLines(ofEndFrom: $0.creditStart)) }
            } ?? []
        let texts = parts.map { line in
            CreditReader.trailing(in: line.content).map { String($0.text) } ?? line.content
        }
        let first = captionLead.first?.sourceLines ?? lines[order[position]].sourceLines
        let caption = Caption(
            text: OutputText.body(texts.joined(separator: " ")),
            credits: credits,
            lines: first.union(lines[order[end - 1]].sourceLines)
        )
        // A photo set into a story's text: its sentence runs on past the caption, or the photo
        // stands between two of its paragraphs.
        let embedded = captionLead.isEmpty && kind(at: end) == .body
            && (page.followsUnfinishedSentence(position) || page.standsUnderPicture(position) && openArticle.map { articles[$0].hasBody } == true)
        let photoNewsHead = captionLead.isEmpty ? headlineAbove(caption: position) : nil
        let numbered = captionLead.isEmpty && LineClassifier.opensNumberedCaption(lines[order[position]])
        let group = numbered && !LineClassifier.opensGroupsFirstCaption(lines[order[position]]) ? numberedCaptionStory : nil
        let foot = captionLead.isEmpty
            ? group ?? storyAbove(caption: position, end: end) ?? photoNewsHead ?? photoNewsHeadedBelow(caption: position, end: end) : nil
        captionLead = []
        let target = attach(caption, embedded: embedded, foot: foot)
        numberedCaptionStory = numbered ? target : nil
        if let photoNewsHead { articles[photoNewsHead].closed = true }
        return end
    }

    /// `图为…`, or a short description of the photo (`剪纸艺人在课堂上指导学生`), right under a
    /// story's last line (or the names closing it), with the next headline (or nothing) after
    /// it: the photo printed at the foot of that story. A description opening with its own day
    /// (`6月8日，离石区一考点外，…`) reports an event of its own: a photo standing alone. Photo news with text of its own (seed 000's
    /// `今年以来,方山县…图为…`, seed 004's lines before `图为…`) opens differently.
    /// A story whose last line jumps to another page (`…（下转4版）`) still has its photo here, and
    /// the page's own photo credit (`本版图片由…提供`) after it counts as nothing.
    private mutating func storyAbove(caption position: Int, end: Int) -> Int? {
        let jumped = current.flatMap { articles[$0].continuedTo == nil ? nil : $0 }
        let signed = page.endsWithClosingByline(position - 1) ? current : nil
        guard let story = openArticle ?? jumped ?? signed, kind(at: position - 1) == .body || kind(at: position - 1) == .lead || signed != nil else { return nil }
        let text = lines[order[position]].text
        let descriptionLength = (position..<end).reduce(0) { $0 + (kinds[order[$1]] == .credit ? 0 : lines[order[$1]].length) }
        let describes = !text.includes("图为") && descriptionLength <= LineContext.describedPhotoMaxLength
            && !lines[order[position]].opensWithADay
        guard LineClassifier.captionOpenings.contains(where: { text.beginsWith($0) }) || describes else { return nil }
        var following = end
        while kind(at: following) == .credit, CreditReader.isPageCredit(lines[order[following]]) {
            following += 1
        }
        if let after = kind(at: following), !(LineKind.isHead(after) || after == .lead || after == .byline || after == .continuation) {
            return nil
        }
        return reportsAnotherDay(caption: text, story: story) ? nil : story
    }

    /// `图为9月19日，…` under a story whose lead names other days (`新华社…9月20日电`, `9月20日，…`)
    /// but not this one, and shares next to none of its words: the photo reports an event of its
    /// own, printed between two stories. A lead naming no day says nothing of it, and a photo
    /// of the day before (`图为3月22日…` under `3月23日，…`) sharing the story's words is its.
    private mutating func reportsAnotherDay(caption text: String, story: Int) -> Bool {
        let wording = ArticleAssembler.wording(of: text)
        guard let day = ScalarText(wording, limit: 8).monthDays().first, day.index == 0 else { return false }
        let named = articles[story].leadDays()
        guard !named.isEmpty, !named.contains(where: { $0.month == day.month && $0.day == day.day }) else { return false }
        return BigramProbe(each: [wording]).shares(in: articles[story].bodyBigrams())[0] < ArticleAssembler.unrelatedCaptionShare
    }

    /// Below this share of its words in a story, a caption has nothing to do with it: a tenth
    /// (a word or none); a photo of the story's own subject shares a few (`屈产河`, `治理`).
    static let unrelatedCaptionShare = 0.1

    /// `## 大雪过后` / `> 10月29日，…图为志愿服务队员清扫积雪。 记者 袁斌凯 摄`: a caption right under
    /// a headline that has no text yet is that photo news's own, whatever words the two share
    /// (a headline of two words shares none with its caption), and the photo news ends with it:
    /// a lead after it opens the next story. Left on the page, the headline was a story with
    /// nothing in it.
    private func headlineAbove(caption position: Int) -> Int? {
        guard let open = openArticle, articles[open].hasHeadline, !articles[open].hasBody, articles[open].captions.isEmpty,
              let above = kind(at: position - 1), LineKind.isHead(above)
        else { return nil }
        return open
    }

    /// On a page printing headlines under their stories, a photo between two headline runs,
    /// the second over a story that ends in a headline run of its own (`…安全避险` / `7月30日，
    /// 临县消防救援人员…` / `本报记者 张亮 摄` / `风雨中的逆行` / `兴县讯…` / … / `兴县加强淤地坝巡查值守`):
    /// photo news, headed under its photo as the page heads every story under its text; so is a
    /// photo between a story's headline and the last run of the page. The story over the photo
    /// had ended with its headline, and the story under the run has its own. Not when a writer's
    /// line opens that story and another story follows its text before any headline: a feature
    /// titled over its writer. Opens the photo news, which the run then heads (`placeHeadlines`).
    private mutating func photoNewsHeadedBelow(caption position: Int, end: Int) -> Int? {
        guard headlinesBelow, LineKind.isHead(kind(at: position - 1)), LineKind.isHead(kind(at: end)) else { return nil }
        var cursor = end
        while LineKind.isHead(kind(at: cursor)) {
            cursor += 1
        }
        let textStart = cursor
        while let next = kind(at: cursor), ArticleAssembler.startsStory(next) {
            cursor += 1
        }
        // A writer under the run (`乡村医生王秀兰的三十年` / `□ 本报记者 刘晓燕` / …) whose text runs
        // into another story rather than into a headline of its own: a feature's title, printed
        // over its writer.
        if kind(at: textStart) == .byline, let text = (textStart..<cursor).first(where: { kind(at: $0) == .body }),
           (text..<cursor).contains(where: { kind(at: $0) == .lead || kind(at: $0) == .byline }) {
            return nil
        }
        // At the page's foot (`…本报记者 任晓光 摄` / `## 法庭里有间“客厅”`), the run has no story under it.
        guard cursor > textStart ? LineKind.isHead(kind(at: cursor)) : kind(at: cursor) == nil else { return nil }
        return startArticle()
    }

    /// Photo news opened by `photoNewsHeadedBelow`, its photo right over `position`: the
    /// headline run there is its own.
    func awaitsPhotoNewsHeadline(at position: Int) -> Int? {
        guard headlinesBelow, let open = openArticle, !articles[open].hasBody, !articles[open].hasHeadline,
              !articles[open].captions.isEmpty, kind(at: position - 1) == .caption || kind(at: position - 1) == .credit
        else { return nil }
        return open
    }

    /// Adds the credit at `position`, with the caption printed under it when there is one (see
    /// `LineContext.promoteLinesUnderCredits`), and returns the position after them.
    mutating func addCredit(at position: Int) -> Int {
        let line = lines[order[position]]
        if !captionLead.isEmpty {
            addCaptionFromLead(endingWith: line)
            return position + 1
        }
        let underLines = captionUnderCredit(at: position).map { order[$0].map { lines[$0] } } ?? []
        let under = underLines.isEmpty ? nil : underLines
        let caption = Caption(text: under.map { OutputText.body($0.map(\.content).joined(separator: " ")) } ?? "",
                              credits: (CreditReader.credits(line.content) ?? []).from(line),
                              lines: underLines.last.map { line.sourceLines.union($0.sourceLines) } ?? line.sourceLines)
        captions.append(caption)
        // A caption under the credit is the story's above when it shares its words; else the
        // photo stands alone between two stories.
        if let open = openArticle, !CreditReader.isPageCredit(line),
           under == nil || BigramProbe(each: [caption.text]).shares(in: articles[open].bodyBigrams())[0] >= LineContext.underCreditMinimumShare {
            articles[open].captions.append(caption)
            articles[open].include(caption.lines)
        }
        return position + 1 + underLines.count
    }

    /// The positions of the caption lines right under the credit at `position` that are this
    /// photo's, not the next photo's: no credit of their own follows or ends them, and none
    /// after the first opens a caption.
    private func captionUnderCredit(at position: Int) -> Range<Int>? {
        var end = position + 1
        while kind(at: end) == .caption, CreditReader.trailing(in: lines[order[end]].content) == nil,
              end == position + 1 || !LineClassifier.opensCaption(lines[order[end]]) {
            end += 1
        }
        guard end > position + 1, kind(at: end) != .credit else { return nil }
        return position + 1..<end
    }

    private mutating func addCaptionFromLead(endingWith credit: Line) {
        let lead = captionLead
        captionLead = []
        let caption = Caption(
            text: OutputText.body(lead.map(\.content).joined(separator: " ")),
            credits: (CreditReader.credits(credit.content) ?? []).from(credit),
            lines: (lead.first?.sourceLines ?? credit.sourceLines).union(credit.sourceLines)
        )
        attach(caption, embedded: false)
    }

    /// Attaches `caption` to its story, if any, and returns that story.
    @discardableResult
    private mutating func attach(_ caption: Caption, embedded: Bool, foot: Int? = nil) -> Int? {
        captions.append(caption)
        let target: Int?
        if let foot {
            target = foot
        } else if embedded {
            target = openArticle
        } else if let candidate = openArticle ?? current,
                  BigramProbe(each: [ArticleAssembler.wording(of: caption.text)]).shares(in: articles[candidate].bodyBigrams())[0]
                      >= LineContext.minimumCaptionShare {
            target = candidate
        } else {
            target = nil
        }
        if let target {
            articles[target].captions.append(caption)
            articles[target].include(caption.lines)
        }
        return target
    }

    /// `摄影：孔祥瑞` / `剪纸艺人在展览现场为观众演示剪纸技法。` / `## 一把剪刀剪出黄土风情` / `吕梁6月7日电…`:
    /// a photo no story took, printed right over the beginning of a story that holds its words
    /// (more of them than the story over it does), is that story's, set over its headline or, on
    /// a page printing headlines under their stories, over its text. Read once the page is
    /// assembled, since the story under the photo opens after it.
    mutating func attachLoosePhotosToTheStoriesUnderThem() {
        let taken = Set(articles.flatMap { $0.captions.map(\.lines.first) })
        for caption in captions where !taken.contains(caption.lines.first) {
            guard let next = articles.firstIndex(where: { ($0.lines?.first ?? 0) > caption.lines.last }),
                  let start = articles[next].lines?.first, articles[next].hasBody,
                  let after = order.firstIndex(where: { lines[$0].number > caption.lines.last }), lines[order[after]].number == start
            else { continue }
            let probe = BigramProbe(each: [ArticleAssembler.wording(of: caption.text)])
            let share = probe.shares(in: articles[next].bodyBigrams())[0]
            guard share >= LineContext.minimumCaptionShare, next == 0 || share > probe.shares(in: articles[next - 1].bodyBigrams())[0] else { continue }
            articles[next].captions.insert(caption, at: 0)
            articles[next].include(caption.lines)
        }
    }

    /// A caption's own words, without the `图为` every caption opens with.
    static func wording(of caption: String) -> String {
        caption.beginsWith("图为") ? String(caption.dropFirst(2)) : caption
    }
}
