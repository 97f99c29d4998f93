@testable import LayoutEngine
import Testing
@testable import Workloads

/// Every engine of `EngineRegistry.builtIn.engines`, correct engines and samples, given the input a real app
/// gives by mistake (docs/bad-input.md): none traps, the correct engines answer as documented, and
/// each engine answers the next valid call as a fresh one does.
@Suite struct EngineBadInputTests {
    static let engines = EngineRegistry.builtIn.names
    static let correctEngines = EngineRegistry.builtIn.engines.filter(\.usesStrategies).map(\.name)
    /// Lengths no app means, with what an engine reads them as.
    static let badLengths: [Double] = [.nan, .infinity, -.infinity, -5, -0.0, 1e300, .greatestFiniteMagnitude,
                                       .leastNonzeroMagnitude]

    static func make(_ name: String) -> any InstrumentedLayout {
        try! EngineRegistry.builtIn.named(name).make(Scenario.LayoutSettings(), BinarySearchQuery(), IncrementalInvalidation())
    }

    /// A valid layout of the engine over `counts`, prepared.
    static func fresh(_ name: String, counts: [Int] = [3, 0, 5]) -> (HostileDataSource, any InstrumentedLayout) {
        let layout = make(name)
        let source = HostileDataSource(layout: layout, itemCounts: counts)
        layout.prepare()
        return (source, layout)
    }

    /// Whether every frame and the content size are finite, the content size not negative.
    static func isFinite(_ layout: any InstrumentedLayout) -> Bool {
        let size = layout.collectionViewContentSize
        return size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
            && layout.allElements.allSatisfy {
                $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite
            }
    }

    /// After bad input, `layout` (its data source made valid again) answers as a fresh layout does.
    /// The app invalidates the layout after changing its delegate's answers (`invalidate`), as
    /// UIKit requires; counts are read at every pass whether invalidated or not.
    static func expectUsable(_ name: String, _ source: HostileDataSource, _ layout: any InstrumentedLayout,
                             _ comment: String, invalidate: Bool = true) {
        let (referenceSource, reference) = fresh(name, counts: source.itemCounts.map { max(0, $0) })
        defer { withExtendedLifetime(referenceSource) {} }
        if invalidate { layout.invalidateLayout() }
        layout.prepare()
        check(layout.collectionViewContentSize == reference.collectionViewContentSize, "\(name) \(comment)")
        check(layout.allElements == reference.allElements, "\(name) \(comment)")
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        check(Set(layout.layoutAttributesForElements(in: screen).map(\.indexPath))
                == Set(reference.layoutAttributesForElements(in: screen).map(\.indexPath)), "\(name) \(comment)")
    }

    /// Sizes, spacings and insets from the delegate that are NaN, infinite, negative or huge are
    /// read as `sanitizedLength` reads them: the layout equals one given the sanitized value.
    @Test(arguments: engines, badLengths)
    func delegateLengthsAreSanitized(name: String, length: Double) {
        let layout = Self.make(name)
        let source = HostileDataSource(layout: layout, itemCounts: [3, 0, 5], length: length)
        layout.prepare()
        _ = layout.layoutAttributesForElements(in: source.bounds)
        if EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies {
            check(Self.isFinite(layout), "\(name) \(length)")
            let sanitized = Self.make(name)
            let clean = HostileDataSource(layout: sanitized, itemCounts: [3, 0, 5], length: length.sanitizedLength)
            sanitized.prepare()
            check(layout.allElements == sanitized.allElements, "\(name) \(length)")
            check(layout.collectionViewContentSize == sanitized.collectionViewContentSize, "\(name) \(length)")
            withExtendedLifetime(clean) {}
        }
        source.length = nil
        Self.expectUsable(name, source, layout, "after delegate lengths \(length)")
    }

