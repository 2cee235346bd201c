/// Finds the last character of each CJK run of two or more in the analyzer's term stream, for
/// the `runEnd` postings (docs/FORMAT.md, "Term keys"). A run's bigrams come at consecutive
/// positions; the run ends with the second character of a bigram that no bigram one position
/// later follows — known once any term but a unigram arrives, or the text ends.
struct RunEndTracker {
    private var pending: [UInt8] = []
    private var pendingPosition = -1

    mutating func visit(_ term: IndexTerm, emit: (UInt8, UnsafeBufferPointer<UInt8>, Int) -> Void) {
        switch term.kind {
        case .unigram:
            return
        case .bigram:
            if pendingPosition >= 0 && term.position != pendingPosition + 1 { finish(emit: emit) }
            let first = Self.scalarLength(term.bytes.first ?? 0)
            pending.removeAll(keepingCapacity: true)
            pending.append(contentsOf: term.bytes.dropFirst(first))
            pendingPosition = term.position
        case .character, .word:
            finish(emit: emit)
        }
    }

    mutating func finish(emit: (UInt8, UnsafeBufferPointer<UInt8>, Int) -> Void) {
        guard pendingPosition >= 0 else { return }
        pending.withUnsafeBufferPointer { emit(TermKey.runEnd, $0, pendingPosition + 1) }
        pendingPosition = -1
    }

    /// The length of a UTF-8 sequence from its leading byte.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
