/// OCR tools set a printed table (`2022年8月全市主要经济指标`) as pipe rows, in markdown
/// (`| 指标 | 累计 | 同比增长 |`, `|---|---|---|`) or with pipes between the cells only
/// (`原煤产量 | 895.81 | 6.9`). The rows are the text of the story the table belongs to, one
/// paragraph each: short and without punctuation, they were taken for a stack of headlines,
/// which made the page look as if it printed headlines under its stories. A lone `| |` (a rule
/// or a frame the OCR met) holds no cell and is no row.
package enum MarkdownTable {
    /// Whether `line` is one row of a pipe table: it opens and closes with a pipe and holds at
    /// least two cells between them, or it holds three cells or more between pipes and no
    /// sentence punctuation (a sentence does not set `|` between words). Most lines hold no
    /// pipe, which their cues tell (`Cues.pipe`, noted as the line was read).
    package static func isRow(_ line: Line) -> Bool {
        guard line.cues.contains(.pipe) else { return false }
        return UTF8Walk.withBytes(line.text) { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            let pipes = bytes.count { $0 == pipe }
            if first == pipe, last == pipe {
                return pipes >= 3
            }
            return pipes >= 2 && first != pipe && last != pipe && !hasEmptyCell(bytes) && !line.hasSentencePunctuation
        }
    }

    private static let pipe: UInt8 = 0x7C

    /// Two pipes side by side (`指标 || 累计`): a rule, not a cell.
    private static func hasEmptyCell(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        zip(bytes, bytes.dropFirst()).contains { $0 == pipe && $1 == pipe }
    }
}
