import LLRBEngine
import LLRBParser

/// The parser's small model types in a record's binary form (docs/FORMAT.md, "Records"): each
/// field in declaration order, optional ones behind presence bits.
extension ByteWriter {
    mutating func appendByline(_ byline: Byline) {
        appendText(byline.role)
        appendText(byline.name)
        appendPresence(byline.lines != nil)
        if let lines = byline.lines { appendLines(lines) }
    }

    mutating func appendBylines(_ bylines: [Byline]) {
        appendVarint(bylines.count)
        for byline in bylines { appendByline(byline) }
    }

    mutating func appendCaptions(_ captions: [Caption]) {
        appendVarint(captions.count)
        for caption in captions {
            appendText(caption.text)
            appendBylines(caption.credits)
            appendLines(caption.lines)
        }
    }

    mutating func appendContinuation(_ continuation: Continuation) {
        appendSigned(continuation.page)
        appendText(continuation.printed)
        appendLines(continuation.lines)
    }

    mutating func appendNoise(_ noise: [NoiseLine]) {
        appendVarint(noise.count)
        for line in noise {
            appendText(line.text)
            appendText(line.reason)
            appendLines(line.lines)
        }
    }

    mutating func appendLunar(_ lunar: LunarDate) {
        appendText(lunar.year)
        appendSigned(lunar.month)
        append(UInt8(lunar.isLeapMonth ? 1 : 0))
        appendSigned(lunar.day)
    }

    mutating func appendFooter(_ footer: Footer) {
        appendPresence(footer.department != nil, footer.email != nil, footer.phone != nil, footer.date != nil)
        for text in [footer.department, footer.email, footer.phone, footer.date].compactMap({ $0 }) { appendText(text) }
        appendTexts(footer.layoutEditors)
        appendTexts(footer.editors)
        appendTexts(footer.proofreaders)
        appendLines(footer.lines)
    }

    mutating func appendScan(_ scan: PageScan) {
        appendText(scan.file)
        appendText(scan.format.rawValue)
        appendSigned(scan.width)
        appendSigned(scan.height)
        // Lines in order: each its number after the last's, then its box.
        appendVarint(UInt64(scan.lines.count))
        var previous = 0
        for line in scan.lines {
            appendSigned(line.line - previous)
            appendSigned(line.x); appendSigned(line.y); appendSigned(line.width); appendSigned(line.height)
            previous = line.line
        }
    }
}

extension ByteReader {
    mutating func readByline() throws(FormatError) -> Byline {
        let role = try readText(), name = try readText()
        return Byline(role: role, name: name, lines: try read(if: try readPresence()[0]) { reader throws(FormatError) in try reader.readLines() })
    }

    mutating func readBylines() throws(FormatError) -> [Byline] {
        var bylines: [Byline] = []
        for _ in 0..<(try readCount(atMost: remaining)) { bylines.append(try readByline()) }
        return bylines
    }

    mutating func readCaptions() throws(FormatError) -> [Caption] {
        var captions: [Caption] = []
        for _ in 0..<(try readCount(atMost: remaining)) {
            let text = try readText(), credits = try readBylines()
            captions.append(Caption(text: text, credits: credits, lines: try readLines()))
        }
        return captions
    }

    mutating func readContinuation() throws(FormatError) -> Continuation {
        let page = try readSigned(), printed = try readText()
        return Continuation(page: page, printed: printed, lines: try readLines())
    }

    mutating func readNoise() throws(FormatError) -> [NoiseLine] {
        var noise: [NoiseLine] = []
        for _ in 0..<(try readCount(atMost: remaining)) {
            let text = try readText(), reason = try readText()
            noise.append(NoiseLine(text: text, reason: reason, lines: try readLines()))
        }
        return noise
    }

    mutating func readLunar() throws(FormatError) -> LunarDate {
        let year = try readText(), month = try readSigned()
        let leap = try readByte()
        guard leap <= 1 else { throw FormatError("a stored lunar date is malformed") }
        return LunarDate(year: year, month: month, isLeapMonth: leap == 1, day: try readSigned())
    }

    mutating func readFooter() throws(FormatError) -> Footer {
        let present = try readPresence()
        var texts: [String?] = []
        for index in 0..<4 { texts.append(try read(if: present[index]) { reader throws(FormatError) in try reader.readText() }) }
        let layoutEditors = try readTexts(), editors = try readTexts(), proofreaders = try readTexts()
        return Footer(department: texts[0], layoutEditors: layoutEditors, editors: editors, proofreaders: proofreaders,
                      email: texts[1], phone: texts[2], date: texts[3], lines: try readLines())
    }

    /// A stored scan, held to what an ingest stores: a known format, each side 1 to
    /// `PageScan.maximumSide` pixels, its lines' boxes inside it.
    mutating func readScan() throws(FormatError) -> PageScan {
        let file = try readText(), format = try readText(), width = try readSigned(), height = try readSigned()
        let count = try readCount(atMost: min(remaining, PageLimits.maximumLines))
        var lines: [ScanLine] = []
        lines.reserveCapacity(count)
        var previous = 0
        for _ in 0..<count {
            let (number, overflow) = previous.addingReportingOverflow(try readSigned())
            let x = try readSigned(), y = try readSigned(), lineWidth = try readSigned(), lineHeight = try readSigned()
            guard !overflow, number > previous, let line = ScanLine(line: number, x: x, y: y, width: lineWidth, height: lineHeight),
                  line.x + line.width <= width, line.y + line.height <= height else {
                throw FormatError("a stored scan's line is malformed")
            }
            lines.append(line)
            previous = number
        }
        guard let format = PageScan.Format(rawValue: format),
              let scan = PageScan(file: file, format: format, width: width, height: height, lines: lines) else {
            throw FormatError("a stored scan is malformed")
        }
        return scan
    }
}
