/// The page as the story rules read it at a headline-looking run: its labelled lines and the
/// story assembly has open there, if any (`OpenStory`). Questions about the run that need the
/// story around it live here; those the lines alone answer live on `LabelledPage`.
struct StoryView {
    let page: LabelledPage
    let open: OpenStory?

    /// A lone short line inside a feature, or a markdown heading smaller than the page's story
    /// headlines, is a section header (小标题) when the story goes on after it. A 小标题 is one line:
    /// a short line under it is its section's first column line, even with an OCR gap in it.
    /// But a feature names its writer over its text (`□ 本报记者 于爱`): when the text under the
    /// line (from `position`) ends in names closing a story (`(新明 雄龙)`), the line is that
    /// other story's headline (`namesOtherWriters`).
    func isSectionHeader(_ line: Line, in story: OpenStory, textFrom position: Int) -> Bool {
        guard story.hasBody, story.isFeature, !namesOtherWriters(story, textFrom: position) else { return false }
        guard line.headingLevel > 0 else { return true }
        return line.headingLevel > (page.articleLevel ?? 1)
    }

    /// On a page that prints headlines under their stories, a headline block (`isHeadlineBlock`)
    /// after the finished text of a story still waiting for its headline is that headline with
    /// its subtitle (`方山县…绘就新画卷` / `汤柯振调研`), not a 小标题 over its section's first line.
    /// On a page with headlines above, two such lines may well be a 小标题 over a column line the
    /// OCR broke in two (`强化服务保障` / `该县组建专班深入` / `企业一线，…`), so there the block
    /// stays the story's.
    func isAwaitedHeadlineBlock(_ range: Range<Int>, of story: OpenStory) -> Bool {
        page.headlinesBelow && !story.hasHeadline && page.isHeadlineBlock(range)
    }

    /// `改革加速 服务经济发展` alone between two paragraphs of a news story that named its source or
    /// writers at its head (`本报讯（记者 …）`, `□ 本报记者 …`), or of a story carried on from
    /// another page (`（上接1版）`, whose head is there), or of a headed story that named no one
    /// at its head when the text under the couplet runs into names that close it: a 小标题 set
    /// as a couplet. As a headline it would open a story with no lead or byline that names
    /// nobody at its end either (text ending in names is another story's, unless the open story
    /// awaits them), and photo news under such a headline is a few sentences ending in its photo
    /// (a story's section may end in the story's photo too, after more text). So too on a page
    /// with headlines under their stories, where the next story would open with no lead or
    /// byline under the story's headline (seed 004's `我市抓实小额信贷 助力乡村振兴` heads its photo
    /// news). A 小标题 couplet is two short phrases (`一级带着一级干 打赢脱贫攻坚战`); a longer line
    /// with a gap is a headline that the OCR split (seed 002's `张广勇与中建上信董事长 孙继辉一行举行工作会谈`).
    func isCoupletSectionHeader(_ range: Range<Int>, in story: OpenStory) -> Bool {
        let named = story.dateline != nil || story.isSigned || story.isCarriedOver
        guard range.count == 1, story.hasBody, named || story.hasHeadline, page.isCouplet(at: range.lowerBound) else { return false }
        let (lines, kinds, order) = (page.lines, page.kinds, page.order)
        var end = range.upperBound
        while end < order.count, kinds[order[end]] == .body {
            end += 1
        }
        let photoFollows = end < order.count && (kinds[order[end]] == .caption || kinds[order[end]] == .credit)
        if photoFollows, (range.upperBound..<end).reduce(0, { $0 + lines[order[$1]].length }) <= StoryRules.photoNewsMaxLength {
            return false
        }
        // A headed story that has named no one yet closes with its writers' names: text running
        // into names after the couplet is its own (`…` / `久久为功谋长远 率先转型蹚新路` / `…(瑜霞 效国)`).
        return named != page.textEndsInClosingByline(from: range.upperBound)
    }

    /// The story already names its writers, or came from a news agency (`新华社北京5月8日电`, whose
    /// reporters the dispatch names in its lead if at all), or is carried over from another page
    /// (`（上接1版）`, named at its head there), and the text from `position` ends in names closing
    /// a story: that text is another story's, whatever the line over it looks like.
    func namesOtherWriters(_ story: OpenStory, textFrom position: Int) -> Bool {
        (story.isSigned || story.isAgencyDispatch || story.isCarriedOver) && page.textEndsInClosingByline(from: position)
    }

    /// `本报讯 …` naming no reporter opens a brief that names its writers at its end (`（王永璐
    /// 黄涛勇）`): when the text from `position` runs straight into such a closing byline, the
    /// open brief has not ended yet. The paper's own briefs do that; an agency's dispatch does not.
    func awaitsClosingByline(from position: Int) -> Bool {
        guard let open, open.dateline != nil, !open.isSigned, !open.isAgencyDispatch else { return false }
        return page.textEndsInClosingByline(from: position)
    }

    /// A sentence left open, then a run of lines each in one piece (`isOneLineOfText`), then
    /// the closing byline the open brief awaits (`…习近平新时` / `代中国特色社会主义思想建设…` /
    /// `（周力秀 冯浩勇）`): the run is the brief's last text, whatever it looks like, since no
    /// headline stands right above the names that close a story.
    func endsBrief(_ range: Range<Int>) -> Bool {
        page.kind(at: range.upperBound) == .byline && page.followsUnfinishedSentence(range.lowerBound)
            && range.allSatisfy { page.isOneLineOfText((line: page.lines[page.order[$0]], kind: page.kinds[page.order[$0]])) }
            && awaitsClosingByline(from: range.upperBound)
    }

    /// `…形成推进5G网络建设的强大合力。` / `图为…采摘草莓。 任欣利 摄` / `瘀蚝灞村15个重点项目集中开工` /
    /// `8月17日，…`: a photo set under a story whose text had finished its last sentence closes
    /// that story, so a plain line under its caption heads the next one rather than going on
    /// with the story's text. (A caption set inside a story, its text going on under it, has no
    /// headline-like line under it, or text before it in mid-sentence.)
    func followsClosingPhoto(_ position: Int, of story: OpenStory) -> Bool {
        guard let before = page.kind(at: position - 1), before == .caption || before == .credit else { return false }
        return story.lastTextEndsSentence == true
    }

    /// Lines right under a story's byline or bare lead, before any text, with text after them:
    /// the story's first lines (a column line that an OCR space split), since bylines sit
    /// between a headline and the text, never above a headline.
    func startsText(of story: OpenStory, with cluster: [(line: Line, kind: LineKind)]) -> Bool {
        guard !story.hasBody, story.isSigned || story.dateline != nil else { return false }
        return cluster.allSatisfy { $0.kind == .headline && $0.line.headingLevel == 0 }
    }
}
