import LLRBEngine


extension ArchiveIndex {
    /// The CJK characters of `text`, folded as the index folds them, that no article of the
    /// archive holds in any field, in the order they first appear. A query with one cannot
    /// match; `llrb search` takes such a character as the sign of a query typed in Traditional
    /// characters for a Simplified archive (發展 for 发展). Reads only dictionary entries.
    public func absentCharacters(in text: String) throws(IndexError) -> [String] {
        var characters: [[UInt8]] = []
        analyzer.withUTF8(of: text) { bytes in
            analyzer.forEachIndexTerm(inUTF8: bytes) { term in
                guard term.kind == .unigram, !characters.contains(where: { $0.elementsEqual(term.bytes) }) else { return }
                characters.append(Array(term.bytes))
            }
        }
        var absent: [String] = []
        for character in characters where try !isIndexed(character) {
            absent.append(String(decoding: character, as: UTF8.self))
        }
        return absent
    }

    /// Whether any segment has the character's unigram in any field.
    private func isIndexed(_ character: [UInt8]) throws(IndexError) -> Bool {
        for segment in segments {
            for field in FieldSchema.articles.fields where try segment.reader.postings([TermKey.code(field), TermKey.unigram] + character) != nil {
                return true
            }
        }
        return false
    }
}
