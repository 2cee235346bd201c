/// The kinds of a page's lines while the rule table labels them, and the trace of every rule
/// that set or changed one: the trace is what `llrb parse --explain` prints, and what tests
/// read to see that the expected rule, not another, decided.
///
/// A page rule writes through the subscript; each change is charged to the rule running
/// (`rule`). The line rule that set each line's first kind is kept apart, one byte a line,
/// since every line has one and most keep it.
package struct Labelling: RandomAccessCollection, Sendable {
    /// One change a page rule made: the line (its index on the page), the rule (its position
    /// in `LabelRules.table`) and the kinds before and after.
    struct Change: Sendable {
        let line: Int
        let rule: Int
        let from: LineKind
        let to: LineKind
    }

    private(set) var kinds: [LineKind]
    /// The position in `LabelRules.table` of the line rule that set each line's first kind.
    let origins: [UInt8]
    private(set) var changes: [Change] = []
    /// The position in `LabelRules.table` of the page rule that is running.
    var rule = 0

    package init(kinds: [LineKind], origins: [UInt8]) {
        self.kinds = kinds
        self.origins = origins
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { kinds.count }

    package subscript(position: Int) -> LineKind {
        get { kinds[position] }
        set {
            guard kinds[position] != newValue else { return }
            changes.append(Change(line: position, rule: rule, from: kinds[position], to: newValue))
            kinds[position] = newValue
        }
    }
}
