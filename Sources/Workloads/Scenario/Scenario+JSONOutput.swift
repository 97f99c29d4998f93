import LabSupport
import LayoutEngine

extension Scenario {
    /// The scenario as a scenario file holds it (docs/scenarios.md), for `Scenario.decode` to read
    /// back: version, engine, container, the layout settings that are set and that the engine
    /// reads (one it ignores would make the file invalid, and changes nothing; the engine is looked
    /// up in `EngineRegistry.current`, its declared parameters written in their kinds), and the sections
    /// with their per-item lists written out item by item. Zero container insets are left out.
    ///
    /// Round trip: a scenario `Scenario.decode` produced decodes from this to an equal scenario.
    /// - Precondition: every length is finite (JSON has no NaN or infinity).
    /// - Complexity: O(n + s), where n is the number of items with per-item data and s of sections.
    public func jsonOutput() -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("version", .int(Self.currentVersion)), ("engine", .string(engine))]
        var containerMembers: [(key: String, value: JSONOutput)] = [
            ("width", .number(container.width)), ("height", .number(container.height)),
        ]
        if container.layoutMargins != .zero { containerMembers.append(("layoutMargins", Self.output(container.layoutMargins))) }
        if container.safeAreaInsets != .zero { containerMembers.append(("safeAreaInsets", Self.output(container.safeAreaInsets))) }
        members.append(("container", .object(containerMembers)))
        let settings = layoutMembers()
        if !settings.isEmpty { members.append(("layout", .object(settings))) }
        members.append(("sections", .array(sections.map(Self.output))))
        return .object(members)
    }

    private func layoutMembers() -> [(key: String, value: JSONOutput)] {
        let descriptor = EngineRegistry.current.descriptor(named: engine)
        let allowed = descriptor?.layoutKeys
        var members: [(key: String, value: JSONOutput)] = []
        func add(_ key: String, _ value: JSONOutput?) {
            guard let value, allowed?.contains(key) ?? true else { return }
            members.append((key, value))
        }
        add("scrollDirection", layout.scrollDirection.map { .string($0.rawValue) })
        add("itemSize", layout.itemSize.map(Self.output))
        add("estimatedItemSize", layout.estimatedItemSize.map(Self.output))
        add("minimumLineSpacing", layout.minimumLineSpacing.map(JSONOutput.number))
        add("minimumInteritemSpacing", layout.minimumInteritemSpacing.map(JSONOutput.number))
        add("headerReferenceSize", layout.headerReferenceSize.map(Self.output))
        add("footerReferenceSize", layout.footerReferenceSize.map(Self.output))
        add("sectionInset", layout.sectionInset.map(Self.output))
        add("sectionInsetReference", layout.sectionInsetReference.map { .string($0.rawValue) })
        add("singleItemLineAlignment", layout.singleItemLineAlignment.map { .string($0.rawValue) })
        add("lastLineAlignment", layout.lastLineAlignment.map { .string($0.rawValue) })
        add("minColumnWidth", layout.minColumnWidth.map(JSONOutput.number))
        add("cellHeight", layout.cellHeight.map(JSONOutput.number))
        add("segmentHeight", layout.segmentHeight.map(JSONOutput.number))
        add("columnCount", layout.columnCount.map(JSONOutput.int))
        add("rowSpacing", layout.rowSpacing.map(JSONOutput.number))
        add("columnSpacing", layout.columnSpacing.map(JSONOutput.number))
        add("heightPerHour", layout.heightPerHour.map(JSONOutput.number))
        add("dayHeaderHeight", layout.dayHeaderHeight.map(JSONOutput.number))
        add("hourHeaderWidth", layout.hourHeaderWidth.map(JSONOutput.number))
        add("dayCount", layout.dayCount.map(JSONOutput.int))
        add("visibleDayCount", layout.visibleDayCount.map(JSONOutput.int))
        add("composition", layout.composition.map { $0.jsonOutput() })
        if let descriptor {
            for parameter in descriptor.parameters { add(parameter.name, layout.parameters[parameter.name].map(parameter.output)) }
        } else {
            for (name, value) in layout.parameters.sorted(by: { $0.key < $1.key }) { add(name, .number(value)) }
        }
        return members
    }

    private static func output(_ section: SimulatedCollectionView.Section) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("items", .int(section.itemCount))]
        if let sizes = section.itemSizes { members.append(("itemSizes", .array(sizes.map(output)))) }
        if let sizes = section.preferredSizes { members.append(("preferredSizes", .array(sizes.map(output)))) }
        if let events = section.events {
            members.append(("events", .array(events.map { event in
                .object([("day", .int(event.day)), ("start", .number(event.startHour)), ("duration", .number(event.durationHours))])
            })))
        }
        if let inset = section.inset { members.append(("inset", output(inset))) }
        if let spacing = section.minimumLineSpacing { members.append(("minimumLineSpacing", .number(spacing))) }
        if let spacing = section.minimumInteritemSpacing { members.append(("minimumInteritemSpacing", .number(spacing))) }
        if let size = section.headerSize { members.append(("headerSize", output(size))) }
        if let size = section.footerSize { members.append(("footerSize", output(size))) }
        return .object(members)
    }

    private static func output(_ size: Size) -> JSONOutput {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// The non-zero edges; `{}` for zero insets.
    private static func output(_ insets: EdgeInsets) -> JSONOutput {
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        return .object(edges.filter { $0.1 != 0 }.map { ($0.0, JSONOutput.number($0.1)) })
    }
}
