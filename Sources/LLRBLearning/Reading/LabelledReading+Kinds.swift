import LLRBParser

extension LabelledReading {
    /// The rule parser's kinds that the labels stand for, one per line of `lines` (blank ones
    /// `blank`): what the readers written over kinds read, such as a notice's signature
    /// (`LineContext.signatures`). A text line is a lead, a line of names or body by the fields
    /// it holds, as the line rules read them; no kind here decides what a line is.
    static func kinds(of lines: [Line], reading: [Int], labels: (Int) -> LineLabel) -> Labelling {
        var kinds = [LineKind](repeating: .blank, count: lines.count)
        for (position, index) in reading.enumerated() {
            kinds[index] = kind(of: lines[index], labelled: labels(position))
        }
        return Labelling(kinds: kinds, origins: [UInt8](repeating: 0, count: lines.count))
    }

    private static func kind(of line: Line, labelled label: LineLabel) -> LineKind {
        switch label.role {
        case .headline, .kicker: .headline
        case .subtitle: .subtitle
        case .caption: .caption
        case .credit: .credit
        case .masthead: .masthead
        case .footer: .footer
        case .section: .rubric
        case .banner: .noise(NoiseRules.slogan)
        case .junk: .noise(junkReason)
        case .text:
            DatelineReader.opensLead(line) ? .lead : BylineReader.bylineLine(line) != nil ? .byline : .body
        }
    }
}
