import LLRBIndex
import LLRBParser

extension JSONBytes {
    /// The value of one of an article's fields that is stored with it or where the index keeps
    /// it (`ArticleField.Value`), written as `show ID --json` writes it; false for a derived
    /// field, which a front writes its own way. The record is only read: `inout` lets each key
    /// path read it in place, where a borrowed one was copied for each read.
    mutating func storedValue(_ value: ArticleField.Value, of record: inout ArticleRecord) -> Bool {
        switch value {
        case .text(let path): string(record.article[keyPath: path])
        case .optionalText(let path): string(record.article[keyPath: path])
        case .texts(let path): strings(record.article[keyPath: path])
        case .bylines(let path): bylines(record.article[keyPath: path])
        case .paragraphs(let path): paragraphs(record.article[keyPath: path])
        case .captions(let path): captions(record.article[keyPath: path])
        case .continuation(let path): continuation(record.article[keyPath: path])
        case .optionalLines(let path): lines(record.article[keyPath: path])
        case .lines(let path): lines(record.article[keyPath: path])
        case .recordText(let path): string(record[keyPath: path])
        case .recordNumber(let path): number(record[keyPath: path])
        case .pageText(let path): string(record.page[keyPath: path])
        case .pageNumber(let path): number(record.page[keyPath: path])
        case .derived: return false
        }
        return true
    }
}
