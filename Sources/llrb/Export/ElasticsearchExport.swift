import Foundation
import LLRBIndex

/// An Elasticsearch export in one folder: `mapping.json` and the bulk files.
struct ElasticsearchExport {
    /// `export --format elasticsearch --json`; the keys are part of llrb's script interface.
    struct Summary: Encodable {
        var directory: String
        var articles: Int
        /// The bulk files' names, in order.
        var files: [String]
        var bytes: Int
        var mapping: String
    }

    let directory: String
    private let bulk: BulkFiles
    private let document = ElasticsearchDocument()

    /// Makes the folder when missing and writes the mapping first, so a folder with bulk
    /// files always has the mapping they need.
    init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(ElasticsearchMapping.json.utf8).write(to: URL(fileURLWithPath: directory + "/mapping.json"), options: .atomic)
            // A shorter re-export must not leave an earlier export's extra files behind.
            for name in try FileManager.default.contentsOfDirectory(atPath: directory) where BulkFiles.isBulkFile(name) {
                try FileManager.default.removeItem(atPath: directory + "/" + name)
            }
        } catch {
            throw CLIError(message: "cannot write to \(directory) (\(error.localizedDescription)); give a folder you can write to")
        }
        bulk = BulkFiles(directory: directory)
    }

    /// Adds an article; returns the bytes it took.
    func append(_ record: ArticleRecord, corrections: [CorrectionNote]) throws -> Int {
        let before = bulk.bytes
        try bulk.append(id: record.id) { try document.write(record, corrections: corrections, into: &$0) }
        return bulk.bytes - before
    }

    func finish(articles: Int) throws -> Summary {
        try bulk.finish()
        return Summary(directory: directory, articles: articles, files: bulk.files, bytes: bulk.bytes, mapping: "mapping.json")
    }
}
