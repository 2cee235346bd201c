/// How often each character occurs in the field texts of a segment being written: what its
/// `TextCode` is built from. Characters of the Basic Multilingual Plane, all a Chinese page
/// uses, are counted in a flat table, one increment each; the rest in a dictionary.
package struct TextSymbolCounts {
    private var basic = [UInt64](repeating: 0, count: 0x10000)
    private var supplementary: [UInt32: UInt64] = [:]

    /// Counts the characters of UTF-8, each as `CodedText` will code it (`UTF8Coding.decode`).
    package mutating func add(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        var index = 0
        let count = utf8.count
        basic.withUnsafeMutableBufferPointer { table in
            while index < count {
                let (scalar, length) = UTF8Coding.decode(base, at: index, count: count)
                if scalar < 0x10000 {
                    table[Int(scalar)] &+= 1
                } else {
                    supplementary[scalar, default: 0] &+= 1
                }
                index &+= length
            }
        }
    }

    /// The characters counted, ascending, each with its count.
    package var counted: (scalars: [UInt32], counts: [UInt64]) {
        var scalars: [UInt32] = [], counts: [UInt64] = []
        for (scalar, count) in basic.enumerated() where count > 0 {
            scalars.append(UInt32(scalar))
            counts.append(count)
        }
        for (scalar, count) in supplementary.sorted(by: { $0.key < $1.key }) {
            scalars.append(scalar)
            counts.append(count)
        }
        return (scalars, counts)
    }
}
