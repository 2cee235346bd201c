extension LineContext {
    /// Most lines a caption runs to (its `图为…` line included) when no credit ends it sooner.
    static let captionMaxLines = 4
    /// Longest line read as a photo's description above its credit: a caption says who or what
    /// the photo shows in a sentence or two (`农民在田间查看小麦长势。`), where a story's paragraph
    /// runs longer.
    static let describedPhotoMaxLength = 60
    /// Longest line read as a photo news item's text when its credit ends it (`11月20日，…休闲时光。
    /// 记者 郭炳中 摄`): a few sentences, as `StoryRules.photoNewsMaxLength`.
    static let creditedTextMaxLength = 200

    /// Most lines read as a caption under a picture: a caption's sentence or two in column lines.
    static let captionUnderPictureMaxLines = 6

    /// `![](#xywh=…)` / `5月25日，游客在柳林县军渡村黄河岸边赏` / `槐花。冯建伟 摄`: the text printed
    /// right under a picture is its caption, read down to the end of its first sentence or of
    /// its paragraph (or to the credit ending it, or standing under it), even where the photo
    /// cut a sentence of the column over it, as photos set into a column do. Not so:
    /// - text running on past a caption's length: a story's, going on under a photo set into
    ///   its column;
    /// - a lead, a byline, a heading set larger or a table's row under the picture, or a line
    ///   shaped as a headline right over a story's lead, byline or text: they open a story (the
    ///   photo is that story's, or photo news's, whose title stands over the picture) or are
    ///   one's text.
    static func readCaptionsUnderPictures(_ lines: [Line], _ kinds: inout Labelling) {
        let pictures = lines.indices.filter { !kinds[$0].isContent && NoiseRules.isPicture(lines[$0]) }
        guard !pictures.isEmpty else { return }
        let content = kinds.positions { $0.isContent }
        var next = 0
        for picture in pictures {
            while next < content.count, content[next] < picture { next += 1 }
            var end = next
            var length = 0
            var ended = false
            var headlineShaped = false
            while end < content.count, end - next < captionUnderPictureMaxLines, !ended {
                let line = lines[content[end]], kind = kinds[content[end]]
                // A caption is one paragraph: a blank line ends it.
                if end > next, line.followsBlank { break }
                guard kind == .body || kind == .headline, line.headingLevel == 0, !MarkdownTable.isRow(line) else { break }
                headlineShaped = headlineShaped || kind == .headline
                length += line.length
                ended = line.endsSentence || CreditReader.trailing(in: line.content) != nil
                end += 1
            }
            guard end > next else { continue }
            let after = end < content.count ? kinds[content[end]] : nil
            // A credit lets the caption run to photo news's length; a caption alone says what the
            // photo shows in a sentence or two.
            let credited = CreditReader.trailing(in: lines[content[end - 1]].content) != nil || after == .credit
            // A line shaped as a headline right over a lead, a byline or text (no blank line
            // between) heads that story.
            if headlineShaped, !credited,
               after == .lead || after == .byline || after == .body && !lines[content[end]].followsBlank { continue }
            // It ends its sentence or its paragraph. (A story's paragraph opening with a short
            // sentence right under a photo with no caption reads as one; an OCR engine often
            // sets a caption in one block with the text under it, where the paragraph cannot
            // tell them apart, and a news photo with no caption is rare.)
            guard length <= (credited ? creditedTextMaxLength : describedPhotoMaxLength * 2),
                  ended || credited || after != .body || lines[content[end]].followsBlank else { continue }
            for position in next..<end { kinds[content[position]] = .caption }
        }
    }

    /// `剪纸艺人在课堂上指导学生` / `康红梅 摄`: a short unmarked line shaped like a headline right
    /// over a photographer's credit says what the photo shows: a headline has its story under
    /// it, never a credit.
    /// But with a described photo under the credit and a story's lead, writer or the page's end
    /// under that (`石楼红枣文化节开幕` / `现场签约3800余万元` / `中阳县气象局供图` / `技术人员在田间检查…。`
    /// / `本报讯 近日，…`), the line ends a headline run printed after its story: the photo's
    /// caption is the sentence under the credit. (A sentence with a headline under it may be the
    /// text of a story whose headline follows it.)
    static func promoteTitlesOverCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated().dropLast() where kinds[index] == .headline {
            guard isPhotographersCredit(content[position + 1], lines, kinds), lines[index].headingLevel == 0,
                  lines[index].length <= photoDescriptionMaxLength
            else { continue }
            if let sentence = sentenceUnder(credit: position + 1, content, lines, kinds),
               sentence.upperBound + 1 == content.count || !LineKind.isHead(kinds[content[sentence.upperBound + 1]]) {
                continue
            }
            kinds[index] = .caption
        }
    }

    /// Lines of text read on each side of a line under a credit, to tell whose words it has.
    static let captionStoryWindow = 12

    /// The least share of its words a line under a credit must find in the story over it: a
    /// caption of a dozen characters shares two or three words with its story (`屈产河`, `治理`).
    static let underCreditMinimumShare = 0.2

    /// `武晓东 摄` / `治理后的屈产河两岸绿意盎然` / `交城县卦山景区迎来赏秋高峰`: a short unmarked line
    /// right under a photographer's credit that has no caption over it, with a headline under
    /// it, is the photo's caption printed under the credit, when it is a sentence (a headline
    /// never ends in a full stop; then a story's opening or the page's end may follow it, and
    /// it may run over column lines) or its words are more those of the story over the photo than
    /// of the story under the headline: the first line of a headline under a credit
    /// (`交口县回龙乡：` / `小蜜蜂酿出甜日子`) names the story below.
    static func promoteLinesUnderCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        guard content.count >= 4 else { return }
        for position in 1..<(content.count - 1) where isPhotographersCredit(content[position], lines, kinds) {
            guard kinds[content[position - 1]] != .caption else { continue }
            // A short sentence (a full stop ends a caption, never a headline), in column lines or
            // not, before a headline, a story's opening or the page's end.
            if let sentence = sentenceUnder(credit: position, content, lines, kinds) {
                // A shorter description over the credit (`供热企业工作人员…检修设备。` / `记者 贾建军 摄` /
                // `会后，市住建局将…`) is the caption, and the sentence under it the story's.
                let length = sentence.reduce(0) { $0 + lines[content[$1]].length }
                if let over = describedPhoto(over: position, content, lines, kinds),
                   over.reduce(0, { $0 + lines[content[$1]].length }) < length, lines[content[position - 1]].endsSentence {
                    continue
                }
                for line in sentence { kinds[content[line]] = .caption }
                continue
            }
            let under = content[position + 1]
            guard position + 2 < content.count, kinds[under] == .headline || kinds[under] == .body,
                  lines[under].headingLevel == 0, lines[under].length <= photoDescriptionMaxLength, !lines[under].endsSentence,
                  LineKind.isHead(kinds[content[position + 2]])
            else { continue }
            let above = content[..<position].suffix(captionStoryWindow).filter { kinds[$0] == .body || kinds[$0] == .lead }
            let below = content[(position + 2)...].drop { LineKind.isHead(kinds[$0]) }.prefix(captionStoryWindow)
                .filter { kinds[$0] == .body || kinds[$0] == .lead }
            let probe = BigramProbe(each: [lines[under].text])
            let ownShare = probe.shares(in: BigramPassage(texts: above.map { lines[$0].text }, runStarts: [0]))[0]
            let nextShare = probe.shares(in: BigramPassage(texts: below.map { lines[$0].text }, runStarts: [0]))[0]
            guard ownShare > nextShare, ownShare >= underCreditMinimumShare else { continue }
            kinds[under] = .caption
        }
    }

    /// Positions in `content` of a sentence of text right under the credit at `credit`, up to
    /// `describedPhotoMaxLength` characters over one or more column lines, with a headline, a
    /// lead or byline, or the page's end (nothing, or its footer) after it. A sentence that
    /// quotes or reports speech (`“…”村民说`) is the story's text going on under the photo.
    private static func sentenceUnder(credit: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> ClosedRange<Int>? {
        var end = credit + 1
        var length = 0
        while end < content.count, kinds[content[end]] == .body || end == credit + 1 && opensWrappedSentence(content, at: end, lines, kinds),
              lines[content[end]].headingLevel == 0 {
            length += lines[content[end]].length
            if lines[content[end]].endsSentence || length > describedPhotoMaxLength { break }
            end += 1
        }
        guard end < content.count, kinds[content[end]] == .body, lines[content[end]].endsSentence, length <= describedPhotoMaxLength,
              !content[(credit + 1)...end].contains(where: { lines[$0].text.contains(where: storyMarks.contains) })
        else { return nil }
        let after = end + 1 < content.count ? kinds[content[end + 1]] : nil
        guard after.map({ LineKind.isHead($0) || $0 == .lead || $0 == .byline || $0 == .footer || $0 == .masthead }) ?? true else { return nil }
        return (credit + 1)...end
    }

    /// `中阳县气象局技术人员在田间检查自` / `动气象观测站。`: a line that looks like a headline but fills
    /// the page's column, with text under it, is a sentence's first column line.
    private static func opensWrappedSentence(_ content: [Int], at position: Int, _ lines: [Line], _ kinds: Labelling) -> Bool {
        let line = lines[content[position]]
        guard kinds[content[position]] == .headline, line.hanGaps == 0, !line.endsSentence,
              position + 1 < content.count, kinds[content[position + 1]] == .body,
              let width = ColumnWidth.of(lines)
        else { return false }
        return ColumnWidth.fills(line.length, width: width)
    }

    /// The least share of a caption's words the story it describes holds (read against the story
    /// before it, here and in assembly).
    static let minimumCaptionShare = 0.34

    /// `农民在田间查看小麦长势。` / `刘生锋 摄`: a short paragraph right over a photographer's credit
    /// with no caption under it describes the photo, whether or not it opens with `图为`, and
    /// whether it is one line or set in column lines (`5月10日，…在诚信经营` / `承诺书上签字。`): it
    /// is the caption, not the last paragraph of the story around it. So are two short ones over
    /// a story's longer paragraph, one under the other, and the paragraphs from one that opens
    /// with its day (`4月6日，汾阳市…` / `当地借花兴旅，…` / `郑丽华 摄`), as a photo's caption does.
    static func promoteLinesOverCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, credit) in content.enumerated().dropFirst() where isPhotographersCredit(credit, lines, kinds) {
            guard kinds[content[position - 1]] == .body, position + 1 == content.count || kinds[content[position + 1]] != .caption,
                  let described = describedPhoto(over: position, content, lines, kinds)
            else { continue }
            for described in described {
                kinds[content[described]] = .caption
            }
        }
    }

    /// Positions in `content` of the text over the credit at `credit` that describes its photo
    /// (see `promoteLinesOverCredits`), read paragraph by paragraph upwards.
    private static func describedPhoto(over credit: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> Range<Int>? {
        var paragraphs: [(start: Int, length: Int)] = []
        var start = credit
        var total = 0
        while start > 0, kinds[content[start - 1]] == .body, total <= creditedTextMaxLength {
            var first = start - 1
            var length = lines[content[first]].length
            while !standsApart(at: first, content, lines, kinds), kinds[content[first - 1]] == .body {
                first -= 1
                length += lines[content[first]].length
            }
            // A paragraph that a lead opens is a story's; one under a caption's first line is
            // that caption's words running on, which assembly reads with it.
            guard standsApart(at: first, content, lines, kinds), first == 0 || kinds[content[first - 1]] != .caption else { break }
            paragraphs.append((first, length))
            total += length
            start = first
        }
        guard let last = paragraphs.first else { return nil }
        // `1.离石区东川河湿地，…` / `2.…` / `3.…` over the credit: a photo group's numbered captions.
        if let first = numberedRun(paragraphs.map { lines[content[$0.start]] }) {
            return paragraphs[first].start..<credit
        }
        // Photo news: the one paragraph between a headline and its photo's credit says what the
        // photo shows, in as many sentences as it takes (`碛口古镇游人如织` / `4月6日，…游客。…伴手礼”。` /
        // `记者 郭振宇 摄`); a story with a photo has its lead, more paragraphs or its writers'
        // closing names (`…岗位1200个。（韩世杰）`) over the credit, or its text going on under it.
        let textUnder = credit + 1 < content.count && kinds[content[credit + 1]] == .body
        if paragraphs.count == 1, !textUnder, start > 0, LineKind.isHead(kinds[content[start - 1]]), kinds[content[start - 1]] != .rubric,
           last.length <= creditedTextMaxLength, !lines[content[last.start]].text.includes("图为"),
           !(last.start..<credit).contains(where: { BylineReader.trailing(in: lines[content[$0]].content) != nil }) {
            return last.start..<credit
        }
        let described: Range<Int>
        // Two descriptions are two sentences of what is seen, not a story's closing words
        // (`“剪纸不能在我手里断了。”老人说。` over `郝秀英老人在教学员剪纸`, `…负责人说，…`).
        let upper = paragraphs.count > 1 ? lines[content[paragraphs[1].start]] : nil
        // The story's text over them: a longer paragraph, or its lead.
        let storyOver = paragraphs.count > 2 ? paragraphs[2].length > photoDescriptionMaxLength
            : paragraphs.count == 2 && start > 0 && kinds[content[start - 1]] == .lead
        if let dated = paragraphs.prefix(2).lastIndex(where: { lines[content[$0.start]].opensWithADay }),
           paragraphs.prefix(dated + 1).reduce(0, { $0 + $1.length }) <= describedPhotoMaxLength * 2 {
            // A photo's caption opens with its day and place (`4月6日，汾阳市…`): from there down.
            described = paragraphs[dated].start..<credit
        } else if last.length > describedPhotoMaxLength {
            return nil
        } else if let upper, last.length <= photoDescriptionMaxLength, paragraphs[1].length <= photoDescriptionMaxLength,
                  paragraphs[1].start == last.start - 1, storyOver, !lines[content[last.start]].opensWithADay,
                  lines[content[credit - 1]].endsSentence, !upper.text.contains(where: storyMarks.contains) {
            described = paragraphs[1].start..<credit
        } else {
            described = last.start..<credit
        }
        // `…阔步前行。图为…`: a caption opening inside a line is the `图为` rules' to read.
        return described.contains { lines[content[$0]].text.includes("图为") } ? nil : described
    }

    /// `“”「」"` and `说`: quoted or reported speech, which a story prints and a caption seldom does.
    private static let storyMarks: Set<Character> = ["“", "”", "「", "」", "\"", "说"]

    /// The index in `upwards` (paragraph openings, the credit's nearest first) of the `1.` of a
    /// run numbered `1.`, `2.`, … down to the credit, each short; nil when there is none.
    private static func numberedRun(_ upwards: [Line]) -> Int? {
        guard let first = upwards.firstIndex(where: { listNumber($0) == 1 }), first >= 1 else { return nil }
        let numbered = upwards[...first].indices.allSatisfy {
            listNumber(upwards[$0]) == first + 1 - $0 && upwards[$0].length <= photoDescriptionMaxLength
        }
        return numbered ? first : nil
    }

    /// The number a line opens with before `.` or `、` (`2.交城县…`), one digit.
    private static func listNumber(_ line: Line) -> Int? {
        let scalars = Array(line.text.unicodeScalars.prefix(2))
        guard scalars.count == 2, (0x31...0x39).contains(scalars[0].value), scalars[1] == "." || scalars[1] == "、" else { return nil }
        return Int(scalars[0].value - 0x30)
    }

    /// A photo's own credit, naming who took or supplied it (`王涛 摄`, `刘建军供图`,
    /// `图片由临县第三中学提供`), not the page's (`本版图片由刘亮亮提供`), which names who supplied
    /// the page's photos under its last story.
    private static func isPhotographersCredit(_ index: Int, _ lines: [Line], _ kinds: Labelling) -> Bool {
        kinds[index] == .credit && (lines[index].cues.contains(.she) || !CreditReader.isPageCredit(lines[index]))
    }

    /// `丰收节现场，农民展示自家种植的小杂粮。（张三 摄）`, `11月20日，…休闲时光。 记者 郭炳中 摄`: a
    /// paragraph of its own that ends in a photo credit is the photo's caption, or the text of a
    /// photo news item, which is its caption too, in column lines as well (`11月5日，成群的候鸟在…` /
    /// `…为初冬的湿地` / `增添了勃勃生机。 记者 郭炳中 摄`).
    static func promoteTextEndingInCredits(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent }
        for (position, index) in content.enumerated() where kinds[index] == .body && lines[index].cues.contains(.she) {
            guard lines[index].length <= creditedTextMaxLength, let trailing = CreditReader.trailing(in: lines[index].content),
                  !trailing.text.isEmpty
            else { continue }
            var first = position
            var length = lines[index].length
            while !standsApart(at: first, content, lines, kinds), length <= creditedTextMaxLength {
                first -= 1
                length += lines[content[first]].length
            }
            guard length <= creditedTextMaxLength, (first..<position).allSatisfy({ kinds[content[$0]] == .body }) else { continue }
            for line in first...position { kinds[content[line]] = .caption }
        }
    }

    /// `春 灌` / `3月19日，孝义市梧桐镇的农民引水浇灌麦田。…` / `（任志强 摄）`: two ideographs set
    /// apart (spaced out or marked), after finished text and right over a photo's caption or
    /// credit, are a photo news item's title, not a speck: a speck has no photo under it. After
    /// a story's closing names, the item's text may stand between (`（白雪梅）` / `初雪` /
    /// `12月4日，吕梁山区迎来…` in column lines / `摄影：马建平`).
    static func readPhotoNewsTitles(_ lines: [Line], _ kinds: inout Labelling) {
        let content = kinds.positions { $0.isContent || $0 == .noise(NoiseRules.fragment) }
        for (position, index) in content.enumerated().dropLast() where kinds[index] == .noise(NoiseRules.fragment) {
            guard lines[index].hanCount == 2, standsApart(at: position, content, lines, kinds) else { continue }
            let photoUnder = kinds[content[position + 1]] == .caption || kinds[content[position + 1]] == .credit
            let afterClosingNames = position > 0 && kinds[content[position - 1]] == .byline && textRunsToPhoto(from: position + 1, content, kinds)
            guard photoUnder || afterClosingNames else { continue }
            kinds[index] = .headline
        }
    }

    /// Most column lines of a photo news item's text read down to its photo.
    static let photoNewsTextMaxLines = 12

    /// Text lines from `position` (in `content`) reach a photo's caption or credit within
    /// `photoNewsTextMaxLines`, with nothing else between.
    private static func textRunsToPhoto(from position: Int, _ content: [Int], _ kinds: Labelling) -> Bool {
        for cursor in position..<min(content.count, position + photoNewsTextMaxLines + 1) {
            switch kinds[content[cursor]] {
            case .body: continue
            case .caption, .credit: return cursor > position
            default: return false
            }
        }
        return false
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
    static func standsApart(at position: Int, _ content: [Int], _ lines: [Line], _ kinds: Labelling) -> Bool {
        guard position > 0 else { return true }
        let above = content[position - 1]
        switch kinds[above] {
        case .body, .lead: return lines[above].endsSentence || ContinuationReader.endsWithJump(lines[above])
        default: return true
        }
    }
}
