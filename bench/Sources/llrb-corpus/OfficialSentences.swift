/// What a story prints about office holders, decided before its own text is written (a county's
/// report is written naming no other county: PEOPLE.md reads its `县长` as the county named last).
enum OfficialScene {
    /// A city meeting, inspection or signing, under `本报讯`.
    case city
    /// One sentence in a short item.
    case brief
    /// A county's own report, dateline `临县讯`: an index into `OfficePlace.divisions`.
    case county(Int)

    var county: OfficePlace? {
        if case .county(let index) = self { OfficePlace.divisions[index] } else { nil }
    }
}

/// Writes the sentences that name the day's office holders, in every form docs/PEOPLE.md reads
/// and beside them things that are no mention (`原市委书记`, `省委书记`, `市长热线`). Every name is
/// followed by one of the words PEOPLE.md ends a name with (主持, 出席, 强调, 表示, 与, 在, 等,
/// 一行, punctuation) or by 和, never by a word that could be read as the rest of a name; a person
/// in an untitled list is named with no title anywhere in the same story, so that
/// `llrb people`'s counts show the untitled pair.
struct OfficialSentences {
    let incumbents: Incumbents
    let lexicon: Lexicon

    private typealias Holder = Incumbents.Holder

    private static let meetings = ["专题会议", "工作推进会", "调度会议", "座谈会", "动员部署会"]
    private static let fillers = [
        "要坚决扛起政治责任", "要压紧压实各方责任", "要抓好各项任务落实", "要凝心聚力、真抓实干",
        "要确保各项工作取得实效", "要以钉钉子精神抓好落实", "要强化协调联动形成工作合力",
    ]
    private static let towns = ["城关镇", "碛口镇", "信义镇", "梧桐镇", "大武镇", "三交镇", "下堡镇"]
    private static let villages = ["南庄村", "前进村", "红旗村", "马家庄村", "后沟村", "东坡村"]

    /// The text to open the story's first paragraph with, and what it names.
    func plant(_ scene: OfficialScene, random: inout SeededRandom) -> PlantedText {
        var story = Story()
        switch scene {
        case .city: cityStory(&story, random: &random)
        case .brief: briefItem(&story, random: &random)
        case .county(let index): countyStory(OfficePlace.divisions[index], &story, random: &random)
        }
        return story.text
    }

    // MARK: The city's stories

    private func cityStory(_ story: inout Story, random: inout SeededRandom) {
        let leader: (holder: Holder, role: OfficePost.Role)?
        switch random.below(100) {
        case 0..<22: leader = chairedMeeting(.secretary, &story, random: &random)
        case 22..<40: leader = chairedMeeting(.head, &story, random: &random)
        case 40..<48: leader = chairedMeeting(random.chance(0.5) ? .executiveViceMayor : .deputySecretary, &story, random: &random)
        case 48..<57: leader = bodyMeeting(congress: true, &story, random: &random)
        case 57..<64: leader = bodyMeeting(congress: false, &story, random: &random)
        case 64..<84: leader = inspection(&story, random: &random)
        default: leader = signing(&story, random: &random)
        }
        if random.chance(0.6) { attendees(&story, random: &random) }
        if let leader, random.chance(0.35) { speech(by: leader.holder, role: leader.role, &story, random: &random) }
        if random.chance(0.3) { untitledList(&story, random: &random) }
        if random.chance(0.2) { cityDistractor(&story, random: &random) }
    }

    private func briefItem(_ story: inout Story, random: inout SeededRandom) {
        switch random.below(3) {
        case 0: _ = chairedMeeting(random.chance(0.5) ? .head : .secretary, &story, random: &random)
        case 1: attendees(&story, random: &random)
        default: _ = signing(&story, random: &random)
        }
    }

