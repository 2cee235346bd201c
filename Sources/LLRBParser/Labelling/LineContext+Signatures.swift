extension LineContext {
    /// The most characters of a signer's line: an office's full name (`吕梁市人大常委会办公室`).
    static let longestSigner = 20

    /// `三、联系电话：0358-8270879` / `吕梁市委宣传部` / `2020年5月13日`: a notice (公告, 通告, 声明)
    /// is signed under its text by who issued it and the day. The date is the notice's, not a
    /// page footer's (it had dated pages and taken `2020年` out of the notice's text), and the
    /// signer no headline of the story after it. Only under a notice's headline: a page's foot
    /// prints its own date under a column's or the paper's name too (`县域经济` / `2020年4月27日`).
    static func readSignatures(_ lines: [Line], _ kinds: inout Labelling) {
        for signature in signatures(lines, kinds) where kinds[signature.date] == .footer {
            kinds[signature.date] = .body
            kinds[signature.signer] = .body
        }
        if let signer = signerAtFoot(lines, kinds) {
            kinds[signer] = .body
        }
    }

    /// `…三、奖项设置：…` / `吕梁市城市形象宣传口号征集活动组委会` at the page's foot (its footer
    /// aside), with no date under it: a notice signed by an institution alone. Read as a headline
    /// it was a story with no text, and voted the page's headlines under their stories.
    private static func signerAtFoot(_ lines: [Line], _ kinds: Labelling) -> Int? {
        let content = kinds.positions { $0.isContent && $0 != .footer }
        guard content.count >= 2, let signer = content.last, kinds[signer] == .headline, kinds[content[content.count - 2]] == .body,
              isSigner(lines[signer], kinds[signer]), BylineReader.institutionEndings.contains(where: { lines[signer].text.hasSuffix($0) }),
              isNotice(before: content.count - 2, content: content, lines, kinds)
        else { return nil }
        return signer
    }

    /// The notices' signatures (see `readSignatures`): a bare full date under a signer's line
    /// under text, in a story headed as a notice, whether the date is still taken for a footer
    /// or read as text.
    package static func signatures(_ lines: [Line], _ kinds: Labelling) -> [(signer: Int, date: Int)] {
        let content = kinds.positions { $0.isContent }
        return content.indices.dropFirst(2).compactMap { position in
            let date = content[position], signer = content[position - 1], text = content[position - 2]
            // The line above the signer may be a short one read as a headline (`二、联系电话：…`).
            guard kinds[date] == .footer || kinds[date] == .body, kinds[text] == .body || kinds[text] == .headline,
                  isSigner(lines[signer], kinds[signer]), isBareDate(lines[date]),
                  isNotice(before: position - 2, content: content, lines, kinds)
            else { return nil }
            return (signer, date)
        }
    }

    /// Some headline above `position` (in `content`) names a notice, with no news lead or byline
    /// between (a notice has neither; short lines of its text may read as headlines too).
    private static func isNotice(before position: Int, content: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        for index in content[..<position].reversed() {
            switch kinds[index] {
            case .lead, .byline: return false
            case .headline where NoticeWording.names(lines[index]): return true
            default: continue
            }
        }
        return false
    }

    /// A short line of ideographs only, read alone as a headline or text.
    private static func isSigner(_ line: Line, _ kind: LineKind) -> Bool {
        guard kind == .headline || kind == .body || kind == .rubric else { return false }
        return line.length <= longestSigner && line.hanCount == line.length
    }

    /// `2020年5月13日` and nothing else: no weekday (`星期日` ends in 日 too).
    private static func isBareDate(_ line: Line) -> Bool {
        PageFurniture.isPageDate(line) && !line.text.includes("星期")
    }
}
