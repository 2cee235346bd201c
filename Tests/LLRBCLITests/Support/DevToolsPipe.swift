import Foundation
import Glibc

/// A headless Chromium driven through the Chrome DevTools Protocol over
/// `--remote-debugging-pipe`: the browser reads commands from its fd 3 and writes replies and
/// events to its fd 4, each a JSON message ended by a NUL byte. A pipe needs neither a
/// WebSocket client nor a port, which keeps the tests free of package dependencies. Every wait
/// has a deadline, so a stuck browser fails a test instead of hanging it.
final class DevToolsPipe {
    /// Why talking to the browser failed. Only `page` failures may pass by themselves (a script
    /// evaluated while one document replaces another); the others end the conversation.
    enum Failure: Error, CustomStringConvertible {
        case browser(String)
        case page(String)
        case timeout(String)

        var description: String {
            switch self { case .browser(let text), .page(let text), .timeout(let text): text }
        }
    }

    /// One event the browser sent unasked, such as `Log.entryAdded`.
    struct Event {
        var method: String
        var params: [String: Any]
    }

    /// Every event received so far, in order, kept for checks made after the fact.
    private(set) var events: [Event] = []

    private let browser: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var partialMessage: [UInt8] = []
    private var receivedMessages: [[UInt8]] = []
    private var lastId = 0
    private var pageSession = ""
    private var closed = false

    /// Starts Chromium with an empty profile and opens a page in it, with console messages
    /// collected from the first navigation on.
    static func launch(chromium: String) throws -> DevToolsPipe {
        let pipe = try DevToolsPipe(chromium: chromium)
        try pipe.openPage()
        return pipe
    }

    private init(chromium: String) throws {
        // A write to a browser that has died must fail with EPIPE, not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("llrb-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let toBrowser = try Self.pipeAboveChildDescriptors()
        let fromBrowser = try Self.pipeAboveChildDescriptors()
        defer {
            Glibc.close(toBrowser.read)
            Glibc.close(fromBrowser.write)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile.path
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "--window-size=1100,1400", "about:blank"]
        do {
            browser = try Self.spawn(chromium, arguments, environment: environment, log: profile.appendingPathComponent("chromium.log").path,
                                     commandsFrom: toBrowser.read, repliesTo: fromBrowser.write)
        } catch {
            [toBrowser.write, fromBrowser.read].forEach { Glibc.close($0) }
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
        commands = toBrowser.write
        replies = fromBrowser.read
    }

    deinit {
        close()
    }

    /// Sends `method` and waits for its reply, recording the events that arrive meanwhile.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], sessionId: String? = nil,
              timeout: TimeInterval = 20) throws -> [String: Any] {
        guard !closed else { throw Failure.browser("\(method) after the browser was closed") }
        lastId += 1
        let id = lastId
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let sessionId { message["sessionId"] = sessionId }
        try write(JSONSerialization.data(withJSONObject: message))
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let reply = try nextMessage(before: deadline, waitingFor: method)
            guard let replyId = reply["id"] as? Int else {
                events.append(Event(method: reply["method"] as? String ?? "", params: reply["params"] as? [String: Any] ?? [:]))
                continue
            }
            // A late reply to an earlier command that timed out is no answer to this one.
            guard replyId == id else { continue }
            if let error = reply["error"] as? [String: Any] {
                throw Failure.page("\(method) failed: \(error["message"] as? String ?? "\(error)")")
            }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Opens `url` in the page and returns once that document has loaded completely.
    func navigate(to url: String) throws {
        let reply = try send("Page.navigate", ["url": url], sessionId: pageSession)
        if let error = reply["errorText"] as? String, !error.isEmpty {
            throw Failure.page("could not open \(url): \(error)")
        }
        // `new URL(…).href` spells the address the way `location.href` will (Chinese percent-encoded).
        try wait(until: "document.readyState === 'complete' && location.href === new URL(\(Self.javaScriptString(url))).href")
    }

    /// Lays the page out in a window `width` CSS pixels wide (a phone's 390), until changed again.
    func setViewport(width: Int, height: Int) throws {
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
                 sessionId: pageSession)
    }

