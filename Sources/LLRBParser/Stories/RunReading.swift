/// What the story rules read a run of headline-looking lines as (`StoryRules.read`), by the
/// story open around it: a prefix decided and, where the reading says so, the rest of the run
/// read again after it.
enum RunReading {
    /// Its first line signs the open story with these names (`——读者 刘文晓`); the rest is read
    /// again.
    case signature([Byline])
    /// Its first `count` lines are set aside, no story's; the rest is read again.
    case setAside(count: Int, by: StoryRule)
    /// Its first `count` lines are the open story's text; the rest is read again.
    case text(count: Int, by: StoryRule)
    /// Its first line is the open story's 小标题, the rest that section's first text.
    case sectionHeader(by: StoryRule)
    /// It titles a notice, which opens under it: a column of lost papers' notices under one
    /// title (`遗失声明`) is one notice, as docs/MARKING.md marks it.
    case notice
    /// A notice's title that the column wrapped (`title`, its lines joined, over `titleLines`
    /// lines of the run), then the notice's first text.
    case wrappedNotice(title: (line: Line, kind: LineKind), titleLines: Int)
    /// Headlines, to be placed with the stories around them (`HeadlinePlacement`).
    case headlines
}

/// A story rule's change of a line's kind, as `parse --explain` shows it after the rule
/// table's (`text-in-story: headline → body`).
struct StoryChange: Sendable {
    /// The line's first source line number.
    let line: Int
    let rule: StoryRule
    let from: LineKind
    let to: LineKind
}

extension RunReading {
    /// The kinds this reading gives the run's lines (from `range` on the page) that differ from
    /// their labels.
    func changes(of range: Range<Int>, on page: LabelledPage) -> [StoryChange] {
        func change(_ positions: some Sequence<Int>, _ rule: StoryRule, to kind: LineKind) -> [StoryChange] {
            positions.flatMap { StoryRules.change(at: $0, on: page, by: rule, to: kind) }
        }
        switch self {
        case .signature:
            return change(range.prefix(1), .dashSignature, to: .byline)
        case let .setAside(count, rule):
            return change(range.prefix(count), rule, to: .noise(StoryRules.strandedReason))
        case let .text(count, rule):
            return change(range.prefix(count), rule, to: .body)
        case let .sectionHeader(rule):
            return change(range.prefix(1), rule, to: .sectionHeader) + change(range.dropFirst(), rule, to: .body)
        case let .wrappedNotice(_, titleLines):
            return change(range.dropFirst(titleLines), .textInStory, to: .body)
        case .notice, .headlines:
            return []
        }
    }
}
