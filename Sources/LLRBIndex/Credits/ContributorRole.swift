/// One spelling per role, so that a person is counted once whatever form the byline took:
/// `本报记者`, `记者` and `新华社记者` are all 记者, `摄` is 摄影, `本报通讯员` is 通讯员.
public enum ContributorRole {
    /// The role as `llrb authors --role` names it.
    public static func normalized(_ printed: String) -> String {
        let role = printed.filter { !$0.isWhitespace }
        if role.hasSuffix("记者") { return "记者" }
        if role.hasSuffix("通讯员") { return "通讯员" }
        if role == "摄" || role.hasSuffix("摄影") { return "摄影" }
        return role.isEmpty ? "作者" : role
    }

    /// A name as one key: OCR's letter-spacing (`康 桂 芳`) and full-width spaces removed.
    public static func normalizedName(_ printed: String) -> String {
        printed.filter { !$0.isWhitespace }
    }
}
