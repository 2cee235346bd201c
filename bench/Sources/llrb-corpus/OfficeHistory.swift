/// Who holds each post (`OfficePost.all`) on each day, from the seed alone: terms of one to five
/// years, vacancies filled by promotion (a 县长 becomes 县委书记, a 常务副市长 mayor) or from outside,
/// each new mayor 代市长 for a few months first. Two successions are made irregular on purpose,
/// early enough for a 100 MB archive: one county's 县长 leaves months before the next arrives (a
/// gap), and the next 市公安局局长 starts weeks before the last one leaves (an overlap).
///
/// Days count from the archive's first day (0). The history is settled lazily, `lookahead` days
/// ahead of the day asked about and always in the same order, so it depends on the seed and not on
/// how far the archive runs: a 100 MB archive's history is the start of a 1 GB one's.
struct OfficeHistory {
    struct Term {
        let person: Int
        let seat: Int
        var start: Int
        /// The last day in office.
        var end: Int
        /// The last day as 代市长, for a new mayor.
        var actingUntil: Int?
    }

    /// One seat of a post: the terms in it, in order.
    private struct Seat {
        let post: Int
        let isIntermittent: Bool
        var terms: [Int] = []
    }

    private(set) var names: [String] = []
    private(set) var terms: [Term] = []
    private var seats: [Seat] = []
    private var random: SeededRandom
    private var holderNames = HolderNames()
    /// Every vacancy up to this day has been filled.
    private var settledThrough = Int.min
    private let gapSeat: Int
    private let overlapSeat: Int
    private var gapMade = false
    private var overlapMade = false
    /// People who held the city's 市委书记 or 市长 before the archive begins: the first `原市委书记`.
    private(set) var predecessors: [OfficePost.Role: [Int]] = [:]

    /// Longer than any overlap, so that no day already printed is rewritten.
    private static let lookahead = 120
    private static let overlapDays = 30...60
    private static let gapDays = 120...200
    private static let actingDays = 30...100
    private static let termDays = 365...1800

    init(seed: UInt64) {
        random = SeededRandom(seed: seed ^ 0x0FF1_CE5E_A75A_11CE)
        for (index, post) in OfficePost.all.enumerated() {
            for number in 0..<post.seats {
                seats.append(Seat(post: index, isIntermittent: post.lastSeatIntermittent && number == post.seats - 1))
            }
        }
        let counties = seats.indices.filter { [seats] index in
            let post = OfficePost.all[seats[index].post]
            return post.role == .head && post.place.level == "县"
        }
        gapSeat = counties.isEmpty ? -1 : counties[random.below(counties.count)]
        overlapSeat = seats.firstIndex { OfficePost.all[$0.post].role == .bureauChief("公安局") } ?? -1
        for seat in seats.indices {
            let post = OfficePost.all[seats[seat].post]
            // The first holders have served a while; their terms end over the first four years, the
            // mayor's, the gap's and the overlap's within the first one or two.
            var end = random.within(30...1500)
            if seat == gapSeat { end = random.within(240...480) }
            if seat == overlapSeat { end = random.within(200...420) }
            if post.role == .head && post.place == .city { end = random.within(120...520) }
            let start = min(0, end - 365) - random.within(0...700)
            appoint(newPerson(), to: seat, from: start, until: end)
        }
        for role in [OfficePost.Role.secretary, .head] {
            predecessors[role] = (0..<2).map { _ in newPerson() }
        }
    }

    /// The holders of every post on `day`, settling what is still open up to `day + lookahead`.
    mutating func incumbents(on day: Int) -> Incumbents {
        settle(through: day + Self.lookahead)
        var holders = Array(repeating: [Incumbents.Holder](), count: OfficePost.all.count)
        var holding: Set<Int> = []
        for seat in seats {
            for termIndex in seat.terms.reversed() {
                let term = terms[termIndex]
                if term.end < day { break }
                guard term.start <= day else { continue }
                let acting = term.actingUntil.map { day <= $0 } ?? false
                holders[seat.post].append(Incumbents.Holder(person: term.person, name: names[term.person], acting: acting))
                holding.insert(term.person)
            }
        }
        var former: [OfficePost.Role: [String]] = [:]
        for role in [OfficePost.Role.secretary, .head] {
            guard let post = OfficePost.index(of: role) else { continue }
            let past = seats.filter { $0.post == post }.flatMap(\.terms).map { terms[$0] }.filter { $0.end < day }.map(\.person)
            former[role] = ((predecessors[role] ?? []) + past).filter { !holding.contains($0) }.map { names[$0] }
        }
        return Incumbents(day: day, holders: holders, former: former)
    }

