/// The index settings and mapping for `ElasticsearchDocument`s, as `PUT /INDEX` takes them.
/// Chinese is indexed as overlapping bigrams, as llrb indexes it: the standard tokenizer cuts
/// CJK text into characters, `cjk_width` folds full-width Latin and digits, `lowercase` folds
/// case, `cjk_bigram` joins neighbouring characters into bigrams. A character filter first
/// drops whitespace between two Han characters, the OCR's wrap noise (`复 工复产`), which would
/// otherwise keep `cjk_bigram` from joining them. A phrase query then matches as llrb's does.
enum ElasticsearchMapping {
    static let analyzer = "llrb_cjk"

    static let json = """
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
          "id": {"type": "keyword"},
          "date": {"type": "date", "format": "yyyy-MM-dd"},
          "dateSource": {"type": "keyword"},
          "year": {"type": "integer"},
          "issueNumber": {"type": "integer"},
          "pageNumber": {"type": "integer"},
          "ordinal": {"type": "integer"},
          "file": {"type": "keyword"},
          "rubric": {"type": "keyword"},
          "kicker": {"type": "text", "analyzer": "\(analyzer)"},
          "headline": {"type": "text", "analyzer": "\(analyzer)", "fields": {"raw": {"type": "keyword", "ignore_above": 512}}},
          "subheadlines": {"type": "text", "analyzer": "\(analyzer)"},
          "bylines": {"properties": {"role": {"type": "keyword"}, "name": {"type": "keyword"}}},
          "authors": {"type": "keyword"},
          "dateline": {"type": "text", "analyzer": "\(analyzer)"},
          "body": {"type": "text", "analyzer": "\(analyzer)"},
          "captions": {"type": "text", "analyzer": "\(analyzer)"},
          "corrections": {"type": "text", "analyzer": "\(analyzer)"}
        }
      }
    }
    """
}
