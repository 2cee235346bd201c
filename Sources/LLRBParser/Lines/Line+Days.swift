extension Line {
    /// `4月6日，汾阳市…`: the line opens with a day of the month (`M月D日`), as a news lead, a dated
    /// caption or a sentence reporting its day does.
    var opensWithADay: Bool {
        ScalarText(text, limit: Line.dayWindow).monthDays().first?.index == 0
    }

    /// `7月30日，临县…`: the line opens a sentence with its day, the day followed by a comma.
    var opensSentenceWithADay: Bool {
        let scalars = ScalarText(text, limit: Line.dayWindow)
        guard let day = scalars.monthDays().first, day.index == 0 else { return false }
        return ["，", ","].contains(scalars.scalar(at: day.end))
    }

    /// Scalars read for a day at a line's start (`12月31日，`).
    private static let dayWindow = 8
}
