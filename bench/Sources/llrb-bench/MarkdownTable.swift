/// A Markdown table built row by row.
struct MarkdownTable {
    private var lines: [String]

    init(_ header: [String]) {
        lines = ["| " + header.joined(separator: " | ") + " |",
                 "|" + header.map { _ in "---" }.joined(separator: "|") + "|"]
    }

    mutating func row(_ cells: [String]) {
        lines.append("| " + cells.joined(separator: " | ") + " |")
    }

    var text: String { lines.joined(separator: "\n") }
}

/// Number formats for the report: a missing figure prints as `–`.
enum Figure {
    static func value(_ number: Double?, _ decimals: Int = 2) -> String {
        guard let number, number >= 0, number.isFinite else { return "–" }
        return String(format: "%.\(decimals)f", number)
    }

    static func ratio(_ mine: Double?, _ theirs: Double?) -> String {
        guard let mine, let theirs, mine >= 0, theirs > 0 else { return "–" }
        let ratio = mine / theirs
        return ratio < 0.01 ? String(format: "%.4f", ratio) : String(format: "%.2f", ratio)
    }

    static func timing(_ timing: BenchResults.Timing?, _ decimals: Int = 2) -> String {
        guard let timing, timing.median >= 0 else { return "–" }
        let cpu = timing.cpu.map { " (CPU \(value($0, 1)))" } ?? ""
        return "\(value(timing.median, decimals)) / \(value(timing.p95, decimals))" + cpu
    }

    static func verdict(_ holds: Bool?) -> String {
        switch holds {
        case true?: return "holds"
        case false?: return "**does not hold**"
        case nil: return "not measured"
        }
    }
}
