import XCTest
import LLRBViews

/// `OfficeReader`: the (name, office) pairs of docs/PEOPLE.md, read from the forms the paper
/// prints, and nothing taken for a name that is a word.
final class OfficeReaderTests: XCTestCase {
    private let reader = OfficeReader()

    /// The pairs of `text`, written `name office` (office as written, `—` for none).
    private func pairs(_ text: String...) -> [String] {
        reader.mentions(in: text).map { "\($0.name) \($0.office?.written ?? "—")" }
    }

    /// Issue 78, point 3: a name ends where the name ends, never taking the first character of
    /// the word after it, whether a name of two or three characters, and across a line break.
    func testANameIsNotExtendedByTheFirstCharacterOfTheWordAfterIt() {
        for word in ["表示，", "说，", "指出，", "强调，", "在会上讲话。", "召开会议。", "调研企业。", "来到一线。", "要求各地。", "与企业座谈。"] {
            XCTAssertEqual(pairs("市长王立伟" + word), ["王立伟 吕梁市长"], word)
            XCTAssertEqual(pairs("市长王刚" + word), ["王刚 吕梁市长"], word)
        }
        XCTAssertEqual(pairs("市长王\n刚表示，要抓好。"), ["王刚 吕梁市长"])
        XCTAssertEqual(pairs("市长王立伟\n指出，要抓好。"), ["王立伟 吕梁市长"])
        XCTAssertEqual(pairs("市长王刚强\n调，要抓好。"), ["王刚 吕梁市长"])
    }

    func testATitleBeforeANameIsTheCitysWithNoPlacePrinted() {
        XCTAssertEqual(pairs("2月17日，市长王立伟出席并讲话。"), ["王立伟 吕梁市长"])
        XCTAssertEqual(pairs("市委书记孙大军主持会议并讲话。"), ["孙大军 吕梁市委书记"])
    }

    func testAChainGivesTheNameEachTitle() {
        XCTAssertEqual(pairs("市委常委、常务副市长李建国主持。"), ["李建国 吕梁市委常委", "李建国 吕梁市常务副市长"])
        XCTAssertEqual(pairs("临县县委副书记、县长冯志远出席。"), ["冯志远 临县县委副书记", "冯志远 临县县长"])
    }

    func testAPlacePrintedBeforeTheTitleIsItsPlace() {
        XCTAssertEqual(pairs("临县县委书记高振华、汾阳市长贾建平、文水县委书记刘海军、离石区区长石磊到会。"),
                       ["高振华 临县县委书记", "贾建平 汾阳市长", "刘海军 文水县委书记", "石磊 离石区长"])
        XCTAssertEqual(pairs("吕梁市委书记孙大军、汾阳市市长贾建平"), ["孙大军 吕梁市委书记", "贾建平 汾阳市长"])
    }

    func testAWordEndingIn讯IsNoDateline() {
        XCTAssertEqual(pairs("汾阳讯", "近日传来喜讯，市长张三出席表彰会。"), ["张三 汾阳市长"])
        XCTAssertEqual(pairs("汾阳讯", "简讯。", "本报讯 市长李四出席。"), ["李四 吕梁市长"], "本报讯 is the paper's own")
    }

    func testACityTitleInACountyLevelCitysOwnReportIsThatCitys() {
        XCTAssertEqual(pairs("本报汾阳讯", "市委书记冀国华、市委常委、组织部部长贺鹏出席。"),
                       ["冀国华 汾阳市委书记", "贺鹏 汾阳市委常委", "贺鹏 汾阳市委组织部部长"])
    }

    func testATitleAfterTheNamesOfAPlacesTitleIsOfThatPlace() {
        XCTAssertEqual(pairs("方山讯", "汾阳市委书记东方晓、市长燕秋实陪同。"), ["东方晓 汾阳市委书记", "燕秋实 汾阳市长"])
    }

    func testAnotherPlacesOrBodysTitleIsNotRead() {
        XCTAssertEqual(pairs("太原市副市长李红军、榆林市委常委刘振华、团市委书记王婧为出席。程建峰当选市长"), [])
    }

    func testADepartmentsPartySecretaryCarriesTheChainToItsHead() {
        XCTAssertEqual(pairs("市公安局党委书记、局长冉啸通报了情况。"), ["冉啸 吕梁市公安局局长"])
    }

    func testADatelineNamesItsCountyWhateverIsPrintedBeforeIt() {
        XCTAssertEqual(pairs("（通讯员 韩新）兴县讯", "县长高志远出席。"), ["高志远 兴县县长"], "韩新兴县: 新 before 兴县 is no word here")
        XCTAssertEqual(pairs("交口讯", "县委书记贺强主持。"), ["贺强 交口县委书记"], "交口 alone is also 交口称赞, but not before 讯")
    }

