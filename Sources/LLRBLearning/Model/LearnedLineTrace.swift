import LLRBParser

/// One line as the learned labeller read it, for `llrb parse --learned --explain`: its label,
/// how sure the model is of it against the next likeliest label, and the features that set the
/// two apart most (each one's weight for the label less its weight for the runner-up: positive
/// where it chose the label, negative where it leaned to the runner-up).
public struct LearnedLineTrace: Codable, Hashable, Sendable {
    public struct Weight: Codable, Hashable, Sendable {
        public var feature: String
        public var weight: Double
    }

    public var lines: SourceLines
    public var text: String
    public var label: String
    public var probability: Double
    public var runnerUp: String
    public var runnerUpProbability: Double
    public var weightiest: [Weight]
}
