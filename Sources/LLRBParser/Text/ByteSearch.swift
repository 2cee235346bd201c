import Foundation

extension String {
    /// Whether `needle` occurs in the string, compared byte by byte on UTF-8. `contains` on a
    /// String goes through Foundation's locale-aware search, which costs a hundred times more
    /// and is not needed for fixed Chinese phrases.
    func includes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { pattern in
                ByteSearch.firstIndex(of: pattern, in: haystack) != nil
            }
        }
        if let found, let result = found { return result }
        return ByteSearch.firstIndex(of: Array(needle.utf8)[...], in: Array(utf8)[...]) != nil
    }
}

public enum ByteSearch {
    /// The offset of the first `byte` in `bytes`: `memchr`, which reads a word at a time where
    /// a Swift loop reads a byte.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(byte), bytes.count) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    @inline(__always)
    static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(of: byte, in: bytes) != nil
    }

    /// Candidates for a match are found with `memchr` on the pattern's first byte: nearly
    /// every line is searched for some phrase it does not hold.
    public static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = pattern.count
        guard count > 0, haystack.count >= count, let first = pattern.first else { return count == 0 ? 0 : nil }
        let last = haystack.count - count
        var offset = 0
        while offset <= last, let found = firstIndex(of: first, in: UnsafeBufferPointer(rebasing: haystack[offset...last])) {
            let candidate = offset + found
            if matches(pattern, in: haystack, at: candidate) {
                return candidate
            }
            offset = candidate + 1
        }
        return nil
    }

    /// Whether `pattern` is found in `bytes` at `offset` (the caller checks that it fits).
    @inline(__always)
    static func matches(_ pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in 0..<pattern.count where bytes[offset + index] != pattern[index] {
            return false
        }
        return true
    }

    /// Where `pattern` first occurs in `haystack`, counted from the haystack's start.
    static func firstIndex<Pattern: RandomAccessCollection<UInt8>, Haystack: RandomAccessCollection<UInt8>>(
        of pattern: Pattern, in haystack: Haystack
    ) -> Int? where Pattern.Index == Int, Haystack.Index == Int {
        let contiguous = haystack.withContiguousStorageIfAvailable { bytes in
            pattern.withContiguousStorageIfAvailable { firstIndex(of: $0, in: bytes) }
        }
        if let contiguous, let found = contiguous {
            return found
        }
        let count = pattern.count
        guard count > 0, haystack.count >= count, let first = pattern.first else { return count == 0 ? 0 : nil }
        let start = haystack.startIndex
        let patternStart = pattern.startIndex
        var index = start
        let last = haystack.endIndex - count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < count, haystack[index + matched] == pattern[patternStart + matched] {
                    matched += 1
                }
                if matched == count { return index - start }
            }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// `hasPrefix` on UTF-8 bytes: the standard one compares Characters, a hundred times slower
    /// on Chinese text and no more correct for fixed phrases.
    func beginsWith(_ prefix: String) -> Bool {
        UTF8Walk.withBytes(self) { bytes in
            UTF8Walk.withBytes(prefix) { pattern in
                bytes.count >= pattern.count && ByteSearch.matches(pattern, in: bytes, at: 0)
            }
        }
    }

    /// `hasSuffix` on UTF-8 bytes.
    func endsWith(_ suffix: String) -> Bool {
        UTF8Walk.withBytes(self) { bytes in
            UTF8Walk.withBytes(suffix) { pattern in
                bytes.count >= pattern.count && ByteSearch.matches(pattern, in: bytes, at: bytes.count - pattern.count)
            }
        }
    }
}

extension String {
    /// Every non-overlapping occurrence of `needle`, found on UTF-8 bytes.
    func byteRanges(of needle: String) -> [Range<String.Index>] {
        let offsets: [Int] = UTF8Walk.withBytes(self) { haystack in
            UTF8Walk.withBytes(needle) { pattern in
                var found: [Int] = []
                var offset = 0
                while offset < haystack.count, let at = ByteSearch.firstIndex(of: pattern, in: haystack[offset...]) {
                    found.append(offset + at)
                    offset += at + pattern.count
                }
                return found
            }
        }
        return offsets.map { offset in
            let lower = utf8.index(startIndex, offsetBy: offset)
            return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
        }
    }
}
