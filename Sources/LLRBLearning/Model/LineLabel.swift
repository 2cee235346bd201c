import LLRBParser

/// What the learned labeller says a line of the page is: its role, and where it stands to the
/// page's stories. One label a line (blank lines aside); the sequence of labels is the page's
/// reading, which `LabelledReading` turns into stories, captions and furniture.
///
/// The labels are derived from the marks of `bench/realistic` (`H:`, `K:`, `S:`, captions and
/// credits, `F*:` furniture, `@story`), so every label has a truth to learn from.
public struct LineLabel: Hashable, Sendable {
    public enum Role: String, CaseIterable, Sendable {
        /// A line of the story's main headline (主题).
        case headline
        /// A line of the kicker (引题) printed over the headline.
        case kicker
        /// A subtitle (副题), one line each.
        case subtitle
        /// The story's running text: its lead, bylines, body, 小标题, closing names, jump markers.
        case text
        /// A photo caption's text.
        case caption
        /// A photo credit line (`记者 张彩霞 摄`).
        case credit
        /// Furniture, set aside from every story.
        case masthead, footer, banner, section, junk
    }

    /// Where the line stands to the stories.
    public enum Place: String, CaseIterable, Sendable {
        /// The first line of a story (its headline, or its text when the headline follows it).
        case opens
        /// A later line of the story open above it.
        case inside
        /// No story's line: furniture, a photo standing alone, text no story takes.
        case outside
    }

    public var role: Role
    public var place: Place

    public init(_ role: Role, _ place: Place) {
        self.role = role
        self.place = place.isAllowed(for: role) ? place : .outside
    }

    /// Every label, in the order a model numbers them: each story role at each place, then
    /// each kind of furniture.
    public static let all: [LineLabel] = Role.allCases.flatMap { role in
        Place.allCases.filter { $0.isAllowed(for: role) }.map { LineLabel(role, $0) }
    }

    /// Furniture belongs to no story, wherever it is printed.
    public var isFurniture: Bool {
        switch role {
        case .masthead, .footer, .banner, .section, .junk: true
        default: false
        }
    }

    /// The label's name in the model and in `parse --explain`: `opens-headline`, `inside-text`,
    /// `footer`.
    public var name: String {
        isFurniture ? role.rawValue : "\(place.rawValue)-\(role.rawValue)"
    }

    /// The label named `name`, as `name` writes it.
    public init?(name: String) {
        if let role = Role(rawValue: name) {
            guard Place.outside.isAllowed(for: role), LineLabel(role, .outside).isFurniture else { return nil }
            self.init(role, .outside)
            return
        }
        guard let dash = name.firstIndex(of: "-"), let place = Place(rawValue: String(name[..<dash])),
              let role = Role(rawValue: String(name[name.index(after: dash)...])), place.isAllowed(for: role),
              !LineLabel(role, place).isFurniture else { return nil }
        self.init(role, place)
    }
}

extension LineLabel.Place {
    /// Furniture is always outside.
    func isAllowed(for role: LineLabel.Role) -> Bool {
        switch role {
        case .masthead, .footer, .banner, .section, .junk: self == .outside
        default: true
        }
    }
}
