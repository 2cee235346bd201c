import LLRBIndex

/// What a page's corrections mean for its marks: the marks take its corrected structure, while
/// its lines stay as OCR printed them (the model learns from what it will see), so a text
/// correction changes no mark; a line a correction set aside is furniture whatever story's span
/// it lies in.
struct MarkedCorrections {
    /// How many of the page's corrections hold on its reading now.
    private(set) var applied = 0
    /// Lines whose last correction of their part says they are no part of a story.
    private(set) var setAside: Set<Int> = []
    /// What the marks' reader should know: corrections that do not hold, text corrections.
    private(set) var remarks: [String] = []

    /// - Parameters:
    ///   - corrections: the page's corrections in force, in number order.
    ///   - outcomes: what became of each, by number, on the reading now (`CorrectedReading`).
    init(_ corrections: [Correction], outcomes: [Int: CorrectionOutcome]) {
        for correction in corrections {
            guard case .applied = outcomes[correction.number] else {
                let reason = if case .notApplied(let why) = outcomes[correction.number] { CorrectionWording.reason(why) } else { "its place is gone" }
                remarks.append("correction \(correction.number) does not hold on this page: \(reason)")
                continue
            }
            applied += 1
            switch correction.change {
            case .text:
                remarks.append("correction \(correction.number) changes text, not structure: its lines stay as OCR printed them")
            case .role(let role, _, _):
                if role == .furniture {
                    setAside.insert(correction.anchor.lines.first)
                } else {
                    setAside.remove(correction.anchor.lines.first)
                }
            case .headline, .storyStart, .merge, .undo:
                continue
            }
        }
    }
}
