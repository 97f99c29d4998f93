import Foundation

/// The test targets' shared way to start a built executable (`PerfLabTests`, `FuzzerTests`).
///
/// A built executable started as a shell starts it: every signal unblocked and at its default
/// action. (Foundation's `Process` passes on the mask of the thread that starts it, and a test's
/// thread blocks SIGINT and SIGTERM, so a child it starts could not be interrupted.)
public struct ChildProcess {
    public let id: pid_t
    public private(set) var status: Int32?

    /// Starts `path` with `arguments`, its standard output going to the file `output` and its
    /// standard error to the file `errors`.
    public init(_ path: String, _ arguments: [String], output: String, errors: String = "/dev/null") throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var id = pid_t()
        let code = posix_spawn(&id, path, &actions, &attributes, argv, environ)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EINVAL) }
        self.id = id
    }

    /// Whether it still runs (reaping it, and keeping its wait status, once it has ended).
    public mutating func isRunning() -> Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(id, &raw, WNOHANG) == id else { return true }
        status = raw
        return false
    }

    /// Waits for it to end; its wait status (`waitpid`).
    public mutating func wait() -> Int32 {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(id, &raw, 0) < 0 && errno == EINTR {}
        status = raw
        return raw
    }
}
