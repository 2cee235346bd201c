import LLRBIndex
import LLRBParser

/// The index settings and mapping for `ElasticsearchDocument`s, as `PUT /INDEX` takes them: a
/// property for each field of `ArticleDescription` a search engine is told of, typed by what
/// it makes of it (`ArticleField.Searched`). Chinese is indexed as overlapping bigrams, as llrb
/// indexes it: the standard tokenizer cuts CJK text into characters, `cjk_width` folds
/// full-width Latin and digits, `lowercase` folds case, `cjk_bigram` joins neighbouring
/// characters into bigrams. A character filter first drops whitespace between two Han
/// characters, the OCR's wrap noise (`复 工复产`), which would otherwise keep `cjk_bigram` from
/// joining them. A phrase query then matches as llrb's does.
enum ElasticsearchMapping {
    static let analyzer = "llrb_cjk"

    static let json = json(for: .standard)

    static func json(for description: ArticleDescription) -> String {
        let properties = description.fields.compactMap { field in
            field.searched.map { "      \"\(field.name)\": \(mappingType(for: $0))" }
        }
        return """
        {
          "settings": {
            "analysis": {
              "char_filter": {
                "llrb_ocr_spaces": {
                  "type": "pattern_replace",
                  "pattern": "(?<=\\\\p{IsHan})\\\\s+(?=\\\\p{IsHan})",
                  "replacement": ""
                }
              },
              "analyzer": {
                "\(analyzer)": {
                  "type": "custom",
                  "char_filter": ["llrb_ocr_spaces"],
                  "tokenizer": "standard",
                  "filter": ["cjk_width", "lowercase", "cjk_bigram"]
                }
              }
            }
          },
          "mappings": {
            "dynamic": "strict",
            "properties": {
        \(properties.joined(separator: ",\n"))
            }
          }
        }
        """
    }

    private static func mappingType(for searched: ArticleField.Searched) -> String {
        switch searched {
        case .words: #"{"type": "text", "analyzer": "\#(analyzer)"}"#
        case .wordsAndWhole: #"{"type": "text", "analyzer": "\#(analyzer)", "fields": {"raw": {"type": "keyword", "ignore_above": 512}}}"#
        case .term: #"{"type": "keyword"}"#
        case .number: #"{"type": "integer"}"#
        case .day: #"{"type": "date", "format": "yyyy-MM-dd"}"#
        case .credits:
            #"{"properties": {"\#(Byline.CodingKeys.role.stringValue)": {"type": "keyword"}, "\#(Byline.CodingKeys.name.stringValue)": {"type": "keyword"}}}"#
        case .kept: #"{"type": "object", "enabled": false}"#
        }
    }
}
