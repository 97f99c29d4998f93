import Foundation
import Testing
@testable import LabSupport

@Suite struct TextFilesTests {
    let folder = NSTemporaryDirectory() + "textfiles-\(UUID().uuidString)"

    @Test func writesCreatesFoldersAndReplacesAtomically() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/nested/report.json"
        try TextFiles.writeAtomically("first", to: path)
        #expect(try TextFiles.read(path, as: .scenario) == "first")
        try TextFiles.writeAtomically("second", to: path)
        #expect(try TextFiles.read(path, as: .scenario) == "second")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/nested") == ["report.json"])
    }

    /// A write that cannot happen throws one clear error and leaves the existing file as it was.
    @Test func aFailedWriteLeavesTheOldFileIntact() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/baseline.json"
        try TextFiles.writeAtomically("baseline", to: path)
        // A file where a folder should be makes the destination unwritable.
        let blocked = path + "/inside.json"
        #expect(throws: LabError.self) { try TextFiles.writeAtomically("new", to: blocked) }
        #expect(try TextFiles.read(path, as: .scenario) == "baseline")
    }

    @Test func readingNamesTheProblem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: LabError("\(folder)/none.json: no such file")) { try TextFiles.read("\(folder)/none.json", as: .scenario) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let binary = folder + "/binary.json"
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: binary))
        #expect(throws: LabError("\(binary): the file is not UTF-8 text")) { try TextFiles.read(binary, as: .scenario) }
    }

    /// The real byte writer reports a full disk: /dev/full fails every write with ENOSPC.
    @Test func theByteWriterReportsAFullDisk() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        // /dev/full exists, so opening it with O_EXCL fails; write to it as the writer does after opening.
        #expect(TextFiles.writeBytes(Array("x".utf8), to: "/dev/full") == EEXIST)
        let descriptor = open("/dev/full", O_WRONLY)
        defer { close(descriptor) }
        #expect(write(descriptor, "report", 6) == -1 && errno == ENOSPC)
    }

    /// A full disk part-way through the temporary file: one error naming the reason, the old file
    /// byte-identical, no temporary file left.
    @Test func aFullDiskLeavesTheOldFileAndNoTemporaryFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/baseline.json"
        try TextFiles.writeAtomically("the baseline, whole", to: path)
        let failing: TextFiles.ByteWriter = { bytes, path in
            _ = TextFiles.writeBytes(Array(bytes.prefix(3)), to: path)
            return ENOSPC
        }
        #expect(throws: LabError("\(path): cannot write the file (No space left on device)")) {
            try TextFiles.writeAtomically("a new report that does not fit", to: path, writer: failing)
        }
        #expect(try TextFiles.read(path, as: .scenario) == "the baseline, whole")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["baseline.json"])
    }

    @Test func writingNamesTheProblem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TextFiles.writeAtomically("x", to: folder + "/file")
        #expect(throws: LabError("\(folder)/file/a.json: \(folder)/file is a file, not a folder")) {
            try TextFiles.writeAtomically("y", to: folder + "/file/a.json")
        }
        #expect(throws: LabError("\(folder)/: expected a file name, got a folder")) { try TextFiles.writeAtomically("y", to: folder + "/") }
        // A relative path is written in the current folder's terms, and its name alone works.
        #expect(TextFiles.describe(ENOSPC) == "No space left on device")
    }

    /// A read stops one byte past the maximum, whatever the size said (a file that grows while
    /// read; a descriptor whose size is unknown, here a pipe with more than the maximum in it).
    @Test func aReadStopsPastTheMaximum() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(write(ends[1], Array(repeating: UInt8(ascii: "x"), count: 64), 64) == 64)
        close(ends[1])
        #expect(throws: LabError("p: too large for a scenario file: more than 10 bytes")) {
            try TextFiles.readBytes(ends[0], path: "p", expected: 0, limit: 10, kindName: InputKind.scenario.name)
        }
    }

    /// Exactly the maximum is read; the size from fstat need not be right.
    @Test func aReadUpToTheMaximumSucceeds() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(write(ends[1], "0123456789", 10) == 10)
        close(ends[1])
        #expect(try TextFiles.readBytes(ends[0], path: "p", expected: 3, limit: 10, kindName: "x") == Array("0123456789".utf8))
    }

    /// A named pipe with no writer is refused at once (opening it does not wait), as a read
    /// source and as a destination; the pipe is still a pipe after.
    @Test func aNamedPipeIsNeitherReadNorReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/pipe.json"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: LabError("\(path): is a named pipe (FIFO), not a file")) { try TextFiles.read(path, as: .scenario) }
        #expect(throws: LabError("\(path): is a named pipe (FIFO), not a file")) { try TextFiles.writeAtomically("x", to: path) }
        #expect(throws: LabError("\(path)/a.json: \(path) is a named pipe (FIFO), not a folder")) {
            try TextFiles.writeAtomically("x", to: path + "/a.json")
        }
        #expect(throws: LabError("\(folder): expected a file name, got a folder")) { try TextFiles.writeAtomically("x", to: folder) }
        #expect(FileType(path: path) == .namedPipe)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe.json"])
    }

    /// Each maximum is the derivation docs/commands.md gives for it.
    @Test func theMaximumsFollowTheirDerivation() {
        #expect(InputKind.scenario.maximumBytes == 1_000_000 * 128 + 8 * 1_048_576)
        #expect(InputKind.workload.maximumBytes == InputKind.scenario.maximumBytes + 1_000_000 * 64)
        #expect(InputKind.reproducer.maximumBytes == InputKind.scenario.maximumBytes + 8 * 1_048_576)
        #expect(InputKind.failureRecord.maximumBytes == 1_048_576)
        #expect(InputKind.report.maximumBytes == 100_000 * 640)
    }
}
