/// The places the paper reports from, as its headlines, leads and bylines name them.
enum Places {
    /// 吕梁 and its thirteen counties and districts, by their short names (`中阳` for 中阳县,
    /// `离石` for 离石区), as a headline opens with them or a writer signs from them.
    static let luliang = ["吕梁", "离石", "孝义", "汾阳", "文水", "交城", "兴县", "临县", "柳林", "石楼", "岚县", "方山", "中阳", "交口"]

    /// `中阳`, `中阳县`, `孝义市`, `离石区`: one of 吕梁's places, by its short name or its full one.
    static func isLuliangPlace(_ name: String) -> Bool {
        luliang.contains(name) || luliang.contains { name.hasPrefix($0) && name.count == $0.count + 1 && ["县", "市", "区"].contains { name.hasSuffix($0) } }
    }
}
