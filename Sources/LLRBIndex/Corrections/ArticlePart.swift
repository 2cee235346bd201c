import LLRBParser

/// A piece of an article's text a correction can find words in: a part of the headline block,
/// a paragraph, a caption.
enum ArticlePart: Hashable {
    case kicker
    case headline
    case subheadline(Int)
    case paragraph(Int)
    case caption(Int)
}

extension Article {
    /// Every part that has text, in reading order.
    var parts: [ArticlePart] {
        var parts: [ArticlePart] = []
        if kicker?.isEmpty == false { parts.append(.kicker) }
        if !headline.isEmpty { parts.append(.headline) }
        parts += subheadlines.indices.map(ArticlePart.subheadline)
        parts += body.indices.map(ArticlePart.paragraph)
        parts += captions.indices.map(ArticlePart.caption)
        return parts
    }

    /// The page lines a part was read from; a headline block's parts share the block's lines
    /// (or the article's first, when the parser kept none).
    func lines(of part: ArticlePart) -> SourceLines {
        switch part {
        case .kicker, .headline, .subheadline: headlineLines ?? SourceLines(line: lines.first)
        case .paragraph(let index): body[index].lines
        case .caption(let index): captions[index].lines
        }
    }

    func text(of part: ArticlePart) -> String {
        switch part {
        case .kicker: kicker ?? ""
        case .headline: headline
        case .subheadline(let index): subheadlines[index]
        case .paragraph(let index): body[index].text
        case .caption(let index): captions[index].text
        }
    }

    mutating func setText(_ text: String, of part: ArticlePart) {
        switch part {
        case .kicker: kicker = text.isEmpty ? nil : text
        case .headline: headline = text
        case .subheadline(let index): subheadlines[index] = text
        case .paragraph(let index): body[index].text = text
        case .caption(let index): captions[index].text = text
        }
    }

    /// Takes a part out of the article (a headline becomes empty).
    mutating func remove(_ part: ArticlePart) {
        switch part {
        case .kicker: kicker = nil
        case .headline: headline = ""
        case .subheadline(let index): subheadlines.remove(at: index)
        case .paragraph(let index): body.remove(at: index)
        case .caption(let index): captions.remove(at: index)
        }
    }
}
