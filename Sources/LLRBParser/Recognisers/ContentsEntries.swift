/// A front page's box of contents (导读): under its label (`今日导读`), one line for each story
/// inside, opening with the page it is printed on (`>>>2版 我市出台支持民营经济发展20条措施`,
/// `▶第3版 交口：乡村“小游园”扮靓大乡村`). The lines point to stories; they are none.
enum ContentsEntries {
    /// The box's labels.
    static let labels: Set<String> = ["导读", "今日导读", "本期导读", "内容导读", "要目", "今日要目", "本期要目", "今日看点", "本期看点"]

    /// Marks that may stand before an entry's page, and the middle dot (written as its code
    /// point: it looks like others).
    private static let pointers = Set(">＞》▶►→●◆■\u{B7}".unicodeScalars.map(\.value))

    /// The longest entry: a long headline after its page.
    static let entryMaxLength = 48

    /// The fewest ideographs of the headline an entry names after its page.
    static let headlineMinIdeographs = 2

    /// The line opens with a page (`2版`, `第二版`) and names a headline after it, with no sentence
    /// (`2版差错率偏高，…。` reports on a page).
    static func isEntry(_ line: Line) -> Bool {
        guard line.cues.contains(.ban), line.length <= entryMaxLength, !line.hasSentencePunctuation else { return false }
        // Walked scalar by scalar: nearly every line is turned away at its first.
        var scalars = line.text.unicodeScalars.makeIterator()
        var scalar = scalars.next()
        while let pointer = scalar, pointers.contains(pointer.value) { scalar = scalars.next() }
        if scalar == "第" { scalar = scalars.next() }
        var digits = 0
        while let digit = scalar, digits < 2, ScalarClass.isDigit(digit.value) || ChineseNumerals.digit(digit) != nil {
            digits += 1
            scalar = scalars.next()
        }
        guard digits > 0, scalar == "版" else { return false }
        var ideographs = 0
        while let next = scalars.next(), ideographs < headlineMinIdeographs {
            if ScalarClass.isHan(next.value) { ideographs += 1 }
        }
        return ideographs >= headlineMinIdeographs
    }

    /// The box's label alone on its line.
    static func isLabel(_ line: Line) -> Bool {
        line.length <= 4 && labels.contains(line.text)
    }
}
