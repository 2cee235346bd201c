/// The separately searchable parts of a document, so a query can ask for a word in a headline
/// only (`headline:复工`) and ranking can weigh headline matches up.
public enum SearchField: String, CaseIterable, Codable, Sendable {
    /// Kicker, headline and subtitles.
    case headline
    /// Bylines (`记者 王涛`) and the dateline.
    case byline
    /// Paragraphs, section headers included.
    case body
    /// Photo captions and their credits.
    case caption
    /// The text as OCR printed it wherever a reader's correction changed it
    /// (docs/CORRECTIONS.md): found beside the corrected text, as in Trove.
    case original
}
