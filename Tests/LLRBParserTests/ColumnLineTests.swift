import XCTest
import LLRBParser

/// A paragraph's column line that looks like a headline or a subtitle (no punctuation, a full
/// column wide or a character short, opening a quotation or closing one) is that paragraph's text:
/// read otherwise, it cut a story in two, or cut a word off from the line that finishes it.
final class ColumnLineTests: XCTestCase {
    /// `团市委工 作人员 冯艳刚说：“二是强化自` / `身建设,…能力水平。”杏`: a column line that opens a
    /// quotation the line under it closes is the quotation's first line, not a headline: read as
    /// one, it cut the story in two there.
    func testColumnLineOpeningAQuotationIsText() throws {
        let text = """
            我市汾酒文化取得新进展
            —岚县多措并举推进汾酒文化
            本报 讯（通讯员 廖艳明 记者 常静）3月1

            9日，聚焦企业群众办事更便捷，我市正式启

            动“综窗”改革，出台执行相关制度。

            承建方负责人介绍，得 益于市、区两级政府
            的高度重视、相关部门的紧密部署、迅速行

            动，项目自进场施工以 来，从手续办理、水
            电协调、施工建设等方面都得到了新区建管

            中心和各相关部门的大力帮助支持。交城县

            深挖汾酒文化资源，推动酒旅融合。

            团市委工 作人员 冯艳刚说：“二是强化自

            身建设,提高奋进新 征程的能力水平。”杏

            花村汾酒文化源远流长，吸引游客93万人次
            。贾家庄镇吴家岭村的田间地头，一派繁忙

            景象。
            """
        let page = PageParser.parse(text: text)
        XCTAssertDecided(text, line: "团市委工 作人员", by: "opening-quotation")
        XCTAssertEqual(page.articles.count, 1, "\(page.articles.map(\.headline))")
        XCTAssertEqual(page.articles.first?.lines.last, 26)
    }

    /// `”(薛瑜 钟英桂)`: a line opening with the closing quote of the sentence above, then the
    /// names closing the brief, is that brief's end. Read as a headline, it took the next brief
    /// as its story and cut the first one short of its names.
    func testLineOpeningWithAClosingQuoteIsText() throws {
        let page = PageParser.parse(text: """
            本地新闻

            本报讯 3月24日，岚县会议强调,全市各级各部门要深刻领会

            “两个确立”的决定性意义,切实把思想和行动统一起来。岚县负责人说：“会上,书面通

            报了2021年度市政协党组班子民主生活会整改措施落实情况,彼此坦诚。

            ”(薛瑜 钟英桂)

            本报讯 3月24日，市卫健委市

            政协党组书记、主席乔晓峰主

            持会议。(董彬凯 秦娥)
            """)
        XCTAssertEqual(page.articles.map(\.lines.first), [3, 11])
        XCTAssertEqual(page.articles.first?.lines.last, 9)
        XCTAssertEqual(page.articles.map(\.headline), ["", ""])
    }

