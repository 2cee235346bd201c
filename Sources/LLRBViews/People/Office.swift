import LLRBParser

/// An office of 吕梁 or one of its thirteen divisions, as the paper prints it: a place and a
/// title written at the place's level (`市委书记`, `县长`, `常务副市长`). docs/PEOPLE.md.
public struct Office: Hashable, Comparable, Sendable {
    /// The place's full name: 吕梁市, 临县, 汾阳市.
    public let place: String
    /// The title with its level character: 市委书记, 县长, 市人大常委会副主任, 市公安局局长.
    public let title: String

    public init(place: String, title: String) {
        self.place = place
        self.title = title
    }

    /// The office as one writes it: the place's last character left out when the title opens
    /// with it and the short name is two characters (吕梁市委书记, 汾阳市长), kept otherwise
    /// (临县县长, 吕梁市常务副市长).
    public var written: String {
        guard let level = place.last, title.first == level, place.count >= 3 else { return place + title }
        return String(place.dropLast()) + title
    }

    /// The office an acting title holds (代市长 holds 市长, 代县长 县长, 代区长 区长): the paper treats
    /// an acting head as the head until the congress confirms them; nil for any other title.
    public var actingHolds: Office? {
        // 代市长, or 代理市长 as a page sometimes prints it.
        let held = title.hasPrefix("代理") ? title.dropFirst(2) : title.hasPrefix("代") ? title.dropFirst() : ""
        let scalars = Array(held.unicodeScalars)
        guard scalars.count == 2, OfficeTitles.levels.contains(scalars[0]), scalars[1] == "长" else { return nil }
        return Office(place: place, title: String(held))
    }

    /// Whether one person holds it at a time (a 市长, a 县委书记, a 局长), so that two holders
    /// named in the same days are an overlap worth showing; a 副市长 or a 市委常委 is one of several.
    public var isSingleSeat: Bool {
        !(title.contains("副") || title.hasSuffix("常委"))
    }

    /// The places in the paper's order: the city, then its divisions as the city lists them.
    public static let places: [String] = [LuliangPlace.city + "市"] + LuliangPlace.divisions.map(\.name)

    /// Whether `name` names one of `places`, in full or without its last character (吕梁, 汾阳).
    public static func isPlace(named name: String) -> Bool {
        places.contains { place($0, isNamed: name) }
    }

    /// Whether `place` (a full name) is the one a user names `name`: 吕梁, 吕梁市, 汾阳, 汾阳市, 临县.
    public static func place(_ place: String, isNamed name: String) -> Bool {
        place == name || (place.count > 2 && place.dropLast() == name[...])
    }

    /// By place in the paper's order, then title.
    public static func < (a: Office, b: Office) -> Bool {
        let order = { (place: String) in places.firstIndex(of: place) ?? places.count }
        return (order(a.place), a.title) < (order(b.place), b.title)
    }
}

/// One (name, office) pair an article prints; no office for a name in a list of those present
/// (`出席会议的有`, `市领导`).
public struct OfficeMention: Hashable, Sendable {
    public let name: String
    public let office: Office?

    public init(name: String, office: Office?) {
        self.name = name
        self.office = office
    }
}
