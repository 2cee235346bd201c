import BenchKit
import Foundation

/// One hand-written page of `bench/realistic` as its author marked it (see docs/MARKING.md).
struct RealisticPage: Decodable {
    struct Story: Decodable {
        var first: Int
        var last: Int
        var headline: String
        var kicker: String?
        var subtitles: [String]
        var bylines: [Person]
        var headlineAfterBody: Bool
    }

    struct Person: Decodable {
        var role: String
        var name: String
    }

    struct Caption: Decodable {
        var first: Int
        var last: Int
        var text: String
        var credits: [String]
        /// The 1-based story the caption was printed in, nil for a photo standing alone.
        var story: Int?
    }

    /// One printed line's mark: `H`, `K`, `S`, `C` (caption), `R` (credit), `Fm`…`Fj`
    /// (furniture), `T` (text), and the 1-based story it was printed in.
    struct MarkedLine: Decodable {
        var line: Int
        var mark: String
        var story: Int?
    }

    struct Furniture: Decodable {
        var line: Int
        /// masthead, footer, banner, section or junk.
        var kind: String
        var text: String
    }

    var file: String
    /// markdown, plain or columns: the three layouts of the seeds.
    var family: String
    /// The publication day the page's own evidence fixes, nil when it fixes none.
    var date: String?
    /// Years named on the page that are no evidence of its date (other stories', plans).
    var otherYears: [Int]
    var furniture: [Furniture]
    var stories: [Story]
    var captions: [Caption]
    /// Every printed line with its mark, in order.
    var lines: [MarkedLine]

    /// Every `*.json` in `directory`, sorted by file name.
    static func load(from directory: URL) throws(BenchError) -> [RealisticPage] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw BenchError("cannot list \(directory.path): \(error.localizedDescription); give --truth bench/realistic/truth")
        }
        var pages: [RealisticPage] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            do {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                pages.append(try JSONDecoder().decode(RealisticPage.self, from: data))
            } catch {
                throw BenchError("\(name): \(error); rebuild it with bench/realistic/build.py")
            }
        }
        guard !pages.isEmpty else { throw BenchError("no truth files in \(directory.path)") }
        return pages
    }
}

/// The comparisons a reader would accept: OCR spaces, markdown marks, punctuation and
/// full-width forms are not what a field is scored on.
enum Fair {
    static func text(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping
        var kept = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars where !ignored(scalar) { kept.append(scalar) }
        return String(kept)
    }

    /// A caption read with or without its leading `图为` is the same caption.
    static func caption(_ text: String) -> String {
        let fair = Fair.text(text)
        return fair.hasPrefix("图为") ? String(fair.dropFirst(2)) : fair
    }

    /// `本报记者` and `记者` are one role, as are `本报通讯员` and `通讯员`.
    static func role(_ role: String) -> String {
        let fair = Fair.text(role)
        return fair.hasPrefix("本报") && fair.count > 2 ? String(fair.dropFirst(2)) : fair
    }

    private static func ignored(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
