/// A timeline as an SVG 1.1 line chart a person would put in a paper: a title, axes with the
/// periods and the counts (or shares), one line per query with a legend, and the periods the
/// archive holds no pages for shaded and left out of the lines, so a hole never reads as a
/// fall to 0. Static: no script, no external file; Chinese text names a font list that finds a
/// CJK font on Linux, macOS and Windows.
struct TimelineChart {
    let table: TimelineTable

    init(_ table: TimelineTable) {
        self.table = table
    }

    static let fonts = "'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans SC', 'PingFang SC', 'Hiragino Sans GB', "
        + "'Microsoft YaHei', 'SimHei', 'WenQuanYi Micro Hei', sans-serif"
    /// Okabe–Ito colours: told apart with the common colour blindnesses, and in grey print.
    static let colours = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999933"]

    private let size = (width: 960.0, height: 540.0)
    private let plot = (left: 80.0, right: 930.0, top: 70.0, bottom: 450.0)

    var svg: String {
        let scale = AxisScale(most: table.rows.flatMap { $0.values.compactMap { $0 } }.max() ?? 0)
        var parts: [String] = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\##(Int(size.width))" height="\##(Int(size.height))" "##
                + ##"viewBox="0 0 \##(Int(size.width)) \##(Int(size.height))" font-family="\##(Self.fonts)" font-size="13">"##,
            "<title>\(MarkupText.escaped(title))</title>",
            "<desc>\(MarkupText.escaped(description))</desc>",
            ##"<rect x="0" y="0" width="\##(Int(size.width))" height="\##(Int(size.height))" fill="#ffffff"/>"##,
            ##"<text x="\##(Int(size.width / 2))" y="32" text-anchor="middle" font-size="18" font-weight="bold">\##(MarkupText.escaped(title))</text>"##,
        ]
        parts += gaps() + yAxis(scale) + xAxis() + lines(scale) + legend()
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    private var title: String {
        let per = ["year": "按年", "month": "按月", "day": "按日"][table.unit.rawValue] ?? ""
        let what = table.shares ? "每万篇文章中的篇数" : "文章篇数"
        return table.queries.joined(separator: "、") + " — 吕梁日报\(what)（\(per)）"
    }

    private var description: String {
        "llrb timeline: " + table.queries.joined(separator: ", ")
            + (table.shares ? ", articles per 10,000 articles of each period" : ", matching articles per period")
            + "; shaded periods have no pages in the archive, and a dotted line crosses them."
    }

    private func x(_ index: Int) -> Double {
        guard table.rows.count > 1 else { return (plot.left + plot.right) / 2 }
        return plot.left + (plot.right - plot.left) * Double(index) / Double(table.rows.count - 1)
    }

    private func y(_ value: Double, _ scale: AxisScale) -> Double {
        plot.bottom - (plot.bottom - plot.top) * value / scale.top
    }

    private var step: Double {
        table.rows.count > 1 ? (plot.right - plot.left) / Double(table.rows.count - 1) : plot.right - plot.left
    }

