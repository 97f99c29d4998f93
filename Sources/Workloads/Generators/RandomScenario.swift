import LayoutEngine

/// Random scenarios for every engine, for the fuzzer and the tests: small enough to check
/// exhaustively, wide enough to reach the corners (zero sizes and spacings, items wider than the
/// line, empty sections, zero-width containers, both scroll directions, self-sizing).
public enum RandomScenario {
    /// The correct engines a campaign draws from when none is named, weighted.
    public static let correctEngines = ["flow", "flow", "flow", "column-flow", "mosaic", "waterfall", "waterfall", "calendar",
                                        "compositional", "compositional"]

    /// A scenario drawn from `generator` for `engine` (drawn from `correctEngines` when nil);
    /// the same generator state gives the same scenario. A sample gets its engine's settings.
    public static func make(engine requested: String? = nil, using generator: inout SeededGenerator) -> Scenario {
        let drawn = correctEngines[generator.int(in: 0..<correctEngines.count)]
        let engine = requested.map { $0.hasSuffix("-sample") ? String($0.dropLast("-sample".count)) : $0 } ?? drawn
        var layout = Scenario.LayoutSettings()
        layout.scrollDirection = generator.chance(0.3) ? .horizontal : .vertical
        layout.itemSize = size(using: &generator, up: 150)
        layout.minimumLineSpacing = length(using: &generator, up: 20)
        layout.minimumInteritemSpacing = length(using: &generator, up: 20)
        layout.headerReferenceSize = generator.chance(0.5) ? size(using: &generator, up: 60) : nil
        layout.footerReferenceSize = generator.chance(0.4) ? size(using: &generator, up: 60) : nil
        layout.sectionInset = generator.chance(0.6) ? insets(using: &generator, up: 30) : nil
        layout.sectionInsetReference = SectionInsetReference.allCases[generator.int(in: 0..<3)]
        layout.singleItemLineAlignment = FlowLineAlignment.allCases[generator.int(in: 0..<3)]
        layout.lastLineAlignment = FlowLineAlignment.allCases[generator.int(in: 0..<3)]
        let estimating = generator.chance(0.2)
        if estimating { layout.estimatedItemSize = Size(width: Double(generator.int(in: 1...150)), height: Double(generator.int(in: 1...150))) }
        if engine == "mosaic" {
            layout = Scenario.LayoutSettings()
            layout.segmentHeight = generator.chance(0.7) ? 200 : length(using: &generator, up: 300)
        }
        if engine == "waterfall" {
            let direction = layout.scrollDirection, inset = layout.sectionInset
            let header = layout.headerReferenceSize, footer = layout.footerReferenceSize
            layout = Scenario.LayoutSettings()
            layout.scrollDirection = direction
            layout.columnCount = generator.int(in: 1...6)
            layout.rowSpacing = length(using: &generator, up: 20)
            layout.columnSpacing = length(using: &generator, up: 20)
            layout.sectionInset = inset
            layout.headerReferenceSize = header
            layout.footerReferenceSize = footer
        }
        if engine == "calendar" {
            layout = Scenario.LayoutSettings()
            layout.heightPerHour = generator.chance(0.5) ? 100 : length(using: &generator, up: 120)
            layout.dayHeaderHeight = length(using: &generator, up: 60)
            layout.hourHeaderWidth = length(using: &generator, up: 80)
        }
        if engine == "compositional" {
            let direction = layout.scrollDirection ?? .vertical
            layout = Scenario.LayoutSettings()
            layout.scrollDirection = direction
            let composition = RandomComposition.make(scrollDirection: direction, using: &generator)
            layout.composition = composition
            let sizing = composition.isEstimating(scrollDirection: direction)
            let container = Scenario.Container(
                width: generator.chance(0.05) ? 0 : Double(generator.int(in: 1...700)), height: Double(generator.int(in: 1...900)),
                safeAreaInsets: generator.chance(0.3) ? insets(using: &generator, up: 40) : .zero)
            let sections = (0..<generator.int(in: 0...5)).map { _ in
                var section = SimulatedCollectionView.Section(itemCount: generator.chance(0.15) ? 0 : generator.int(in: 1...60))
                if sizing { section.preferredSizes = sizes(section.itemCount, using: &generator) }
                return section
            }
            return Scenario(engine: requested ?? engine, container: container, layout: layout, sections: sections)
        }
        if engine == "column-flow" {
            layout.minColumnWidth = Double(generator.int(in: 0...400))
            layout.cellHeight = length(using: &generator, up: 120)
        }
        let container = Scenario.Container(
            width: generator.chance(0.05) ? 0 : Double(generator.int(in: 1...700)),
            height: Double(generator.int(in: 1...900)),
            layoutMargins: generator.chance(0.5) ? insets(using: &generator, up: 40) : .zero,
            safeAreaInsets: generator.chance(0.3) ? insets(using: &generator, up: 40) : .zero)
        let sections = (0..<generator.int(in: 0...5)).map { _ in section(using: &generator, estimating: estimating) }
        return Scenario(engine: requested ?? engine, container: container, layout: layout, sections: sections)
    }

