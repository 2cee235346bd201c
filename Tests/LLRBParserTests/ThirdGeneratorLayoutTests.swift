import XCTest
import LLRBParser

/// Pages written by a third generator, made apart from ours and the other one from the guide
/// and the seeds alone, with sentences drawn from a small set of templates so that stories on a
/// page share many words. Each page is cut down to the lines at fault.
final class ThirdGeneratorLayoutTests: XCTestCase {
    /// Text after a finished story, its headline lost (printed vertically, read as noise), is
    /// a story of its own: it once went back to the page's first story, whose words it shares,
    /// past the story between them.
    func testTextAfterAFinishedStorySharingAnEarlierStorysWordsIsAStoryOfItsOwn() throws {
        let page = PageParser.parse(text: """
            ## 岚县擦亮转型发展新名片

            本报讯（记者 付萍成）1月7日，岚县召开转型发展推进会。全市上下要以时不我待的紧迫感，抢抓机遇、真抓实干，奋力推动转型发展再上新台阶。

            岚县规模以上工业增加值同比增长7.2%，一般公共预算收入完成171亿元。

            ## 市委赴园区开展特色专业镇建设调研

            本报讯（记者 马静波）1月7日，市委组织部召开常务会议，研究部署特色专业镇建设等工作。（雷丽超）

            1月7日，离石区召开转型发展推进会。全市上下要以时不我待的紧迫感，抢抓机遇、真抓实干，奋力推动转型发展再上新台阶。离石区规模以上工业增加值同比增长7.2%。（陈洋国）
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县擦亮转型发展新名片", "市委赴园区开展特色专业镇建设调研", ""])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 7, 11])
        XCTAssertEqual(page.articles.map(\.lines.last), [5, 9, 11])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["陈洋国"])
    }

    /// A page number set between dots (`· 2 ·`) is noise, not the first words of the story
    /// under it.
    func testPageNumberBetweenDotsIsNoise() throws {
        let page = PageParser.parse(text: """
            · 2 ·

            ## 岚县擦亮转型发展新名片

            本报讯（记者 付萍成）1月7日，岚县召开转型发展推进会。

            - 3 -
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [3])
        XCTAssertEqual(page.articles.first?.bodyText, "1月7日，岚县召开转型发展推进会。")
        XCTAssertEqual(page.noise.map(\.text), ["· 2 ·", "- 3 -"])
    }

    /// A column name ending in a column word (`民生关注`, `县区简讯`, `乡村振兴进行时`) is the
    /// story's rubric, outside its lines, not a kicker or a headline of its own.
    func testColumnNamesEndingInAColumnWordAreRubrics() throws {
        let page = PageParser.parse(text: """
            民生关注

            鳘荸葸悛基地:铝镁产业链条越拉越长

            本报讯(记者 吴芳平)2月23日,记者从市文旅局获悉,全市文旅融合工作取得明显成效。

            县区简讯

            本报讯 近日，临县举办高质量发展培训班，2701余名干部职工参加培训。

            乡村振兴进行时

            石楼县召开项目建设推进会

            本报讯 2月22日，石楼县召开项目建设推进会，安排部署今年重点任务。

            引发社会广泛关注

            本报讯 2月22日，交城县召开项目建设推进会。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["鳘荸葸悛基地:铝镁产业链条越拉越长", "", "石楼县召开项目建设推进会", "引发社会广泛关注"])
        XCTAssertEqual(page.articles.map(\.rubric), ["民生关注", "县区简讯", "乡村振兴进行时", nil])
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 9, 13, 17])
    }

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

    /// A paragraph opening with `（上接 1 版）` is the rest of a story begun on page 1, a story of
    /// its own on this page, not more text of the story above it.
    func testParagraphOpeningWithAMarkerFromAnotherPageStartsAStory() throws {
        let page = PageParser.parse(text: """
            滢帱袂饧产业园特色产业助农增收

            本报讯（记者 金华海）1月29日，柳林县召开特色产业推进会。全市新建5G基站355个。

            （上接 1 版）在东义集团的生产车间里，一条条自动化生产线高速运转。

            全市金融机构各项贷款余额同比增长12.5%。

            宥钤橐园区对接会在兴县举行

            本报讯 1月29日，兴县召开对接会。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["滢帱袂饧产业园特色产业助农增收", "", "宥钤橐园区对接会在兴县举行"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 5, 9])
        XCTAssertEqual(page.articles.map { $0.continuedFrom?.page }, [nil, 1, nil])
        XCTAssertEqual(page.articles[1].bodyText.hasPrefix("在东义集团"), true)
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

    /// A headline that OCR spaces cut into pieces of two to four ideographs is a headline, not a
    /// slogan rubric, whose phrases match in length (`新时代 新征程 新伟业`); a rubric's words
    /// are not indexed, so the headline's could not be found.
    func testHeadlineCutIntoUnevenPiecesIsNoSlogan() throws {
        let page = PageParser.parse(text: """
            市委在丬 俣悒酐社 区召开 座谈会

            谭蕾娟主持

            本报讯 7月24日，市委召开党组（扩大）会议，传达学习习近平总书记重要讲话精神。

            新时代 新征程 新伟业

            交城县召开推进会

            本报讯 7月24日，交城县召开推进会。
            """)
        XCTAssertEqual(page.articles.map(\.rubric), [nil, "新时代 新征程 新伟业"])
        XCTAssertEqual(page.articles.first?.headline.filter { $0 != " " }, "市委在丬俣悒酐社区召开座谈会")
    }
}
