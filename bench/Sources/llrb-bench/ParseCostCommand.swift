import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// `llrb-bench parse --pages DIR --reader rules|learned [--model PATH] [--digest]`: parses every `.txt` under DIR with one
/// of the parser's two readers, the rule parser (`PageParser.pages(text:source:)`) or the learned
/// one (`PageParser.pages(text:source:model:)` with the model of `LineModelFile`), and prints files,
/// input bytes and articles. What callgrind runs to count each reader's instructions per input
/// byte (issue 62): every file is read and decoded, and the model loaded, before the first parse,
/// so the cost under the reader's entry point is parsing alone; `parseAll` holds the parsing loop
/// and, with `--digest`, a digest of every page read (as JSON), outside the reader's entry point:
/// what shows that a change to a reader's cost left its reading byte for byte.
enum ParseCostCommand {
    enum Reader: String {
        case rules, learned
    }

    /// One decoded page file: its path (the parser's `source`, which may date the page) and text.
    struct Input {
        let path: String
        let text: String
    }

    static func run(_ options: Options) throws(BenchError) {
        let directory = try options.string("pages")
        guard let reader = Reader(rawValue: try options.string("reader")) else {
            throw BenchError("--reader must be rules or learned")
        }
        let paths = try textFiles(under: directory)
        guard !paths.isEmpty else { throw BenchError("no .txt files under \(directory)") }
        var inputs: [Input] = []
        inputs.reserveCapacity(paths.count)
        var bytes = 0
        for path in paths {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw BenchError("cannot read \(path): \(error.localizedDescription)")
            }
            bytes += data.count
            do { inputs.append(Input(path: path, text: try TextDecoder.decode(data, source: path))) } catch {
                throw BenchError("cannot decode \(path): \(error)")
            }
        }
        let model = reader == .learned ? try LineModelFile.load(options) : nil
        let (pages, articles, digest) = try parseAll(inputs, model: model, digest: options.flag("digest"))
        print("reader\tfiles\tbytes\tpages\tarticles" + (digest == nil ? "" : "\tdigest"))
        print("\(reader.rawValue)\t\(inputs.count)\t\(bytes)\t\(pages)\t\(articles)"
            + (digest.map { "\t" + String($0, radix: 16) } ?? ""))
    }

    /// Parses every input with the rule parser, or with `model` when one is given: pages and
    /// articles read, and with `digest` the FNV-1a digest of every page's JSON in turn.
    @inline(never)
    static func parseAll(_ inputs: [Input], model: LinearChainCRF?, digest: Bool) throws(BenchError) -> (pages: Int, articles: Int, digest: UInt64?) {
        var pages = 0
        var articles = 0
        var hash: UInt64? = digest ? 0xCBF2_9CE4_8422_2325 : nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for input in inputs {
            let read = model.map { PageParser.pages(text: input.text, source: input.path, model: $0) }
                ?? PageParser.pages(text: input.text, source: input.path)
            pages += read.count
            articles += read.reduce(0) { $0 + $1.articles.count }
            if var running = hash {
                for page in read {
                    let json: Data
                    do { json = try encoder.encode(page) } catch {
                        throw BenchError("cannot encode a page of \(input.path): \(error)")
                    }
                    for byte in json {
                        running = (running ^ UInt64(byte)) &* 0x100_0000_01B3
                    }
                }
                hash = running
            }
        }
        return (pages, articles, hash)
    }

    /// Every `.txt` file under `directory`, at any depth, sorted by path.
    static func textFiles(under directory: String) throws(BenchError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BenchError("\(directory) is no folder")
        }
        guard let walker = FileManager.default.enumerator(atPath: directory) else {
            throw BenchError("cannot list \(directory)")
        }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".txt") { paths.append(directory + "/" + relative) }
        }
        return paths.sorted()
    }
}
