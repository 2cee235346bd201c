/// Column names (栏目) printed above or beside stories: a short fixed word such as `特别报道`,
/// or a slogan of three or more short phrases (`新时代 新征程 新伟业`).
enum RubricRules {
    static let words: Set<String> = [
        "特别报道", "两会特稿", "特稿", "专题", "专题报道", "时评", "评论", "社论", "短评", "本报评论员",
        "要闻", "综合新闻", "本地新闻", "关注", "聚焦", "视点", "图片新闻", "新闻速递", "简讯", "快讯",
        "政务", "经济", "社会", "文化", "理论", "副刊", "县域", "民生", "深度", "调查", "人物", "专版",
        "今日关注", "走基层", "新春走基层", "一线直击", "一线传真", "基层传真",
    ]

    static func isRubric(_ line: Line) -> Bool {
        if line.length <= 6, words.contains(line.text) { return true }
        guard line.tokens >= 3, line.hanGaps + 1 >= line.tokens, line.hanCount <= 15,
              line.hanCount == line.length
        else { return false }
        return line.content.split(separator: " ").allSatisfy { $0.count >= 2 && $0.count <= 4 }
    }
}
