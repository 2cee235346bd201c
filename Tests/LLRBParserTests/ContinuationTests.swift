import Foundation
import XCTest
import LLRBParser

/// Stories that jump to another page or are carried over from one (`（下转2版）`, `（上接1版）`): the
/// marker read however the OCR broke or spaced it and taken out of the text, and the story it ends
/// or opens: carried-over text under no headline, the headline after a jump, writers named after a
/// marker. The markers' wordings are in `JumpMarkerWordingTests`.
final class ContinuationTests: XCTestCase {
    // MARK: - Markers

    func testContinuationMarkersBecomeDataAndLeaveTheText() {
        let page = PageParser.parse(text: "## 标题在这里很好\n\n本报讯 第一句话在这里。第二句话到 (下转4版) 达太原。\n")
        let article = page.articles.first
        XCTAssertEqual(article?.continuedTo?.page, 4)
        XCTAssertEqual(article?.continuedTo?.printed, "下转4版")
        XCTAssertFalse(article?.bodyText.contains("下转") ?? true)
    }

    /// `（下转2` / (blank) / `版）`: a jump marker broken at the line's end is read whole.
    func testJumpMarkerBrokenAcrossLinesIsRead() throws {
        let page = PageParser.parse(text: """
            ## 石楼县召开常委会会议
            本报讯（记者 尹芳）6月22日，岚县新增市场主体297户，扎实做

            好各项筹备工作，建成标准化厂房4（下转2

            版）
            """)
        XCTAssertEqual(page.articles.first?.continuedTo?.page, 2)
        XCTAssertTrue(page.noise.isEmpty, "\(page.noise)")
    }

    /// A jump marker the column broke after its `下` (`…市场主体。(下` / blank / `转2版)`) is read
    /// whole: the story goes on on page 2, and the names right under it close it.
    func testJumpMarkerBrokenAfterItsFirstCharacterIsRead() throws {
        let page = PageParser.parse(text: """
            离石区加快构建多元支撑的产业格局

            柳林县同比增长17.0%,压实各级主体责任。市文旅

            局统筹抓好生态保护和修复,着力破解企业融资难题,

            完善基础设施和公共服务,培育壮大市场主体。(下

            转2版)
            (晖建 旺欣)
            """)
        let story = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(page.articles.count, 1)
        XCTAssertEqual(story.continuedTo?.page, 2)
        XCTAssertEqual(story.bylines.map(\.name), ["晖建", "旺欣"])
        XCTAssertFalse(story.bodyText.contains("转2版"), story.bodyText)
    }

    /// A jump marker broken after its bracket (`…市场主体。（` / `下转2版）`) is joined whole,
    /// its bracket off the story's text.
    func testJumpMarkerBrokenAfterItsBracketIsJoinedWhole() throws {
        let page = PageParser.parse(text: """
            ## 我市加快培育市场主体

            本报讯(记者 李雅萍)今年以来，我市持续优化营商环境，培育壮大市场主体。（
            下转2版）

            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手。
            """)
        let first = try XCTUnwrap(page.articles.first)
        XCTAssertEqual(first.continuedTo?.page, 2)
        XCTAssertEqual(first.continuedTo?.lines.first, 3)
        XCTAssertFalse(first.bodyText.hasSuffix("（"), first.bodyText)
    }

    /// A jump marker with an OCR space in it (`(下转2 版)`) at the end of a story's last line, the
    /// names closing the story on the line under it: the marker is taken out of the text as it
    /// is without the space, so the names are seen to close the story, and the line over its
    /// text heads a story of its own instead of running on in the brief above.
    func testSpacedJumpMarkerBeforeClosingNames() throws {
        let page = PageParser.parse(text: """
            临县签约仪式举行

            本报讯(记者 萧彦)8月17日,市委大力发展特色优势产业,持续优化营商环境。

            柳林县持续改善农村人居环境,培育壮大市场主体,新开工项目774个。

            岚县绘就新画卷

            我市新增市场主体675户,大力发展特色优势产业。

            市税务局完善基础设施和公共服务,推动传统产业提档升级。(下转2 版)
            (萍 挺杰)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["临县签约仪式举行", "岚县绘就新画卷"])
        let jumped = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(jumped.bylines.map(\.name), ["萍", "挺杰"])
        XCTAssertEqual(jumped.continuedTo?.page, 2)
        XCTAssertFalse(jumped.bodyText.contains("版"), jumped.bodyText)
    }

    // MARK: - Stories carried over

    func testStoryCarriedOverFromAnotherPageLeavesTheNextHeadlineToItsStory() throws {
        let carried = "(上接1版)\n\n中共中央办公厅国务院办公厅印发通知,组织29个工作组开展复工复产情况调研。\n\n"
        let page = PageParser.parse(text: try Seeds.text("000").replacingOccurrences(of: "### 中共中央办公厅", with: carried + "### 中共中央办公厅"))
        let notice = try XCTUnwrap(page.article(headline: "组织29个工作组开展复工复产情况调研"))
        XCTAssertEqual(notice.dateline, "新华社北京3月12日电")
        let rest = try XCTUnwrap(page.articles.first { $0.continuedFrom?.page == 1 })
        XCTAssertEqual(rest.headline, "")
    }

    func testSeed003JumpMarkerAboveTheHeadlineOpensThatStory() throws {
        let page = PageParser.parse(text: "（上接1版）\n\n" + (try Seeds.text("003")))
        let xiaoyi = try XCTUnwrap(page.article(headline: "孝义市：坚持创新为上 做转型发展排头兵"))
        XCTAssertEqual(xiaoyi.continuedFrom?.page, 1)
        XCTAssertEqual(xiaoyi.lines.first, 1)
        XCTAssertEqual(page.articles.count, 2)
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

    /// A page of continued stories: a headline repeated over a bare `上接7版` opens the second
    /// story, and the marker, a whole one, is not read as the broken end of the line above.
    func testBareJumpMarkerUnderARepeatedHeadlineOpensTheNextStory() throws {
        let page = PageParser.parse(text: """
            (上接7版)

            孝义市对申请复产的企业分类办理审批，企业复工复产申请经乡镇部门审核

            报送至市疫情防控指挥部后，统一收集，及时讨论研究。

            乡村振兴按下“快进键”

            上接7版

            要进一步规范办理依申请公开，严格落实法定程序，提升答复质量。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["", "乡村振兴按下“快进键”"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 7])
        XCTAssertEqual(page.articles.last?.continuedFrom?.lines.first, 9)
    }

