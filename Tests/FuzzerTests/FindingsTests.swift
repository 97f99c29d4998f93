import Foundation
import Testing
@testable import Fuzzer
@testable import Workloads

/// Every kept finding still fails the way it was recorded: same check, same step. A sample that
/// no longer fails has been changed from the published code.
@Suite struct FindingsTests {
    static let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/FuzzerTests/Findings"

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everySampleHasFindings() {
        let engines = Set(Self.files.map { $0.components(separatedBy: "-sample-")[0] })
        #expect(engines == ["mosaic", "waterfall", "calendar"])
    }

    @Test(arguments: files)
    func findingStillReproduces(file: String) throws {
        let record = try FailureRecord.load(path: "\(Self.folder)/\(file)")
        let outcome = LayoutCase(seed: record.caseSeed, engine: record.engine).run(limit: record.step)
        let failure = try #require(outcome.failure, "\(file) passes now")
        #expect(failure.step == record.step && failure.failure.check == record.check, "\(file)")
        #expect(file.hasPrefix(try #require(record.engine)))
    }
}
