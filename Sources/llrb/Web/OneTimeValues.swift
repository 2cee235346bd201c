/// Random values the server handed out, each good once, with what each was given for: the
/// oldest go first past `limit`, so that a client asking for many cannot make the server keep
/// them all.
struct OneTimeValues<Payload: Equatable> {
    let limit: Int
    private var payloads: [String: Payload] = [:]
    private var order: [String] = []

    init(limit: Int) {
        self.limit = limit
    }

    mutating func issue(_ value: String, for payload: Payload) {
        payloads[value] = payload
        order.append(value)
        if order.count > limit {
            payloads[order.removeFirst()] = nil
        }
    }

    /// What `value` was given for, when `accepts` it; the value is then used up. A value not
    /// accepted stays good (a form posted to another article's address does not spend it).
    mutating func take(_ value: String, if accepts: (Payload) -> Bool = { _ in true }) -> Payload? {
        guard let payload = payloads[value], accepts(payload) else { return nil }
        payloads[value] = nil
        order.removeAll { $0 == value }
        return payload
    }
}
