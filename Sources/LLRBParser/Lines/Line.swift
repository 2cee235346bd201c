/// One line of the page as the classifier sees it. Everything derived from the text is computed
/// once, when the line is read, so that no later stage walks its characters again. Immutable,
/// and a class: every stage hands lines around (merged, grouped, put in clusters), and a copy
/// of a reference costs one retain where a copy of these fields and two strings cost a dozen
/// times that.
final class Line: Sendable {
    /// 1-based line number in the source file.
    let number: Int
    /// The last source line, when OCR wraps were merged into this one.
    let lastNumber: Int
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
    /// The previous line of the file was blank (most OCR tools separate blocks with one).
    let followsBlank: Bool

    init(
        number: Int,
        lastNumber: Int,
        content: String,
        text: String,
        headingLevel: Int,
        length: Int,
        cues: Cues,
        hanCount: Int,
        hanGaps: Int,
        singleHanTokens: Int,
        tokens: Int,
        hasSentencePunctuation: Bool,
        endsSentence: Bool,
        hasStrayLatin: Bool,
        hadPictograph: Bool,
        followsBlank: Bool
    ) {
        self.number = number
        self.lastNumber = lastNumber
        self.content = content
        self.text = text
        self.headingLevel = headingLevel
        self.length = length
        self.cues = cues
        self.hanCount = hanCount
        self.hanGaps = hanGaps
        self.singleHanTokens = singleHanTokens
        self.tokens = tokens
        self.hasSentencePunctuation = hasSentencePunctuation
        self.endsSentence = endsSentence
        self.hasStrayLatin = hasStrayLatin
        self.hadPictograph = hadPictograph
        self.followsBlank = followsBlank
    }

    var isBlank: Bool { text.isEmpty }

    var sourceLines: SourceLines { SourceLines(first: number, last: lastNumber) }
}
