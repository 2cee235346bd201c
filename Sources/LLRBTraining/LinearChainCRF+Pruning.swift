import LLRBLearning
import LLRBParser

extension LinearChainCRF {
    /// The model without the feature rows whose weights are all zero: under L1 most rows end
    /// that way, and a row that adds nothing to any score only costs file size and a table
    /// entry. Decoding gives the same labels, since a key the model lacks adds nothing either.
    public func pruned() -> LinearChainCRF {
        let labelCount = labels.count
        var keys: [UInt64] = []
        var weights: [Float] = []
        for (row, key) in featureKeys.enumerated() {
            let rowWeights = stateWeights[row * labelCount..<(row + 1) * labelCount]
            guard rowWeights.contains(where: { $0 != 0 }) else { continue }
            keys.append(key)
            weights.append(contentsOf: rowWeights)
        }
        return LinearChainCRF(
            labels: labels, featureKeys: keys, stateWeights: weights, transitions: transitions,
            startWeights: startWeights, endWeights: endWeights, metadata: metadata)
    }
}
