#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

extension TextFiles {
    /// The step of `writeAtomically` that puts the bytes into the temporary file: writes `bytes`
    /// to a new file at `path` and returns 0, or the `errno` of what failed. `writeBytes` is the
    /// real one; a test passes one that fails part-way, as a full disk does, to the command or
    /// call that writes (each entry point that writes files takes one, the real one by default).
    package typealias ByteWriter = @Sendable (_ bytes: [UInt8], _ path: String) -> Int32

    /// Writes `text` to `path` atomically: to a temporary file in the same folder (created when
    /// missing), flushed to the disk (`fsync`) unless `syncing` is false, then renamed into place,
    /// so an interrupted run never leaves a half-written file and never damages the file it
    /// replaces, and a machine that loses power keeps the old file or the new one. SIGINT, SIGTERM
    /// and SIGHUP wait while the temporary file exists, so a signal that ends the process leaves
    /// none behind. On failure the temporary file is removed and the error names the path and the
    /// reason (`No space left on device`, `Permission denied`).
    /// - Parameter syncing: false for a file that only has to outlive the process (a fuzz
    ///   campaign's in-progress record, rewritten before every case), where a flush per case
    ///   would cost the campaign more than the case.
    /// - Parameter writer: the step that writes the bytes into the temporary file, the real
    ///   `writeBytes` unless given: a command passes on the writer it was given, so a test can make
    ///   the disk fill up part-way through any file the command writes.
    /// - Throws: `LabError`, also when `checkDestination(_:)` refuses `path`, before anything is written.
    package static func writeAtomically(_ text: String, to path: String, syncing: Bool = true,
                                        writer: ByteWriter = writeBytes) throws(LabError) {
        try checkDestination(path)
        let (folder, name) = parts(of: path)
        try createFolder(folder, for: path)
        let temporary = "\(folder)/.\(name).\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
        try withTerminatingSignalsDeferred { () throws(LabError) in
            var code = writer(Array(text.utf8), temporary)
            if code == 0 && syncing { code = flush(temporary) }
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
    }

    /// Refuses, before anything is written, a destination `writeAtomically` must not replace: a
    /// path that names a folder (`OUT: expected a file name, got a folder`), anything else that is
    /// not a regular file (`OUT: is a character device, not a file`: renaming over a device would
    /// replace it with a file), or a path whose folder runs through a file. A command calls it for
    /// each destination while it validates its options; `writeAtomically` calls it again.
    package static func checkDestination(_ path: String) throws(LabError) {
        let (folder, name) = parts(of: path)
        guard !name.isEmpty else { throw LabError("\(path): expected a file name, got a folder") }
        if let type = FileType(path: path) {
            guard type != .folder else { throw LabError("\(path): expected a file name, got a folder") }
            guard type == .regularFile else { throw notAFile(path, type) }
        }
        try checkFolder(folder, for: path)
    }

    /// Refuses, before anything is written, a `folder` the files at `path` cannot go into: the
    /// first of it and its parents that exists is not a folder (`OUT: DIR is a file, not a
    /// folder`, or `DIR: is a file, not a folder` when `path` is the folder itself).
    package static func checkFolder(_ folder: String, for path: String) throws(LabError) {
        var current = folder
        while true {
            if let type = FileType(path: current) {
                guard type == .folder else {
                    throw LabError(current == path ? "\(path): is \(type.name), not a folder" : "\(path): \(current) is \(type.name), not a folder")
                }
                return
            }
            guard let slash = current.lastIndex(of: "/"), slash != current.startIndex else { return }
            current = String(current[..<slash])
        }
    }

    /// The real `ByteWriter`: creates the file (it must not exist), writes every byte, closes it;
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

    /// Flushes the file at `path` to the disk; 0, or the `errno` of what failed (a full disk may
    /// show only here, on a network file system).
    private static func flush(_ path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        let code = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        return code
    }

    /// The folder `path` goes into (`/` for a file at the root, `.` for a bare name) and its name.
    private static func parts(of path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
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

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back on this thread: one that arrives
    /// meanwhile is delivered when `body` returns (ending the process, or setting
    /// `Interruption`'s flag), so it never ends the process between a temporary file and its rename.
    private static func withTerminatingSignalsDeferred(_ body: () throws(LabError) -> Void) throws(LabError) {
        try TerminatingSignals.with(SIG_BLOCK, body)
    }
}
