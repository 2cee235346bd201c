import Foundation
import LLRBIndex
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

    /// The page as an ingest reads it, by the path the index knows it by, so that the
    /// corrections of it are found (`parse --mark`). A device or pipe is refused before it is
    /// opened, as the parser refuses one.
    static func reading(path: String) throws -> PageReading {
        try refuseNonPage(path)
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw CLIError(message: PageReadError.notRegularFile(path: path).message)
        }
        switch PageReading.read(file: Ingestor.indexPath(path)) {
        case .success(let reading): return reading
        case .failure(let problem): throw CLIError(message: "\(path): \(problem.reason)")
        }
    }

    private static func read<Value>(_ path: String, _ reader: (URL) throws(PageReadError) -> Value) throws -> Value {
        try refuseNonPage(path)
        do {
            return try reader(URL(fileURLWithPath: path))
        } catch {
            throw CLIError(message: error.message)
        }
    }

    private static func refuseNonPage(_ path: String) throws {
        guard !path.isEmpty else { throw CLIError(message: "no file given (an empty path); give one page file") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError(message: "\(path): is a folder; give one page file (to index a folder use 'llrb ingest \(path)')")
        }
    }
}
