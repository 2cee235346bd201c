import Foundation
import LLRBHTTP
import LLRBIndex

/// `llrb serve`: the archive as a web page for readers who never open a terminal — search,
/// articles, issues, browsing — served read-only from the index by this binary.
enum ServeCommand: Command {
    static let port = OptionSpec.value("port", "N", "the port to listen on (default 8080; 0 takes a free one)")
    static let host = OptionSpec.value("host", "ADDR", "the address to listen on (default 127.0.0.1, this machine only)")
    static let open = OptionSpec.flag("open", "open the reader in the default web browser")
    static let edit = OptionSpec.flag("edit", "let the browser opened with the printed link correct articles (docs/CORRECTIONS.md)")

    static let spec = CommandSpec(
        name: "serve",
        summary: "read the archive in a web browser",
        usage: ["[--port N] [--host ADDR] [--open] [--edit]"],
        discussion: """
        Serves a read-only web reader of the index: a search page with every filter of \
        'llrb search', the articles with their citations, the issues, and browsing by year. \
        Every page is a URL that can be bookmarked and cited (/search?q=复工复产, /article/ID, \
        /issue/10906); /api/… answers with the JSON of the CLI's --json. It never writes to \
        the index and reads a newer one, published by an 'llrb ingest' meanwhile, at the next \
        request. By default only this machine can connect; --host 0.0.0.0 lets anyone on the \
        network read the archive. Ctrl-C stops it.
        With --edit, an article's page gets forms to correct its text and structure, as \
        'llrb correct' does, for the one browser that opens the link printed at the start \
        (it holds a token good while the server runs; keep it private): every write must come from this site's \
        own pages, signed in, with a value its form was given.
        """,
        positionals: [],
        options: [port, host, open, edit],
        examples: [
            Example(command: "llrb serve", explanation: "serve the index at http://127.0.0.1:8080/"),
            Example(command: "llrb serve --port 0 --open", explanation: "a free port, opened in the browser"),
            Example(command: "llrb serve --host 0.0.0.0 --port 8000", explanation: "for everyone on the network (a warning says so)"),
            Example(command: "llrb serve --edit --open", explanation: "correct articles in the browser (the link signs it in)"),
        ],
        exitCodes: ["0  stopped by Ctrl-C or SIGTERM", "2  error (no index, port in use, bad option)"])

    static func run(_ context: CommandContext) throws -> ExitCode {
        let portNumber = try context.arguments.integer(port, in: 0...65535) ?? 8080
        let address = context.arguments.value(host) ?? "127.0.0.1"
        guard !address.isEmpty else { throw CLIError.usage("--host needs an address such as 127.0.0.1 or 0.0.0.0", command: spec.name) }
        let path = try IndexLocation.existingPath(for: context)
        // Opened once now so that a damaged index is said at once, not on the first page.
        _ = try ArchiveIndex.open(atPath: path)
        let journal = IndexLocation.corrections(for: context)
        let editing = context.arguments.flag(edit)
            ? WebEditing(session: EditSession(), desk: CorrectionDesk(indexDirectory: URL(fileURLWithPath: path), journal: journal)) : nil
        let reader = WebReader(shelf: ArchiveShelf(path: path), journal: journal, editing: editing) { problem in
            let line = Array(("llrb: " + PrintableText.of(problem) + "\n").utf8)
            line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        var configuration = HTTPServer.Configuration()
        configuration.host = address
        configuration.port = UInt16(portNumber)
        configuration.defaultHeaders = WebReader.securityHeaders(editing: editing != nil)
        configuration.acceptsPOST = editing != nil
        configuration.refusalPage = { [bodyLimit = configuration.maxBodyBytes, layout = reader.layout] status in
            WebRequestWording.page(status, bodyLimit: bodyLimit, layout: layout)
        }
        let server = HTTPServer(configuration: configuration, quickAnswer: { request in reader.quickAnswer(to: request) },
                                handler: { request in reader.respond(to: request) })
        // Caught from before the address is printed: a signal sent as soon as it shows stops
        // the server cleanly too.
        guard let stopSignals = SignalCatcher() else {
            throw CLIError(message: "cannot set up Ctrl-C handling: \(String(cString: strerror(errno))); try again")
        }
        let bound: UInt16
        do {
            bound = try server.start()
        } catch {
            throw CLIError(message: "\(error)")
        }
        if !isLoopback(address) {
            context.warn("listening on \(address): anyone who can reach this machine on port \(bound) can read the archive"
                + (editing == nil ? "" : ", and whoever has the edit link can correct it"))
        }
        let url = "http://\(urlHost(address)):\(bound)/"
        editing?.session.allow(origins(host: address, port: bound))
        let link = editing.map { url + "?token=" + $0.session.token }
        if let link {
            context.warn("edit mode: open \(link) to correct articles in this browser (keep the link private; corrections go to \(journal.path))")
        }
        context.warn("serving \(path) at \(url) — Ctrl-C to stop")
        if context.arguments.flag(open) { openInBrowser(link ?? url, context: context) }
        _ = stopSignals.wait()
        server.stop()
        context.warn("stopped")
        return .success
    }

    /// Whether only this machine can reach `address`: `localhost`, or an IPv4 literal in
    /// 127.0.0.0/8, or `::1` (a name that merely starts with `127.` is not one).
    static func isLoopback(_ address: String) -> Bool {
        if address == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, address, &ipv4) == 1 { return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127 }
        var ipv6 = in6_addr()
        let bare = address.hasPrefix("[") && address.hasSuffix("]") ? String(address.dropFirst().dropLast()) : address
        guard inet_pton(AF_INET6, bare, &ipv6) == 1 else { return false }
        return withUnsafeBytes(of: &ipv6) { $0.elementsEqual([UInt8](repeating: 0, count: 15) + [1]) }
    }

    /// The origins pages of this server have: this machine's names for itself, and the
    /// address given with `--host` (for a wildcard address, the machine's own name).
    private static func origins(host: String, port: UInt16) -> Set<String> {
        var names = ["127.0.0.1", "localhost", "[::1]", urlHost(host)]
        if host == "0.0.0.0" || host == "::" {
            var name = [UInt8](repeating: 0, count: 256)
            if gethostname(&name, name.count - 1) == 0 { names.append(String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)) }
        }
        return Set(names.map { "http://\($0):\(port)" })
    }

    /// An IPv6 literal goes in brackets in a URL; `0.0.0.0` is reached as this machine.
    private static func urlHost(_ address: String) -> String {
        if address == "0.0.0.0" || address == "::" { return "127.0.0.1" }
        return address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
    }

    /// `xdg-open` (or macOS's `open`); where neither runs, says to open the address by hand.
    private static func openInBrowser(_ url: String, context: CommandContext) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            context.warn("could not start a browser (\(opener)); open \(url) by hand")
        }
    }
}
