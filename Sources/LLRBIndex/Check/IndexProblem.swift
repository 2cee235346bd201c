/// One thing `check()` found wrong with an index, in words: the file and what is wrong with it.
public struct IndexProblem: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The index file concerned (a path inside the index directory).
    public var file: String
    public var message: String
    /// Whether only rebuilding the index mends it (damage), or the message says how to mend it
    /// in place (a file the user may not read).
    public var needsRebuild: Bool

    public init(file: String, message: String, needsRebuild: Bool = true) {
        self.file = file
        self.message = message
        self.needsRebuild = needsRebuild
    }

    /// The problem an error reading `file` shows.
    init(file: String, error: IndexError) {
        self.init(file: file, message: error.message, needsRebuild: error.needsRebuild)
    }

    public var description: String { "\(file): \(message)" }
}
