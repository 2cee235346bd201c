import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written through a large buffer: the archive is written in thousands of small pieces.
final class BufferedFile {
    private let handle: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    let path: String

    init(path: String) throws(CorpusError) {
        guard let handle = fopen(path, "wb") else {
            throw CorpusError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        self.handle = handle
        self.path = path
        buffer.reserveCapacity(1 << 20)
    }

    func write(_ bytes: [UInt8]) throws(CorpusError) {
        buffer += bytes
        if buffer.count >= 1 << 20 { try flush() }
    }

    func write(_ bytes: ArraySlice<UInt8>) throws(CorpusError) {
        buffer += bytes
        if buffer.count >= 1 << 20 { try flush() }
    }

    func close() throws(CorpusError) {
        try flush()
        guard fclose(handle) == 0 else { throw CorpusError("cannot finish writing \(path)") }
    }

    private func flush() throws(CorpusError) {
        let written = buffer.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == buffer.count else { throw CorpusError("cannot write \(path): disk full?") }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes a whole small file at once.
    static func writeWhole(_ bytes: [UInt8], to path: String) throws(CorpusError) {
        let file = try BufferedFile(path: path)
        try file.write(bytes)
        try file.close()
    }
}

/// A failure of the generator, with what to do about it.
struct CorpusError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
