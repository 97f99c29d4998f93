import CardsLayout
import Foundation
import Fuzzer
import LabSupport
import LayoutEngine
import PerfLab
import Testing
import Workloads

@Suite struct CardsLayoutTests {
    /// The example's folder, for the committed reproducers.
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func frames(_ layout: CardsLayout, counts: [Int], width: Double = 390) -> (frames: [Rect], contentSize: Size) {
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 844),
                                           sections: counts.map { SimulatedCollectionView.Section(itemCount: $0) })
        view.layoutIfNeeded()
        defer { withExtendedLifetime(view) {} }
        return (layout.allElements.map(\.frame), layout.collectionViewContentSize)
    }

    /// The UIKit original's frames with its defaults, worked out by hand: 16-point insets, a
    /// 358-point row, two 173-point columns 12 points apart.
    @Test func framesMatchTheUIKitOriginal() {
        let (frames, content) = frames(CardsLayout(), counts: [4, 1])
        #expect(frames == [
            Rect(x: 16, y: 16, width: 358, height: 200),
            Rect(x: 16, y: 228, width: 173, height: 120), Rect(x: 201, y: 228, width: 173, height: 120),
            Rect(x: 16, y: 360, width: 173, height: 120),
            Rect(x: 16, y: 492, width: 358, height: 200),
        ])
        #expect(content == Size(width: 390, height: 708))
    }

    /// A container narrower than the insets lays out zero-width cards inside a content as wide as
    /// the insets need, where the UIKit original gives negative widths.
    @Test func aNarrowContainerClampsInsteadOfGoingNegative() {
        let (frames, content) = frames(CardsLayout(), counts: [3], width: 10)
        #expect(frames.allSatisfy { $0.width >= 0 })
        #expect(frames.allSatisfy { Rect(origin: .zero, size: content).contains($0) })
    }

    /// Every query strategy gives the same answer, in canonical order.
    @Test func strategiesAgree() {
        let linear = CardsLayout(queryStrategy: LinearScanQuery()), binary = CardsLayout(queryStrategy: BinarySearchQuery())
        let rect = Rect(x: 0, y: 300, width: 390, height: 500)
        _ = frames(linear, counts: [40, 0, 7])
        _ = frames(binary, counts: [40, 0, 7])
        #expect(linear.layoutAttributesForElements(in: rect) == binary.layoutAttributesForElements(in: rect))
    }

    /// A scenario file of the cards engine decodes with its parameters and writes them back.
    @Test func scenariosRoundTrip() throws {
        let text = #"{"version": 1, "engine": "cards", "container": {"width": 390, "height": 844}, "layout": {"columns": 3, "featuresFirstCard": false}, "sections": [{"items": 9}]}"#
        let scenario = try Scenario.decode(JSONParser.parse(text), registry: .cards)
        #expect(scenario.layout.parameters == ["columns": 3, "featuresFirstCard": 0])
        let written = scenario.jsonOutput(registry: .cards).serialized()
        #expect(try Scenario.decode(JSONParser.parse(written), registry: .cards).layout == scenario.layout)
    }

    /// A short seeded campaign on the port, in process, passes.
    @Test func aSeededFuzzCampaignPasses() {
        let folder = NSTemporaryDirectory() + "cards-fuzz-\(UUID().uuidString)"
        var output = StringOutput()
        let status = FuzzCommand.run(["run", "--engine", "cards", "--cases", "30", "--seconds", "300", "--seed", "1", "--output", folder],
                                     registry: .cards, output: &output)
        #expect(status == 0, "\(output.text)")
        #expect(output.text.hasPrefix("passed: 30 cases"), "\(output.text)")
    }

    /// The defective variants' reproducers, found by the fuzzer and committed, still fail the way
    /// they were recorded failing.
    @Test(arguments: ["cards-content-sample-inside-content.json", "cards-query-sample-query-matches-reference.json"])
    func reproducersOfTheDefectiveVariantsStillFail(file: String) {
        var output = StringOutput()
        let status = FuzzCommand.run(["replay", "\(Self.example)/Reproducers/\(file)"], registry: .cards, output: &output)
        #expect(status == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: "), "\(output.text)")
    }

    /// perflab, started with the cards registry, measures the port.
    @Test func perflabMeasuresThePort() throws {
        let folder = NSTemporaryDirectory() + "cards-perf-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = StringOutput()
        let status = PerfLabCommand.run(["run", "--suite", "quick", "--filter", "prepare cards", "--results", folder, "--allow-debug"],
                                        registry: .cards, output: &output)
        #expect(status == 0, "\(output.text)")
        // The printed summary holds the targets only; every benchmark is in the full tables' file.
        let full = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix("-full.md") },
                                "no full tables written in \(folder)")
        let tables = try String(contentsOfFile: folder + "/" + full, encoding: .utf8)
        #expect(tables.contains("cards-query-sample"), "\(tables)")
    }
}
