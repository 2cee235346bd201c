import LLRBLearning
import LLRBParser
import LLRBTraining

extension RealisticPage {
    /// The label each of `readingLines` should get, from the author's marks (`MarkedLabels`).
    func labels(readingLines: [SourceLines]) -> [LineLabel] {
        MarkedLabels.labels(readingLines: readingLines,
                            marks: lines.map { MarkedLabels.Mark(line: $0.line, mark: $0.mark, story: $0.story) },
                            storyFirsts: Set(stories.map(\.first)))
    }
}
