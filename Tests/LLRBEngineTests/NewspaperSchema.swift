import LLRBEngine

/// Fields named as a newspaper archive names them, in two scripts, for the query language's
/// tests: the engine's own tests link no archive.
extension FieldSchema {
    static let newspaper = FieldSchema(
        [("headline", "标题"), ("byline", "作者"), ("body", "正文"), ("caption", "图片"), ("original", "原文")]
            .map { Field(name: $0.0, aliases: [$0.1]) })
}

extension SearchField {
    static let headline = FieldSchema.newspaper.fields[0]
    static let byline = FieldSchema.newspaper.fields[1]
    static let body = FieldSchema.newspaper.fields[2]
    static let caption = FieldSchema.newspaper.fields[3]
}
