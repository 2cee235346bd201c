import LLRBIndex
import LLRBParser

/// Citations of a newspaper article in the forms historians paste: GB/T 7714-2015 (the Chinese
/// national standard), BibTeX (biblatex `@article` with `entrysubtype = {newspaper}`) and CSL-JSON.
enum CitationFormatter {
    static let newspaper = "吕梁日报"

    /// `王涛, 郭晓星. 题名：副题[N]. 吕梁日报, 2020-03-13(4).`; a photo `肖继旺, 摄. [图为…][N]. …`
    /// (`CitedWork`). A date the page does not print (inferred or from the footer's guess) is
    /// bracketed, as GB/T 7714 marks supplied data; more than three creators become the first
    /// three and `等`. One line whatever the page holds (`OneLineText`), as a reference list
    /// takes it.
    static func gbt7714(_ record: ArticleRecord) -> String {
        var citation = ""
        let work = CitedWork(record.article)
        if !work.creators.isEmpty {
            let names = work.creators.count > 3 ? work.creators.prefix(3) + ["等"] : work.creators
            citation += (names + (work.role.map { [$0] } ?? [])).joined(separator: ", ") + ". "
        }
        citation += work.title + "[N]. " + newspaper + ", "
        if let date = record.page.date {
            citation += record.page.dateSource == .inferred ? "[\(date)]" : date
        } else {
            citation += "[出版日期不详]"
        }
        if let page = record.page.pageNumber { citation += "(\(page))" }
        return OneLineText.of(citation + ".")
    }

    /// Every value written as BibTeX reads it back (`BibTeXText`): a headline can add no field.
    /// Each author is braced, so that BibTeX takes a Chinese name whole rather than as a
    /// surname and given names.
    static func bibtex(_ record: ArticleRecord) -> String {
        var fields: [(String, String)] = []
        let work = CitedWork(record.article)
        if !work.creators.isEmpty {
            fields.append(("author", work.creators.map { "{" + BibTeXText.escaped($0) + "}" }.joined(separator: " and ")))
        }
        fields.append(("title", BibTeXText.escaped(work.title)))
        if let credit = work.credit { fields.append(("note", BibTeXText.escaped(credit))) }
        fields.append(("journaltitle", newspaper))
        fields.append(("entrysubtype", "newspaper"))
        if let date = record.page.date { fields.append(("date", date)) }
        if let number = record.page.issueNumber { fields.append(("number", String(number))) }
        if let page = record.page.pageNumber { fields.append(("pages", String(page))) }
        fields.append(("langid", "chinese"))
        let key = "llrb:" + record.id.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        let body = fields.map { "  \($0.0) = {\($0.1)}" }.joined(separator: ",\n")
        return "@article{\(key),\n\(body)\n}"
    }

    /// One CSL-JSON item (as Zotero and pandoc read it), type `article-newspaper`.
    struct CSLItem: Encodable {
        struct Name: Encodable { var literal: String }
        struct DateParts: Encodable {
            var dateParts: [[Int]]
            enum CodingKeys: String, CodingKey { case dateParts = "date-parts" }
        }

        var id: String
        var type = "article-newspaper"
        var title: String
        var author: [Name]
        var containerTitle = CitationFormatter.newspaper
        var issued: DateParts?
        var issue: String?
        var page: String?
        /// A photo's credit as the paper prints it (`肖继旺 摄`).
        var note: String?
        var language = "zh-CN"

        enum CodingKeys: String, CodingKey {
            case id, type, title, author, issued, issue, page, note, language
            case containerTitle = "container-title"
        }

        /// CSL-JSON leaves out what is unknown; readers such as Zotero reject `null`.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(type, forKey: .type)
            try container.encode(title, forKey: .title)
            if !author.isEmpty { try container.encode(author, forKey: .author) }
            try container.encode(containerTitle, forKey: .containerTitle)
            if let issued { try container.encode(issued, forKey: .issued) }
            if let issue { try container.encode(issue, forKey: .issue) }
            if let page { try container.encode(page, forKey: .page) }
            if let note { try container.encode(note, forKey: .note) }
            try container.encode(language, forKey: .language)
        }
    }

    static func csl(_ record: ArticleRecord) -> CSLItem {
        let parts = record.page.date.flatMap(GregorianDate.init(iso8601:)).map { [[$0.year, $0.month, $0.day]] }
        let work = CitedWork(record.article)
        return CSLItem(
            id: record.id, title: work.title,
            author: work.creators.map(CSLItem.Name.init(literal:)),
            issued: parts.map(CSLItem.DateParts.init(dateParts:)),
            issue: record.page.issueNumber.map(String.init),
            page: record.page.pageNumber.map(String.init),
            note: work.credit)
    }
}
