import Foundation
@testable import LLRBEngine
import LLRBParser
@testable import LLRBIndex

/// A seeded archive of generated pages, larger than the seeds: words drawn by frequency (a few
/// in nearly every article, most rare), headlines, bylines and captions that sometimes repeat a
/// word, so that scores spread and tie, and every field matches. Each file's articles also
/// carry a word of their own (`marker(ofFile:)`), so a test can query the documents of one
/// file, which stand together in a segment.
enum GeneratedArchive {
    /// By falling frequency: the first few are in nearly every article, as 的 and 发展 are.
    static let words = ["的", "发展", "工作", "建设", "推进", "企业", "项目", "群众", "经济", "全面", "社会", "吕梁",
                        "高质量发展", "复工复产", "营商环境", "乡村振兴", "专业镇", "瓷器", "鑫", "全面建成小康社会",
                        "中国式现代化", "2023年", "5G", "文化", "生态", "教育", "医疗", "交通", "农业", "旅游"]

    /// The word only file `file`'s articles hold.
    static func marker(ofFile file: Int) -> String { "file\(file)x" }

    /// The marker as the text prints it: apart, since letters and digits run on into a word before it (`5G`).
    private static func printedMarker(ofFile file: Int) -> String { " " + marker(ofFile: file) }

    /// An index of `files` files of `articlesPerFile` articles each, written in one writer with
    /// its `options` (a small memory limit makes several segments), committed.
    static func build(files: Int, articlesPerFile: Int, seed: UInt64, options: WriterOptions = WriterOptions()) throws -> URL {
        let directory = WriterTestSupport.temporaryDirectory()
        try write(files: Array(0..<files), articlesPerFile: articlesPerFile, seed: seed, into: directory, options: options)
        return directory
    }

    /// Writes `files`' pages, generated from `seed`, into the index at `directory`, committed: a
    /// file written before with another seed is replaced, its old articles left deleted in
    /// their segment.
    static func write(files: [Int], articlesPerFile: Int, seed: UInt64, into directory: URL,
                      options: WriterOptions = WriterOptions()) throws {
        let writer = try IndexWriter.open(at: directory, schema: .articles, options: options)
        var generator = SplitMix(seed: seed)
        for file in files {
            let path = "/generated/\(file).txt"
            let page = Page(date: date(ofFile: file), dateEvidence: [.dayAfterNews], issueNumber: 1000 + file / 4,
                            articles: (0..<articlesPerFile).map { _ in article(file: file, using: &generator) })
            let hash = UInt64(file + 1) &+ seed &<< 32
            let documents = DocumentBuilder.documents(for: page, file: path, contentHash: hash)
            try writer.add(documents, for: IndexedFile(path: path, contentHash: hash, byteCount: 1, documentCount: documents.count))
        }
        try writer.commit()
        writer.close()
    }

    /// Four files a day, some days repeated, some files undated: dates tie and differ.
    private static func date(ofFile file: Int) -> String? {
        guard file % 7 != 3 else { return nil }
        return String(format: "2021-%02d-%02d", 1 + file / 4 % 12, 1 + file / 48 % 28)
    }

    private static func article(file: Int, using generator: inout SplitMix) -> Article {
        func text(_ count: Int) -> String {
            (0..<count).map { _ in word(using: &generator) }.joined(separator: generator.next() % 5 == 0 ? "，" : "")
        }
        let headline = text(1 + Int(generator.next() % 4)) + (generator.next() % 3 == 0 ? printedMarker(ofFile: file) : "")
        let paragraphs = (0..<(1 + Int(generator.next() % 4))).map { index in
            Paragraph(text: text(Int(generator.next() % 40)) + (index == 0 ? printedMarker(ofFile: file) : ""), lines: SourceLines(line: 2 + index))
        }
        let bylines = generator.next() % 4 == 0 ? [Byline(role: "记者", name: text(1))] : []
        let captions = generator.next() % 5 == 0 ? [Caption(text: text(1 + Int(generator.next() % 3)), credits: [], lines: SourceLines(line: 9))] : []
        return Article(headline: headline, bylines: bylines, body: paragraphs, captions: captions, lines: SourceLines(first: 1, last: 9))
    }

    /// A word by a falling frequency: word `i` about as often as 1/(i+1).
    private static func word(using generator: inout SplitMix) -> String {
        let harmonic = words.indices.reduce(0.0) { $0 + 1 / Double($1 + 1) }
        var draw = Double(generator.next() % 1_000_000) / 1_000_000 * harmonic
        for (index, word) in words.enumerated() {
            draw -= 1 / Double(index + 1)
            if draw < 0 { return word }
        }
        return words[words.count - 1]
    }
}
