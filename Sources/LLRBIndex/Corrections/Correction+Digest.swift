import LLRBParser

/// A correction's every field folded into a 64-bit FNV-1a hash, for a page's corrections
/// revision (`CorrectionSet.revision`): any change of any field (a number taken again in a
/// journal edited by hand, a text, a note) changes it, as a change of its journal line would,
/// without encoding the line as JSON again for each correction of each page at each ingest
/// (100,000 corrections on one page spent 30 s of a 35 s ingest there).
extension Correction {
    /// The digest of the correction alone.
    var digest: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        digest(into: &hash)
        return hash
    }

    private func digest(into hash: inout UInt64) {
        hash.fold(number)
        hash.fold(date)
        hash.fold(by ?? "\u{0}")
        hash.fold(note ?? "\u{0}")
        anchor.digest(into: &hash)
        switch change {
        case .text(let change):
            hash.fold(change.isWholeLine ? "line" : "text")
            hash.fold(change.old)
            hash.fold(change.new)
            switch change.occurrence {
            case .all: hash.fold(-1)
            case .nth(let number): hash.fold(number)
            }
        case .headline(let old, let new):
            hash.fold("headline")
            hash.fold(old)
            hash.fold(new)
        case .role(let role, let text, let occurrence):
            hash.fold("role")
            hash.fold(role.rawValue)
            hash.fold(text)
            hash.fold(occurrence)
        case .storyStart(let text, let occurrence):
            hash.fold("storyStart")
            hash.fold(text)
            hash.fold(occurrence)
        case .merge(let other):
            hash.fold("merge")
            other.digest(into: &hash)
        case .undo(let number):
            hash.fold("undo")
            hash.fold(number)
        }
    }
}

extension CorrectionAnchor {
    func digest(into hash: inout UInt64) {
        hash.fold(file)
        hash.fold(Int(truncatingIfNeeded: contentHash))
        hash.fold(article)
        hash.fold(lines.first)
        hash.fold(lines.last)
    }
}

private extension UInt64 {
    /// Each byte, then a 0xFF that no UTF-8 text holds, so that ("ab", "c") and ("a", "bc") differ.
    mutating func fold(_ text: String) {
        var text = text
        // Over the string's own bytes: its UTF8View's iterator cost as much again.
        self = text.withUTF8 { bytes in
            var hash = self
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
        self = (self ^ 0xFF) &* 0x0000_0100_0000_01B3
    }

    mutating func fold(_ number: Int) {
        var value = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            self = (self ^ (value & 0xFF)) &* 0x0000_0100_0000_01B3
            value >>= 8
        }
    }
}
