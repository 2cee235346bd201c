import Foundation

/// Okapi BM25, the ranking function of Lucene and SQLite FTS5, over one field of a document.
///
/// score = idf · tf·(k1+1) / (tf + k1·(1 − b + b·len/avgLen)),
/// idf = ln(1 + (N − df + 0.5) / (df + 0.5)), which stays positive even for a term in every
/// document (Lucene's form), so a common word never lowers a score.
/// `k1` bounds how much repeating a term helps; `b` says how much a long field is discounted.
public struct BM25: Sendable {
    /// Term-frequency saturation: 1.2, as in Lucene.
    public var k1 = 1.2
    /// Length normalization: 0.75, as in Lucene.
    public var b = 0.75

    public init(k1: Double = 1.2, b: Double = 0.75) {
        self.k1 = k1
        self.b = b
    }

    /// Inverse document frequency: rare terms count more.
    public func inverseDocumentFrequency(documentFrequency: Int, documentCount: Int) -> Double {
        let n = Double(max(documentCount, documentFrequency, 0))
        let df = Double(max(documentFrequency, 0))
        return log(1 + (n - df + 0.5) / (df + 0.5))
    }

    /// The contribution of one term to one field of one document; 0 when the term is absent.
    public func score(termFrequency: Int, fieldLength: Int, averageFieldLength: Double,
                      documentFrequency: Int, documentCount: Int) -> Double {
        inverseDocumentFrequency(documentFrequency: documentFrequency, documentCount: documentCount)
            * saturation(termFrequency: termFrequency, fieldLength: fieldLength, averageFieldLength: averageFieldLength)
    }

    /// The term-frequency part of `score`, which a ranker multiplies by an idf computed once per
    /// term rather than once per document; 0 when the term is absent.
    public func saturation(termFrequency: Int, fieldLength: Int, averageFieldLength: Double) -> Double {
        guard termFrequency > 0 else { return 0 }
        let tf = Double(termFrequency)
        let lengthRatio = averageFieldLength > 0 ? Double(max(fieldLength, 0)) / averageFieldLength : 1
        return tf * (k1 + 1) / (tf + k1 * (1 - b + b * lengthRatio))
    }
}
