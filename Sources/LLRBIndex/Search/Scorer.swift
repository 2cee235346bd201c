/// BM25 per field, summed over the query's positive phrases and the fields each searches, with
/// headline matches weighted up: a story about 复工复产 names it in its headline.
struct Scorer {
    static let fieldWeights: [Double] = [3, 1, 1, 1]

    let plan: QueryPlan
    let bm25 = BM25()
    let documentCount: Int
    let averageFieldLengths: [Double]
    /// weights[leaf][field code]: the field's weight times the phrase's idf there, the document
    /// frequency summed over segments and over the phrase's spellings (`QueryPlan.Leaf.phrase`).
    let weights: [[Double]]

    init(plan: QueryPlan, evaluations: [SegmentEvaluation], documentCount: Int, averageFieldLengths: [Double]) {
        self.plan = plan
        self.documentCount = documentCount
        self.averageFieldLengths = averageFieldLengths
        let bm25 = bm25
        weights = plan.leaves.indices.map { leaf in
            let spellings = plan.leaves.indices.filter { plan.leaves[$0].phrase == plan.leaves[leaf].phrase }
            return (0..<TermKey.fieldCount).map { field in
                let frequency = evaluations.reduce(0) { total, evaluation in
                    spellings.reduce(total) { $0 + (evaluation.matches[$1][field]?.documents.count ?? 0) }
                }
                return Self.fieldWeights[field] * bm25.inverseDocumentFrequency(documentFrequency: frequency, documentCount: documentCount)
            }
        }
    }

    /// The scores of `documents` (ascending), each phrase's matches walked once beside them.
    func scores(of documents: [UInt32], in evaluation: SegmentEvaluation) -> [Double] {
        var scores = [Double](repeating: 0, count: documents.count)
        let reader = evaluation.segment.reader
        for (leaf, perField) in evaluation.matches.enumerated() where plan.leaves[leaf].isPositive {
            for (field, match) in perField.enumerated() {
                guard let match else { continue }
                let weight = weights[leaf][field], average = averageFieldLengths[field]
                var next = 0
                for (index, document) in documents.enumerated() {
                    while next < match.documents.count && match.documents[next] < document { next += 1 }
                    guard next < match.documents.count else { break }
                    guard match.documents[next] == document else { continue }
                    scores[index] += weight * bm25.saturation(termFrequency: Int(match.frequencies[next]),
                                                              fieldLength: Int(reader.fieldLength(document, field: field)),
                                                              averageFieldLength: average)
                }
            }
        }
        return scores
    }
}
