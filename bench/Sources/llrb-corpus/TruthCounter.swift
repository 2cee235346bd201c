#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides which queries an article's clean text contains: the generator's ground truth.
/// Each segment (headline line, byline, paragraph, caption) is searched on its own, since a
/// phrase never runs from one into the next.
enum TruthCounter {
    /// Indices into `QuerySet.patterns` of the queries some segment contains.
    static func queriesContained(in segments: [[UInt8]]) -> [Int] {
        var found: [Int] = []
        for (index, pattern) in QuerySet.patterns.enumerated()
        where segments.contains(where: { contains(pattern, in: $0) }) {
            found.append(index)
        }
        return found
    }

    /// Whether joining `first` and `second` (as a parser might join two lines of one field) makes
    /// a query occurrence that neither holds alone: such articles would make the truth ambiguous.
    static func joinCreatesMatch(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        let tail = first.suffix(32)
        let head = second.prefix(32)
        let joined = Array(tail) + Array(head)
        return QuerySet.patterns.contains { pattern in
            occurrences(of: pattern, in: joined).contains { start in
                start < tail.count && start + pattern.bytes.count > tail.count
            }
        }
    }

    static func contains(_ pattern: QueryPattern, in text: [UInt8]) -> Bool {
        !occurrences(of: pattern, in: text, firstOnly: true).isEmpty
    }

    /// Byte offsets of the pattern's occurrences whose Latin/digit edges stand alone.
    static func occurrences(of pattern: QueryPattern, in text: [UInt8], firstOnly: Bool = false) -> [Int] {
        var starts: [Int] = []
        text.withUnsafeBytes { haystack in
            pattern.bytes.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return }
                let first = Int32(needle[0])
                var offset = 0
                while offset + needle.count <= haystack.count,
                      let candidate = memchr(base + offset, first, haystack.count - offset - needle.count + 1) {
                    let start = base.distance(to: UnsafeRawPointer(candidate))
                    offset = start + 1
                    guard memcmp(base + start, needleBase, needle.count) == 0 else { continue }
                    let end = start + needle.count
                    let startOK = !pattern.alphanumericStart || start == 0 || !isASCIIAlphanumeric(text[start - 1])
                    let endOK = !pattern.alphanumericEnd || end == text.count || !isASCIIAlphanumeric(text[end])
                    if startOK && endOK {
                        starts.append(start)
                        if firstOnly { return }
                    }
                }
            }
        }
        return starts
    }
}