    func testACountyTitleWithoutItsCountyIsTheCountyTheArticleNames() {
        XCTAssertEqual(pairs("临县讯", "近日，县长冯志远深入乡镇调研。"), ["冯志远 临县县长"])
        XCTAssertEqual(pairs("县委书记冯志远说，要抓好春耕。"), [], "no county named: no office can be told")
    }

    func testANameEndsWhereTheWordsAfterItBegin() {
        XCTAssertEqual(pairs("市长张广勇与中建集团负责人座谈。"), ["张广勇 吕梁市长"])
        XCTAssertEqual(pairs("市长张 广勇 与中建集团"), ["张广勇 吕梁市长"], "OCR's spaces inside a name")
        XCTAssertEqual(pairs("副市长王刚主持会议。"), ["王刚 吕梁市副市长"])
        XCTAssertEqual(pairs("副市长王刚在会上强调"), ["王刚 吕梁市副市长"])
        XCTAssertEqual(pairs("市长欧阳明华出席"), ["欧阳明华 吕梁市长"])
    }

    func testANameTheArticleRepeatsShorterIsThatName() {
        XCTAssertEqual(pairs("市长李四召开常务会议。李四强调，要抓好防汛。"), ["李四 吕梁市长"])
        XCTAssertEqual(pairs("市政协党组书记张稳科主持会议。张稳科强调"), ["张稳科 吕梁市政协党组书记"])
        XCTAssertEqual(pairs("市委秘书长黄宏怀，副市长张三出席。黄宏说"), ["黄宏怀 吕梁市委秘书长", "张三 吕梁市副市长"],
                       "punctuation after three characters ends the name there")
    }

    func testAnotherProvincesCountysTitleIsNotACountyOfLuliang() {
        XCTAssertEqual(pairs("临县讯", "平遥县委书记王某某一行来临县考察，县长冯志远陪同。"), ["冯志远 临县县长"])
    }

    func testAWordIsNeverAName() {
        XCTAssertEqual(pairs("市长主持会议。市委书记强调，县长高度评价。市长热线12345。县委书记们表示"), [])
        XCTAssertEqual(pairs("城市长廊建成。全县长期坚持。"), [])
    }

    func testADeputyIsNotTheHolder() {
        XCTAssertEqual(pairs("副市长李四、常务副市长王五"), ["李四 吕梁市副市长", "王五 吕梁市常务副市长"])
    }

    func testAListAfterATitleGivesEachNameIt() {
        XCTAssertEqual(pairs("副主席尉迟浩、柴永红、和振东出席", "市政协主席庄伟。"), ["庄伟 吕梁市政协主席"], "no body named before")
        XCTAssertEqual(pairs("市政协主席庄伟主持。副主席尉迟浩、柴永红、和振东出席"),
                       ["庄伟 吕梁市政协主席", "尉迟浩 吕梁市政协副主席", "柴永红 吕梁市政协副主席", "和振东 吕梁市政协副主席"])
        XCTAssertEqual(pairs("市人大常委会副主任张耀峰、李双会、梁志 锋出席会议。"),
                       ["张耀峰 吕梁市人大常委会副主任", "李双会 吕梁市人大常委会副主任", "梁志锋 吕梁市人大常委会副主任"])
    }

    func testAShortTitleAfterItsBodyIsThatBodys() {
        XCTAssertEqual(pairs("市人大常委会党组书记、主任刘振国主持会议。"),
                       ["刘振国 吕梁市人大常委会党组书记", "刘振国 吕梁市人大常委会主任"])
        XCTAssertEqual(pairs("市人大常委会主任李建平主持会议，副主任赵庆丰、白月娥，秘书长牛国强出席会议。"),
                       ["李建平 吕梁市人大常委会主任", "赵庆丰 吕梁市人大常委会副主任", "白月娥 吕梁市人大常委会副主任",
                        "牛国强 吕梁市人大常委会秘书长"])
        XCTAssertEqual(pairs("市政协党组书记、主席乔晓峰主持会议。党组成员、副主席王阳平列席会议。"),
                       ["乔晓峰 吕梁市政协党组书记", "乔晓峰 吕梁市政协主席", "王阳平 吕梁市政协副主席"], "the body holds over the article")
        XCTAssertEqual(pairs("市委书记李建平主持会议。副主任赵庆丰出席。"), ["李建平 吕梁市委书记"], "a short title of a body not named")
        XCTAssertEqual(pairs("市政协秘书长王五出席。市委常委、秘书长卢旭东作了通报。"),
                       ["王五 吕梁市政协秘书长", "卢旭东 吕梁市委常委", "卢旭东 吕梁市委秘书长"], "the chain's own body first")
    }

