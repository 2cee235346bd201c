import Foundation

/// Byte sizes for people: `1234567` is `1.2 MB (1234567 bytes)`.
enum ByteCount {
    static func describe(_ bytes: Int) -> String {
        "\(megabytes(bytes)) (\(bytes) bytes)"
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
