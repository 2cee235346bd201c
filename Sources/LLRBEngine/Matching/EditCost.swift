/// What an approximate match of a phrase cost: its edits (substitutions, insertions and
/// deletions of characters), and how many of them are not a look-alike substitution (已 for 己).
/// Fewer edits rank first, then fewer ordinary ones: OCR misreads shapes, so a look-alike
/// substitution is the likelier damage.
package struct EditCost: Hashable, Comparable, Sendable {
    package var edits: Int
    /// The edits that are not a look-alike substitution.
    var ordinary: Int

    package init(edits: Int, ordinary: Int) {
        self.edits = edits
        self.ordinary = ordinary
    }

    package static let exact = EditCost(edits: 0, ordinary: 0)

    /// Every edit a look-alike substitution, and at least one.
    var isLookalike: Bool { edits > 0 && ordinary == 0 }

    package static func < (lhs: EditCost, rhs: EditCost) -> Bool {
        (lhs.edits, lhs.ordinary) < (rhs.edits, rhs.ordinary)
    }

    /// The cost packed in one integer that orders as the cost does, for the edit-distance table:
    /// `edits × packedEdit + ordinary`, the ordinary count never reaching `packedEdit`.
    static let packedEdit = 8
    static let packedLookalike = packedEdit
    static let packedOrdinary = packedEdit + 1

    package init(packed: Int) {
        self.init(edits: packed / Self.packedEdit, ordinary: packed % Self.packedEdit)
    }

    /// The largest packed cost of at most `edits` edits.
    static func packedLimit(edits: Int) -> Int {
        edits * packedEdit + edits
    }
}
