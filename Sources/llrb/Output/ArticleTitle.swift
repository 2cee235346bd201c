import LLRBParser

/// What a listing calls an article: its headline; a photo that belongs to no story (indexed as
/// an item holding only its caption) by the caption's opening words; else `(no headline)`.
enum ArticleTitle {
    /// Characters of a photo's caption shown as its title.
    static let photoCaptionPrefix = 24

    /// The words a listing uses for the two untitled kinds, in the reader's language.
    struct Labels {
        var photo: String
        var noHeadline: String

        static let english = Labels(photo: "(photo) ", noHeadline: "(no headline)")
        static let chinese = Labels(photo: "（图片）", noHeadline: "（无标题）")
    }

    static func text(of article: Article, labels: Labels = .english) -> String {
        if !article.headline.isEmpty { return article.headline }
        if isPhoto(article), let caption = article.captions.first {
            let opening = caption.text.prefix(photoCaptionPrefix)
            return labels.photo + opening + (opening.count < caption.text.count ? "…" : "")
        }
        return labels.noHeadline
    }

    /// A photo that belongs to no story: captions and no text.
    static func isPhoto(_ article: Article) -> Bool {
        article.body.isEmpty && article.captions.first.map { !$0.text.isEmpty } == true
    }

    /// The characters of the article's text: its body, or a photo's caption.
    static func characterCount(of article: Article) -> Int {
        article.body.isEmpty ? article.captions.reduce(0) { $0 + $1.text.count } : article.bodyText.count
    }
}
