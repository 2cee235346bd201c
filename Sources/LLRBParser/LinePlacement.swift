/// Where assembly put each line of a page, read back from the page it made: a headline block, a
/// 小标题, a story's text or bylines, a caption, the masthead, the footer or the noise set aside.
/// Assembly places headline-looking lines by the stories around them (a 小标题 inside a story, a
/// line of its text, a banner set aside), so `--explain` shows where a line went when that
/// differs from its label.
enum LinePlacement {
    /// What each source line (by number) was placed as, for the lines the page accounts for.
    static func placements(in page: Page) -> [Int: LineKind.Name] {
        var placed: [Int: LineKind.Name] = [:]
        func place(_ lines: SourceLines?, as name: LineKind.Name) {
            guard let lines else { return }
            for number in lines.first...lines.last where placed[number] == nil { placed[number] = name }
        }
        for line in page.noise { place(line.lines, as: .noise) }
        for caption in page.captions { place(caption.lines, as: .caption) }
        place(page.mastheadLines, as: .masthead)
        place(page.footer?.lines, as: .footer)
        for article in page.articles {
            for paragraph in article.body {
                place(paragraph.lines, as: paragraph.kind == .sectionHeader ? .sectionHeader : .body)
            }
            place(article.headlineLines, as: .headline)
            for byline in article.bylines { place(byline.lines, as: .byline) }
        }
        return placed
    }

    /// `placed` when it is another part of the page than `kind` names: a headline placed in a
    /// story's text, a text line placed as a caption. A lead or byline in a story's text, or a
    /// credit in a caption, is where its kind says.
    static func differs(_ placed: LineKind.Name, from kind: LineKind.Name) -> Bool {
        part(of: placed) != part(of: kind)
    }

    private static func part(of name: LineKind.Name) -> LineKind.Name {
        switch name {
        case .headline, .subtitle, .rubric: .headline
        case .body, .lead, .byline, .continuation: .body
        case .caption, .credit: .caption
        default: name
        }
    }
}
