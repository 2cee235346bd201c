import BenchKit
import Foundation
import LLRBLearning
import LLRBParser
import LLRBTraining

/// The pages of `bench/realistic` as training data: each page's text, its truth, the features
/// the parser computes of its reading lines and the label its marks give each, and the set it
/// belongs to (the letter of its name; `c`, `m` and `p` together are `tuned`, `hc`, `hm`, `hp`
/// are `h`), which cross-validation leaves out one at a time.
struct MarkedPages {
    struct Entry {
        let set: String
        let text: String
        let truth: RealisticPage
        let marked: LineModelTraining.MarkedPage
    }

    let entries: [Entry]

    init(pages: String, truth: String) throws(BenchError) {
        var entries: [Entry] = []
        for page in try RealisticPage.load(from: URL(fileURLWithPath: truth)) {
            let path = pages + "/" + page.file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw BenchError("cannot read \(path); give --pages bench/realistic/pages")
            }
            let labels = page.labels(readingLines: PageParser.readingLines(text: text))
            let marked = LineModelTraining.MarkedPage(name: page.file, features: PageParser.lineFeatures(text: text), labels: labels)
            entries.append(Entry(set: Self.set(of: page.file), text: text, truth: page, marked: marked))
        }
        self.entries = entries
    }

    /// The sets in the order they were written (the tuned pages first, then h, x, y, z, w, …, a, b, ea…ed).
    var sets: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.set) { seen.append(entry.set) }
        let order = ["tuned", "h", "x", "y", "z", "w", "v", "u", "t", "s", "r", "q", "o", "n", "k", "j", "g", "d", "l", "f", "a", "b", "ea", "eb", "ec", "ed"]
        return seen.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
    }

    static func set(of file: String) -> String {
        let letters = String(file.prefix { $0.isLetter })
        if ["c", "m", "p"].contains(letters) { return "tuned" }
        return letters.hasPrefix("h") ? "h" : letters
    }

    /// An FNV-1a digest of every page's text and truth, in order: what a model records it was
    /// trained on.
    func digest(of chosen: [Entry]) -> String {
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        for entry in chosen {
            for byte in Array(entry.truth.file.utf8) + [0] + Array(entry.text.utf8) + [0] {
                digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3
            }
            for label in entry.marked.labels {
                for byte in Array(label.name.utf8) + [0] { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
            }
        }
        return String(digest, radix: 16)
    }
}
