import LLRBLearning
import LLRBParser

/// The city or one of its thirteen divisions, as an office's place: the planted history names
/// its offices by the rule of docs/PEOPLE.md, so that the truth is written the way `llrb
/// offices` must write what it reads. The divisions are LLRBParser's one list (`LuliangPlace`).
struct OfficePlace: Hashable {
    /// The full name: 吕梁市, 临县, 离石区.
    let name: String
    /// The name without its 市, 县 or 区: 吕梁, 临.
    let shortName: String
    /// The character the place's titles are written with: 市, 县 or 区.
    let level: String

    static let city = OfficePlace(name: LuliangPlace.city + "市", shortName: LuliangPlace.city, level: "市")

    static let divisions: [OfficePlace] = LuliangPlace.divisions.map { division in
        OfficePlace(name: division.name, shortName: division.shortName, level: division.name.last.map(String.init) ?? "县")
    }

    /// `title` with `L` standing for the level character: `L委书记` is 县委书记 in a county.
    func title(_ pattern: String) -> String {
        pattern.replacingOccurrences(of: "L", with: level)
    }

    /// The office as PEOPLE.md writes it: the full name and the title, the place's last character
    /// left out when the title opens with it and the short name has two characters
    /// (`吕梁市委书记`, `汾阳市长`, `临县县长`, `吕梁市常务副市长`).
    func office(_ title: String) -> String {
        if shortName.count == 2, title.first == name.last { return shortName + title }
        return name + title
    }

    /// The place as a page prints it before `title`: the short name sharing the level character
    /// (`文水县委书记`, `汾阳市长`) or the full name repeating it (`文水县县委书记`, `汾阳市市长`). A
    /// one-character short name (临, 兴, 岚) is always printed whole: `临县县长`.
    func printed(before title: String, shared: Bool) -> String {
        if shared, shortName.count == 2, title.first == name.last { return shortName + title }
        return name + title
    }
}
