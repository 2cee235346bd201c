import Glibc
import LLRBEngine
import LLRBIndex

/// What went wrong in the index, as one line for the terminal: the facts, and what to do next
/// (wait for another ingest, rebuild the index, free disk space, point `--index` elsewhere …).
enum IndexErrorWording {
    static func message(for error: IndexError) -> String {
        switch error.kind {
        case .damaged(let path, let damage):
            damaged(path, damage, error)
        case .notIndexFile(let path, let expected):
            damaged(path, expected == .segment ? "not an llrb segment file" : "not an llrb manifest", error)
        case .otherManifestFormat(_, let version, let reads):
            "the index at \(folder(of: error)) was built by \(version < reads.lowerBound ? "an older" : "a newer") llrb "
                + "(manifest format \(version); this llrb reads \(reads.upperBound)): rebuild it (the corrections journal beside it stays): "
                + rebuildCommand(for: folder(of: error))
        case .otherFormat(_, let version, let reads):
            "the index at \(folder(of: error)) was built by \(version < reads ? "an older" : "a newer") llrb "
                + "(segment format \(version); this llrb reads \(reads)): rebuild it: \(rebuildCommand(for: folder(of: error)))"
        case .otherFields(let directory, let stored, let expected):
            "the index at \(directory) was built by another llrb (its articles store the fields \(stored.joined(separator: ", ")); "
                + "this llrb's, \(expected.joined(separator: ", "))): rebuild it (the corrections journal beside it stays): "
                + rebuildCommand(for: directory)
        case .otherRecords(let directory, _, _):
            "the index at \(directory) was built by another llrb (it stores its articles' records another way): "
                + "rebuild it (the corrections journal beside it stays): " + rebuildCommand(for: directory)
        case .systemCall(let path, let operation, let code, _):
            "cannot \(operation.rawValue) \(path): \(String(cString: strerror(code)))" + advice(errno: code, folder: folder(of: error))
        case .locked(let directory, let lockFile, .oneFile?):
            "a correction is still being applied to the index at \(directory) (its ingest of one page holds \(lockFile)); "
                + "try again in a moment"
        case .locked(let directory, let lockFile, _):
            "another ingest is running on \(directory) (it holds \(lockFile)); wait for it to finish, then try again"
        case .noIndex(let directory):
            "there is no llrb index in \(directory); build one with: llrb ingest PATH…"
        case .lostManifest(let directory, let segmentFiles):
            "the index at \(directory) has lost its MANIFEST: it has "
                + (segmentFiles == 1 ? "a segment file but no list of what it holds" : "\(segmentFiles) segment files but no list of what they hold")
                + ", so it cannot be read; rebuild the index: \(rebuildCommand(for: directory))"
        case .query(let query):
            QueryErrorWording.message(for: query)
        case .segmentTooLarge(.termDictionary):
            "a segment's term dictionary cannot take more than 4 GB; merge smaller segments (a lower maxMergeBytes)"
        case .segmentTooLarge(.storedDocuments(let bytes)):
            "a segment cannot hold more than \(bytes) bytes of stored articles; ingest the archive in parts"
        case .segmentTooLarge(.storedTable(let name)):
            "a segment's article table \(name) cannot hold more than 4 GB; ingest the archive in parts"
        case .writerFault(let what):
            what
        }
    }

    /// The commands that rebuild the index in `directory`, ready to paste but for `FOLDER` (the
    /// page folders, which the index does not know as a whole): the folder quoted for a shell,
    /// and named to the ingest too, since it may not be the default index.
    /// A folder that holds other files than the index's (an index built among the pages by an
    /// older llrb) is never to be removed: the index is rebuilt in a new folder instead.
    static func rebuildCommand(for directory: String) -> String {
        let folder = ShellWord.quoted(directory)
        guard ArchiveIndex.otherFiles(besideIndexAt: directory).isEmpty else {
            return "llrb ingest --index NEW_FOLDER FOLDER (not in \(folder), which holds other files besides the index: do not remove it)"
        }
        return "rm -rf \(folder) && llrb ingest --index \(folder) FOLDER"
    }

    /// A file to rebuild the index for, worded as damage whatever its kind: a file of no index
    /// or of an unknown version is as unreadable as a damaged one.
    private static func damaged(_ path: String, _ damage: String, _ error: IndexError) -> String {
        "the index file \(path) is damaged (\(damage)); rebuild the index: \(rebuildCommand(for: folder(of: error)))"
    }

    private static func folder(of error: IndexError) -> String {
        error.folder ?? "."
    }

    /// For the failures a user can mend, how. It never says to remove anything: the path may
    /// not be inside an index at all (`--index notes.txt/idx`).
    private static func advice(errno code: Int32, folder: String) -> String {
        switch code {
        case EACCES, EPERM:
            "; give yourself access to \(ShellWord.quoted(folder)) and the files in it (chmod -R u+rwX) or point --index at another index"
        case EROFS:
            "; the index folder is on a read-only file system: searching it works, but to ingest point --index at a writable folder"
        case ENOSPC, EDQUOT:
            "; free some disk space and run the ingest again (the index is as it was before this ingest)"
        case ENOTDIR:
            "; a file stands where a folder of that path should be: point --index at another folder"
        case ENODEV:
            "; llrb maps its index files into memory, which this file system (or this kind of file) does not allow: keep the index on a local disk"
        default:
            ""
        }
    }
}
