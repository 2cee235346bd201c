import Foundation
import LLRBEngine
import LLRBIndex
import LLRBViews

/// Making and undoing corrections, for `llrb correct`, `llrb corrections --undo` and the web
/// reader's edit mode alike: tried on the page as it reads now, recorded in the journal, then
/// applied by an ingest of that page alone, or, when another ingest holds the index, by that
/// ingest before it publishes (docs/CORRECTIONS.md).
struct CorrectionDesk: Sendable {
    /// Seconds a writer waits for a correction's ingest of one page that holds the index (issue
    /// 74: 7 of 20 ingests racing 60 corrections failed), `llrb ingest` and a correction's own
    /// ingest alike; another ingest is never waited for.
    static let lockPatience = 30.0

    let indexDirectory: URL
    let journal: CorrectionJournal

    /// A correction recorded: the articles it is in now, and whether it is searchable already
    /// (else `pending` says why not, and a front words when it will be).
    struct Made {
        var correction: Correction
        var articles: [String]
        var pending: CorrectionPending?
    }

    /// Corrects `record`, an article of the index, as `request` asks.
    func correct(_ record: ArticleRecord, _ request: CorrectionRequest, by: String?, note: String?) throws(CorrectionRefusal) -> Made {
        try requireFollowedJournal()
        let page = try currentPage(of: record)
        // Made on the page as the journal reads under its lock, and tried there before it is
        // recorded (with the number it takes): one that would not hold is an error, and nothing
        // is written. The journal is read once, by the append.
        var articles: [String] = []
        // The page as corrected with it, handed to the correction's ingest.
        var correctedPage: CorrectedPage?
        let (correction, contents) = try write(page: JournalPage(file: page.file, contentHash: page.contentHash)) { contents, number throws(CorrectionRefusal) in
            var set = CorrectionSet(contents.inForce)
            let before = set.corrections(ofFile: page.file, hashes: [page.contentHash])
            let reading = CorrectedReading(page.documents, corrections: before)
            let documents = reading.documents
            guard let document = documents.first(where: { $0.record.id == record.id }) else { throw .notOnPage(article: record.id) }
            let (lines, change) = try request.oneLine.change(for: document.record, page: page, documents: documents)
            let anchor = CorrectionAnchor(file: page.file, contentHash: page.contentHash, article: record.id, lines: lines)
            let made = Correction(number: number, date: Self.now(), by: by.map(OneLineText.of),
                                  note: note.map(OneLineText.of), anchor: anchor, change: change)
            let after = reading.adding(made)
            guard case .applied(let holding)? = after.outcomes[number] else {
                throw .doesNotHold(article: record.id, change: change, file: page.file)
            }
            articles = holding
            set.add(made)
            correctedPage = CorrectedPage(page, corrected: after, corrections: set)
            return made
        }
        return Made(correction: correction, articles: articles, pending: apply(correction, journal: contents, page: correctedPage))
    }

    /// Undoes correction `number`, recorded as a correction of its own; with `article`, only
    /// one that holds in that article, as its page offers (a number mistyped there must not
    /// undo another reader's correction of another story).
    func undo(_ number: Int, of article: ArticleRecord? = nil, by: String?, note: String?) throws(CorrectionRefusal) -> Made {
        try requireFollowedJournal()
        let (correction, _) = try write { contents, next throws(CorrectionRefusal) in
            guard let target = contents.correction(number) else { throw .noCorrection(number, journal: journal.path) }
            if let article, target.anchor.article != article.id,
               !CorrectionReview.corrections(holdingIn: article.id, file: article.file, contents: contents).contains(target) {
                throw .notOfArticle(number, article: article.id)
            }
            if case .undo = target.change { throw .undoOfUndo(number) }
            guard contents.inForce.contains(target) else { throw .alreadyUndone(number) }
            return Correction(number: next, date: Self.now(), by: by.map(OneLineText.of), note: note.map(OneLineText.of),
                              anchor: target.anchor, change: .undo(number: number))
        }
        return Made(correction: correction, articles: [correction.anchor.article], pending: apply(correction))
    }

