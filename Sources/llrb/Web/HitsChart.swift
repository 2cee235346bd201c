import LLRBIndex

/// The hits of a search over time, as a small bar chart above the list: one bar per year (per
/// month when the hits fall within three years), each a link that narrows the search to its
/// period. A period the archive holds no pages for is drawn as a gap, not as a zero bar.
struct HitsChart {
    let timeline: Timeline
    let form: SearchForm

    /// The unit that gives a readable number of bars for hits spanning these years.
    static func unit(firstYear: Int, lastYear: Int) -> TimelineUnit {
        lastYear - firstYear < 3 ? .month : .year
    }

    private let size = (width: 640.0, height: 120.0, top: 8.0, bottom: 96.0)

    var html: HTML {
        guard let series = timeline.series.first, !timeline.periods.isEmpty else { return .empty }
        let most = Double(max(1, series.articles.compactMap { $0 }.max() ?? 1))
        let slot = size.width / Double(timeline.periods.count)
        let barWidth = min(48, max(1, slot * 0.8))
        var bars: [HTML] = []
        for (position, period) in timeline.periods.enumerated() {
            let x = Double(position) * slot + (slot - barWidth) / 2
            guard let count = series.articles[position] else {
                bars.append("<rect class=\"gap\" x=\"\(format(x))\" y=\"\(format(size.bottom - 2))\" width=\"\(format(barWidth))\" height=\"2\" fill=\"#d9d9de\"><title>\(period.period)：档案缺此期间</title></rect>")
                continue
            }
            let height = max(count > 0 ? 1.5 : 0, (size.bottom - size.top) * Double(count) / most)
            let link = WebLink.search(form.between(period.period, period.period))
            bars.append("""
            <a href="\(link)"><rect x="\(format(x))" y="\(format(size.bottom - height))" width="\(format(barWidth))" \
            height="\(format(max(height, 0)))" fill="#8b1a1a"><title>\(period.period)：\(count) 篇</title></rect>\
            <rect x="\(format(x))" y="\(format(size.top))" width="\(format(barWidth))" height="\(format(size.bottom - size.top))" \
            fill="transparent"><title>\(period.period)：\(count) 篇</title></rect></a>
            """)
        }
        let first = timeline.periods.first?.period ?? "", last = timeline.periods.last?.period ?? ""
        return """
        <figure class="chart"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(size.width)) \(Int(size.height))" \
        role="img" aria-label="命中文章的时间分布">\
        <line x1="0" y1="\(format(size.bottom))" x2="\(Int(size.width))" y2="\(format(size.bottom))" stroke="#999"/>\
        \(bars)\
        \(timeline.periods.count == 1 ? HTML("<text x=\"\(Int(size.width / 2))\" y=\"114\" font-size=\"12\" fill=\"#5f6368\" text-anchor=\"middle\">\(first)</text>")
            : "<text x=\"0\" y=\"114\" font-size=\"12\" fill=\"#5f6368\">\(first)</text>")\
        \(last == first ? HTML.empty : "<text x=\"\(Int(size.width))\" y=\"114\" font-size=\"12\" fill=\"#5f6368\" text-anchor=\"end\">\(last)</text>")</svg>\
        <figcaption>命中文章按\(timeline.periods.first.map { $0.period.count > 4 ? "月" : "年" } ?? "年")分布，最多 \(Int(most)) 篇；点击柱条缩小到该时期\(series.undated > 0 ? "；另有 \(series.undated) 篇日期不详" : "")</figcaption></figure>
        """
    }

    private func format(_ value: Double) -> String {
        String(Double(Int(value * 10)) / 10)
    }
}
