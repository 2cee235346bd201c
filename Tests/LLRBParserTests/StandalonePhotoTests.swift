import XCTest
import LLRBParser

/// Photos printed between stories: whose they are, and which lines around a credit are the
/// caption rather than a story's text.
final class StandalonePhotoTests: XCTestCase {
    /// `图为5月4日，…` under a story that names no such day, sharing none of its words, reports
    /// an event of its own: the photo stands alone between the two stories, neither story's.
    func testPhotoOfAnotherDayBetweenStoriesStandsAlone() {
        let page = pageWithPhoto(captioned: "图为5月4日，中阳县农民在田间播种谷子。")
        XCTAssertEqual(page.articles.map(\.captions.count), [0, 0])
        XCTAssertEqual(page.captions.map(\.text), ["图为5月4日，中阳县农民在田间播种谷子。"])
        XCTAssertEqual(page.articles.first?.lines.last, 3)
    }

    /// A photo at a story's foot of the day the story reports is still that story's.
    func testPhotoOfTheStorysDayStaysWithIt() {
        XCTAssertEqual(pageWithPhoto(captioned: "图为5月6日，与会人员观看造林成果展板。").articles.map(\.captions.count), [1, 0])
    }

    /// A photo of the day before the story's (`图为5月5日，…` under `5月6日，…`) that shows the
    /// story's subject, sharing its words, is still that story's.
    func testPhotoOfTheDayBeforeSharingTheStorysWordsStaysWithIt() {
        XCTAssertEqual(pageWithPhoto(captioned: "图为5月5日，柳林县护林员在林区巡查。").articles.map(\.captions.count), [1, 0])
    }

    /// Two stories of 5月6日 with a photo and its credit between them.
    private func pageWithPhoto(captioned caption: String) -> Page {
        PageParser.parse(text: """
            ## 柳林县召开林长制工作会议

            本报讯 5月6日，柳林县召开林长制工作会议，部署全年造林绿化任务。

            \(caption)

            记者 周涛 摄

            ## 临县举办红枣产业发展论坛

            本报讯 5月6日，临县举办红枣产业发展论坛。
            """)
    }

    /// `图①…` and `图②…`, each under its own credit, are one photo news item's photos: the
    /// second goes where the first went, not to the page alone.
    func testNumberedCaptionsUnderTheirOwnCreditsStayWithTheirPhotoNews() {
        let page = PageParser.parse(text: """
            ## 春日花海

            图① 4月10日，游客在汾阳市贾家庄村赏花。

            王敏 摄

            图② 孩子们在花海中奔跑嬉戏。

            记者 刘伟 摄

            ## 交城县开展义务植树活动

            本报讯 4月10日，交城县干部群众参加义务植树。
            """)
        XCTAssertEqual(page.articles.first?.headline, "春日花海")
        XCTAssertEqual(page.articles.first?.captions.map { $0.credits.map(\.name) }, [["王敏"], ["刘伟"]])
    }

    /// Under a credit, a sentence quoting what someone said (`“…”枣农说。`) is the story's text
    /// going on under the photo; the short line over the credit is the caption.
    func testQuotedSpeechUnderACreditIsTheStorysText() {
        let page = PageParser.parse(text: """
            ## 石楼县红枣喜获丰收

            本报讯 10月3日，石楼县十万亩红枣进入采摘期，枣农们忙着采摘晾晒。

            枣农在院子里晾晒红枣。

            记者 高峰 摄

            “今年雨水少，枣子不裂，收成好。”枣农张大山说。

            ## 岚县马铃薯开挖上市

            本报讯 10月4日，岚县马铃薯开挖上市。
            """)
        XCTAssertEqual(page.captions.map(\.text), ["枣农在院子里晾晒红枣。"])
        XCTAssertEqual(page.articles.first?.bodyText.hasSuffix("枣农张大山说。"), true)
    }
}
