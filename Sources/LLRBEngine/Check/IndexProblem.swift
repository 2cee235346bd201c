/// One thing `check()` found wrong with an index: the file, and what is wrong with it.
public struct IndexProblem: Hashable, Sendable, CustomStringConvertible {
    /// What was found.
    public enum Finding: Hashable, Sendable {
        /// Reading the file failed: it is damaged, of another format, or a system call failed.
        case unreadable(IndexError)
        /// The file reads, but disagrees with another file of the index: how.
        case disagreement(String)
    }

    /// The index file concerned (a path inside the index directory).
    public var file: String
    public var finding: Finding

    public init(file: String, finding: Finding) {
        self.file = file
        self.finding = finding
    }

    /// Whether only rebuilding the index mends it (damage), or it can be mended in place (a
    /// file the user may not read).
    public var needsRebuild: Bool {
        switch finding {
        case .unreadable(let error): error.needsRebuild
        case .disagreement: true
        }
    }

    public var description: String {
        switch finding {
        case .unreadable(let error): "\(file): \(error)"
        case .disagreement(let what): "\(file): \(what)"
        }
    }
}
