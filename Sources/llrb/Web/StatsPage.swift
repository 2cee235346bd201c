/// `/stats`: `llrb stats` as a table.
enum StatsPage {
    static func html(_ figures: IndexFigures) -> HTML {
        let ratio = figures.indexToSourceRatioText.map { "（原文的 \($0) 倍）" } ?? ""
        let rows: [(String, String)] = [
            ("文件", String(figures.files)),
            ("版面", String(figures.pages)),
            ("期数", String(figures.issues) + (figures.undatedPages > 0 ? "（另有 \(figures.undatedPages) 个日期不详的版面）" : "")),
            ("文章", String(figures.articles)),
            ("日期", figures.firstDate.map { "\($0) 至 \(figures.lastDate ?? $0)" } ?? "无"),
            ("不同的词项", String(figures.distinctTerms)),
            ("索引段", String(figures.segments)),
            ("索引大小", ByteCount.megabytes(figures.indexBytes) + ratio),
            ("原文大小", ByteCount.megabytes(figures.sourceBytes)),
        ]
        let body: [HTML] = rows.map { "<tr><th scope=\"row\">\($0.0)</th><td>\($0.1)</td></tr>" }
        return "<h1>统计</h1>\n<table class=\"stats\">\(body)</table>"
    }
}
