import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// Builds indexes for the storage tests from the seed pages without depending on the parser:
/// each seed file is cut into articles at its `## ` headlines, and given a fixture date.
enum WriterTestSupport {
    /// Fixture page dates (000 is the page of 2020-03-13; the others are spread for filter tests).
    static let dates = ["000": "2020-03-13", "001": "2020-06-22", "002": "2021-01-05", "003": "2022-07-01", "004": "2023-03-06"]

    /// A new empty folder, removed by `removeTemporaryDirectories()` when the test class ends.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-storage-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        created.append(url)
        return url
    }

    static func removeTemporaryDirectories() {
        for url in created.removeAll() { try? FileManager.default.removeItem(at: url) }
    }

    private static let created = CreatedDirectories()

    static func seedURLs() throws -> [URL] {
        try SeedFiles.urls()
    }

    /// The articles of one page text: a new article at each `## ` line.
    static func documents(text: String, file: String, date: String?, issue: Int?) -> [IndexableDocument] {
        var documents: [IndexableDocument] = []
        var headline = "", body: [(String, Int)] = [], firstLine = 1
        func finish(lastLine: Int) {
            guard !headline.isEmpty || !body.isEmpty else { return }
            let paragraphs = body.map { Paragraph(text: $0.0, lines: SourceLines(line: $0.1)) }
            let article = Article(headline: headline, body: paragraphs, lines: SourceLines(first: firstLine, last: lastLine))
            var page = Page(date: date, issueNumber: issue)
            page.dateEvidence = [.dayAfterNews]
            let record = ArticleRecord(id: "\(file.split(separator: "/").last ?? "")#\(documents.count + 1)", file: file,
                                       ordinal: documents.count + 1, page: page, article: article)
            documents.append(IndexableDocument(record: record, fields: [.headline: headline, .body: article.bodyText]))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("## ") {
                finish(lastLine: index)
                headline = String(trimmed.dropFirst(3))
                body = []
                firstLine = index + 1
            } else if !trimmed.isEmpty {
                body.append((trimmed, index + 1))
            }
        }
        finish(lastLine: lines.count)
        return documents
    }

    static func seedDocuments(_ url: URL) throws -> (file: IndexedFile, documents: [IndexableDocument]) {
        try seedDocuments(url, undated: false)
    }

    static func seedDocuments(_ url: URL, undated: Bool) throws -> (file: IndexedFile, documents: [IndexableDocument]) {
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        let prefix = String(url.lastPathComponent.prefix(3))
        let documents = documents(text: text, file: url.path, date: undated ? nil : dates[prefix], issue: (Int(prefix) ?? 0) + 9895)
        return (IndexedFile(path: url.path, contentHash: ContentHash.of(data), byteCount: data.count, documentCount: documents.count),
                documents)
    }

    /// An index of all seed pages, committed; the pages whose prefixes are in `undated` (`001`)
    /// get no date.
    static func seedIndex(options: WriterOptions = WriterOptions(), undated: Set<String> = []) throws -> URL {
        let directory = temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        for url in try seedURLs() {
            let seed = try seedDocuments(url, undated: undated.contains(String(url.lastPathComponent.prefix(3))))
            try writer.add(seed.documents, for: seed.file)
        }
        try writer.commit()
        writer.close()
        return directory
    }

    /// A change to the seed index that replaces a page and adds one (a segment each with a
    /// memory limit of 1), for the tests that fail a commit on its way: before and after
    /// answer `月亮湖` differently.
    static func replaceFirstSeedAndAddAPage(with writer: IndexWriter) throws {
        let url = try XCTUnwrap(seedURLs().first)
        let text = "## 月亮湖公园开放\n\n月亮湖公园今天开放,复工复产有序推进。\n"
        try writer.add(documents(text: text, file: url.path, date: "2024-01-01", issue: 1),
                       for: IndexedFile(path: url.path, contentHash: 7, byteCount: text.utf8.count, documentCount: 1))
        try writer.add(documents(text: "## 新页\n\n吕梁新闻。\n", file: "new.txt", date: nil, issue: nil),
                       for: IndexedFile(path: "new.txt", contentHash: 8, byteCount: 10, documentCount: 1))
    }

    static func search(_ directory: URL, _ query: String, limit: Int = 100, configure: (inout SearchRequest) -> Void = { _ in })
        throws -> SearchResults {
        var request = SearchRequest(query: query, limit: limit)
        configure(&request)
        return try ArchiveIndex.open(at: directory).search(request)
    }
}

/// The folders the tests of this process made, to remove when a test class is done.
final class CreatedDirectories: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []

    func append(_ url: URL) {
        lock.withLock { urls.append(url) }
    }

    func removeAll() -> [URL] {
        lock.withLock {
            defer { urls = [] }
            return urls
        }
    }
}
