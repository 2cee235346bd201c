import Foundation
import LLRBEngine
import LLRBIndex

// A closed pipe (`llrb search … | head`) must end llrb quietly: ignore the signal and let
// StandardStream treat EPIPE as a normal end.
signal(SIGPIPE, SIG_IGN)
#if DEBUG
// Tests fail the Nth file-system call of a run, as a full disk would (`FaultInjection`); a release
// build has no such hook.
if let call = ProcessInfo.processInfo.environment["LLRB_TEST_FAIL_CALL"].flatMap(Int.init) {
    FaultInjection.arm(failingCall: call, with: ENOSPC)
}
#endif
let status = CommandLineRunner.run(CommandLineText.current(), environment: Environment.current())
exit(status.rawValue)
