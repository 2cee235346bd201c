import BenchKit
import Foundation
import Glibc

/// `serve-load`: a load generator for `llrb serve` (issue 45). Each client is a thread with one
/// keep-alive HTTP/1.1 connection that sends the next request as soon as the last answer is
/// in (a closed loop: `--clients` requests are always outstanding), from the mix of
/// `RequestMix` (`--only KIND,…` for some kinds alone; `--fresh` for targets the server has not answered
/// before); `--slow N` adds the slow-client attack. Prints TSV: one row per request kind
/// (requests, errors, p50/p90/p99/max ms, requests a second), then `name value` lines.
///
/// `LLRB_BENCH_TRACE=FILE` writes every request's kind, start (ms since the run began),
/// latency and target to FILE, to find what the slowest were and when they came.
enum ServeLoadCommand {
    static func run(_ options: Options) throws(BenchError) {
        let (address, host) = try sockaddr_in.parse(url: try options.string("url"))
        let clients = try options.int("clients", default: 32)
        let seconds = Double(try options.int("seconds", default: 30))
        var slowCount = 0
        if options.optionalString("slow") != nil { slowCount = try options.int("slow", default: 0) }
        var only = Set(RequestMix.Kind.allCases)
        if let names = options.optionalString("only") {
            only = Set(names.split(separator: ",").compactMap { RequestMix.Kind(rawValue: String($0)) })
            guard !only.isEmpty else { throw BenchError("--only takes search, article or issue, comma-separated, not \(names)") }
        }
        let mix = try RequestMix(queries: try options.string("queries"), articles: try options.string("articles"),
                                 issues: try options.string("issues"), only: only, fresh: options.flag("fresh"))
        signal(SIGPIPE, SIG_IGN)
        let trace = ProcessInfo.processInfo.environment["LLRB_BENCH_TRACE"].map(TraceLog.init(path:))

        let start = ProcessInfo.processInfo.systemUptime
        let deadline = start + seconds
        let box = TallyBox()
        let finished = DispatchGroup()
        let slow = SlowClients(count: slowCount, address: address)
        if slowCount > 0 {
            finished.enter()
            Thread.detachNewThread {
                slow.run(until: deadline)
                finished.leave()
            }
            // The attack is in place before the measured clients start.
            Thread.sleep(forTimeInterval: 1)
        }
        let measured = ProcessInfo.processInfo.systemUptime
        for _ in 0..<clients {
            finished.enter()
            Thread.detachNewThread {
                box.add(client(address: address, host: host, mix: mix, until: deadline, start: start, trace: trace))
                finished.leave()
            }
        }
        finished.wait()
        trace?.close()
        let tally = box.value
        let elapsed = deadline - measured
        print("kind\trequests\terrors\tp50_ms\tp90_ms\tp99_ms\tmax_ms\tper_s")
        tally.rows(seconds: elapsed).forEach { print($0) }
        print("clients\t\(clients)")
        print(String(format: "seconds\t%.1f", elapsed))
        print("connections_opened\t\(tally.connectionsOpened)")
        print("dropped\t\(tally.dropped)")
        print("announced_closes\t\(tally.announcedCloses)")
        for (failure, count) in tally.failures.sorted(by: { $0.key < $1.key }) { print("failure\t\(failure)\t\(count)") }
        if slowCount > 0 { slow.summary.forEach { print($0) } }
    }

    /// One client: requests back to back on one connection until `deadline`. A request whose
    /// connection the server dropped unannounced is counted as a drop and sent again on a new one.
    private static func client(address: sockaddr_in, host: String, mix: RequestMix, until deadline: Double, start: Double, trace: TraceLog?) -> LoadTally {
        var tally = LoadTally()
        var connection: LoadConnection?
        while ProcessInfo.processInfo.systemUptime < deadline {
            if connection == nil {
                do throws(BenchError) {
                    connection = try LoadConnection(to: address, receiveTimeout: 30)
                    tally.connectionsOpened += 1
                } catch {
                    tally.failures["connect: \(error.description)", default: 0] += 1
                    usleep(10_000)
                    continue
                }
            }
            let (kind, target) = mix.next()
            var outcome = LoadConnection.Outcome.dropped
            var began = 0.0
            while case .dropped = outcome, ProcessInfo.processInfo.systemUptime < deadline, let open = connection {
                began = ProcessInfo.processInfo.systemUptime
                outcome = open.get(target, host: host)
                if case .dropped = outcome {
                    tally.dropped += 1
                    connection = try? LoadConnection(to: address, receiveTimeout: 30)
                    if connection != nil { tally.connectionsOpened += 1 }
                }
            }
            let milliseconds = (ProcessInfo.processInfo.systemUptime - began) * 1000
            switch outcome {
            case .dropped:
                continue
            case .answered(let status, let closes):
                tally.record(kind, milliseconds: milliseconds, failure: (200..<300).contains(status) ? nil : "status \(status)")
                if closes {
                    tally.announcedCloses += 1
                    connection = nil
                }
            case .malformed(let what):
                tally.record(kind, milliseconds: milliseconds, failure: what)
                connection = nil
            }
            trace?.write(String(format: "%@\t%.3f\t%.3f\t%@\n", kind.rawValue, (began - start) * 1000, milliseconds, target))
        }
        return tally
    }
}

/// The request log of `LLRB_BENCH_TRACE`, shared by the client threads.
final class TraceLog: @unchecked Sendable {
    private let lock = NSLock()
    private let file: UnsafeMutablePointer<FILE>?

    init(path: String) {
        file = fopen(path, "w")
    }

    func write(_ line: String) {
        lock.lock()
        fputs(line, file)
        lock.unlock()
    }

    func close() {
        if let file { fclose(file) }
    }
}
