import LLRBParser

extension LabelledReading {
    /// A story while `LabelledReading` reads the lines its labels give it, put together by the
    /// rule parser's `ArticleBuilder`. The labels have said what each line is; the recognisers
    /// read only the fields a line holds (a lead's dateline and names, a jump marker, closing
    /// names), so nothing here decides a line's role again.
    struct Story {
        private var builder = ArticleBuilder()
        private var kickerLines: [Line] = []
        private var headlineLines: [Line] = []
        private var subtitleLines: [Line] = []
        /// The column names printed over the story, and its lines that are no photo's: what is
        /// set aside should the story come to nothing.
        private let rubricLines: [Line]
        private var ownLines: [Line] = []

        /// A story under the column names `rubricLines` (`新时代 新征程 新伟业` / `两会特稿`), which
        /// are its rubric and none of its lines.
        init(under rubricLines: [Line]) {
            self.rubricLines = rubricLines
            builder.block.rubric = rubricLines.isEmpty ? nil : rubricLines.map(OutputText.headline).joined(separator: " ")
        }

        private mutating func include(_ line: Line) {
            ownLines.append(line)
            builder.include(line.sourceLines)
        }

        /// A line of the story's headline block, in the part `role` names.
        mutating func addHead(_ line: Line, role: LineLabel.Role) {
            include(line)
            switch role {
            case .kicker: kickerLines.append(line)
            case .subtitle: subtitleLines.append(line)
            default: headlineLines.append(line)
            }
        }

        mutating func addCaption(_ caption: Caption) {
            builder.captions.append(caption)
            builder.include(caption.lines)
        }

        /// A line of the story's text: a marker alone, a news lead, a line of names, a `####`
        /// 小标题, or running text, in the order the line rules try them (`LabelRules`), so that a
        /// line reads the same fields here as under the rules.
        mutating func addText(_ line: Line) {
            include(line)
            if ContinuationReader.isMarkerOnly(line) {
                ContinuationReader.markers(in: line).prefix(1).forEach { mark($0, on: line) }
                return
            }
            let opening = builder.pieces.isEmpty && builder.dateline == nil ? Self.withoutBullet(line) : nil
            // A second lead inside one story (a dispatch it quotes) is its text: a story has one dateline.
            if builder.dateline == nil, let lead = DatelineReader.read(opening?.text ?? line.text, printed: opening?.content ?? line.content) {
                builder.dateline = lead.dateline
                builder.bylines += lead.bylines.from(line)
                addBody(String(OutputText.dropping(lead.consumed, from: opening?.content ?? line.content).trimmingEdges()), of: line)
                return
            }
            if let names = BylineReader.bylineLine(line) ?? BylineReader.trailing(in: line.content).flatMap({ $0.before.isEmpty ? $0.bylines : nil }) {
                builder.bylines += names.filter { named in !builder.bylines.contains { $0.name == named.name } }.from(line)
                return
            }
            // `本报评论员` alone: the paper's commentator signs, naming no one.
            if BylineReader.isCommentator(line.text) { return }
            if line.headingLevel >= 4, line.length <= LineClassifier.headlineMaxLength {
                builder.append(BodyPiece(kind: .sectionHeader, content: OutputText.headline(line), isPlain: false, length: line.length,
                                         endsSentence: true, lines: line.sourceLines))
                return
            }
            addBody(opening?.content ?? line.content, of: line)
        }

        /// `■本报讯 近日，…`, `●7月12日，…`: the bullet a brief item opens with marks its bold
        /// opening and is no text of it; the line's text and printed content without it, or nil
        /// when the line opens with none.
        private static func withoutBullet(_ line: Line) -> (text: String, content: String)? {
            guard let first = UTF8Walk.firstScalar(of: line.content), BriefItems.isBullet(first),
                  UTF8Walk.firstScalar(of: line.text) == first
            else { return nil }
            return (String(line.text.unicodeScalars.dropFirst()), String(Substring(line.content.unicodeScalars.dropFirst()).trimmingEdges()))
        }

        /// Running text, its jump markers read as data and the names closing it as bylines.
        private mutating func addBody(_ content: String, of line: Line) {
            let read = RunningText(content, of: line)
            read.markers.forEach { mark($0, on: line) }
            builder.bylines += (read.closingNames ?? []).from(line)
            guard !Substring(read.text).trimmingEdges().isEmpty else { return }
            builder.append(BodyPiece(kind: .text, content: read.text, isPlain: line.isPlain, length: line.length, endsSentence: read.ends,
                                     lines: line.sourceLines, isTableRow: MarkdownTable.isRow(line)))
        }

        private mutating func mark(_ marker: ContinuationReader.Marker, on line: Line) {
            let continuation = Continuation(page: marker.page, printed: marker.printed, lines: line.sourceLines)
            if marker.direction == .to {
                builder.continuedTo = continuation
            } else {
                builder.continuedFrom = continuation
            }
        }

        /// The article, or nil when the story has neither a headline nor text (its labels gave it
        /// only a kicker, names or photos): see `leftovers`.
        var article: Article? {
            var builder = builder
            let heads = kickerLines + headlineLines + subtitleLines
            builder.block.lines = heads.dropFirst().reduce(heads.first?.sourceLines) { $0?.union($1.sourceLines) }
            builder.block.kicker = Self.joined(kickerLines)
            builder.block.headline = Self.joined(headlineLines) ?? ""
            builder.block.subheadlines = subtitleLines.map { HeadlineWording.withoutDash(OutputText.headline($0)) }
            return builder.build()
        }

        /// The lines of a story that came to nothing, set aside so that the page keeps every line
        /// (its photos stay on the page's).
        var leftovers: [NoiseLine] {
            rubricLines.map { NoiseLine(text: OutputText.headline($0), reason: ArticleAssembler.unplacedRubricReason, lines: $0.sourceLines) }
                + ownLines.map { NoiseLine(text: $0.content, reason: LabelledReading.emptyStoryReason, lines: $0.sourceLines) }
        }

        /// Lines of one part of the headline block as one, joined as the rule parser joins a
        /// headline printed on two lines (`WrapMerger.joinedHeadline`): a space only where the
        /// break cut a run of letters or digits, the first line's gaps between words kept.
        private static func joined(_ lines: [Line]) -> String? {
            guard let first = lines.first else { return nil }
            let line = lines.dropFirst().reduce(first) { title, next in
                WrapMerger.joinedHeadline([(title, .headline)], [(next, .headline)]).first?.line ?? title
            }
            return OutputText.headline(line)
        }
    }

    static let emptyStoryReason = "a line of a story with neither headline nor text"
}
