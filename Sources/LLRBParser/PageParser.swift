import Foundation

/// The parser's front door: bytes or text of one OCR'd file in, a structured `Page` out.
public enum PageParser {
    /// Raised whenever the same bytes come to parse differently (a date, an article's bounds),
    /// so that an index remembers which parser read each page and the next ingest reads again
    /// the pages an older one read. 1: pages dated by their file's name. 2: names closing a
    /// story end it before a photo, headlines under their stories end them, a headline matching
    /// no story is kept, a gap or column edge inside a number joins it, closing given names of one
    /// character are names, column names at a page's edge do not vote on the headline side, a
    /// jump marker broken at a line's end is read (and photos of no story are indexed:
    /// `DocumentBuilder.standalonePhotos`). 3: on a page set in columns, a headline printed
    /// straight onto its story's first full column line no longer takes that line in; a gap
    /// between two numbers of a list stays (`05 12 19`, only `20 000` and `2 023年` close); an
    /// editor's note (`（李明 摄）`) is no closing byline. 4: a jump marker broken after its `下`
    /// (`(下` / `转2版)`) is read, and a headline after a line that jumps and names the story's
    /// writers (`…(下转2版)(晖建 旺欣)`) opens the next story. 5: two or more plain lines well
    /// short of the column after a finished story head the next one (`isHeadlineBlock`). 6: a
    /// short couplet between two paragraphs of a news story with a lead or byline is its 小标题
    /// (`isCoupletSectionHeader`). 7: so too on pages with headlines under their stories. 8:
    /// writers named after a jump marker (`…(下转2版)(旺飞 杰霞)`) close the story like any
    /// closing names (`BylineReader.closesStory`). 9: so do names under a jump marker alone on
    /// its line (`(下转3版)` / `(文霞 磊)`). 10: a 小标题 couplet's section may end in the story's
    /// photo; only a few sentences over a photo make photo news of their own. 11: an agency's
    /// dispatch (`新华社…电`) awaits no closing names: names after it close another story. 12: of
    /// two plain headline lines the first is the kicker (unless the second ends as a feature's
    /// subtitle); a page's headline level is voted by every run whose headline is certain; a
    /// couplet inside a story carried from another page is its 小标题; a story's lines start
    /// under its rubric (栏目), no longer at it. 13: so is a couplet inside a headed story that
    /// named no one at its head, when the text under it runs into the names that close it. 14:
    /// closing names may all be of one character (`（昕 雄）`). 15: on a blank-separated page, a
    /// line naming who chaired or visited (`曹阳调研`) is never merged into the headline over it.
    /// 16: nor is any headline-looking line into one that stopped well short of the column, or
    /// on a page with no column width (seed 003's two byline lines keep their own line numbers).
    /// 17: text read for closing names runs on through a 小标题 couplet. 18: two or more short
    /// lines after a feature's finished text, over text set in columns, are a headline block,
    /// never a 小标题 with its section's first line. 19: a story opening right under another
    /// story's text votes for headlines below; with headlines below, text under a headline is
    /// the next story's, never the earlier story carried over from another page. 20: a full
    /// column line with no punctuation between two column lines is text, not a headline. 21:
    /// text ending in closing names under a story carried over from another page is another
    /// story's, as under a story that named its writers. 22 (after a review): 18 only on pages
    /// with headlines below, under a story awaiting its headline; 19's vote counts at most as
    /// much as how the page opens, and not under text that closes or jumps; text finishing an
    /// open sentence under a headline stays its story's; 20 only for a line adjacent to both
    /// neighbours and no wider than a column line. 23: and only when the line under it finishes
    /// a word it broke off (`方米，…`). 24: `（文 彦）` closes a story with two given names (a lone
    /// `文` or `图` beside a name no longer voids the names). 25: text that runs through a short
    /// one-phrase line (`一级带着一级干`, ≤ 8 ideographs) into closing names still ends in them.
    /// 26: a jump marker with OCR spaces in it (`(下转2 版)`) is taken out of the text too. 27: a
    /// column line one character short of the width under a headline line is text too. 28: on
    /// a page with a blank line under every column line, 20's neighbours may stand a blank apart;
    /// a line one short of the width runs on as text under headlines below, as a full one does.
    /// 29: text after a finished story starts a story of its own (no longer matched by shared
    /// words to an earlier one); a page number between dots or dashes (`· 2 ·`) is noise. 30: a
    /// short name ending in a column word (`县区简讯`, `民生关注`, `乡村振兴进行时`) is a rubric. 31:
    /// a plain line under a photo that closed a finished story heads the next story. 32: a
    /// paragraph opening with a marker from another page (`（上接1版）在…`) starts a story. 33: a
    /// line ending in a photo credit finishes a sentence (a headline under it is no stranded
    /// banner); a slogan rubric's phrases match in length. 34: two single digits with a space
    /// between are one number (`2 0 2 3 年` on a letter-spaced line). 35: a line that carries on
    /// an open sentence is its text whoever's names end the text under it, and so is one with
    /// several OCR gaps when a word the page prints elsewhere runs across a gap or its edges, or
    /// when it has a sentence's punctuation (`、铝 镁、特 钢、`): no banner. 36: a line of
    /// masthead or a full date alone between two lines of running text (`2023 年 6 月` inside a
    /// story) is the text's, not a masthead or footer giving the page its date. 37: Latin letters
    /// a wrap broke off a word (`柳林县Ｇ` / `ＤＰ首次…`), or a word of them alone on a line inside a
    /// sentence (`GDP`), are text, not OCR garbage or symbols. 38: a markdown table's pipe rows
    /// (`| 原煤产量 | 895.81 | 6.9 |`) are its story's text, a paragraph each, never headlines
    /// nor wrapped into one another. 39: so are rows with pipes between their cells only
    /// (`原煤产量 | 895.81 | 6.9`); a line naming the page's editors alone (`责任编辑：董凯峰
    /// 美术编辑：龙嘉明`, `责任编辑：董凯峰`) is its footer, not a headline; a headline run votes
    /// for the side of its story only when that side holds a fifth of its words or more. 40: a
    /// line carrying on an open sentence that ends in 的 or an opening quote is text, not a
    /// banner (`中阳 县“飞 地经济区域的`). 41: a line over a photo credit that opens by finishing
    /// the sentence above it (`展新路上阔步前行。图为…`) is text, not the photo's caption. 42: a
    /// marked heading wrapped onto the next line with no blank between (`## 全市重点项目推` /
    /// `进会召开`) is one heading; a feature's subtitle under a marked headline, its dash lost or
    /// read as 一 (`一交口县党员干部担当作为纪实`), is that headline's, at the page's foot too.
    /// 43: a page's name over its stories (`民生周刊`, `农业专刊`) is a column name, not a headline.
    /// 44: a column name with no story before it to go to is the next story's, even when that
    /// story's headline is printed under it; it was dropped. 45: on a page with headlines under
    /// their stories, a lone line over the first story is its rubric when the run under the
    /// story clearly holds more of its words (the page's or a column's name, `弘扬吕梁精神`).
    /// 46: a caption cut mid-sentence at its fourth line runs on to a photo credit within ten.
    /// 47: a headline-looking line ending in a number that a column's edge cut (`市政协党组 ２０２`
    /// / `３ 年 建成投用`) is text running on into the next line. 48: photo news (`▲…`) cut
    /// mid-sentence at its fourth line runs on to its writers' names (`(程佳强)`) too. 49: and
    /// through a plain line that looks like a headline while its sentence is open. 50: jump
    /// markers in every wording papers print (`（转2版）`, `（下转第四版）`, `（接1版）`, `（紧接1版）`,
    /// full-width digits), so a page opening with one over text and a photo is a carried story.
    /// 51: the page number (版次), from a running head or foot (`2019年10月11日 星期五 县域 4`,
    /// `第4版`) or else the file's name (`20230101-02.txt`); it was never read. 52: on a page
    /// that votes clearly for headlines below, the line over the first story is its rubric
    /// when the headline under the story holds its words better, however few. 53: a page with
    /// a front page's masthead (第N期, 今日N版, 农历…) is page 1; a date OCR spaced out, a guide
    /// line on the front page (`市委常委会召开 第2版`) give no page; jump markers with Chinese
    /// numerals only after 第 or in brackets (not `紧接上一版的设计`), and a lone 转 or 接 is cut
    /// out of the text only in brackets. 54: masthead rows set one under another are not merged
    /// as a column wrap (`2020年3月` / `星期五` had become a kicker, the day lost); `第N期（总第M期）
    /// 今日8版` is a masthead row and N the issue; a running head at the page's edge that prints
    /// the page number (`第3版 理论`) is furniture, not the first story's kicker. 55: each item
    /// of a brief column (`简讯`, `■ 县区简讯`, `新闻速递`) is a story, titled by its bold lead-in
    /// (`■交口县部署高质量发展 …`, `【…】`, `▲…`, or the title and a space). 56: `简讯` alone on
    /// its line is that banner, not a two-character speck. 57: a page number beside a section's
    /// name alone (`3 县区新闻`) is a running head; a page date does not run on into a headline
    /// set right under it as a column wrap. 58: a notice's signature (a signer's line, then the
    /// day alone: `吕梁市委宣传部` / `2020年5月13日`) is its text, not a headline and a footer; a
    /// page that prints no date is dated by it; `公告` alone is a title, not a speck. 59 (from a
    /// review of 54–58): a page number beside a section's name alone only on the page's first or
    /// last line, not under an OCR heading mark, and beside a topic (`3 经济`) only on the first
    /// (`义务教育 35` at the foot is a table's row); a running head without a date is set aside
    /// as such, not as an empty footer, and never on a front page; a plain item title only after
    /// a titled item, never ending where a sentence runs on (`全县各级各部门要 进一步…`); a `▲`
    /// photo caption with its credit stays a caption; a banner has at most four ideographs; a
    /// signature only under a notice's headline; a lead later than the signature dates the page
    /// in the signature's year; `公告` alone is a headline. 60: a page's name alone beside its
    /// number on the first line is one of the column names the parser knows (`RubricRules.words`),
    /// not a list of its own. 61: a page that opens with a story under no headline and ends in a
    /// headline over nothing but a photo's caption sets its headlines under their stories. 62: a
    /// footer's or running head's date is read past the page's number and name printed before it
    /// (`2 文化 2023年8月16日 星期三`), not only at the line's start. 63: a file whose pages a form
    /// feed separates (an issue OCR'd in one run) is parsed page by page (`pages(text:source:)`).
    /// 64: on a page of headlines under their stories, the last units of a run between two
    /// stories head the next story when only its text holds their words, clearly (a page that
    /// sets some headlines above: `HeadlinePlacement.headingNext`). 65: a line ending in the
    /// names that close its story after its last sentence (`…彼此坦诚。（方妮杰 宋娟霞）`) is no
    /// column wrap into the line under it, as names alone on their line were not. 66 (after a
    /// review of 63): in a file of several issues each front page dates the pages after it; an
    /// unnumbered page takes no number a later page prints; white space beyond ASCII's after a
    /// form feed (`\u{3000}`, a byte-order mark) opens no page. 67: a run of text under no
    /// headline that its writers' names close, with a photo's caption after it, is a story with
    /// its photo, not photo news (`…干劲十足。（汤勇春 薛怡磊）` / `图为…`). 68: so is such a run
    /// longer than photo news prints (`photoNewsMaxLength`) or opening with `（上接1版）`. 69:
    /// text read on to the names that close it reads through a photo set inside it. 70: closing
    /// names wrapped over two lines (`…负责人说。（刘凯志` / `朱卫）`) are joined and close the story.
    /// 71: a headline-looking line whose sentence ends a word into the next line (`…投入使` /
    /// `用。`) is text. 72: so is one ending in `、` or an opening quote or bracket. 73: a column's
    /// name of two characters (`评论`) over a headline is its rubric, not a speck. 74: a notice's
    /// title (`…关于…的公示`, `遗失声明`) heads the text under it, on any page. 75: a photo credit
    /// the column's wrap broke (`…。 通讯` / `员 龚彬志 摄`) is joined whole. 76: a headline-looking
    /// line opening a quotation the line under it closes is text. 77: so is one opening with a
    /// closing quote or bracket or a clause's punctuation. 78: a bulleted title alone on its line
    /// opens a brief item. 79: a caption right under a headline is that photo news's, which ends
    /// there. 80: `本报评论员文章` is a column's name. 81: each lost paper's notice under
    /// `遗失声明` is an item of its own. 82: a notice's title left unmarked on a page of marked
    /// headlines still titles it. 83: a running head never wraps into the first headline, and
    /// `县区` names a section. 84 (after a review of 73-83): a lost papers' column ends at a lead,
    /// byline or jump, and a notice there ends only where the next line reports another lost
    /// paper; the quotation under a headline-looking line must be closed before another opens;
    /// only the last headline of a run heads the photo news under it. 85: a credit broken between
    /// two names (`记者 张三` / `李四 摄`) keeps them apart. 86: a brief column's banner may name its
    /// news (`吕梁新闻速览`: a place, 新闻, and an ending, 速览 among them). 87: a bare `上接7版`
    /// under a repeated headline opens the next continued story (it was joined to the headline as
    /// a marker's broken end), the column line under a jump-in marker is text, and a page's
    /// number alone at the top never wraps into the headline under it. 88: `2023年4月 星期五` on one
    /// line is the masthead's (the day was inferred from elsewhere), and a paragraph that ends a
    /// sentence is never a footer, whatever labels (`信箱`, `电话`) its words hold. 89: a short
    /// line ending in a figure beside vertical text (`市市场监12`) labels the graphic, and a story
    /// that opened with a lead under no headline takes the first of two headlines stacked after
    /// it on a quarter of its words (seed 001's headline after its story). 90: `要闻简报` is a
    /// brief column's banner, and `版面：综合新闻 责编：…` a footer's line. 91: of headlines the OCR
    /// marked alike, stacked after such an awaiting story, the first is its without word evidence.
    /// 92: column names may end in `观察`, `速览` or `动态` (`吕梁观察`, `县区动态`). 93: fixes
    /// from a review of 87-91 (a footer's stray `。` and `版面` without its colon, a line carrying
    /// on a sentence over a jump-in, a kicker at its headline's level, a figure broken off the
    /// first headline, a marker broken after its bracket); `星期五 2023年4月` is a masthead row,
    /// and year, month and weekday with no lunar date take the day from the news leads. 94: a
    /// headline opening with `本报` over a whole `本报讯(…)` lead is no broken dateline. 95: a
    /// brief column's item takes no headline printed after it. 96: a plain line worded as a
    /// kicker (`…进行时`) is never the headline an awaiting story takes (89). 97: a dash slogan
    /// between two paragraphs of a story is set aside after a finished sentence too. 98: a line
    /// of punctuation debris (`、。`) under a headline leaves it a headline. 99: a dash slogan
    /// over a headline-looking column line inside a story is set aside, the rest read alone. 100:
    /// no line is left out of the parse: a column name no story takes (seed 003's `特别报道` at
    /// its foot, `图片新闻` over a photo) is set aside with its line, a story keeps both column
    /// names it was given, and a dateline alone after a story that has one closes it. 101: fixes
    /// from a review of 92-99: a footer's printed date outranks a masthead day inferred from the
    /// leads; a line whose sentence goes on after a `，` is no footer (`…电话和电子邮箱，方便…`),
    /// one whose fields the OCR parted with `。` is; headlines ending in `动态`/`观察` stay
    /// headlines; a column-name-shaped line over `，…` is text; a dash line of one phrase inside a
    /// story heads a section; a subtitle over a marked headline is its story's; a lead naming
    /// its reporter ends a brief column on a page of headlines below; `星期五 2023年4月14日` is
    /// a masthead row; a lead's date opening a span or term (`4月20日至22日`) dates no page. 102:
    /// `读者来信` is a column's name (before any reading of names), `读者 刘文晓` under a letter
    /// signs it, and unboxed names under a story's text with a headline or nothing after them
    /// close that story. 103: an editor's note (`编者按：…`) over a feature's writer stays the
    /// feature's; a bulleted brief title the wrap broke (`▲…生态保护工` / `作 6月24日,…`) is
    /// joined, and a bracketed or bulleted title with text after it opens an item however
    /// short its line. 104: a line opening a `《` the text line under it closes is text; a lost
    /// paper's notice (`…不慎遗失…`) is never a headline; a column's name under a vertical run
    /// with a story opening under it names that story's column, not the graphic. 105: fixes from
    /// a review of 100-104: a broken bulleted title is joined only from a full column line with
    /// no blank under it; an editor's note keeps only its own feature's writers; a brief column
    /// ends on a reporter's lead only after an item closed by names; a footer is prose only for a
    /// run of five ideographs with no label, value or department (names after commas are read);
    /// a lone dateline over a story with no lead is that story's; `——读者 …` signs the letter
    /// above; names under a signed story are the next one's; a line ending in `：` is no headline
    /// nor byline; `县市区动态` over a headline is a rubric; a footer date on another weekday is
    /// warned of; `星期五 2023年4月14日` is a page date anywhere; `——…综述` heads no section.
    /// 106: fixes from a review of 104-105: `星期五 2023年4月14日` is a masthead row again, never
    /// a page date (a diary's entries open so); footers are read as in 101 with fields closing a
    /// clause (`梁瑜校对`), four-character names and `主办，` before a clause, and no footer names a
    /// `联系人`; a loss report is text only inside a lost papers' column; only a salutation's colon
    /// (`编辑同志：`) unmakes a headline; a `《` demotes a line only over punctuated text; names over
    /// a story whose lead names its writers are the story's above; a reporter's lead ends a brief
    /// column after unsigned items too; names end in no `们`; plan years (`预计2026年底`) date no page.
    /// 107: fixes from a review of 106: plan years are told by the words `预计`, `计划`, `力争`,
    /// `争取` (not `统计`, `年前三季度`); a footer's field clause runs to seven ideographs and may
    /// end in a department or hotline (`融媒体中心主办`, `新闻热线`), a longer one is a sentence,
    /// and `；`, `！`, `？` part clauses too; salutations are told by whom they address
    /// (`…干部：`, `尊敬的…：`), and a colon ends no byline; a signed lead ends a brief column only
    /// where its text runs on to a headline; a loss report right over a lead is that story's headline.
    /// 108: a poem's later stanzas (four or more short headline-looking lines inside a feature,
    /// set tight with blanks between stanzas) are its text; a last line over a writer's box
    /// titles the next poem. 109: a footer's names stop before the words of the next field's
    /// label (`刘挺 新闻热线电话：`, `投稿信箱：`), and `热线` labels its phone. 116: the
    /// revisions 110-116 of the commit log (footer rows, `通讯员` leads, `全媒体记者`, sentences
    /// naming the paper, lead brackets, `报道`, and a review's fixes), which had not raised it.
    public static let revision: UInt64 = 116

