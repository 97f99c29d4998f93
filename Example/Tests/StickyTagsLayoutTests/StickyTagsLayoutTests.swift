import Foundation
import Fuzzer
import LabSupport
import LayoutEngine
import StickyTagsLayout
import Testing
import Workloads

@Suite struct StickyTagsLayoutTests {
    /// The example's folder, for the committed reproducer.
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Section 0: four tags 100, 150, 120 and 60 wide; section 1: two tags with no width (the
    /// layout's 80). The default metrics, a 390-point container.
    static func handSections() -> [SimulatedCollectionView.Section] {
        [SimulatedCollectionView.Section(itemCount: 4, itemSizes: [Size(width: 100, height: 1), Size(width: 150, height: 1),
                                                                 Size(width: 120, height: 1), Size(width: 60, height: 1)]),
         SimulatedCollectionView.Section(itemCount: 2)]
    }

    static func view(_ layout: StickyTagsLayout, sections: [SimulatedCollectionView.Section] = handSections(),
                     width: Double = 390) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(layout: layout, bounds: Rect(x: 0, y: 0, width: width, height: 844), sections: sections)
        view.layoutIfNeeded()
        return view
    }

    /// Worked out by hand from the rules in `StickyTagsLayout`'s doc: lines from y = 32 + 12, the
    /// line ends at 12 + 366 = 378, so the 120-point tag (278 + 120 = 398) starts the second line at
    /// 44 + 28 + 8 = 80; section 0 ends at 80 + 28 + 12 = 120, section 1's line is at 120 + 32 + 12.
    @Test func framesMatchTheHandDerivation() {
        let layout = StickyTagsLayout()
        let view = Self.view(layout)
        defer { withExtendedLifetime(view) {} }
        #expect(layout.allElements.map(\.frame) == [
            Rect(x: 0, y: 0, width: 390, height: 32),
            Rect(x: 12, y: 44, width: 100, height: 28), Rect(x: 120, y: 44, width: 150, height: 28),
            Rect(x: 12, y: 80, width: 120, height: 28), Rect(x: 140, y: 80, width: 60, height: 28),
            Rect(x: 0, y: 120, width: 390, height: 32),
            Rect(x: 12, y: 164, width: 80, height: 28), Rect(x: 100, y: 164, width: 80, height: 28),
        ])
        #expect(layout.allElements.map(\.zIndex) == [1, 0, 0, 0, 0, 1, 0, 0])
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 204))
    }

    /// A header sits at the visible top, between its natural place and its section's end (section
    /// 0 ends at 120, so its 32-point header stops at 88); the query tests it where it is.
    @Test func pinnedHeadersFollowTheVisibleRect() {
        let layout = StickyTagsLayout()
        let view = Self.view(layout)
        defer { withExtendedLifetime(view) {} }
        func headers(at y: Double) -> [Double] {
            view.scroll(to: Point(x: 0, y: y))
            view.layoutIfNeeded()
            return (0..<2).compactMap { layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: $0))?.frame.minY }
        }
        #expect(headers(at: 50) == [50, 120])
        #expect(headers(at: 100) == [88, 120])
        #expect(headers(at: 150) == [88, 150])
        #expect(headers(at: -30) == [0, 120])
        _ = headers(at: 100)
        let visible = view.visibleElements()
        #expect(visible.map(\.id) == [.supplementary(.sectionHeader, IndexPath(item: 0, section: 0)),
                                      .cell(IndexPath(item: 2, section: 0)), .cell(IndexPath(item: 3, section: 0)),
                                      .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)),
                                      .cell(IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 1, section: 1))])
        // Scrolled to 100, the header covers y 88 to 120: a rect from 0 to 60 no longer meets it.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 60)).map(\.id)
                == [.cell(IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 1, section: 0))])
    }

    /// The UIKit original prepares everything on every scroll; the port recomputes nothing.
    @Test func aScrollRecomputesNothing() {
        let layout = StickyTagsLayout()
        let view = Self.view(layout, sections: [SimulatedCollectionView.Section(itemCount: 1_000)])
        defer { withExtendedLifetime(view) {} }
        let before = layout.counters
        for y in stride(from: 0.0, through: 5_000, by: 250) {
            #expect(view.scroll(to: Point(x: 0, y: y)) == (y != 0))
            view.layoutIfNeeded()
        }
        #expect(layout.counters.layoutPasses == before.layoutPasses)
        #expect(layout.counters.elementsRecomputed == before.elementsRecomputed)
    }

    /// A section reloaded as `reloadData()` does (counts invalidated, no item named) with a tag
    /// appended and its first tag made wider: the first tag's line changed, so the layout must not
    /// restart at the appended tag, as a port that always names the count change would.
    @Test func aReloadThatAlsoChangesCountsRecomputesFromTheStart() {
        let layout = StickyTagsLayout(invalidationStrategy: IncrementalInvalidation())
        let view = Self.view(layout)
        defer { withExtendedLifetime(view) {} }
        view.reloadSection(0) { section in
            section.itemCount = 5
            section.itemSizes = [Size(width: 300, height: 1), Size(width: 150, height: 1), Size(width: 120, height: 1),
                                 Size(width: 60, height: 1), Size(width: 10, height: 1)]
        }
        view.layoutIfNeeded()
        let fresh = StickyTagsLayout()
        let freshView = Self.view(fresh, sections: view.sections)
        defer { withExtendedLifetime(freshView) {} }
        #expect(layout.allElements == fresh.allElements)
        #expect(layout.allElements[2].frame == Rect(x: 12, y: 80, width: 150, height: 28), "the 300-point tag pushes the next to line 2")
    }

    /// Incremental and full invalidation, binary search and linear scan, give the same elements,
    /// content size and query answers as a fresh layout after each of many random changes (item
    /// widths, appends, removals, batch updates, reloads, scrolls, rotations), seeded.
    @Test(arguments: UInt64(1)...40)
    func everyStrategyPairMatchesAFreshLayout(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sections = (0..<generator.int(in: 1...4)).map { _ in
            RandomScenario.section(using: &generator, estimating: false)
        }
        let pairs: [(any QueryStrategy, any InvalidationStrategy)] = [
            (LinearScanQuery(), FullInvalidation()), (BinarySearchQuery(), IncrementalInvalidation()),
            (BinarySearchQuery(), FullInvalidation()), (LinearScanQuery(), IncrementalInvalidation()),
        ]
        let layouts = pairs.map { StickyTagsLayout(queryStrategy: $0.0, invalidationStrategy: $0.1) }
        let views = layouts.map { Self.view($0, sections: sections, width: 320) }
        for step in 0..<30 {
            let change = StickyTagsChange.random(in: views[0], using: &generator)
            for view in views { change.apply(to: view) }
            views.forEach { $0.layoutIfNeeded() }
            let fresh = StickyTagsLayout()
            fresh.spacing = layouts[0].spacing
            let freshView = SimulatedCollectionView(layout: fresh, bounds: views[0].bounds, sections: views[0].sections)
            freshView.layoutIfNeeded()
            let rect = Rect(x: 0, y: views[0].bounds.minY - 40, width: 320, height: Double(generator.int(in: 1...900)))
            let expected = fresh.allElements.filter { rect.intersects($0.frame) }
            for (index, layout) in layouts.enumerated() {
                #expect(layout.allElements == fresh.allElements, "seed \(seed), step \(step) (\(change)), pair \(index)")
                #expect(layout.collectionViewContentSize == fresh.collectionViewContentSize, "seed \(seed), step \(step), pair \(index)")
                #expect(layout.layoutAttributesForElements(in: rect) == expected, "seed \(seed), step \(step), pair \(index)")
            }
            withExtendedLifetime(freshView) {}
        }
        withExtendedLifetime(views) {}
    }

    /// At 10,000 tags in one section, a screenful in the middle examines (`BinarySearchQuery`) one
    /// entry per block of 64 skipped between the header and the rect, the header's block, and the
    /// blocks that reach the rect (at most returned / 64 + 2 of them), not the ~5,000 elements a
    /// header stored after its tags would cost (`canonicalOrderDecidesQuerySpeed`).
    @Test func aQueryExaminesAboutWhatItReturns() {
        let layout = StickyTagsLayout()
        let view = Self.view(layout, sections: [SimulatedCollectionView.Section(itemCount: 10_000)])
        defer { withExtendedLifetime(view) {} }
        view.scroll(to: Point(x: 0, y: layout.collectionViewContentSize.height / 2))
        view.layoutIfNeeded()
        let before = layout.counters.elementsExamined
        let returned = view.visibleElements().count
        let examined = layout.counters.elementsExamined - before
        #expect(returned > 50)
        #expect(examined <= layout.elementCount / 64 + 64 * (returned / 64 + 3), "examined \(examined) for \(returned)")
    }

    /// The same frames, a reach spanning a section of 10,000 tags, stored first and stored last:
    /// the binary search examines the blocks that reach the rect, the reach's block and one entry
    /// per block skipped in the first order, and everything from the rect to the end in the second.
    @Test func canonicalOrderDecidesQuerySpeed() {
        func table(headerFirst: Bool) -> ElementTable {
            var table = ElementTable(scrollDirection: .vertical)
            let reach = Rect(x: 0, y: 0, width: 390, height: 100_000)
            if headerFirst { table.append(reach, id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0))) }
            for item in 0..<10_000 {
                table.append(Rect(x: 12, y: 10 + Double(item) * 10, width: 80, height: 8), id: .cell(IndexPath(item: item, section: 0)))
            }
            if !headerFirst { table.append(reach, id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0))) }
            return table
        }
        let rect = Rect(x: 0, y: 50_000, width: 390, height: 844)
        func examined(headerFirst: Bool) -> (examined: Int, returned: Int) {
            let source = table(headerFirst: headerFirst)
            var query = QueryState(strategy: BinarySearchQuery())
            query.update(from: 0, source: source)
            var counters = LayoutCounters()
            let returned = query.ordinals(in: rect, source: source, counting: &counters).count
            return (counters.elementsExamined, returned)
        }
        let first = examined(headerFirst: true), last = examined(headerFirst: false)
        #expect(first.returned == 86 && last.returned == 86)
        #expect(first.examined <= 10_001 / 64 + 64 * (first.returned / 64 + 3), "\(first)")
        #expect(last.examined >= 5_000, "\(last)")
    }

    /// A scenario of the engine decodes with its parameters, `pinsHeaders` as a boolean.
    @Test func scenariosDecodeTheParameters() throws {
        let text = #"{"version": 1, "engine": "sticky-tags", "container": {"width": 390, "height": 844}, "layout": {"pinsHeaders": false, "inset": 4}, "sections": [{"items": 9}]}"#
        let scenario = try Scenario.decode(JSONParser.parse(text), registry: .stickyTags)
        #expect(scenario.layout.parameters == ["pinsHeaders": 0, "inset": 4])
        let made = try scenario.makeCollectionView(registry: .stickyTags)
        let layout = try #require(made.layout as? StickyTagsLayout)
        #expect(!layout.pinsHeaders && layout.inset == 4 && layout.tagHeight == 28)
    }

    /// The sample's reproducer (`fuzz run --engine sticky-tags-sample --seed 1`, shrunk) still
    /// fails: a 125.25-point tag in a 1-point container reaches past the content. The same
    /// scenario laid out by the port passes: it clamps the tag to the line.
    @Test func theSamplesReproducerFailsAndThePortPassesIt() throws {
        let file = "\(Self.example)/Reproducers/sticky-tags-sample-inside-content.json"
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", file], registry: .stickyTags, output: &output) == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: "), "\(output.text)")
        let ported = NSTemporaryDirectory() + "sticky-tags-port-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: ported) }
        let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"sticky-tags-sample\"", with: "\"sticky-tags\"")
        try text.write(toFile: ported, atomically: true, encoding: .utf8)
        output = StringOutput()
        #expect(FuzzCommand.run(["replay", ported], registry: .stickyTags, output: &output) == 0, "\(output.text)")
        #expect(output.text.hasPrefix("passes now: sticky-tags"), "\(output.text)")
    }

    /// A short seeded campaign on the port, in process, passes every check the engine promises.
    @Test func aSeededFuzzCampaignPasses() {
        let folder = NSTemporaryDirectory() + "sticky-tags-fuzz-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var output = StringOutput()
        let status = FuzzCommand.run(["run", "--engine", "sticky-tags", "--cases", "40", "--seconds", "300", "--seed", "1", "--output", folder],
                                     registry: .stickyTags, output: &output)
        #expect(status == 0, "\(output.text)")
        #expect(output.text.hasPrefix("passed: 40 cases"), "\(output.text)")
    }
}
