/// One line of the page as the rule table sees it. Everything derived from the text is computed
/// once, when the line is read, so that no later stage walks its characters again. Immutable.
/// Where the line sits (its numbers, whether a blank line came before) is kept here; what its
/// text says is kept in a shared `ScannedLine`, so that a copy of a line costs one retain, and
/// the blank lines (half the lines of many pages) all share one and allocate nothing.
package struct Line: Sendable {
    /// 1-based line number in the source file.
    let number: Int
    /// The last source line, when OCR wraps were merged into this one.
    let lastNumber: Int
    /// The previous line of the file was blank (most OCR tools separate blocks with one).
    let followsBlank: Bool
    /// Nothing is left of the text (see `text`). Kept beside the numbers, where it costs no
    /// space: every stage asks it of every line.
    package let isBlank: Bool
    private let scanned: ScannedLine

    init(number: Int, lastNumber: Int, followsBlank: Bool, scanned: ScannedLine) {
        self.number = number
        self.lastNumber = lastNumber
        self.followsBlank = followsBlank
        isBlank = scanned.text.isEmpty
        self.scanned = scanned
    }

    // What the line's text says: see `ScannedLine`, where each of these is described.
    package var content: String { scanned.content }
    package var text: String { scanned.text }
    package var headingLevel: Int { scanned.headingLevel }
    package var length: Int { scanned.length }
    package var cues: Cues { scanned.cues }
    var hanCount: Int { scanned.hanCount }
    package var hanGaps: Int { scanned.hanGaps }
    var singleHanTokens: Int { scanned.singleHanTokens }
    var tokens: Int { scanned.tokens }
    package var hasSentencePunctuation: Bool { scanned.hasSentencePunctuation }
    package var endsSentence: Bool { scanned.endsSentence }
    var hasStrayLatin: Bool { scanned.hasStrayLatin }
    package var hadPictograph: Bool { scanned.hadPictograph }
    package var isPlain: Bool { scanned.isPlain }
    var lastPartStart: Int { scanned.lastPartStart }

    package var sourceLines: SourceLines { SourceLines(first: number, last: lastNumber) }

    /// The source lines that print `content` from UTF-8 offset `start` to its end: the last
    /// alone when that part begins on it (a caption's credit at the end of a paragraph whose
    /// wraps were merged), otherwise all of them.
    package func sourceLines(ofEndFrom start: Int) -> SourceLines {
        scanned.lastPartStart > 0 && start >= scanned.lastPartStart ? SourceLines(line: lastNumber) : sourceLines
    }
}

/// What one scan of a line's text found (every `Line` reads these as its own): a class, so
/// that lines are handed around by reference, and shared by every line with the same text
/// where that is free to know (the blank ones).
final class ScannedLine: Sendable {
    /// The line without markdown marks and surrounding spaces, otherwise as printed: the text
    /// that output is built from.
    let content: String
    /// `content` with full-width ASCII folded, pictographs dropped and every space removed
    /// except between two ASCII letters or digits: the text classification reads.
    let text: String
    /// `#` count of a markdown heading mark (0 when none); OCR tools guess it from font size.
    let headingLevel: Int
    /// Unicode scalars in `text`.
    let length: Int
    /// Characters that announce a masthead, footer, marker or caption (see `Cues`).
    let cues: Cues
    /// Han ideographs in `text`.
    let hanCount: Int
    /// Spaces printed between two Han ideographs: a headline's two halves, or letter spacing.
    let hanGaps: Int
    /// Space-separated pieces of `content` that are a single Han ideograph (letter-spaced text).
    let singleHanTokens: Int
    /// Space-separated pieces of `content`.
    let tokens: Int
    /// Commas, full stops or semicolons appear in the text.
    let hasSentencePunctuation: Bool
    /// The text ends a sentence (`。`, `！`, `？`, `…`, optionally followed by closing quotes).
    let endsSentence: Bool
    /// A lone Latin letter sits among Han text (`府 m I稿`): a sign of OCR garbage.
    let hasStrayLatin: Bool
    /// Pictographs (emoji) were dropped from the text.
    let hadPictograph: Bool
    /// `content` holds no space and no pictograph, so that its output text is the content
    /// itself: body text is written without reading it again (most lines outside spaced
    /// column layouts).
    let isPlain: Bool

    /// Where in `content` (a UTF-8 offset) the text of the last of the source lines merged into
    /// this one begins: 0 for one source line, or where that is not known (`Line.sourceLines(ofEndFrom:)`).
    let lastPartStart: Int

    init(content: String, text: String, headingLevel: Int, scan: LineScan, lastPartStart: Int = 0) {
        self.lastPartStart = lastPartStart
        self.content = content
        self.text = text
        self.headingLevel = headingLevel
        length = scan.length
        cues = scan.cues
        hanCount = scan.hanCount
        hanGaps = scan.hanGaps
        singleHanTokens = scan.singleHanTokens
        tokens = scan.tokens
        hasSentencePunctuation = scan.hasSentencePunctuation
        endsSentence = scan.endsSentence
        hasStrayLatin = scan.hasStrayLatin
        hadPictograph = scan.hadPictograph
        isPlain = !scan.hadSpace && !scan.hadPictograph
    }
}
