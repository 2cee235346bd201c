extension LineContext {
    /// The most characters of a signer's line: an office's full name (`吕梁市人大常委会办公室`).
    static let longestSigner = 20

    /// `三、联系电话：0358-8270879` / `吕梁市委宣传部` / `2020年5月13日`: a notice (公告, 通告, 声明)
    /// is signed under its text by who issued it and the day. The date is the notice's, not a
    /// page footer's (it had dated pages and taken `2020年` out of the notice's text), and the
    /// signer no headline of the story after it. A page's own date line names the weekday or
    /// stands among the footer's fields (`新闻部主办 组版：…`), never under a bare name.
    static func readSignatures(_ lines: [Line], _ kinds: inout [LineKind]) {
        for index in signatureDates(lines, kinds) where kinds[index] == .footer {
            kinds[index] = .body
            if let signer = kinds[..<index].lastIndex(where: { $0.isContent }) { kinds[signer] = .body }
        }
    }

    /// The lines that print a signature's date (see `readSignatures`): a bare full date under a
    /// signer's line under text, whether the date is still taken for a footer or read as text.
    static func signatureDates(_ lines: [Line], _ kinds: [LineKind]) -> [Int] {
        let content = kinds.positions { $0.isContent }
        return content.indices.dropFirst(2).compactMap { position in
            let date = content[position], signer = content[position - 1], text = content[position - 2]
            guard kinds[date] == .footer || kinds[date] == .body, kinds[text] == .body, isSigner(lines[signer], kinds[signer]),
                  isBareDate(lines[date])
            else { return nil }
            return date
        }
    }

    /// A short line of ideographs only, read alone as a headline or text.
    private static func isSigner(_ line: Line, _ kind: LineKind) -> Bool {
        guard kind == .headline || kind == .body || kind == .rubric else { return false }
        return line.length <= longestSigner && line.hanCount == line.length && !line.text.includes("主办")
    }

    /// `2020年5月13日` and nothing else: no weekday (`星期日` ends in 日 too).
    private static func isBareDate(_ line: Line) -> Bool {
        PageFurniture.isPageDate(line) && !line.text.includes("星期")
    }
}
