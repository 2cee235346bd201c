import LLRBParser

/// Gives each reading line of a page its label with a trained model: the features of every
/// line (`LineFeatures`), the model's best sequence of labels over the page (Viterbi), and, when
/// asked, each line's margin over its next likeliest label and the features that weighed most.
struct LearnedLabeller {
    let model: LinearChainCRF
    /// The model's label index of each `LineLabel`, and back.
    private let labels: [LineLabel]

    init(model: LinearChainCRF) {
        self.model = model
        // Models are checked on loading (`LineModel`) and made by training over `LineLabel.all`.
        precondition(model.labels == LineLabel.all.map(\.name), "a model of other labels than LineLabel.all")
        labels = LineLabel.all
    }

    /// The rows of the model each line's features weigh on (features the model never saw
    /// weigh nothing).
    func observations(_ features: [[LineFeature]]) -> [[Int32]] {
        features.map { line in line.compactMap { model.row(of: $0.key) } }
    }

    /// The labels of `lines` (reading lines), their features mapped to the model's rows line by
    /// line and never kept: the best sequence of labels that keeps to `constraints` (a reader's
    /// corrections), each a step of decoding.
    func labels(ofLines lines: [Line], constraints: [StructureConstraint] = []) -> [LineLabel] {
        var observed: [[Int32]] = []
        observed.reserveCapacity(lines.count)
        LineFeatures.forEachLine(of: lines) { features in
            observed.append(features.compactMap { model.row(of: $0.key) })
        }
        guard !constraints.isEmpty else {
            return model.bestLabels(observed, allowed: opensNoStoryAbove).map { labels[$0] }
        }
        let constrained = StructureConstraint.byPosition(constraints, of: lines)
        var rules = constrained.mapValues { constraints in constraints.filter { !$0.joinsStoryAbove }.map { constraint in
            { (label: LineLabel) in constraint.allows(label) }
        } }
        // A line that goes on with the story above: read first without it, that story is the one
        // the last line in a story before it belongs to, and no line between may open another.
        let joins = constrained.filter { $0.value.contains(where: \.joinsStoryAbove) }.keys
        if !joins.isEmpty {
            let first = decode(observed, rules, constrained)
            for position in joins {
                rules[position, default: []].append { $0.place == .inside }
                guard let above = (0..<position).last(where: { first[$0].place != .outside }) else { continue }
                for between in (above + 1)..<position {
                    rules[between, default: []].append { $0.place != .opens }
                }
            }
        }
        return decode(observed, rules, constrained)
    }

    /// The best labels keeping to `rules` by position (with the page's first line kept from
    /// being inside a story; where the rules leave a line no label, that rule alone) and to the
    /// constraints on pairs of lines in `constrained`.
    private func decode(_ observed: [[Int32]], _ rules: [Int: [(LineLabel) -> Bool]],
                        _ constrained: [Int: [StructureConstraint]]) -> [LineLabel] {
        let kept = rules.filter { position, rules in
            labels.indices.contains { label in opensNoStoryAbove(position, label) && rules.allSatisfy { $0(labels[label]) } }
        }
        let follows = constrained.filter { $0.key > 0 }.mapValues { constraints in
            { (from: Int, to: Int) in constraints.allSatisfy { $0.allows(labels[to], after: labels[from]) } }
        }
        return model.bestLabels(observed, allowed: { position, label in
            opensNoStoryAbove(position, label) && kept[position].map { $0.allSatisfy { $0(labels[label]) } } ?? true
        }, follows: follows).map { labels[$0] }
    }

    /// A hard constraint, decided as a step of decoding: the page's first line has no story
    /// above it to be inside of.
    private func opensNoStoryAbove(_ position: Int, _ label: Int) -> Bool {
        position > 0 || labels[label].place != .inside
    }

    /// One line's reading as `explain-learned` shows it: its label (the page's best sequence's),
    /// the probability the model gives it and the likeliest other label's (each line's marginals:
    /// the runner-up may be likelier than the label alone), and the features that set the two
    /// apart most (each one's weight for the label less its weight for the runner-up: positive
    /// where it chose the label).
    struct Reading {
        let label: LineLabel
        let probability: Float
        let runnerUp: LineLabel
        let runnerUpProbability: Float
        let weightiest: [(feature: LineFeature, weight: Float)]
    }

    func readings(of features: [[LineFeature]], weightiest count: Int = 4) -> [Reading] {
        let observed = observations(features)
        let best = model.bestLabels(observed, allowed: opensNoStoryAbove)
        let marginals = model.marginals(observed)
        return best.indices.map { position in
            let chosen = best[position]
            let probabilities = marginals[position]
            let runnerUp = probabilities.indices.filter { $0 != chosen }.max { probabilities[$0] < probabilities[$1] } ?? chosen
            let weighed: [(LineFeature, Float)] = features[position].compactMap { feature in
                guard let row = model.row(of: feature.key) else { return nil }
                let weights = Int(row) * model.labels.count
                let weight = model.stateWeights[weights + chosen] - model.stateWeights[weights + runnerUp]
                return weight == 0 ? nil : (feature, weight)
            }
            return Reading(label: labels[chosen], probability: probabilities[chosen], runnerUp: labels[runnerUp],
                           runnerUpProbability: probabilities[runnerUp],
                           weightiest: Array(weighed.sorted { abs($0.1) > abs($1.1) }.prefix(count)))
        }
    }
}
