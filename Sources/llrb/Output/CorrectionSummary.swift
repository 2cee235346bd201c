import LLRBIndex

/// A correction's change in a few words, for `correct`, `corrections` and the web reader.
extension CorrectionChange {
    var summary: String {
        switch self {
        case .text(let change):
            let which = switch change.occurrence {
            case .all: " (everywhere)"
            case .nth(let number): number > 1 ? " (the \(number). time)" : ""
            }
            return (change.isWholeLine ? "line: " : "") + "\(change.old) → \(change.new)" + which
        case .headline(let old, let new):
            return old.isEmpty ? "headline: \(new)" : "headline: \(old) → \(new)"
        case .role(let role, let text, _):
            return "a line is the \(role.rawValue): \(Self.short(text))"
        case .storyStart(let text, _):
            return "a story starts at: \(Self.short(text))"
        case .merge(let other):
            return "joined with \(other.article)"
        case .undo(let number):
            return "undoes correction \(number)"
        }
    }

    /// A printed line cut to its first words: enough to find it on the page (in any language's
    /// summary).
    static func short(_ text: String) -> String {
        text.count > 24 ? text.prefix(24) + "…" : text
    }
}
