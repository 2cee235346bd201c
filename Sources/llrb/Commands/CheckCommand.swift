import Foundation
import LLRBEngine
import LLRBIndex

/// `llrb check`: verifies every checksum and cross-reference of the index.
enum CheckCommand: Command {
    static let json = OptionSpec.flag("json", "print {healthy, index, problems: [{file, message}]}")

    static let spec = CommandSpec(
        name: "check",
        summary: "verify the index's checksums and cross-references",
        usage: ["[--json]"],
        discussion: """
        Reads every file of the index and verifies its version, checksums and the references \
        between files. Prints each problem found in plain words; a damaged index is rebuilt by \
        removing its folder and running 'llrb ingest' on the pages again.
        """,
        positionals: [],
        options: [json],
        examples: [
            Example(command: "llrb check", explanation: "check the default index"),
            Example(command: "llrb --index DIR check", explanation: "check an index copied to folder DIR before trusting it"),
        ],
        exitCodes: ["0  the index is healthy", "2  problems were found (or there is no index)"])

    /// `check --json`; the keys are part of llrb's script interface.
    struct Report: Encodable {
        var healthy: Bool
        var index: String
        var problems: [Problem]
    }

    /// One problem of `check --json`: the file, the line printed for it, and whether only a
    /// rebuild mends it.
    struct Problem: Encodable {
        var file: String
        var message: String
        var needsRebuild: Bool

        init(file: String, message: String) {
            self.file = file
            self.message = message
            needsRebuild = false
        }

        init(_ problem: IndexProblem) {
            file = problem.file
            switch problem.finding {
            case .unreadable(let error): message = IndexErrorWording.message(for: error)
            case .disagreement(let what): message = what
            }
            needsRebuild = problem.needsRebuild
        }

        /// The message, led by the file when it does not name it.
        var line: String {
            message.contains(file) ? message : "\(file): \(message)"
        }
    }

    static func run(_ context: CommandContext) throws -> ExitCode {
        let directory = try IndexLocation.existingDirectory(for: context)
        // A folder without a manifest or segments (docs/FORMAT.md) holds no index: say so, rather
        // than calling it healthy or advising to remove a folder that may be anything.
        guard ArchiveIndex.holdsIndex(at: directory) else {
            throw CLIError(message: "there is no llrb index in \(directory.path) (it has no MANIFEST); build one with 'llrb ingest FOLDER'")
        }
        let problems = ArchiveIndex.check(at: directory).map(Problem.init) + journalProblems(IndexLocation.corrections(for: context),
                                                                                                  index: try? ArchiveIndex.open(at: directory))
        if context.arguments.flag(json) {
            try context.printJSON(Report(healthy: problems.isEmpty, index: directory.path, problems: problems))
            return problems.isEmpty ? .success : .failure
        }
        guard !problems.isEmpty else {
            context.output.line("ok: the index at \(directory.path) is healthy")
            return .success
        }
        for problem in problems {
            context.output.line(problem.line)
        }
        let counted = "\(problems.count) problem\(problems.count == 1 ? "" : "s")"
        if problems.contains(where: \.needsRebuild) {
            context.warn("\(counted) in the index at \(directory.path); rebuild it: \(IndexErrorWording.rebuildCommand(for: directory.path))")
        } else {
            context.warn("\(counted) reading the index at \(directory.path), none of them damage; mend what the lines above say, then run 'llrb check' again")
        }
        return .failure
    }

    /// The corrections journal's lines that cannot be read and the corrections that no longer
    /// hold on their pages (docs/CORRECTIONS.md): the user's work, reported beside the index's.
    /// `index`: to find a corrected page that moved.
    static func journalProblems(_ journal: CorrectionJournal, index: ArchiveIndex?) -> [Problem] {
        let contents: JournalContents
        var problems: [Problem] = []
        do {
            if let problem = try index.flatMap({ index throws(CorrectionError) in JournalStandingWording.problem(try index.standing(of: journal)) }) {
                problems.append(Problem(file: journal.path, message: problem + "; the corrected articles stay as indexed. "
                    + JournalStandingWording.remedy))
            }
            contents = try journal.read()
        } catch {
            return problems + [Problem(file: journal.path, message: CorrectionWording.message(for: error))]
        }
        problems += contents.damage.map { damage in
            Problem(file: journal.path, message: "line \(damage.line) of the corrections journal \(journal.path) cannot be read "
                + "(\(CorrectionWording.reason(damage.reason))); it is skipped and kept: restore it from a backup or leave it")
        }
        if contents.hasTornTail {
            problems.append(Problem(file: journal.path, message: "the corrections journal \(journal.path) ends in an unfinished line "
                + "(a correction a crash cut short, never reported as made); the next correction cuts it off"))
        }
        guard !contents.corrections.isEmpty else { return problems }
        let review = CorrectionReview(contents, locate: MovedPages.locator(index))
        problems += review.unapplied.map { correction in
            Problem(file: journal.path, message: "correction \(correction.number) (\(correction.anchor.article): \(correction.change.summary)) "
                + CorrectionsCommand.words(for: review.statuses[correction.number]) + "; correct the article again, or undo it with 'llrb corrections --undo \(correction.number)'")
        }
        return problems
    }
}
