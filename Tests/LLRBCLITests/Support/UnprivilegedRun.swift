import Foundation
import XCTest

extension LLRBRunner {
    /// Runs `llrb ARGUMENTS` on this runner's index as the current user, or as user nobody when
    /// that is root, for whom chmod 000 changes nothing: a test can then make a file or folder
    /// unreadable. What nobody must write (the index) has to be writable by it.
    func runUnprivileged(_ arguments: [String]) throws -> RunResult {
        guard getuid() == 0 else { return try run(arguments) }
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else {
            throw XCTSkip("running as root without setpriv: chmod 000 cannot make a file unreadable")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LLRB_INDEX"] = nil
        environment["HOME"] = home.path
        let command = [try LLRBRunner.executable().path, "--index", indexDirectory.path] + arguments
        return try capture(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups"] + command, environment: environment)
    }
}
