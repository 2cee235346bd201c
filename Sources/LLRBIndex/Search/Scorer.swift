/// BM25 per field, summed over the query's positive phrases and the fields each searches, with
/// headline matches weighted up: a story about 复工复产 names it in its headline.
struct Scorer {
    static let fieldWeights: [Double] = [3, 1, 1, 1]

    let plan: QueryPlan
    let bm25 = BM25()
    let documentCount: Int
    let averageFieldLengths: [Double]
    /// documentFrequencies[leaf][field code], summed over segments.
    let documentFrequencies: [[Int]]

    init(plan: QueryPlan, evaluations: [SegmentEvaluation], documentCount: Int, averageFieldLengths: [Double]) {
        self.plan = plan
        self.documentCount = documentCount
        self.averageFieldLengths = averageFieldLengths
        documentFrequencies = plan.leaves.indices.map { leaf in
            (0..<TermKey.fieldCount).map { field in
                evaluations.reduce(0) { $0 + ($1.matches[leaf][field]?.documents.count ?? 0) }
            }
        }
    }

    func score(_ document: UInt32, in evaluation: SegmentEvaluation) -> Double {
        var total = 0.0
        for (leaf, perField) in evaluation.matches.enumerated() where plan.leaves[leaf].isPositive {
            for (field, match) in perField.enumerated() {
                guard let frequency = match?.frequency(of: document), frequency > 0 else { continue }
                total += Self.fieldWeights[field] * bm25.score(
                    termFrequency: Int(frequency),
                    fieldLength: Int(evaluation.segment.reader.fieldLength(document, field: field)),
                    averageFieldLength: averageFieldLengths[field],
                    documentFrequency: documentFrequencies[leaf][field], documentCount: documentCount)
            }
        }
        return total
    }
}
