/// A failure of a benchmark tool, with a message that says what to do.
public struct BenchError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
