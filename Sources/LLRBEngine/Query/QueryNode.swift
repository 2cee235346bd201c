/// A parsed search query, as the matcher evaluates it.
public indirect enum QueryNode: Hashable, Sendable {
    /// A bare word or a "quoted phrase": all its tokens, adjacent, in the field if one is given
    /// (any field otherwise).
    case phrase(text: String, field: SearchField?)
    /// Every child must match.
    case and([QueryNode])
    /// At least one child must match.
    case or([QueryNode])
    /// Documents matching the child are excluded; only meaningful inside `and`.
    case not(QueryNode)
}
