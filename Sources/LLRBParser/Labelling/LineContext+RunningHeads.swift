extension LineContext {
    /// `第3版 理论`, `4 吕梁日报 副刊`, `3 县区新闻` at the top or foot of an inner page: the running
    /// head or foot that prints the page number (`PageNumberReader`) is the page's furniture,
    /// set aside (with the footer when it prints the date). Classified alone it reads as a short
    /// headline, and the first story took it for its kicker. A front page (`Masthead.isFrontPage`)
    /// prints guides to the inner pages there instead (`乡村振兴 第2版`), left as they are.
    static func markRunningHeads(_ lines: [Line], _ kinds: inout Labelling) {
        let masthead = MastheadReader.read(lines.indices.filter { kinds[$0] == .masthead }.map { lines[$0] })
        guard !masthead.isFrontPage else { return }
        for edge in PageNumberReader.edges(of: lines) {
            switch kinds[edge.index] {
            case .headline, .rubric, .body:
                let line = lines[edge.index]
                if PageNumberReader.printed(in: line, outermost: edge.outermost) != nil {
                    // One that prints the date too is read with the footer, for the date and weekday.
                    let dated = line.cues.contains(.nian) || line.text.includes("星期")
                    kinds[edge.index] = dated ? .footer : .noise(NoiseRules.runningHead)
                }
            default:
                break
            }
        }
    }
}
