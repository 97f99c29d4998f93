import LabSupport
import LayoutEngine

/// Random scenarios for every engine, for the fuzzer and the tests: small enough to check
/// exhaustively, wide enough to reach the corners (zero sizes and spacings, items wider than the
/// line, empty sections, zero-width containers, both scroll directions, self-sizing).
public enum RandomScenario {
    /// A scenario drawn from `generator` for `engine` (when nil, drawn from the registry's
    /// `fuzzedByDefault` engines); the same generator state gives the same scenario. The engine's
    /// descriptor draws its configuration and first sections; the container is drawn here.
    /// - Precondition: `engine` is registered in `registry`, or is nil and some engine has a fuzz weight.
    public static func make(engine requested: String? = nil, registry: EngineRegistry,
                            using generator: inout SeededGenerator) -> Scenario {
        let pool = registry.fuzzedByDefault
        // Drawn even when an engine is requested, so that a case's draws do not depend on it.
        let drawn = pool.isEmpty ? nil : pool[generator.int(in: 0..<pool.count)]
        guard let name = requested ?? drawn, let descriptor = registry.descriptor(named: name) else {
            preconditionFailure("no engine to draw a scenario for: '\(requested ?? "")' is not registered, or no engine has a fuzz weight")
        }
        let (layout, estimating) = descriptor.randomSettings(&generator)
        let container = Scenario.Container(
            width: generator.chance(0.05) ? 0 : Double(generator.int(in: 1...700)),
            height: Double(generator.int(in: 1...900)),
            layoutMargins: generator.chance(0.5) ? insets(using: &generator, up: 40) : .zero,
            safeAreaInsets: generator.chance(0.3) ? insets(using: &generator, up: 40) : .zero)
        let sections = descriptor.randomSections(&generator, estimating)
        return Scenario(engine: name, container: container, layout: layout, sections: sections)
    }

    /// The flow layout's random configuration, and whether its items size themselves: the block
    /// every built-in draws first (the ones that do not use it discard it, so that the draws recorded
    /// case seeds depend on stay where they were).
    public static func flowSettings(using generator: inout SeededGenerator) -> (settings: Scenario.LayoutSettings, estimating: Bool) {
        var layout = Scenario.LayoutSettings()
        layout[.scrollDirection] = generator.chance(0.3) ? .horizontal : .vertical
        layout[.itemSize] = size(using: &generator, up: 150)
        layout[.minimumLineSpacing] = length(using: &generator, up: 20)
        layout[.minimumInteritemSpacing] = length(using: &generator, up: 20)
        layout[.headerReferenceSize] = generator.chance(0.5) ? size(using: &generator, up: 60) : nil
        layout[.footerReferenceSize] = generator.chance(0.4) ? size(using: &generator, up: 60) : nil
        layout[.sectionInset] = generator.chance(0.6) ? insets(using: &generator, up: 30) : nil
        layout[.sectionInsetReference] = SectionInsetReference.allCases[generator.int(in: 0..<3)]
        layout[.singleItemLineAlignment] = FlowLineAlignment.allCases[generator.int(in: 0..<3)]
        layout[.lastLineAlignment] = FlowLineAlignment.allCases[generator.int(in: 0..<3)]
        let estimating = generator.chance(0.2)
        if estimating { layout[.estimatedItemSize] = Size(width: Double(generator.int(in: 1...150)), height: Double(generator.int(in: 1...150))) }
        return (layout, estimating)
    }

    /// Up to five random sections (`section`): the first data of a fuzz case, unless its engine
    /// draws its own.
    public static func sections(using generator: inout SeededGenerator, estimating: Bool) -> [SimulatedCollectionView.Section] {
        (0..<generator.int(in: 0...5)).map { _ in section(using: &generator, estimating: estimating) }
    }

    /// A random section: its count (up to 60; the fuzzer's large cases grow one, `LargeCase` in
    /// FuzzCore), and possibly per-item sizes, preferred sizes and overrides.
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

    /// `count` random calendar events: a uniform day of `days` (a week by default), a start on the
    /// half hour, half an hour to three hours long (some running past midnight).
    /// - Precondition: `days >= 1`.
    public static func events(_ count: Int, days: Int = CalendarWeekLayout.defaultDayCount,
                              using generator: inout SeededGenerator) -> ContiguousArray<CalendarEvent> {
        ContiguousArray((0..<count).map { _ in
            CalendarEvent(day: generator.int(in: 0...(days - 1)), startHour: Double(generator.int(in: 0...47)) / 2,
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
