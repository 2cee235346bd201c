/// A post of the planted history: what one holder does in one place, how many hold it at once,
/// and whose holders move up into it. The offices a holder is printed with come from the post
/// (`OfficialSentences`): a mayor is also 市委副书记, a 常务副市长 also 市委常委.
struct OfficePost {
    enum Role: Hashable {
        /// L委书记.
        case secretary
        /// L长; the city's new mayor is 代市长 first.
        case head
        /// 市委副书记 (the one who is not the mayor).
        case deputySecretary
        /// 常务副市长, a member of the standing committee.
        case executiveViceMayor
        case viceMayor
        /// A member of the standing committee by a party post (`市委组织部部长`, `市纪委书记`).
        case standingMember(String)
        case congressChair
        case congressViceChair
        case congressSecretaryGeneral
        case consultativeChair
        case consultativeViceChair
        /// The head of a city department: `公安局` for 市公安局局长.
        case bureauChief(String)
    }

    let role: Role
    let place: OfficePlace
    /// How many hold it at once.
    let seats: Int
    /// Whether the last seat stands empty for months between holders: 3–4 副市长 at a time.
    let lastSeatIntermittent: Bool
    /// The posts whose holders may be promoted into this one, and how often a vacancy is filled so.
    var promotedFrom: [Int] = []
    var promotionChance = 0.0

    init(_ role: Role, _ place: OfficePlace, seats: Int = 1, intermittent: Bool = false) {
        self.role = role
        self.place = place
        self.seats = seats
        lastSeatIntermittent = intermittent
    }

    /// The standing committee's party posts, with the title printed for each.
    static let standingPosts = ["市委秘书长", "市委组织部部长", "市委宣传部部长", "市委政法委书记", "市纪委书记"]
    static let bureaus = ["公安局", "教育局", "财政局", "农业农村局", "交通运输局"]

    /// The city's posts, then each division's 书记 and 长, in `OfficePlace.divisions`' order.
    static let all: [OfficePost] = {
        let city = OfficePlace.city
        var posts = [
            OfficePost(.secretary, city), OfficePost(.head, city), OfficePost(.deputySecretary, city),
            OfficePost(.executiveViceMayor, city), OfficePost(.viceMayor, city, seats: 4, intermittent: true),
        ]
        posts += standingPosts.map { OfficePost(.standingMember($0), city) }
        posts += [
            OfficePost(.congressChair, city), OfficePost(.congressViceChair, city, seats: 4, intermittent: true),
            OfficePost(.congressSecretaryGeneral, city), OfficePost(.consultativeChair, city),
            OfficePost(.consultativeViceChair, city, seats: 3),
        ]
        posts += bureaus.map { OfficePost(.bureauChief($0), city) }
        for division in OfficePlace.divisions {
            posts += [OfficePost(.secretary, division), OfficePost(.head, division)]
        }
        let divisionSecretaries = posts.indices.filter { posts[$0].place != city && posts[$0].role == .secretary }
        let divisionHeads = posts.indices.filter { posts[$0].place != city && posts[$0].role == .head }
        let standing = posts.indices.filter { if case .standingMember = posts[$0].role { true } else { false } }
        func cityPost(_ role: Role) -> [Int] { posts.indices.filter { posts[$0].place == city && posts[$0].role == role } }
        for index in posts.indices {
            let (sources, chance): ([Int], Double)
            switch posts[index].role {
            case .secretary where posts[index].place == city: (sources, chance) = (cityPost(.head), 0.4)
            case .head where posts[index].place == city:
                (sources, chance) = (cityPost(.executiveViceMayor) + cityPost(.deputySecretary), 0.5)
            case .deputySecretary: (sources, chance) = (standing + divisionSecretaries, 0.4)
            case .executiveViceMayor: (sources, chance) = (cityPost(.viceMayor) + standing, 0.5)
            case .viceMayor: (sources, chance) = (divisionSecretaries + divisionHeads, 0.4)
            case .standingMember: (sources, chance) = (divisionSecretaries, 0.3)
            case .congressChair: (sources, chance) = (cityPost(.deputySecretary), 0.3)
            case .congressViceChair: (sources, chance) = (cityPost(.viceMayor) + divisionSecretaries, 0.3)
            case .consultativeChair: (sources, chance) = (standing, 0.3)
            case .consultativeViceChair: (sources, chance) = (divisionSecretaries, 0.3)
            case .bureauChief: (sources, chance) = (divisionHeads, 0.2)
            // A county's 县长 often becomes its 县委书记.
            case .secretary: (sources, chance) = ([index + 1], 0.4)
            case .head, .congressSecretaryGeneral: (sources, chance) = ([], 0)
            }
            posts[index].promotedFrom = sources
            posts[index].promotionChance = chance
        }
        return posts
    }()

    /// The index in `all` of the post with `role` in `place`.
    static func index(of role: Role, in place: OfficePlace = .city) -> Int? {
        all.firstIndex { $0.role == role && $0.place == place }
    }
}
