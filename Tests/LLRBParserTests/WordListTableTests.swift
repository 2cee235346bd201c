import XCTest
@testable import LLRBParser

/// Tables a reader compares a line's first or last character with before it compares any word
/// of a list: each must agree with its list, or a word added to the list is never found.
final class WordListTableTests: XCTestCase {
    /// Every character `belongs` admits, of all Unicode.
    private func admitted(by belongs: (UInt32) -> Bool) -> Set<Unicode.Scalar> {
        Set((UInt32(0)...0x10FFFF).filter(belongs).compactMap(Unicode.Scalar.init))
    }

    func testTheSourceInitialsAreTheFirstCharactersOfTheSources() {
        XCTAssertEqual(admitted(by: DatelineReader.isSourceInitial), Set(DatelineReader.sources.compactMap(\.unicodeScalars.first)))
    }

    func testTheReportingWordEndingsAreTheLastCharactersOfTheReportingWords() {
        XCTAssertEqual(admitted(by: BylineReader.endsReportingWord), Set(BylineReader.reportingWords.compactMap(\.unicodeScalars.last)))
    }

    func testDistinctInitialsKeepEachWordsFirstCharacterOnceInOrder() {
        XCTAssertEqual(["本报记者", "记者", "本报通讯员", "", "通讯员"].distinctInitials, ["本", "记", "通"].map { Unicode.Scalar($0).value })
    }

    /// A slogan opening with each of `RubricRules.sloganOpenings` and closing with each of its
    /// endings, and each of its pairs, is a banner: the first characters the rule turns lines
    /// away on are taken from these lists.
    func testEverySloganTheBannerListsNameIsReadAsABanner() {
        let slogans = RubricRules.sloganOpenings.flatMap { opening in RubricRules.sloganEndings.map { opening + "党的二十大" + $0 } }
            + RubricRules.sloganPairs
        for slogan in slogans {
            let line = LineReader.lines(of: Substring(slogan))[0]
            XCTAssertTrue(RubricRules.isSloganBanner(line), slogan)
        }
        XCTAssertFalse(RubricRules.isSloganBanner(LineReader.lines(of: "贯彻党的二十大精神")[0]))
    }

    /// `预计`, `计划`, `力争`, `争取` before a year make it a target, no evidence of the story's
    /// year; one of their characters alone does not (`统计2023年`).
    func testEachPlanWordBeforeAYearMakesItATarget() {
        for word in ["预计", "计划", "力争", "争取"] {
            XCTAssertNil(DateInference.latestYear(in: "全市\(word)2026年完成改造", line: 1), word)
        }
        XCTAssertEqual(DateInference.latestYear(in: "据统计2023年全市完成改造", line: 1)?.value, 2023)
    }
}
