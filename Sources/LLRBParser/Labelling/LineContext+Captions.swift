extension LineContext {
    /// Most lines a caption runs to (its `图为…` line included) when no credit ends it sooner.
    static let captionMaxLines = 4
    /// Longest line read as a photo's description above its credit: a caption says who or what
    /// the photo shows in a sentence or two (`农民在田间查看小麦长势。`), where a story's paragraph
    /// runs longer.
    static let describedPhotoMaxLength = 60
    /// Longest line read as a photo news item's text when its credit ends it (`11月20日，…休闲时光。
    /// 记者 郭炳中 摄`): a few sentences, as `ArticleAssembler.photoNewsMaxLength`.
    static let creditedTextMaxLength = 200

    /// `农民在田间查看小麦长势。` / `刘生锋 摄`: a short paragraph of its own right above a
    /// photographer's credit describes the photo, whether or not it opens with `图为`: it is the caption, not
    /// the last paragraph of the story around it.
    static func promoteLinesOverCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated().dropLast() where kinds[index] == .body {
            // A photographer's credit (`摄`), not the page's (`本版图片由刘亮亮提供`), which
            // names who supplied the page's photos under its last story.
            guard kinds[content[position + 1]] == .credit, lines[content[position + 1]].cues.contains(.she),
                  lines[index].length <= describedPhotoMaxLength,
                  standsApart(at: position, content, lines, kinds)
            else { continue }
            kinds[index] = .caption
        }
    }

    /// `丰收节现场，农民展示自家种植的小杂粮。（张三 摄）`, `11月20日，…休闲时光。 记者 郭炳中 摄`: a
    /// paragraph of its own that ends in a photo credit is the photo's caption, or the text of a
    /// photo news item, which is its caption too.
    static func promoteTextEndingInCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .body && lines[index].cues.contains(.she) {
            guard lines[index].length <= creditedTextMaxLength, let trailing = CreditReader.trailing(in: lines[index].content),
                  !trailing.text.isEmpty, standsApart(at: position, content, lines, kinds)
            else { continue }
            kinds[index] = .caption
        }
    }

    /// Longest line read as one photo's description in a photo news item of several photos.
    static let photoDescriptionMaxLength = 30
    /// Most such descriptions over the item's text.
    static let photoDescriptionsMaxCount = 3

    /// `## 初冬暖阳` / `散步的市民。` / `划船的游客。` / `…休闲时光。 记者 郭炳中 摄`: under a photo news
    /// item's headline, one to three short paragraphs right over its text that ends in a credit
    /// describe its photos, one each: captions too, not the item's text.
    static func promotePhotoDescriptions(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .caption && CreditReader.trailing(in: lines[index].content) != nil {
            var start = position
            while start > 0, position - start < photoDescriptionsMaxCount, kinds[content[start - 1]] == .body,
                  lines[content[start - 1]].length <= photoDescriptionMaxLength, lines[content[start - 1]].endsSentence {
                start -= 1
            }
            guard start < position, start > 0, LineKind.isHead(kinds[content[start - 1]]) else { continue }
            for described in start..<position {
                kinds[content[described]] = .caption
            }
        }
    }

    /// The line at `position` (in `content`) is a paragraph of its own: the line above it does
    /// not carry a sentence on into it.
    private static func standsApart(at position: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        guard position > 0 else { return true }
        let above = content[position - 1]
        switch kinds[above] {
        case .body, .lead: return lines[above].endsSentence || ContinuationReader.endsWithJump(lines[above])
        default: return true
        }
    }
}
