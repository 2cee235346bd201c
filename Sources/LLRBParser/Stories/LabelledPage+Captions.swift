/// Which lines a photo's caption runs over: read from the labels alone, so that assembly only
/// gathers them and the story rules can say which text lines became the caption's.
extension LabelledPage {
    /// Most lines a caption cut mid-sentence by `LineContext.captionMaxLines` runs to when its credit comes
    /// within them: a long caption set in short column lines (`图为全面梳理…排` / … /
    /// `展新质生产力，培育新兴产业集群。` / `孔军鑫 摄`, seven lines).
    static let captionMaxLinesToCredit = 10

    /// The position after the caption that opens at `position` (a caption line): its lines run
    /// on through a sentence a column cut, a numbered group's next captions (`inGroup`), photo
    /// news's text cut mid-sentence, up to and with the photo's credit, or a line ending in one.
    func captionEnd(from position: Int, inGroup: Bool) -> Int {
        var end = position
        var last: Line?
        let photoNews = isPhotoNews(at: position)
        let underPicture = standsUnderPicture(position)
        while end < order.count {
            let line = lines[order[end]]
            let kind = kinds[order[end]]
            if end > position, kind != .body && kind != .credit
                && !continuesCaption(line, at: end, after: last, inGroup: inGroup),
               !(photoNews && last?.endsSentence == false && isPlainHeadline(at: end)
                   && reachesCredit(from: end, captionStart: position, photoNews: true)) {
                break
            }
            // `图为村民在瓜田里采摘西瓜。` over a paragraph of the story's (`近年来，辛关镇…`, longer
            // than a photo's short description) with no credit in reach: the caption said its
            // sentence. Under a picture, so does one over text running on past a caption's
            // lines, however short its column lines: a story's text under a photo set into it.
            if end > position, kind == .body, last?.endsSentence == true,
               line.length > LineContext.photoDescriptionMaxLength
                || underPicture && !textEnds(from: end, within: LineContext.captionMaxLines - (end - position)),
               !reachesCredit(from: end, captionStart: position, photoNews: photoNews) {
                break
            }
            // Under a picture, the caption is one paragraph: text after a blank line is the
            // story's, unless it runs on to the photo's credit.
            if end > position, kind == .body, underPicture, line.followsBlank,
               !reachesCredit(from: end, captionStart: position, photoNews: photoNews) {
                break
            }
            end += 1
            if kind == .credit || CreditReader.trailing(in: line.content) != nil {
                break
            }
            last = line
            // A caption cut mid-sentence at its last line runs on to a credit in reach.
            let lineCount = end - position
            if lineCount >= LineContext.captionMaxLines, !(inGroup && opensGroupsNextCaption(at: end)),
               lineCount == LineContext.captionMaxLines && line.endsSentence
                   || !reachesCredit(from: end, captionStart: position, photoNews: photoNews) {
                break
            }
        }
        return end
    }

    /// Whether the text lines from `position` end (another kind of line, or the page's end,
    /// follows them) within `count` lines.
    private func textEnds(from position: Int, within count: Int) -> Bool {
        let end = min(order.count, position + max(count, 0))
        return (position..<end).contains { $0 + 1 == order.count || kinds[order[$0 + 1]] != .body }
    }

    /// Whether the line at `position` is the first after a picture's place (`![](…)`), blank
    /// lines aside: a caption `caption-under-picture` read.
    func standsUnderPicture(_ position: Int) -> Bool {
        guard position < order.count else { return false }
        let above = lines[..<order[position]].lastIndex { !$0.isBlank }
        return above.map { NoiseRules.isPicture(lines[$0]) } == true
    }

    /// A caption line goes on with the caption above it when that one's sentence runs on into
    /// it (a caption set in column lines), or when the caption lines run to a credit line of
    /// their own (`游客在…拍照留念。` / `东辛关镇的农家乐迎来自驾游客。` / `(闫海燕 摄)`): several
    /// photos' descriptions over photo news's text that ends in its credit (`晨练的市民。` /
    /// `湖面上的游船。` / `…记者 李华 摄`) are a caption each. A group's numbered captions
    /// (`图①为…` / `图②为…`) are the group's one caption, wherever their lines wrap
    /// (`inGroup`: the caption being read opened with one).
    private func continuesCaption(_ line: Line, at position: Int, after last: Line?, inGroup: Bool) -> Bool {
        guard kind(at: position) == .caption, !LineClassifier.opensCaption(line) || LineClassifier.opensNumberedCaption(line) else { return false }
        if inGroup, opensGroupsNextCaption(at: position) { return true }
        var next = position
        while kind(at: next) == .caption {
            next += 1
        }
        return last?.endsSentence == false || kind(at: next) == .credit
    }

    /// `图②…` (not `图①`): the next caption of a numbered group.
    private func opensGroupsNextCaption(at position: Int) -> Bool {
        guard kind(at: position) == .caption else { return false }
        let line = lines[order[position]]
        return LineClassifier.opensNumberedCaption(line) && !LineClassifier.opensGroupsFirstCaption(line)
    }

    /// Whether the lines from `position` on are text up to a photo credit (a credit line, or
    /// one ending in its credit) within `captionMaxLinesToCredit` lines of the caption's start:
    /// the caption's words run on to it. Cut at `captionMaxLines`, its last words went to the
    /// story's text, and a phrase across the cut (`在高` / `质量发展`) was in neither.
    /// `photoNews` (`isPhotoNews`): the writers' names closing a line (`…全面推行。(程佳强)`) end
    /// it too, and a plain line that looks like a headline (`目投产后可实现年产`) is its text.
    private func reachesCredit(from position: Int, captionStart: Int, photoNews: Bool) -> Bool {
        var cursor = position
        while cursor < order.count, cursor - captionStart < LabelledPage.captionMaxLinesToCredit {
            let line = lines[order[cursor]]
            switch kinds[order[cursor]] {
            case .credit: return !CreditReader.isPageCredit(line)
            // Lines the labelling read as this photo's description (photo news's paragraph in
            // column lines) run on to its credit as text does.
            case .caption where !LineClassifier.opensCaption(line): break
            case .body:
                if CreditReader.trailing(in: line.content) != nil || photoNews && BylineReader.trailing(in: line.content) != nil {
                    return true
                }
            case .headline where photoNews && line.headingLevel == 0: break
            default: return false
            }
            cursor += 1
        }
        return false
    }

    /// A headline-looking line with no heading mark: inside photo news cut mid-sentence, its
    /// text's next column line (`▲鹏飞集团负责人介绍,项` / `目投产后可实现年产`).
    private func isPlainHeadline(at position: Int) -> Bool {
        kinds[order[position]] == .headline && lines[order[position]].headingLevel == 0
    }

    /// `▲何倩霞表示，…`: a caption opening with a triangle is photo news, a picture with a short
    /// story of its own under it, closed by its writers' names where it has no photo credit.
    private func isPhotoNews(at position: Int) -> Bool {
        UTF8Walk.firstScalar(of: lines[order[position]].content).map(ScalarClass.isTriangle) == true
    }

    /// The line at `position` ends with the names that close a story, alone (`(彦平 裴芳)`) or
    /// after its last sentence: that story has ended, but a photo right under it is still its.
    func endsWithClosingByline(_ position: Int) -> Bool {
        guard let kind = kind(at: position), kind == .body || kind == .byline else { return false }
        return BylineReader.trailing(in: lines[order[position]].content) != nil
    }
}
