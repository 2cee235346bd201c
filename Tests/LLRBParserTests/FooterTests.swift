import XCTest
import LLRBParser

/// The page's footer (the desk that made the page, its editors and proofreaders, its phone and
/// mailbox, often the page's date), however its fields are worded, punctuated or parted over lines.
final class FooterTests: XCTestCase {
    // MARK: - Staff rows
    // Pages print their staff in many wordings (`本版编辑 张三 美编 李四`, `值班编委：刘明 责任编辑：张三
    // 版式：王五`, `要闻部主办，值班主任：王明`). Before footer rows were read as a whole, a row whose
    // labels were not among the few counted one by one became a headline with no story under it,
    // or a story's last paragraph: the staff's names searchable as the story's words.

    private func page(endingWith lastLine: String) -> Page {
        PageParser.parse(text: """
            ## 城庄镇：小杂粮产业见实效

            本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

            \(lastLine)
            """)
    }

    func testAStaffRowIsTheFooter() throws {
        let rows: [(line: String, editors: [String], layout: [String], proofreaders: [String])] = [
            ("本版编辑 张三 美编 李四", ["张三"], [], []),
            ("值班编委：刘明 责任编辑：张三 版式：王五", ["张三"], ["王五"], []),
            ("编辑：张三 校对：李四 版式：王五", ["张三"], ["王五"], ["李四"]),
            ("责任编辑：张三 责任校对：李四", ["张三"], [], ["李四"]),
            // `版式设计` and `本版校对` are labels whole: not a layout editor lost, nor one called 本版.
            ("责任编辑：王艳 版式设计：刘莉 校对：张三", ["王艳"], ["刘莉"], ["张三"]),
            ("本版编辑：张三 本版校对：李四", ["张三"], [], ["李四"]),
        ]
        for row in rows {
            let page = page(endingWith: row.line)
            XCTAssertEqual(page.articles.map(\.headline), ["城庄镇：小杂粮产业见实效"], row.line)
            XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3)], row.line)
            let footer = try XCTUnwrap(page.footer, row.line)
            XCTAssertEqual(footer.lines, SourceLines(line: 5), row.line)
            XCTAssertEqual(footer.editors, row.editors, row.line)
            XCTAssertEqual(footer.layoutEditors, row.layout, row.line)
            XCTAssertEqual(footer.proofreaders, row.proofreaders, row.line)
        }
    }

    /// `办` is the only cue of a row that opens with its sponsor and names a duty editor: it was
    /// the story's last paragraph.
    func testASponsorRowWithADutyEditorIsTheFooter() throws {
        let page = page(endingWith: "要闻部主办，值班主任：王明")
        let footer = try XCTUnwrap(page.footer)
        XCTAssertEqual(footer.department, "要闻部")
        XCTAssertEqual(footer.lines, SourceLines(line: 5))
        XCTAssertFalse(try XCTUnwrap(page.articles.first).bodyText.contains("值班主任"))
    }

    /// Headlines and sentences that hold a label among other words, and a byline that names an
    /// editor, are no footer.
    func testLabelsAmongOtherWordsAreNoFooter() throws {
        for headline in ["责任编辑要担起把关责任", "编辑校对业务培训班开班", "团市委主办青年编辑培训班"] {
            let page = PageParser.parse(text: """
                ## \(headline)

                本报讯（记者 王涛）6月3日，市新闻出版局举办培训班，百余名学员参加。
                """)
            XCTAssertNil(page.footer, headline)
            XCTAssertEqual(page.articles.map(\.headline), [headline])
        }
        for line in ["本次活动由市委宣传部主办，咨询电话：8227878", "编辑 张三 摄"] {
            let page = page(endingWith: line)
            XCTAssertNil(page.footer, line)
        }
    }

    /// From a review of the first footer-row reading: sentences set with spaces between labels
    /// and words, a department named after a label (`编辑部`), a lone `主编：` and a board's list
    /// had become the footer, out of their story.
    func testSentencesAndBoardsAmongStoriesAreNoFooter() throws {
        let lines = [
            "编辑、记者、校对等岗位人员 参加培训。", "编辑 记者 校对 齐上阵。", "2020年6月22日 校对 李四 编辑 王五 一同赴现场。",
            "市委宣传部主办 编辑部 承办", "主编：王明", "主编 张三 副主编 李四",
        ]
        for line in lines {
            let page = PageParser.parse(text: """
                ## 城庄镇：小杂粮产业见实效

                本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

                \(line)

                据了解，该项目总投资5亿元，建成后可带动当地2000余人就业。
                """)
            XCTAssertNil(page.footer, line)
            XCTAssertTrue(page.articles.contains { $0.lines.first <= 5 && $0.lines.last >= 5 }, line)
        }
    }

    // MARK: - Editor lines
    // Pages that name their editors on a line of their own (`责任编辑：董凯峰 美术编辑：龙嘉明`, or
    // `责任编辑：董凯峰` alone) print page furniture there, not a headline: taken for one, the line
    // became a story at the page's foot that swallowed the briefs above it (187 pages of an archive
    // generated apart).

    func testAnEditorsLineIsTheFooter() throws {
        for footerLine in ["责任编辑：董凯峰 美术编辑：龙嘉明", "责任编辑：董凯峰"] {
            let page = PageParser.parse(text: """
                ## 城庄镇：小杂粮产业见实效

                本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会，全镇种植面积达两万亩。

                本报讯（记者 罗鹏玲）6月3日，文水县已完成固定资产投资42亿元，同比增长百分之十。

                \(footerLine)
                """)
            XCTAssertEqual(page.articles.map(\.headline), ["城庄镇：小杂粮产业见实效", ""], footerLine)
            XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3), SourceLines(line: 5)], footerLine)
            let footer = try XCTUnwrap(page.footer, footerLine)
            XCTAssertEqual(footer.editors, ["董凯峰"], footerLine)
            XCTAssertEqual(footer.lines, SourceLines(line: 7), footerLine)
        }
    }

    // MARK: - Fields parted by stops, commas and lines

    /// A footer whose fields the OCR parted with `。` (`本版组版：李刚。责编：岳旭强。校对：刘挺`): each
    /// stop is followed by a label, so no sentence goes on.
    func testFooterFieldsPartedByFullStopsAreAFooter() throws {
        let page = PageParser.parse(text: """
            ## 我市召开安全生产工作会议

            本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

            会议要求，各级各部门要压实责任，确保安全生产形势持续稳定。

            要闻部主办 本版组版：李刚。责编：岳旭强。校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 7))
        XCTAssertEqual(page.footer?.editors, ["岳旭强"])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// Footers whose OCR lost a space or parted names with a comma (`岳旭强，梁瑜校对：刘挺`) or
    /// put one after the department (`政教专刊部主办，组版：…`) are footers, with every editor read.
    func testFootersWithCommasAreFooters() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            全县已培育特色种养殖基地36个,带动3000余户群众增收。

            要闻部主办 本版组版：李刚 责编：岳旭强，梁瑜校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 7))
        XCTAssertEqual(page.footer?.editors, ["岳旭强", "梁瑜"])
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// The same with a department and a comma, under the page's date.
    func testFooterWithACommaAfterItsDepartmentIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            全县已培育特色种养殖基地36个,带动3000余户群众增收。

            2020年6月22日 星期一

            政教专刊部主办，组版：王晓 责编：梁瑜 校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(first: 7, last: 9))
        XCTAssertEqual(page.articles.first?.lines.last, 5)
    }

    /// Footers with a space after a colon before a long page name, or a department not ending in
    /// 部 (`新闻中心主办 版面: 县域经济新闻`, `融媒体中心 组版：…`), are footers.
    func testFootersWithLongNamesAreFooters() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            新闻中心主办 版面: 县域经济新闻 责编: 侯文 校对: 刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.footer?.editors, ["侯文"])
        XCTAssertEqual(page.articles.count, 1)
    }

    /// The same with `融媒体中心`.
    func testFooterOfAMediaCentreIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日，交口县把发展特色产业作为乡村振兴的重要抓手，带动群众增收。

            融媒体中心 组版：李刚 责编：岳旭强 校对：刘挺
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.articles.count, 1)
    }

    /// A footer going on after a stop with a hotline (`校对：刘挺。新闻热线：…`) is a footer.
    func testFooterWithAHotlineAfterAStopIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            要闻部主办 组版：李刚 责编：岳旭强 校对：刘挺。新闻热线：0358-8221234
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
        XCTAssertEqual(page.articles.first?.lines.last, 3)
    }

    /// A footer naming its department after a comma (`…，融媒体中心主办`) is a footer.
    func testFooterWithItsDepartmentAfterACommaIsAFooter() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            组版：李刚 责编：岳旭强 校对：刘挺，融媒体中心主办
            """)
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
    }

    /// A footer naming the page (`经济新闻`) or its desk (`专刊部主编`) between its date and its
    /// staff is the footer, and dates the page: it had been a headline with no story under it.
    func testFooterNamingThePageBetweenItsDateAndItsStaffIsTheFooter() throws {
        let rows: [(line: String, date: String, editors: [String])] = [
            ("2021年12月9日 星期四 经济新闻 编辑：田雅琴 校对：刘佳", "2021-12-09", ["田雅琴"]),
            ("2022年9月20日 星期二 专刊部主编 编辑：赵雅 校对：王宁", "2022-09-20", ["赵雅"]),
        ]
        for row in rows {
            let page = page(endingWith: row.line)
            XCTAssertEqual(page.date, row.date, row.line)
            XCTAssertEqual(page.footer?.editors, row.editors, row.line)
            XCTAssertEqual(page.articles.count, 1, row.line)
            XCTAssertDecided("本报讯（记者 秦嘉娜）6月3日，城庄镇召开小杂粮产业推进会。\n\n" + row.line + "\n", line: String(row.line.prefix(10)), by: "footer-field")
        }
    }

    /// A footer row led by the page's name (`经济观察 本版编辑 王 宁 版式 冯 佳`, `副刊 责编：王 霞`,
    /// `县域新闻 编辑 刘 娟`) is the footer: it had been a story of its own, or a headline whose
    /// misplacing moved every headline of a page of headlines below one story down. Two names
    /// before a label (`王丽 编辑 张明`) are no page's name.
    func testAFooterLedByThePagesNameIsTheFooter() throws {
        let rows: [(line: String, editors: [String])] = [
            ("经济观察 本版编辑 王 宁 版式 冯 佳", ["王宁"]),
            ("教育周刊 责任编辑：张晓红", ["张晓红"]),
            ("副刊 责编：王 霞", ["王霞"]),
            ("县域新闻 编辑 刘 娟", ["刘娟"]),
        ]
        for row in rows {
            let page = page(endingWith: row.line)
            XCTAssertEqual(page.footer?.editors, row.editors, row.line)
            XCTAssertEqual(page.articles.count, 1, row.line)
        }
        XCTAssertNil(page(endingWith: "王丽 编辑 张明").footer)
    }

    /// A footer opening with the page's date and a comma (`2023年4月14日 星期五，要闻部主办 …`) dates
    /// the page.
    func testFooterOpeningWithTheDateAndACommaDatesThePage() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            2023年4月14日 星期五，要闻部主办 组版：李刚 责编：岳旭强 校对：刘挺
            """)
        XCTAssertEqual(page.date, "2023-04-14")
        XCTAssertEqual(page.footer?.lines, SourceLines(line: 5))
    }

    /// A footer's names stop before the words of the next field's label (`刘挺 新闻热线电话：…`,
    /// `刘挺 投稿信箱：…`), which were read as a proofreader; `读者热线：` gives the phone.
    func testFooterNamesStopBeforeTheNextFieldsWords() throws {
        let page = PageParser.parse(text: """
            ## 交口县推进乡村振兴

            本报讯(通讯员 蔡宇霞)近日,交口县把发展特色产业作为乡村振兴的重要抓手,带动群众增收。

            副刊部主办 组版：李刚 责编：岳旭强 校对：刘挺 投稿信箱：llrbfk@163.com 读者热线：0358-8221234
            """)
        XCTAssertEqual(page.footer?.proofreaders, ["刘挺"])
        XCTAssertEqual(page.footer?.phone, "0358-8221234")
        XCTAssertEqual(page.footer?.email, "llrbfk@163.com")
    }

    /// A footer printed on two lines, the page's name first (`版面：综合新闻 责编：侯文` /
    /// `校对：金婷丽 组版：许燕红`): both lines are the footer's, neither the last story's.
    func testTwoLineFooterNamingThePageIsTheFooter() throws {
        let page = PageParser.parse(text: """
            ## 碛口镇特色产业链出新图景

            本报讯(记者 李玉俊)近日,碛口镇巩固拓展脱贫攻坚成果。

            版面：综合新闻 责编：侯文

            校对：金婷丽 组版：许燕红
            """)
        XCTAssertEqual(page.articles.first?.lines.last, 3)
        XCTAssertEqual(page.footer?.lines.first, 5)
        XCTAssertEqual(page.footer?.editors, ["侯文"])
        XCTAssertEqual(page.footer?.proofreaders, ["金婷丽"])
    }

    /// A footer whose address the OCR dotted with `。` (`llrbywb@163。com`), or that ends in one,
    /// is still the footer: only a sentence going on after a full stop is a story's text.
    func testFooterWithAStrayFullStopIsTheFooter() throws {
        for footer in ["要闻部主办 本版组版: 李刚 责编:岳旭强 梁瑜 校对:刘挺 要闻部邮箱:llrbywb@163。com", "责编：岳旭强 校对：刘挺 组版：李刚。"] {
            let page = PageParser.parse(text: """
                ## 我市召开安全生产工作会议

                本报讯(记者 李雅萍)4月13日，我市召开安全生产工作会议，部署隐患排查整治工作。

                \(footer)
                """)
            XCTAssertEqual(page.footer?.lines.first, 5, footer)
            XCTAssertEqual(page.footer?.editors, ["岳旭强"] + (footer.contains("梁瑜") ? ["梁瑜"] : []), footer)
            XCTAssertEqual(page.articles.first?.lines.last, 3, footer)
        }
    }

    /// `地址：… 邮编：… 新闻热线：…` at the foot of a page is the paper's contact row: the footer,
    /// not a last line of the story over it, nor a story of its own.
    func testTheAddressBesideItsPostcodeIsTheFooter() throws {
        for row in ["地址:吕梁市离石区滨河北中路 邮编:033000 广告热线:0358-8223456", "地址：吕梁市离石区滨河北中路 邮编：033000 新闻热线：0358-8226699"] {
            let page = page(endingWith: row)
            XCTAssertEqual(page.articles.map(\.lines), [SourceLines(first: 1, last: 3)], row)
            XCTAssertEqual(page.footer?.lines, SourceLines(line: 5), row)
        }
        XCTAssertDecided("城庄镇召开推进会\n\n本报讯 6月3日，城庄镇召开推进会。\n\n地址：吕梁市离石区滨河北中路 邮编：033000", line: "地址", by: "footer-field")
    }

    /// `地址：… 电话：0358-8227878` beside the footer, `本报民生热线：0358-8227123` under the last
    /// story at the page's foot are the paper's contacts: footer, no one-line story, numbers
    /// printed full-width or parted by a space too. A story's own `举报电话：…`, a notice's
    /// `联系电话：…` and contacts above a story stay text.
    func testContactsAtThePagesFootAreTheFooters() {
        let story = "## 兴县禁毒宣传进校园\n\n本报讯 近日，兴县开展禁毒宣传进校园活动。\n\n"
        for contacts in ["地址：吕梁市离石区滨河北西路 电话：0358-8227878", "本报民生热线：0358-8227123", "新闻热线：0358-8221111 8222222"] {
            let text = story + "要闻部主办 责编：岳旭强\n\n" + contacts + "\n\n5\n"
            XCTAssertDecided(text, line: contacts, by: "contacts-at-foot")
            let page = PageParser.parse(text: text)
            XCTAssertEqual(page.articles.map(\.headline), ["兴县禁毒宣传进校园"], contacts)
            XCTAssertFalse(page.articles.first?.bodyText.contains("0358") == true, contacts)
        }
        let notice = "## 停水公告\n\n因管网维修，5月20日城区部分小区停水一天。\n\n联系电话：0358-8221234\n"
        XCTAssertNotEqual(traceOfLine(notice, beginning: "联系电话", file: #filePath, line: #line)?.steps.last?.rule, "contacts-at-foot")
        let ownLine = story + "举报电话：0358-8222000\n"
        XCTAssertNotEqual(traceOfLine(ownLine, beginning: "举报电话", file: #filePath, line: #line)?.steps.last?.rule, "contacts-at-foot")
        let printedApart = story + "新闻热线：０３５８－8227123 传真：0358 8227000\n"
        XCTAssertDecided(printedApart, line: "新闻热线", by: "contacts-at-foot")
        let above = "本报民生热线：0358-8227123\n\n" + story
        XCTAssertNotEqual(traceOfLine(above, beginning: "本报民生热线", file: #filePath, line: #line)?.steps.last?.rule, "contacts-at-foot")
    }
}