    /// `市委书记X主持会议并讲话。`, `市委副书记、市长X主持召开专题会议。`, `吕梁市市长X…`.
    private func chairedMeeting(_ role: OfficePost.Role, _ story: inout Story,
                                random: inout SeededRandom) -> (holder: Holder, role: OfficePost.Role)? {
        guard let chair = pick(incumbents.holders(of: role), random: &random) else { return nil }
        let placed = random.chance(0.1) && (role == .secretary || role == .head)
        let title = cityTitle(role, acting: chair.acting, chained: !placed && random.chance(0.5))
        if placed {
            let shared = role == .secretary || random.chance(0.5)
            story.titled(chair, printed: OfficePlace.city.printed(before: title.printed, shared: shared),
                         offices: title.offices, form: .placed, random: &random)
        } else {
            story.titled(chair, printed: title.printed, offices: title.offices, form: title.form, random: &random)
        }
        story.followed(by: "主持", form: .followedByZhuchi)
        story.text.append(random.chance(0.5) ? "会议并讲话。" : "召开" + random.pick(Self.meetings) + "。")
        return (chair, role)
    }

    /// `市人大常委会主任X主持会议，副主任Y、Z，秘书长W出席。`: the titles after the first lack their
    /// body, which PEOPLE.md takes from the body named last (no other body's short title follows
    /// in the story).
    private func bodyMeeting(congress: Bool, _ story: inout Story,
                             random: inout SeededRandom) -> (holder: Holder, role: OfficePost.Role)? {
        let chairRole: OfficePost.Role = congress ? .congressChair : .consultativeChair
        guard let chair = pick(incumbents.holders(of: chairRole), random: &random) else { return nil }
        let title = cityTitle(chairRole, acting: false, chained: random.chance(0.4))
        story.titled(chair, printed: title.printed, offices: title.offices, form: title.form, random: &random)
        story.followed(by: "主持", form: .followedByZhuchi)
        story.text.append("会议")
        let deputies = sample(incumbents.holders(of: congress ? .congressViceChair : .consultativeViceChair),
                              count: random.within(1...3), random: &random)
        var named = false
        if !deputies.isEmpty {
            story.text.append("，" + (congress ? "副主任" : "副主席"))
            let office = OfficePlace.city.office(congress ? "市人大常委会副主任" : "市政协副主席")
            story.list(deputies, offices: [office], form: .elliptical, random: &random)
            named = true
        }
        if congress, random.chance(0.5), let secretary = pick(incumbents.holders(of: .congressSecretaryGeneral), random: &random) {
            story.text.append("，秘书长")
            story.titled(secretary, printed: "", offices: [OfficePlace.city.office("市人大常委会秘书长")],
                         form: .elliptical, random: &random)
            named = true
        }
        if named { story.followed(by: "出席", form: .followedByChuxi) }
        story.text.append("。")
        return (chair, chairRole)
    }

    /// `市委书记X一行在临县调研。临县县委书记Y，临县县长Z等陪同。`, or `市长X和汾阳市长Z在…`.
    private func inspection(_ story: inout Story, random: inout SeededRandom) -> (holder: Holder, role: OfficePost.Role)? {
        let role: OfficePost.Role = [.secretary, .secretary, .head, .head, .executiveViceMayor, .viceMayor][random.below(6)]
        guard let leader = pick(incumbents.holders(of: role), random: &random) else { return nil }
        let division = random.pick(OfficePlace.divisions)
        let title = cityTitle(role, acting: leader.acting, chained: false)
        let head = pick(incumbents.holders(of: .head, in: division), random: &random)
        story.titled(leader, printed: title.printed, offices: title.offices, form: title.form, random: &random)
        if let head, random.chance(0.3) {
            story.followed(by: "和", form: .followedByHe)
            story.placedTitled(head, role: .head, in: division, random: &random)
            story.followed(by: "在", form: .followedByZai)
            story.text.append("项目现场察看进展。")
            return (leader, role)
        }
        story.followed(by: "一行", form: nil)
        story.text.append("在" + division.name + "调研。")
        var escorts: [(Holder, OfficePost.Role)] = []
        if let secretary = pick(incumbents.holders(of: .secretary, in: division), random: &random) {
            escorts.append((secretary, .secretary))
        }
        if let head, random.chance(0.7) { escorts.append((head, .head)) }
        guard !escorts.isEmpty else { return (leader, role) }
        for (index, escort) in escorts.enumerated() {
            if index > 0 { story.text.append("，") }
            story.placedTitled(escort.0, role: escort.1, in: division, chained: random.chance(0.3), random: &random)
        }
        story.followed(by: "等", form: .followedByDeng)
        story.text.append("陪同。")
        return (leader, role)
    }

