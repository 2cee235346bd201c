import LLRBParser

/// The model file: written by training, read by every run that labels lines.
///
/// All integers little-endian; weights Float32 (their exact bits, so that a model read back
/// writes the same bytes and a retrained model can be compared byte for byte):
///
///     magic "LLRBCRF\0" (8) · version UInt32 (1) · label count L UInt32 · feature count F UInt32
///     · metadata length M UInt32
///     · L labels, each a UInt32 byte length and its UTF-8 · M bytes of UTF-8 metadata
///     · F feature keys UInt64 · F×L state weights · L×L transitions · L start · L end weights
///     · CRC-32 (IEEE) UInt32 of every byte before it
///
/// Float32 rather than Float16: a pruned model is small either way, and exact bits keep the
/// round trip trivially lossless.
extension LinearChainCRF {
    /// The format version `serialized()` writes and `init(serialized:)` reads.
    public static let formatVersion: UInt32 = 1

    private static let magic: [UInt8] = Array("LLRBCRF\0".utf8)

    /// The model as a model file's bytes.
    public func serialized() -> [UInt8] {
        var bytes = Self.magic
        let weightCount = stateWeights.count + transitions.count + startWeights.count + endWeights.count
        bytes.reserveCapacity(64 + metadata.utf8.count + labels.count * 32 + featureKeys.count * 8 + weightCount * 4)
        for count in [Self.formatVersion, UInt32(labels.count), UInt32(featureKeys.count), UInt32(metadata.utf8.count)] {
            bytes.appendLittleEndian(count)
        }
        for label in labels {
            bytes.appendLittleEndian(UInt32(label.utf8.count))
            bytes.append(contentsOf: label.utf8)
        }
        bytes.append(contentsOf: metadata.utf8)
        for key in featureKeys { bytes.appendLittleEndian(key) }
        for weights in [stateWeights, transitions, startWeights, endWeights] {
            for weight in weights { bytes.appendLittleEndian(weight.bitPattern) }
        }
        bytes.appendLittleEndian(ModelChecksum.crc32(bytes[...]))
        return bytes
    }

    /// The model in `bytes`, checked whole: any damage throws a `ModelFormatError` saying what
    /// to do, and nothing in the bytes can make reading trap or allocate beyond their size.
    public init(serialized bytes: some Collection<UInt8>) throws(ModelFormatError) {
        var reader = ModelReader(Array(bytes))
        guard reader.bytes.starts(with: Self.magic.prefix(reader.bytes.count)) else { throw .wrongMagic }
        guard reader.skip(Self.magic.count) else { throw .truncated(part: "header") }
        let version = try reader.uint32("header")
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        let labelCount = try reader.uint32("header")
        let featureCount = try reader.uint32("header")
        let metadataCount = try reader.uint32("header")
        guard labelCount > 0 else { throw .implausibleCounts(labels: labelCount, features: featureCount) }

        var labels: [String] = []
        for _ in 0..<labelCount {
            let length = try reader.uint32("label names")
            labels.append(try reader.text(count: Int(length), part: "label names"))
        }
        let metadata = try reader.text(count: Int(metadataCount), part: "metadata")

        let (L, F) = (Int(labelCount), Int(featureCount))
        let (stateCount, overflow) = F.multipliedReportingOverflow(by: L)
        guard !overflow, stateCount <= Int(UInt32.max) else {
            throw .implausibleCounts(labels: labelCount, features: featureCount)
        }
        guard F <= Int(Int32.max) else { throw .implausibleCounts(labels: labelCount, features: featureCount) }
        guard F <= reader.remaining / 8 else { throw .truncated(part: "feature keys") }
        let featureKeys = try (0..<F).map { _ throws(ModelFormatError) in try reader.uint64("feature keys") }
        if let duplicate = FeatureRows(featureKeys).duplicate { throw .duplicateFeatureKey(duplicate) }
        var weightIndex = 0
        func weights(_ count: Int, _ part: String) throws(ModelFormatError) -> [Float] {
            guard count <= reader.remaining / 4 else { throw .truncated(part: part) }
            return try (0..<count).map { _ throws(ModelFormatError) in
                let weight = Float(bitPattern: try reader.uint32(part))
                guard weight.isFinite else { throw .nonFiniteWeight(index: weightIndex) }
                weightIndex += 1
                return weight
            }
        }
        let stateWeights = try weights(stateCount, "state weights")
        let transitions = try weights(L * L, "transition weights")
        let startWeights = try weights(L, "start weights")
        let endWeights = try weights(L, "end weights")

        let computed = ModelChecksum.crc32(reader.bytes[..<reader.offset])
        let stored = try reader.uint32("checksum")
        guard stored == computed else { throw .checksumMismatch(stored: stored, computed: computed) }
        guard reader.remaining == 0 else { throw .trailingBytes(count: reader.remaining) }

        self.init(
            labels: labels, featureKeys: featureKeys, stateWeights: stateWeights, transitions: transitions,
            startWeights: startWeights, endWeights: endWeights, metadata: metadata)
    }
}

/// A cursor over a model file's bytes whose every read checks the length first.
private struct ModelReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    mutating func skip(_ count: Int) -> Bool {
        guard count <= remaining else { return false }
        offset += count
        return true
    }

    mutating func uint32(_ part: String) throws(ModelFormatError) -> UInt32 {
        UInt32(truncatingIfNeeded: try integer(byteCount: 4, part))
    }

    mutating func uint64(_ part: String) throws(ModelFormatError) -> UInt64 {
        try integer(byteCount: 8, part)
    }

    mutating func text(count: Int, part: String) throws(ModelFormatError) -> String {
        guard count <= remaining else { throw .truncated(part: part) }
        let slice = bytes[offset..<offset + count]
        offset += count
        guard let text = String(validating: slice, as: UTF8.self) else { throw .invalidText(part: part) }
        return text
    }

    private mutating func integer(byteCount: Int, _ part: String) throws(ModelFormatError) -> UInt64 {
        guard byteCount <= remaining else { throw .truncated(part: part) }
        var value: UInt64 = 0
        for index in 0..<byteCount { value |= UInt64(bytes[offset + index]) << (8 * index) }
        offset += byteCount
        return value
    }
}

/// CRC-32 (IEEE, reflected 0xEDB88320), the checksum the index files use too; a byte a step,
/// since a model is read once per run and is small.
private enum ModelChecksum {
    private static let table: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes { crc = (crc >> 8) ^ table[Int((crc ^ UInt32(byte)) & 0xFF)] }
            return ~crc
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate mutating func appendLittleEndian<Integer: FixedWidthInteger>(_ value: Integer) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
