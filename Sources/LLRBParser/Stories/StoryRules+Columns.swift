/// The story rules of lines a story's head or text is read from by what is open around them: a
/// brief column's banner and items, a bare dateline under a story that has its own, a 小标题's
/// mark over no story.
extension StoryRules {
    /// The column's name when the line at `position` is a brief column's banner (简讯) with the
    /// column's text under it: the items' rubric, no line of any item.
    static func briefBanner(at position: Int, on page: LabelledPage) -> String? {
        switch page.kinds[page.order[position]] {
        case .headline, .rubric, .subtitle, .byline: break
        default: return nil
        }
        guard let next = page.kind(at: position + 1), next == .body || next == .caption || next == .lead else { return nil }
        return BriefItems.banner(page.lines[page.order[position]])
    }

    /// What opens an item of the brief column `column` at `position`, when the line opens one
    /// (or the column has no open item yet): its title (empty when none) and its first text.
    /// A title told only by the space after it opens an item only after a titled item that has
    /// finished its sentence: an OCR space in a story's next paragraph (`全县各级各部门要 进一步…`)
    /// looks the same. `▲近日,方山县…。(郝丽君)` in a brief column: a triangle bullets an item
    /// with no title, where elsewhere it opens a photo's caption; a `▲` line that is a photo's
    /// caption (`▲图为…`, a credit in it) stays one.
    static func briefItem(at position: Int, in column: String, view: StoryView) -> (title: String, text: String)? {
        let page = view.page
        let line = page.lines[page.order[position]]
        let kind = page.kinds[page.order[position]]
        let plainTitle = view.open.map { $0.hasHeadline && $0.rubric == column && $0.lastTextEndsSentence != false } ?? true
        let opening = BriefItems.opening(of: line.content, plainTitle: plainTitle)
        let bulleted = kind == .caption && UTF8Walk.firstScalar(of: line.content).map(BriefItems.isBullet) == true
        if kind == .caption {
            guard bulleted || opening?.title.isEmpty == false, opening?.title.hasPrefix("图为") != true,
                  !line.text.endsWith("摄"), !line.text.endsWith("提供")
            else { return nil }
        }
        guard opening != nil || view.open == nil || bulleted else { return nil }
        // A line with no opening is its item's text whole.
        return (opening?.title ?? "", opening.map { String($0.text) } ?? line.content)
    }

    /// A dateline alone on its line (`新华社北京4月28日电`, at `position`) under the text of a story
    /// that already has its own, at the page's end or over headlines whose story opens with a
    /// lead of its own, is that story's last words: opening a story, it had no text and was lost.
    static func datelineIsText(at position: Int, in view: StoryView) -> Bool {
        guard let open = view.open, open.hasBody, open.dateline != nil else { return false }
        let next = view.page.kind(at: position + 1)
        return next == nil || LineKind.isHead(next) && view.page.leadFollowsHeadlines(after: position)
    }

    /// A 小标题's mark (`####`) with no story open: the line is no 小标题 but a headline, placed as
    /// any other (it may head the story under it or above it, or title a notice).
    static func sectionMarkHeadsStory(in view: StoryView) -> Bool {
        view.open == nil
    }

    /// The change of the line at `position` into `kind` by `rule`, when its label is another.
    static func change(at position: Int, on page: LabelledPage, by rule: StoryRule, to kind: LineKind) -> [StoryChange] {
        let line = page.lines[page.order[position]], label = page.kinds[page.order[position]]
        return label == kind ? [] : [StoryChange(line: line.number, rule: rule, from: label, to: kind)]
    }
}