    /// `签约仪式上，X（市长）、Y（副市长）出席并致辞。`, or `副市长Y与企业负责人签约。`. A name before its
    /// title follows punctuation: after `本报讯 ` the name would run on from the dateline.
    private func signing(_ story: inout Story, random: inout SeededRandom) -> (holder: Holder, role: OfficePost.Role)? {
        let role: OfficePost.Role = random.chance(0.5) ? .head : random.chance(0.5) ? .secretary : .executiveViceMayor
        guard let leader = pick(incumbents.holders(of: role), random: &random) else { return nil }
        let title = cityTitle(role, acting: leader.acting, chained: false)
        if random.chance(0.5) {
            story.text.append("签约仪式上，")
            story.bracketed(leader, title: title.printed, offices: title.offices, random: &random)
            if let deputy = pick(incumbents.holders(of: .viceMayor), random: &random) {
                story.text.append("、")
                story.bracketed(deputy, title: "副市长", offices: [OfficePlace.city.office("副市长")], random: &random)
            }
            story.followed(by: "出席", form: nil)
            story.text.append("并致辞。")
        } else {
            story.titled(leader, printed: title.printed, offices: title.offices, form: title.form, random: &random)
            story.followed(by: "与", form: .followedByYu)
            story.text.append(random.chance(0.5) ? "企业负责人签约。" : "企业家代表座谈交流。")
        }
        return (leader, role)
    }

    /// `副市长X、Y出席。`, `市委常委X、Y出席会议。`, `市委常委、秘书长X出席。`, `市公安局局长X出席。`.
    private func attendees(_ story: inout Story, random: inout SeededRandom) {
        let standing = OfficePost.standingPosts.map(OfficePost.Role.standingMember) + [.executiveViceMayor]
        switch random.below(10) {
        case 0..<3:
            let deputies = sample(incumbents.holders(of: .viceMayor), count: random.within(1...3), random: &random)
            guard !deputies.isEmpty else { return }
            story.text.append("副市长")
            story.list(deputies, offices: [OfficePlace.city.office("副市长")], form: deputies.count > 1 ? .list : .single,
                       random: &random)
        case 3..<5:
            let members = sample(standing.flatMap { incumbents.holders(of: $0) }, count: random.within(2...3), random: &random)
            guard !members.isEmpty else { return }
            story.text.append("市委常委")
            story.list(members, offices: [OfficePlace.city.office("市委常委")], form: members.count > 1 ? .list : .single,
                       random: &random)
        case 5..<8:
            let role = random.pick(standing)
            guard let member = pick(incumbents.holders(of: role), random: &random) else { return }
            let title = cityTitle(role, acting: false, chained: random.chance(0.7))
            story.titled(member, printed: title.printed, offices: title.offices, form: title.form, random: &random)
            if random.chance(0.5), let deputy = pick(incumbents.holders(of: .viceMayor), random: &random) {
                story.text.append("，")
                story.titled(deputy, printed: "副市长", offices: [OfficePlace.city.office("副市长")], form: .single,
                             random: &random)
            }
        default:
            let role = OfficePost.Role.bureauChief(random.pick(OfficePost.bureaus))
            guard let chief = pick(incumbents.holders(of: role), random: &random) else { return }
            let title = cityTitle(role, acting: false, chained: false)
            story.titled(chief, printed: title.printed, offices: title.offices, form: .single, random: &random)
        }
        if random.chance(0.2) { story.followed(by: "等", form: .followedByDeng) }
        story.followed(by: "出席", form: .followedByChuxi)
        story.text.append(random.chance(0.5) ? "。" : "会议。")
    }

    /// `市委书记X强调，…。`, `市长X表示，…。`, `市委书记X在讲话中指出，…。`.
    private func speech(by speaker: Holder, role: OfficePost.Role, _ story: inout Story, random: inout SeededRandom) {
        let title = cityTitle(role, acting: speaker.acting, chained: false)
        story.titled(speaker, printed: title.printed, offices: title.offices, form: title.form, random: &random)
        switch random.below(3) {
        case 0: story.followed(by: "强调", form: .followedByQiangdiao)
        case 1: story.followed(by: "表示", form: .followedByBiaoshi)
        default:
            story.followed(by: "在", form: .followedByZai)
            story.text.append("讲话中指出")
        }
        story.text.append("，" + random.pick(Self.fillers) + "。")
    }

