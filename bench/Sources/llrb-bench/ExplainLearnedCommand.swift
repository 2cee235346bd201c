import BenchKit
import Foundation
import LLRBLearning
import LLRBParser

/// `llrb-bench explain-learned --page FILE [--model PATH]`: each reading line of the page file as the learned
/// labeller reads it (its label and probability, the runner-up's, the features that set the two
/// apart most), with what the model was trained on, as one JSON object. The research view of the
/// learned reader, which the llrb binary no longer carries (issue 76, point 5).
enum ExplainLearnedCommand {
    struct Explained: Encodable {
        var model: String
        var pages: [[LearnedLineTrace]]
    }

    static func run(_ options: Options) throws(BenchError) {
        let path = try options.string("page")
        let model = try LineModelFile.load(options)
        let pages: [[LearnedLineTrace]]
        do { pages = try PageParser.explainLearned(contentsOf: URL(fileURLWithPath: path), model: model) } catch {
            throw BenchError(error.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let json = try encoder.encode(Explained(model: PageParser.lineModelDescription(of: model), pages: pages))
            FileHandle.standardOutput.write(json + Data("\n".utf8))
        } catch {
            throw BenchError("cannot encode the explanation: \(error)")
        }
    }
}
