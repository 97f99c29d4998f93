import Foundation
import Testing
@testable import Workloads

@Suite struct TextFilesTests {
    let folder = NSTemporaryDirectory() + "textfiles-\(UUID().uuidString)"

    @Test func writesCreatesFoldersAndReplacesAtomically() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/nested/report.json"
        try TextFiles.writeAtomically("first", to: path)
        #expect(try TextFiles.read(path) == "first")
        try TextFiles.writeAtomically("second", to: path)
        #expect(try TextFiles.read(path) == "second")
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
        #expect(try TextFiles.read(path) == "baseline")
    }

    @Test func readingNamesTheProblem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: LabError("\(folder)/none.json: no such file")) { try TextFiles.read("\(folder)/none.json") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let binary = folder + "/binary.json"
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: binary))
        #expect(throws: LabError("\(binary): the file is not UTF-8 text")) { try TextFiles.read(binary) }
    }
}
