import BenchKit
import Foundation

/// How many bytes of an index are stored article text and metadata (the `records` section of
/// each segment, docs/FORMAT.md), so the index size can be given with and without them.
enum StoredBytesCommand {
    private static let recordsSection = 6
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
        let footerLength = Int(littleEndian(bytes, at: bytes.count - 12, width: 4))
        let footer = bytes.count - trailerLength - footerLength
        guard footer >= 0, Int(littleEndian(bytes, at: footer, width: 4)) > recordsSection else {
            throw BenchError("\(path): unexpected footer")
        }
        let entry = footer + 4 + recordsSection * 20
        return Int(littleEndian(bytes, at: entry + 8, width: 8))
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, width: Int) -> UInt64 {
        (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}
