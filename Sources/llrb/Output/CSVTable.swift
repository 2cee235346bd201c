/// Rows as CSV (RFC 4180) in UTF-8, for a spreadsheet or a script: a header row, then one row
/// per record; a field is quoted only when it holds a comma, a quote or a line break.
enum CSVTable {
    static func lines(header: [String], rows: [[String]]) -> [String] {
        ([header] + rows).map { $0.map(field).joined(separator: ",") }
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + String(text.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }
}
