import LLRBEngine
import LLRBIndex

/// Why a query cannot be searched, for the web reader's visitors: in Chinese, as its pages are,
/// but for the query language's own words (OR, field names, `-`), which are typed as shown.
enum WebQueryErrorWording {
    static func message(for error: QuerySyntaxError) -> String {
        "检索式无法读取：" + reason(error)
    }

    private static func reason(_ error: QuerySyntaxError) -> String {
        switch error {
        case .empty:
            "检索式是空的；请输入一个词，或用引号括起的词组"
        case .nothingSearchable:
            "检索式中没有可检索的汉字、字母或数字"
        case .onlyExclusions:
            "检索式只有要排除的词（-词）；请再加一个必须出现的词，如 复工 -复产"
        case .danglingOr:
            "OR 两边都要有词，如 复工 OR 复产"
        case .excludedAlternative(let term):
            "要排除的词 -\(term) 不能作 OR 的一边；排除的词请单独写，如 复工 OR 复产 -疫情"
        case .missingFieldValue(let field):
            "\(field): 后面要有一个词或用引号括起的词组，如 \(field):复工复产"
        case .tooLong(let length, let limit):
            "检索式有 \(length) 字，过长；最多 \(limit) 字"
        }
    }
}
