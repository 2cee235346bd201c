import XCTest
@testable import LLRBParser

/// `Cues.hanCueBits` turns away most ideographs of a run before `Cues.of` is asked: it is read
/// off `Cues.of`, and must let every Han cue through and as few others as it can.
final class CueTests: XCTestCase {
    /// The ideographs of U+4E00–U+9FFF that are cues, as `LineScan` meets them in its runs.
    private let hanCues = (UInt32(0x4E00)...0x9FFF).filter { !Cues.of($0).isEmpty }

    func testTheCueBitTableAdmitsEveryCueAndFewOthers() {
        XCTAssertEqual(hanCues.count, 21)
        for cue in hanCues {
            XCTAssertTrue(Cues.mayBeHanCue(cue), "U+\(String(cue, radix: 16, uppercase: true)) is a cue")
        }
        // A bit set for no cue would let its ideographs through for nothing.
        let admitted = Set((UInt32(0)..<64).filter { Cues.mayBeHanCue($0) })
        XCTAssertEqual(admitted, Set(hanCues.map { $0 & 63 }))
    }

    /// Each Han cue inside a run of ideographs, where `LineScan` reads it off its bytes with the
    /// bit table, and alone on its line, where it decodes it.
    func testEveryHanCueIsNotedInARunOfIdeographsAndAlone() throws {
        for cue in hanCues {
            let character = try XCTUnwrap(Unicode.Scalar(cue))
            let lines = LineReader.lines(of: "本市\(character)近日\n\(character)\n")
            XCTAssertEqual(lines.map(\.cues), [Cues.of(cue), Cues.of(cue)], "\(character)")
        }
    }
}
