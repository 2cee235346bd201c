import Foundation
import XCTest
import LLRBParser

/// Photo captions and their credits (`记者 刘亮亮 摄`, `本版图片由刘亮亮提供`): a caption's forms, where it
/// ends, whose story a photo is (the story over it, a brief its names close, a story that jumps to
/// another page), photo news (a few sentences over a photo), and the line under a finished caption,
/// which heads the next story.
final class CaptionTests: XCTestCase {
    // MARK: - Caption forms and credits

    func testCaptionFormsAndTheirCredits() {
        let page = PageParser.parse(text: """
            图为游客在大棚内采摘草莓。 薛力娜 张志茹 摄

            ▲ 3月12日，干部群众正在义务植树。

            （记者 刘亮亮 摄）

            本版图片由刘亮亮提供
            """)
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["薛力娜", "张志茹"], ["刘亮亮"], ["刘亮亮"]])
        XCTAssertEqual(page.captions.first?.text, "图为游客在大棚内采摘草莓。")
        XCTAssertEqual(page.captions.last?.credits.first?.role, "提供")
        XCTAssertTrue(page.articles.isEmpty)
    }

    /// `![](…)` / `5月25日，游客在…赏` / `槐花。`: the text right under a picture (a markdown image,
    /// as OCR tools writing markdown and llrb's layout pages mark one) is its caption, with no
    /// `图为` or credit to say so, and a title over the picture heads photo news. Text running
    /// on past a caption's length under a picture, or a story's lead, stays the story's; the
    /// picture's line is no text, and no wrap joins it to a line of text.
    func testTheTextRightUnderAPictureIsItsCaption() throws {
        let page = PageParser.parse(text: """
            ## 槐花飘香

            ![](images/p1.jpg)

            5月25日，游客在柳林县军渡村黄河岸边赏
            槐花。

            ## 我市召开春耕工作会议

            ![](images/p2.jpg)

            本报讯（记者 王涛）3月5日，我市召开春耕工作会议，安排部署全年农业生产。

            会议要求，各单位抓好落实。

            ![](images/p3.jpg)

            会议指出，今年我市将落实粮食播种面积一百六十万亩以上，全面推进高标准农田建设，加快发展设施农业，
            持续抓好耕地保护和种子工程，强化农业科技支撑，推动农业机械化水平提升，稳定生猪生产，扩大特色
            杂粮种植规模，打造一批农业产业化龙头企业，带动农民增收致富，确保全年粮食总产稳定在一百五十万吨
            以上，让农业成为有奔头的产业，让农民成为有吸引力的职业，让农村成为安居乐业的美丽家园，为全市
            高质量发展夯实基础。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["槐花飘香", "我市召开春耕工作会议"])
        let photoNews = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(photoNews.captions.map(\.text), ["5月25日，游客在柳林县军渡村黄河岸边赏槐花。"])
        XCTAssertTrue(photoNews.body.isEmpty)
        let story = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(story.dateline, "本报讯")
        XCTAssertTrue(story.captions.isEmpty)
        XCTAssertEqual(story.body.last?.text.hasSuffix("夯实基础。"), true)
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains("![") } })
        XCTAssertEqual(page.noise.filter { $0.text.hasPrefix("![") }.count, 3)
    }

    /// Under a picture, what opens a story or is one's text is no caption: a headline over its
    /// lead, a table under a chart, a paragraph after the caption's (a blank line ends a
    /// caption).
    func testWhatOpensAStoryUnderAPictureIsNoCaption() throws {
        let page = PageParser.parse(text: """
            ![](images/p1.jpg)

            我市召开春耕工作会议
            本报讯（记者 王涛）3月5日，我市召开春耕工作会议，安排部署全年农业生产。

            ## 我市一季度经济运行平稳

            本报讯（记者 王涛）4月15日，记者从市统计局获悉，一季度全市经济运行总体平稳。

            ![](images/chart.jpg)

            | 指标 | 数值 |
            | --- | --- |
            | 地区生产总值 | 420亿元 |

            今年以来，全市上下坚持稳中求进工作总基调，统筹推进各项工作。

            ![](images/p2.jpg)

            市民在公园里赏花。

            全市规模以上工业增加值同比增长百分之六点五，固定资产投资同比增长百分之八。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["我市召开春耕工作会议", "我市一季度经济运行平稳"])
        XCTAssertEqual(page.captions.map(\.text), ["市民在公园里赏花。"])
        XCTAssertEqual(page.articles.last?.body.contains { $0.text.contains("地区生产总值") }, true)
    }

    /// A caption under a picture is one paragraph, whether or not it ends a sentence: the
    /// paragraph after a blank line is the story's text, and a short title-like caption
    /// (`游客在黄河岸边赏槐花`) over such a paragraph is still the photo's.
    func testACaptionUnderAPictureIsOneParagraph() throws {
        let paragraph = """
            会议指出，今年要抓好春耕生产，各地要
            落实责任，确保粮食安全，全面推进高标准
            农田建设，强化农业科技支撑，推动农业
            高质量发展，促进农民增收。
            """
        for caption in ["5月25日，游客在柳林县军渡村黄河", "游客在黄河岸边赏槐花"] {
            let page = PageParser.parse(text: """
                ## 我市召开春耕工作会议

                本报讯（记者 王涛）3月5日，我市召开春耕工作会议。

                ![](images/p1.jpg)

                \(caption)

                \(paragraph)
                """)
            XCTAssertEqual(page.articles.flatMap(\.captions).map(\.text) + page.captions.map(\.text), [caption, caption], caption)
            XCTAssertEqual(page.articles.first?.body.last?.text.hasSuffix("促进农民增收。"), true, caption)
        }
    }

    /// On a page whose OCR sets a blank line after every line (its wraps merged back), a
    /// picture's line with text right over and under it is joined to neither; and it does not
    /// count as a line of text in telling whether a page is set so.
    func testAPictureLineIsNeverJoinedToText() throws {
        let page = PageParser.parse(text: """
            ## 我市召开春耕工作会议

            本报讯（记者 王涛）3月5日，我市召开春耕工作会议，会议要求全面推进高标准
            ![](images/p1.jpg)
            农田建设，确保粮食安全，扩大特色杂粮种植规模，打造一批龙头企业。

            会议指出，今年要抓好春耕生产，各地要落实责任。

            会议强调，要强化农业科技支撑。
            """)
        XCTAssertEqual(page.noise.map(\.text), ["![](images/p1.jpg)"])
        XCTAssertFalse(page.articles.contains { $0.body.contains { $0.text.contains("![") } })

        // A logo's picture over the masthead of a page that sets a blank line between its
        // paragraphs only: the lead's wrap stays its own line, as without the picture.
        let plain = """
            中共吕梁市委机关报
            2024年5月21日星期二
            第8167期今日四版

            # 我市召开春耕工作会议

            本报讯（记者王涛）3月5日，我市召开春耕工作会议，
            安排部署全年农业生产。

            会议要求，各单位要抓好落实，确保粮食安全。
            """
        let textLines = { (text: String) in
            WrapMerger.merge(LineReader.lines(of: text[...])).filter { !$0.isBlank && !NoiseRules.isPicture($0) }.map(\.content)
        }
        XCTAssertEqual(textLines("![](images/logo.png)\n\n" + plain), textLines(plain))
    }

    /// A photo set into a story's column with its caption's sentence under it: the story's text
    /// going on under the caption past a caption's lines, short as its column lines are, is no
    /// more of the caption when no credit comes within reach, and the photo, between two of its
    /// paragraphs, is the story's. (A sentence or two under the caption that end before a
    /// headline, as hp04's fixture prints, are still the caption's.)
    func testACaptionUnderAPictureEndsWithItsSentence() throws {
        let page = PageParser.parse(text: """
            ## 我市召开春耕工作会议

            本报讯（记者 王涛）3月5日，我市召开春耕工作会议。

            ![](images/p1.jpg)

            农民在田间查看小麦长势。
            会议要求，各单位抓好落实。
            会议指出，要抓好春耕生产。
            全市粮食播种面积稳定。
            农机合作社全部出动。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["我市召开春耕工作会议"])
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(story.captions.map(\.text), ["农民在田间查看小麦长势。"])
        XCTAssertEqual(story.body.map(\.text).joined().hasSuffix("会议要求，各单位抓好落实。会议指出，要抓好春耕生产。全市粮食播种面积稳定。农机合作社全部出动。"),
                       true, "\(story.body.map(\.text))")
    }

    /// `…黄河岸边赏` / `槐花。冯建伟 摄`: a caption the column wrapped, its credit ending the last
    /// line. The credit was printed on that line alone (the marks wrote the caption's first line
    /// as a credit); a credit the wrap broke (`…拍照留念。 通讯` / `员 龚彬志 摄`) spans both.
    func testCreditEndingAWrappedCaptionIsOnItsLastLine() throws {
        let page = PageParser.parse(text: """
            槐花飘香

            5月25日，游客在柳林县军渡村黄河岸边赏
            槐花。冯建伟 摄

            本报讯（记者 王涛）5月26日，我市召开会议。

            会议要求，各单位抓好落实。

            7月16日，游客在临县碛口古镇黄河岸边拍照留念。 通讯
            员 龚彬志 摄

            会议指出，要抓好落实。
            """)
        let captions = page.captions.map { ($0.lines, $0.credits.map(\.lines)) }
        XCTAssertEqual(captions.map(\.0), [SourceLines(first: 3, last: 4), SourceLines(first: 10, last: 11)])
        XCTAssertEqual(captions.map(\.1), [[SourceLines(line: 4)], [SourceLines(first: 10, last: 11)]])
    }

    /// `…隐患0.72处。 通讯` / `员 龚彬志 摄`: a credit the column's wrap broke ends the photo news
    /// whole; its second part is no headline line, and the next story's headline stays its own.
    func testCreditBrokenAcrossLinesEndsThePhotoNews() throws {
        let page = PageParser.parse(text: """
            春耕正当时
            10月27日，汾阳市三交镇黄家湾村。文水县开展安全生产大检查，排查整改隐患72处。 通讯
            员 龚彬志 摄
            六项举措助力安全生产
            本报讯（记者 郭帆俊）10月27日，离石区巩固提升“清化收”，全面推进“经管强”，农村集体经济村均增收2.5万元。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["春耕正当时", "六项举措助力安全生产"])
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        // The item's text, ended by its credit, is its photo's caption (caption-ending-in-credit).
        let caption = try XCTUnwrap(page.articles.first?.captions.first)
        XCTAssertTrue(caption.text.hasSuffix("排查整改隐患72处。"), caption.text)
        XCTAssertEqual(caption.credits.map(\.name), ["龚彬志"])
    }

    /// `…拍照留念。（贺晓峰` / `摄）`: a credit in brackets that the column's wrap broke before its
    /// last character ends the caption; its second part is no fragment of noise.
    func testCreditInBracketsBrokenBeforeItsEndEndsTheCaption() throws {
        let page = PageParser.parse(text: """
            7月17日晚，离石区北川河滨河公园里，市民在河边纳凉。

            摄影：郝宇航

            7月16日，游客在临县碛口古镇黄河岸边拍照留念。（贺晓峰

            摄）

            兴县蔡家崖乡的山坡上，刚刚种下的谷子长势喜人。

            通讯员 白永平 摄
            """)
        XCTAssertEqual(page.captions.map(\.text), ["7月17日晚，离石区北川河滨河公园里，市民在河边纳凉。",
                                                  "7月16日，游客在临县碛口古镇黄河岸边拍照留念。",
                                                  "兴县蔡家崖乡的山坡上，刚刚种下的谷子长势喜人。"])
        XCTAssertEqual(page.captions.map { $0.credits.map(\.name) }, [["郝宇航"], ["贺晓峰"], ["白永平"]])
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    /// A credit broken between two names (`…。 记者 张三` / `李四 摄`, the second line a credit
    /// alone) keeps the names apart: two photographers, not one called 张三李四.
    func testCreditBrokenBetweenNamesKeepsThemApart() throws {
        let page = PageParser.parse(text: """
            春耕正当时
            10月27日，汾阳市三交镇黄家湾村。图为村民在田间劳作。 记者 张三
            李四 摄
            六项举措助力安全生产
            本报讯（记者 郭帆俊）10月27日，离石区巩固提升工作。
            """)
        let credits = page.articles.flatMap(\.captions).flatMap(\.credits) + page.captions.flatMap(\.credits)
        XCTAssertTrue(credits.map(\.name).contains("李四"), "\(credits.map(\.name))")
        XCTAssertFalse(credits.map(\.name).contains("张三李四"))
    }

    // MARK: - Where a caption ends

    /// A story, then a caption in short column lines, cut off before its last line.
    private let storyWithALongCaption = """
        ## 专业镇建设提速

        本报讯 全市专业镇建设提速。

        各县市区形成了风清气正、团结干事的良好政治生态。

        图为分管领导一线组
        织、一线推进，专业镇
        为引领，不断丰富应用
        场景集聚的优势，在高
        质量发展、提高城市集

        """

    /// A caption of seven short column lines before its credit: cut at its fourth line, its last
    /// words went to the story's text, and `高质量发展` (`在高` / `质量发展`) was in neither.
    func testALongCaptionRunsOnToItsCredit() throws {
        let page = PageParser.parse(text: storyWithALongCaption + """
            聚辐射力具有重大意义
            。
            侯凯 摄

            ## 市委召开常委会会议

            本报讯 市委召开常委会会议，研究部署下一阶段工作。
            """)
        let caption = try XCTUnwrap(page.articles.first?.captions.first)
        XCTAssertEqual(caption.lines, SourceLines(first: 7, last: 14))
        XCTAssertTrue(caption.text.contains("在高质量发展、提高城市集聚辐射力具有重大意义。"), caption.text)
        XCTAssertEqual(caption.credits.map(\.name), ["侯凯"])
        XCTAssertEqual(page.articles.first?.bodyText, "全市专业镇建设提速。\n各县市区形成了风清气正、团结干事的良好政治生态。")
    }

    /// Without a credit in reach, a caption still ends at its fourth line.
    func testACaptionWithNoCreditInReachEndsAtItsFourthLine() throws {
        let page = PageParser.parse(text: storyWithALongCaption + "聚辐射力具有重大意义。\n")
        XCTAssertEqual(page.captions.first?.lines, SourceLines(first: 7, last: 10))
    }

    // MARK: - Whose photo it is

    func testCaptionSharingAStorysWordingIsAttachedToIt() {
        let page = PageParser.parse(text: """
            我市举办新春招聘会

            本报讯（记者 张三）为促进就业，3月9日，我市举办新春招聘会，120家企业提供岗位3000余个。

            图为招聘会现场。 记者 刘亮亮 摄

            今年以来，方山县大力推广合作社造林模式。图为干部群众正在义务植树。

            肖继旺 摄
            """)
        XCTAssertEqual(page.articles.first?.captions.map(\.text), ["图为招聘会现场。"])
        XCTAssertEqual(page.captions.count, 2)
        XCTAssertEqual(page.articles.count, 1)
    }

    func testPhotoCaptionAtTheFootOfAStoryIsThatStorys() throws {
        let caption = "图为“吕梁山猪”20万头生猪出口基地建设项目开工仪式现场。\n\n记者 薛志雄 摄\n\n"
        let text = try Seeds.text("004").replacingOccurrences(of: "示。\n\n我市全方位优化营商环境", with: "示。\n\n" + caption + "我市全方位优化营商环境")
        let page = PageParser.parse(text: text)
        let first = try XCTUnwrap(page.article(bylineName: "刘子璇"))
        XCTAssertEqual(first.captions.map { $0.credits.map(\.name) }, [["薛志雄"]])
        XCTAssertEqual(first.headline, "我市全方位优化营商环境 提升服务效能")
        let standalone = try XCTUnwrap(page.captions.first { $0.text.contains("图为游客在大棚内采摘草莓") })
        XCTAssertFalse(page.articles.contains { $0.captions.contains(standalone) })
    }

    func testPhotoAtAStorysFootAboveThePagesPhotoCreditIsThatStorys() throws {
        let photo = "(下转4版)\n\n图为3月12日方山县前东旺坪村干部群众正在义务植树\n\n肖继旺 摄\n\n本版图片由刘亮亮提供\n"
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "(下转4版)\n", with: photo))
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.captions.map { $0.credits.map(\.name) }, [["肖继旺"]])
    }

    func testPhotoUnderAStoryThatJumpsToAnotherPageIsThatStorys() throws {
        let text = try Seeds.text("000").replacingOccurrences(of: "(下转4版)\n", with: "(下转4版)\n\n图为3月12日方山县前东旺坪村干部群众正在义务植树\n\n肖继旺 摄\n")
        let page = PageParser.parse(text: text)
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.continuedTo?.page, 4)
        XCTAssertEqual(notice.captions.map { $0.credits.map(\.name) }, [["肖继旺"]])
    }

    /// Names closing a brief, then a photo with its credit on the caption's line: the names stay
    /// the brief's byline (not glued to the caption as a column wrap), and the photo is the
    /// brief's.
    func testPhotoUnderABriefsClosingNamesIsTheBriefs() throws {
        let page = PageParser.parse(text: """
            ## 孝义市项目集中开工

            本报讯 3月5日,孝义市全力推进重点项目建设,新开工项目18个。

            该市持续优化政务服务流程,打造一流营商环境。
            (彦平 裴芳)
            图为孝义市示范基地一角。 记者 刘亮亮 摄
            """)
        let brief = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(brief.bylines.map(\.name), ["彦平", "裴芳"])
        XCTAssertEqual(brief.captions.map(\.text), ["图为孝义市示范基地一角。"])
        XCTAssertEqual(brief.captions.first?.credits.map(\.name), ["刘亮亮"])
        XCTAssertEqual(brief.lines.last, 7)
    }

    /// A photo under the names closing a story (`（唐静 薛超宁）` / `图为…` / `记者 姚斌文 摄`) with a
    /// column's name after it (`读者来信`, past a speck of OCR garbage) is that story's: the name
    /// was read as text, so no story seemed to start after the photo.
    func testPhotoUnderClosingNamesBeforeAColumnNameIsTheStorys() throws {
        let page = PageParser.parse(text: """
            ## 汾阳市乡村振兴工作推进会召开

            本报讯（记者 丁亮）6月4日，全市乡村振兴现场观摩推进会召开。

            下一步，汾阳市将进一步优化乡村振兴服务保障。

            （唐静 薛超宁）

            图为汾阳市工人在生产线上忙碌。

            记者 姚斌文 摄

            Il 1 亠

            读者来信

            ## 村口门前的路灯何时能亮

            编辑同志：我是汾阳市的一名居民，我们小区门前的路灯已坏了三个月。
            """)
        XCTAssertEqual(page.articles.first?.lines, SourceLines(first: 1, last: 11))
        XCTAssertEqual(page.articles.first?.captions.map(\.lines), [SourceLines(first: 9, last: 11)])
        XCTAssertEqual(page.articles.last?.rubric, "读者来信")
        XCTAssertEqual(page.articles.count, 2)
    }

    // MARK: - Photo news

    /// Photo news prints a few sentences over its caption (seeds 000 and 004: 127 and 138
    /// characters). Text under no headline that runs on far longer before a photo is a story
    /// with its photo, not one long caption.
    func testALongRunOfTextOverAPhotoIsAStoryWithItsPhoto() throws {
        let text = [
            "近年来，我市坚持新发展理念，聚焦高质量发展，产业转型迈出坚实步伐。今年以来，我市深入实施乡村振兴战略，统筹推进产业、人才、文化、生态、组织“五个振兴”。",
            "全市发展壮大“特”“优”产业，种植中药材十万亩，产值九亿元。驻村工作队员每天走村入户，了解群众所思所盼。一座座温室大棚整齐排列，长势喜人，村民们正忙着采摘、装箱。",
            "与此同时，我市还建立健全领导包联、调度协调、督查考核等工作机制，群众的获得感、幸福感、安全感不断增强。",
        ]
        let page = PageParser.parse(text: (text + [
            "图为信义镇段家庄村新貌。", "记者 于峰岚 摄",
            "## 全市文明城市创建工作推进会召开", "本报讯 10月6日，全市文明城市创建工作推进会召开。",
        ]).joined(separator: "\n\n"))
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(story.lines, SourceLines(first: 1, last: 9))
        XCTAssertEqual(story.bodyText, text.joined(separator: "\n"))
        XCTAssertEqual(story.captions.map(\.text), ["图为信义镇段家庄村新貌。"])
        XCTAssertEqual(page.captions.map(\.text), ["图为信义镇段家庄村新貌。"])
        XCTAssertEqual(page.articles.dropFirst().map(\.headline), ["全市文明城市创建工作推进会召开"])
    }

    /// Photo news (`▲…`) with a story of its own under the picture, closed by its writer's
    /// names: cut at its fourth line, `营商环境` (`营商环` / `境"好差评"…`) was in neither part.
    func testPhotoNewsRunsOnToItsWritersNames() throws {
        let page = PageParser.parse(text: """
            ## 专业镇建设提速

            本报讯 全市专业镇建设提速。

            各县市区形成了风清气正、团结干事的良好政治生态。(高强娟)

            ▲何倩霞表示,要把好事办好、实事办实,让群众
            有更多获得感。依托焦炉煤气富集,制氢成本低廉
            ,应用场景集聚的优势，加强组织领导,精心组织
            实施，层层传导压力,成立了专业镇迈进。营商环
            境"好差评"制度在全市全面推行。(程佳强)
            """)
        let photo = try XCTUnwrap(page.captions.last)
        XCTAssertEqual(photo.lines, SourceLines(first: 7, last: 11))
        XCTAssertTrue(photo.text.contains("营商环境"), photo.text)
        XCTAssertFalse(page.articles.contains { $0.bodyText.contains("好差评") })
    }

    /// Photo news whose second column line looks like a headline (`目投产后可实现年产`, short and
    /// with no punctuation) runs on through it: stopped there, `项目` was cut in two.
    func testPhotoNewsRunsOnThroughALineThatLooksLikeAHeadline() throws {
        let page = PageParser.parse(text: """
            ## 专业镇建设提速

            本报讯 全市专业镇建设提速。

            各县市区形成了风清气正、团结干事的良好政治生态。(陈璐红)

            ▲鹏飞集团负责人介绍,项

            目投产后可实现年产

            值170.2亿元,带动就业455人。(薛佳磊)
            """)
        let photo = try XCTUnwrap(page.captions.last)
        XCTAssertEqual(photo.lines, SourceLines(first: 7, last: 11))
        XCTAssertTrue(photo.text.contains("项目投产后可实现年产值170.2亿元"), photo.text)
    }

    /// Photo news under a headline of its own (`## 大雪过后`), its caption right under it: the
    /// caption is that photo news's, however few words the two share, and it ends there. Left
    /// on the page, the headline was a story with nothing in it.
    func testCaptionUnderAHeadlineIsThatPhotoNews() throws {
        let page = PageParser.parse(text: """
            ## 大雪过后

            > 10月29日，孝义市西冯家庄镇袁家庄村。图为志愿服务队员清扫积雪。 记者 袁斌凯 摄

            本报讯 10月29日，岚县以创建文明城市为抓手，提升城市品质。
            """)
        let photoNews = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(photoNews.headline, "大雪过后")
        XCTAssertEqual(photoNews.captions.first?.credits.map(\.name), ["袁斌凯"])
        XCTAssertEqual(photoNews.lines.last, 3)
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5])
        XCTAssertTrue(page.warnings.isEmpty, "\(page.warnings)")
    }

    // MARK: - Lines under a photo

    /// A photo under a story whose text had finished closes it: the plain line under the
    /// caption heads the next story (it once went on as the story's text, merging the two).
    func testPlainLineUnderAClosingPhotoHeadsTheNextStory() throws {
        let page = PageParser.parse(text: """
            市委政法委召开民主生活会

            本报讯（记者 陈桂颖）8月18日，
            市委政法委召开民主生活会，传
            达学习习近平总书记重要讲话精
            神，研究部署5G网络建设等工作。
            市委常委、常务副市长彭建国要
            求，要健全工作机制，加强统筹
            协调，形成推进5G网络建设的强
            大合力。

            图为游客在狁箴喵幛农业园大棚内采摘草莓。 任欣利 摄

            瘀蚝灞村15个重点项目集中开工

            8月17日，柳林县举办蔬菜产业
            发展推介会，现场签约项目44个，
            签约金额201亿元。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["市委政法委召开民主生活会", "瘀蚝灞村15个重点项目集中开工"])
        XCTAssertEqual(page.articles.map(\.lines.last), [12, 18])
        XCTAssertEqual(page.articles.first?.captions.count, 1)
    }

    /// A caption broken over two lines, its second ending in the credit, is finished: the
    /// headline under it heads a story (it was set aside as a banner stranded in mid-sentence,
    /// and its words could not be found).
    func testHeadlineUnderACaptionEndingInItsCreditHeadsAStory() throws {
        let page = PageParser.parse(text: """
            嗫嬉镛社区春意浓

            12月7日,岫昶醍柢媛崧文化广场上锣鼓喧天,群众
            自发组织的文艺演出吸引了众多市民驻足观看。
            图为12月7日,交城县枝柯镇獾忐鬲喙村干部群众正

            在义务植树。  吴秀桂 康远怡 摄

            新闻简讯

            **市市场监管局开展“铗襞袤社区”志愿服务活动**
            近日,离石区举办项目建设培训班,4733余名干部职工参加培
            训。全市金融机构各项贷款余额同比增长4.2%。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["嗫嬉镛社区春意浓", "市市场监管局开展“铗襞袤社区”志愿服务活动"])
        XCTAssertEqual(page.noise, [])
    }

    // MARK: - Captions without 图为

    /// `农民在田间查看小麦长势。` / `刘生锋 摄`: a short paragraph right over a photographer's credit
    /// is the photo's caption, though it does not open with `图为`; the story above keeps its text.
    func testAShortParagraphOverACreditIsTheCaption() throws {
        let text = """
            ## 我市推进春耕备耕

            本报讯（记者 王涛）3月5日，我市召开春耕备耕工作会议，部署今年农业生产工作。会议要求，各县市区要抓好农资供应。

            农民在田间查看小麦长势。

            刘生锋 摄

            ## 孝义市新建5G基站

            本报讯（通讯员 吕帆平）5月3日，孝义市新建5G基站8个，5G网络实现乡镇以上全覆盖。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "农民在田间", by: "caption-over-credit")
        XCTAssertEqual(page.captions.map(\.text), ["农民在田间查看小麦长势。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["刘生锋"])
        XCTAssertFalse(page.articles[0].bodyText.contains("小麦长势"))
        XCTAssertEqual(page.articles.map(\.headline), ["我市推进春耕备耕", "孝义市新建5G基站"])
    }

    /// A story's last paragraph over the page's credit (`本版图片由刘亮亮提供`) stays its text: that
    /// credit names who supplied the page's photos, and describes none.
    func testAParagraphOverThePagesCreditStaysText() throws {
        let page = PageParser.parse(text: """
            ## 我市推进春耕备耕

            本报讯（记者 王涛）3月5日，我市召开春耕备耕工作会议。

            会议要求抓好农资供应。

            本版图片由刘亮亮提供
            """)
        XCTAssertTrue(page.articles[0].bodyText.contains("会议要求抓好农资供应。"))
        XCTAssertFalse(page.captions.contains { $0.text.contains("农资") })
    }

    /// Photo news set in column lines whose last line ends in the credit (`11月5日，成群的候鸟在…` /
    /// `…为初冬的湿地` / `增添了勃勃生机。 记者 郭炳中 摄`): the whole paragraph is its caption.
    func testAParagraphInColumnLinesEndingInACreditIsTheCaption() throws {
        let text = """
            学生们沿疏散通道有序撤离，全程用时三分钟。

            汾河湿地候鸟来

            11月5日，成群的候鸟在文水县汾河湿

            地公园水面栖息觅食，为初冬的湿地

            增添了勃勃生机。 记者 郭炳中 摄
            """
        XCTAssertDecided(text, line: "11月5日，成群的候鸟", by: "caption-ending-in-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["11月5日，成群的候鸟在文水县汾河湿地公园水面栖息觅食，为初冬的湿地增添了勃勃生机。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["郭炳中"])
    }

    /// `丰收节现场，农民展示…。（张三 摄）` inside a story: a paragraph of its own ending in a
    /// credit is the photo's caption, and the story's text goes on after it.
    func testAParagraphEndingInACreditIsTheCaption() throws {
        let text = """
            ## 方山县举办农民丰收节

            本报讯（记者 王涛）9月23日，方山县第六届中国农民丰收节在峪口镇开幕，来自全县的农产品集中亮相。

            丰收节现场，农民展示自家种植的小杂粮。（张三 摄）

            活动期间，还举行了农产品展销、文艺演出等活动，吸引了众多游客。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "丰收节现场", by: "caption-ending-in-credit")
        XCTAssertEqual(page.captions.map(\.text), ["丰收节现场，农民展示自家种植的小杂粮。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["张三"])
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertTrue(page.articles[0].bodyText.contains("文艺演出"))
    }

    /// Photo news of several photos: a description a photo under the headline, then the text,
    /// which its credit ends. Every part is a caption; the headline heads the item.
    func testPhotoNewsDescriptionsAndTextAreCaptions() throws {
        let text = """
            ## 湖畔初冬

            晨练的市民。

            湖面上的游船。

            11月19日，天气晴好，不少市民来到如意湖公园散步、晨练，享受初冬的阳光。 记者 李华 摄

            ## 孝义市新建5G基站

            本报讯（通讯员 吕帆平）5月3日，孝义市新建5G基站8个，5G网络实现乡镇以上全覆盖。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "晨练的市民", by: "photo-descriptions")
        XCTAssertEqual(page.captions.map(\.text), ["晨练的市民。", "湖面上的游船。", "11月19日，天气晴好，不少市民来到如意湖公园散步、晨练，享受初冬的阳光。"])
        XCTAssertEqual(page.captions.last?.credits.map(\.name), ["李华"])
        XCTAssertEqual(page.articles.map(\.headline), ["湖畔初冬", "孝义市新建5G基站"])
    }

    /// `摄影：张三` credits a photo as `张三 摄` does.
    func testAPhotographersCreditWithALabelIsACredit() throws {
        let page = PageParser.parse(text: """
            ## 我市推进春耕备耕

            本报讯（记者 王涛）3月5日，我市召开春耕备耕工作会议。

            农民在田间查看小麦长势。

            摄影：张三
            """)
        XCTAssertEqual(page.captions.first?.text, "农民在田间查看小麦长势。")
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["张三"])
        XCTAssertEqual(page.captions.first?.credits.map(\.role), ["摄影"])
    }

    /// `王志强 摄影` and `摄影 王志强` credit a photo as `王志强 摄` does, and the line above them
    /// is the photo's caption, not the text of the story over it.
    func testAPhotographersNameBeforeOrAfterTheWordPhotographyIsACredit() throws {
        for credit in ["王志强 摄影", "摄影 王志强", "摄影/王志强"] {
            let text = """
                ## 卦山红叶正当时

                近日，交城县卦山景区的红叶进入最佳观赏期，漫山红叶与古刹相映成趣。

                \(credit)

                ## 汾阳贾家庄乡村游升温

                本报讯（记者 韩晋）10月15日，汾阳市贾家庄村接待游客2万余人次。
                """
            let page = PageParser.parse(text: text)
            XCTAssertDecided(text, line: credit, by: "photo-credit")
            XCTAssertEqual(page.captions.map(\.text), ["近日，交城县卦山景区的红叶进入最佳观赏期，漫山红叶与古刹相映成趣。"], credit)
            XCTAssertEqual(page.captions.first?.credits.map(\.name), ["王志强"], credit)
            XCTAssertEqual(page.captions.first?.credits.map(\.role), ["摄影"], credit)
        }
    }

    /// `图为村民在瓜田里采摘西瓜。` with no credit, over a paragraph of the story's longer than a
    /// photo's short description: the caption is its own sentence, and the paragraph stays text.
    func testACaptionWithoutCreditEndsOverALongParagraph() throws {
        let page = PageParser.parse(text: """
            ## 辛关镇早熟西瓜上市

            本报讯（记者 乔海霞）7月2日，石楼县辛关镇黄河滩地上的早熟西瓜陆续上市。

            图为村民在瓜田里采摘西瓜。

            近年来，辛关镇利用沿黄滩地发展西瓜种植2000余亩，形成了种植、销售一体的特色产业。
            """)
        XCTAssertEqual(page.captions.map(\.text), ["图为村民在瓜田里采摘西瓜。"])
        XCTAssertTrue(page.articles.first?.bodyText.contains("近年来，辛关镇") == true)
    }

    /// A short description over a credit (`供热企业工作人员…检修设备。` / `记者 贾建军 摄`) is the
    /// caption, and the longer sentence under the credit (`会后，市住建局…`) the story's text.
    func testTheShorterDescriptionOverACreditIsTheCaptionNotTheSentenceUnderIt() throws {
        let text = """
            ## 全市冬季供暖保障工作推进会召开

            本报讯（记者 冯建平）11月7日，全市冬季供暖保障工作推进会召开。

            供热企业工作人员在一处换热站检修设备。

            记者 贾建军 摄

            会后，市住建局将组织督查组对各县供暖准备工作逐一检查，对工作滞后的地方通报督办。

            ## 方山县农产品电商销售增长
            """
        XCTAssertDecided(text, line: "供热企业工作人员", by: "caption-over-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["供热企业工作人员在一处换热站检修设备。"])
        XCTAssertTrue(page.articles.first?.bodyText.contains("会后，市住建局") == true)
    }

    // MARK: - Captions without 图为, around their credit

    /// `剪纸艺人在课堂上指导学生` / `康红梅 摄`: a short line shaped like a headline right over a
    /// credit is what the photo shows, and the story above keeps its text.
    func testAHeadlineShapedLineOverACreditIsItsCaption() throws {
        let text = """
            方山县剪纸进校园

            本报讯（记者 康红梅）9月3日，方山县把剪纸课搬进了小学课堂，孩子们学得认真。

            剪纸艺人在课堂上指导学生

            康红梅 摄

            岚县秋粮收购准备就绪

            本报讯（记者 田雅琴）9月3日，岚县各收购网点完成设备检修。
            """
        XCTAssertDecided(text, line: "剪纸艺人在课堂上指导学生", by: "caption-title-over-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["剪纸艺人在课堂上指导学生"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["康红梅"])
        XCTAssertEqual(page.articles.map(\.headline), ["方山县剪纸进校园", "岚县秋粮收购准备就绪"])
    }

    /// A caption printed under its credit (`武晓东 摄` / `治理后的屈产河两岸绿意盎然`), over the
    /// next story's headline: it shares the words of the story above, whose last paragraph stays
    /// its text.
    func testACaptionUnderItsCreditIsReadWithIt() throws {
        let text = """
            石楼县屈产河治理工程通过验收

            本报讯（记者 李国栋）10月16日，石楼县屈产河生态治理工程通过验收，新建护岸十二公里。

            过去一到汛期，河水就漫进田里。如今河道拓宽了，沿河的几百亩耕地保住了。

            武晓东 摄

            治理后的屈产河两岸绿意盎然

            交城县卦山景区迎来赏秋高峰

            本报讯（记者 高慧敏）10月15日，卦山景区接待游客一万余人次。
            """
        XCTAssertDecided(text, line: "治理后的屈产河", by: "caption-under-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["治理后的屈产河两岸绿意盎然"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["武晓东"])
        XCTAssertEqual(page.captions.first?.lines, SourceLines(first: 7, last: 9))
        XCTAssertTrue(page.articles.first?.bodyText.hasSuffix("沿河的几百亩耕地保住了。") == true)
        XCTAssertEqual(page.articles.map(\.headline), ["石楼县屈产河治理工程通过验收", "交城县卦山景区迎来赏秋高峰"])
    }

    /// On a page printing headlines under their stories, a headline run over a credit
    /// (`方山核桃节开幕` / `签约项目二十个`) with a described photo under the credit, set in column
    /// lines (`方山县农技人员在园区查看核桃` / `长势。`): the sentence under the credit is the
    /// caption, and the line over it stays its story's headline.
    func testAHeadlineOverACreditLeavesTheCaptionToTheSentenceUnderIt() throws {
        let text = """
            本报讯（记者 韩立新）9月18日，方

            山县第三届核桃文化节在大武镇开幕，

            来自省内外的客商和种植户参加开幕

            式。开幕式上签约核桃深加工等项目

            二十个，签约金额一亿二千万元。该

            县核桃种植面积达到四十万亩，今年

            总产量有望突破三万吨，县里组织企

            业开展保底收购，稳住农户的收入。

            方山核桃节开幕

            签约项目二十个

            方山县农业农村局供图

            方山县农技人员在园区查看核桃

            长势。

            本报讯 近日，交口县在全县七个乡

            镇建成二十个农业气象观测点，实现

            了气温、降水等要素逐时监测，为农

            业生产提供了精细化的气象服务保障。

            交口建成农业气象观测网
            """
        XCTAssertDecided(text, line: "方山县农技人员在园区查看核桃", by: "caption-under-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["方山县农技人员在园区查看核桃长势。"])
        let headed = page.articles.first.map { $0.headline + $0.subheadlines.joined() }
        XCTAssertEqual(headed.map { $0.hasPrefix("方山核桃节开幕") && $0.contains("签约项目二十个") }, true, "\(headed ?? "")")
    }

    /// The first line of a two-line headline right under a credit (`交口县回龙乡：` /
    /// `小蜜蜂酿出甜日子`) shares the words of the story below, not of the one above: a headline.
    func testAHeadlinesFirstLineUnderACreditIsNoCaption() throws {
        let page = PageParser.parse(text: """
            全市冬春季森林防火工作会议召开

            本报讯（记者 李梅梅）11月20日，全市冬春季森林防火工作会议召开，部署防火任务。

            韩丽萍 摄

            交口县回龙乡蜂农

            小蜜蜂酿出甜日子

            本报讯（记者 韩丽萍）11月19日，记者走进交口县回龙乡，蜂农们正忙着给蜂箱保温，回龙乡的蜂蜜卖到了省城。
            """)
        XCTAssertEqual(page.captions.map(\.text), [""])
        XCTAssertEqual(page.articles.last.map { ($0.kicker ?? "") + $0.headline }, "交口县回龙乡蜂农小蜜蜂酿出甜日子")
    }

    /// A caption set in column lines over its credit (`5月10日，…在诚信经营` / `承诺书上签字。`)
    /// is one caption: its lines run on from the sentence that ended the story's text.
    func testACaptionSetInColumnLinesOverItsCreditIsOneCaption() throws {
        let text = """
            汾阳市打造诚信街区

            本报讯（记者 冯晓燕）5月10日，汾阳市鼓楼

            步行街一百二十余家商户签订诚信经营承诺书。

            市市场监管局将对街区商户实行信用分级管理，

            对守信商户给予表彰，对失信行为依法曝光。

            5月10日，汾阳市鼓楼步行街的商户在诚信经营

            承诺书上签字。

            冯晓燕 摄
            """
        XCTAssertDecided(text, line: "5月10日", by: "caption-over-credit")
        XCTAssertDecided(text, line: "承诺书上签字", by: "caption-over-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["5月10日，汾阳市鼓楼步行街的商户在诚信经营承诺书上签字。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["冯晓燕"])
        XCTAssertEqual(page.articles.first?.bodyText.hasSuffix("对失信行为依法曝光。"), true)
    }

    /// Two short sentences over a credit line, under a story's longer paragraph, describe one
    /// photo; a story's closing quotation over a described photo stays the story's.
    func testTwoShortSentencesOverACreditAreOneCaptionButAClosingQuoteIsText() throws {
        let story = "本报讯（记者 田雅琴）5月14日，“走黄河 游石楼”沿黄公路旅游季启动，当地群众表演了踢鼓秧歌、黄河号子等节目，吸引了不少外地自驾游客驻足观看。\n\n"
        let two = PageParser.parse(text: story + "游客在黄河岸边的观景台拍照留念。\n\n东辛关镇的农家乐迎来自驾游客。\n\n（闫海燕 摄）\n")
        XCTAssertEqual(two.captions.map(\.text), ["游客在黄河岸边的观景台拍照留念。东辛关镇的农家乐迎来自驾游客。"])
        let quote = PageParser.parse(text: story + "“剪纸不能在我手里断了。”老人说。\n\n郝秀英老人在教学员剪纸\n\n康红梅 摄\n")
        XCTAssertEqual(quote.captions.map(\.text), ["郝秀英老人在教学员剪纸"])
        XCTAssertTrue(quote.articles.first?.bodyText.hasSuffix("老人说。") == true)
    }

    /// Photo news in column lines: a headline, a few sentences with no lead, and the credit that
    /// ends them. The sentences are the caption, the headline heads the item.
    func testPhotoNewsTextOverItsCreditIsItsCaption() throws {
        let text = """
            交城县庞泉沟迎来最佳观赏期

            10月16日，游客在交城县庞泉沟景区游览。

            进入十月，景区内层林尽染，五彩斑斓，吸

            引了众多游客前来观赏。

            任建平 摄

            汾阳市举办核桃产业发展大会

            本报讯（记者 冯晓燕）10月15日，汾阳市举办首届核桃产业发展大会。
            """
        XCTAssertDecided(text, line: "10月16日", by: "caption-over-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.map(\.text), ["10月16日，游客在交城县庞泉沟景区游览。进入十月，景区内层林尽染，五彩斑斓，吸引了众多游客前来观赏。"])
        XCTAssertEqual(page.articles.map(\.headline), ["交城县庞泉沟迎来最佳观赏期", "汾阳市举办核桃产业发展大会"])
    }

    /// A short description and its credit right under a story's last line, before the next
    /// headline, is that story's photo; one that opens with a day of its own (`6月8日，…`)
    /// reports its own event, a photo standing alone; so does one under its credit that shares
    /// no word with the story above.
    func testAPhotoAtAStorysFootIsItsUnlessItReportsItsOwnDayOrWords() {
        let story = "交城县剪纸进校园\n\n本报讯（记者 康红梅）9月3日，交城县把剪纸课搬进小学课堂，孩子们学得认真。\n\n"
        let next = "\n\n岚县秋粮收购准备就绪\n\n本报讯（记者 田雅琴）9月3日，岚县各收购网点完成设备检修。\n"
        let foot = PageParser.parse(text: story + "剪纸艺人在课堂上指导学生\n\n康红梅 摄" + next)
        XCTAssertEqual(foot.articles.first?.captions.map(\.text), ["剪纸艺人在课堂上指导学生"])
        XCTAssertEqual(foot.articles.first?.lines, SourceLines(first: 1, last: 7))
        let own = PageParser.parse(text: story + "9月2日，离石区一考点外，家长们在等候考生出场。\n\n康红梅 摄" + next)
        XCTAssertEqual(own.captions.map(\.text), ["9月2日，离石区一考点外，家长们在等候考生出场。"])
        XCTAssertEqual(own.articles.first?.captions, [])
        let under = PageParser.parse(text: story + "康红梅 摄\n\n回龙乡的村民在地里栽植辣椒苗。" + next)
        XCTAssertEqual(under.captions.map(\.text), ["回龙乡的村民在地里栽植辣椒苗。"])
        XCTAssertEqual(under.articles.first?.captions, [])
    }

    /// A photo's caption opens with its day and place (`4月6日，汾阳市…` / `当地借花兴旅，…`): from
    /// there down to the credit, both paragraphs; a story's reported speech over a dated
    /// caption (`…负责人说，…`) stays the story's.
    func testACaptionRunsFromTheParagraphThatOpensWithItsDay() {
        let story = "本报讯（记者 王涛）4月6日，孝义市举办黄河文化进校园活动，老艺人把黄河号子请进了课堂，孩子们学得认真。\n\n"
        let dated = PageParser.parse(text: story + "4月6日，汾阳市贾家庄镇的梨花竞相开放，吸引游客前来赏花拍照。\n\n当地借花兴旅，推出赏花、采摘等乡村旅游项目。\n\n郑丽华 摄\n")
        XCTAssertEqual(dated.captions.map(\.text), ["4月6日，汾阳市贾家庄镇的梨花竞相开放，吸引游客前来赏花拍照。当地借花兴旅，推出赏花、采摘等乡村旅游项目。"])
        let speech = PageParser.parse(text: story + "县住建局负责人说，计划汛期前完成三期工程。\n\n12月1日，农民在温室大棚里采摘西红柿。\n\n（贾建军 摄）\n")
        XCTAssertEqual(speech.captions.map(\.text), ["12月1日，农民在温室大棚里采摘西红柿。"])
    }

    /// `图①为…` / `图②为…` over the page's photo credit: a group of photos' numbered captions,
    /// read as the group's one caption.
    func testNumberedCaptionsOfAPhotoGroupAreOneCaption() {
        let page = PageParser.parse(text: "## 夏日荷塘\n\n图①为孝义市胜溪湖公园荷花竞相开放。\n\n图②为市民在荷塘边拍照留念。\n\n本版图片由田晓东提供\n")
        XCTAssertEqual(page.captions.map(\.text), ["图①为孝义市胜溪湖公园荷花竞相开放。图②为市民在荷塘边拍照留念。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["田晓东"])
    }

    /// A group's numbered captions wrapped over column lines (`图① 1月21日，…琳琅满` / `目。` /
    /// `图② …准备迎接新` / `春佳节。` / `图③ …` / `侯利军 薛汇宇 摄`) are the group's one caption,
    /// past the lines a caption runs to without a credit.
    func testAPhotoGroupsCaptionsWrappedInColumnsAreOneCaption() {
        let page = PageParser.parse(text: """
            图片新闻

            年味渐浓

            图① 1月21日，离石区龙凤南街的年货市场里，春联、

            灯笼琳琅满目，市民们挑选着年货。

            图② 汾阳市贾家庄村的村民在蒸制枣花馍，准备迎接新

            春佳节。

            图③ 孝义市的环卫工人在街道两旁挂起红灯笼。

            侯利军 薛汇宇 摄
            """)
        XCTAssertEqual(page.captions.count, 1, "\(page.captions.map(\.text))")
        XCTAssertTrue(page.captions.first?.text.hasPrefix("图①1月21日") == true)
        XCTAssertTrue(page.captions.first?.text.hasSuffix("挂起红灯笼。") == true)
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["侯利军", "薛汇宇"])
    }

    /// A photo between two stories (`摄影：孔祥瑞` / `剪纸艺人在展览现场演示剪纸技法。`) sharing the
    /// words of the story under it, not of the one over it, is the story's under it: printed over
    /// its headline, or over its text where headlines follow their stories.
    func testALoosePhotoOverAStoryOfItsWordsIsThatStorys() {
        let above = """
            ## 晋剧展演走进开栅村

            本报讯（记者 白云飞）6月11日晚，晋剧展演在文水县开栅村启幕，演员们为村民献上传统剧目选段。

            “一年到头能在家门口看上好几场大戏，比过年还热闹。”村民武福生说。

            摄影：孔祥瑞

            剪纸艺人在展览现场演示剪纸技法。

            """
        let headed = PageParser.parse(text: above + """
            ## 一把剪刀剪出黄土风情

            吕梁6月7日电（记者 贾丽）6月7日，民间剪纸作品展在市群众艺术馆开展，剪纸艺人现场演示技法。
            """)
        XCTAssertEqual(headed.articles.map { $0.captions.map(\.text) }, [[], ["剪纸艺人在展览现场演示剪纸技法。"]])
        XCTAssertEqual(headed.articles.last?.lines.first, 7)
    }

    /// `春 灌` over a photo's caption and credit, after a finished story: a photo news title of
    /// two characters, not a speck.
    func testTwoCharactersOverAPhotoAreItsTitle() {
        let text = "本报讯（记者 王涛）3月18日，县林业部门组织技术人员逐村指导嫁接改良。\n\n春 灌\n\n"
            + "3月19日，孝义市梧桐镇的农民引水浇灌麦田。\n\n（任志强 摄）\n\n临县开展“送法进村”活动\n\n本报讯 3月19日，临县开展普法活动。\n"
        XCTAssertDecided(text, line: "春 灌", by: "photo-news-title")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["", "春灌", "临县开展“送法进村”活动"])
        XCTAssertEqual(page.articles[1].captions.map(\.text), ["3月19日，孝义市梧桐镇的农民引水浇灌麦田。"])
    }

    /// A caption printed under its credit in column lines (`3月14日，…已经吐出花苞，` / `农民在果园
    /// 里修剪枝条。`), then a title or the page's footer: the credit's caption, whole.
    func testASentenceUnderACreditInColumnLinesIsItsCaption() {
        let page = PageParser.parse(text: """
            本报讯（记者 李海涛）3月14日，汾阳市推进医疗资源下沉基层。

            李海涛 摄

            3月14日，汾阳市峪道河镇的杏树已经吐出花苞，

            农民在果园里修剪枝条。

            兴 县 春 早

            □ 本报记者 王涛

            兴县的春天来得早，田里已是一片忙碌。
            """)
        XCTAssertEqual(page.captions.map(\.text), ["3月14日，汾阳市峪道河镇的杏树已经吐出花苞，农民在果园里修剪枝条。"])
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["李海涛"])
    }

    /// `1.…` / `2.…` / `3.…` right over a photo credit: a photo group's numbered captions, one
    /// caption under the group's title.
    func testAPhotoGroupNumberedOneTwoThreeIsOneCaption() {
        let page = PageParser.parse(text: """
            本报讯（记者 郭建英）5月22日，方山县杂粮种植面积继续扩大，农户增收明显。

            初夏吕梁

            1.离石区东川河湿地，白鹭在浅滩觅食。

            2.交城县庞泉沟林区，山花烂漫。

            记者 郭建英 摄

            临县开展“护苗”专项行动

            本报讯 5月22日，临县开展护苗专项行动。
            """)
        XCTAssertEqual(page.captions.map(\.text), ["1.离石区东川河湿地，白鹭在浅滩觅食。2.交城县庞泉沟林区，山花烂漫。"])
    }

    /// A photo's supplier credits it as its photographer does, a person or an institution
    /// (`刘建军 供图`, `中阳县气象局供图`, `图片由临县第三中学提供`): the line over the credit is
    /// the caption, not the story's last paragraph.
    func testAPhotosSupplierCreditsItAsAPhotographerDoes() throws {
        for (credit, name) in [("刘建军 供图", "刘建军"), ("中阳县气象局供图", "中阳县气象局"), ("图片由临县第三中学提供", "临县第三中学")] {
            let text = """
                ## 临县三中举行中考誓师大会

                本报讯（记者 冯晓丽）6月10日，临县第三中学举行中考誓师大会。

                中考前夕，初三学生在操场上放飞写满梦想的气球。

                \(credit)

                ## 停水公告
                """
            XCTAssertDecided(text, line: credit, by: "photo-credit")
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.captions.map(\.text), ["中考前夕，初三学生在操场上放飞写满梦想的气球。"], credit)
            XCTAssertEqual(page.captions.first?.credits.map(\.name), [name], credit)
            XCTAssertEqual(page.captions.first?.credits.map(\.role), ["提供"], credit)
        }
    }

    /// `摄影` and `供图` in running text (`他最大的爱好是` / `喜欢摄影`, `免费供图`, `摄影 张建国说`) are
    /// no credit: after a name they credit only set apart by a space, or after an institution.
    func testPhotographyAndSupplyingInTextAreNoCredits() throws {
        for line in ["喜欢摄影", "免费供图", "摄影 张建国说"] {
            let text = """
                ## 退休教师办起摄影展

                本报讯（记者 冯晓丽）6月10日，退休教师李华的作品展在文化馆开展。

                他最大的爱好是

                \(line)

                县里还专门举办了一场展览，吸引了不少市民前来参观。
                """
            XCTAssertEqual(PageParser.parse(text: text).captions, [], line)
        }
    }

    /// `图/孙建国`, `图：孙建国` under a photo's description credit the photographer, as `孙建国 摄`
    /// does: a credit, no byline, and the line over it the caption.
    func testPhotoCreditAfterTuAndASlashOrColonCreditsThePhoto() throws {
        for credit in ["图/孙建国", "图：孙建国"] {
            let text = """
                ## 道情进校园

                县文旅局介绍，全县已有12所中小学开设道情课。

                交城县卦山脚下的梨花开了，引来不少市民踏青赏花。

                \(credit)

                ### 科技馆“流动课堂”开进山区学校

                本报讯 日前，交城县科技馆的“流动课堂”走进4所山区学校。
                """
            XCTAssertDecided(text, line: credit, by: "photo-credit")
            let page = PageParser.parse(text: text)
            let caption = try XCTUnwrap(page.captions.first, credit)
            XCTAssertEqual(caption.text, "交城县卦山脚下的梨花开了，引来不少市民踏青赏花。", credit)
            XCTAssertEqual(caption.credits.map(\.name), ["孙建国"], credit)
            XCTAssertEqual(page.articles.flatMap(\.bylines), [], credit)
        }
    }

    /// Photo news: the one paragraph between a headline and a photo's credit is its caption,
    /// however many sentences it runs to; a paragraph closed by its writers' names over a credit
    /// is a story's text.
    func testTheOneParagraphBetweenAHeadlineAndACreditIsPhotoNewsCaption() throws {
        let description = "4月6日，清明假期最后一天，临县碛口古镇游人如织。古镇沿黄河岸边的杏花、桃花竞相开放，与古朴的明清建筑相映成趣，吸引了大批省内外游客前来踏青赏花。据统计，清明假期三天，古镇共接待游客6.8万人次，周边的农家乐、民宿几乎天天客满。"
        let text = "图片新闻\n\n碛口古镇游人如织\n\n\(description)\n\n记者 郭振宇 摄\n\n春灌保苗\n\n4月5日，孝义市农民为小麦浇灌返青水。\n\n（张海军 摄）\n"
        XCTAssertDecided(text, line: "4月6日", by: "caption-over-credit")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.first?.text, description)
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["郭振宇"])
        XCTAssertEqual(page.articles.first?.headline, "碛口古镇游人如织")
        let signed = "中阳钢铁项目建设跑出“加速度”\n\n连日来，中阳县高端钢材项目建设现场机器轰鸣，200余名工人分班作业，全力赶抢工期。据了解，该项目总投资58亿元，建成后可年产高端特钢150万吨。（韩世杰）\n\n摄影：孔祥瑞\n"
        XCTAssertEqual(PageParser.parse(text: signed).articles.first?.bylines.map(\.name), ["韩世杰"])
    }

    /// Photo news set in column lines: its paragraph, however many lines it wraps to, is one
    /// caption that runs on to the credit under it, not a caption cut after four lines.
    func testPhotoNewsInColumnLinesIsOneCaptionDownToItsCredit() throws {
        let columns = ["3月22日，文水县刘胡兰镇的农机手正在检", "修播种机械。春分过后，我市各地抢抓农", "时，做好农资储备、农机检修和技术培训",
                       "等工作，为春耕生产打好基础。截至目前，", "全市已检修各类农机具1.2万台（套），调", "运化肥、种子等农资8万余吨，农技人员已",
                       "深入田间地头，为农户讲解良种选用、科", "学施肥等技术。"]
        let text = (["春耕备耕忙"] + columns + ["记者 冯晓东 摄", "课后服务“时间”变“实惠”", "本报讯（记者 杜海峰）3月22日，我市召开课", "后服务工作推进会。"])
            .joined(separator: "\n\n")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.captions.count, 1)
        XCTAssertEqual(page.captions.first?.text, columns.joined())
        XCTAssertEqual(page.captions.first?.credits.map(\.name), ["冯晓东"])
    }

    /// A paragraph between a headline and a credit with more of the story's text under the
    /// credit is the story's opening, its photo set inside it: no photo news.
    func testAStorysFirstParagraphOverAPhotoInsideItIsNoCaption() throws {
        let text = """
            ## 小杂粮做成大产业

            ——岚县特色农业发展纪实

            今年以来，岚县立足小杂粮资源优势，把小杂粮产业作为富民强县的重要抓手，推动种植由分散经营向规模经营转变，由卖原粮向卖产品转变，全县小杂粮种植面积达到30万亩。

            记者 王涛 摄

            在东村镇，合作社统一供种、统一收购，带动周边农户增收。

            下一步，该县将继续延伸产业链，打造区域特色品牌。
            """
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("今年以来") == true)
    }

    /// `图：碛口古镇`, `图：单位 亿元`: what a photo shows or a chart's legend, not a photographer:
    /// after `图`, only people's names credit the photo.
    func testWhatFollowsTuIsACreditOnlyWhenItNamesPeople() {
        for line in ["图：碛口古镇", "图：单位 亿元"] {
            let text = "## 标题在这里\n\n本报讯 近日，当地召开会议。\n\n\(line)\n"
            XCTAssertNotEqual(traceOfLine(text, beginning: line, file: #filePath, line: #line)?.steps.last?.rule, "photo-credit", line)
            XCTAssertFalse(PageParser.parse(text: text).captions.flatMap(\.credits).contains { $0.name == "碛口古镇" || $0.name == "单位" }, line)
        }
    }

    /// `初雪` after a story's closing names, over column lines of text that run down to a
    /// photo's credit: the photo news item's title, not a speck nor the text's first words.
    func testTwoIdeographsAfterClosingNamesOverTextToAPhotoTitlePhotoNews() throws {
        let columns = ["场销售额达到26万元，不少市民一", "次就买了好几样。", "（白雪梅）", "初雪", "12月4日，吕梁山区迎来今冬首场降",
                       "雪，各地气温明显下降。雪后的离", "石区凤山公园银装素裹，亭台楼阁、", "松柏枝头披上了一层洁白的“外衣”，",
                       "吸引不少市民和摄影爱好者前来赏", "雪拍照，留住这难得的冬日美景。", "据市气象台消息，此次降雪过程全",
                       "市平均降雪量为3.6毫米，对增加土", "壤墒情、减少越冬病虫害十分有利。", "摄影：马建平"]
        let text = columns.joined(separator: "\n\n")
        XCTAssertDecided(text, line: "初雪", by: "photo-news-title")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.last?.headline, "初雪")
        XCTAssertEqual(page.captions.last?.credits.map(\.name), ["马建平"])
    }
}
