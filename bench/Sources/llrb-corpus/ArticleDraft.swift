/// A block of an article's body as the page prints it.
enum BodyBlock {
    case paragraph(CleanText)
    /// A section header inside the article (小标题), `####` in the markdown-marked layouts.
    case subhead([UInt8])
    /// A paragraph the OCR tool marked as a quote (`> `).
    case quote(CleanText)
}

/// A subtitle (副题): with a leading dash, or a second headline line such as `孙大军主持`.
struct Subtitle {
    var text: [UInt8]
    var dashed: Bool
}

/// A photo caption and its credit (`肖继旺 摄`).
struct CaptionDraft {
    var text: [UInt8]
    var credit: [UInt8]
}

/// One generated story in clean form, before a layout prints it onto a page.
struct ArticleDraft {
    var kicker: [UInt8]?
    var headline: [UInt8]?
    var subtitles: [Subtitle] = []
    /// Byline lines printed before the body (`□ 本报记者 王涛`).
    var bylineLines: [[UInt8]] = []
    /// The news lead printed at the start of the first paragraph (`本报讯（记者 付永文）`).
    var lead: [UInt8]?
    var blocks: [BodyBlock] = []
    var captions: [CaptionDraft] = []
    /// A byline at the end (`（彦平 裴芳）`).
    var endByline: [UInt8]?
    /// `下转N版`: the page the story goes on on.
    var continuedTo: Int?
    /// `上接N版`: the page the story came from.
    var continuedFrom: Int?
    /// What the story is to print about office holders, once its own text is known to name none.
    var scene: OfficialScene?
    /// The office holders it names (docs/PEOPLE.md), and the forms it names them in.
    var mentions: [Mention] = []
    var mentionForms: [MentionForm] = []

    /// Every piece of clean text a reader could search, each on its own.
    var truthSegments: [[UInt8]] { segments(withParagraphs: true) }

    /// The pieces of clean text not written sentence by sentence: headlines, bylines, captions.
    var segmentsBesideParagraphs: [[UInt8]] { segments(withParagraphs: false) }

    private func segments(withParagraphs: Bool) -> [[UInt8]] {
        var segments: [[UInt8]] = []
        if let kicker { segments.append(kicker) }
        if let headline { segments.append(Self.withoutSpaces(headline)) }
        segments += subtitles.map(\.text)
        segments += bylineLines
        if let lead { segments.append(lead) }
        for block in blocks {
            switch block {
            case .paragraph(let text), .quote(let text): if withParagraphs { segments.append(text.bytes) }
            case .subhead(let text): segments.append(Self.withoutSpaces(text))
            }
        }
        for caption in captions {
            segments.append(caption.text)
            segments.append(caption.credit)
        }
        if let endByline { segments.append(endByline) }
        return segments
    }

    /// A headline printed in two halves (`经济增活力 战"痘"添动力`) reads as one: the index drops
    /// whitespace between CJK characters, so the truth must too.
    private static func withoutSpaces(_ text: [UInt8]) -> [UInt8] {
        text.filter { $0 != 0x20 }
    }

    /// False when two neighbouring segments, joined, would make a query match that neither holds.
    var isUnambiguous: Bool {
        let segments = truthSegments
        return zip(segments, segments.dropFirst()).allSatisfy { !TruthCounter.joinCreatesMatch($0, $1) }
    }
}
