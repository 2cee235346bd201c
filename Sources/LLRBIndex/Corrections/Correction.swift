import LLRBParser

/// One reader's fix of what OCR or the parser made of a page, as the journal keeps it
/// (docs/CORRECTIONS.md). It is anchored to the page, not to an article id: the page file, its
/// text's hash, the lines it is about and the text it changes, so that it can be applied again
/// to whatever reading a later parser makes of the page.
public struct Correction: Hashable, Sendable {
    /// 1, 2, 3…: how a user names it (`llrb corrections --undo 3`).
    public var number: Int
    /// When it was made, ISO 8601 in UTC (`2026-11-27T17:45:00Z`).
    public var date: String
    /// Who made it, if they said.
    public var by: String?
    /// Why, if they said.
    public var note: String?
    public var anchor: CorrectionAnchor
    public var change: CorrectionChange

    public init(number: Int, date: String, by: String? = nil, note: String? = nil, anchor: CorrectionAnchor, change: CorrectionChange) {
        self.number = number
        self.date = date
        self.by = by
        self.note = note
        self.anchor = anchor
        self.change = change
    }
}

/// Where on a page a correction applies.
public struct CorrectionAnchor: Hashable, Sendable {
    /// The page file's path as the index knows it.
    public var file: String
    /// `ContentHash.of(text:)` of the page's text when the correction was made.
    public var contentHash: UInt64
    /// The article id the user named; an id is only a page and an ordinal, kept to redirect it.
    public var article: String
    /// The lines of the page the correction is about: the part of the article that held the
    /// text, the line itself, or the whole article for a change of the story.
    public var lines: SourceLines

    public init(file: String, contentHash: UInt64, article: String, lines: SourceLines) {
        self.file = file
        self.contentHash = contentHash
        self.article = article
        self.lines = lines
    }
}

/// What a correction changes.
public enum CorrectionChange: Hashable, Sendable {
    /// A span of text should read otherwise: `old` as the reading shows it, `new` what it says.
    case text(TextChange)
    /// The story's headline field is `new` (it was `old`, perhaps empty).
    case headline(old: String, new: String)
    /// The anchor's line (its text as printed, `text`) plays this part in its story;
    /// `occurrence`: which time, in the part that holds the line, that text is printed there
    /// (a paragraph may print the same words twice).
    case role(LineRole, text: String, occurrence: Int = 1)
    /// A story starts at the anchor's first line (`text`, as printed; `occurrence` as for a role).
    case storyStart(text: String, occurrence: Int = 1)
    /// The anchor's story and `other` are one story.
    case merge(other: CorrectionAnchor)
    /// Correction `number` no longer holds; it stays in the journal, undone.
    case undo(number: Int)
}

/// A change of the words of an article.
public struct TextChange: Hashable, Sendable {
    public var old: String
    public var new: String
    /// Which of the times `old` occurs in the anchor's lines: the n-th (1-based), or all.
    public var occurrence: Occurrence
    /// Whether `old` is a whole printed line (`llrb correct ID --line N --text T`).
    public var isWholeLine: Bool

    public init(old: String, new: String, occurrence: Occurrence, isWholeLine: Bool = false) {
        self.old = old
        self.new = new
        self.occurrence = occurrence
        self.isWholeLine = isWholeLine
    }

    public enum Occurrence: Hashable, Sendable {
        case nth(Int)
        case all
    }
}

/// The part a line of a story plays, as a structure correction says.
public enum LineRole: String, CaseIterable, Hashable, Sendable {
    case headline, kicker, subtitle, byline, caption, furniture
}
