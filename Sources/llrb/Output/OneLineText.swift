import LLRBEngine

/// Text that must stay on one line: a correction as the journal and the mark language record
/// it (a paste, a crafted form), a citation pasted into a paper. A line break or another control
/// character would split the line, so each becomes a space.
enum OneLineText {
    static func of(_ text: String) -> String {
        String(scalars: text.unicodeScalars.map { scalar in
            [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory) ? " " : scalar
        })
    }
}
