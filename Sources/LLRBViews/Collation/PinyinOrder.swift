import LLRBEngine
import LLRBParser

/// The order of a Chinese index: by each character's pinyin (syllable, then tone), characters of
/// one reading by strokes, then by code point, character by character, so that one surname's
/// people stand together. A name's surname is read as a surname (`Surnames`). Characters
/// that are not ideographs (Latin, kana, Hangul, punctuation) sort before them, ideographs with
/// no reading after every reading.
public enum PinyinOrder {
    /// `items` in the order of their names (a person's name: its surname read as one).
    public static func sorted<Item>(_ items: some Sequence<Item>, byName name: (Item) -> String) -> [Item] {
        sorted(items) { Key(name: name($0)) }
    }

    /// `items` in the order of their text read character by character (a title, a place).
    public static func sorted<Item>(_ items: some Sequence<Item>, byText text: (Item) -> String) -> [Item] {
        sorted(items) { Key(text: text($0)) }
    }

    /// Whether `a` comes before `b` as text (titles: 财政局局长 before 文化局局长).
    public static func precedes(text a: String, _ b: String) -> Bool {
        Key(text: a) < Key(text: b)
    }

    /// The key of each item computed once, not at every comparison.
    private static func sorted<Item>(_ items: some Sequence<Item>, key: (Item) -> Key) -> [Item] {
        items.map { (key($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// One weight a character, compared in turn. Each weight holds its character's code point,
    /// so two texts of equal keys are one text.
    struct Key: Comparable {
        let weights: [UInt64]

        init(text: String) {
            weights = text.unicodeScalars.map(Self.weight)
        }

        init(name: String) {
            var weights = name.unicodeScalars.map(Self.weight)
            let scalars = Array(name.unicodeScalars.prefix(2))
            if scalars.count == 2, let readings = Surnames.readings(ofCompound: String(scalars: scalars)) {
                for (place, reading) in readings.enumerated() {
                    weights[place] = Self.weight(scalars[place], reading: reading)
                }
            } else if let first = scalars.first, let reading = Surnames.reading(of: Character(first)) {
                weights[0] = Self.weight(first, reading: reading)
            }
            self.weights = weights
        }

        static func < (a: Key, b: Key) -> Bool {
            a.weights.lexicographicallyPrecedes(b.weights)
        }

        /// The class (0 not an ideograph, 1 read, 2 an ideograph with no reading) in the top
        /// bits, then the reading, the strokes and the code point.
        static func weight(_ scalar: Unicode.Scalar) -> UInt64 {
            let entry = HanReadings.entry(of: scalar)
            if entry.reading > 0 { return weight(scalar, reading: entry.reading, strokes: entry.strokes) }
            return (scalar.properties.isUnifiedIdeograph ? 2 << 60 : 0) | UInt64(scalar.value)
        }

        /// `scalar` read as `reading` (`zeng1`), its strokes its own.
        static func weight(_ scalar: Unicode.Scalar, reading: String) -> UInt64 {
            guard let code = HanReadings.code(of: reading) else { return weight(scalar) }
            return weight(scalar, reading: code, strokes: HanReadings.entry(of: scalar).strokes)
        }

        private static func weight(_ scalar: Unicode.Scalar, reading: Int, strokes: Int) -> UInt64 {
            1 << 60 | UInt64(reading) << 32 | UInt64(strokes) << 24 | UInt64(scalar.value)
        }
    }
}
