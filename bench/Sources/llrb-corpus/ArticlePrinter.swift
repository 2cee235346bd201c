/// Where a printed article landed in its page.
struct PrintedArticle {
    var firstLine: Int
    var lastLine: Int
    /// Byte range of the article's lines in the page, for loading the same text into SQLite.
    var byteRange: Range<Int>
}

/// Prints an article onto a page in the page's layout: marks, wrapping, OCR breaks, and for
/// the short-line family the headline after the body.
struct ArticlePrinter {
    let layout: PageLayout

    private static let quoteMark = Array("> ".utf8)
    private static let space = Array(" ".utf8)

    func print(_ article: ArticleDraft, on page: inout PageWriter, random: inout SeededRandom) -> PrintedArticle {
        let startLine = page.lineCount + 1
        let startByte = page.bytes.count
        if let from = article.continuedFrom { page.spaced(plain(Mark.openParen + Array("上接\(from)版".utf8) + Mark.closeParen)) }
        if !layout.headlinesAfterBody { printHeadline(article, on: &page) }
        printBylines(article, on: &page)
        printBody(article, on: &page, random: &random)
        if let endByline = article.endByline { page.spaced(plain(endByline)) }
        for caption in article.captions {
            page.spaced(plain(caption.text))
            page.spaced(plain(caption.credit))
        }
        if layout.headlinesAfterBody { printHeadline(article, on: &page) }
        let firstLine = min(startLine, page.lastContentLine)
        return PrintedArticle(firstLine: firstLine, lastLine: page.lastContentLine,
                              byteRange: startByte..<max(startByte, page.lastContentEnd))
    }

    private func printHeadline(_ article: ArticleDraft, on page: inout PageWriter) {
        let marks = layout.markdownMarks
        if let kicker = article.kicker { page.spaced((marks ? Array("### ".utf8) : []) + kicker) }
        if let headline = article.headline { page.spaced((marks ? Array("## ".utf8) : []) + headline) }
        for subtitle in article.subtitles {
            let dash = subtitle.dashed ? Array((layout.halfWidth ? "-" : "——").utf8) : []
            page.spaced((marks ? Array("### ".utf8) : []) + dash + subtitle.text)
        }
    }

    private func printBylines(_ article: ArticleDraft, on page: inout PageWriter) {
        for (index, byline) in article.bylineLines.enumerated() {
            let last = index == article.bylineLines.count - 1
            if layout.markdownMarks && !last {
                page.line(byline + Self.space + Self.space)
            } else {
                page.spaced(byline)
            }
        }
    }

    private func printBody(_ article: ArticleDraft, on page: inout PageWriter, random: inout SeededRandom) {
        for (index, block) in article.blocks.enumerated() {
            let isLast = index == article.blocks.count - 1
            let marker = isLast ? article.continuedTo.map {
                Self.space + plain(Mark.openParen + Array("下转\($0)版".utf8) + Mark.closeParen)
            } : nil
            switch block {
            case .subhead(let text):
                page.spaced((layout.markdownMarks ? Array("#### ".utf8) : []) + text)
            case .paragraph(var text), .quote(var text):
                if index == 0, let lead = article.lead {
                    let prefix = lead + (layout.family == .shortLines && !layout.halfWidth ? Self.space : [])
                    text = CleanText(bytes: prefix + text.bytes, forcedBreaks: text.forcedBreaks.map { $0 + prefix.count })
                }
                var quoted = false
                if case .quote = block { quoted = layout.family != .shortLines }
                printParagraph(text, quoted: quoted, trailer: marker, on: &page, random: &random)
            }
        }
    }

    private func printParagraph(_ text: CleanText, quoted: Bool, trailer: [UInt8]?, on page: inout PageWriter,
                                random: inout SeededRandom) {
        var lines: [[UInt8]] = []
        var current: [UInt8] = quoted ? Self.quoteMark : []
        for (offset, piece) in layout.fragmenter.fragments(of: text, random: &random).enumerated() {
            if offset > 0 && piece.boundary == .line {
                lines.append(current)
                current = []
            } else if offset > 0 {
                current += Self.space
            }
            current += piece.bytes
        }
        if !current.isEmpty { lines.append(current) }
        if layout.family == .shortLines {
            lines = lines.map { random.chance(0.04) ? Self.letterSpaced($0) : $0 }
        }
        if let trailer, !lines.isEmpty { lines[lines.count - 1] += trailer }
        for line in lines { page.spaced(line) }
    }

    /// Text with the same punctuation width as the page.
    private func plain(_ bytes: [UInt8]) -> [UInt8] {
        var random = SeededRandom(seed: 0)
        let flat = Fragmenter(width: Int.max, wrap: .space, forcedLineChance: 0, spaceRate: 0, splitRate: 0,
                              halfWidth: layout.halfWidth)
        return flat.fragments(of: CleanText(bytes: bytes), random: &random).flatMap(\.bytes)
    }

    /// `营 商 环 境`: OCR read letter-spaced type as separate characters; digit and Latin runs stay whole.
    private static func letterSpaced(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let length = Fragmenter.sequenceLength(bytes[index])
            if index > 0 && !(Fragmenter.isASCII(bytes[index - 1]) && Fragmenter.isASCII(bytes[index])) {
                output.append(0x20)
            }
            output += bytes[index..<min(bytes.count, index + length)]
            index += length
        }
        return output
    }
}