    /// A grey band over each run of periods with no pages: one rectangle per run, so that no
    /// seam shows between neighbours.
    private func gaps() -> [String] {
        var bands: [String] = []
        var index = 0
        while index < table.rows.count {
            let run = table.rows[index...].prefix { $0.archived == 0 }.count
            guard run > 0 else {
                index += 1
                continue
            }
            let left = max(plot.left, x(index) - step / 2), right = min(plot.right, x(index + run - 1) + step / 2)
            bands.append(##"<rect x="\##(Self.number(left))" y="\##(Int(plot.top))" width="\##(Self.number(right - left))" "##
                + ##"height="\##(Int(plot.bottom - plot.top))" fill="#e6e6e6"/>"##)
            index += run
        }
        return bands
    }

    private func yAxis(_ scale: AxisScale) -> [String] {
        var parts = [##"<line x1="\##(Int(plot.left))" y1="\##(Int(plot.top))" x2="\##(Int(plot.left))" y2="\##(Int(plot.bottom))" stroke="#333333"/>"##]
        for tick in scale.ticks {
            let at = Self.number(y(tick, scale))
            parts.append(##"<line x1="\##(Int(plot.left))" y1="\##(at)" x2="\##(Int(plot.right))" y2="\##(at)" stroke="#dddddd"/>"##)
            parts.append(##"<text x="\##(Int(plot.left) - 8)" y="\##(at)" dy="4" text-anchor="end">\##(scale.label(tick))</text>"##)
        }
        let label = table.shares ? "每万篇文章 (per 10,000 articles)" : "文章篇数 (articles)"
        let middle = Int((plot.top + plot.bottom) / 2)
        parts.append(##"<text x="22" y="\##(middle)" text-anchor="middle" transform="rotate(-90 22 \##(middle))">\##(MarkupText.escaped(label))</text>"##)
        return parts
    }

    /// At most about twelve period labels, evenly spaced, the first and last periods among them.
    private func xAxis() -> [String] {
        var parts = [##"<line x1="\##(Int(plot.left))" y1="\##(Int(plot.bottom))" x2="\##(Int(plot.right))" y2="\##(Int(plot.bottom))" stroke="#333333"/>"##]
        let every = max(1, (table.rows.count + 11) / 12)
        let last = table.rows.count - 1
        // A label too close to the last one would overlap it.
        let shown = table.rows.indices.filter { $0 % every == 0 && last - $0 >= every } + (last >= 0 ? [last] : [])
        for index in shown {
            let at = Self.number(x(index))
            parts.append(##"<line x1="\##(at)" y1="\##(Int(plot.bottom))" x2="\##(at)" y2="\##(Int(plot.bottom) + 5)" stroke="#333333"/>"##)
            parts.append(##"<text x="\##(at)" y="\##(Int(plot.bottom) + 20)" text-anchor="middle">\##(table.rows[index].period)</text>"##)
        }
        return parts
    }

    /// Per query: a solid line through the periods that have pages, a dotted one across each
    /// gap (over its grey band: the archive has no pages there, so nothing is claimed between),
    /// and a marker on every period with a value. Queries differ in colour, in the marker's
    /// shape and in width, the first drawn widest, so that where two coincide (both at 0) the
    /// later one shows inside the earlier instead of hiding it.
    private func lines(_ scale: AxisScale) -> [String] {
        var parts: [String] = []
        for column in table.queries.indices {
            let colour = Self.colours[column % Self.colours.count], width = Self.lineWidth(column)
            var path = "", bridges: [String] = [], marks: [String] = []
            var last: (point: String, index: Int)?
            for (index, row) in table.rows.enumerated() {
                guard let value = row.values[column] else { continue }
                let point = "\(Self.number(x(index))) \(Self.number(y(value, scale)))"
                if let last, last.index < index - 1 { bridges.append("M \(last.point) L \(point)") }
                path += (last?.index == index - 1 ? " L " : " M ") + point
                last = (point, index)
                marks.append(ChartMarker(column: column).svg(x: x(index), y: y(value, scale), fill: colour))
            }
            if !bridges.isEmpty {
                parts.append(##"<path class="bridge" d="\##(bridges.joined(separator: " "))" fill="none" stroke="\##(colour)" "##
                    + ##"stroke-width="1.5" stroke-dasharray="2 5" stroke-linecap="round"/>"##)
            }
            if path.contains("L") {
                parts.append(##"<path class="series" d="\##(path.dropFirst())" fill="none" stroke="\##(colour)" "##
                    + ##"stroke-width="\##(Self.number(width))" stroke-linejoin="round"/>"##)
            }
            parts += marks
        }
        return parts
    }

    /// The first query's line widest, each next one thinner, so that coinciding lines all show.
    static func lineWidth(_ column: Int) -> Double {
        max(1.5, 4.5 - 1.5 * Double(column))
    }

    private func legend() -> [String] {
        var entries = table.queries.enumerated().map { column, query in
            let colour = Self.colours[column % Self.colours.count]
            return (mark: ##"<line x1="0" y1="0" x2="24" y2="0" stroke="\##(colour)" stroke-width="\##(Self.number(Self.lineWidth(column)))"/>"##
                + ChartMarker(column: column).svg(x: 12, y: 0, fill: colour), text: query)
        }
        if table.rows.contains(where: { $0.archived == 0 }) {
            entries.append((##"<rect x="0" y="-7" width="24" height="14" fill="#e6e6e6"/>"##, "无版面 (no pages in the archive)"))
        }
        var parts: [String] = []
        var left = plot.left
        for entry in entries {
            let width = 40 + 7 * Double(DisplayWidth.of(entry.text))
            parts.append(##"<g transform="translate(\##(Self.number(left)) \##(Int(size.height) - 40))">\##(entry.mark)"##
                + ##"<text x="30" y="0" dy="4">\##(MarkupText.escaped(entry.text))</text></g>"##)
            left += width
        }
        return parts
    }

    /// Two decimals at most: enough for a screen, short enough to read.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A value axis from 0 to a round number at or above the largest value, with round ticks
/// (1, 2 or 5 times a power of ten apart), about five of them.
struct AxisScale {
    let top: Double
    let ticks: [Double]

    init(most: Double) {
        let target = max(most, 1) / 5
        var unit = 1.0
        while unit * 10 <= target { unit *= 10 }
        while unit > target && unit > 0.1 { unit /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * unit }.first { $0 >= target } ?? unit * 10
        let count = Int((max(most, 1) / step).rounded(.up))
        top = Double(count) * step
        ticks = (0...count).map { Double($0) * step }
        decimals = step >= 1 ? 0 : 1
    }

    /// Decimals a tick's label needs: none for whole steps (`5000`, not `5000.0`), one below 1.
    private let decimals: Int

    /// A tick as the CLI prints numbers: digits without grouping, no `.0` on a whole number.
    func label(_ tick: Double) -> String {
        decimals == 0 ? String(Int(tick.rounded())) : String((tick * 10).rounded() / 10)
    }
}