    /// Refuses to write to a journal the index does not follow: the correction's own ingest
    /// would keep it out, and it would be reported made and not applied.
    private func requireFollowedJournal() throws(CorrectionRefusal) {
        guard let followed = try? ArchiveIndex.followedJournal(atPath: indexDirectory.path) else { return }
        let standing: JournalStanding
        do { standing = try JournalStanding.of(journal, followed: followed) } catch { throw .journal(error) }
        guard standing.isFollowed else { throw .notFollowed(standing) }
    }

    /// What the journal holds, or its failure worded for the user.
    static func read(_ journal: CorrectionJournal) throws -> JournalContents {
        do {
            return try journal.read()
        } catch {
            throw CLIError(message: CorrectionWording.message(for: error))
        }
    }

    /// Appends the correction `make` gives, or nothing when it refuses; and what the journal
    /// holds then (`CorrectionJournal.record`).
    private func write(page: JournalPage? = nil, _ make: (JournalContents, Int) throws(CorrectionRefusal) -> Correction)
        throws(CorrectionRefusal) -> (Correction, JournalContents?) {
        do throws(JournalAppendError<CorrectionRefusal>) {
            return try journal.record(page: page, make)
        } catch {
            switch error {
            case .journal(.lineTooLong(_, let bytes, let limit)): throw .tooLong(bytes: bytes, limit: limit)
            case .journal(let failure): throw .journal(failure)
            case .refused(let refusal): throw refusal
            }
        }
    }

    /// Reads the corrected page into the index; nil when it is searchable now, else why not.
    /// The correction is recorded by then: a failure here is said, never an error that would
    /// invite recording it again.
    /// `journal`: what the journal held once it was recorded, read for its page; `page`: the
    /// page as corrected with it.
    private func apply(_ correction: Correction, journal known: JournalContents? = nil, page corrected: CorrectedPage? = nil) -> CorrectionPending? {
        var options = IngestOptions()
        options.writer.holder = .oneFile
        options.corrections = journal
        var page = correction.anchor.file
        // A page moved since it was corrected is found through the index; its stamp does not
        // know of the corrections found by its text, so it is read whatever the stamp says.
        if access(page, R_OK) != 0, let moved = MovedPages.locator(try? ArchiveIndex.open(at: indexDirectory))(correction.anchor) {
            page = moved
            options.rereading = [moved]
        }
        // Its page alone is read again: only that page's lines of the journal are read. So it
        // waits for another correction's ingest of its page, which would not read this line, as
        // an ingest does; a full ingest's last look reads every line, and applies it.
        options.journalPage = JournalPage(file: page, contentHash: correction.anchor.contentHash)
        options.knownJournal = known
        options.correctedPage = corrected
        options.writer.lockPatience = Self.lockPatience
        do {
            let report = try ArchiveWriter.ingestor(indexDirectory: indexDirectory, options: options).run(paths: [page])
            return report.failures.first.map { .pageNotRead(reason: $0.reason) }
        } catch {
            if case .index(let error) = error, case .locked(_, _, let holder) = error.kind {
                return holder == .oneFile ? .heldByCorrections(seconds: Int(Self.lockPatience)) : .ingestRunning
            }
            return .indexFailed(error)
        }
    }

    /// The page `record` was read from, as it is on disk now; an error when it changed since it
    /// was indexed: the user corrects what they see.
    private func currentPage(of record: ArticleRecord) throws(CorrectionRefusal) -> PageReading {
        let page: PageReading
        switch PageReading.read(file: record.file) {
        case .success(let read): page = read
        case .failure(let problem): throw .pageUnreadable(article: record.id, reason: problem.reason)
        }
        guard page.holds(record.id) else { throw .pageChanged(article: record.id, file: record.file) }
        return page
    }

    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
