#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import LabSupport

/// The file work of the corpus commands (`fuzz corpus …`): listing a folder, reading an input's
/// bytes, writing one without ever replacing a file. libFuzzer's inputs are bytes, not text, so
/// this sits beside `TextFiles` rather than in it.
package enum CorpusFolder {
    /// The names in `folder` (not `.` and `..`), sorted.
    /// - Throws: `LabError` when it is missing or not a folder.
    package static func names(in folder: String) throws(LabError) -> [String] {
        guard let type = FileType(path: folder) else { throw LabError("\(folder): no such folder") }
        guard type == .folder else { throw LabError("\(folder): not a folder") }
        guard let directory = opendir(folder) else { throw LabError("\(folder): cannot list the folder (\(TextFiles.describe(errno)))") }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Throws: `LabError` naming the path: missing, not a regular file, longer than `limit`, unreadable.
    package static func bytes(at path: String, limit: Int) throws(LabError) -> [UInt8] {
        guard let type = FileType(path: path) else { throw LabError("\(path): no such file") }
        guard type == .regularFile else { throw LabError("\(path): not a regular file") }
        guard let file = fopen(path, "rb") else { throw LabError("\(path): cannot read the file (\(TextFiles.describe(errno)))") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 {
            bytes += buffer.prefix(count)
            guard bytes.count <= limit else { throw LabError("\(path): longer than \(limit) bytes") }
        }
        guard ferror(file) == 0 else { throw LabError("\(path): cannot read the file") }
        return bytes
    }

    /// Creates `folder` for a command's output; it must not exist, or be empty, so that nothing in
    /// it is overwritten and what the command leaves is all it wrote.
    package static func prepareOutput(_ folder: String) throws(LabError) {
        if FileType(path: folder) != nil {
            let present = try names(in: folder)
            guard present.isEmpty else {
                throw LabError("\(folder): the output folder is not empty (\(present.count) entries, first '\(present[0])'); name a new one")
            }
            return
        }
        // Created through a file in it, which TextFiles creates with its parents, then removed.
        let probe = "\(folder)/.created"
        try TextFiles.writeAtomically("", to: probe, syncing: false)
        unlink(probe)
    }

    /// Writes `bytes` to a new file at `path`, never over an existing one: through a temporary file
    /// renamed into place only if `path` is still free (`link`, which fails on an existing name).
    /// - Returns: false (nothing written) when `path` already holds exactly these bytes.
    /// - Throws: `LabError` when it holds other bytes, or the write fails.
    @discardableResult
    package static func writeNew(_ bytes: [UInt8], to path: String) throws(LabError) -> Bool {
        if FileType(path: path) != nil {
            guard (try? Self.bytes(at: path, limit: bytes.count)) == bytes else {
                throw LabError("\(path): already exists with other contents; not overwritten")
            }
            return false
        }
        let temporary = "\(path).\(getpid()).tmp"
        let code = TextFiles.writeBytes(bytes, to: temporary)
        guard code == 0 else {
            unlink(temporary)
            throw LabError("\(path): cannot write the file (\(TextFiles.describe(code)))")
        }
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else { throw LabError("\(path): cannot write the file (\(TextFiles.describe(errno)))") }
        return true
    }

    /// A 64-bit FNV-1a hash of `bytes` in 16 hex digits: the content part of an exported input's
    /// name, so the same input always gets the same name.
    package static func contentHash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
