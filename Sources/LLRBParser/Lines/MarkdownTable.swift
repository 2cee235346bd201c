/// OCR tools that emit markdown set a printed table (`2022年8月全市主要经济指标`) as pipe rows:
/// `| 指标 | 累计 | 同比增长 |`, `|---|---|---|`, `| 原煤产量 | 895.81 | 6.9 |`. The rows are the text
/// of the story the table belongs to, one paragraph each: short and without punctuation, they
/// were taken for a stack of headlines, which made the page look as if it printed headlines
/// under its stories. A lone `| |` (a rule or a frame the OCR met) holds no cell and is no row.
enum MarkdownTable {
    /// Whether `text` is one row of a pipe table: it opens and closes with a pipe (ASCII or
    /// full-width) and holds at least two cells between them.
    static func isRow(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first(where: { !ScalarClass.isSpace($0.value) }), isPipe(first.value),
              let last = scalars.last(where: { !ScalarClass.isSpace($0.value) }), isPipe(last.value)
        else { return false }
        return scalars.count { isPipe($0.value) } >= 3
    }

    private static func isPipe(_ value: UInt32) -> Bool {
        value == 0x7C || value == 0xFF5C
    }
}
