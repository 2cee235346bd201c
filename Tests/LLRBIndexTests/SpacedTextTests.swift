@testable import LLRBIndex
import XCTest

/// `SpacedText.ranges` over the text's UTF-8 finds what a walk over its scalars finds: the same
/// ranges, whitespace ignored on both sides, in order and not overlapping.
final class SpacedTextTests: XCTestCase {
    /// The walk over scalars, as the ranges were first found.
    private func scalarRanges(of needle: String, in text: String) -> [Range<String.Index>] {
        let wanted = Array(needle.unicodeScalars.filter { !$0.properties.isWhitespace })
        guard let first = wanted.first else { return [] }
        let scalars = text.unicodeScalars
        var found: [Range<String.Index>] = []
        var start = scalars.startIndex
        while let begin = scalars[start...].firstIndex(of: first) {
            var index = scalars.index(after: begin)
            var matched = 1
            while matched < wanted.count, index < scalars.endIndex {
                if scalars[index].properties.isWhitespace {
                    index = scalars.index(after: index)
                    continue
                }
                guard scalars[index] == wanted[matched] else { break }
                matched += 1
                index = scalars.index(after: index)
            }
            if matched == wanted.count {
                found.append(begin..<index)
                start = index
            } else {
                start = scalars.index(after: begin)
            }
        }
        return found
    }

    func testAWordIsFoundAcrossOCRSpacesAsAWalkOverScalarsFindsIt() {
        XCTAssertEqual(SpacedText.ranges(of: "复工复产", in: "推进复 工复产，复工\n复产").count, 2)
        var generator = SystemRandomNumberGenerator()
        let alphabet = ["复", "工", "产", " ", "\u{3000}", "a", "\n", "é", "😀", "复工", "\u{85}", "x"]
        for _ in 0..<50_000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).compactMap { _ in alphabet.randomElement(using: &generator) }.joined()
            let needle = (0..<Int.random(in: 0...4, using: &generator)).compactMap { _ in alphabet.randomElement(using: &generator) }.joined()
            let found = SpacedText.ranges(of: needle, in: text)
            let walked = scalarRanges(of: needle, in: text)
            XCTAssertEqual(found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) },
                           walked.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }, "\(needle) in \(text)")
            XCTAssertEqual(found.map { String(text[$0]) }, walked.map { String(text[$0]) }, "\(needle) in \(text)")
        }
    }
}
