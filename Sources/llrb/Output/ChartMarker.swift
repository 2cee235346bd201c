/// The mark of one query's values in a chart: a shape of its own (circle, square, diamond,
/// triangle, in turn), the first query's largest, outlined in white, so that two queries at the
/// same value stay told apart in grey print and where they coincide.
struct ChartMarker {
    let column: Int

    private var radius: Double { max(2.5, 6 - 1.2 * Double(column)) }

    func svg(x: Double, y: Double, fill: String) -> String {
        let r = radius, at = { (dx: Double, dy: Double) in "\(TimelineChart.number(x + dx)),\(TimelineChart.number(y + dy))" }
        let outline = ##"fill="\##(fill)" stroke="#ffffff" stroke-width="1""##
        switch column % 4 {
        case 0:
            return ##"<circle cx="\##(TimelineChart.number(x))" cy="\##(TimelineChart.number(y))" r="\##(TimelineChart.number(r))" \##(outline)/>"##
        case 1:
            let side = r * 1.7
            return ##"<rect x="\##(TimelineChart.number(x - side / 2))" y="\##(TimelineChart.number(y - side / 2))" "##
                + ##"width="\##(TimelineChart.number(side))" height="\##(TimelineChart.number(side))" \##(outline)/>"##
        case 2:
            return ##"<polygon points="\##(at(0, -r * 1.2)) \##(at(r * 1.2, 0)) \##(at(0, r * 1.2)) \##(at(-r * 1.2, 0))" \##(outline)/>"##
        default:
            return ##"<polygon points="\##(at(0, -r * 1.2)) \##(at(r * 1.1, r * 0.8)) \##(at(-r * 1.1, r * 0.8))" \##(outline)/>"##
        }
    }
}
