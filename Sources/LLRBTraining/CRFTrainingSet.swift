/// The marked sequences a CRF learns from: for each sequence, the feature rows active at each
/// position and the true label there. Rows index the `featureKeys` handed to
/// `CRFTrainer.train`, labels its `labelNames`, so that the set stays integers end to end.
public struct CRFTrainingSet: Sendable {
    /// `sequences[s][i]`: the feature rows active at position `i` of sequence `s`.
    public var sequences: [[[Int32]]]
    /// `labels[s][i]`: the true label id at position `i` of sequence `s`.
    public var labels: [[Int]]

    /// A set from its sequences and their labels, one label a position.
    public init(sequences: [[[Int32]]], labels: [[Int]]) {
        self.sequences = sequences
        self.labels = labels
    }
}
