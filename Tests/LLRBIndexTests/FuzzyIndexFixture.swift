import Foundation
@testable import LLRBEngine
@testable import LLRBIndex

/// Indexes of made-up articles for the fuzzy-search tests: each body given is one article,
/// padded with sentences that share no character with the phrases searched.
enum FuzzyIndexFixture {
    static let filler = "今天天气很好。我们一起去公园散步。"

    /// An index with one article per body, `article-N` for the N-th (from 0).
    static func index(bodies: [String]) throws -> ArchiveIndex {
        let directory = WriterTestSupport.temporaryDirectory()
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: WriterOptions())
        var page = ""
        for (number, body) in bodies.enumerated() {
            page += "## 第\(number)篇\n\(filler)\(body)。\(filler)\n"
        }
        let documents = WriterTestSupport.documents(text: page, file: "fuzzy.txt", date: "2020-03-13", issue: 1)
        try writer.add(documents, for: IndexedFile(path: "fuzzy.txt", contentHash: ContentHash.of(Data(page.utf8)),
                                                   byteCount: page.utf8.count, documentCount: documents.count))
        try writer.commit()
        writer.close()
        return try ArchiveIndex.open(at: directory)
    }

    /// The numbers of the articles a search finds, from their headlines (`第N篇`).
    static func articles(_ index: ArchiveIndex, _ query: String, fuzziness: Int) throws -> Set<Int> {
        var request = SearchRequest(query: query, limit: 100_000)
        request.fuzziness = fuzziness
        return Set(try index.search(request).hits.compactMap { Int($0.headline.dropFirst().dropLast()) })
    }
}
