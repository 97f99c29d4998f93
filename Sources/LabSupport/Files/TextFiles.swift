import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Reading and writing the lab's files with errors a user can act on: each names the path and
/// the system's reason, on one line.
package enum TextFiles {
    /// The contents of the file at `path`, a file of `kind`, as UTF-8 text.
    ///
    /// Refused with one line naming the path: nothing there; not a regular file (a folder, a named
    /// pipe, a device, a socket: the line says which; opening never blocks, so a pipe without a
    /// writer is refused at once); more bytes than `kind.maximumBytes`, from its size before a byte
    /// is read, or by a read that stops one byte past the maximum (a file that grows meanwhile);
    /// unreadable; not UTF-8.
    /// - Complexity: O(n) time and at most 2n bytes of memory, where n is the file's size (at most
    ///   `kind.maximumBytes`).
    package static func read(_ path: String, as kind: InputKind) throws(LabError) -> String {
        // O_NONBLOCK: opening a named pipe for reading waits for a writer otherwise. It changes
        // nothing for a regular file, the only kind read past fstat.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw LabError("\(path): no such file") }
            // A socket cannot be opened at all (ENXIO): say what it is rather than the system's reason.
            if let type = FileType(path: path), type != .regularFile { throw notAFile(path, type) }
            throw LabError("\(path): cannot read the file (\(describe(code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw LabError("\(path): cannot read the file (\(describe(errno)))") }
        let type = FileType(mode: status.st_mode)
        guard type == .regularFile else { throw notAFile(path, type) }
        let limit = kind.maximumBytes
        guard Int(status.st_size) <= limit else {
            throw LabError("\(path): too large for \(kind.name): \(status.st_size) bytes, at most \(limit)")
        }
        let bytes = try readBytes(descriptor, path: path, expected: Int(status.st_size), limit: limit, kindName: kind.name)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw LabError("\(path): the file is not UTF-8 text") }
        return text
    }

    /// Every byte `descriptor` gives, in one buffer sized from the `expected` size; more than
    /// `limit` bytes (a file that grew since `fstat`, one whose size `fstat` does not know) is an
    /// error as soon as the read passes it.
    static func readBytes(_ descriptor: Int32, path: String, expected: Int, limit: Int,
                          kindName: String) throws(LabError) -> [UInt8] {
        // One byte more than expected, so that the read that finds the end is not a second buffer.
        var bytes = [UInt8](repeating: 0, count: min(max(expected, 0), limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else {
                    throw LabError("\(path): too large for \(kindName): more than \(limit) bytes")
                }
                bytes += repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count))
            }
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR { continue }
                throw LabError("\(path): cannot read the file (\(describe(errno)))")
            }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The refusal of a path that is not a regular file: "is a folder, not a file", "is a named
    /// pipe (FIFO), not a file".
    static func notAFile(_ path: String, _ type: FileType) -> LabError {
        LabError("\(path): is \(type.name), not a file")
    }

    /// Removes the file at `path` if there is one, then `folder` if that left it empty.
    package static func removeIfPresent(_ path: String, andEmptyFolder folder: String) {
        unlink(path)
        rmdir(folder)
    }

    /// The system's description of `errno` value `code`.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
