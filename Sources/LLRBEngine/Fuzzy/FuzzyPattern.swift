/// A CJK phrase as approximate matching reads it: its characters, each with its look-alikes,
/// and the edits allowed.
package struct FuzzyPattern: Sendable {
    package let scalars: [Unicode.Scalar]
    let lookalikes: [[Unicode.Scalar]]
    private(set) var maxEdits: Int

    package init(_ scalars: [Unicode.Scalar], maxEdits: Int) {
        self.scalars = scalars
        lookalikes = Lookalikes.of(scalars)
        self.maxEdits = maxEdits
    }

    /// The same pattern allowing `edits` edits.
    func allowing(_ edits: Int) -> FuzzyPattern {
        var pattern = self
        pattern.maxEdits = edits
        return pattern
    }

    /// The packed cost (`EditCost`) of reading `scalar` where the phrase has character `index`.
    @inline(__always)
    func substitutionCost(_ index: Int, _ scalar: Unicode.Scalar) -> Int {
        if scalars[index] == scalar { return 0 }
        return lookalikes[index].contains(scalar) ? EditCost.packedLookalike : EditCost.packedOrdinary
    }
}
