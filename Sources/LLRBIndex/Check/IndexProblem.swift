/// One thing `check()` found wrong with an index, in words: the file and what is wrong with it.
public struct IndexProblem: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The index file concerned (a path inside the index directory).
    public var file: String
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
