import Foundation
import Fuzzer
import LabSupport
import LayoutEngine
import Testing
import UIKitOriginals
import Workloads

/// The two UIKit originals, compiled as they are and driven through `UIKitLayoutEngine`: they lay
/// out what their ports lay out where the ports kept their behaviour, and the fuzzer's reproducers
/// fail on them where the ports corrected it.
@Suite struct UIKitOriginalsTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every element of the view's layout, as a set (the engines' canonical orders differ, and their
    /// rect queries follow different rules at touching edges).
    private static func elements(_ view: SimulatedCollectionView) -> Set<LayoutAttributes> {
        Set((view.layout as? any InstrumentedLayout)?.allElements ?? [])
    }

    private static func make(_ descriptor: EngineDescriptor, _ settings: Scenario.LayoutSettings, bounds: Rect,
                             sections: [SimulatedCollectionView.Section]) -> SimulatedCollectionView {
        let layout = descriptor.make(settings, LinearScanQuery(), FullInvalidation())
        let view = SimulatedCollectionView(layout: layout, bounds: bounds, sections: sections)
        view.layoutIfNeeded()
        return view
    }

    /// The sticky-tags original and its line-for-line sample (both defects kept) lay out the same
    /// elements, pinned headers included, on seeded data, at several scroll positions.
    @Test(arguments: UInt64(1)...30)
    func theStickyTagsOriginalAnswersAsItsLineForLineSample(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let settings = EngineDescriptor.stickyTags.randomSettings(&generator).settings
        let sized = generator.chance(0.5)
        let sections = (0..<generator.int(in: 1...3)).map { _ in
            let count = generator.int(in: 0...30)
            return SimulatedCollectionView.Section(
                itemCount: count,
                itemSizes: sized ? ContiguousArray((0..<count).map { _ in Size(width: Double(generator.int(in: 10...200)), height: 28) }) : nil)
        }
        let bounds = Rect(x: 0, y: 0, width: Double(generator.int(in: 200...500)), height: 600)
        let original = Self.make(.stickyTagsUIKit, settings, bounds: bounds, sections: sections)
        let sample = Self.make(.stickyTagsSample, settings, bounds: bounds, sections: sections)
        #expect(original.layout.collectionViewContentSize == sample.layout.collectionViewContentSize, "seed \(seed)")
        #expect(Self.elements(original) == Self.elements(sample), "seed \(seed)")
        for offset in [0.0, 40, 170, 333] {
            original.scroll(to: Point(x: 0, y: offset))
            sample.scroll(to: Point(x: 0, y: offset))
            original.layoutIfNeeded()
            sample.layoutIfNeeded()
            #expect(Set(original.visibleElements()) == Set(sample.visibleElements()), "seed \(seed), offset \(offset)")
        }
    }

    /// The cards original and its port lay out the same cards wherever the container has room for
    /// its insets (the port corrects the original only where it has not).
    @Test(arguments: UInt64(1)...30)
    func theCardsOriginalAnswersAsItsPortWhereThereIsRoom(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var settings = EngineDescriptor.cards.randomSettings(&generator).settings
        settings.parameters["featuresFirstCard"] = .number(1)
        let sections = (0..<generator.int(in: 1...4)).map { _ in SimulatedCollectionView.Section(itemCount: generator.int(in: 0...25)) }
        let bounds = Rect(x: 0, y: 0, width: Double(generator.int(in: 300...600)), height: 700)
        let original = Self.make(.cardsUIKit, settings, bounds: bounds, sections: sections)
        let port = Self.make(.cards, settings, bounds: bounds, sections: sections)
        #expect(original.layout.collectionViewContentSize == port.layout.collectionViewContentSize, "seed \(seed)")
        #expect(Self.elements(original) == Self.elements(port), "seed \(seed)")
    }

    /// Found by `cards-lab fuzz run --engine cards-uikit --seconds 10 --seed 5`, shrunk: in a container
    /// narrower than its insets, the original gives its cards a negative width, outside the content.
    /// The port, which clamps, passes the same scenario.
    @Test func theCardsOriginalsReproducerFailsAndThePortPassesIt() throws {
        let file = "\(Self.example)/Reproducers/cards-uikit-inside-content.json"
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", file], registry: .cardsAndOriginal, output: &output) == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: cards-uikit"), "\(output.text)")
        let ported = NSTemporaryDirectory() + "cards-port-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: ported) }
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"cards-uikit\"", with: "\"cards\"")
        try text.write(toFile: ported, atomically: true, encoding: .utf8)
        output = StringOutput()
        #expect(FuzzCommand.run(["replay", ported], registry: .cardsAndOriginal, output: &output) == 0, "\(output.text)")
    }

    /// The line-for-line sample's reproducer fails on the UIKit original too: the sample kept the
    /// original's defect (a tag wider than the line is not clamped), and the original has it.
    @Test func theStickyTagsSamplesReproducerFailsOnTheOriginal() throws {
        let sample = "\(Self.example)/Reproducers/sticky-tags-sample-inside-content.json"
        let original = NSTemporaryDirectory() + "sticky-tags-uikit-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: original) }
        let text = try String(contentsOfFile: sample, encoding: .utf8)
            .replacingOccurrences(of: "\"sticky-tags-sample\"", with: "\"sticky-tags-uikit\"")
        try text.write(toFile: original, atomically: true, encoding: .utf8)
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", original], registry: .stickyTagsAndOriginal, output: &output) == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: sticky-tags-uikit"), "\(output.text)")
    }
}
