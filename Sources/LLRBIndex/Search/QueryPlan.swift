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
        var indexByKey: [QueryNode: Int] = [:]
        root = build(query, negated: false, analyzer: analyzer, indexByKey: &indexByKey)
    }

    private mutating func build(_ node: QueryNode, negated: Bool, analyzer: Analyzer, indexByKey: inout [QueryNode: Int]) -> Node {
        switch node {
        case let .phrase(text, field):
            if let index = indexByKey[node] {
                leaves[index].isPositive = leaves[index].isPositive || !negated
                return .leaf(index)
            }
            indexByKey[node] = leaves.count
            leaves.append(Leaf(tokens: analyzer.tokens(in: text), fields: field.map { [$0] } ?? SearchField.allCases,
                               isPositive: !negated))
            return .leaf(leaves.count - 1)
        case let .and(children):
            return .and(children.map { build($0, negated: negated, analyzer: analyzer, indexByKey: &indexByKey) })
        case let .or(children):
            return .or(children.map { build($0, negated: negated, analyzer: analyzer, indexByKey: &indexByKey) })
        case let .not(child):
            return .not(build(child, negated: !negated, analyzer: analyzer, indexByKey: &indexByKey))
        }
    }
}
