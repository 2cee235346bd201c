import LLRBEngine
import LLRBIndex
import LLRBParser

/// Why a correction cannot be made or undone, as facts: `llrb correct` says them in English
/// with the options to give (its `description`), the web reader's edit mode in Chinese with the
/// form's fields (`WebCorrectionWording`).
enum CorrectionRefusal: Error, Sendable {
    /// The article's page file cannot be read: `reason` says why.
    case pageUnreadable(article: String, reason: String)
    /// The page file's text is not the one the index read the article from.
    case pageChanged(article: String, file: String)
    /// The corrections in force leave no story of that id on the page.
    case notOnPage(article: String)
    /// Tried on the page as it reads now, the correction changes nothing there.
    case doesNotHold(article: String, change: CorrectionChange, file: String)
    /// The text to replace is not in the article.
    case textMissing(String, article: String)
    /// The occurrence asked for is past the last one.
    case fewerOccurrences(String, article: String, found: Int, asked: Int)
    /// The text occurs more than once and no occurrence was chosen.
    case severalOccurrences(String, article: String, places: [TextOccurrence])
    /// The occurrence cannot be told from the others of its part of the page.
    case notToldApart(String)
    /// The line number is past the page's end or names an empty line.
    case lineMissing(Int, file: String)
    /// The line is not one of the article's.
    case lineOutside(Int, article: String, lines: SourceLines)
    /// A line corrected to the text it already prints: nothing would change.
    case lineUnchanged(Int, article: String)
    /// A story cannot start at its own first line.
    case startsThere(article: String, line: Int, lines: SourceLines)
    /// A headline correction with no text.
    case emptyHeadline
    /// A story cannot be joined with itself.
    case mergeWithItself(String)
    /// Only stories of one page can be joined.
    case mergeAcrossPages(other: String, article: String)
    /// The journal holds no correction of that number.
    case noCorrection(Int, journal: String)
    /// An undo is not undone: what it undid is corrected again.
    case undoOfUndo(Int)
    /// The correction is undone already.
    case alreadyUndone(Int)
    /// Undone from an article's page, the correction is not one made on that article.
    case notOfArticle(Int, article: String)
    /// The correction's line in the journal would be `bytes` long, past the `limit` of a line
    /// (a replacement or note of about a third of a mebibyte of Chinese).
    case tooLong(bytes: Int, limit: Int)
    /// The journal found is not the one the index follows: a correction written there would be
    /// kept out of the index until the user chooses (`llrb ingest --forget-corrections`).
    case notFollowed(JournalStanding)
    /// The journal cannot be read or written.
    case journal(CorrectionError)
}
