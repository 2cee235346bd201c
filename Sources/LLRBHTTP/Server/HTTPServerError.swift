/// Why the server could not start, worded for the person who ran the command.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// Another process listens on the port.
    case portInUse(port: UInt16)
    /// The host is neither an IP address nor a name this machine resolves.
    case cannotResolve(host: String, reason: String)
    /// The address resolved but the socket could not be made, bound or listened on.
    case cannotListen(address: String, reason: String)
    /// `start()` was called on a server already running.
    case alreadyRunning

    public var description: String {
        switch self {
        case .portInUse(let port): "port \(port) is in use; give --port N or --port 0 for a free one"
        case .cannotResolve(let host, let reason): "cannot listen on \(host): \(reason)"
        case .cannotListen(let address, let reason): "cannot listen on \(address): \(reason)"
        case .alreadyRunning: "the server is already running"
        }
    }
}
