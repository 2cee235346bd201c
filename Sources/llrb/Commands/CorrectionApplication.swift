import Foundation
import LLRBIndex

/// Applies a correction just recorded to the index: an ingest of its page alone, with the
/// journal. When another ingest holds the index, that ingest applies it before it publishes
/// (`Ingestor` looks at the journal again at its end), and the user is told so.
enum CorrectionApplication {
    /// Whether the correction is searchable now.
    static func apply(_ correction: Correction, to file: String, context: CommandContext) throws -> Bool {
        var options = IngestOptions()
        options.writer.tables = IngestCommand.tables
        options.corrections = IndexLocation.corrections(for: context)
        do {
            let report = try Ingestor(indexDirectory: try IndexLocation.existingDirectory(for: context), options: options).run(paths: [file])
            if let failure = report.failures.first {
                context.warn("correction \(correction.number) is recorded, but its page could not be indexed again (\(failure.reason)); "
                    + "it is applied by the next ingest that reads the page")
                return false
            }
            return true
        } catch let error as IndexError {
            guard case .locked = error.kind else { throw error }
            context.warn("correction \(correction.number) is recorded; an ingest is running on the index and applies it when it publishes")
            return false
        }
    }
}
