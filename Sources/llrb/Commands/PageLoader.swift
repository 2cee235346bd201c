import Foundation
import LLRBParser

/// Reads and parses one page file for `llrb parse`, turning every failure into a one-line
/// message that names the file.
enum PageLoader {
    static func load(path: String) throws -> Page {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(message: "\(path): no such file; check the path")
        }
        guard !isDirectory.boolValue else {
            throw CLIError(message: "\(path): is a folder; give one page file (to index a folder use 'llrb ingest \(path)')")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(message: "\(path): cannot be read (\(error.localizedDescription)); check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError(message: "\(path): not UTF-8 text; convert it to UTF-8")
        }
        return PageParser.parse(text: text)
    }
}
