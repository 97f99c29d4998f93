import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

/// Workload files: generate → write → read gives an equal workload that plays to the same layout;
/// bad files are refused with line, column and path.
@Suite struct WorkloadFileTests {
    static let scenario = WorkloadFixtures.flow(items: 600, sections: 2, perItemSizes: true)

    func read(_ text: String) throws(JSONError) -> Workload {
        try Workload.decode(JSONParser.parse(text), registry: .builtIn)
    }

    /// The error message `Workload.decode` gives for `text`.
    func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    static func everyGenerator() throws -> [Workload] {
        let track = try ScrollTrack(measuring: scenario, registry: .builtIn)
        let estimating = WorkloadFixtures.flow(items: 300, estimating: true)
        return [
            Workload.steadyScroll(scenario, track: track, speed: 2_500, frameRate: .hz120, frameLimit: 120),
            Workload.flings(scenario, track: track, rate: .fast, frameRate: .hz60, frameCount: 120, seed: 8),
            Workload.jumps(scenario, track: track, count: 30, seed: 9),
            Workload.backAndForth(scenario, track: track, speed: 4_000, span: 3_000, frameCount: 120),
            Workload.selfSizingScroll(estimating, track: try ScrollTrack(measuring: estimating, registry: .builtIn), frameLimit: 60),
            Workload.rotations(scenario, count: 5),
            Workload.splitViewResizes(scenario, count: 12),
            Workload.randomBatches(scenario, batchCount: 10, changesPerBatch: 25, mix: .growing, seed: 10),
        ]
    }

    @Test func everyGeneratorRoundTripsAndPlaysTheSame() throws {
        for workload in try Self.everyGenerator() {
            let text = workload.serialized(registry: .builtIn)
            let read = try read(text)
            #expect(read == workload, "\(workload.name)")
            #expect(read.serialized(registry: .builtIn) == text, "\(workload.name)")
            let (generated, _) = try workload.makeCollectionView(registry: .builtIn)
            let (replayed, _) = try read.makeCollectionView(registry: .builtIn)
            try workload.play(on: generated)
            try read.play(on: replayed)
            #expect(generated.bounds == replayed.bounds, "\(workload.name)")
            #expect(generated.sections == replayed.sections, "\(workload.name)")
            #expect(generated.everyElement == replayed.everyElement, "\(workload.name)")
        }
    }