    func testATitleInBracketsAfterTheName() {
        XCTAssertEqual(pairs("会议由王立伟（市长）主持。"), ["王立伟 吕梁市长"])
        XCTAssertEqual(pairs("总指挥司马文涛（市长）；副总指挥贾东升（副市长、市公安局局长）"),
                       ["司马文涛 吕梁市长", "贾东升 吕梁市副市长", "贾东升 吕梁市公安局局长"])
    }

    func testNamesListedAsPresentHaveNoOffice() {
        XCTAssertEqual(pairs("市领导韩建中、贺丽萍出席签约仪式。"), ["韩建中 —", "贺丽萍 —"])
        XCTAssertEqual(pairs("市政府领导油晓峰、张效彪参加。"), ["油晓峰 —", "张效彪 —"])
        XCTAssertEqual(pairs("市领导贠卫东、郇建华出席。"), ["贠卫东 —", "郇建华 —"], "a surname the list lacks, in a list")
        XCTAssertEqual(pairs("由县领导领衔督办。"), [], "one item alone may be a word")
        XCTAssertEqual(pairs("出席会议的有：市委副书记张三、副市长李四，王五、赵六。"),
                       ["张三 吕梁市委副书记", "李四 吕梁市副市长", "王五 —", "赵六 —"])
    }

    func testFormerHoldersAndOtherPlacesOfficesAreNotMentions() {
        XCTAssertEqual(pairs("原市委书记王某某、省委书记李某、太原市长张某、某镇党委书记刘某、村党支部书记赵某"), [])
    }

    func testADepartmentHead() {
        XCTAssertEqual(pairs("市公安局局长郭宏伟、县农业农村局副局长贺振东"),
                       ["郭宏伟 吕梁市公安局局长"])
        XCTAssertEqual(pairs("柳林讯", "县农业农村局副局长贺振东说"), ["贺振东 柳林县农业农村局副局长"])
    }
}

extension OfficeReaderTests {
    func testATitleOfAnotherBodyInAChainLeavesTheNameToTheOthers() {
        XCTAssertEqual(pairs("市人大常委会副主任、市总工会主席梁志锋出席会议并讲话。"), ["梁志锋 吕梁市人大常委会副主任"])
    }

    func testAShortTitleJoinedByAnd() {
        XCTAssertEqual(pairs("市政协党组书记张稳科主持会议。市政协党组副书记赵沂旸，市政协副主席李真、刘继隆及秘书长杨成元参加会议。"),
                       ["张稳科 吕梁市政协党组书记", "赵沂旸 吕梁市政协党组副书记", "李真 吕梁市政协副主席", "刘继隆 吕梁市政协副主席",
                        "杨成元 吕梁市政协秘书长"])
    }
}

extension OfficeReaderTests {
    /// Pieces of the forms the reader knows, run together at random: every text ends its reading
    /// without a trap (an index past the text, a name of no ideograph), at any cut.
    func testAnyRunOfTheFormsPiecesIsReadWithoutFault() {
        let pieces = ["市", "县", "区", "委", "书记", "长", "副", "常务", "代", "市长", "市委书记", "县委", "人大常委会", "政协", "主任", "主席",
                      "秘书长", "党组", "局", "公安", "局长", "、", "，", "。", "（", "）", "(", ")", "讯", "吕梁", "临县", "汾阳", "交口", "兴县",
                      "王", "欧阳", "立伟", "张", "广勇", " ", "\n", "出席会议的有", "市领导", "：", "原", "时任", "主持", "强调", "和", "与",
                      "a", "1", "\u{3000}", "\u{FFFD}", "😀"]
        var generator = SplitMix(seed: 67)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 24)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            for mention in reader.mentions(in: [text, String(text.reversed())]) {
                XCTAssertTrue((2...4).contains(mention.name.count), "\(mention.name) from \(text)")
                XCTAssertFalse(mention.name.unicodeScalars.contains { $0.properties.isWhitespace }, text)
            }
        }
    }
}

extension OfficeReaderTests {
    /// OCR's spaces of every width inside a title and a name are left out, the ideographic space
    /// (U+3000, the last scalar before the ideographs the reader decodes without a test) too;
    /// the ideographic comma after it (U+3001) still separates.
    func testSpacesOfEveryWidthInsideATitleAndANameAreLeftOut() {
        XCTAssertEqual(pairs("市\u{3000}长 王\u{00A0}立\u{2002}伟\t出席，副市长李\u{3000}红\u{3001}张强出席。"),
                       ["王立伟 吕梁市长", "李红 吕梁市副市长", "张强 吕梁市副市长"])
    }

