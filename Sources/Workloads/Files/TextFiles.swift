import Foundation

/// Reading and writing the lab's files with errors a user can act on.
public enum TextFiles {
    /// The file's contents as UTF-8 text.
    public static func read(_ path: String) throws(LabError) -> String {
        guard FileManager.default.fileExists(atPath: path) else { throw LabError("\(path): no such file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw LabError("\(path): cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else { throw LabError("\(path): the file is not UTF-8 text") }
        return text
    }

    /// Removes the file at `path` if there is one, then `folder` if that left it empty.
    public static func removeIfPresent(_ path: String, andEmptyFolder folder: String) {
        try? FileManager.default.removeItem(atPath: path)
        if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// Writes `text` to `path` atomically: to a temporary file in the same folder, then renamed
    /// into place, so an interrupted run never leaves a half-written file and never damages the
    /// file it replaces.
    public static func writeAtomically(_ text: String, to path: String) throws(LabError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: temporary)
            // POSIX rename replaces the destination atomically.
            guard rename(temporary.path, url.path) == 0 else {
                throw LabError("\(path): cannot move the new file into place (errno \(errno))")
            }
        } catch let error as LabError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw LabError("\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
