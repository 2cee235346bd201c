import LLRBEngine
import LLRBIndex

/// The people and offices of every article, read once at ingest by `OfficeReader` and kept in
/// the index (`ArticleTable`), so that `people` and `offices` read a few bytes an article
/// instead of its text. A row is the article's pairs, one a line: `name`, or `name TAB place
/// TAB title`.
public struct OfficeTable: ArticleTable {
    public let name = "offices"
    /// Raised with every change to what `OfficeReader` reads.
    public let version: UInt32 = 7
    private let reader = OfficeReader()

    public init() {}

    /// A stage of an ingest in bench/stages: kept a function of its own in the profile.
    @inline(never)
    public func row(for document: IndexableDocument) -> [UInt8] {
        Self.encode(mentions(in: document))
    }

    /// The pairs the row of `document` keeps: its headline, byline and dateline, body and
    /// captions read in that order (the dateline names the county before the body's 县长).
    public func mentions(in document: IndexableDocument) -> [OfficeMention] {
        reader.mentions(in: [SearchField.headline, .byline, .body, .caption].compactMap { document.fields[$0] })
    }

    static func encode(_ mentions: [OfficeMention]) -> [UInt8] {
        var row: [UInt8] = []
        for mention in mentions {
            if !row.isEmpty { row.append(0x0A) }
            row.append(contentsOf: mention.name.utf8)
            if let office = mention.office {
                row.append(0x09)
                row.append(contentsOf: office.place.utf8)
                row.append(0x09)
                row.append(contentsOf: office.title.utf8)
            }
        }
        return row
    }

    /// The pairs of a row; a line that is not one (a damaged or foreign row) is left out.
    static func decode(_ row: [UInt8]) -> [OfficeMention] {
        row.split(separator: 0x0A).compactMap { line in
            let parts = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            switch parts.count {
            case 1: return OfficeMention(name: parts[0], office: nil)
            case 3: return OfficeMention(name: parts[0], office: Office(place: parts[1], title: parts[2]))
            default: return nil
            }
        }
    }
}
