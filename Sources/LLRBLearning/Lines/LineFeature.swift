import LLRBParser

/// One feature of a line (see `LineFeatures`): a template and its value, keyed by one integer
/// (the template in the top 16 bits), which is all the model stores of it.
public struct LineFeature: Hashable, Sendable {
    public let template: FeatureTemplate
    public let value: Int

    init(_ template: FeatureTemplate, _ value: Int) {
        self.template = template
        self.value = value
    }

    public var key: UInt64 {
        UInt64(template.rawValue) << 48 | UInt64(truncatingIfNeeded: value) & 0xFFFF_FFFF_FFFF
    }

    /// The feature a key stands for.
    public init?(key: UInt64) {
        guard let template = FeatureTemplate(rawValue: UInt16(key >> 48)) else { return nil }
        self.init(template, Int(key & 0xFFFF_FFFF_FFFF))
    }

    /// As `parse --explain` shows it: `rule=byline`, `next.rule=news-lead`, `first=“`.
    public var name: String {
        "\(template.name)=\(template.describe(value))"
    }
}

/// The kinds of feature, each a question asked of every line. Raw values are stored in models:
/// a template keeps its number for good, and a new one takes the next.
public enum FeatureTemplate: UInt16, CaseIterable, Sendable {
    case bias = 1, rule, level, length, relativeLength, levelWithLength
    case endsSentence, sentencePunctuation, hanGaps, letterSpaced, firstScalar, firstPair, lastScalar
    case byline, closingNames, opensWithBylineMark, lead, credit, endsInCredit, captionOpening, jump, endsWithJump
    case masthead, footer, noise, subtitleShape, headlineShape, openingHeadlineShape, rubric, columnWord, slogan
    case kickerWording, noticeTitle, noticeField, tableRow
    case fromTop, fromBottom
    case before2, before, after, after2
    case beforeLevel, afterLevel, beforeLength, afterLength, beforeEndsSentence, afterEndsSentence
    case ruleAfterRule, ruleBeforeRule, levelAfterLevel, levelBeforeLevel
    case ruleOpeningPage, ruleClosingPage, ruleOnMarkedPage, ruleByPageWidth, ruleByPageOpening, ruleByPageClosing
    case sharesBelow, sharesAbove, sharedSide
    case ruleBySide, ruleAfterRuleBySide, ruleBeforeRuleBySide, creditBelow, creditAbove, leadBelow, leadAbove
    case beforeLevelWithLength, afterLevelWithLength, beforeLast, afterFirst, headRun, lastPair
    case cohesion, cohesionByRule

    var name: String {
        switch self {
        case .before2: "before2.rule"
        case .before: "before.rule"
        case .after: "after.rule"
        case .after2: "after2.rule"
        default: "\(self)"
        }
    }

    /// The value as a reader would say it.
    func describe(_ value: Int) -> String {
        switch self {
        case .rule, .before2, .before, .after, .after2, .ruleOpeningPage, .ruleClosingPage, .ruleOnMarkedPage:
            Self.rule(value)
        case .ruleAfterRule, .ruleBeforeRule, .ruleByPageOpening, .ruleByPageClosing:
            "\(Self.rule(value / 128))|\(Self.rule(value % 128))"
        case .ruleBySide:
            "\(Self.side(value / 128))|\(Self.rule(value % 128))"
        case .ruleAfterRuleBySide, .ruleBeforeRuleBySide:
            "\(Self.side(value / 16384))|\(Self.rule(value / 128 % 128))|\(Self.rule(value % 128))"
        case .ruleByPageWidth:
            "\(Self.length(value / 128))|\(Self.rule(value % 128))"
        case .sharedSide:
            "\(["none", "below", "above", "even"][min(value / 128, 3)])|\(Self.rule(value % 128))"
        case .length, .beforeLength, .afterLength:
            Self.length(value)
        case .cohesion:
            Self.cohesion(value)
        case .cohesionByRule:
            "\(Self.cohesion(value / 128))|\(Self.rule(value % 128))"
        case .headRun:
            "\(value / 4) over|\(value % 4) under"
        case .levelWithLength, .beforeLevelWithLength, .afterLevelWithLength:
            "\(value / 32)|\(Self.length(value % 32))"
        case .levelAfterLevel, .levelBeforeLevel:
            "\(value / 8)|\(value % 8)"
        case .firstScalar, .lastScalar, .beforeLast, .afterFirst:
            Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String($0) } ?? "\(value)"
        case .firstPair, .lastPair:
            [value >> 21, value & 0x1F_FFFF].compactMap { Unicode.Scalar(UInt32(truncatingIfNeeded: $0)).map { String($0) } }.joined()
        default:
            "\(value)"
        }
    }

    private static func rule(_ index: Int) -> String {
        LabelRules.lineRules.indices.contains(index) ? LabelRules.lineRules[index].id : index == 126 ? "edge" : "none"
    }

    private static func cohesion(_ value: Int) -> String {
        value == 5 ? "no text above" : value == 6 ? "no words" : "\(value)/4 above"
    }

    private static func side(_ value: Int) -> String {
        ["above", "below", "clearly below"][min(value, 2)]
    }

    private static func length(_ bucket: Int) -> String {
        let bounds = LengthBucket.bounds
        guard bucket < bounds.count else { return ">\(bounds[bounds.count - 1])" }
        let low = bucket == 0 ? 0 : bounds[bucket - 1] + 1
        return low == bounds[bucket] ? "\(low)" : "\(low)-\(bounds[bucket])"
    }
}
