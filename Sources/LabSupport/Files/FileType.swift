#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// What a path names (symbolic links followed), read from the `st_mode` of `stat(2)`, so that a
/// refusal can say what it got: the commands read and replace regular files only
/// (docs/commands.md).
package enum FileType: Equatable, Sendable {
    case regularFile
    case folder
    case namedPipe
    case characterDevice
    case blockDevice
    case socket
    /// Anything else (a door, a whiteout: what no command is given on purpose).
    case other

    /// The type of a `stat` result's `st_mode`.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .namedPipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The type of what `path` names, following symbolic links; nil when nothing is there (or the
    /// path cannot be examined).
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(mode: status.st_mode)
    }

    /// How a message names it: "a named pipe (FIFO)", "a character device".
    package var name: String {
        switch self {
        case .regularFile: "a file"
        case .folder: "a folder"
        case .namedPipe: "a named pipe (FIFO)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }
}
