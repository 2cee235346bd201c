/// `--name value` options, flags, and positional arguments or (after `--`) a command line: all the benchmark tools need.
public struct Options: Sendable {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Arguments that are no option, and everything after `--`.
    public private(set) var rest: [String] = []

    public init<S: Sequence>(_ arguments: S, flags knownFlags: Set<String> = []) throws(BenchError) where S.Element == String {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            if argument == "--" {
                while let item = iterator.next() { rest.append(item) }
                break
            }
            guard argument.hasPrefix("--") else {
                rest.append(argument)
                continue
            }
            let name = String(argument.dropFirst(2))
            if knownFlags.contains(name) {
                flags.insert(name)
                continue
            }
            guard let value = iterator.next() else { throw BenchError("--\(name) needs a value") }
            values[name] = value
        }
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func string(_ name: String) throws(BenchError) -> String {
        guard let value = values[name] else { throw BenchError("missing --\(name)") }
        return value
    }

    public func optionalString(_ name: String) -> String? { values[name] }

    public func int(_ name: String, default fallback: Int) throws(BenchError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value > 0 else { throw BenchError("--\(name) must be a positive number, not '\(text)'") }
        return value
    }
}
