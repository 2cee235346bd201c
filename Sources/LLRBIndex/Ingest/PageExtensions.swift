
/// The extensions of the files a walk takes from folders (`--ext`), matched against a name's
/// bytes: the ASCII ones (nearly always) without making a String, or an array, of each name.
struct PageExtensions: Sendable {
    private let ascii: [[UInt8]]
    private let others: Set<String>

    /// `extensions` as the user gave them, with or without their dot, in any case.
    init(_ extensions: Set<String>) {
        let folded = Set(extensions.map { String($0.lowercased().trimmingPrefix(".")) })
        ascii = folded.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.map { Array($0.utf8) }
        others = folded.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// Whether `name` is more than a dot and one of the extensions (in any case).
    func contains(_ name: UnsafeRawBufferPointer) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return false }
        let suffix = UnsafeRawBufferPointer(rebasing: name[(dot + 1)...])
        if suffix.allSatisfy({ $0 < 0x80 }) {
            return ascii.contains { $0.count == suffix.count && zip($0, suffix).allSatisfy { $0 == Self.lowercased($1) } }
        }
        return others.contains(String(decoding: suffix, as: UTF8.self).lowercased())
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
