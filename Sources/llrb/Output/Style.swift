/// Text attributes for terminal output; plain text when colour is off.
struct Style: Sendable {
    var enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func match(_ text: String) -> String { wrap(text, "1;31") }
    func heading(_ text: String) -> String { wrap(text, "1;36") }
    func identifier(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
