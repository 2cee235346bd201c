import Foundation
import XCTest

/// `llrb ingest` killed with SIGKILL at many moments of its run: after every kill the index
/// opens, passes `llrb check` and answers exactly as before the ingest or exactly as after it,
/// and running the ingest again completes with the "after" answers.
final class KillDuringIngestTests: XCTestCase {
    /// Kills that must land while the ingest is still running.
    private static let requiredKills = 20
    private static let maximumAttempts = 40

    func testSIGKILLAtAnyMomentLeavesTheOldOrTheNewIndex() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 12)
        let segmentsBefore = try TwoHalvesArchive.segmentFiles(in: archive.before)
        let segmentsAfter = try TwoHalvesArchive.segmentFiles(in: archive.after)
        XCTAssertEqual(segmentsBefore.count, TwoHalvesArchive.firstHalfIngests)
        // The second step writes a segment, and merging it with the others deletes their files.
        XCTAssertFalse(Set(segmentsAfter).isSubset(of: segmentsBefore), "the second step writes a segment: \(segmentsAfter)")
        XCTAssertLessThan(segmentsAfter.count, segmentsBefore.count, "the second step merges: \(segmentsAfter)")
        let work = archive.runner.home.appendingPathComponent("work")
        try archive.restoreBefore(at: work)
        var kills = 0, attempts = 0, sawAfter = 0
        var span = archive.secondStepSeconds * 1.05
        while kills < Self.requiredKills && attempts < Self.maximumAttempts {
            // Golden-ratio steps spread the moments evenly over the measured run, in no order.
            let fraction = (Double(attempts) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
            let delay = fraction * span
            attempts += 1
            let ingest = try archive.runner.start(archive.ingestArguments, index: work)
            Thread.sleep(forTimeInterval: delay)
            if try ingest.kill() {
                kills += 1
            } else {
                // The run finished first: the machine is faster now than when it was measured.
                span = min(span, delay) * 0.9
            }
            let isAfter = try archive.assertBeforeOrAfter(work, String(format: "killed after %.3f s", delay))
            if isAfter {
                sawAfter += 1
                try archive.restoreBefore(at: work)
            }
        }
        XCTAssertGreaterThanOrEqual(kills, Self.requiredKills,
                                    "only \(kills) of \(attempts) kills landed during the ingest (uncut run: \(archive.secondStepSeconds) s)")

        let rerun = try archive.runner.run(archive.ingestArguments, index: work)
        XCTAssertEqual(rerun.status, 0, rerun.stderr)
        XCTAssertTrue(try archive.assertBeforeOrAfter(work, "the re-run after the kills"), "the re-run must give the after answers")
        let files = { (index: URL) in try FileManager.default.contentsOfDirectory(atPath: index.path).sorted() }
        XCTAssertEqual(try files(work), try files(archive.after), "what the killed runs left behind is cleaned up")
        print(String(format: "KillDuringIngestTests: %d kills in %d attempts over %.2f s, %d left the new index",
                     kills, attempts, archive.secondStepSeconds, sawAfter))
    }

    /// Ctrl-C or SIGTERM while an ingest runs, with stderr not a terminal (a script, a service):
    /// one line says what became of the index, the process dies of the signal (so that a
    /// script's loop stops, as for any program), and the index is the old or the new one.
    func testAnInterruptedIngestSaysSoAndLeavesAWholeIndex() throws {
        let archive = try TwoHalvesArchive(pagesPerHalf: 12)
        let work = archive.runner.home.appendingPathComponent("work")
        let said = "llrb: interrupted; the index keeps what was published so far (run the same ingest again to finish)\n"
        for number in [SIGINT, SIGTERM] {
            var landed = false
            var delay = archive.secondStepSeconds * 0.4
            for _ in 0..<12 where !landed {
                try archive.restoreBefore(at: work)
                let ingest = try archive.runner.start(archive.ingestArguments, index: work)
                Thread.sleep(forTimeInterval: delay)
                Glibc.kill(ingest.process.processIdentifier, number)
                let end = try ingest.wait()
                if end.stderr == said {
                    landed = true
                    XCTAssertTrue(end.killed, "signal \(number): exit \(end.status) instead of dying of the signal")
                    XCTAssertEqual(end.status, number)
                } else {
                    // Finished first, or signalled before the handler was in place.
                    delay *= end.killed ? 1.5 : 0.5
                }
                _ = try archive.assertBeforeOrAfter(work, String(format: "signal %d after %.3f s", number, delay))
            }
            XCTAssertTrue(landed, "signal \(number) never landed during the ingest (uncut run: \(archive.secondStepSeconds) s)")
        }
    }
}
