import Foundation

/// What the clients saw: latencies per request kind, failures and connections. Each client
/// thread keeps its own and the command adds them up after the threads end.
struct LoadTally: Sendable {
    var latencies: [RequestMix.Kind: [Double]] = [:]
    var errors: [RequestMix.Kind: Int] = [:]
    /// Non-2xx answers by status, and framing failures by what went wrong.
    var failures: [String: Int] = [:]
    var connectionsOpened = 0
    /// Closed by the server without `Connection: close` having said so.
    var dropped = 0
    /// Closed after an answer that said `Connection: close`.
    var announcedCloses = 0

    mutating func record(_ kind: RequestMix.Kind, milliseconds: Double, failure: String?) {
        latencies[kind, default: []].append(milliseconds)
        if let failure {
            errors[kind, default: 0] += 1
            failures[failure, default: 0] += 1
        }
    }

    mutating func add(_ other: LoadTally) {
        latencies.merge(other.latencies) { $0 + $1 }
        errors.merge(other.errors) { $0 + $1 }
        failures.merge(other.failures) { $0 + $1 }
        connectionsOpened += other.connectionsOpened
        dropped += other.dropped
        announcedCloses += other.announcedCloses
    }

    /// Nearest-rank percentile of sorted samples (p in 0…1); 0 when there are none.
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(rank, 1)) - 1]
    }

    /// `kind requests errors p50 p90 p99 max per_second` lines, one per kind and one for all.
    func rows(seconds: Double) -> [String] {
        let kinds = RequestMix.Kind.allCases.map { ($0.rawValue, latencies[$0] ?? [], errors[$0] ?? 0) }
        let all = ("all", kinds.flatMap(\.1), kinds.map(\.2).reduce(0, +))
        return (kinds + [all]).map { name, samples, errors in
            let sorted = samples.sorted()
            return String(format: "%@\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%.1f", name, sorted.count, errors,
                          Self.percentile(sorted, 0.5), Self.percentile(sorted, 0.9), Self.percentile(sorted, 0.99),
                          sorted.last ?? 0, Double(sorted.count) / seconds)
        }
    }
}

/// Where the client threads leave their tallies.
final class TallyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var total = LoadTally()

    func add(_ tally: LoadTally) {
        lock.lock()
        total.add(tally)
        lock.unlock()
    }

    var value: LoadTally {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