    /// The same for the engine's own properties.
    @Test(arguments: engines, badLengths)
    func propertyLengthsAreSanitized(name: String, length: Double) {
        let (source, layout) = Self.fresh(name)
        setEveryLength(of: layout, to: length)
        layout.prepare()
        _ = layout.layoutAttributesForElements(in: source.bounds)
        if EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies {
            check(Self.isFinite(layout), "\(name) \(length)")
            let (sanitizedSource, sanitized) = Self.fresh(name)
            defer { withExtendedLifetime(sanitizedSource) {} }
            setEveryLength(of: sanitized, to: length.sanitizedLength)
            sanitized.prepare()
            check(layout.allElements == sanitized.allElements, "\(name) \(length)")
        }
        let defaults = Self.make(name)
        // Back to the defaults: a fresh layout's lengths.
        restoreDefaults(of: layout, from: defaults)
        Self.expectUsable(name, source, layout, "after property lengths \(length)")
    }

    /// A container of zero, negative, NaN or infinite size lays out without trapping; its lengths
    /// are read as sanitized lengths too.
    @Test(arguments: engines, [Size(width: 0, height: 0), Size(width: -390, height: 844), Size(width: .nan, height: .nan),
                               Size(width: .infinity, height: 844), Size(width: 1e300, height: 1e300)])
    func badBoundsDoNotTrap(name: String, size: Size) {
        let (source, layout) = Self.fresh(name)
        source.bounds = Rect(origin: .zero, size: size)
        layout.prepare()
        _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100))
        if EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies {
            check(Self.isFinite(layout), "\(name) \(size)")
        }
        source.bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        Self.expectUsable(name, source, layout, "after bounds \(size)")
    }

    /// No sections, empty sections, negative counts (read as 0), a negative number of sections
    /// (read as none).
    @Test(arguments: engines)
    func emptyAndNegativeCounts(name: String) {
        for counts in [[], [0], [0, 0, 0], [-3, 2], [Int.min]] {
            let (source, layout) = Self.fresh(name, counts: counts)
            _ = layout.layoutAttributesForElements(in: .infinite)
            let (clampedSource, clamped) = Self.fresh(name, counts: counts.map { max(0, $0) })
            defer { withExtendedLifetime(clampedSource) {} }
            check(layout.allElements == clamped.allElements, "\(name) \(counts)")
            if counts.allSatisfy({ $0 <= 0 }) {
                check(layout.allElements.allSatisfy { $0.representedElementCategory != .cell }, "\(name) \(counts)")
            }
            source.itemCounts = [3, 0, 5]
            source.sectionCount = 3
            Self.expectUsable(name, source, layout, "after counts \(counts)")
        }
        let (source, layout) = Self.fresh(name)
        source.sectionCount = -2
        layout.prepare()
        // A calendar's day and hour headers do not depend on the sections.
        check(layout.allElements.allSatisfy { $0.representedElementCategory != .cell }, "\(name) with -2 sections")
        check(layout.layoutAttributesForElements(in: .infinite).count == layout.elementCount, "\(name) with -2 sections")
        source.sectionCount = 3
        Self.expectUsable(name, source, layout, "after -2 sections")
    }

    /// Counts that change without an invalidation are read at the next prepare; a data source
    /// that reports more sections than it has item counts for gives those sections no items.
    @Test(arguments: engines)
    func countsThatChangeWithoutInvalidation(name: String) {
        let (source, layout) = Self.fresh(name)
        source.itemCounts = [7, 2, 0, 1]
        source.sectionCount = 4
        // Asked before the next pass, the layout answers from what it prepared.
        _ = layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))
        _ = layout.layoutAttributesForElements(in: source.bounds)
        Self.expectUsable(name, source, layout, "after counts changed silently", invalidate: false)
        source.sectionCount = 6
        let (extraSource, extra) = Self.fresh(name, counts: [7, 2, 0, 1, 0, 0])
        defer { withExtendedLifetime(extraSource) {} }
        layout.prepare()
        check(layout.allElements == extra.allElements, "\(name)")
        source.sectionCount = 4
        Self.expectUsable(name, source, layout, "after extra sections")
    }

    /// Empty, inverted, infinite and NaN query rects: a correct engine answers each exactly as the
    /// intersection rule filters its elements (docs/geometry.md); a sample does not trap.
    @Test(arguments: engines)
    func badQueryRects(name: String) {
        let (source, layout) = Self.fresh(name, counts: [30, 0, 12])
        let rects = [
            Rect(x: 10, y: 10, width: 0, height: 100), Rect(x: 10, y: 10, width: 100, height: 0),
            Rect(x: 300, y: 400, width: -200, height: -300), Rect.infinite,
            Rect(x: 0, y: 0, width: .infinity, height: .infinity), Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
            Rect(x: .nan, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: .nan, height: .nan),
            Rect(x: 0, y: -1e300, width: 1e300, height: 1e300), Rect(x: 0, y: 1e300, width: 100, height: 100),
            Rect(x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude, width: -.greatestFiniteMagnitude, height: -.greatestFiniteMagnitude),
        ]
        let isCorrect = EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies
        for rect in rects {
            let answer = layout.layoutAttributesForElements(in: rect)
            if isCorrect {
                let expected = layout.allElements.filter { rect.intersects($0.frame) }
                check(answer == expected, "\(name) \(rect): \(answer.count) elements, expected \(expected.count)")
            }
        }
        if isCorrect {
            check(layout.layoutAttributesForElements(in: Rect(x: 10, y: 10, width: 0, height: 100)).isEmpty)
            check(layout.layoutAttributesForElements(in: Rect(x: .nan, y: 0, width: 100, height: 100)).isEmpty)
            check(layout.layoutAttributesForElements(in: .infinite).count == layout.elementCount)
        }
        Self.expectUsable(name, source, layout, "after bad query rects")
    }

    /// Lookups at index paths out of range, negative ones included, return nil for items,
    /// supplementary views and decoration views. A sample answers as published (the mosaic sample
    /// looks an item up by its item number alone, whatever the section) but never traps, and
    /// returns nil for an item number it does not have.
    @Test(arguments: engines)
    func outOfRangeLookupsReturnNil(name: String) {
        let (source, layout) = Self.fresh(name, counts: [3, 0, 5])
        let paths = [IndexPath(item: -1, section: 0), IndexPath(item: 0, section: -1), IndexPath(item: 3, section: 0),
                     IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 3), IndexPath(item: 5, section: 2),
                     IndexPath(item: Int.max, section: Int.max), IndexPath(item: Int.min, section: Int.min),
                     IndexPath(item: 0, section: Int.max), IndexPath(item: Int.max, section: 0)]
        let isCorrect = EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies
        for path in paths {
            let item = layout.layoutAttributesForItem(at: path)
            check(item == nil || (!isCorrect && path.item >= 0 && path.item < 3), "\(name) item \(path)")
            guard isCorrect else { continue }
            check(layout.initialLayoutAttributesForAppearingItem(at: path) == nil || path.section == 1, "\(name) appearing \(path)")
            for kind in [ElementKind.sectionHeader, .sectionFooter, "day", "hour", "nonsense"] {
                let supplementary = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                // Section 1 exists (empty): its header and footer may be there.
                check(supplementary == nil || (path.section == 1 && path.item == 0), "\(name) \(kind.rawValue) \(path)")
                check(layout.layoutAttributesForDecorationView(ofKind: kind, at: path) == nil || path.section == 1,
                        "\(name) decoration \(kind.rawValue) \(path)")
            }
        }
        check(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) != nil, "\(name)")
        Self.expectUsable(name, source, layout, "after out-of-range lookups")
    }

    /// Through the scenario path (what the commands build): a container of zero size, no
    /// sections, empty sections; then the view is resized and given items, and the layout answers
    /// as a fresh one over the same data.
    @Test(arguments: engines)
    func scenarioPathWithNothingToLayOut(name: String) throws {
        for sections in [[], [SimulatedCollectionView.Section(itemCount: 0)],
                         [SimulatedCollectionView.Section(itemCount: 0), SimulatedCollectionView.Section(itemCount: 0)]] {
            let scenario = Scenario(engine: name, container: .init(width: 0, height: 0), sections: sections)
            let (view, layout) = try scenario.makeCollectionView(registry: .builtIn)
            check(Self.isFinite(layout), "\(name) \(sections.count) sections")
            check(layout.allElements.allSatisfy { $0.representedElementCategory != .cell }, "\(name)")
            _ = layout.layoutAttributesForElements(in: .infinite)
            check(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil, "\(name)")
            view.setBounds(Rect(x: 0, y: 0, width: 390, height: 844))
            if view.sections.isEmpty { view.appendSection(.init(itemCount: 0)) }
            view.appendItems(4, toSection: 0)
            view.layoutIfNeeded()
            var valid = scenario
            valid.container = .init(width: 390, height: 844)
            valid.sections = view.sections
            let (freshView, fresh) = try valid.makeCollectionView(registry: .builtIn)
            check(layout.allElements == fresh.allElements, "\(name) after growing from \(sections.count) sections")
            withExtendedLifetime((view, freshView)) {}
        }
    }

    /// A simulated collection view whose item count is raised without sizes, events or an
    /// invalidation (a data source that disagrees with itself): the delegate answers the
    /// layout's own size and the placeholder event for the items it has no data for.
    @Test(arguments: engines)
    func countsThatOutrunTheData(name: String) throws {
        let sizes = ContiguousArray((0..<4).map { Size(width: 40 + Double($0), height: 30) })
        var section = SimulatedCollectionView.Section(itemCount: 4, itemSizes: sizes, preferredSizes: sizes)
        section.events = ContiguousArray((0..<4).map { CalendarEvent(day: $0, startHour: 9, durationHours: 1) })
        let scenario = Scenario(engine: name, container: .init(width: 390, height: 844), sections: [section])
        let (view, layout) = try scenario.makeCollectionView(registry: .builtIn)
        view.sections[0].itemCount = 9
        view.layoutIfNeeded()
        check(Self.isFinite(layout) || !EngineRegistry.builtIn.descriptor(named: name)!.usesStrategies, "\(name)")
        _ = view.selfSizeVisibleCells()
        _ = layout.layoutAttributesForElements(in: view.bounds)
        // Made consistent again, the layout answers as a fresh one.
        view.sections[0].itemCount = 4
        layout.invalidateLayout()
        view.layoutIfNeeded()
        let (freshView, fresh) = try scenario.makeCollectionView(registry: .builtIn)
        check(layout.allElements == fresh.allElements, "\(name)")
        withExtendedLifetime((view, freshView)) {}
    }

    /// Calendar events a data source gets wrong: a day outside the week, a NaN, negative or
    /// infinite start or duration. The calendar reads them as documented (docs/bad-input.md) and
    /// stays finite; the sample does not trap.
    @Test(arguments: ["calendar", "calendar-sample"])
    func badCalendarEvents(name: String) {
        let events = [CalendarEvent(day: 99, startHour: 9, durationHours: 1), CalendarEvent(day: -1, startHour: 9, durationHours: 1),
                      CalendarEvent(day: Int.min, startHour: .nan, durationHours: .nan),
                      CalendarEvent(day: 3, startHour: -.infinity, durationHours: .infinity),
                      CalendarEvent(day: 3, startHour: 1e300, durationHours: -5), CalendarEvent(day: Int.max, startHour: 30, durationHours: 1e300)]
        for event in events {
            let (source, layout) = Self.fresh(name)
            source.event = event
            layout.invalidateLayout()
            layout.prepare()
            _ = layout.layoutAttributesForElements(in: source.bounds)
            _ = layout.layoutAttributesForElements(in: .infinite)
            if name == "calendar" { check(Self.isFinite(layout), "\(name) \(event)") }
            source.event = nil
            Self.expectUsable(name, source, layout, "after event \(event)")
        }
    }

    /// Column counts of 0, negative and absurd: a waterfall reads below 1 as 1 and above
    /// `maximumColumnCount` as that; the sample (defect 8) does not trap.
    @Test(arguments: [0, -1, Int.min, 1, 10_000, 10_001, Int.max])
    func waterfallColumnCounts(count: Int) {
        let (source, layout) = Self.fresh("waterfall")
        let waterfall = layout as! WaterfallLayout
        waterfall.columnCount = count
        layout.prepare()
        let (referenceSource, reference) = Self.fresh("waterfall")
        defer { withExtendedLifetime(referenceSource) {} }
        (reference as! WaterfallLayout).columnCount = min(max(1, count), WaterfallLayout.maximumColumnCount)
        reference.prepare()
        check(layout.allElements == reference.allElements, "\(count)")
        waterfall.columnCount = 2
        Self.expectUsable("waterfall", source, layout, "after column count \(count)")

        let sample = WaterfallSampleLayout(waterCount: max(min(count, 1_000), -1_000))
        let sampleSource = HostileDataSource(layout: sample, itemCounts: [3, 0, 5])
        sample.prepare()
        _ = sample.layoutAttributesForElements(in: sampleSource.bounds)
    }
}

