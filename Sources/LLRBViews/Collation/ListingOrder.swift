/// How a list of people reads: by name as a Chinese index orders names (`PinyinOrder`), or the
/// most named first (one count by name). `people` and `authors` list by name unless asked
/// otherwise, and their lists come in name order, so that ordering them again costs a sort of
/// counts at most, never of names.
public enum ListingOrder: String, CaseIterable, Sendable {
    case name, articles

    /// The `top` most named of `items` (given in name order; one count by name), in this order.
    public func arrange<Item>(_ items: [Item], top: Int = .max, articles: (Item) -> Int) -> [Item] {
        guard self == .articles || top < items.count else { return items }
        var places = items.indices.sorted { a, b in (articles(items[b]), a) < (articles(items[a]), b) }
        places.removeLast(max(0, places.count - top))
        if self == .name { places.sort() }
        return places.map { items[$0] }
    }
}
