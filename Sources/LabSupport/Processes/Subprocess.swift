#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// A child process the lab starts and supervises: `try-layout` runs the compiler and the trial's
/// commands through it, and `fuzz run --isolate` its worker, whose standard output it reads line
/// by line with a time limit, so that a worker that hangs is seen and killed rather than waited on.
///
/// It starts as a shell would start it: every signal unblocked and at its default action, in a
/// process group of its own (so that `kill` reaches what it starts in turn, a compiler's jobs).
/// Its standard output is a pipe to this process (`readLine`) or a file; its standard error a file,
/// where a Swift trap's message lands.
package final class Subprocess {
    /// Where the child's standard output goes.
    package enum Output {
        /// A pipe this process reads with `readLine(timeout:)`.
        case pipe
        /// A file, truncated first.
        case file(String)
        /// This process's own standard output.
        case inherited
    }

    /// How a child ended.
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)

        /// `exit status 1`, `killed by signal 6 (SIGABRT)`.
        package var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "killed by signal \(signal)\(Self.signalNames[signal].map { " (\($0))" } ?? "")"
            }
        }

        private static let signalNames: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
        ]
    }

    /// What `readLine(timeout:)` found.
    package enum Read: Equatable {
        case line(String)
        /// Nothing arrived within the time limit.
        case timedOut
        /// The child closed its standard output (it ended, most likely).
        case endOfFile
    }

    package let id: pid_t
    private var outputDescriptor: Int32 = -1
    private var buffered: [UInt8] = []
    private var termination: Termination?

    /// Starts `executable` (a path) with `arguments`, its environment this process's plus
    /// `environment` (which wins), its standard output as `output` says, its standard error to the
    /// file `errors` (truncated), or to this process's own when nil.
    /// - Throws: `LabError` naming the executable when it cannot be started.
    package init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                 output: Output = .inherited, errors: String? = nil) throws(LabError) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        switch output {
        case .pipe:
            guard pipe(&pipeEnds) == 0 else { throw LabError("cannot make a pipe for \(executable): \(String(cString: strerror(errno)))") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .inherited:
            break
        }
        if let errors { posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        var variables = Self.currentEnvironment()
        for (name, value) in environment { variables[name] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var id = pid_t()
        let code = executable.contains("/") ? posix_spawn(&id, executable, &actions, &attributes, argv, envp)
                                            : posix_spawnp(&id, executable, &actions, &attributes, argv, envp)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        guard code == 0 else {
            if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
            throw LabError("cannot start \(executable): \(String(cString: strerror(code)))")
        }
        self.id = id
        outputDescriptor = pipeEnds[0]
    }

    deinit {
        if outputDescriptor >= 0 { close(outputDescriptor) }
        if termination == nil {
            kill()
            _ = wait()
        }
    }

    /// The next line of the child's standard output (without its newline), waiting at most
    /// `timeout` for it; a last line without a newline is returned at the end of the output.
    /// - Precondition: the output is a pipe.
    package func readLine(timeout: Duration) -> Read {
        precondition(outputDescriptor >= 0, "readLine needs the child's output as a pipe")
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return .line(line)
            }
            let left = deadline - clock.now
            guard left > .zero else { return .timedOut }
            var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: max(1, left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { systemRead(outputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                guard !buffered.isEmpty else { return .endOfFile }
                let line = String(decoding: buffered, as: UTF8.self)
                buffered.removeAll()
                return .line(line)
            }
            buffered += chunk[..<count]
        }
    }

    /// Kills the child and its process group at once (SIGKILL); it is reaped by `wait()`.
    package func kill() {
        guard termination == nil else { return }
        _ = systemKill(-id, SIGKILL)
        _ = systemKill(id, SIGKILL)
    }

    /// Waits for the child to end; how it ended.
    package func wait() -> Termination {
        if let termination { return termination }
        var raw: Int32 = 0
        while waitpid(id, &raw, 0) < 0 && errno == EINTR {}
        let ended: Termination = (raw & 0x7f) == 0 ? .exited((raw >> 8) & 0xff) : .signalled(raw & 0x7f)
        termination = ended
        return ended
    }

    /// Waits at most `timeout` for the child to end; nil when it still runs (it is left running).
    package func wait(timeout: Duration) -> Termination? {
        if let termination { return termination }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            var raw: Int32 = 0
            let reaped = waitpid(id, &raw, WNOHANG)
            if reaped == id {
                let ended: Termination = (raw & 0x7f) == 0 ? .exited((raw >> 8) & 0xff) : .signalled(raw & 0x7f)
                termination = ended
                return ended
            }
            usleep(10_000)
        }
        return nil
    }

    /// This process's environment as a dictionary.
    private static func currentEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}

#if canImport(Glibc)
private let systemKill = Glibc.kill
#elseif canImport(Darwin)
private let systemKill = Darwin.kill
#endif
