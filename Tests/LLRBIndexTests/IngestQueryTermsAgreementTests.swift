import Foundation
@testable import LLRBEngine
import LLRBParser
import XCTest
@testable import LLRBIndex

/// The rules that turn text into terms are written twice: `TermAssembler` makes a query's terms
/// (`Analyzer`), `PostingsCollector` makes the index's, fused with the scanner for speed. If the
/// two ever disagree, a search silently misses. For every field of the parsed seeds and for
/// seeded random text, the collector's entries must be exactly those that the query analysis
/// implies by the term rules of docs/FORMAT.md: its bigrams and words at their positions, one
/// unigram per distinct character counting its occurrences, a `character` for a CJK character
/// a word directly follows and for every run of one character, a `wordCharacter` for a word and
/// the CJK character directly after.
final class IngestQueryTermsAgreementTests: XCTestCase {
    func testSeedFieldsGiveTheTermsQueriesLookFor() throws {
        var texts: [[UInt8]] = []
        for url in try SeedFiles.urls() {
            let page = try PageParser.parse(contentsOf: url)
            for document in DocumentBuilder.documents(for: page, file: url.lastPathComponent, contentHash: 0) {
                texts += FieldSchema.articles.fields.compactMap { document.fields[$0].map { Array($0.utf8) } }
            }
        }
        XCTAssertGreaterThan(texts.count, 50, "the seeds have fewer fields than expected")
        assertCollectorAgreesWithQueries(texts)
    }

    func testRandomMixedTextGivesTheTermsQueriesLookFor() {
        var generator = SplitMix(seed: 0x5EED_2026)
        assertCollectorAgreesWithQueries((0..<1000).map { _ in MixedScriptText.make(using: &generator) })
    }

    /// Feeds `texts` to one collector as consecutive fields of documents of four fields each
    /// (so that state left over from a field or document would show), then compares each
    /// field's entries and positional token count with what the query analysis implies.
    private func assertCollectorAgreesWithQueries(_ texts: [[UInt8]], file: StaticString = #filePath, line: UInt = #line) {
        let fieldCount = FieldSchema.articles.count
        var collectedLengths: [UInt32] = []
        let page = PostingsCollector.collect(expectedEntries: 0) { collector in
            for (index, text) in texts.enumerated() {
                text.withUnsafeBufferPointer { collector.addField(UInt8(index % fieldCount), utf8: $0) }
                collectedLengths.append(collector.fieldLength)
                if index % fieldCount == fieldCount - 1 || index == texts.count - 1 { collector.finishDocument() }
            }
        }
        let documents = Self.entriesByDocument(page)
        XCTAssertEqual(documents.count, (texts.count + fieldCount - 1) / fieldCount, file: file, line: line)
        var failures = 0
        for (index, text) in texts.enumerated() where failures < 5 {
            let document = index / fieldCount
            let collected = documents.indices.contains(document)
                ? documents[document].filter { $0.field == UInt8(index % fieldCount) } : []
            let expected = Self.expectedEntries(field: UInt8(index % fieldCount), of: text)
            // Every expected entry is distinct, so equal counts and equal sets mean equal entries.
            let collectedSet = Set(collected), expectedSet = Set(expected.entries)
            guard collected.count != expected.entries.count || collectedSet != expectedSet
                || collectedLengths[index] != expected.positionalTokens else { continue }
            failures += 1
            let missing = expectedSet.subtracting(collectedSet).sorted().prefix(5)
            let extra = collectedSet.subtracting(expectedSet).sorted().prefix(5)
            XCTFail("""
                field \(index) \(String(decoding: text.prefix(120), as: UTF8.self).debugDescription): \
                ingest lacks \(missing), has extra \(extra); \(collected.count) entries, \(expected.entries.count) \
                expected; length \(collectedLengths[index]), \(expected.positionalTokens) expected
                """, file: file, line: line)
        }
    }

    /// The entries the query analysis implies for one field's text, and its positional tokens.
    private static func expectedEntries(field: UInt8, of text: [UInt8]) -> (entries: [Entry], positionalTokens: UInt32) {
        var entries: [Entry] = []
        var characters: [Int: [UInt8]] = [:], words: [Int: [UInt8]] = [:]
        var unigramCounts: [[UInt8]: UInt32] = [:]
        var positionalTokens: UInt32 = 0
        var lone: [Int] = []
        text.withUnsafeBufferPointer { bytes in
            Analyzer().forEachIndexTerm(inUTF8: bytes) { term in
                let termBytes = Array(term.bytes)
                switch term.kind {
                case .unigram:
                    characters[term.position] = termBytes
                    unigramCounts[termBytes, default: 0] += 1
                case .bigram:
                    entries.append(Entry(field: field, kind: TermKey.bigram, bytes: termBytes, value: UInt32(term.position)))
                    positionalTokens += 1
                case .word:
                    entries.append(Entry(field: field, kind: TermKey.word, bytes: termBytes, value: UInt32(term.position)))
                    words[term.position] = termBytes
                    positionalTokens += 1
                case .character:
                    lone.append(term.position)
                    positionalTokens += 1
                }
            }
        }
        entries += unigramCounts.map { Entry(field: field, kind: TermKey.unigram, bytes: $0.key, value: $0.value) }
        // A run of one directly before a word gets its entry by the word's rule below.
        for position in lone where words[position + 1] == nil {
            if let character = characters[position] {
                entries.append(Entry(field: field, kind: TermKey.character, bytes: character, value: UInt32(position)))
            }
        }
        for (position, word) in words {
            if let before = characters[position - 1] {
                entries.append(Entry(field: field, kind: TermKey.character, bytes: before, value: UInt32(position - 1)))
            }
            if let after = characters[position + 1] {
                entries.append(Entry(field: field, kind: TermKey.wordCharacter, bytes: word + after, value: UInt32(position)))
            }
        }
        return (entries, positionalTokens)
    }

    /// The page's entries, document by document, packed and long keys alike read back.
    private static func entriesByDocument(_ page: DocumentTerms) -> [[Entry]] {
        var documents: [[Entry]] = []
        var longKey = 0
        page.entries.withKeysAndValues { keys, values in
            var start = 0
            for end in page.documentEnds {
                documents.append((start..<end).map { index in
                    let key = keys[index]
                    guard key == 0 else {
                        let count = PackedTermKey.byteCount(key)
                        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: key >> (8 * UInt64($0))) }
                        return Entry(field: PackedTermKey.field(key), kind: PackedTermKey.kind(key), bytes: bytes, value: values[index])
                    }
                    let long = page.longKeys[Int(page.longStarts[longKey])..<Int(page.longStarts[longKey + 1])]
                    longKey += 1
                    return Entry(field: long[long.startIndex], kind: long[long.startIndex + 1], bytes: Array(long.dropFirst(2)),
                                 value: values[index])
                })
                start = end
            }
        }
        return documents
    }
}

/// One postings entry: field and kind codes, the term's bytes, its position or unigram count.
private struct Entry: Hashable, Comparable, CustomStringConvertible {
    var field: UInt8
    var kind: UInt8
    var bytes: [UInt8]
    var value: UInt32

    static func < (lhs: Entry, rhs: Entry) -> Bool {
        if lhs.field != rhs.field { return lhs.field < rhs.field }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.value != rhs.value { return lhs.value < rhs.value }
        return lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    var description: String {
        "kind \(kind) \(String(decoding: bytes, as: UTF8.self).debugDescription)@\(value)"
    }
}