    /// `市领导X、Y、Z出席会议。`, `出席会议的有X、Y。`, `市政府领导X、Y…`: names of the city's holders
    /// with no title, none of them named with one in the same story.
    private func untitledList(_ story: inout Story, random: inout SeededRandom) {
        let openings = ["市领导", "市政府领导", "出席会议的有", "参加会议的有", "出席活动的有", "出席仪式的有"]
        let opening = random.below(openings.count)
        let government: [OfficePost.Role] = [.head, .executiveViceMayor, .viceMayor]
        let everyone = incumbents.holders.indices.filter { index in
            let post = OfficePost.all[index]
            guard post.place == .city else { return false }
            if case .bureauChief = post.role { return false }
            return opening != 1 || government.contains(post.role)
        }
            .flatMap { incumbents.holders[$0] }.filter { !story.isTitled($0) }
        let names = sample(everyone, count: random.within(2...4), random: &random)
        guard !names.isEmpty else { return }
        story.text.append(openings[opening])
        story.untitled(names, random: &random)
        if opening < 2 {
            story.followed(by: "出席", form: .followedByChuxi)
            story.text.append("会议")
        }
        story.text.append("。")
    }

    /// Names printed with titles that are no mention: another level's, a former holder's, a
    /// town's or a village's, and titles with no name after them.
    private func cityDistractor(_ story: inout Story, random: inout SeededRandom) {
        story.text.count(.distractor)
        switch random.below(7) {
        case 0, 1:
            let role: OfficePost.Role = random.chance(0.6) ? .secretary : .head
            let former = incumbents.former[role] ?? []
            guard !former.isEmpty else {
                story.text.append("群众可拨打12345市长热线反映问题。")
                return
            }
            story.text.append(role == .secretary ? "原市委书记" : "原市长")
            story.text.append(unreadName: random.pick(former), random: &random)
            story.text.append("一行来吕梁考察。")
        case 2:
            story.text.append("省委书记")
            story.text.append(unreadName: distractorName(&random), random: &random)
            story.text.append("在太原主持召开会议。")
        case 3:
            story.text.append(random.chance(0.5) ? "省长" : "太原市长")
            story.text.append(unreadName: distractorName(&random), random: &random)
            story.text.append("一行来我市考察。")
        case 4:
            story.text.append("群众可拨打12345市长热线反映问题。")
        default:
            villageOrTown(&story, random: &random)
        }
    }

    // MARK: A county's own report

    /// `临县讯（通讯员 X）县委书记Y主持会议并讲话。县委副书记、县长Z出席。`: the county's titles with
    /// no place, which PEOPLE.md gives the county of the dateline (孝义's and 汾阳's bare 市 titles
    /// too, in their own reports), now and then with the place printed; a visit from the city, whose
    /// leader is printed `吕梁市委书记` in 孝义's and 汾阳's reports.
    private func countyStory(_ county: OfficePlace, _ story: inout Story, random: inout SeededRandom) {
        let secretary = pick(incumbents.holders(of: .secretary, in: county), random: &random)
        let head = pick(incumbents.holders(of: .head, in: county), random: &random)
        let placed = random.chance(0.15)
        func title(_ holder: Holder, _ role: OfficePost.Role, chained: Bool, story: inout Story) {
            if placed {
                story.placedTitled(holder, role: role, in: county, chained: chained, random: &random)
            } else {
                story.ownTitled(holder, role: role, in: county, chained: chained, random: &random)
            }
        }
        switch random.below(100) {
        case 0..<50:
            if let secretary {
                title(secretary, .secretary, chained: false, story: &story)
                story.followed(by: "主持", form: .followedByZhuchi)
                story.text.append("会议并讲话。")
            }
            if let head {
                title(head, .head, chained: random.chance(0.5), story: &story)
                if random.chance(0.5) {
                    story.followed(by: "出席", form: .followedByChuxi)
                    story.text.append("。")
                } else {
                    story.followed(by: "表示", form: .followedByBiaoshi)
                    story.text.append("，" + random.pick(Self.fillers) + "。")
                }
            }
        case 50..<80:
            let role: OfficePost.Role = random.chance(0.6) ? .secretary : .head
            guard let visitor = pick(incumbents.holders(of: role), random: &random) else { break }
            let cityTitle = cityTitle(role, acting: visitor.acting, chained: false)
            if county.level == "市" {
                // In 孝义's and 汾阳's own reports a bare 市委书记 is theirs.
                story.titled(visitor, printed: OfficePlace.city.printed(before: cityTitle.printed, shared: true),
                             offices: cityTitle.offices, form: .placed, random: &random)
                story.followed(by: "一行", form: nil)
                story.text.append("在" + county.name + "调研，")
            } else {
                story.titled(visitor, printed: cityTitle.printed, offices: cityTitle.offices, form: cityTitle.form,
                             random: &random)
                story.followed(by: "一行", form: nil)
                story.text.append(county.level == "区" ? "在我区调研，" : "在我县调研，")
            }
            let escorts = [(secretary, OfficePost.Role.secretary), (head, .head)].compactMap { pair in pair.0.map { ($0, pair.1) } }
            for (index, escort) in escorts.enumerated() {
                if index > 0 { story.text.append("，") }
                title(escort.0, escort.1, chained: false, story: &story)
            }
            if !escorts.isEmpty {
                story.followed(by: "等", form: .followedByDeng)
                story.text.append("陪同")
            }
            story.text.append("。")
        default:
            let names = [secretary, head].compactMap { $0 }
            guard !names.isEmpty else { break }
            story.text.append(county.level + (random.chance(0.3) ? "政府领导" : "领导"))
            story.untitled(names, random: &random)
            story.followed(by: "出席", form: .followedByChuxi)
            story.text.append("活动。")
        }
        if random.chance(0.25) {
            story.text.count(.distractor)
            if county.level == "县" && random.chance(0.3) {
                story.text.append("县长高度评价这一做法。")
            } else {
                villageOrTown(&story, random: &random)
            }
        }
    }

