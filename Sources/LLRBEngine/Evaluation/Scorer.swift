
/// BM25 per field, summed over the query's positive phrases and the fields each searches, each
/// field weighed as its schema says (llrb weighs headlines up: a story about 复工复产 names it in
/// its headline). A fuzzy phrase's weight is scaled by how well the document matches it
/// (`MatchQuality.weight`).
package struct Scorer {
    package let plan: QueryPlan
    package let bm25 = BM25()
    package let documentCount: Int
    package let averageFieldLengths: [Double]
    /// weights[leaf][field code]: the field's weight times the phrase's idf there, the document
    /// frequency summed over segments and over the phrase's spellings (`QueryPlan.Leaf.phrase`).
    package let weights: [[Double]]
    package let census: FuzzyCensus

    /// A document's score, and whether it matched its fuzzy phrases only through other words
    /// (`MatchQuality.otherWord`): such a hit ranks after every other.
    package struct Scored {
        package var score: Double = 0
        var isOtherWord = false

        package init(score: Double = 0, isOtherWord: Bool = false) {
            self.score = score
            self.isOtherWord = isOtherWord
        }
    }

    package init(plan: QueryPlan, evaluations: [SegmentEvaluation], documentCount: Int, averageFieldLengths: [Double]) {
        self.plan = plan
        census = FuzzyCensus(plan: plan, evaluations: evaluations)
        self.documentCount = documentCount
        self.averageFieldLengths = averageFieldLengths
        let bm25 = bm25
        weights = plan.leaves.indices.map { leaf in
            let spellings = plan.leaves.indices.filter { plan.leaves[$0].phrase == plan.leaves[leaf].phrase }
            return (0..<plan.schema.count).map { field in
                let frequency = evaluations.reduce(0) { total, evaluation in
                    spellings.reduce(total) { $0 + evaluation.documentFrequency(leaf: $1, field: field) }
                }
                return plan.schema.weight(field) * bm25.inverseDocumentFrequency(documentFrequency: frequency, documentCount: documentCount)
            }
        }
    }

    /// The clauses of a segment's evaluation in the order a score adds them (positive phrases,
    /// then fields), for a query without fuzzy phrases, whose matches all weigh 1.
    package func clauses(of evaluation: SegmentEvaluation) -> [ScoreClause] {
        var clauses: [ScoreClause] = []
        for (leaf, perField) in evaluation.matches.enumerated() where plan.leaves[leaf].isPositive {
            for (field, match) in perField.enumerated() {
                let matches: ScoreClause.Matches
                if let word = evaluation.words[leaf][field] {
                    matches = .word(word, documentCount: evaluation.segment.reader.documentCount)
                } else if let match, !match.documents.isEmpty {
                    matches = .listed(match)
                } else {
                    continue
                }
                clauses.append(ScoreClause(field: field, weight: weights[leaf][field], averageFieldLength: averageFieldLengths[field],
                                           matches: matches, bm25: bm25))
            }
        }
        return clauses
    }

    /// The scores of `documents` (ascending) in a segment whose matches are `matches`
    /// (`SegmentEvaluation.listedMatches()`), each phrase's matches walked once beside them.
    package func scores(of documents: [UInt32], matches: [[PhraseMatch?]], reader: SegmentReader) throws(IndexError) -> [Scored] {
        var scores = [Double](repeating: 0, count: documents.count)
        // The best quality of a fuzzy phrase's match in each document, over phrases and fields.
        var qualities = [MatchQuality?](repeating: nil, count: documents.count)
        for (leaf, perField) in matches.enumerated() where plan.leaves[leaf].isPositive {
            for (field, match) in perField.enumerated() {
                guard let match else { continue }
                let weight = weights[leaf][field], average = averageFieldLengths[field]
                var next = 0
                for (index, document) in documents.enumerated() {
                    while next < match.documents.count && match.documents[next] < document { next += 1 }
                    guard next < match.documents.count else { break }
                    guard match.documents[next] == document else { continue }
                    var quality = 1.0
                    if plan.leaves[leaf].fuzzy != nil {
                        let found = census.quality(of: document, at: next, in: match, leaf: leaf)
                        qualities[index] = min(qualities[index] ?? found, found)
                        quality = found.weight
                    }
                    scores[index] += quality * weight * bm25.saturation(termFrequency: Int(match.frequencies[next]),
                                                              fieldLength: Int(try reader.fieldLength(document, field: field)),
                                                              averageFieldLength: average)
                }
            }
        }
        return zip(scores, qualities).map { Scored(score: $0, isOtherWord: $1 == .otherWord) }
    }
}
