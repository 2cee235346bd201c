/// How a list of people reads: by name as a Chinese index orders names (`PinyinOrder`), or the
/// most named first (one count by name). `people` and `authors` list by name unless asked otherwise.
public enum ListingOrder: String, CaseIterable, Sendable {
    case name, articles

    /// The `top` most named of `items` (one count by name), in this order.
    public func arrange<Item>(_ items: [Item], top: Int = .max, name: (Item) -> String, articles: (Item) -> Int) -> [Item] {
        let byName = PinyinOrder.sorted(items, byName: name)
        guard self == .articles || top < items.count else { return byName }
        let kept = byName.enumerated().sorted { a, b in (articles(b.element), a.offset) < (articles(a.element), b.offset) }
            .prefix(top).map(\.element)
        return self == .name ? PinyinOrder.sorted(kept, byName: name) : kept
    }
}