    /// The value of a JavaScript expression evaluated in the page; a thrown exception throws.
    @discardableResult
    func evaluate(_ expression: String, timeout: TimeInterval = 20) throws -> Any? {
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true],
                             sessionId: pageSession, timeout: timeout)
        if let exception = reply["exceptionDetails"] as? [String: Any] {
            let detail = (exception["exception"] as? [String: Any])?["description"] as? String
            throw Failure.page("\(expression) threw \(detail ?? exception["text"] as? String ?? "\(exception)")")
        }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Polls a JavaScript condition until it is true. Evaluation errors count as "not yet":
    /// right after a click the old document may be gone before the new one can run scripts.
    func wait(until condition: String, timeout: TimeInterval = 20) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lastAnswer = "false"
        while deadline.timeIntervalSinceNow > 0 {
            do {
                if try evaluate(condition, timeout: max(deadline.timeIntervalSinceNow, 0.5)) as? Bool == true { return }
            } catch Failure.page(let problem) {
                lastAnswer = problem
            }
            usleep(100_000)
        }
        throw Failure.timeout("waited \(Int(timeout)) s for \(condition) (last answer: \(lastAnswer)); \(pageSummary())")
    }

    /// Where the page is and the start of its text, for failure messages.
    func pageSummary() -> String {
        let expression = "location.href + '\\n' + (document.body ? document.body.innerText : '(no body)').slice(0, 800)"
        do {
            return "the page holds: \(try evaluate(expression, timeout: 5) as? String ?? "(nothing)")"
        } catch {
            return "the page could not be read: \(error)"
        }
    }

    /// A PNG of what the window shows.
    func screenshot(to file: URL) throws {
        let reply = try send("Page.captureScreenshot", ["format": "png"], sessionId: pageSession)
        guard let encoded = reply["data"] as? String, let png = Data(base64Encoded: encoded) else {
            throw Failure.page("Page.captureScreenshot gave no PNG")
        }
        try png.write(to: file)
    }

    /// The texts of console errors, uncaught exceptions and browser-reported errors (such as
    /// Content-Security-Policy refusals) seen so far.
    var consoleErrors: [String] {
        events.compactMap { event in
            switch event.method {
            case "Log.entryAdded":
                guard let entry = event.params["entry"] as? [String: Any], entry["level"] as? String == "error" else { return nil }
                return "\(entry["text"] as? String ?? "") \(entry["url"] as? String ?? "")"
            case "Runtime.consoleAPICalled":
                guard event.params["type"] as? String == "error" else { return nil }
                let arguments = event.params["args"] as? [[String: Any]] ?? []
                return arguments.map { "\($0["value"] ?? $0["description"] ?? "")" }.joined(separator: " ")
            case "Runtime.exceptionThrown":
                let details = event.params["exceptionDetails"] as? [String: Any] ?? [:]
                let exception = details["exception"] as? [String: Any]
                return exception?["description"] as? String ?? details["text"] as? String ?? "\(details)"
            default:
                return nil
            }
        }
    }

    /// Asks the browser to quit, then makes sure it has: killed (with its helper processes)
    /// when it does not within a few seconds. Safe to call more than once.
    func close() {
        guard !closed else { return }
        _ = try? send("Browser.close", timeout: 5)
        closed = true
        if !waitForExit(timeout: 10) {
            kill(-browser, SIGKILL)
            _ = waitForExit(timeout: 5)
        }
        Glibc.close(commands)
        Glibc.close(replies)
        try? FileManager.default.removeItem(at: profile)
    }

    private func openPage() throws {
        let target = try send("Target.createTarget", ["url": "about:blank"])
        guard let targetId = target["targetId"] as? String else { throw Failure.browser("Target.createTarget gave no targetId: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetId, "flatten": true])
        guard let sessionId = attached["sessionId"] as? String else { throw Failure.browser("Target.attachToTarget gave no sessionId: \(attached)") }
        pageSession = sessionId
        for domain in ["Page", "Runtime", "Log"] {
            try send("\(domain).enable", sessionId: sessionId)
        }
    }

    private func write(_ message: Data) throws {
        let bytes = [UInt8](message) + [0]
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure.browser("the browser stopped reading commands (\(String(cString: strerror(errno)))); see \(logPath)")
            }
            offset += written
        }
    }

    private func nextMessage(before deadline: Date, waitingFor method: String) throws -> [String: Any] {
        while receivedMessages.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure.timeout("no reply to \(method) within the time allowed") }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure.browser("the browser closed its pipe while \(method) waited; see \(logPath)") }
            receive(chunk[..<count])
        }
        let bytes = receivedMessages.removeFirst()
        guard let message = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            throw Failure.browser("the browser sent something that is not a JSON object: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        return message
    }

    /// Splits what was read at the NUL bytes, scanning each byte once however large a reply
    /// (a screenshot is megabytes) grows.
    private func receive(_ chunk: ArraySlice<UInt8>) {
        var start = chunk.startIndex
        while let end = chunk[start...].firstIndex(of: 0) {
            receivedMessages.append(partialMessage + chunk[start..<end])
            partialMessage = []
            start = end + 1
        }
        partialMessage += chunk[start...]
    }

    private func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var status: Int32 = 0
        while deadline.timeIntervalSinceNow > 0 {
            let result = waitpid(browser, &status, WNOHANG)
            if result == browser || (result < 0 && errno == ECHILD) { return true }
            usleep(50_000)
        }
        return false
    }

    private var logPath: String {
        profile.appendingPathComponent("chromium.log").path
    }

    /// A pipe whose ends sit at fd 10 or above and close on exec, so that the child's dup2
    /// onto fds 3 and 4 can never overwrite one another and the child keeps only those.
    private static func pipeAboveChildDescriptors() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure.browser("pipe: \(String(cString: strerror(errno)))") }
        let moved = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        ends.forEach { Glibc.close($0) }
        guard moved.allSatisfy({ $0 >= 0 }) else {
            moved.filter { $0 >= 0 }.forEach { Glibc.close($0) }
            throw Failure.browser("fcntl(F_DUPFD_CLOEXEC): \(String(cString: strerror(errno)))")
        }
        return (moved[0], moved[1])
    }

    /// posix_spawn, because Foundation's Process cannot hand a child fds 3 and 4. The child
    /// leads its own process group so that a hung browser can be killed with its helpers.
    private static func spawn(_ program: String, _ arguments: [String], environment: [String: String], log: String,
                              commandsFrom commandEnd: Int32, repliesTo replyEnd: Int32) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, commandEnd, 3)
        posix_spawn_file_actions_adddup2(&actions, replyEnd, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let status = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure.browser("could not start \(program): \(String(cString: strerror(status)))") }
        return child
    }

    private static func javaScriptString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
