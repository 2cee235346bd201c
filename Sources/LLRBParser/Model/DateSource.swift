/// How a page's Gregorian date was established. Only `printed` is read directly off the
/// masthead; the others are reconstructions and say so.
public enum DateSource: String, Codable, Sendable {
    /// The masthead printed year, month and day.
    case printed
    /// The masthead printed year and month; the day was rebuilt from the lunar date (and weekday).
    case lunar
    /// The page footer printed the date.
    case footer
    /// Guessed from datelines (`2月17日`) and year clues; see the evidence.
    case inferred
}
