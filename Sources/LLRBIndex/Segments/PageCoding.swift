import LLRBParser

/// A page's fields in a record's binary form (docs/FORMAT.md, "Records"), stored once per page
/// with its first article.
extension ByteWriter {
    mutating func appendPage(_ page: PageInfo) {
        appendPresence(page.date != nil, page.dateSource != nil, page.issueNumber != nil, page.lunarDate != nil,
                       page.lunar != nil, page.weekday != nil, page.pageCount != nil, page.pageNumber != nil,
                       page.serialNumber != nil, page.postalCode != nil, page.mastheadLines != nil, page.footer != nil)
        for text in [page.date, page.dateSource?.rawValue, page.lunarDate, page.serialNumber, page.postalCode].compactMap({ $0 }) {
            appendText(text)
        }
        for number in [page.issueNumber, page.weekday, page.pageCount, page.pageNumber].compactMap({ $0 }) { appendSigned(number) }
        if let lunar = page.lunar { appendLunar(lunar) }
        if let lines = page.mastheadLines { appendLines(lines) }
        if let footer = page.footer { appendFooter(footer) }
        appendTexts(page.dateEvidence)
        appendCaptions(page.captions)
        appendNoise(page.noise)
        appendTexts(page.warnings)
    }
}

extension ByteReader {
    mutating func readPage() throws(FormatError) -> PageInfo {
        let present = try readPresence()
        func text(_ index: Int, _ reader: inout ByteReader) throws(FormatError) -> String? {
            try reader.read(if: present[index]) { reader throws(FormatError) in try reader.readText() }
        }
        func number(_ index: Int, _ reader: inout ByteReader) throws(FormatError) -> Int? {
            try reader.read(if: present[index]) { reader throws(FormatError) in try reader.readSigned() }
        }
        var page = PageInfo(Page())
        page.date = try text(0, &self)
        if let source = try text(1, &self) {
            guard let known = DateSource(rawValue: source) else { throw FormatError("a stored page has an unknown date source '\(source)'") }
            page.dateSource = known
        }
        page.lunarDate = try text(3, &self)
        page.serialNumber = try text(8, &self)
        page.postalCode = try text(9, &self)
        page.issueNumber = try number(2, &self)
        page.weekday = try number(5, &self)
        page.pageCount = try number(6, &self)
        page.pageNumber = try number(7, &self)
        page.lunar = try read(if: present[4]) { reader throws(FormatError) in try reader.readLunar() }
        page.mastheadLines = try read(if: present[10]) { reader throws(FormatError) in try reader.readLines() }
        page.footer = try read(if: present[11]) { reader throws(FormatError) in try reader.readFooter() }
        page.dateEvidence = try readTexts()
        page.captions = try readCaptions()
        page.noise = try readNoise()
        page.warnings = try readTexts()
        return page
    }
}