    func testAOneCharacterCountysBodiesShareItsLevelCharacter() {
        XCTAssertEqual(pairs("兴县公安局局长白振华主持，临县人大常委会主任王五出席。"), ["白振华 兴县县公安局局长", "王五 临县县人大常委会主任"])
    }

    func testAWordEndingInFormerIsNoFormerHolder() {
        XCTAssertEqual(pairs("春节前市委书记孙大军看望慰问老干部。"), ["孙大军 吕梁市委书记"])
        XCTAssertEqual(pairs("时任县长刘湘带着县里的同志", "兴县讯"), ["刘湘 兴县县长"], "时任 is a mention, dated by its page")
    }

    func testABracketedTitlesNameIsNotTheWordBeforeIt() {
        XCTAssertEqual(pairs("嘉宾王刚（市长）致辞。常务副总指挥段志强（常务副市长）"), ["王刚 吕梁市长", "段志强 吕梁市常务副市长"])
    }

    func testWordsAfterATitleOrInAListAreNoNames() {
        XCTAssertEqual(pairs("市委书记谈乡村振兴。县委书记高位推动。"), [])
        XCTAssertEqual(pairs("副市长张三、各县（市、区）分管领导出席。"), ["张三 吕梁市副市长"])
    }

    func testTheTableOfTitlesActingAndCourtAndACountyNamedAfter() {
        XCTAssertEqual(pairs("代市长程建峰、市中院院长聂海峰、市检察院检察长殷建华出席。"),
                       ["程建峰 吕梁市代市长", "聂海峰 吕梁市中级人民法院院长", "殷建华 吕梁市人民检察院检察长"])
        XCTAssertEqual(pairs("县长冯志远说，临县将抓好春耕。"), ["冯志远 临县县长"], "the county the article names after the title")
        XCTAssertEqual(pairs("参加会议的有：郝金光、薛爱平。"), ["郝金光 —", "薛爱平 —"])
    }

    /// A chain of thousands of titles before thousands of names gives a bounded number of pairs:
    /// the product of a hostile page's chain and names is never made.
    func testAHostileChainBeforeAHostileListStaysBounded() {
        let titles = ["市委常委", "副市长", "市政府秘书长", "市公安局局长", "市人大常委会副主任", "市政协副主席", "市委秘书长", "市纪委书记"]
        let given = Array("建明华军平英红丽芳"), last = Array("国伟强东林峰涛斌")
        let names = (0..<5_000).map { "王" + String(given[$0 % given.count]) + String(last[$0 / given.count % last.count]) }
        let text = titles.joined(separator: "、") + String(repeating: "、副市长", count: 5_000) + names.joined(separator: "、") + "出席。"
        let read = reader.mentions(in: [text])
        XCTAssertEqual(Set(read.compactMap(\.office?.title)).count, 8, "the first eight titles, the rest passed over")
        XCTAssertEqual(Set(read.map(\.name)).count, 64, "the first 64 names")
        XCTAssertEqual(read.count, 8 * 64)
    }
}

extension OfficeReaderTests {
    func testACourtsHeadPrintedShortAfterItsPartySecretary() {
        XCTAssertEqual(pairs("市中级人民法院党组书记、院长桑立新，市人民检察院党组书记、检察长檀雪松出席。"),
                       ["桑立新 吕梁市中级人民法院院长", "檀雪松 吕梁市人民检察院检察长"])
    }

    func testANameEndingInAJoiningCharacter() {
        XCTAssertEqual(pairs("市长容志和在一季度经济运行分析会上讲话。市长张三和李四"), ["容志和 吕梁市长", "张三 吕梁市长"])
        XCTAssertEqual(pairs("市长王刚和全市干部群众一起植树。县长李强同大家一起", "临县讯"), ["王刚 吕梁市长", "李强 临县县长"])
        XCTAssertEqual(pairs("县委副书记、县长令狐军结合实际谈了体会。", "交口讯"), ["令狐军 交口县委副书记", "令狐军 交口县长"])
    }

    func testRareSurnamesOfShanxi() {
        XCTAssertEqual(pairs("副主任籍振华、成世杰出席", "市人大常委会主任鲍国梁主持。"),
                       ["鲍国梁 吕梁市人大常委会主任"], "no body named before the short title")
        XCTAssertEqual(pairs("市人大常委会主任鲍国梁主持。副主任籍振华、成世杰出席。县长钮春燕、母建国、桓宇", "方山讯"),
                       ["鲍国梁 吕梁市人大常委会主任", "籍振华 吕梁市人大常委会副主任", "成世杰 吕梁市人大常委会副主任",
                        "钮春燕 方山县长", "母建国 方山县长", "桓宇 方山县长"])
    }
}
