import Foundation
import LabSupport
import Testing
@testable import FuzzCore
@testable import Workloads

/// Every reproducer of the regression corpus replays as it says: one expected to fail (a seed
/// sample's defect, kept as published) still fails with its check; one expected to pass (a fixed
/// bug) passes. Reproducers are steps, not seeds, so they survive changes to the generators.
@Suite struct CorpusTests {
    static let folder = #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/FuzzerTests/Corpus"

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func everySampleHasReproducers() {
        let engines = Set(Self.files.filter { $0.contains("-sample-") }.map { $0.components(separatedBy: "-sample-")[0] })
        #expect(engines == ["mosaic", "waterfall", "calendar"])
    }

    @Test(arguments: files)
    func reproducerReplaysAsExpected(file: String) throws {
        let reproducer = try Reproducer.load(path: "\(Self.folder)/\(file)", registry: .builtIn)
        let outcome = try reproducer.replay(registry: .builtIn)
        switch reproducer.expectation {
        case .fails:
            let failure = try #require(outcome.failure, "\(file) passes now")
            #expect(failure.failure.check == reproducer.check, "\(file) fails with \(failure.failure.check): \(failure.failure.message)")
            #expect(failure.step == reproducer.steps.count, "\(file) fails at step \(failure.step) of \(reproducer.steps.count)")
        case .passes:
            #expect(outcome.failure == nil, "\(file): \(outcome.failure.map { "\($0.failure.check): \($0.failure.message)" } ?? "")")
        }
        // `<engine>-<check>.json`, or `<engine>-<check>-<what>.json` for a second defect the same check found.
        let stem = "\(reproducer.scenario.engine)-\(reproducer.check)"
        #expect(file == "\(stem).json" || (file.hasPrefix("\(stem)-") && file.hasSuffix(".json")), "\(file) is not named after \(stem)")
        #expect(!reproducer.shows.isEmpty)
    }

    /// A reproducer survives a round trip through its file format unchanged.
    @Test(arguments: files)
    func reproducerRoundTrips(file: String) throws {
        let reproducer = try Reproducer.load(path: "\(Self.folder)/\(file)", registry: .builtIn)
        let again = try Reproducer.decode(JSONParser.parse(reproducer.json(registry: .builtIn)), registry: .builtIn)
        #expect(again.json(registry: .builtIn) == reproducer.json(registry: .builtIn))
    }
}
