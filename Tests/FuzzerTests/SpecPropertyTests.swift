import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// The engines' spec properties: each holds on its correct engine over seeded random scenarios
/// (the specification and the engine agree), each is broken by a hand-placed frame that breaks its
/// rule, and the frame tables they check are derived by hand from the docs.
@Suite struct SpecPropertyTests {
    func violations(_ scenario: Scenario, elements: [LayoutAttributes]? = nil) throws -> [String: SpecViolation] {
        try scenario.specViolations(elements: elements)
    }

    /// Every correct engine with spec properties meets them on 30 random scenarios each.
    @Test(arguments: ["flow", "column-flow", "mosaic", "waterfall", "calendar", "compositional"])
    func correctEnginesMeetTheirSpecifications(engine: String) throws {
        #expect(!(try EngineRegistry.builtIn.named(engine).specProperties.isEmpty))
        for seed: UInt64 in 1...30 {
            var generator = SeededGenerator(seed: seed)
            let scenario = RandomScenario.make(engine: engine, registry: .builtIn, using: &generator)
            let found = try violations(scenario)
            #expect(found.isEmpty, "\(engine) seed \(seed): \(found)")
        }
    }

    /// Two columns of (300 − 20 − 30 − 10) / 2 = 120 points at x = 20 and 150; the header after
    /// the top inset (y 10, 30 tall), the columns from y = 40, 5 points between items of a column,
    /// the footer 15 below the longest column (145), the next section from 180.
    static let waterfall = Scenario(
        engine: "waterfall", container: .init(width: 300, height: 100),
        layout: {
            var settings = Scenario.LayoutSettings()
            settings[.columnCount] = 2
            settings[.rowSpacing] = 5
            settings[.columnSpacing] = 10
            settings[.headerReferenceSize] = Size(width: 35, height: 30)
            settings[.footerReferenceSize] = Size(width: 35, height: 20)
            settings[.sectionInset] = EdgeInsets(top: 10, left: 20, bottom: 15, right: 30)
            return settings
        }(),
        sections: [SimulatedCollectionView.Section(itemCount: 3, itemSizes: [Size(width: 100, height: 40), Size(width: 100, height: 50),
                                                                             Size(width: 100, height: 60)])])