    /// Parses already-decoded text of one page. `source`, the file's path or name when there is
    /// one: a page that prints no date is dated by a date in the file's name (`20230101-02.txt`)
    /// before any guess from its stories. The whole text is read as one page; `pages(text:source:)`
    /// reads a file that may hold several.
    public static func parse(text: String, source: String? = nil) -> Page {
        PageAssembler.assemble(LineReader.lines(of: text[...]), fileName: source)
    }

    /// Parses already-decoded text of one file into its pages: one for a page file, one per page
    /// for an issue file whose pages form feeds separate (`PageBreaks`), each parsed on its own
    /// and numbered by the file's lines; an inner page takes the date its front page prints
    /// unless it prints one itself (`IssuePages`).
    public static func pages(text: String, source: String? = nil) -> [Page] {
        guard let pieces = PageBreaks.pages(of: text) else { return [parse(text: text, source: source)] }
        return IssuePages.completed(pieces.map { piece in
            PageAssembler.assemble(LineReader.lines(of: piece.text, firstLine: piece.firstLine), fileName: source,
                                   numberedByFileName: false)
        })
    }

    /// Decodes `data` (see `TextDecoder`) and parses it; `source` names the file in errors and
    /// may date the page (see `parse(text:source:)`).
    public static func parse(data: Data, source: String) throws(PageDecodingError) -> Page {
        parse(text: try TextDecoder.decode(data, source: source), source: source)
    }

    /// Reads, decodes and parses the file at `url` as one page.
    public static func parse(contentsOf url: URL) throws(PageReadError) -> Page {
        parse(text: try text(contentsOf: url), source: url.path)
    }

    /// Reads, decodes and parses the file at `url` into its pages (see `pages(text:source:)`).
    public static func pages(contentsOf url: URL) throws(PageReadError) -> [Page] {
        pages(text: try text(contentsOf: url), source: url.path)
    }

    /// The decoded text of the file at `url`.
    private static func text(contentsOf url: URL) throws(PageReadError) -> String {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            throw .notRegularFile(path: url.path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(path: url.path, reason: readFailureReason(error))
        }
        do {
            return try TextDecoder.decode(data, source: url.path)
        } catch {
            throw .decoding(error)
        }
    }

    private static func readFailureReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default: return nsError.localizedDescription
        }
    }
}
