
/// A parsed query taken apart for evaluation: its distinct phrases (leaves), each analyzed
/// once, and which of them count towards the score (those not under an exclusion).
package struct QueryPlan: Sendable {
    package struct Leaf: Sendable {
        package var tokens: [Token]
        /// What the phrase prints between numbers (`3.1`), which its matches must print too.
        package var separators = NumberSeparators()
        /// The fields to search: the one named, or all.
        package var fields: [SearchField]
        package var isPositive: Bool
        /// The leaf of the phrase as typed: itself, or for another spelling of a word of digits
        /// and letters (`DigitLetterSpelling`) the typed phrase's leaf, whose document frequency
        /// it shares in scoring (a document that the OCR split `5G` in is no rarer find than one
        /// that prints it whole).
        var phrase: Int
        /// Set when `--fuzzy` matches the phrase approximately (a positive run of CJK
        /// characters, see `FuzzyPhrase`); an exclusion stays exact, so that `-复工复学` drops
        /// only what prints that word.
        package var fuzzy: FuzzyPhrase?
    }

    package indirect enum Node: Sendable {
        case leaf(Int)
        case and([Node])
        case or([Node])
        case not(Node)
    }

    package private(set) var leaves: [Leaf] = []
    private(set) var root: Node = .and([])
    /// The index's fields: a phrase restricted to none searches them all, each weighed by it.
    package let schema: FieldSchema

    /// Whether the query matches exactly what its phrases match, each in any field it searches:
    /// one phrase (in its spellings), or phrases joined by OR, none excluded.
    var isUnionOfPhrases: Bool {
        func isUnion(_ node: Node) -> Bool {
            switch node {
            case let .leaf(index): leaves[index].isPositive
            case let .or(children): children.allSatisfy(isUnion)
            case .and, .not: false
            }
        }
        return isUnion(root)
    }

    /// `fuzziness`: the edits a positive CJK phrase may differ by (a search's `fuzziness`).
    package init(_ query: QueryNode, schema: FieldSchema, analyzer: Analyzer, fuzziness: Int = 0) {
        self.schema = schema
        var phrases: [QueryNode] = []
        root = build(query, negated: false, analyzer: analyzer, phrases: &phrases)
        for index in leaves.indices where leaves[index].isPositive {
            leaves[index].fuzzy = FuzzyPhrase(leaves[index].tokens, maxEdits: fuzziness)
        }
    }

    /// `phrases[i]` is leaf `i`'s node, found by a scan: a query has a few, and a Dictionary
    /// keyed by QueryNode cost the process a search of the runtime's conformance tables
    /// (~170,000 instructions) on its first use. A phrase with a word of digits and letters is
    /// a leaf per spelling, any of which matches: as typed, and as the OCR may print it (`5G`
    /// and `5 G`, see `DigitLetterSpelling`); its leaves follow one another, each with the node.
    private mutating func build(_ node: QueryNode, negated: Bool, analyzer: Analyzer, phrases: inout [QueryNode]) -> Node {
        switch node {
        case let .phrase(text, field):
            if let first = phrases.firstIndex(of: node) {
                let spellings = leaves.indices.filter { leaves[$0].phrase == first }
                let isPositive = leaves[first].isPositive || !negated
                for spelling in spellings { leaves[spelling].isPositive = isPositive }
                return Self.either(spellings)
            }
            let fields = field.map { [$0] } ?? schema.fields
            let tokens = analyzer.tokens(in: text)
            let first = leaves.count
            for spelling in [tokens] + DigitLetterSpelling.alternatives(of: tokens) {
                phrases.append(node)
                leaves.append(Leaf(tokens: spelling, fields: fields, isPositive: !negated, phrase: first))
            }
            // Only the phrase as typed: another spelling joins its words, and its positions move.
            leaves[first].separators = NumberSeparators(in: text, tokens: tokens)
            return Self.either(Array(first..<leaves.count))
        case let .and(children):
            return .and(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .or(children):
            return .or(children.map { build($0, negated: negated, analyzer: analyzer, phrases: &phrases) })
        case let .not(child):
            return .not(build(child, negated: !negated, analyzer: analyzer, phrases: &phrases))
        }
    }

    /// The leaves of one phrase's spellings: the leaf itself when it has one.
    private static func either(_ spellings: [Int]) -> Node {
        spellings.count == 1 ? .leaf(spellings[0]) : .or(spellings.map(Node.leaf))
    }
}
