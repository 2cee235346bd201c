extension LineContext {
    /// `第3版 理论`, `4 吕梁日报 副刊` at the top or foot of an inner page: the running head or
    /// foot that prints the page number (`PageNumberReader`) is the page's furniture. Classified
    /// alone it reads as a short headline, and the first story took it for its kicker.
    static func markRunningHeads(_ lines: [Line], _ kinds: inout [LineKind]) {
        let filled = lines.indices.filter { !lines[$0].isBlank }
        for index in filled.prefix(PageNumberReader.edgeLines) + filled.suffix(PageNumberReader.edgeLines) {
            switch kinds[index] {
            case .headline, .rubric, .body:
                if PageNumberReader.printed(in: lines[index]) != nil { kinds[index] = .footer }
            default:
                break
            }
        }
    }
}
