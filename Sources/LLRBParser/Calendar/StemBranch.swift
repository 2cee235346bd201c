/// The sexagenary (干支) cycle that names lunar years: ten heavenly stems paired with twelve
/// earthly branches, 甲子 first.
enum StemBranch {
    static let stems: [Character] = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"]
    static let branches: [Character] = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"]

    /// The name of the lunar year whose 正月 begins in the given Gregorian year (1984 is 甲子).
    static func name(ofYear year: Int) -> String {
        let position = ((year - 1984) % 60 + 60) % 60
        return String([stems[position % 10], branches[position % 12]])
    }

    /// The position 0...59 (甲子 = 0) of a two-character name, nil when it is no 干支 pair
    /// (a stem and a branch of different parity never pair, e.g. 甲丑).
    static func position(of name: String) -> Int? {
        let characters = Array(name)
        guard characters.count == 2,
              let stem = stems.firstIndex(of: characters[0]),
              let branch = branches.firstIndex(of: characters[1]),
              stem % 2 == branch % 2 else { return nil }
        return (0..<60).first { $0 % 10 == stem && $0 % 12 == branch }
    }
}
