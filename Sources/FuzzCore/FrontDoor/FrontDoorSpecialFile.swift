import LabSupport
import Workloads
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// What a hostile user gives instead of a file: a named pipe without a writer (opening it would
/// wait forever), a device that never ends (/dev/zero) or is empty (/dev/null), a folder, a
/// socket, and a file one byte past the largest input's maximum (sparse: no disk space). Each
/// must be refused by every decoder with one line naming what it is, before anything is parsed,
/// and as a destination (the folder, the pipe, the socket) before anything is written.
package enum FrontDoorSpecialFile: CaseIterable, Sendable {
    case namedPipe
    case endlessDevice
    case emptyDevice
    case folder
    case socket
    case oversized

    /// How the summary and a failure name it.
    package var name: String {
        switch self {
        case .namedPipe: "named pipe"
        case .endlessDevice: "/dev/zero"
        case .emptyDevice: "/dev/null"
        case .folder: "folder"
        case .socket: "socket"
        case .oversized: "oversized file"
        }
    }

    /// Whether it may be offered as a destination: made in the campaign's folder. The system's
    /// devices never are, so that a writer that failed to refuse one (run as root, it would
    /// rename a file over it) cannot damage the machine.
    package var isMadeHere: Bool { self != .endlessDevice && self != .emptyDevice }

    /// Makes it at `path` (the devices are the system's: their path is returned), and returns its
    /// path. Remove it with `remove(_:)`.
    /// - Throws: `LabError` when the system refuses to make it.
    package func make(at path: String) throws(LabError) -> String {
        let code: Int32
        switch self {
        case .namedPipe: code = mkfifo(path, 0o600) == 0 ? 0 : errno
        case .endlessDevice: return "/dev/zero"
        case .emptyDevice: return "/dev/null"
        case .folder: code = mkdir(path, 0o700) == 0 ? 0 : errno
        case .socket: code = Self.bindSocket(at: path)
        case .oversized:
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw LabError("\(path): cannot make \(name) (\(TextFiles.describe(errno)))") }
            code = ftruncate(descriptor, off_t(Self.oversizedBytes)) == 0 ? 0 : errno
            close(descriptor)
        }
        guard code == 0 else { throw LabError("\(path): cannot make \(name) (\(TextFiles.describe(code)))") }
        return path
    }

    /// Removes what `make(at:)` made at `path` (nothing for a system device).
    package func remove(_ path: String) {
        guard isMadeHere else { return }
        if self == .folder { rmdir(path) } else { unlink(path) }
    }

    /// One byte more than the largest input a command reads.
    package static let oversizedBytes = [InputKind.scenario, .workload, .reproducer, .failureRecord, .report]
        .map(\.maximumBytes).max()! + 1

    /// The line that reading it as `kind` must give (docs/commands.md).
    package func refusal(at path: String, as kind: InputKind) -> String {
        switch self {
        case .namedPipe: "\(path): is a named pipe (FIFO), not a file"
        case .endlessDevice, .emptyDevice: "\(path): is a character device, not a file"
        case .folder: "\(path): is a folder, not a file"
        case .socket: "\(path): is a socket, not a file"
        case .oversized: "\(path): too large for \(kind.name): \(Self.oversizedBytes) bytes, at most \(kind.maximumBytes)"
        }
    }

    /// The line that writing to it must give, when it is a destination at all.
    package func destinationRefusal(at path: String) -> String? {
        switch self {
        case .namedPipe: "\(path): is a named pipe (FIFO), not a file"
        case .folder: "\(path): expected a file name, got a folder"
        case .socket: "\(path): is a socket, not a file"
        case .endlessDevice, .emptyDevice, .oversized: nil
        }
    }

    /// Binds a Unix-domain socket at `path` (which stays after the descriptor is closed); 0 or
    /// the `errno` of what failed.
    private static func bindSocket(at path: String) -> Int32 {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return ENAMETOOLONG }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in buffer.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return bound == 0 ? 0 : errno
    }
}
