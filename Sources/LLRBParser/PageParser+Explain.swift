import Foundation

/// Why the parser read a page as it did: the rule table and each line's trace through it.
extension PageParser {
    /// The rule table in the order the rules run (docs/PARSER.md lists it), then the rules that
    /// read the stories around a line (scope `story`).
    public static var rules: [ParserRule] {
        LabelRules.table.map { rule in
            ParserRule(scope: rule.isLineRule ? "line" : "page", id: rule.id, reads: rule.reads.map(\.rawValue),
                       gives: rule.gives.map(\.rawValue), example: rule.example, summary: rule.summary)
        } + StoryRule.allCases.map { rule in
            ParserRule(scope: "story", id: rule.rawValue, reads: rule.reads.map(\.rawValue), gives: rule.gives.map(\.rawValue),
                       example: rule.example, summary: rule.summary)
        }
    }

    /// The kinds a line can have, as traces and the rule table name them.
    public static var lineKinds: [String] { LineKind.Name.allCases.map(\.rawValue) }

    /// Each page's layout and the trace of its every line that is not blank, page by page as
    /// `pages(text:source:)` splits the text.
    public static func explain(text: String) -> [PageTrace] {
        guard let pieces = PageBreaks.pages(of: text) else { return [explain(LineReader.lines(of: text[...]))] }
        return pieces.map { explain(LineReader.lines(of: $0.text, firstLine: $0.firstLine)) }
    }

    /// Reads and decodes the file at `url` and explains its pages (see `explain(text:)`).
    public static func explain(contentsOf url: URL) throws(PageReadError) -> [PageTrace] {
        explain(text: try text(contentsOf: url))
    }

    private static func explain(_ rawLines: [Line]) -> PageTrace {
        let (_, lines, labelling, profile, storyChanges) = PageAssembler.assemble(rawLines, fileName: nil, numberedByFileName: false, traced: true)
        // The kind each line rule set: what the line's first change changed, else the kind kept.
        var first = Array(labelling.kinds)
        for change in labelling.changes.reversed() {
            first[change.line] = change.from
        }
        var steps = lines.indices.map { index in
            [LineTrace.Step(rule: LabelRules.table[Int(labelling.origins[index])].id, from: nil, to: first[index].name.rawValue)]
        }
        for change in labelling.changes {
            steps[change.line].append(LineTrace.Step(rule: LabelRules.table[change.rule].id, from: change.from.name.rawValue,
                                                     to: change.to.name.rawValue))
        }
        var kinds = Array(labelling.kinds)
        let indexOfLine = Dictionary(lines.indices.map { (lines[$0].number, $0) }, uniquingKeysWith: { first, _ in first })
        for change in storyChanges {
            guard let index = indexOfLine[change.line] else { continue }
            // A second story rule on the line (a `####` line heading a story, then naming a
            // brief column) changes what the first made of it.
            steps[index].append(LineTrace.Step(rule: change.rule.rawValue, from: kinds[index].name.rawValue, to: change.to.name.rawValue))
            kinds[index] = change.to
        }
        let traces = lines.indices.compactMap { index -> LineTrace? in
            let line = lines[index], kind = kinds[index]
            guard !kind.isBlank else { return nil }
            let mark = line.headingLevel > 0 ? String(repeating: "#", count: line.headingLevel) + " " : ""
            var reason: String?
            if case let .noise(why) = kind { reason = why }
            return LineTrace(lines: line.sourceLines, text: mark + line.content, kind: kind.name.rawValue, reason: reason, steps: steps[index])
        }
        return PageTrace(layout: layout(profile), lines: traces)
    }

    private static func layout(_ profile: PageProfile) -> LayoutTrace {
        let side = { (below: Bool) in below ? "below" : "above" }
        return LayoutTrace(
            headlineSide: side(profile.side.below),
            votes: profile.side.votes.map { LayoutTrace.Vote(side: side($0.below), weight: $0.weight, evidence: $0.evidence.rawValue) },
            headlineLevel: profile.articleLevel, medianBodyLine: profile.columnWidth
        )
    }
}
