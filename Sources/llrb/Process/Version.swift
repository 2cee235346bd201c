/// llrb's version, printed by `llrb --version`.
enum Version {
    static let current = "0.1.0"
    static let line = "llrb \(current)"
}
