import LLRBIndex
import LLRBParser

extension JSONBytes {
    /// The value of one of an article's fields that is stored with it or where the index keeps
    /// it (`ArticleField.Value`), written as `show ID --json` writes it; false for a derived
    /// field, which a front writes its own way. The record is only read: `inout` lets each key
    /// path read it in place, where a borrowed one was copied for each read.
    mutating func storedValue(_ value: ArticleField.Value, of record: inout ArticleRecord) -> Bool {
        switch value {
        case .text(let path): string(path.value(in: &record.article))
        case .optionalText(let path): string(path.value(in: &record.article))
        case .texts(let path): strings(path.value(in: &record.article))
        case .bylines(let path): bylines(path.value(in: &record.article))
        case .paragraphs(let path): paragraphs(path.value(in: &record.article))
        case .captions(let path): captions(path.value(in: &record.article))
        case .continuation(let path): continuation(path.value(in: &record.article))
        case .optionalLines(let path): lines(path.value(in: &record.article))
        case .lines(let path): lines(path.value(in: &record.article))
        case .recordText(let path): string(path.value(in: &record))
        case .recordNumber(let path): number(path.value(in: &record))
        case .pageText(let path): string(path.value(in: &record.page))
        case .pageNumber(let path): number(path.value(in: &record.page))
        case .derived: return false
        }
        return true
    }
}
