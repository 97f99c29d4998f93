import Foundation

/// One small question asked of another tool (git, swift, valgrind): what it prints first.
enum CommandOutput {
    /// The first non-empty line that `command` prints on standard output, or nil when it cannot
    /// run or exits with a status other than 0. The command is found through `/usr/bin/env`: a
    /// name is looked up on PATH, an absolute path is run as it is. Standard error is discarded.
    /// - Complexity: one process, waited for.
    static func firstLine(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}