    /// `碛口镇党委书记X介绍，…。`, `南庄村党支部书记X说，…。`.
    private func villageOrTown(_ story: inout Story, random: inout SeededRandom) {
        if random.chance(0.5) {
            story.text.append(random.pick(Self.towns) + "党委书记")
            story.text.append(unreadName: distractorName(&random), random: &random)
            story.text.append("介绍，")
        } else {
            story.text.append(random.pick(Self.villages) + "党支部书记")
            story.text.append(unreadName: distractorName(&random), random: &random)
            story.text.append("说，")
        }
        story.text.append(random.pick(Self.fillers) + "。")
    }

    // MARK: Titles and people

    /// How the city's holder of `role` is titled, and the offices that names (PEOPLE.md's form).
    private func cityTitle(_ role: OfficePost.Role, acting: Bool, chained: Bool)
        -> (printed: String, offices: [String], form: MentionForm) {
        let titles: [String]
        var printed: String?
        switch role {
        case .secretary: titles = ["市委书记"]
        case .head: titles = chained ? ["市委副书记", acting ? "代市长" : "市长"] : [acting ? "代市长" : "市长"]
        case .deputySecretary: titles = ["市委副书记"]
        case .executiveViceMayor: titles = chained ? ["市委常委", "常务副市长"] : ["常务副市长"]
        case .viceMayor: titles = ["副市长"]
        case .standingMember(let post):
            switch (chained, post) {
            case (false, _): titles = [post]
            // `秘书长` without its body, in a chain after the body's title: 市委秘书长.
            case (true, "市委秘书长"):
                titles = ["市委常委", post]
                printed = "市委常委、秘书长"
            case (true, "市纪委书记"): titles = ["市委常委", post, "市监委主任"]
            case (true, _): titles = ["市委常委", post]
            }
        case .congressChair:
            titles = chained ? ["市人大常委会党组书记", "市人大常委会主任"] : ["市人大常委会主任"]
            if chained { printed = "市人大常委会党组书记、主任" }
        case .congressViceChair: titles = ["市人大常委会副主任"]
        case .congressSecretaryGeneral: titles = ["市人大常委会秘书长"]
        case .consultativeChair:
            titles = chained ? ["市政协党组书记", "市政协主席"] : ["市政协主席"]
            if chained { printed = "市政协党组书记、主席" }
        case .consultativeViceChair: titles = ["市政协副主席"]
        case .bureauChief(let bureau): titles = ["市" + bureau + "局长"]
        }
        // An acting mayor holds the office of 市长 (llrb's reading, docs/PEOPLE.md).
        return (printed ?? titles.joined(separator: "、"), titles.map { OfficePlace.city.office($0.hasPrefix("代") ? String($0.dropFirst()) : $0) },
                titles.count > 1 ? .chain : .single)
    }

