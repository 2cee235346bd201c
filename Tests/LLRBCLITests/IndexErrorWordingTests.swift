import Foundation
import Glibc
import LLRBEngine
import LLRBIndex
import XCTest
@testable import llrb

/// The index throws facts; the terminal's line says what to do next. Pinned from the facts
/// for the failures a test run as root cannot cause (a folder it may not write to, a
/// read-only disk, a full one).
final class IndexErrorWordingTests: XCTestCase {
    private func message(_ kind: IndexError.Kind) -> String {
        IndexErrorWording.message(for: IndexError(kind))
    }

    func testAFolderWithoutAccessIsGivenQuotedAndTheChmodToMendIt() {
        XCTAssertEqual(message(.systemCall(path: "/srv/my index", operation: .createIndexDirectory, errno: EACCES, isFolder: true)),
                       "cannot create the index directory /srv/my index: Permission denied; give yourself access to '/srv/my index' "
                       + "and the files in it (chmod -R u+rwX) or point --index at another index")
    }

    func testAFileWithoutAccessNamesTheIndexFolderInItsAdvice() {
        XCTAssertEqual(message(.systemCall(path: "/srv/idx/LOCK", operation: .openLockFile, errno: EPERM, isFolder: false)),
                       "cannot open the lock file /srv/idx/LOCK: Operation not permitted; give yourself access to /srv/idx "
                       + "and the files in it (chmod -R u+rwX) or point --index at another index")
    }

    func testAReadOnlyOrFullDiskSaysWhatStillWorks() {
        XCTAssertTrue(message(.systemCall(path: "/ro/idx/MANIFEST.tmp", operation: .create, errno: EROFS, isFolder: false))
            .hasSuffix("; the index folder is on a read-only file system: searching it works, but to ingest point --index at a writable folder"))
        XCTAssertTrue(message(.systemCall(path: "/idx/segment-00000002.llrb", operation: .write, errno: ENOSPC, isFolder: false))
            .hasSuffix("; free some disk space and run the ingest again (the index is as it was before this ingest)"))
    }

    func testAFailureWithNoAdviceIsTheFactsAlone() {
        XCTAssertEqual(message(.systemCall(path: "/idx/MANIFEST", operation: .syncToDisk, errno: EIO, isFolder: false)),
                       "cannot sync to disk /idx/MANIFEST: Input/output error")
    }

    func testDamageInAFolderOfOtherFilesSaysToRebuildElsewhereAndKeepIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let segment = folder.appendingPathComponent("segment-00000001.llrb").path
        XCTAssertEqual(message(.damaged(path: segment, damage: "the header fails its checksum")),
                       "the index file \(segment) is damaged (the header fails its checksum); rebuild the index: "
                       + "rm -rf \(folder.path) && llrb ingest --index \(folder.path) FOLDER")
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        XCTAssertTrue(message(.damaged(path: segment, damage: "the header fails its checksum"))
            .hasSuffix("rebuild the index: llrb ingest --index NEW_FOLDER FOLDER (not in \(folder.path), which holds other files besides the index: do not remove it)"))
    }

    func testAFileOfNoIndexOrOfAnUnreadManifestVersionIsWordedAsDamage() {
        let rebuild = "; rebuild the index: rm -rf /nowhere/idx && llrb ingest --index /nowhere/idx FOLDER"
        XCTAssertEqual(message(.notIndexFile(path: "/nowhere/idx/segment-00000001.llrb", expected: .segment)),
                       "the index file /nowhere/idx/segment-00000001.llrb is damaged (not an llrb segment file)" + rebuild)
        XCTAssertEqual(message(.notIndexFile(path: "/nowhere/idx/MANIFEST", expected: .manifest)),
                       "the index file /nowhere/idx/MANIFEST is damaged (not an llrb manifest)" + rebuild)
        XCTAssertEqual(message(.otherManifestFormat(path: "/nowhere/idx/MANIFEST", version: 4, reads: 5...5)),
                       "the index at /nowhere/idx was built by an older llrb (manifest format 4; this llrb reads 5): "
                       + "rebuild it (the corrections journal beside it stays): rm -rf /nowhere/idx && llrb ingest --index /nowhere/idx FOLDER")
    }

    func testAnIndexOfOtherFieldsNamesBothAndSaysToRebuild() {
        let wording = message(.otherFields(directory: "/srv/idx", stored: ["headline (2 bytes)", "body (2 bytes)"],
                                           expected: ["headline (2 bytes)", "body (3 bytes)"]))
        XCTAssertEqual(wording, "the index at /srv/idx was built by another llrb (its articles store the fields headline (2 bytes), "
                       + "body (2 bytes); this llrb's, headline (2 bytes), body (3 bytes)): rebuild it (the corrections journal "
                       + "beside it stays): rm -rf /srv/idx && llrb ingest --index /srv/idx FOLDER")
    }

    func testAnIndexOfRecordsCodedAnotherWaySaysToRebuild() {
        XCTAssertEqual(message(.otherRecords(directory: "/srv/idx", stored: "articles 1: headline", expected: "articles 2: headline")),
                       "the index at /srv/idx was built by another llrb (it stores its articles' records another way): rebuild it "
                       + "(the corrections journal beside it stays): rm -rf /srv/idx && llrb ingest --index /srv/idx FOLDER")
    }

    func testNoIndexSaysHowToBuildOneAndALockSaysToWait() {
        XCTAssertEqual(message(.noIndex(directory: "/srv/idx")), "there is no llrb index in /srv/idx; build one with: llrb ingest PATH…")
        XCTAssertEqual(message(.locked(directory: "/srv/idx", lockFile: "/srv/idx/LOCK", holder: .ingest)),
                       "another ingest is running on /srv/idx (it holds /srv/idx/LOCK); wait for it to finish, then try again")
        XCTAssertEqual(message(.locked(directory: "/srv/idx", lockFile: "/srv/idx/LOCK", holder: nil)),
                       "another ingest is running on /srv/idx (it holds /srv/idx/LOCK); wait for it to finish, then try again",
                       "a holder that does not say who it is is taken for an ingest")
        XCTAssertEqual(message(.locked(directory: "/srv/idx", lockFile: "/srv/idx/LOCK", holder: .oneFile)),
                       "a correction is still being applied to the index at /srv/idx (its ingest of one page holds /srv/idx/LOCK); try again in a moment")
    }

    func testAQueryErrorIsWordedAsTheQueryParserUsedTo() {
        XCTAssertEqual(message(.query(.danglingOr)), "OR needs a word on each side, e.g. 复工 OR 复产")
        XCTAssertEqual(message(.query(.missingFieldValue(field: "标题"))), "`标题:` needs a word or \"phrase\" after it, e.g. 标题:复工复产")
    }
}
