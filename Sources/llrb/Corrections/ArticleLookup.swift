import LLRBIndex

/// An article by id for `show`, `cite` and `correct`, following an id a correction did away
/// with (two stories joined) to the story that now holds its lines, and saying so.
enum ArticleLookup {
    static func record(_ id: String, in index: ArchiveIndex, journal: CorrectionJournal, context: CommandContext) throws -> ArticleRecord? {
        if let record = try index.record(id: id) { return record }
        if let contents = try? journal.read(), !contents.corrections.isEmpty,
           let (now, number) = CorrectionReview(contents, locate: MovedPages.locator(index)).redirect(id), let record = try index.record(id: now) {
            context.warn("\(id) is now part of \(now) (correction \(number)); showing \(now)")
            return record
        }
        context.warnUnknownArticle(id)
        return nil
    }
}
