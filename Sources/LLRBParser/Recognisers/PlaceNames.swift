/// The places the paper reports from, as its headlines, leads and bylines name them.
enum PlaceNames {
    /// 吕梁 and its thirteen counties and districts (`LuliangPlace`), by their short names (`中阳`
    /// for 中阳县, `离石` for 离石区) where those are two ideographs, else by their full names
    /// (`兴县`), as a headline opens with them or a writer signs from them.
    static let luliang = [LuliangPlace.city] + LuliangPlace.divisions.map { $0.shortName.count == 2 ? $0.shortName : $0.name }

    /// `中阳`, `中阳县`, `孝义市`, `离石区`: one of 吕梁's places, by its short name or its full one.
    /// Compared as bytes: every pair of names closing a story is asked, and comparing Strings
    /// (their Characters, their counts) cost a hundred times more.
    static func isLuliangPlace(_ name: String) -> Bool {
        UTF8Walk.withBytes(name) { bytes in
            placeBytes.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }
    }

    /// The short names and the full ones (`中阳县`, `中阳市`, `中阳区`: the suffix a reader may
    /// put on any of them), in UTF-8.
    private static let placeBytes: [[UInt8]] = luliang.flatMap { place in
        [place] + (place.hasSuffix("县") ? [] : ["县", "市", "区"].map { place + $0 })
    }.map { Array($0.utf8) }
}
