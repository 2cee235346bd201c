import LLRBParser

/// A caption with its credits: `图为…义务植树 — 肖继旺 摄`.
enum CaptionFormatter {
    static func format(_ caption: Caption) -> String {
        let credits = caption.credits.map { credit in
            credit.role == "摄影" ? "\(credit.name) 摄" : "\(credit.role) \(credit.name)"
        }
        return credits.isEmpty ? caption.text : caption.text + " — " + credits.joined(separator: " ")
    }
}
