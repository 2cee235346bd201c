import XCTest
@testable import LLRBParser

/// `PhraseSearch` compares bytes where that gives String's answers, and Characters elsewhere:
/// whichever it takes, it answers as `hasPrefix`, `hasSuffix` and `contains` do.
final class PhraseSearchTests: XCTestCase {
    /// Plain Chinese and ASCII, and texts that are not their own normal form: a combining
    /// accent after a phrase's last ideograph (one Character with it), a compatibility
    /// ideograph (U+F967, canonically 不), a prepended mark (U+0600, one Character with the
    /// ideograph after it) and a middle dot.
    private let texts = [
        "交城县庞泉沟迎来", "全市各界干部群众", "走出乡村振兴新路子", "孙大军强调:", "2023年我市举行", "",
        "我市\u{0301}召开会议", "迎来\u{0301}", "\u{F967}忘初心", "举行\u{0600}迎来", "县域\u{00B7}经济", "前四个月我市",
    ]
    private let phrases = ["迎来", "全市", "我市", "走出", "举行", "不忘", "交城", ":", "\u{0301}", "来\u{0301}", "不"]

    func testPhraseSearchAnswersAsStringDoes() {
        for text in texts {
            let search = PhraseSearch(text)
            for phrase in phrases {
                XCTAssertEqual(search.hasPrefix(phrase), text.hasPrefix(phrase), "\(text) hasPrefix \(phrase)")
                XCTAssertEqual(search.hasSuffix(phrase), text.hasSuffix(phrase), "\(text) hasSuffix \(phrase)")
                XCTAssertEqual(search.contains(phrase), text.contains(phrase), "\(text) contains \(phrase)")
                for characters in [0, 2, 6, 20] {
                    XCTAssertEqual(search.contains(phrase, within: characters), text.prefix(characters).contains(phrase),
                                   "\(text) within \(characters) contains \(phrase)")
                }
            }
        }
    }
}
