import LLRBParser

/// Turns a parsed page into one indexable document per article.
public enum DocumentBuilder {
    public static func documents(for page: Page, file: String, contentHash: UInt64) -> [IndexableDocument] {
        []
    }
}
