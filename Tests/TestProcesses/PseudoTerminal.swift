import Foundation

/// A pseudo-terminal whose far end a child process writes to as to a terminal: for a command that
/// shows progress only on a terminal (`perflab`'s progress line), so that a test can wait for that
/// progress instead of sleeping.
public final class PseudoTerminal {
    /// The controlling side, read here; non-blocking.
    private let controller: Int32
    /// The path of the terminal side, for the child to open.
    public let path: String

    public init() throws {
        // The pseudo-terminal calls of libc, looked up by name: Swift's Glibc module does not
        // export them (they sit behind a feature macro it is not built with).
        typealias Call = @convention(c) (Int32) -> Int32
        typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        func look<Function>(_ name: String, as type: Function.Type) throws -> Function {
            #if os(Linux)
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
            #else
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
            #endif
            guard let symbol = dlsym(everywhere, name) else { throw POSIXError(.ENOSYS) }
            return unsafeBitCast(symbol, to: type)
        }
        let open = try look("posix_openpt", as: Call.self), grant = try look("grantpt", as: Call.self)
        let unlock = try look("unlockpt", as: Call.self), name = try look("ptsname", as: NameCall.self)
        let controller = open(O_RDWR | O_NOCTTY)
        guard controller >= 0, grant(controller) == 0, unlock(controller) == 0, let terminal = name(controller) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        path = String(cString: terminal)
    }

    deinit { close(controller) }

    /// What the child has written since the last read, waiting up to `milliseconds` for it to
    /// write something (`poll`); empty when it wrote nothing in that time.
    public func output(waitingUpTo milliseconds: Int32) -> String {
        var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return "" }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
