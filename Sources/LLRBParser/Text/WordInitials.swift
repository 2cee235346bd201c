extension Sequence<String> {
    /// The first scalar of each word, each once, in the words' order: a reader compares a
    /// line's first scalar with these before it compares any word, and comparing a dozen
    /// integers costs a fraction of hashing one into a `Set`.
    var distinctInitials: [UInt32] {
        reduce(into: []) { initials, word in
            if let first = word.unicodeScalars.first?.value, !initials.contains(first) {
                initials.append(first)
            }
        }
    }
}
