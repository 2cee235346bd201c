/// A parsed query taken apart for evaluation: its distinct phrases (leaves), each analyzed
/// once, and which of them count towards the score (those not under an exclusion).
struct QueryPlan: Sendable {
    struct Leaf: Sendable {
        var tokens: [Token]
        /// The fields to search: the one named, or all.
        var fields: [SearchField]
        var isPositive: Bool
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
    /// (~170,000 instructions) on its first use.
    private mutating func build(_ node: QueryNode, negated: Bool, analyzer: Analyzer, phrases: inout [QueryNode]) -> Node {
        switch node {
        case let .phrase(text, field):
            if let index = phrases.firstIndex(of: node) {
                leaves[index].isPositive = leaves[index].isPositive || !negated
                return .leaf(index)
            }
            phrases.append(node)
            leaves.append(Leaf(tokens: analyzer.tokens(in: text), fields: field.map { [$0] } ?? SearchField.allCases,
                               isPositive: !negated))
            return .leaf(leaves.count - 1)
        case let .and(children):
            return .and(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .or(children):
            return .or(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .not(child):
            return .not(build(child, negated: !negated, analyzer: analyzer, phrases: &phrases))
        }
    }
}