    /// Steps and changes that no generator makes: section changes, queries, by hand.
    @Test func handWrittenStepsRoundTrip() throws {
        let batch = WorkloadBatch(BatchUpdate([.insertSection(0), .reloadSection(1), .moveSection(0, to: 2),
                                               .moveItem(IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 2)),
                                               .deleteSection(2)]),
                                  newSectionItemCounts: [4, 7], dataSeed: WorkloadBatch.maximumDataSeed)
        let scenario = WorkloadFixtures.flow(items: 30, sections: 3, perItemSizes: true)
        let workload = Workload(name: "hand \"made\"", kind: .mixed, summary: "line\nbreak", scenario: scenario, steps: [
            .query(Rect(x: -1.5, y: 0.1, width: 1e9, height: 0)), .batchUpdate(batch), .selfSizeVisibleCells,
            .scroll(to: Point(x: -0.0, y: 1e-7)), .setBounds(Size(width: 0, height: 390.25)),
        ])
        let read = try read(workload.serialized(registry: .builtIn))
        #expect(read == workload)
        let (view, _) = try read.makeCollectionView(registry: .builtIn)
        try read.play(on: view)
        #expect(view.sections.map(\.itemCount) == [4, 7, 10])
    }

    /// The file is meant to be read: header members, one section and one step per line.
    @Test func fileLayout() throws {
        let workload = Workload.jumps(WorkloadFixtures.flow(items: 30, sections: 2), track: WorkloadFixtures.track(items: 30),
                                      count: 2, seed: 1)
        #expect(workload.serialized(registry: .builtIn) == """
            {
              "kind": "workload",
              "version": 1,
              "name": "jumps",
              "workloadKind": "scroll",
              "description": "2 jumps to random whole-point offsets, seed 1",
              "scenario": {
                "version": 1,
                "engine": "flow",
                "container": {"width":390,"height":844},
                "layout": {"itemSize":{"width":110,"height":110},"minimumInteritemSpacing":10},
                "sections": [
                  {"items":15},
                  {"items":15}
                ]
              },
              "steps": [
                ["scroll",0,\(workload.steps.first.map { if case .scroll(let p) = $0 { Int(p.y) } else { -1 } }!)],
                ["scroll",0,\(workload.steps.last.map { if case .scroll(let p) = $0 { Int(p.y) } else { -1 } }!)]
              ]
            }

            """)
    }

    @Test func saveAndLoadWithTheScenarioByPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workload-tests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarioText = """
            {"version": 1, "engine": "flow", "container": {"width": 390, "height": 844},
             "sections": [{"items": 40, "itemSizes": {"random": {"seed": 7, "width": [20, 180], "height": [40, 120]}}}]}
            """
        try FileManager.default.createDirectory(atPath: folder + "/scenarios", withIntermediateDirectories: true)
        try scenarioText.write(toFile: folder + "/scenarios/s.json", atomically: true, encoding: .utf8)
        var workload = Workload.randomBatches(try Scenario.load(path: folder + "/scenarios/s.json", registry: .builtIn), batchCount: 3,
                                              changesPerBatch: 5, seed: 2)
        workload.scenarioPath = "scenarios/s.json"
        try workload.save(to: folder + "/w.json", registry: .builtIn)
        let text = try String(contentsOfFile: folder + "/w.json", encoding: .utf8)
        #expect(text.contains(#""scenario": "scenarios/s.json","#))
        #expect(try Workload.load(path: folder + "/w.json", registry: .builtIn) == workload)
        // A scenario file that is missing is the workload file's error, at the path.
        try FileManager.default.removeItem(atPath: folder + "/scenarios/s.json")
        #expect(throws: LabError.self) { try Workload.load(path: folder + "/w.json", registry: .builtIn) }
        do {
            _ = try Workload.load(path: folder + "/w.json", registry: .builtIn)
        } catch {
            #expect(error.message == "\(folder)/w.json: line 7, column 15: scenario: \(folder)/scenarios/s.json: no such file")
        }
    }

    static let minimal = #"""
        {"kind": "workload", "version": 1, "name": "n", "workloadKind": "batch",
         "scenario": {"version": 1, "engine": "flow", "container": {"width": 390, "height": 844}, "sections": [{"items": 3}]},
         "steps": [STEPS]}
        """#

    func withSteps(_ steps: String) -> String { Self.minimal.replacingOccurrences(of: "STEPS", with: steps) }

    @Test func minimalFileReads() throws {
        let workload = try read(withSteps(#"["batchUpdate", 5, [["deleteItem", 0, 2], ["insertSection", 1, 2]]], ["scroll", 0, 10]"#))
        #expect(workload.kind == .batch && workload.summary == "" && workload.scenarioPath == nil)
        #expect(workload.steps == [
            .batchUpdate(WorkloadBatch(BatchUpdate([.deleteItem(IndexPath(item: 2, section: 0)), .insertSection(1)]),
                                       newSectionItemCounts: [2], dataSeed: 5)),
            .scroll(to: Point(x: 0, y: 10)),
        ])
    }

    @Test func badFilesAreRefusedWithWhereAndWhat() {
        #expect(error(Self.minimal.replacingOccurrences(of: #""version": 1, "name""#, with: #""version": 2, "name""#)
                    .replacingOccurrences(of: "STEPS", with: ""))
                == "line 1, column 33: version: expected version 1, found 2")
        #expect(error(Self.minimal.replacingOccurrences(of: #"{"kind": "workload""#, with: #"{"kind": "scenario""#)
                    .replacingOccurrences(of: "STEPS", with: ""))
                == #"line 1, column 10: kind: expected "workload", found a string"#)
        #expect(error(withSteps(#"["spin", 1]"#))
                == #"line 3, column 13: steps[0][0]: unknown step "spin" (known: "batchUpdate", "query", "scroll", "selfSizeVisibleCells", "setBounds")"#)
        #expect(error(withSteps(#"["scroll", 1]"#)) == #"line 3, column 12: steps[0]: expected ["scroll", x, y], found an array"#)
        #expect(error(withSteps(#"["scroll", 1, "2"]"#)) == "line 3, column 26: steps[0][2]: expected a number, found a string")
        #expect(error(withSteps(#"["setBounds", -1, 2]"#))
                == "line 3, column 26: steps[0][1]: expected a length between 0 and 1e9, found -1")
        #expect(error(withSteps(#"{"scroll": [1, 2]}"#)) == "line 3, column 12: steps[0]: expected an array, found an object")
        // A batch that does not fit the data it applies to: the counts flow from the scenario through each batch.
        #expect(error(withSteps(#"["batchUpdate", 1, [["deleteItem", 0, 2]]], ["batchUpdate", 1, [["deleteItem", 0, 2]]]"#))
                == "line 3, column 56: steps[1]: invalid batch update (rule 4): delete item [0, 2] names an item that does not exist: its section has 2 items before the update")
        #expect(error(withSteps(#"["batchUpdate", 1, [["moveItem", 0, 1, 0]]]"#))
                == #"line 3, column 32: steps[0][2][0]: expected ["moveItem", fromSection, fromItem, toSection, toItem], found an array"#)
        #expect(error(withSteps(#"["batchUpdate", 9007199254740992, []]"#))
                == "line 3, column 28: steps[0][1]: expected a seed from 0 to 2^53 − 1, found 9007199254740992.0")
        #expect(error(withSteps(#"["batchUpdate", 1, [["deleteItem", 0, -2]]]"#))
                == "line 3, column 50: steps[0][2][0][2]: expected a whole number from 0 to 10000000, found -2")
        // The scenario's own errors keep their position, under "scenario".
        #expect(error(withSteps("").replacingOccurrences(of: #""items": 3"#, with: #""items": -3"#))
                == "line 2, column 114: scenario.sections[0].items: expected a count between 0 and 10000000, found -3")
        #expect(error(withSteps("").replacingOccurrences(of: #""workloadKind": "batch""#, with: #""workloadKind": "fling""#))
                == #"line 1, column 65: workloadKind: expected one of "scroll", "rotation", "batch", "selfSizing", "mixed", found "fling""#)
        #expect(error(withSteps("") + " ") == nil)
        #expect(error(withSteps("").replacingOccurrences(of: #""name": "n""#, with: #""name": "n", "extra": 1"#))?
                    .hasPrefix(#"line 1, column 49: unknown key "extra""#) == true)
    }

    /// Every scenario in docs/scenarios writes out and reads back equal.
    @Test func scenariosRoundTrip() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/scenarios").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") && !$0.contains("million") }
        #expect(files.count >= 10)
        for file in files {
            let scenario = try Scenario.load(path: "\(folder)/\(file)", registry: .builtIn)
            let read = try Scenario.decode(JSONParser.parse(scenario.jsonOutput(registry: .builtIn).serialized()), registry: .builtIn)
            #expect(read.engine == scenario.engine && read.container == scenario.container && read.layout == scenario.layout
                    && read.sections == scenario.sections, "\(file)")
        }
    }
}

extension WorkloadFileTests {
    /// The example in docs/workloads.md reads and plays.
    @Test func documentedExampleReadsAndPlays() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/workloads.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let example = try #require(text.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let workload = try read(example)
        #expect(workload.name == "by-hand" && workload.steps.count == 6)
        #expect(workload.serialized(registry: .builtIn) == example)
        let (view, _) = try workload.makeCollectionView(registry: .builtIn)
        try workload.play(on: view)
        #expect(view.sections.map(\.itemCount) == [200, 3, 10])
        #expect(view.bounds == Rect(x: 0, y: 67, width: 844, height: 390))
    }
}
