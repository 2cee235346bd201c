/// Rows as CSV (RFC 4180) in UTF-8, for a spreadsheet or a script: a header row, then one row
/// per record; a field is quoted only when it holds a comma, a quote or a line break.
enum CSVTable {
    static func lines(header: [String], rows: [[String]]) -> [String] {
        ([header] + rows).map(row)
    }

    /// One record, for a caller that writes its rows as it makes them.
    static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    static func field(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsQuoting) else { return text }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// A comma, a quote or a line break (any that `Character.isNewline` accepts), read by
    /// scalar: comparing Characters cost ~20 µs for a field of Chinese text, which an export of
    /// every hit pays thousands of times.
    private static func needsQuoting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x22, 0x2C, 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
