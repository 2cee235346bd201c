/// A page file found by `SourceDiscovery`.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user gave it, or joined onto the folder they gave.
    public var path: String

    public init(path: String) {
        self.path = path
    }
}

/// A path that could not be taken, and why: reported, never fatal.
public struct SourceProblem: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
