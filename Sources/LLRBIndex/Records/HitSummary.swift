import LLRBEngine
import LLRBParser

/// What a search hit shows of an article, stored in binary right after the field texts so that
/// listing hits decodes no more of a record than this (docs/FORMAT.md, "Records").
struct HitSummary {
    var file: String
    var lines: SourceLines
    var headline: String
    var date: String?
    var issueNumber: Int?
    /// The page's number in its issue (版次), as cited beside the issue's: `第9895期 第1版`.
    var pageNumber: Int?
    var bylines: [Byline]

    init(_ record: ArticleRecord) {
        file = record.file
        lines = record.article.lines
        headline = record.article.headline
        date = record.page.date
        issueNumber = record.page.issueNumber
        pageNumber = record.page.pageNumber
        bylines = record.article.bylines
    }

    /// `headlineLine`: the headline's line in the headline field, when it is stored there, so
    /// that its text is not stored twice; without `storesFile` the file is the page's.
    func write(to writer: inout ByteWriter, headlineLine: Int?, storesFile: Bool) {
        if storesFile { writer.appendText(file) }
        writer.appendLines(lines)
        writer.appendVarint(headlineLine.map { $0 + 1 } ?? 0)
        if headlineLine == nil { writer.appendText(headline) }
        writer.appendPresence(date != nil, issueNumber != nil, pageNumber != nil)
        if let date { writer.appendText(date) }
        if let issueNumber { writer.appendSigned(issueNumber) }
        if let pageNumber { writer.appendSigned(pageNumber) }
        writer.appendBylines(bylines)
    }

    /// `file`: the page's, when the summary does not store its own.
    init(from reader: inout ByteReader, headlineField: String, file: String?) throws(FormatError) {
        if let file { self.file = file } else { self.file = try reader.readText() }
        lines = try reader.readLines()
        let headlineLine = try reader.readVarint()
        if headlineLine == 0 {
            headline = try reader.readText()
        } else {
            let fieldLines = headlineField.lineFeedSeparated
            guard headlineLine <= UInt64(fieldLines.count) else { throw FormatError("a stored headline points past its field") }
            headline = fieldLines[Int(headlineLine) - 1]
        }
        let present = try reader.readPresence()
        date = try reader.read(if: present[0]) { reader throws(FormatError) in try reader.readText() }
        issueNumber = try reader.read(if: present[1]) { reader throws(FormatError) in try reader.readSigned() }
        pageNumber = try reader.read(if: present[2]) { reader throws(FormatError) in try reader.readSigned() }
        bylines = try reader.readBylines()
    }
}