    private func distractorName(_ random: inout SeededRandom) -> String {
        String(decoding: lexicon.personName(&random), as: UTF8.self)
    }

    private func pick(_ holders: [Holder], random: inout SeededRandom) -> Holder? {
        holders.isEmpty ? nil : holders[random.below(holders.count)]
    }

    /// Up to `count` different people of `holders`, in a random order.
    private func sample(_ holders: [Holder], count: Int, random: inout SeededRandom) -> [Holder] {
        var pool = holders
        var chosen: [Holder] = []
        while chosen.count < count, !pool.isEmpty {
            let holder = pool.remove(at: random.below(pool.count))
            if !chosen.contains(where: { $0.person == holder.person }) { chosen.append(holder) }
        }
        return chosen
    }
}

/// The sentences of one story as they are written: who has been named with a title in it.
private struct Story {
    var text = PlantedText()
    private var titledPeople: Set<Int> = []

    func isTitled(_ holder: Incumbents.Holder) -> Bool { titledPeople.contains(holder.person) }

    mutating func titled(_ holder: Incumbents.Holder, printed: String, offices: [String], form: MentionForm,
                         random: inout SeededRandom) {
        text.append(printed)
        text.append(name: holder.name, offices: offices, random: &random)
        text.count(form)
        titledPeople.insert(holder.person)
    }

    /// `副市长X、Y`: each name gets the title printed before the first.
    mutating func list(_ holders: [Incumbents.Holder], offices: [String], form: MentionForm, random: inout SeededRandom) {
        for (index, holder) in holders.enumerated() {
            if index > 0 { text.append("、") }
            text.append(name: holder.name, offices: offices, random: &random)
            titledPeople.insert(holder.person)
        }
        text.count(form)
    }

    mutating func untitled(_ holders: [Incumbents.Holder], random: inout SeededRandom) {
        for (index, holder) in holders.enumerated() {
            if index > 0 { text.append("、") }
            text.append(name: holder.name, offices: [], random: &random)
        }
        text.count(.untitled)
    }

    /// `X（市长）`.
    mutating func bracketed(_ holder: Incumbents.Holder, title: String, offices: [String], random: inout SeededRandom) {
        text.append(name: holder.name, offices: offices, random: &random)
        text.append("（" + title + "）")
        text.count(.bracketed)
        titledPeople.insert(holder.person)
    }

    /// A division's 书记 or 长 with the place printed: `临县县委书记`, `汾阳市长`, `文水县县长`; chained,
    /// the place is printed once and the title after takes it: `汾阳市委副书记、市长`.
    mutating func placedTitled(_ holder: Incumbents.Holder, role: OfficePost.Role, in place: OfficePlace,
                               chained: Bool = false, random: inout SeededRandom) {
        let titles = (role == .secretary ? ["L委书记"] : chained ? ["L委副书记", "L长"] : ["L长"]).map(place.title)
        let first = place.printed(before: titles[0], shared: random.chance(0.6))
        titled(holder, printed: ([first] + titles.dropFirst()).joined(separator: "、"), offices: titles.map(place.office),
               form: .placed, random: &random)
        if titles.count > 1 { text.count(.chain) }
    }

    /// A county's 书记 or 长 in its own report, with no place: `县委书记X`, `县委副书记、县长X`, `区长X`.
    mutating func ownTitled(_ holder: Incumbents.Holder, role: OfficePost.Role, in place: OfficePlace, chained: Bool,
                            random: inout SeededRandom) {
        let titles = role == .secretary ? ["L委书记"] : chained ? ["L委副书记", "L长"] : ["L长"]
        let printed = titles.map(place.title)
        titled(holder, printed: printed.joined(separator: "、"), offices: printed.map(place.office),
               form: .ownCounty, random: &random)
        if chained { text.count(.chain) }
    }

    /// The word after a name; a form when it is one the benchmark counts.
    mutating func followed(by word: String, form: MentionForm?) {
        text.append(word)
        if let form { text.count(form) }
    }
}
