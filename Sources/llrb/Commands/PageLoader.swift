import Foundation
import LLRBParser

/// Reads and parses one page file (or issue file: `PageParser.pages`) for `llrb parse`; every
/// failure becomes the parser's one-line message naming the file.
enum PageLoader {
    static func load(path: String) throws -> [Page] {
        try read(path, PageParser.pages(contentsOf:))
    }

    /// Each page's layout and the trace of its every line through the parser's rule table
    /// (`parse --explain`).
    static func explain(path: String) throws -> [PageTrace] {
        try read(path, PageParser.explain(contentsOf:))
    }

    /// The pages as the learned labeller reads them (`parse --learned`).
    static func loadLearned(path: String) throws -> [Page] {
        let model = try embeddedModel()
        return try read(path) { url throws(PageReadError) in try PageParser.pages(contentsOf: url, model: model) }
    }

    /// Each page's lines as the learned labeller reads them (`parse --learned --explain`).
    static func explainLearned(path: String) throws -> [[LearnedLineTrace]] {
        let model = try embeddedModel()
        return try read(path) { url throws(PageReadError) in try PageParser.explainLearned(contentsOf: url, model: model) }
    }

    private static func embeddedModel() throws -> LinearChainCRF {
        do {
            return try PageParser.embeddedLineModel()
        } catch {
            throw CLIError(message: error.description)
        }
    }

    private static func read<Value>(_ path: String, _ reader: (URL) throws(PageReadError) -> Value) throws -> Value {
        guard !path.isEmpty else { throw CLIError(message: "no file given (an empty path); give one page file") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError(message: "\(path): is a folder; give one page file (to index a folder use 'llrb ingest \(path)')")
        }
        do {
            return try reader(URL(fileURLWithPath: path))
        } catch {
            throw CLIError(message: error.message)
        }
    }
}
