import BenchKit
import Foundation

/// How many bytes of an index are stored article text and metadata (the `records` section of
/// each segment and, from format 5 on, the `text code` its texts are written in; docs/FORMAT.md),
/// so the index size can be given with and without them.
enum StoredBytesCommand {
    /// The footer's section numbers of the stored text, by segment format version.
    private static let storedSections: [UInt64: [Int]] = [4: [6], 5: [0, 1], 6: [0, 1], 7: [0, 1], 8: [0, 1], 9: [0, 1]]
    private static let trailerLength = 16

    static func run(_ options: Options) throws(BenchError) {
        let directory = try options.string("index")
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw BenchError("cannot list \(directory): \(error.localizedDescription)")
        }
        var total = 0
        for name in names where name.hasPrefix("segment-") && name.hasSuffix(".llrb") {
            total += try recordsLength(of: directory + "/" + name)
        }
        print(total)
    }

    private static func recordsLength(of path: String) throws(BenchError) -> Int {
        guard let data = FileManager.default.contents(atPath: path), data.count > trailerLength else {
            throw BenchError("cannot read segment \(path)")
        }
        let bytes = [UInt8](data)
        guard String(decoding: bytes.suffix(8), as: UTF8.self) == "LLRBEND\0" else {
            throw BenchError("\(path) has no segment trailer; is docs/FORMAT.md still version 1?")
        }
        let version = littleEndian(bytes, at: 8, width: 4)
        guard let sections = storedSections[version] else {
            throw BenchError("\(path) is segment format \(version), which llrb-bench does not know; see docs/FORMAT.md")
        }
        let footerLength = Int(littleEndian(bytes, at: bytes.count - 12, width: 4))
        let footer = bytes.count - trailerLength - footerLength
        guard footer >= 0, let last = sections.max(), Int(littleEndian(bytes, at: footer, width: 4)) > last else {
            throw BenchError("\(path): unexpected footer")
        }
        return sections.reduce(0) { total, section in
            total + Int(littleEndian(bytes, at: footer + 4 + section * 20 + 8, width: 8))
        }
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, width: Int) -> UInt64 {
        (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}