    static let waterfallFrames: [LayoutAttributes] = [
        LayoutAttributes(id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 10, width: 250, height: 30)),
        LayoutAttributes(id: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 40, width: 100, height: 40)),
        LayoutAttributes(id: .cell(IndexPath(item: 1, section: 0)), frame: Rect(x: 150, y: 40, width: 100, height: 50)),
        LayoutAttributes(id: .cell(IndexPath(item: 2, section: 0)), frame: Rect(x: 20, y: 85, width: 100, height: 60)),
        LayoutAttributes(id: .supplementary(.sectionFooter, IndexPath(item: 0, section: 0)), frame: Rect(x: 20, y: 160, width: 250, height: 20)),
    ]

    @Test func theWaterfallsHandDerivedFramesMeetEveryRule() throws {
        #expect(try violations(Self.waterfall, elements: Self.waterfallFrames).isEmpty)
        let (_, layout) = try Self.waterfall.makeCollectionView(registry: .builtIn)
        #expect(layout.allElements.map(\.frame) == Self.waterfallFrames.map(\.frame))
    }

    /// Each rule is broken by a frame that breaks it, and only that rule's property says so.
    @Test(arguments: [
        (3, Rect(x: 150, y: 95, width: 100, height: 60), "waterfall-shortest-column"),   // item 2 beside item 1, not under item 0
        (1, Rect(x: 20, y: 30, width: 100, height: 40), "waterfall-insets"),             // item 0 under the header
        (3, Rect(x: 20, y: 80, width: 100, height: 60), "waterfall-spacing"),            // item 2 with no row spacing
        (4, Rect(x: 20, y: 145, width: 250, height: 20), "waterfall-headers-and-footers"), // the footer without the bottom inset
    ])
    func aBrokenRuleIsFoundByItsProperty(index: Int, frame: Rect, property: String) throws {
        var elements = Self.waterfallFrames
        elements[index].frame = frame
        let found = try violations(Self.waterfall, elements: elements)
        #expect(found[property]?.element == elements[index].id, "\(found)")
    }

    /// The sample places the same data without its insets and with row spacing before the first
    /// items (docs/waterfall-layout.md, defect 2): its spec properties say so.
    @Test func theWaterfallSamplesIgnoredInsetsAndSpacingAreFound() throws {
        var sample = Self.waterfall
        sample.engine = "waterfall-sample"
        sample.layout[.headerReferenceSize] = nil
        sample.layout[.footerReferenceSize] = nil
        let found = try violations(sample)
        #expect(found["waterfall-insets"] != nil, "\(found)")
    }

    /// Docs/mosaic-layout.md: full width first; then fifty-fifty, two-thirds/one-third,
    /// one-third/two-thirds, fifty-fifty, …; one item left ends with a full-width segment, two
    /// with a fifty-fifty one.
    @Test func theMosaicStyleSequence() {
        #expect(MosaicSpec.styles(count: 0) == [])
        #expect(MosaicSpec.styles(count: 2) == [.fullWidth, .fullWidth])
        #expect(MosaicSpec.styles(count: 3) == [.fullWidth, .fiftyFifty])
        #expect(MosaicSpec.styles(count: 12) == [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds, .fiftyFifty, .fullWidth])
        #expect(MosaicSpec.styles(count: 11) == [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds, .fiftyFifty])
    }

    /// In 390 points and 200-point segments: two-thirds is ⌈260⌉ = 260 wide, the third from 261,
    /// 129 wide, split into ⌈100⌉ = 100 and, from 101, 99 points.
    @Test func theMosaicDivisionByHand() {
        #expect(MosaicSpec.cells(of: .twoThirdsOneThird, top: 1, width: 390, height: 200)
                == [Rect(x: 0, y: 1, width: 260, height: 200), Rect(x: 261, y: 1, width: 129, height: 100),
                    Rect(x: 261, y: 102, width: 129, height: 99)])
        // Degenerate: a 1-point width leaves the remainder at its edge with no length.
        #expect(MosaicSpec.cells(of: .fiftyFifty, top: 1, width: 1, height: 200)
                == [Rect(x: 0, y: 1, width: 1, height: 200), Rect(x: 1, y: 1, width: 0, height: 200)])
    }

    /// 390 points wide, hour headers 60: a day is 330 / 7 wide. An event on day 2 from 9:00 for
    /// 1.5 hours is at x = 60 + 2 · 330/7, y = 40 + 9 · 100, 150 tall.
    @Test func aCalendarEventsFrameByHand() throws {
        var section = SimulatedCollectionView.Section(itemCount: 1)
        section.events = [CalendarEvent(day: 2, startHour: 9, durationHours: 1.5)]
        let scenario = Scenario(engine: "calendar", container: .init(width: 390, height: 844), sections: [section])
        let cell = LayoutAttributes(id: .cell(IndexPath(item: 0, section: 0)),
                                    frame: Rect(x: 60 + 2 * 330 / 7, y: 940, width: 330 / 7, height: 150))
        #expect(try violations(scenario, elements: [cell])["calendar-event-frames"] == nil)
        var late = cell
        late.frame.origin.y += 100
        #expect(try violations(scenario, elements: [late])["calendar-event-frames"]?.element == cell.id)
    }

    /// A column flow in 320 points with 10 points of spacing and columns of at least 100:
    /// ⌊330 / 110⌋ = 3 columns of ⌊300 / 3⌋ = 100 points; a row of 3, then the next.
    @Test func theColumnFlowsFormulaByHand() throws {
        var settings = Scenario.LayoutSettings()
        settings[.minColumnWidth] = 100
        settings[.minimumInteritemSpacing] = 10
        settings[.cellHeight] = 50
        let scenario = Scenario(engine: "column-flow", container: .init(width: 320, height: 600), layout: settings,
                                sections: [SimulatedCollectionView.Section(itemCount: 4)])
        let (_, layout) = try scenario.makeCollectionView(registry: .builtIn)
        let cells = layout.allElements.filter { $0.representedElementCategory == .cell }
        #expect(cells.map(\.frame.size) == Array(repeating: Size(width: 100, height: 50), count: 4))
        #expect(try violations(scenario).isEmpty)
        var wide = layout.allElements
        let index = wide.firstIndex { $0.representedElementCategory == .cell }!
        wide[index].frame.size.width = 101
        #expect(try violations(scenario, elements: wide)["column-flow-columns"] != nil)
    }

    /// A compositional section's content width: a 300-point container with a 10-point safe area on
    /// the left and insets of 15 left and 25 right spans 25 to 275 across; a cell from 20 breaks it,
    /// one from 25 to 275 does not.
    @Test func compositionalCellsStayInTheirSectionsContentWidth() throws {
        var settings = Scenario.LayoutSettings()
        var section = Composition.Section(group: Composition.Group(
            arrangement: .horizontal, size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [.item(Composition.Item(size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))]))
        section.contentInsets = EdgeInsets(top: 0, left: 15, bottom: 0, right: 25)
        settings[.composition] = Composition(sections: [section])
        let scenario = Scenario(engine: "compositional",
                                container: .init(width: 300, height: 400, safeAreaInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)),
                                layout: settings, sections: [SimulatedCollectionView.Section(itemCount: 1)])
        #expect(try violations(scenario).isEmpty)
        let cell = IndexPath(item: 0, section: 0)
        let inside = [LayoutAttributes(id: .cell(cell), frame: Rect(x: 25, y: 0, width: 250, height: 40))]
        #expect(try violations(scenario, elements: inside)["compositional-content-width"] == nil)
        let outside = [LayoutAttributes(id: .cell(cell), frame: Rect(x: 20, y: 0, width: 250, height: 40))]
        #expect(try violations(scenario, elements: outside)["compositional-content-width"]?.element == .cell(cell))
    }
}
