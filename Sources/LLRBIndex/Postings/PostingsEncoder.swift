/// Encodes one term's postings as two streams (docs/FORMAT.md, "Postings"): documents with
/// term frequencies, and positions, so that a query needing only documents never reads positions.
/// Values are gathered first and Rice-coded at `encode()`, with the parameters that suit them.
struct PostingsEncoder {
    /// The frequency parameter that says every document holds the term once, so no frequency
    /// is coded at all (most rare terms).
    static let onlySingleOccurrences = 7

    private var documentGaps: [UInt32] = []
    private var extraFrequencies: [UInt32] = []
    private var positionGaps: [UInt32] = []
    private var previousDocument: UInt32 = 0

    var documentFrequency: Int { documentGaps.count }

    /// Adds a document (ids ascending) with how often the term occurs in it.
    mutating func addDocument(_ document: UInt32, termFrequency: Int) {
        documentGaps.append(documentGaps.isEmpty ? document : document - previousDocument - 1)
        extraFrequencies.append(UInt32(clamping: max(1, termFrequency) - 1))
        previousDocument = document
    }

    /// Adds the positions (ascending) of the document just added.
    mutating func addPositions<Positions: Sequence>(_ list: Positions) where Positions.Element == UInt32 {
        var previous: UInt32?
        for position in list {
            positionGaps.append(previous.map { position - $0 - 1 } ?? position)
            previous = position
        }
    }

    /// The two streams: the documents stream starts with a byte holding the gap parameter (low
    /// five bits) and the frequency parameter (high three; `onlySingleOccurrences` when every
    /// frequency is 1); the positions stream, unless empty, with the position parameter.
    func encode() -> (docs: [UInt8], positions: [UInt8]) {
        var docs = BitWriter()
        if !documentGaps.isEmpty {
            let gapParameter = RiceCoding.bestParameter(for: documentGaps)
            let single = extraFrequencies.allSatisfy { $0 == 0 }
            let frequencyParameter = single ? Self.onlySingleOccurrences
                : RiceCoding.bestParameter(for: extraFrequencies, limit: Self.onlySingleOccurrences - 1)
            docs.appendByte(UInt8(gapParameter | frequencyParameter << 5))
            for (gap, extra) in zip(documentGaps, extraFrequencies) {
                docs.append(gap, parameter: gapParameter)
                if !single { docs.append(extra, parameter: frequencyParameter) }
            }
        }
        var positions = BitWriter()
        if !positionGaps.isEmpty {
            let parameter = RiceCoding.bestParameter(for: positionGaps)
            positions.appendByte(UInt8(parameter))
            for gap in positionGaps { positions.append(gap, parameter: parameter) }
        }
        return (docs.finish(), positions.finish())
    }

    mutating func reset() {
        documentGaps.removeAll(keepingCapacity: true)
        extraFrequencies.removeAll(keepingCapacity: true)
        positionGaps.removeAll(keepingCapacity: true)
        previousDocument = 0
    }
}
