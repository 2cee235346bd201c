import XCTest
@testable import LLRBIndex

/// Substitutions, insertions and deletions at every place of 3- to 8-character phrases, each
/// printed in an article of its own: `--fuzzy` finds those within its edits, and no hit is
/// further from the phrase than that (checked by an edit distance computed here, apart from
/// the matcher's).
final class FuzzyEditPlacesTests: XCTestCase {
    override class func tearDown() {
        WriterTestSupport.removeTemporaryDirectories()
        super.tearDown()
    }

    private static let phrases = ["复工复产", "营商环境", "乡村振兴战略", "全面建成小康", "高质量发展新", "脱贫攻坚成果巩固"]
    /// Characters that none of the phrases or the filler holds, for ordinary edits.
    private static let strangers: [Character] = ["鑫", "瓷", "鹏", "磊"]

    private struct Printed {
        var text: String
        var edits: Int
    }

    /// The phrase with one edit of each kind at each place (an insertion between two of its
    /// characters), and two ordinary substitutions.
    private static func damaged(_ phrase: String) -> [Printed] {
        let characters = Array(phrase)
        var printed: [Printed] = []
        for place in characters.indices {
            var substituted = characters
            substituted[place] = strangers[place % strangers.count]
            printed.append(Printed(text: String(substituted), edits: 1))
            var deleted = characters
            deleted.remove(at: place)
            printed.append(Printed(text: String(deleted), edits: 1))
            if place + 1 < characters.count {
                var inserted = characters
                inserted.insert(strangers[(place + 1) % strangers.count], at: place + 1)
                printed.append(Printed(text: String(inserted), edits: 1))
            }
            if place + 2 < characters.count {
                var twice = substituted
                twice[place + 2] = strangers[(place + 2) % strangers.count]
                printed.append(Printed(text: String(twice), edits: 2))
            }
        }
        return printed
    }

    func testOneEditAnywhereIsFoundAndTwoAreNotAtK1() throws {
        for phrase in Self.phrases {
            let printed = Self.damaged(phrase)
            let index = try FuzzyIndexFixture.index(bodies: [phrase] + printed.map(\.text))
            let found = try FuzzyIndexFixture.articles(index, phrase, fuzziness: 1)
            for (number, damage) in printed.enumerated() {
                XCTAssertEqual(found.contains(number + 1), damage.edits == 1, "\(phrase) printed \(damage.text)")
            }
            XCTAssertTrue(found.contains(0), phrase)
            XCTAssertEqual(try FuzzyIndexFixture.articles(index, phrase, fuzziness: 0), [0], phrase)
        }
    }

    func testTwoEditsAreFoundAtK2WherePhrasesAreLongEnough() throws {
        for phrase in Self.phrases where phrase.count >= 6 {
            let printed = Self.damaged(phrase)
            let index = try FuzzyIndexFixture.index(bodies: printed.map(\.text))
            XCTAssertEqual(try FuzzyIndexFixture.articles(index, phrase, fuzziness: 2), Set(printed.indices), phrase)
        }
    }

    func testEveryHitIsWithinTheEditsAllowed() throws {
        let phrase = "乡村振兴战略"
        var bodies = Self.damaged(phrase).map(\.text)
        bodies += ["乡村振兴", "振兴战略", "乡村鑫瓷战略", "乡村和振兴的战略", "乡 村 振\n兴战略"]
        let index = try FuzzyIndexFixture.index(bodies: bodies)
        for edits in 1...2 {
            let found = try FuzzyIndexFixture.articles(index, phrase, fuzziness: edits)
            for (number, body) in bodies.enumerated() {
                let distance = Self.distance(of: phrase, within: body)
                XCTAssertEqual(found.contains(number), distance <= edits, "\(body): \(distance) edits, K = \(edits)")
            }
        }
    }

    func testFuzzyMatchesAcrossOCRSpacesAndLineBreaks() throws {
        let index = try FuzzyIndexFixture.index(bodies: ["复 工复严", "营商\n环 竟", "复工，复产"])
        XCTAssertEqual(try FuzzyIndexFixture.articles(index, "复工复产", fuzziness: 1), [0])
        XCTAssertEqual(try FuzzyIndexFixture.articles(index, "营商环境", fuzziness: 1), [1])
    }

    func testAThreeCharacterPhraseFindsItsLookalikeSpellings() throws {
        let index = try FuzzyIndexFixture.index(bodies: ["己经开", "已经开", "鑫经开", "已经开始"])
        XCTAssertEqual(try FuzzyIndexFixture.articles(index, "已经开", fuzziness: 1), [0, 1, 3])
        XCTAssertEqual(try FuzzyIndexFixture.articles(index, "已经开", fuzziness: 0), [1, 3])
    }

    func testACountDecidedFromPositionsNeverJoinsAcrossPunctuationOrWords() throws {
        // A count reads no stored text with one edit: the edited character must be placed by
        // the bigrams around it, and punctuation or a number where it stands is no character.
        let bodies = ["营鑫环境", "营，环境", "营5环境", "营商鑫境", "营商鑫，境", "营商，境", "营环境", "商环境好", "营商鑫环境", "营商，环境"]
        let index = try FuzzyIndexFixture.index(bodies: bodies)
        XCTAssertEqual(try FuzzyIndexFixture.articles(index, "营商环境", fuzziness: 1), [0, 3, 6, 7, 8])
        var count = SearchRequest(query: "营商环境", limit: 0)
        count.fuzziness = 1
        count.countOnly = true
        XCTAssertEqual(try index.search(count).total, 5)
    }

    func testTheClassicOCRConfusionsAreLookalikes() throws {
        // A 3-character phrase finds only look-alike spellings, so each is found through the table.
        let index = try FuzzyIndexFixture.index(bodies: ["今曰起", "自巳的", "末来的", "士地上", "进人了", "侯选人", "戊戍年", "戍戌年"])
        let phrases = ["今日起", "自己的", "未来的", "土地上", "进入了", "候选人", "戊戌年", "戊戌年"]
        for (article, phrase) in phrases.enumerated() {
            XCTAssertTrue(try FuzzyIndexFixture.articles(index, phrase, fuzziness: 1).contains(article), phrase)
        }
    }

    /// The fewest edits that turn `phrase` into some stretch of `body`'s CJK runs (whitespace
    /// inside a run ignored, punctuation ending it): the textbook dynamic programme, per run.
    private static func distance(of phrase: String, within body: String) -> Int {
        let pattern = Array(phrase)
        let runs = body.filter { !$0.isWhitespace }.split { !("\u{4E00}"..."\u{9FFF}").contains($0) }
        var best = Int.max
        for run in runs.map(Array.init) {
            var previous = Array(0...pattern.count)
            best = min(best, previous[pattern.count])
            for character in run {
                var column = [0]
                for j in 1...pattern.count {
                    column.append(min(previous[j - 1] + (pattern[j - 1] == character ? 0 : 1), previous[j] + 1, column[j - 1] + 1))
                }
                best = min(best, column[pattern.count])
                previous = column
            }
        }
        return best
    }
}
