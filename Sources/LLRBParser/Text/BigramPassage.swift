/// A longer text (a story body, the lines after a headline run) as a list of texts whose Han
/// bigrams a `BigramProbe` looks for: read afresh for every question rather than kept as a
/// table of its bigrams. Most stories are asked once, and building a table of every bigram of
/// a body cost several times reading it.
struct BigramPassage {
    let texts: [String]
    /// Offsets, ascending, of the texts that start a run: a bigram never spans from the text
    /// before into a run's first text. Within a run texts are read as one (spaces do not part
    /// Han ideographs), so a bigram may span two of them.
    let runStarts: [Int]

    /// Texts that each stand alone: no bigram spans two of them.
    init(separate texts: [String]) {
        self.texts = texts
        runStarts = Array(texts.indices)
    }

    init(texts: [String], runStarts: [Int]) {
        self.texts = texts
        self.runStarts = runStarts
    }

}
