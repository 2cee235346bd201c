/// What a printed line is, as the mark language of `bench/realistic` writes it before the line
/// (docs/MARKING.md, "The mark language").
enum LineMark: Equatable {
    /// A story's text, or a line of no story that is no furniture either: no mark.
    case text
    case headline, kicker, subtitle
    /// A line of a caption's text; captions are told apart by an index into `PageMarks.captions`.
    case caption(Int)
    /// A credit line of that caption.
    case credit(Int)
    /// A line of that caption that ends with its credit, which starts at `creditStart`.
    case captionEndingInCredit(Int, creditStart: String.Index)
    case furniture(Furniture)

    /// Furniture, set aside from every story.
    enum Furniture: String {
        case masthead = "Fm", footer = "Ff", banner = "Fb", section = "Fs", junk = "Fj"
    }

    var isFurniture: Bool {
        if case .furniture = self { true } else { false }
    }

    /// A line of a story's headline block.
    var isHead: Bool {
        self == .headline || self == .kicker || self == .subtitle
    }
}
