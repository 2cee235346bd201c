import LLRBIndex
import LLRBParser
import XCTest

/// `KeyPath.value(in:)` and `WritableKeyPath.set(_:in:)` reach a stored property through its
/// offset and anything else through the key path, with the same values either way.
final class FieldOffsetTests: XCTestCase {
    private final class Counted {}

    private struct Sample {
        var title = "吕梁日报"
        var kicker: String? = "本报讯"
        var items = [Counted(), Counted()]
        var inner: Inner? = Inner(text: "复工复产")
        var observed = "" { didSet { changes += 1 } }
        var changes = 0
        var shout: String { title + "！" }
    }

    private struct Inner {
        var text: String
    }

    func testStoredPropertiesAreReadAndSetByOffsetWithTheKeyPathsValues() {
        weak var replaced: Counted?
        weak var kept: Counted?
        do {
            var sample = Sample()
            replaced = sample.items[0]
            XCTAssertNotNil(MemoryLayout<Sample>.offset(of: \Sample.title))
            XCTAssertEqual((\Sample.title).value(in: &sample), "吕梁日报")
            XCTAssertEqual((\Sample.kicker).value(in: &sample), "本报讯")
            XCTAssertTrue((\Sample.items).value(in: &sample).first === replaced)
            XCTAssertEqual((\Sample.inner).value(in: &sample)?.text, "复工复产")
            let item = Counted()
            kept = item
            (\Sample.title).set("吕梁", in: &sample)
            (\Sample.kicker).set(nil, in: &sample)
            (\Sample.items).set([item], in: &sample)
            (\Sample.inner).set(Inner(text: "五一"), in: &sample)
            XCTAssertEqual(sample.title, "吕梁")
            XCTAssertNil(sample.kicker)
            XCTAssertTrue(sample.items.count == 1 && sample.items[0] === item)
            XCTAssertEqual(sample.inner?.text, "五一")
            XCTAssertNil(replaced, "the items replaced are released")
        }
        XCTAssertNil(kept, "nothing is retained once the sample goes")
    }

    func testAPathOfNoStoredPropertyIsAppliedAsAKeyPath() {
        var sample = Sample()
        XCTAssertNil(MemoryLayout<Sample>.offset(of: \Sample.shout))
        XCTAssertEqual((\Sample.shout).value(in: &sample), "吕梁日报！")
        XCTAssertEqual((\Sample.inner?.text).value(in: &sample), "复工复产")
        (\Sample.observed).set("改", in: &sample)
        XCTAssertEqual(sample.observed, "改")
        XCTAssertEqual(sample.changes, 1, "an observed property's observer runs, as through its key path")
    }

    /// Each field the descriptions name by a stored property is reached by its offset: a later
    /// observer or computed conversion would lose that silently, and cost every ingest.
    func testEveryStoredFieldOfTheDescriptionsIsReachedByItsOffset() {
        for field in ArticleDescription.standard.fields {
            let offset: Int? = switch field.value {
            case .text(let path): MemoryLayout<Article>.offset(of: path)
            case .optionalText(let path): MemoryLayout<Article>.offset(of: path)
            case .texts(let path): MemoryLayout<Article>.offset(of: path)
            case .bylines(let path): MemoryLayout<Article>.offset(of: path)
            case .paragraphs(let path): MemoryLayout<Article>.offset(of: path)
            case .captions(let path): MemoryLayout<Article>.offset(of: path)
            case .continuation(let path): MemoryLayout<Article>.offset(of: path)
            case .optionalLines(let path): MemoryLayout<Article>.offset(of: path)
            case .lines(let path): MemoryLayout<Article>.offset(of: path)
            case .recordText(let path): MemoryLayout<ArticleRecord>.offset(of: path)
            case .recordNumber(let path): MemoryLayout<ArticleRecord>.offset(of: path)
            // The page's: read once a page, and 日期's source through its raw value.
            case .pageText, .pageNumber, .derived: 0
            }
            XCTAssertNotNil(offset, field.name)
        }
        for field in Page.fields {
            let offset: Int? = switch field.value {
            case .text(let path): MemoryLayout<Page>.offset(of: path)
            case .dateSource(let path): MemoryLayout<Page>.offset(of: path)
            case .number(let path): MemoryLayout<Page>.offset(of: path)
            case .lunar(let path): MemoryLayout<Page>.offset(of: path)
            case .lines(let path): MemoryLayout<Page>.offset(of: path)
            case .footer(let path): MemoryLayout<Page>.offset(of: path)
            case .texts(let path): MemoryLayout<Page>.offset(of: path)
            case .dateEvidence(let path): MemoryLayout<Page>.offset(of: path)
            case .captions(let path): MemoryLayout<Page>.offset(of: path)
            case .noise(let path): MemoryLayout<Page>.offset(of: path)
            case .scan(let path): MemoryLayout<Page>.offset(of: path)
            case .articles(let path): MemoryLayout<Page>.offset(of: path)
            }
            XCTAssertNotNil(offset, field.name)
        }
    }
}
