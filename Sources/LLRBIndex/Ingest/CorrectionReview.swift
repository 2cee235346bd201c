
/// What became of every correction in a journal on the pages as they are now: each page read
/// again and its corrections applied, as the next ingest would. For `llrb corrections`,
/// `check`, and to redirect an article id a correction did away with.
public struct CorrectionReview: Sendable {
    public enum Status: Hashable, Sendable {
        /// It holds, in these articles; `pageChanged`: the page's text is not the one it was
        /// made on, but what it changes is still there.
        case applied(articles: [String], pageChanged: Bool)
        /// Its place is gone from the page: why.
        case notApplied(CorrectionOutcome.NotApplied)
        /// The page file cannot be read (moved away, deleted): why.
        case pageUnreadable(String)
        /// Undone by that correction.
        case undone(by: Int)
        /// It undoes that correction.
        case undoes(Int)
    }

    public private(set) var statuses: [Int: Status] = [:]
    private var corrections: [Correction]

    /// - Parameter locate: where the page an anchor names is now when it is not at its path (a
    /// page moved or renamed keeps its text, so its articles keep their ids, and the index
    /// knows where they are); nil when unknown.
    public init(_ contents: JournalContents, locate: (CorrectionAnchor) -> String? = { _ in nil }) {
        corrections = contents.corrections
        let inForce = contents.inForce
        let set = CorrectionSet(inForce)
        for file in Set(inForce.map(\.anchor.file)).sorted() {
            let own = inForce.filter { $0.anchor.file == file }
            var read = PageReading.read(file: file)
            if case .failure = read, let moved = own.compactMap({ locate($0.anchor) }).first { read = PageReading.read(file: moved) }
            switch read {
            case .failure(let problem):
                for correction in own { statuses[correction.number] = .pageUnreadable(problem.reason) }
            case .success(let page):
                let outcomes = page.corrected(by: set).outcomes
                for correction in own {
                    switch outcomes[correction.number] {
                    case .applied(let articles):
                        statuses[correction.number] = .applied(articles: articles, pageChanged: page.contentHash != correction.anchor.contentHash)
                    case .notApplied(let reason):
                        statuses[correction.number] = .notApplied(reason)
                    case nil:
                        statuses[correction.number] = .notApplied(.textGone)
                    }
                }
            }
        }
        for correction in contents.corrections {
            guard case .undo(let undone) = correction.change else { continue }
            statuses[correction.number] = .undoes(undone)
            statuses[undone] = .undone(by: correction.number)
        }
    }

    /// Whether a correction in force does not hold on its page now.
    public var unapplied: [Correction] {
        corrections.filter { correction in
            switch statuses[correction.number] {
            case .notApplied, .pageUnreadable: true
            default: false
            }
        }
    }

    /// The article that now holds the lines of `id`, an article a correction named and that no
    /// longer exists (two stories joined into one), and the correction.
    public func redirect(_ id: String) -> (article: String, correction: Int)? {
        for correction in corrections.reversed() {
            var named = correction.anchor.article == id
            if case .merge(let other) = correction.change, other.article == id { named = true }
            guard named, case .applied(let articles, _) = statuses[correction.number],
                  let article = articles.first, article != id else { continue }
            return (article, correction.number)
        }
        return nil
    }
}

extension CorrectionReview {
    /// The corrections in force that hold in article `id` of the page at `file`, by number, read
    /// from the page as it is now; none without reading it when no correction names the page.
    /// `appliedThrough`: the last line of the journal the index applied (`FollowedLog`), so
    /// that a page shows the notes of the text it shows, as the journal map gives them.
    public static func corrections(holdingIn id: String, file: String, contents: JournalContents, appliedThrough: Int? = nil) -> [Correction] {
        let inForce = contents.inForce(through: appliedThrough)
        let article = ArticleID(id)
        guard inForce.contains(where: { $0.anchor.file == file || article?.isRead(from: $0.anchor.contentHash) == true }),
              case .success(let page) = PageReading.read(file: file) else { return [] }
        let set = CorrectionSet(inForce)
        let outcomes = page.corrected(by: set).outcomes
        return set.corrections(ofFile: file, hashes: [page.contentHash]).filter { correction in
            if case .applied(let articles)? = outcomes[correction.number] { return articles.contains(id) }
            return false
        }
    }
}
