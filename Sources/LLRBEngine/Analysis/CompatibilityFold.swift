import Foundation

/// The slow path of normalization: NFKC plus lower-casing of one rare scalar (`①`, `℃`, `Ⅻ`,
/// Kangxi radicals, compatibility ideographs, Greek and Cyrillic letters …). Foundation's NFKC
/// is ~60 MB/s, so the analyzer only comes here for scalars its fast table cannot answer.
/// Folding one scalar at a time cannot compose a base with a following combining mark
/// (half-width `ﾋﾞ` gives `ヒ`, a decomposed `é` gives `e`); such text is rare in these pages.
enum CompatibilityFold {
    /// The folded scalars of `scalar`, each with its class; they all map back to its offsets.
    static func fold(_ scalar: UInt32) -> [(AnalyzerClass, UInt32)] {
        guard let original = Unicode.Scalar(scalar) else { return [(.separator, scalar)] }
        let folded = String(Character(original)).precomposedStringWithCompatibilityMapping.lowercased()
        return folded.unicodeScalars.map { AnalyzerClass.ofFolded($0.value) }
    }
}