    /// Fills vacancies in the order of their days (ties by seat) until none is left by `day`.
    private mutating func settle(through day: Int) {
        guard day > settledThrough else { return }
        while let next = nextVacancy(), next.day <= day {
            fill(next.seat, from: next.day)
        }
        settledThrough = day
    }

    /// The seat that falls vacant first, and the day it does.
    private func nextVacancy() -> (seat: Int, day: Int)? {
        var best: (seat: Int, day: Int)?
        for index in seats.indices {
            guard let last = seats[index].terms.last else { continue }
            let day = terms[last].end + 1
            if best.map({ day < $0.day }) ?? true { best = (index, day) }
        }
        return best
    }

    private mutating func fill(_ seat: Int, from vacancy: Int) {
        let post = OfficePost.all[seats[seat].post]
        let length = random.within(Self.termDays)
        if seat == overlapSeat && !overlapMade && vacancy > 120 {
            overlapMade = true
            let start = vacancy - random.within(Self.overlapDays)
            appoint(newPerson(), to: seat, from: start, until: start + length - 1)
            return
        }
        var start = vacancy
        if seat == gapSeat && !gapMade && vacancy > 120 {
            gapMade = true
            start += random.within(Self.gapDays)
        } else if seats[seat].isIntermittent {
            start += random.within(90...270)
        } else if random.chance(post.promotionChance), let person = promotable(into: post, on: vacancy) {
            appoint(person, to: seat, from: start, until: start + length - 1)
            return
        }
        appoint(newPerson(), to: seat, from: start, until: start + length - 1)
    }

    /// Someone who holds one of the posts that lead to `post`, has served a year in it and stays
    /// past `day`: their term there ends the day before, and its seat falls vacant.
    private mutating func promotable(into post: OfficePost, on day: Int) -> Int? {
        var candidates: [Int] = []
        for (index, seat) in seats.enumerated() where post.promotedFrom.contains(seat.post) {
            guard index != gapSeat, index != overlapSeat, let last = seat.terms.last else { continue }
            let term = terms[last]
            if term.start <= day - 365 && term.end >= day { candidates.append(last) }
        }
        guard !candidates.isEmpty else { return nil }
        let chosen = candidates[random.below(candidates.count)]
        terms[chosen].end = day - 1
        return terms[chosen].person
    }

    private mutating func appoint(_ person: Int, to seat: Int, from start: Int, until end: Int) {
        let post = OfficePost.all[seats[seat].post]
        var term = Term(person: person, seat: seat, start: start, end: end)
        if post.role == .head && post.place == .city && start > 0 {
            term.actingUntil = start + random.within(Self.actingDays) - 1
        }
        seats[seat].terms.append(terms.count)
        terms.append(term)
    }

    private mutating func newPerson() -> Int {
        names.append(holderNames.draw(&random))
        return names.count - 1
    }
}

/// The holders of every post on one day, as `OfficialSentences` prints them.
struct Incumbents {
    struct Holder {
        let person: Int
        let name: String
        /// A new mayor not yet elected: 代市长.
        let acting: Bool
    }

    let day: Int
    /// By post, in `OfficePost.all`'s order; empty while a post stands vacant, two in an overlap.
    let holders: [[Holder]]
    /// Former 市委书记 and 市长 out of office, for `原市委书记` (a distractor, not a mention).
    let former: [OfficePost.Role: [String]]

    func holders(of role: OfficePost.Role, in place: OfficePlace = .city) -> [Holder] {
        OfficePost.index(of: role, in: place).map { holders[$0] } ?? []
    }
}