    /// The column line under a `上接2版` alone is the continued story's text, though short and
    /// unpunctuated; the unmarked headline over the marker stays a headline on a page whose
    /// other headlines the OCR marked with `#`.
    func testColumnLineUnderAJumpInIsText() throws {
        let text = """
            市公安局召开黄河流域联席会议

            上接2版

            交口县扎实推进黄河流域生态保护 和高质量

            发展，治理水土流失113.9平方公里。对企业复工复产计划进行

            摸底调查，积极对接省里和吕梁市工信部门掌握最新政策。

            ## 方山县黄河流域工作走在全市前列

            本报讯 11月7日，方山县召开黄河流域生态保护工作会议。

            ## 石楼县人居环境交出亮眼答卷

            本报讯 11月7日，石楼县推进农村人居环境整治。
            """
        let page = PageParser.parse(text: text)
        // On this page the OCR marked its headlines, so the unmarked line is text before the
        // jump's own rule (text-under-jump-in, which its table example pins) is asked.
        XCTAssertDecided(text, line: "交口县扎实推进", by: "unmarked-headline")
        XCTAssertEqual(page.articles.first?.headline, "市公安局召开黄河流域联席会议")
        XCTAssertEqual(page.articles.first?.lines.first, 1)
        XCTAssertEqual(page.articles.first?.lines.last, 9)
        XCTAssertTrue(page.articles.first?.bodyText.hasPrefix("交口县") == true)
    }

    /// A story's last line whose `。` the OCR lost, right over a `（上接1版）`, carries on the
    /// sentence above it: it is no headline repeated over the continued story.
    func testLineCarryingOnASentenceOverAJumpInIsText() throws {
        let page = PageParser.parse(text: """
            ## 全市政务公开工作推进会议召开

            本报讯(记者 李雅萍)4月13日，全市政务公开工作推进会议召开。会议要求，进一步推动

            全市政务公开工作迈上新台阶

            （上接1版）

            今年以来，交城县持续优化营商环境，企业开办时间压缩至1个工作日。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["全市政务公开工作推进会议召开", ""])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    // MARK: - After a jump

    /// After a story that jumps to another page and is closed by its writers' names on the same
    /// line (`…主体。(下转2版)(晖建 旺欣)`), a headline-looking line is the next story's headline,
    /// not the jumped story's sentence going on.
    func testHeadlineAfterAJumpAndClosingNamesStartsTheNextStory() throws {
        let page = PageParser.parse(text: """
            离石区加快构建多元支撑的产业格局

            柳林县同比增长17.0%,压实各级主体责任。市文旅

            局统筹抓好生态保护和修复,培育壮大市场主体。(下

            转2版)
            (晖建 旺欣)

            交城县锊痼椐鞑提升服务效能
            方山县构建现代化物流体系,其中"扈 汔秫玎瞰肽"

            工程进展顺利,扎实推进重点民生实事,不断提升群

            众的获得感和幸福感。
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["离石区加快构建多元支撑的产业格局", "交城县锊痼椐鞑提升服务效能"])
        XCTAssertTrue(page.articles.last?.bodyText.hasPrefix("方山县") == true, page.articles.last?.bodyText ?? "")
    }

    /// Text that jumps to another page and names its writers after the marker
    /// (`…就业。(下转2版)(旺飞 杰霞)`) is another story's than the open one, which named its
    /// reporter at its head: the plain line over that text is its headline.
    func testWritersNamedAfterAJumpMarkerCloseAnotherStory() throws {
        let page = PageParser.parse(text: """
            岚县铗膪腚砘提升服务效能
            本报讯(记者 卢振)10月14日,离石区布局氢能等新能源产业,全力推进重点项目建设。

            汾阳市莶葳嫔趵签约仪式举行
            市委抓实抓细各项整改任务,建成5G+智慧园区。
            方山县大力发展特色优势产业,带动819名群众就近就业。(下转2版)(旺飞 杰霞)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["岚县铗膪腚砘提升服务效能", "汾阳市莶葳嫔趵签约仪式举行"])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["旺飞", "杰霞"])
        XCTAssertEqual(page.articles.last?.continuedTo?.page, 2)
    }

    /// The same with the jump marker and the names each on a line of their own.
    func testWritersNamedUnderAJumpMarkerCloseAnotherStory() throws {
        let page = PageParser.parse(text: """
            方山县鳓昊訇铠举行工作会谈
            本报讯(记者 吴怡)市农业农村局狠抓各项政策落地见效,聚焦群众急难愁盼问题。

            交口县罡蹰泖粢签约仪式举行
            岚县加强农产品品牌建设,统筹抓好生态保护和修复。

            岚县扎实做好各项筹备工作,推动传统产业提档升级。
            (下转3版)
            (文霞 磊)
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["方山县鳓昊訇铠举行工作会谈", "交口县罡蹰泖粢签约仪式举行"])
        XCTAssertEqual(page.articles.last?.continuedTo?.page, 3)
    }
}