    /// A paragraph's first line filling the column between two column lines, with no
    /// punctuation (`市行政审批服务管理局建成标准化厂房525万平` / `方米,…`), is text, not a
    /// headline: the story runs on to the names closing it, and the one-line headline over it,
    /// under the previous story's photo, heads it instead of joining the previous story's text.
    func testFullColumnLineBetweenColumnLinesIsText() throws {
        let page = PageParser.parse(text: """
            汾阳市渲矍焓喵签约仪式举行

            本 报 讯 (记 者 朱 彪 敏) 市商务局力争20
            23年底全面完工,持续改善农村人居环境。开发
            区完善基础设施和公共服务,同 比增长92.9%,
            聚焦群众急难愁盼问题,培育壮大市场主体。
            交城县着力破解企业融资难题,其中"荑歃蘼偕
            帙鲰"工程进展顺利,实现营业收入94.5亿元。
            孝义市新增市场主体458户,压实各级主体责任,
            深入开展调查研究,完成投资536亿元。
            图为临县隗镌刍嘬项目施工现场。
            通讯员 韩丽爱 摄

            开发区馥鲥讧犒提升服务效能

            交城县累 计办理业 务579件,着力破解企业融
            资难题。
            柳林县推 动传统产业提档升级,抓实抓细各项
            整改任务,积极对接省直有关部门。该县压实各
            级主体责任,推进城市更新和老旧小区改造。市
            委 完成投资110亿元,扎实做好各项筹备工作,
            建立健全长效工作机制,新开工项目791个。
            离石区新开工项 目341个,即斫姘醣糈嵛氲示范
            区建设,扎实推进重点民生实事,推动传统产业
            提档 升级。
            市行政审批服务管理局建成标准化厂房525万平
            方米,同比增长94.7%,实现营业收入42.3亿元。
            市 税务局切实加强安全生产监管,新增市场主
            体106户。该县全力推进 重点项目建设,实现营
            业收入78.3 亿元,狠抓各项政策落地见效,完善
            基础设 施和公共服务。
            市委加强农产品品牌 建设,新增市场主体556户,
            提升基层治理能力水平,加强农产品品 牌建设。
            (洋 婷旺)
            图为中阳县艨胤觚娆项目施工现场。
            记者 谭霞明 摄
            """)
        XCTAssertEqual(page.articles.map(\.headline), ["汾阳市渲矍焓喵签约仪式举行", "开发区馥鲥讧犒提升服务效能"])
        XCTAssertEqual(page.articles.map(\.lines.first), [1, 14])
        XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["洋", "婷旺"])
        XCTAssertTrue(page.articles.last?.bodyText.contains("建成标准化厂房525万平方米") == true)
    }

    /// A story's first column line set straight under its headline, one character short of the
    /// column (`市人社局…同乡村振`, 18 where the page's full lines print 19: a line without
    /// punctuation ends a little short), is the story's text, not a subtitle: as a subtitle it
    /// kept `乡村振` from the `兴` that the next line begins with, and `乡村振兴` missed the story.
    func testColumnLineOneShortUnderAHeadlineIsText() throws {
        let page = PageParser.parse(text: """
            蚯愦弁狍淞示范区建设,大力发展特色优势
            产业,持续优化政务服务流程。市文旅局不
            断提升群众的获得感和幸福感,全面摸排企
            业用工需求,加强农产品品牌建设,全力推
            进重点项目建设。
            开发区骝楱鲲拚举行工作会谈
            姚华继调研
            □ 万刚静

            该县压实各级主体责任,压实各级主体责任。
            该市着力破解企业融资难题,培育壮大市场
            主体,聚焦群众急难愁盼问题,新开工项目
            486个。孝义市着力破解企业融资难题,持
            续优化政务服务流程,推动传统产业提档升
            级,加快构建多元支撑的产业格局。
            市税务局加快新兴产业培育壮大,代号为"
            锃珙畹邋庖侑"的项目已经落地,切实加强
            安全生产监管。兴县强化要素保障和服务
            支撑,新增市场主体171户。
            奋进新征程 建功新时代
            孝义市猕珉黹镉举行工作会谈
            市人社局巩固拓展脱贫攻坚成果同乡村振
            兴有效衔接,建成标准化厂房703万平方米,
            着力破解企业融资难题。市生态环境局深
            入开展调查研究,狠抓各项政策落地见效,
            新增市场主体25户,完成投资138亿元。
            市商务局深入开展调查研究,即苴邛竽妾懔
            匍示范区建设,完成投资605亿元。临县深
            入开展调查研究,新增市场主体203户,统筹
            抓好生态保护和修复,新开工项目828个。
            市文旅局全面摸排企业用工需求,持续优化
            政务服务流程。
            石楼县带动980名群众就近就业,压实各级
            主体责任,压实各级主体责任,压实各级主
            体责任。市发改委完成投资850亿元,新增
            市场主体396户。市人社局扎实做好各项筹
            备工作,不断提升群众的获得感和幸福感,
            积极对接省直有关部门,新开工项目424个。
            (龙志 爱昕)
            """)
        let story = try XCTUnwrap(page.articles.last)
        XCTAssertEqual(story.headline, "孝义市猕珉黹镉举行工作会谈")
        XCTAssertEqual(story.subheadlines, [])
        XCTAssertTrue(story.bodyText.hasPrefix("市人社局巩固拓展脱贫攻坚成果同乡村振兴有效衔接"), story.bodyText)
    }

    /// On a page that puts a blank line under every column line, a paragraph's full first line
    /// (`市行政审批服务管理局切实加强安全生产` / `监管,…`) is as close to its neighbours as text lines
    /// get there, and so text, as on a page set without blank lines: as a headline it took the
    /// story's text before it and left the headline under the story above unplaced.
    func testFullColumnLineOnADoubleSpacedPageIsText() throws {
        let single = """
            新华社北京4月3日电 4月3日,市农业农村
            局实现 营业收入78.9亿元,代号为"庾蕙渚
            枇蚴瞟"的项目已经落地,聚焦 群众急难愁
            盼问题,切实加强安全生产监管,带动367
            名群众就近就业。
            市住建局深化校地合作和人才引进,同比增
            长24.0%,完成投资167亿元。市委深入开展
            调查研究,扎实做好各项筹备工作,压实各
            级主体责任。市行政审批服务管理局抓实
            抓细各项整改任务,全面摸排企业用工需求。
            市发改委切实加强安全生产监管,组织干部
            深入基层一线,坚持项目为王鲜明导向,切
            实加强安全生产监管。
            交口县饷璜凇锛加快推进项目建设
            市委同比增长93.7%,完成投资356亿元,积
            极对接省直有关部门,全力推进重点项目建
            设。临县扎实做好各项筹备工作,着力破解
            企业融资难题,大力发展特色优势产业。该
            市加强农产品品牌建设,加大财政资金投入
            力 度,压实各级主体责任。市委抓实抓细
            各 项整改任务,深化校地合作和人才引进,
            推动传统产业 提档升级。
            柳林县狠抓各项政策落地见效,全面摸排企
            业用工需求。中阳县深化校地合作和人才
            引进,聚焦群众急难愁盼问题,抓实抓细各
            项整改任务。该市加强农产品品牌建设,持
            续改善农村人居环境,大力发展特色优势产
            业,累计办理业务403件。市税务局全面摸
            排企业用工需求,同比增长67.7%。
            市行政审批服务管理局切实加强安全生产
            监管,推动传统产业提档升级,建成标准化
            厂房963万平方米。交口县新开工项目737
            个,同比增长69.5%,着力破解企业融资难题。
            岚县切实加强安全生产监管,代号为"鞴氐
            戤柝剽戛"的项目已经落地,建立健全长效
            工作机制,持续优化政务服务流程,抓实抓
            细各项整改任务。市行政审批服务管理局
            完成投资600亿元,深入开展调查研究。
            市住建局聚焦群众急难愁盼问题,建成标准
            化厂房237万平方米,累计办理业务55件,新
            增市场主体274户。
            (军龙 子)
            方山县锍睽疝姗推进会召开
            """
        let double = single.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n\n")
        for (text, step) in [(single, 1), (double, 2)] {
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.articles.map(\.headline), ["交口县饷璜凇锛加快推进项目建设", "方山县锍睽疝姗推进会召开"], "step \(step)")
            XCTAssertEqual(page.articles.map(\.lines.first), [1, 14 * step + 1], "step \(step)")
            XCTAssertEqual(page.articles.last?.bylines.map(\.name), ["军龙", "子"], "step \(step)")
        }
    }

    /// On a page with a blank line after every column line, a story's first column line under
    /// its headline (`孝义开展冬季燃气安全检查` / `孝义市日前启动冬季燃气安全专项检`), and a full
    /// column line listing items (`检查组对燃气管道、阀门、报警装置`), are the story's text: neither
    /// a second headline line nor the next story's headline.
    func testFullColumnLinesUnderAHeadlineAndListingItemsAreText() throws {
        let text = """
            兴县同步课堂开到村小

            本报讯（记者 乔海霞）12月4日，

            兴县教育局负责人表示，到2020年

            底，全县学校将全部达到办学基本标

            准。

            孝义开展冬季燃气安全检查

            孝义市日前启动冬季燃气安全专项检

            查，重点对城区餐饮场所、燃气经营

            企业和居民小区的燃气设施进行排查。

            检查组对燃气管道、阀门、报警装置

            等逐一检查，对发现的问题现场督促

            整改，已检查各类场所380余家。

            （乔建明）
            """
        XCTAssertDecided(text, line: "孝义市日前启动", by: "full-column-line")
        XCTAssertDecided(text, line: "检查组对燃气管道", by: "full-column-line")
        let page = PageParser.parse(text: text)
        XCTAssertEqual(page.articles.map(\.headline), ["兴县同步课堂开到村小", "孝义开展冬季燃气安全检查"])
        XCTAssertEqual(page.articles.last?.lines, SourceLines(first: 11, last: 25))
    }
}
