import LLRBParser

/// A reader's correction of a page's structure, taken by the learned reading as a constraint on
/// the labels of the line it names (issue 76: corrections are evidence too): the page is then
/// read as the model reads it knowing that, every other line weighed as before, rather than read
/// first and mended after. `line` is the file's line number; a constraint on a line OCR wrapped
/// holds for the reading line it joined into.
public enum StructureConstraint: Hashable, Sendable {
    /// A story starts at the line.
    case storyStarts(line: Int)
    /// The line goes on with the story above it (two stories read as one).
    case continuesStory(line: Int)
    /// The line is its story's headline.
    case headline(line: Int)
    /// The line is furniture, no story's.
    case furniture(line: Int)

    /// The file line the constraint names.
    var line: Int {
        switch self {
        case let .storyStarts(line), let .continuesStory(line), let .headline(line), let .furniture(line): line
        }
    }

    /// Whether `label` keeps to the constraint.
    func allows(_ label: LineLabel) -> Bool {
        switch self {
        case .storyStarts: label.place == .opens
        case .continuesStory: label.place == .inside
        case .headline: label.role == .headline && label.place != .outside
        case .furniture: label.isFurniture
        }
    }

    /// Whether `label` keeps to the constraint right after `previous`: a headline goes on a
    /// headline only under its kicker or its first line, never inside a story's text.
    func allows(_ label: LineLabel, after previous: LineLabel) -> Bool {
        guard case .headline = self, label == LineLabel(.headline, .inside) else { return true }
        return (previous.role == .kicker || previous.role == .headline) && previous.place != .outside
    }

    /// The constraint joins its line to the story above, which the labeller finds by reading the
    /// page once without it.
    var joinsStoryAbove: Bool {
        if case .continuesStory = self { true } else { false }
    }

    /// The constraints on each of `lines` (reading lines), by position: those whose line the
    /// reading line holds. A constraint on no reading line (a blank one, past the page) holds
    /// nowhere.
    static func byPosition(_ constraints: [StructureConstraint], of lines: [Line]) -> [Int: [StructureConstraint]] {
        var found: [Int: [StructureConstraint]] = [:]
        guard !constraints.isEmpty else { return found }
        for (position, line) in lines.enumerated() {
            let range = line.sourceLines.first...line.sourceLines.last
            for constraint in constraints where range.contains(constraint.line) {
                found[position, default: []].append(constraint)
            }
        }
        return found
    }
}
