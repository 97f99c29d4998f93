import LabSupport
import LayoutEngine
import Testing
@testable import Workloads

/// The one batch-change codec: both formats read back what they write, on many seeded random
/// changes, and each refuses what its format does not allow with the path of the bad element.
@Suite struct BatchChangeJSONTests {
    /// A random change whose numbers lie in `numbers`.
    private func randomChange(_ generator: inout SeededGenerator, numbers: ClosedRange<Int>) -> BatchChange {
        func number() -> Int { generator.int(in: numbers) }
        func path() -> IndexPath { IndexPath(item: number(), section: number()) }
        switch generator.int(in: 0...7) {
        case 0: return .insertSection(number())
        case 1: return .deleteSection(number())
        case 2: return .reloadSection(number())
        case 3: return .moveSection(number(), to: number())
        case 4: return .insertItem(path())
        case 5: return .deleteItem(path())
        case 6: return .reloadItem(path())
        default: return .moveItem(path(), to: path())
        }
    }

    private func isSectionWithCount(_ change: BatchChange) -> Bool {
        switch change {
        case .insertSection, .reloadSection: true
        default: false
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func workloadFormatRoundTripsChangesAndCounts(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let json = BatchChangeJSON.workload(itemLimit: 1_000)
        for _ in 0..<50 {
            let change = randomChange(&generator, numbers: 0...1_000)
            let count = isSectionWithCount(change) ? generator.int(in: 0...1_000) : nil
            let text = json.output(change, sectionItemCount: count).serialized()
            let decoded = try json.change(JSONParser.parse(text), path: "c")
            #expect(decoded.change == change, "\(text)")
            #expect(decoded.sectionItemCount == count, "\(text)")
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func fuzzStepFormatRoundTripsAnyIntegers(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let change = randomChange(&generator, numbers: -1_000_000...1_000_000)
            let text = BatchChangeJSON.fuzzStep.output(change).serialized()
            let decoded = try BatchChangeJSON.fuzzStep.change(JSONParser.parse(text), path: "c")
            #expect(decoded.change == change, "\(text)")
            #expect(decoded.sectionItemCount == nil, "\(text)")
        }
    }

    /// The shapes by hand: a section's count follows its index in a workload only.
    @Test func theTwoFormatsWriteTheDocumentedShapes() {
        let workload = BatchChangeJSON.workload(itemLimit: 10)
        #expect(workload.output(.insertSection(2), sectionItemCount: 7).serialized() == #"["insertSection",2,7]"#)
        #expect(workload.output(.reloadSection(0), sectionItemCount: nil).serialized() == #"["reloadSection",0,0]"#)
        #expect(workload.output(.moveItem(IndexPath(item: 1, section: 2), to: IndexPath(item: 3, section: 4))).serialized()
            == #"["moveItem",2,1,4,3]"#)
        #expect(BatchChangeJSON.fuzzStep.output(.insertSection(2), sectionItemCount: 7).serialized() == #"["insertSection",2]"#)
        #expect(BatchChangeJSON.fuzzStep.output(.deleteItem(IndexPath(item: -1, section: 5))).serialized() == #"["deleteItem",5,-1]"#)
    }

    @Test func aWorkloadRefusesANumberOutsideItsLimitNamingTheElement() throws {
        let json = BatchChangeJSON.workload(itemLimit: 10)
        let error = #expect(throws: JSONError.self) {
            try json.change(JSONParser.parse(#"["insertItem", 0, 11]"#), path: "steps[3][2][1]")
        }
        #expect(error?.path == "steps[3][2][1][2]")
        #expect(error?.message.contains("a whole number from 0 to 10") == true)
        #expect(throws: JSONError.self) { try json.change(JSONParser.parse(#"["deleteSection", -1]"#), path: "c") }
        // The fuzz step's format takes the same negative number.
        #expect(try BatchChangeJSON.fuzzStep.change(JSONParser.parse(#"["deleteSection", -1]"#), path: "c").change == .deleteSection(-1))
    }

    @Test func eachFormatRefusesTheOthersSectionShape() throws {
        let workloadError = #expect(throws: JSONError.self) {
            try BatchChangeJSON.workload(itemLimit: 10).change(JSONParser.parse(#"["insertSection", 0]"#), path: "c")
        }
        #expect(workloadError?.message.contains(#"["insertSection", section, itemCount]"#) == true)
        let stepError = #expect(throws: JSONError.self) {
            try BatchChangeJSON.fuzzStep.change(JSONParser.parse(#"["insertSection", 0, 4]"#), path: "c")
        }
        #expect(stepError?.message.contains(#"["insertSection", section]"#) == true)
        let unknown = #expect(throws: JSONError.self) {
            try BatchChangeJSON.fuzzStep.change(JSONParser.parse(#"["swapItems", 0, 1]"#), path: "c")
        }
        #expect(unknown?.path == "c[0]")
    }
}
