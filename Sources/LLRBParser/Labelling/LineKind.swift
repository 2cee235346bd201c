/// What a line is on the page: set by the line rules of the rule table (`LabelRules`) from the
/// line alone, then changed by its page rules with the neighbouring lines in view.
package enum LineKind: Hashable, Sendable {
    case blank
    /// 报头: paper name, serial numbers, date, weekday, lunar date, issue number.
    case masthead
    /// 版面信息: department, editors, proofreader, contacts, the page date.
    case footer
    /// Short, no sentence punctuation: a headline, kicker or section header, decided later.
    case headline
    /// A dash-led subtitle (副题): `——我市加快推进项目建设综述`.
    case subtitle
    /// A markdown `####` heading inside a story: a 小标题.
    case sectionHeader
    /// A whole line of contributor names: `□ 本报记者 王涛`.
    case byline
    /// A line that opens with a news lead: `本报讯(记者 李雅萍)…`, `新华社北京3月12日电`.
    case lead
    /// A photo caption: `图为…`.
    case caption
    /// A photo credit alone on its line: `肖继旺 摄`.
    case credit
    /// A jump marker alone on its line: `（上接1版）`.
    case continuation
    /// A column name (栏目): `特别报道`, `新时代 新征程 新伟业`.
    case rubric
    /// Set aside, with the reason.
    case noise(String)
    /// Running text.
    case body

    var isContent: Bool {
        switch self {
        case .blank, .noise: false
        default: true
        }
    }

    /// The kind without a noise line's reason, as the rule table and `parse --explain` name it.
    enum Name: String, CaseIterable, Sendable {
        case blank, masthead, footer, headline, subtitle, sectionHeader = "section-header", byline, lead, caption, credit
        case continuation = "jump", rubric, noise, body
    }

    var name: Name {
        switch self {
        case .blank: .blank
        case .masthead: .masthead
        case .footer: .footer
        case .headline: .headline
        case .subtitle: .subtitle
        case .sectionHeader: .sectionHeader
        case .byline: .byline
        case .lead: .lead
        case .caption: .caption
        case .credit: .credit
        case .continuation: .continuation
        case .rubric: .rubric
        case .noise: .noise
        case .body: .body
        }
    }

    /// A line of a headline block: headline, subtitle or column name (nil: no line).
    static func isHead(_ kind: LineKind?) -> Bool {
        kind == .headline || kind == .subtitle || kind == .rubric
    }

    /// `self == .blank` without copying the kind and comparing it as a whole.
    var isBlank: Bool {
        if case .blank = self { true } else { false }
    }
}

extension RandomAccessCollection where Element == LineKind, Index == Int {
    /// The positions of the kinds that pass `test`, in an array allocated once: each context
    /// pass gathers them afresh, and `filter` grew its array a dozen times a page.
    package func positions(where test: (LineKind) -> Bool) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(count)
        for index in indices where test(self[index]) {
            found.append(index)
        }
        return found
    }
}
