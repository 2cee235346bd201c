import Foundation
import LLRBIndex

/// Where the index lives and how to open it, so that llrb finds it from any folder:
/// `--index DIR`, else `LLRB_INDEX`, else `$XDG_DATA_HOME/llrb`, else `~/.local/share/llrb`.
enum IndexLocation {
    static func directory(for context: CommandContext) -> URL {
        if let flag = context.arguments.value(GlobalOptions.index), !flag.isEmpty {
            return URL(fileURLWithPath: flag)
        }
        let environment = context.environment
        if let variable = environment["LLRB_INDEX"], !variable.isEmpty {
            return URL(fileURLWithPath: variable)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("llrb")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/llrb")
    }

    /// Opens the index for reading; when there is none yet, says how to create one.
    static func open(for context: CommandContext) throws -> ArchiveIndex {
        try ArchiveIndex.open(at: existingDirectory(for: context))
    }

    /// The index folder, or an error saying how to create an index when it is missing or empty,
    /// or that it cannot be read (never mistaking an unreadable index for a missing one).
    static func existingDirectory(for context: CommandContext) throws(CLIError) -> URL {
        let directory = directory(for: context)
        let path = directory.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue, access(path, R_OK | X_OK) != 0 {
            throw CLIError(message: "cannot read the index folder \(path): \(String(cString: strerror(errno))); give yourself access to it (chmod u+rwx) or point --index at another index")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        guard !contents.isEmpty else {
            throw CLIError(message: "no index at \(directory.path) yet; create one with 'llrb ingest FOLDER' (or point --index or LLRB_INDEX at an existing index)")
        }
        return directory
    }
}
