import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
@preconcurrency import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Reading and writing the lab's files with errors a user can act on: each names the path and
/// the system's reason, on one line.
public enum TextFiles {
    /// Writes `bytes` to a new file at `path` and returns 0, or the `errno` of what failed.
    public typealias ByteWriter = @Sendable (_ bytes: [UInt8], _ path: String) -> Int32

    /// The step of `writeAtomically` that puts the bytes into the temporary file. Tests bind it
    /// (`TextFiles.$byteWriter.withValue(…)`) to fail as a full disk does, part-way through.
    @TaskLocal public static var byteWriter: ByteWriter = writeBytes

    /// The file's contents as UTF-8 text.
    public static func read(_ path: String) throws(LabError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw LabError(code == ENOENT ? "\(path): no such file" : "\(path): cannot read the file (\(describe(code)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            throw LabError("\(path): is a folder, not a file")
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw LabError("\(path): cannot read the file (\(describe(errno)))")
            }
            bytes += buffer.prefix(count)
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else { throw LabError("\(path): the file is not UTF-8 text") }
        return text
    }

    /// Removes the file at `path` if there is one, then `folder` if that left it empty.
    public static func removeIfPresent(_ path: String, andEmptyFolder folder: String) {
        unlink(path)
        rmdir(folder)
    }

    /// Writes `text` to `path` atomically: to a temporary file in the same folder (created when
    /// missing), then renamed into place, so an interrupted run never leaves a half-written file
    /// and never damages the file it replaces. On failure the temporary file is removed and the
    /// error names the path and the reason (`No space left on device`, `Permission denied`).
    public static func writeAtomically(_ text: String, to path: String) throws(LabError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw LabError("\(path): expected a file name, got a folder") }
        try createFolder(folder.isEmpty ? "/" : folder, for: path)
        let temporary = "\(folder)/.\(name).\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        let code = byteWriter(Array(text.utf8), temporary)
        guard code == 0 else {
            unlink(temporary)
            throw LabError("\(path): cannot write the file (\(describe(code)))")
        }
        // POSIX rename replaces the destination atomically.
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw LabError("\(path): cannot move the new file into place (\(describe(code)))")
        }
    }

    /// The real `byteWriter`: creates the file (it must not exist), writes every byte, closes it;
    /// a short write, a write error or a failing close (a full disk shows there on some file
    /// systems) is an error.
    @Sendable public static func writeBytes(_ bytes: [UInt8], to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                return code
            }
            written += count
        }
        return close(descriptor) == 0 ? 0 : errno
    }

    /// Creates `folder` and its parents when missing.
    private static func createFolder(_ folder: String, for path: String) throws(LabError) {
        var status = stat()
        if stat(folder, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw LabError("\(path): \(folder) is a file, not a folder") }
            return
        }
        if let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            try createFolder(String(folder[..<slash]), for: path)
        }
        guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
            throw LabError("\(path): cannot create the folder \(folder) (\(describe(errno)))")
        }
    }

    /// The system's description of `errno` value `code`.
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
