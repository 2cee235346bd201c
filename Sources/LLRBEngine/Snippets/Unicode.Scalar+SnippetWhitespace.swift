extension Unicode.Scalar {
    /// `properties.isWhitespace`, answered without the property tables: White_Space is these
    /// twenty-five scalars (PropList.txt; a test checks every scalar against the tables, since
    /// Unicode has moved scalars out of it before). Chinese text asks it of every character
    /// around a snippet's window and of each mark below U+3000 the office reader decodes (“ ”
    /// — … ·), where the table look-up cost 60 to 400 instructions.
    @usableFromInline
    var isSnippetWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
