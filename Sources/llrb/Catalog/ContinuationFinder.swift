import LLRBIndex
import LLRBParser

/// Finds the other part of a story that jumps pages (下转4版 / 上接1版): an article of the same
/// issue, on the page the marker names (or on a page whose number is unknown), that carries the
/// opposite marker — pointing back at this page when that is known — and, among several, the one
/// whose headline is closest.
enum ContinuationFinder {
    enum Direction {
        /// 下转: the story goes on on a later page.
        case forward
        /// 上接: the story began on an earlier page.
        case backward
    }

    static func counterpart(of record: ArticleRecord, _ direction: Direction, among records: [ArticleRecord]) -> String? {
        let marker = direction == .forward ? record.article.continuedTo : record.article.continuedFrom
        guard let marker else { return nil }
        let candidates = records.filter { other in
            other.id != record.id && sameIssue(other, record) && opposite(of: other, direction) != nil
                && (other.page.pageNumber ?? marker.page) == marker.page
        }
        let pointingBack = candidates.filter { candidate in
            guard let page = record.page.pageNumber else { return false }
            return opposite(of: candidate, direction)?.page == page
        }
        let narrowed = pointingBack.isEmpty ? candidates : pointingBack
        if narrowed.count == 1 { return narrowed[0].id }
        return closestHeadline(to: record, among: narrowed)?.id
    }

    /// A continued part usually repeats its story's headline, whole or shortened: the candidate
    /// sharing the most headline bigrams, when it is the only one that does.
    private static func closestHeadline(to record: ArticleRecord, among candidates: [ArticleRecord]) -> ArticleRecord? {
        let own = bigrams(record.article.headline)
        let scored = candidates.map { ($0, bigrams($0.article.headline).intersection(own).count) }
        guard let best = scored.max(by: { $0.1 < $1.1 }), best.1 > 0,
              scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }

    private static func bigrams(_ text: String) -> Set<String> {
        let characters = Array(text.filter { !$0.isWhitespace && !$0.isPunctuation })
        guard characters.count > 1 else { return [] }
        return Set((0..<characters.count - 1).map { String(characters[$0...$0 + 1]) })
    }

    private static func opposite(of record: ArticleRecord, _ direction: Direction) -> Continuation? {
        direction == .forward ? record.article.continuedFrom : record.article.continuedTo
    }

    private static func sameIssue(_ left: ArticleRecord, _ right: ArticleRecord) -> Bool {
        left.page.mayShareIssue(with: right.page)
    }
}
