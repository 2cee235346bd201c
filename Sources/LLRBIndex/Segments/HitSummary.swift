import LLRBParser

/// What a search hit shows of an article, stored in binary beside the record so that listing
/// hits never decodes a record's JSON (docs/FORMAT.md, "Stored articles").
struct HitSummary {
    var file: String
    var lines: SourceLines
    var headline: String
    var date: String?
    var issueNumber: Int?
    var bylines: [Byline]

    init(_ record: ArticleRecord) {
        file = record.file
        lines = record.article.lines
        headline = record.article.headline
        date = record.page.date
        issueNumber = record.page.issueNumber
        bylines = record.article.bylines
    }

    func write(to writer: inout ByteWriter) {
        writer.appendString(file)
        writer.appendVarint(max(0, lines.first))
        writer.appendVarint(max(0, lines.last))
        writer.appendString(headline)
        writer.appendString(date ?? "")
        writer.appendVarint(issueNumber.map { max(0, $0) + 1 } ?? 0)
        writer.appendVarint(bylines.count)
        for byline in bylines {
            writer.appendString(byline.role)
            writer.appendString(byline.name)
            writer.append(UInt8(byline.lines == nil ? 0 : 1))
            if let lines = byline.lines {
                writer.appendVarint(max(0, lines.first))
                writer.appendVarint(max(0, lines.last))
            }
        }
    }

    init(from reader: inout ByteReader) throws(FormatError) {
        file = try reader.readString()
        lines = SourceLines(first: try reader.readCount(atMost: Int(UInt32.max)), last: try reader.readCount(atMost: Int(UInt32.max)))
        headline = try reader.readString()
        let date = try reader.readString()
        self.date = date.isEmpty ? nil : date
        let issue = try reader.readCount(atMost: Int(UInt32.max))
        issueNumber = issue == 0 ? nil : issue - 1
        bylines = []
        for _ in 0..<(try reader.readCount(atMost: reader.remaining)) {
            let role = try reader.readString(), name = try reader.readString()
            var lines: SourceLines?
            if try reader.readByte() != 0 {
                lines = SourceLines(first: try reader.readCount(atMost: Int(UInt32.max)), last: try reader.readCount(atMost: Int(UInt32.max)))
            }
            bylines.append(Byline(role: role, name: name, lines: lines))
        }
    }
}
