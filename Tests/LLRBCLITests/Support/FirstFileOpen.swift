import Foundation
import Glibc
import XCTest

/// Acts the moment any process first opens a file in a folder, watched with inotify. Ingest
/// lists folders with `stat` only and opens no file before the listing is complete, so the first
/// open marks the moment between listing and reading: a test can delete a listed file then.
final class FirstFileOpen: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var stopped = false
    private var opened: String?
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `folder`; `action` runs once, on a background thread, with the name of
    /// the first file opened.
    init(folder: URL, action: @escaping @Sendable (String) -> Void) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw XCTSkip("inotify is not available: errno \(errno)") }
        guard inotify_add_watch(descriptor, folder.path, UInt32(IN_OPEN)) >= 0 else {
            close(descriptor)
            throw XCTSkip("cannot watch \(folder.path) with inotify: errno \(errno)")
        }
        Thread.detachNewThread { [self] in
            if let name = firstOpenedFile() { action(name) }
            finished.signal()
        }
    }

    /// Stops watching; the name of the file whose opening fired the action, or nil if none was.
    func stop() -> String? {
        lock.withLock { stopped = true }
        finished.wait()
        close(descriptor)
        return lock.withLock { opened }
    }

    private func firstOpenedFile() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !lock.withLock({ stopped }) {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 20) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0, let name = Self.firstFileName(in: buffer.prefix(count)) else { continue }
            lock.withLock { opened = name }
            return name
        }
        return nil
    }

    /// The name in the first event about a file (not the folder itself) in a run of events.
    private static func firstFileName(in events: ArraySlice<UInt8>) -> String? {
        let header = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + header <= events.endIndex {
            let event = events[offset..<offset + header].withUnsafeBytes { $0.loadUnaligned(as: inotify_event.self) }
            let nameBytes = events[(offset + header)..<min(offset + header + Int(event.len), events.endIndex)]
            offset += header + Int(event.len)
            if event.mask & UInt32(IN_ISDIR) == 0, event.len > 0 {
                return String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return nil
    }
}
