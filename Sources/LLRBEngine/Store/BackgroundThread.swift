import Glibc

/// Runs work on a thread of its own, or on the caller's thread when the system will not start
/// one. Foundation's `Thread.start` on Linux ignores a failed `pthread_create` (a process or
/// thread limit, no memory for the stack): the work never runs, and a writer waiting for it
/// waits forever while it holds the index lock. Here the work always runs, at worst without
/// the overlap the thread was for.
enum BackgroundThread {
    /// Starts `work` on a new detached thread, or runs it before returning when no thread can
    /// be started.
    static func run(_ work: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(work))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, box.toOpaque())
        guard started == 0 else {
            box.takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }

    /// The work, boxed to travel through `pthread_create`'s one pointer.
    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
