import Glibc

/// The environment variables llrb reads (`IndexLocation`, `Terminal`), each taken with
/// `getenv`: `ProcessInfo.environment` copies every variable of the process into a Dictionary
/// through Foundation, ~0.7M instructions of a `llrb search` that takes ~8M in all.
enum Environment {
    static let names = ["LLRB_INDEX", "LLRB_CORRECTIONS", "XDG_DATA_HOME", "HOME", "NO_COLOR", "TERM", "COLUMNS"]

    /// The variables of `names` that are set, by name.
    static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
