/// A parsed query taken apart for evaluation: its distinct phrases (leaves), each analyzed
/// once, and which of them count towards the score (those not under an exclusion).
struct QueryPlan: Sendable {
    struct Leaf: Sendable {
        var tokens: [Token]
        /// The fields to search: the one named, or all.
        var fields: [SearchField]
        var isPositive: Bool
        /// The leaf of the phrase as typed: itself, or for the split spelling of a word of digits
        /// and letters the leaf before it, whose document frequency it shares in scoring (an
        /// article that the OCR split `5G` in is no rarer find than one that prints it whole).
        var phrase: Int
    }

    indirect enum Node: Sendable {
        case leaf(Int)
        case and([Node])
        case or([Node])
        case not(Node)
    }

    private(set) var leaves: [Leaf] = []
    private(set) var root: Node = .and([])

    init(_ query: QueryNode, analyzer: Analyzer) {
        var phrases: [QueryNode] = []
        root = build(query, negated: false, analyzer: analyzer, phrases: &phrases)
    }

    /// `phrases[i]` is leaf `i`'s node, found by a scan: a query has a few, and a Dictionary
    /// keyed by QueryNode cost the process a search of the runtime's conformance tables
    /// (~170,000 instructions) on its first use. A phrase with a word of digits and letters
    /// (`5G`) is two leaves, either of which matches: as typed, and with the word split as the
    /// OCR may print it (`5 G`, see `DigitLetterSplit`); the second is keyed `.or([phrase])`,
    /// which no query parses into.
    private mutating func build(_ node: QueryNode, negated: Bool, analyzer: Analyzer, phrases: inout [QueryNode]) -> Node {
        switch node {
        case let .phrase(text, field):
            if let index = phrases.firstIndex(of: node) {
                leaves[index].isPositive = leaves[index].isPositive || !negated
                guard index + 1 < phrases.count, phrases[index + 1] == .or([node]) else { return .leaf(index) }
                leaves[index + 1].isPositive = leaves[index].isPositive
                return .or([.leaf(index), .leaf(index + 1)])
            }
            let fields = field.map { [$0] } ?? SearchField.allCases
            let tokens = analyzer.tokens(in: text)
            phrases.append(node)
            leaves.append(Leaf(tokens: tokens, fields: fields, isPositive: !negated, phrase: leaves.count))
            guard let split = DigitLetterSplit.tokens(tokens) else { return .leaf(leaves.count - 1) }
            phrases.append(.or([node]))
            leaves.append(Leaf(tokens: split, fields: fields, isPositive: !negated, phrase: leaves.count - 1))
            return .or([.leaf(leaves.count - 2), .leaf(leaves.count - 1)])
        case let .and(children):
            return .and(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .or(children):
            return .or(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .not(child):
            return .not(build(child, negated: !negated, analyzer: analyzer, phrases: &phrases))
        }
    }
}
