/// Pages whose OCR separates every line with a blank one show a column wrap as two lines with no
/// blank between them (`本 报 讯 （记 者 康 桂` / `芳） 去年以来`). Those are merged back into one line
/// before classification; pages without blank separators are left alone.
enum WrapMerger {
    /// Share of content lines followed by a blank that marks a blank-separated page.
    static let blankSeparatedShare = 0.6

    static func merge(_ lines: [Line]) -> [Line] {
        let content = lines.filter { !$0.isBlank }
        guard content.count >= 4 else { return lines }
        let separated = lines.indices.filter { index in
            !lines[index].isBlank && (index + 1 == lines.count || lines[index + 1].isBlank)
        }.count
        guard Double(separated) >= blankSeparatedShare * Double(content.count) else { return lines }
        var merged: [Line] = []
        merged.reserveCapacity(lines.count)
        for line in lines {
            if let previous = merged.last, shouldMerge(previous, line) {
                merged[merged.count - 1] = joined(previous, line)
            } else {
                merged.append(line)
            }
        }
        return merged
    }

    private static func shouldMerge(_ first: Line, _ second: Line) -> Bool {
        guard !first.isBlank, !second.isBlank, second.number == first.lastNumber + 1 else { return false }
        if first.endsSentence || first.headingLevel > 0 || second.headingLevel > 0 { return false }
        if DatelineReader.read(second.text) != nil { return false }
        if let mark = second.content.unicodeScalars.first, BylineReader.bylineMarks.contains(mark.value) { return false }
        if ContinuationReader.isMarkerOnly(first) || ContinuationReader.isMarkerOnly(second) { return false }
        return true
    }


    private static func joined(_ first: Line, _ second: Line) -> Line {
        let last = first.content.unicodeScalars.last?.value ?? 0
        let next = second.content.unicodeScalars.first?.value ?? 0
        let separator = ScalarClass.isASCIIAlphanumeric(last) && ScalarClass.isASCIIAlphanumeric(next) ? " " : ""
        var line = LineReader.read(Substring(first.content + separator + second.content), number: first.number, followsBlank: first.followsBlank)
        line.lastNumber = second.lastNumber
        return line
    }
}
