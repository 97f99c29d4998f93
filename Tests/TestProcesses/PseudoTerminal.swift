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
        let controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        path = String(cString: name)
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
