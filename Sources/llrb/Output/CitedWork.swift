import Foundation
import LLRBParser

/// What a citation names before the newspaper: who made the article and its title, the same in
/// every format (GB/T 7714, BibTeX, CSL-JSON) and on the web reader's article page.
///
/// A photo (an article of captions and no text, `ArticleTitle.isPhoto`) is made by whoever its
/// credits name: GB/T 7714-2015 takes as creator (主要责任者) whoever is responsible for a work's
/// artistic content, and words a role other than writing after the names (`金吾伦, 胡新和, 译`),
/// so `肖继旺 摄` is cited `肖继旺, 摄`. The paper prints no title over such a photo: its title is
/// supplied from the caption's `图为…` sentence, in brackets as the standard marks what the
/// cataloguer supplied.
struct CitedWork {
    var creators: [String]
    /// The role printed after the creators (`摄`, `提供`), or nil for writers.
    var role: String?
    var title: String

    /// A photo's credit as the paper prints it (`肖继旺 摄`, `薛力娜 张志茹 摄`), for BibTeX's and
    /// CSL-JSON's `note`.
    var credit: String? {
        role.map { (creators + [$0]).joined(separator: " ") }
    }

    /// Characters of a caption's sentence kept as a photo's supplied title.
    static let suppliedTitleLimit = 40
    /// Between a headline and its subtitle (GB/T 7714's 其他题名信息): a Chinese title takes the
    /// full-width colon, as the paper prints its own (`孝义市：坚持创新为上`).
    static let subtitleSeparator = "："

    init(_ article: Article) {
        let credits = ArticleTitle.isPhoto(article) ? Self.photoCredits(article) : nil
        creators = credits?.names ?? BylineFormatter.names(article.bylines)
        role = credits?.role
        if !article.headline.isEmpty {
            title = article.headline + (article.subheadlines.first.map { Self.subtitleSeparator + $0 } ?? "")
        } else if let description = ArticleTitle.isPhoto(article) ? Self.description(of: article.captions) : nil {
            title = "[" + description + "]"
        } else {
            title = "[无题]" + (article.subheadlines.first.map { Self.subtitleSeparator + $0 } ?? "")
        }
    }

    /// The photographers (`摄`), else whoever supplied the photo (`提供`), once each.
    private static func photoCredits(_ article: Article) -> (names: [String], role: String)? {
        let credits = article.captions.flatMap(\.credits)
        for (role, printed) in [(Byline.photographerRole, "摄"), (Byline.supplierRole, "提供")] {
            let names = BylineFormatter.names(credits.filter { $0.role == role })
            if !names.isEmpty { return (names, printed) }
        }
        return nil
    }

    /// The caption's sentence that says what the photo shows (`图为…`), else its first sentence.
    private static func description(of captions: [Caption]) -> String? {
        let sentences = captions.flatMap { caption in
            caption.text.split(whereSeparator: { "。！？!?".contains($0) })
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        guard let sentence = sentences.first(where: { $0.hasPrefix("图为") }) ?? sentences.first else { return nil }
        return sentence.count > suppliedTitleLimit ? sentence.prefix(suppliedTitleLimit) + "…" : sentence
    }
}
