import LLRBLearning
import LLRBParser

/// A second author's truth of the same pages, as a `Page` the scorer can take in the parser's
/// place: how far two readers agree bounds what a parser can be asked to score against either.
extension RealisticPage {
    var asReading: Page {
        let articles = stories.map { story in
            Article(headline: story.headline, kicker: story.kicker, subheadlines: story.subtitles,
                    bylines: story.bylines.map { Byline(role: $0.role, name: $0.name) },
                    lines: SourceLines(first: story.first, last: story.last))
        }
        let captions = captions.map { caption in
            LLRBParser.Caption(text: caption.text,
                               credits: caption.credits.map { Byline(role: Byline.photographerRole, name: $0) },
                               lines: SourceLines(first: caption.first, last: caption.last))
        }
        let aside = furniture.map { NoiseLine(text: $0.text, reason: $0.kind, lines: SourceLines(line: $0.line)) }
        return Page(date: date, articles: articles, captions: captions, noise: aside)
    }
}
