import LLRBIndex
import LLRBViews

/// The hits of a search over time, as a small bar chart above the list: one bar per year (per
/// month when the hits fall within three years), each a link that narrows the search to its
/// period. A period the archive holds no pages for is drawn as a gap, not as a zero bar.
struct HitsChart {
    /// One period's bar: its matching articles, nil when the archive holds no pages then.
    struct Bar {
        var period: String
        var count: Int?
    }

    let bars: [Bar]
    /// Matching articles whose page has no date.
    let undated: Int
    let form: SearchForm

    /// The chart of a month-by-month timeline of one query: by month when its periods fall
    /// within three years, else summed by year (a year is a gap when all its months are).
    init(monthly timeline: Timeline, form: SearchForm) {
        self.form = form
        let series = timeline.series.first
        undated = series?.undated ?? 0
        let months = timeline.periods.enumerated().map { place, period in Bar(period: period.period, count: series?.articles[place] ?? nil) }
        let years = Set(months.map { $0.period.prefix(4) })
        guard years.count > 3 else {
            bars = months
            return
        }
        var yearly: [Bar] = []
        for month in months {
            let year = String(month.period.prefix(4))
            if yearly.last?.period != year { yearly.append(Bar(period: year, count: nil)) }
            if let count = month.count { yearly[yearly.count - 1].count = (yearly[yearly.count - 1].count ?? 0) + count }
        }
        bars = yearly
    }

    /// The axis's labels are the page's text under the drawing, not in it: a drawing scales with
    /// the page's width, and its text with it (12 units were ~7 px on a phone 390 px wide).
    private let size = (width: 640.0, height: 100.0, top: 8.0, bottom: 96.0)

    var html: HTML {
        guard !bars.isEmpty else { return .empty }
        let most = Double(max(1, bars.compactMap(\.count).max() ?? 1))
        let slot = size.width / Double(bars.count)
        let barWidth = min(48, max(1, slot * 0.8))
        var drawn: [HTML] = []
        for (position, bar) in bars.enumerated() {
            let x = Double(position) * slot + (slot - barWidth) / 2
            guard let count = bar.count else {
                drawn.append("<rect class=\"gap\" x=\"\(format(x))\" y=\"\(format(size.bottom - 2))\" width=\"\(format(barWidth))\" height=\"2\" fill=\"#d9d9de\"><title>\(bar.period)：档案缺此期间</title></rect>")
                continue
            }
            let height = max(count > 0 ? 1.5 : 0, (size.bottom - size.top) * Double(count) / most)
            let link = WebLink.search(form.between(bar.period, bar.period))
            drawn.append("""
            <a href="\(link)"><rect x="\(format(x))" y="\(format(size.bottom - height))" width="\(format(barWidth))" \
            height="\(format(max(height, 0)))" fill="#8b1a1a"><title>\(bar.period)：\(count) 篇</title></rect>\
            <rect x="\(format(x))" y="\(format(size.top))" width="\(format(barWidth))" height="\(format(size.bottom - size.top))" \
            fill="transparent"><title>\(bar.period)：\(count) 篇</title></rect></a>
            """)
        }
        let first = bars.first?.period ?? "", last = bars.last?.period ?? ""
        return """
        <figure class="chart"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(size.width)) \(Int(size.height))" \
        role="img" aria-label="命中文章的时间分布">\
        <line x1="0" y1="\(format(size.bottom))" x2="\(Int(size.width))" y2="\(format(size.bottom))" stroke="#999"/>\
        \(drawn)</svg>\
        <div class="axis\(last == first ? HTML(" single") : .empty)"><span>\(first)</span>\
        \(last == first ? HTML.empty : "<span>\(last)</span>")</div>\
        <figcaption>命中文章按\(first.count > 4 ? "月" : "年")分布，最多 \(Int(most)) 篇；点击柱条缩小到该时期\(undated > 0 ? "；另有 \(undated) 篇日期不详" : "")</figcaption></figure>
        """
    }

    private func format(_ value: Double) -> String {
        String(Double(Int(value * 10)) / 10)
    }
}
