/// How many of a listing's rows were printed, for its closing line: `23`, or `6 of 23` when
/// `--top` left some out (`authors`, `people`).
enum ShownCount {
    static func text(_ shown: Int, of total: Int) -> String {
        shown < total ? "\(shown) of \(total)" : String(total)
    }
}
