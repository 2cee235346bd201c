import Foundation
import LLRBIndex

/// Where the index lives and how to open it, so that llrb finds it from any folder:
/// `--index DIR`, else `LLRB_INDEX`, else `$XDG_DATA_HOME/llrb`, else `~/.local/share/llrb`.
/// Worked out on paths, not URLs: a search makes none (its first cost ~0.6M instructions).
enum IndexLocation {
    /// The index folder's absolute path.
    static func path(for context: CommandContext) -> String {
        if let flag = context.arguments.value(GlobalOptions.index), !flag.isEmpty {
            return absolute(flag)
        }
        let environment = context.environment
        if let variable = environment["LLRB_INDEX"], !variable.isEmpty {
            return absolute(variable)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return absolute(data) + "/llrb"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return absolute(home) + "/.local/share/llrb"
    }

    /// The user's corrections (docs/CORRECTIONS.md): `--corrections FILE`, else
    /// `LLRB_CORRECTIONS`, else `INDEX.corrections` beside the index folder, never inside it,
    /// so that removing a damaged index to build it again keeps them.
    /// The index's map of the journal finds a page's lines in it (`JournalMap`).
    static func corrections(for context: CommandContext) -> CorrectionJournal {
        let index = path(for: context)
        if let flag = context.arguments.value(GlobalOptions.corrections), !flag.isEmpty {
            return CorrectionJournal(path: absolute(flag), mapFolder: index)
        }
        if let variable = context.environment["LLRB_CORRECTIONS"], !variable.isEmpty {
            return CorrectionJournal(path: absolute(variable), mapFolder: index)
        }
        return CorrectionJournal(path: CorrectionJournal.path(besideIndex: index), mapFolder: index)
    }

    /// The index folder to write to (made when missing), or an error when the path is a file.
    static func directory(for context: CommandContext) throws(CLIError) -> URL {
        let path = path(for: context)
        var status = stat()
        if stat(path, &status) == 0 { try refuseNonFolder(path, status) }
        return URL(fileURLWithPath: path)
    }

    /// `--index` naming a page or any other file: said plainly, not taken for an empty index
    /// (whose ingest would then fail on a lock file inside a file).
    private static func refuseNonFolder(_ path: String, _ status: stat) throws(CLIError) {
        guard status.st_mode & S_IFMT != S_IFDIR else { return }
        throw CLIError(message: "\(path) is a file, not an index folder; point --index or LLRB_INDEX at the folder 'llrb ingest' built (or at a new one)")
    }

    /// Opens the index for reading; when there is none yet, says how to create one.
    static func open(for context: CommandContext) throws -> ArchiveIndex {
        try ArchiveIndex.open(atPath: existingPath(for: context))
    }

    static func existingDirectory(for context: CommandContext) throws(CLIError) -> URL {
        URL(fileURLWithPath: try existingPath(for: context))
    }

    /// The index folder, or an error saying how to create an index when it is missing or empty,
    /// or that it cannot be read or is a file (never mistaking either for a missing index).
    static func existingPath(for context: CommandContext) throws(CLIError) -> String {
        let path = path(for: context)
        var status = stat()
        if stat(path, &status) == 0 {
            try refuseNonFolder(path, status)
            if access(path, R_OK | X_OK) != 0 {
                throw CLIError(message: "cannot read the index folder \(path): \(String(cString: strerror(errno))); give yourself access to it (chmod u+rwx) or point --index at another index")
            }
        }
        guard holdsEntries(path) else {
            throw CLIError(message: "no index at \(path) yet; create one with 'llrb ingest FOLDER' (or point --index or LLRB_INDEX at an existing index)")
        }
        return path
    }

    /// Whether `path` is a folder with anything in it, read up to its first entry.
    private static func holdsEntries(_ path: String) -> Bool {
        guard let folder = opendir(path) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return true }
        }
        return false
    }

    /// `path` made absolute against the working folder, as `URL(fileURLWithPath:).path` gives
    /// it: a relative path joined to the folder with its `.` and `..` segments resolved, an
    /// absolute one kept as typed; no trailing slash either way.
    private static func absolute(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            let workingFolder = getcwd(nil, 0).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? ""
            absolute = workingFolder + "/" + path
            // Only a path with a dot can have a `.` or `..` segment: the others skip the split,
            // whose generic code cost a search of the runtime's conformance tables.
            if path.utf8.contains(UInt8(ascii: ".")) { absolute = removingDotSegments(absolute) }
        }
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        return absolute
    }

    /// An absolute path without its `.` segments, each `..` taking the segment before it away.
    private static func removingDotSegments(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch segment {
            case ".": continue
            case "..": if segments.count > 1 { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }
}
