import LLRBIndex
import LLRBParser

/// Finds the other part of a story that jumps pages (下转4版 / 上接1版): an article of the same
/// issue, on the page the marker names, that carries the opposite marker.
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
            other.id != record.id && sameIssue(other, record) && other.page.pageNumber == marker.page
                && opposite(of: other, direction) != nil
        }
        let pointingBack = candidates.filter { candidate in
            guard let page = record.page.pageNumber else { return false }
            return opposite(of: candidate, direction)?.page == page
        }
        if pointingBack.count == 1 { return pointingBack[0].id }
        return candidates.count == 1 ? candidates[0].id : nil
    }

    private static func opposite(of record: ArticleRecord, _ direction: Direction) -> Continuation? {
        direction == .forward ? record.article.continuedFrom : record.article.continuedTo
    }

    private static func sameIssue(_ left: ArticleRecord, _ right: ArticleRecord) -> Bool {
        if let a = left.page.issueNumber, let b = right.page.issueNumber { return a == b }
        guard let a = left.page.date, let b = right.page.date else { return false }
        return a == b
    }
}
