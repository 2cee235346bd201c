import LLRBLearning
import LLRBParser
import XCTest

/// What the learned labeller's features say of a line, through `PageParser.lineFeatures`: each
/// feature a test here names is one the model weighs, so a feature that quietly stops firing
/// (and the model with it) fails here first.
final class LineFeaturesTests: XCTestCase {
    private func features(_ lines: [String]) -> [[String: Int]] {
        PageParser.lineFeatures(text: lines.joined(separator: "\n\n")).map { line in
            Dictionary(line.map { ("\($0.template)", $0.value) }) { first, _ in first }
        }
    }

    func testAHeadlineUnderItsStoryShareItsWordsWithTheTextAbove() {
        let read = features([
            "本报讯（记者 王涛）3月5日，交城县举行春季义务植树活动，干部群众五百余人参加。",
            "大家挥锹铲土、扶苗培土，栽下油松三千余株。",
            "交城县举行义务植树活动",
            "本报讯（记者 李华）3月6日，文水县召开全县农业农村工作会议。",
            "会议安排部署了今年的春耕备耕工作。",
        ])
        XCTAssertEqual(read.count, 5)
        XCTAssertGreaterThan(read[2]["sharesAbove"] ?? 0, 0)
        XCTAssertEqual(read[2]["sharesBelow"] ?? -1, 0)
        XCTAssertEqual(read[2]["sharedSide"].map { $0 / 128 }, 2, "more words shared above")
    }

    /// A line's words count once however often it prints them, and only where a line within
    /// six of it holds them: the same words seven lines down are another story's.
    func testSharedWordsCountEachWordOnceAndOnlyWithinSixLines() {
        let filler = (1...6).map { "第\($0)段正文，与标题无关的文字。" }
        let read = features(["交城植树交城植树"] + filler + ["交城植树"])
        XCTAssertEqual(read[0]["sharesBelow"] ?? -1, 0, "the same words seven lines down do not count")
        let near = features(["交城植树交城植树"] + filler.prefix(5) + ["交城植树"])
        // 交城 城植 植树 树交: three of its four distinct bigrams are on the sixth line down.
        XCTAssertEqual(near[0]["sharesBelow"], 1 + 3 * 4 / 4)
        XCTAssertEqual(near[0]["sharesAbove"] ?? -1, 0)
    }

    /// A line that goes on with the words just above it holds together with them; one on a new
    /// subject does not: where that happens a story may open with no headline.
    func testCohesionSaysHowMuchOfALineTheTextJustAboveItHolds() {
        let read = features([
            "交城县举行春季义务植树活动，干部群众参加。",
            "植树活动中，干部群众栽下油松三千余株。",
            "文水县召开全县农业农村工作会议。",
            "2024",
        ])
        XCTAssertEqual(read[0]["cohesion"], 5, "no text above the first line")
        XCTAssertGreaterThanOrEqual(read[1]["cohesion"] ?? 0, 2, "the same subject")
        XCTAssertEqual(read[2]["cohesion"], 0, "a new subject")
        XCTAssertEqual(read[3]["cohesion"], 6, "no words to hold")
    }

    func testALeadAndACreditAreNamedByTheirReaders() {
        let read = features([
            "本报讯（记者 王涛）3月5日，交城县举行春季义务植树活动。",
            "干部群众在植树。",
            "记者 王涛 摄",
        ])
        XCTAssertEqual(read[0]["lead"], 1)
        XCTAssertEqual(read[2]["credit"], 1)
        XCTAssertEqual(read[1]["creditBelow"], 1, "the credit is the next line")
        XCTAssertEqual(read[1]["leadAbove"], 1)
    }

    func testEveryFeatureKeyNamesItsFeatureBack() {
        let lines = PageParser.lineFeatures(text: "## 我市召开春耕工作会议\n\n本报讯（记者 王涛）3月5日，我市召开春耕工作会议。")
        for feature in lines.joined() {
            XCTAssertEqual(LineFeature(key: feature.key), feature)
            XCTAssertFalse(feature.name.isEmpty)
        }
        XCTAssertTrue(lines[0].contains { $0.name == "rule=headline-shape" }, lines[0].map(\.name).joined(separator: " "))
    }
}

extension LineFeaturesTests {
    /// Rule values pack into 7 bits beside two sentinels (126: past the page's edge, 127: not
    /// asked): a line rule numbered 126 would read as one of them.
    func testTheLineRulesLeaveTheFeaturesSentinelsFree() {
        XCTAssertLessThan(PageParser.rules.filter { $0.scope == "line" }.count, 126)
    }
}

/// How the learned labeller decodes, with models made in the test.
final class LearnedDecodingTests: XCTestCase {
    /// A model that knows no feature and holds `inside-text` likeliest everywhere.
    private func insideEverywhere() -> LinearChainCRF {
        let names = LineLabel.all.map(\.name)
        let inside = names.firstIndex(of: "inside-text") ?? 0
        let start = names.indices.map { $0 == inside ? Float(5) : 0 }
        let transitions = names.indices.flatMap { _ in names.indices.map { $0 == inside ? Float(2) : 0 } }
        return LinearChainCRF(labels: names, featureKeys: [], stateWeights: [], transitions: transitions,
                              startWeights: start, endWeights: Array(repeating: 0, count: names.count), metadata: "{}")
    }

    func testThePagesFirstLineIsInsideNoStory() {
        let labels = PageParser.labels(text: "第一行正文。\n\n第二行正文。\n\n第三行正文。", model: insideEverywhere())
        XCTAssertEqual(labels.count, 3)
        XCTAssertNotEqual(labels.first?.place, .inside)
        XCTAssertEqual(labels.dropFirst().map(\.name), ["inside-text", "inside-text"])
    }
}
