/// A row of the parser's rule table (`LabelRules.table`): a named decision about what lines are,
/// with the kinds it reads and gives and a line it decides, as docs/PARSER.md lists it and
/// `llrb parse --explain` names it.
package struct LabelRule: Sendable {
    /// How the rule decides.
    enum Decision: Sendable {
        /// From the line alone: the first line rule whose test gives a kind sets the line's kind.
        case line(@Sendable (Line) -> LineKind?)
        /// With the whole page in view: a pass over the lines that changes the kinds it reads
        /// into the kinds it gives, run after every line rule and the page rules before it.
        case page(@Sendable ([Line], inout Labelling) -> Void)
    }

    /// A short kebab-case name, stable across releases: traces and tests refer to it.
    package let id: String
    /// The kinds whose lines the rule changes; empty for a line rule, which reads every line
    /// not taken by a line rule above it.
    let reads: [LineKind.Name]
    /// The kinds the rule may give.
    let gives: [LineKind.Name]
    /// Lines the rule decides, as OCR prints them (` / ` between lines, which stand with a blank
    /// line between them, as most OCR tools set paragraphs): a test checks that it fires.
    let example: String
    /// What the rule says, in one sentence.
    let summary: String
    let decision: Decision

    static func line(_ id: String, gives: LineKind.Name..., example: String, _ summary: String,
                     test: @escaping @Sendable (Line) -> LineKind?) -> LabelRule {
        LabelRule(id: id, reads: [], gives: gives, example: example, summary: summary, decision: .line(test))
    }

    static func page(_ id: String, reads: [LineKind.Name], gives: [LineKind.Name], example: String, _ summary: String,
                     pass: @escaping @Sendable ([Line], inout Labelling) -> Void) -> LabelRule {
        LabelRule(id: id, reads: reads, gives: gives, example: example, summary: summary, decision: .page(pass))
    }

    var isLineRule: Bool {
        if case .line = decision { true } else { false }
    }
}
