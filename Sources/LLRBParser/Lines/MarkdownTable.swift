/// OCR tools set a printed table (`2022年8月全市主要经济指标`) as pipe rows, in markdown
/// (`| 指标 | 累计 | 同比增长 |`, `|---|---|---|`) or with pipes between the cells only
/// (`原煤产量 | 895.81 | 6.9`). The rows are the text of the story the table belongs to, one
/// paragraph each: short and without punctuation, they were taken for a stack of headlines,
/// which made the page look as if it printed headlines under its stories. A lone `| |` (a rule
/// or a frame the OCR met) holds no cell and is no row.
enum MarkdownTable {
    /// Whether `text` is one row of a pipe table: it opens and closes with a pipe (ASCII or
    /// full-width) and holds at least two cells between them, or it holds three cells or more
    /// between pipes and no sentence punctuation (a sentence does not set `|` between words).
    static func isRow(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first(where: { !ScalarClass.isSpace($0.value) }),
              let last = scalars.last(where: { !ScalarClass.isSpace($0.value) })
        else { return false }
        if isPipe(first.value), isPipe(last.value) {
            return scalars.count { isPipe($0.value) } >= 3
        }
        var pipes = 0
        var cellHasText = false
        for scalar in scalars {
            let value = scalar.value
            if isPipe(value) {
                guard cellHasText else { return false }
                pipes += 1
                cellHasText = false
            } else if sentencePunctuation.contains(value) {
                return false
            } else if !ScalarClass.isSpace(value) {
                cellHasText = true
            }
        }
        return pipes >= 2 && cellHasText
    }

    private static func isPipe(_ value: UInt32) -> Bool {
        value == 0x7C || value == 0xFF5C
    }

    /// 。，；, ASCII and full-width commas and semicolons.
    private static let sentencePunctuation: Set<UInt32> = [0x3002, 0xFF0C, 0xFF1B, 0x2C, 0x3B]
}