/// Gives `layout` the length properties of `defaults`, a fresh layout of the same engine.
func restoreDefaults(of layout: any InstrumentedLayout, from defaults: any InstrumentedLayout) {
    switch (layout, defaults) {
    case let (layout as ColumnFlowLayout, defaults as ColumnFlowLayout):
        layout.minColumnWidth = defaults.minColumnWidth
        layout.cellHeight = defaults.cellHeight
        layout.minimumLineSpacing = defaults.minimumLineSpacing
        layout.minimumInteritemSpacing = defaults.minimumInteritemSpacing
        layout.headerReferenceSize = defaults.headerReferenceSize
        layout.footerReferenceSize = defaults.footerReferenceSize
    case let (layout as FlowLayout, defaults as FlowLayout):
        layout.itemSize = defaults.itemSize
        layout.estimatedItemSize = defaults.estimatedItemSize
        layout.minimumLineSpacing = defaults.minimumLineSpacing
        layout.minimumInteritemSpacing = defaults.minimumInteritemSpacing
        layout.headerReferenceSize = defaults.headerReferenceSize
        layout.footerReferenceSize = defaults.footerReferenceSize
        layout.sectionInset = defaults.sectionInset
    case let (layout as MosaicLayout, defaults as MosaicLayout):
        layout.segmentHeight = defaults.segmentHeight
    case let (layout as WaterfallLayout, defaults as WaterfallLayout):
        layout.rowSpacing = defaults.rowSpacing
        layout.columnSpacing = defaults.columnSpacing
        layout.sectionInset = defaults.sectionInset
        layout.headerReferenceSize = defaults.headerReferenceSize
        layout.footerReferenceSize = defaults.footerReferenceSize
    case let (layout as CalendarWeekLayout, defaults as CalendarWeekLayout):
        layout.heightPerHour = defaults.heightPerHour
        layout.dayHeaderHeight = defaults.dayHeaderHeight
        layout.hourHeaderWidth = defaults.hourHeaderWidth
    case let (layout as CalendarSampleLayout, defaults as CalendarSampleLayout):
        layout.heightPerHour = defaults.heightPerHour
        layout.dayHeaderHeight = defaults.dayHeaderHeight
        layout.hourHeaderWidth = defaults.hourHeaderWidth
    case let (layout as WaterfallSampleLayout, defaults as WaterfallSampleLayout):
        layout.rowSpacing = defaults.rowSpacing
        layout.columnSpacing = defaults.columnSpacing
        layout.sectionInset = defaults.sectionInset
    case let (layout as CompositionalLayout, defaults as CompositionalLayout):
        layout.configuration.interSectionSpacing = defaults.configuration.interSectionSpacing
    default:
        break
    }
}

/// `#expect` on a plain Bool: a failing comparison of attributes arrays is reported by its comment
/// (the testing library's reflection of these values trips the runtime's demangler).
func check(_ condition: Bool, _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(condition, Comment(rawValue: comment()), sourceLocation: sourceLocation)
}
