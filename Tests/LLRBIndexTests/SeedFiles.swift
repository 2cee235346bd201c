import Foundation

/// The project's seed pages, found from this file's location (never from ../shared).
enum SeedFiles {
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("seeds")
    }

    static func urls() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func texts() throws -> [String] {
        try urls().map { try String(contentsOf: $0, encoding: .utf8) }
    }
}
