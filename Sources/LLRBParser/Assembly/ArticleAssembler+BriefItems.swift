/// A brief column (简讯): its banner names the column, and each item under it is a story of its
/// own, opened by its bold title (see `BriefItems`), as the story rules read them.
extension ArticleAssembler {
    /// The brief column's banner at `position` (`StoryRules.briefBanner`), traced as the
    /// items' rubric.
    mutating func briefBanner(at position: Int) -> String? {
        guard let banner = StoryRules.briefBanner(at: position, on: page) else { return nil }
        if traced { storyChanges += StoryRules.change(at: position, on: page, by: .briefColumn, to: .rubric) }
        return banner
    }

    /// The story above has ended, and the walk reads items until the next headline or 小标题.
    /// The banner is no line of any item; each item takes its name as rubric.
    mutating func enterBriefColumn(_ banner: String) {
        briefColumn = banner
        if let open = openArticle { articles[open].closed = true }
    }

    /// Starts an item with the line at `position` when the line opens one (`StoryRules.briefItem`),
    /// its title as the headline and the rest as its first text, and says whether it did;
    /// otherwise the line is left to the usual reading (more text of the open item).
    mutating func startBriefItem(at position: Int) -> Bool {
        guard let banner = briefColumn, let opening = StoryRules.briefItem(at: position, in: banner, view: storyView) else { return false }
        // A title alone on its line is the item's headline; anything else is its text.
        if traced { storyChanges += StoryRules.change(at: position, on: page, by: .briefItem, to: opening.text.isEmpty ? .headline : .body) }
        let line = lines[order[position]]
        let item = openBriefItem(in: banner, titled: opening.title, at: line)
        appendText(opening.text, of: line, to: item)
        return true
    }

    /// A new item of the column `banner`, opened at `line`, whose title (when not empty) is its
    /// headline.
    private mutating func openBriefItem(in banner: String, titled title: String, at line: Line) -> Int {
        let item = startArticle()
        articles[item].block.rubric = banner
        articles[item].isBriefItem = true
        if !title.isEmpty {
            articles[item].block.headline = title
            articles[item].block.lines = line.sourceLines
        }
        articles[item].include(line.sourceLines)
        return item
    }

    /// Starts an item with the headline line at `position` when it is an item's bulleted title
    /// alone on its line (`■市政协召开安全生产常务会议`) inside a brief column, with the item's
    /// text under it, and says whether it did. As any other headline it would have closed the
    /// column, and the items after it ran into the one before.
    mutating func startBriefItemUnderTitle(at position: Int) -> Bool {
        guard let banner = briefColumn, let next = kind(at: position + 1), next == .body || next == .lead,
              let title = BriefItems.bulletedTitle(lines[order[position]])
        else { return false }
        _ = openBriefItem(in: banner, titled: title, at: lines[order[position]])
        return true
    }

    /// `【交城县推进复工复产行动】6月`, `■汾阳市推进营商环境会议 6月` over the rest of its text: an
    /// item whose bracketed or bulleted title left a line short enough to look like a headline,
    /// which would have closed the column.
    mutating func startTitledBriefItem(at position: Int) -> Bool {
        guard briefColumn != nil, BriefItems.opening(of: lines[order[position]].content, plainTitle: false)?.title.isEmpty == false
        else { return false }
        return startBriefItem(at: position)
    }

    /// On a page of headlines under their stories, no headline closes a brief column before
    /// the story after it: a lead naming its reporter (`本报讯（记者 王涛）`) whose text runs on to
    /// a headline, where an item's runs on to the next item's lead, opens that story, and the
    /// column ends there. Read as an item, the story could not take the headline under it.
    mutating func leaveBriefColumnOnHeadlinesBelow(at position: Int) {
        guard headlinesBelow, briefColumn != nil, articles.last?.isBriefItem == true,
              DatelineReader.read(lines[order[position]])?.bylines.isEmpty == false
        else { return }
        var next = position + 1
        while let kind = kind(at: next), kind == .body || kind == .caption || kind == .credit {
            next += 1
        }
        guard LineKind.isHead(kind(at: next)) else { return }
        briefColumn = nil
        if let open = openArticle { articles[open].closed = true }
    }

    /// An item opened by a news lead (`本报讯 近日，…`) takes the column's name as rubric too.
    mutating func nameBriefItem() {
        guard let banner = briefColumn, let item = current, articles[item].block.rubric == nil, !articles[item].hasHeadline
        else { return }
        articles[item].block.rubric = banner
        articles[item].isBriefItem = true
    }
}
