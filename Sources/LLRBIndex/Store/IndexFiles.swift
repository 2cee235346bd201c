/// The names of the files in an index directory.
enum IndexFiles {
    static let manifest = "MANIFEST"
    static let manifestTemporary = "MANIFEST.tmp"
    static let lock = "LOCK"
    static let segmentPrefix = "segment-"
    static let segmentSuffix = ".llrb"

    static func segment(_ number: UInt64) -> String {
        let digits = String(number)
        return segmentPrefix + String(repeating: "0", count: max(0, 8 - digits.count)) + digits + segmentSuffix
    }

    static func isSegment(_ name: String) -> Bool {
        name.hasPrefix(segmentPrefix) && name.hasSuffix(segmentSuffix)
    }
}
