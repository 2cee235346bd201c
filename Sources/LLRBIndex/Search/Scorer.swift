/// BM25 per field, summed over the query's positive phrases and the fields each searches, with
/// headline matches weighted up: a story about 复工复产 names it in its headline.
struct Scorer {
    static let fieldWeights: [Double] = [3, 1, 1, 1]

    let plan: QueryPlan
    let bm25 = BM25()
    let documentCount: Int
    let averageFieldLengths: [Double]
    /// weights[leaf][field code]: the field's weight times the phrase's idf there, the document
    /// frequency summed over segments.
    let weights: [[Double]]

    init(plan: QueryPlan, evaluations: [SegmentEvaluation], documentCount: Int, averageFieldLengths: [Double]) {
        self.plan = plan
        self.documentCount = documentCount
        self.averageFieldLengths = averageFieldLengths
        let bm25 = bm25
        weights = plan.leaves.indices.map { leaf in
            (0..<TermKey.fieldCount).map { field in
                let frequency = evaluations.reduce(0) { $0 + ($1.matches[leaf][field]?.documents.count ?? 0) }
                return Self.fieldWeights[field] * bm25.inverseDocumentFrequency(documentFrequency: frequency, documentCount: documentCount)
            }
        }
    }

    func score(_ document: UInt32, in evaluation: SegmentEvaluation) -> Double {
        var total = 0.0
        for (leaf, perField) in evaluation.matches.enumerated() where plan.leaves[leaf].isPositive {
            for (field, match) in perField.enumerated() {
                guard let frequency = match?.frequency(of: document), frequency > 0 else { continue }
                total += weights[leaf][field] * bm25.saturation(
                    termFrequency: Int(frequency),
                    fieldLength: Int(evaluation.segment.reader.fieldLength(document, field: field)),
                    averageFieldLength: averageFieldLengths[field])
            }
        }
        return total
    }
}