    /// A random section: its count, and possibly per-item sizes, preferred sizes and overrides.
    public static func section(using generator: inout SeededGenerator, estimating: Bool) -> SimulatedCollectionView.Section {
        let count = generator.chance(0.15) ? 0 : generator.int(in: 1...60)
        var section = SimulatedCollectionView.Section(itemCount: count)
        if generator.chance(0.5) { section.itemSizes = sizes(count, using: &generator) }
        if estimating { section.preferredSizes = sizes(count, using: &generator) }
        if generator.chance(0.5) { section.events = events(count, using: &generator) }
        if generator.chance(0.3) { section.inset = insets(using: &generator, up: 30) }
        if generator.chance(0.3) { section.minimumLineSpacing = length(using: &generator, up: 25) }
        if generator.chance(0.3) { section.minimumInteritemSpacing = length(using: &generator, up: 25) }
        if generator.chance(0.3) { section.headerSize = size(using: &generator, up: 60) }
        if generator.chance(0.3) { section.footerSize = size(using: &generator, up: 60) }
        return section
    }

    /// `count` random calendar events: a uniform day, a start on the half hour, half an hour to
    /// three hours long (some running past midnight).
    public static func events(_ count: Int, using generator: inout SeededGenerator) -> ContiguousArray<CalendarEvent> {
        ContiguousArray((0..<count).map { _ in
            CalendarEvent(day: generator.int(in: 0...6), startHour: Double(generator.int(in: 0...47)) / 2,
                          durationHours: Double(generator.int(in: 1...6)) / 2)
        })
    }

    /// `count` random item sizes, a few of them zero or wider than most containers.
    public static func sizes(_ count: Int, using generator: inout SeededGenerator) -> ContiguousArray<Size> {
        ContiguousArray((0..<count).map { _ in size(using: &generator, up: generator.chance(0.05) ? 800 : 200) })
    }

    public static func size(using generator: inout SeededGenerator, up limit: Int) -> Size {
        Size(width: length(using: &generator, up: limit), height: length(using: &generator, up: limit))
    }

    /// A length up to about `limit`: zero one time in ten, mostly whole points, sometimes quarter
    /// points, sometimes tenths (not exact in binary, so sums round).
    public static func length(using generator: inout SeededGenerator, up limit: Int) -> Double {
        if generator.chance(0.1) { return 0 }
        let whole = Double(generator.int(in: 0...limit))
        switch generator.int(in: 0..<10) {
        case 0, 1: return whole + Double(generator.int(in: 1...3)) / 4
        case 2: return whole + Double(generator.int(in: 1...9)) / 10
        default: return whole
        }
    }

    public static func insets(using generator: inout SeededGenerator, up limit: Int) -> EdgeInsets {
        EdgeInsets(top: length(using: &generator, up: limit), left: length(using: &generator, up: limit),
                   bottom: length(using: &generator, up: limit), right: length(using: &generator, up: limit))
    }
}
