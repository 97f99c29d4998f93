import LabSupport
import LayoutEngine
import Workloads

/// The values inside a fuzz step, as JSON: numbers, geometry, sections and batch updates, in the shapes described
/// at the top of LayoutStep+JSON.swift. Each `output` writes what the reader of the same name reads back.
enum StepJSON {
    /// An object's members, read with the path of each, and the most items a count or a section
    /// read from them may hold.
    struct Members {
        let reader: JSONObjectReader
        let itemLimit: Int

        init(_ reader: JSONObjectReader, itemLimit: Int = Scenario.maximumItemCount) {
            self.reader = reader
            self.itemLimit = itemLimit
        }

        /// A section whose per-item lists have one element per item, as a collection view requires, of at most
        /// `itemLimit` items.
        /// - Complexity: O(n), where n is the size of the section's text.
        func section(_ node: JSONNode, path: String) throws(JSONError) -> SimulatedCollectionView.Section {
            try ScenarioJSON.fuzzStep.limitingItems(to: itemLimit).section(node, path: path)
        }

        func require<Value>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Value) throws(JSONError) -> Value {
            try read(reader.require(key), JSONPath.member(key, of: reader.path))
        }

        func optional<Value>(_ key: String, _ read: (JSONNode, String) throws(JSONError) -> Value) throws(JSONError) -> Value? {
            guard let node = reader.optional(key) else { return nil }
            return try read(node, JSONPath.member(key, of: reader.path))
        }
    }

    // MARK: Numbers

    // A step's numbers, sizes, insets, events and sections have a scenario file's shapes with any
    // values (`ScenarioJSON.fuzzStep`): one codec for both.

    /// A finite number as itself, infinities as "inf" and "-inf", NaN as "nan".
    static func output(_ number: Double) -> JSONOutput { ScenarioJSON.fuzzStep.output(number) }

    static func number(_ node: JSONNode, path: String) throws(JSONError) -> Double {
        try ScenarioJSON.fuzzStep.number(node, path: path)
    }

    static func integer(_ node: JSONNode, path: String) throws(JSONError) -> Int {
        try node.int(path: path)
    }

    /// An index or a count.
    static func nonNegative(_ node: JSONNode, path: String) throws(JSONError) -> Int {
        let value = try node.int(path: path)
        guard value >= 0 else { throw node.error(.invalidValue, expected: "a non-negative integer", path: path) }
        return value
    }

    /// The elements of an array, each read by `read` with its own path.
    /// - Complexity: O(n) calls of `read`, where n is the number of elements.
    static func list<Element>(_ node: JSONNode, path: String,
                              _ read: (JSONNode, String) throws(JSONError) -> Element) throws(JSONError) -> [Element] {
        let elements = try node.array(path: path)
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(try read(element, JSONPath.element(index, of: path)))
        }
        return values
    }

    /// `[[Int]]`, such as item identifiers per section.
    static func integerLists(_ node: JSONNode, path: String) throws(JSONError) -> [[Int]] {
        try list(node, path: path) { node, path throws(JSONError) in try list(node, path: path, integer) }
    }

    static func output(_ lists: [[Int]]) -> JSONOutput {
        .array(lists.map { .array($0.map(JSONOutput.int)) })
    }

    // MARK: Geometry

    /// `[x, y, width, height]`.
    static func output(_ rect: Rect) -> JSONOutput {
        .array([output(rect.origin.x), output(rect.origin.y), output(rect.width), output(rect.height)])
    }

    static func rect(_ node: JSONNode, path: String) throws(JSONError) -> Rect {
        let elements = try node.array(path: path)
        guard elements.count == 4 else { throw node.error(.invalidValue, expected: "a rect [x, y, width, height]", path: path) }
        func coordinate(_ index: Int) throws(JSONError) -> Double {
            try number(elements[index], path: JSONPath.element(index, of: path))
        }
        return Rect(x: try coordinate(0), y: try coordinate(1), width: try coordinate(2), height: try coordinate(3))
    }

    static func output(_ size: Size) -> JSONOutput { ScenarioJSON.fuzzStep.output(size) }

    static func size(_ node: JSONNode, path: String) throws(JSONError) -> Size {
        try ScenarioJSON.fuzzStep.size(node, path: path)
    }

    /// All four edges, zero ones too (leaving one out would lose negative zero).
    static func output(_ insets: EdgeInsets) -> JSONOutput { ScenarioJSON.fuzzStep.output(insets) }

    static func insets(_ node: JSONNode, path: String) throws(JSONError) -> EdgeInsets {
        try ScenarioJSON.fuzzStep.insets(node, path: path)
    }

    static func output(_ event: CalendarEvent) -> JSONOutput { ScenarioJSON.fuzzStep.output(event) }

    static func event(_ node: JSONNode, path: String) throws(JSONError) -> CalendarEvent {
        try ScenarioJSON.fuzzStep.event(node, path: path)
    }

    // MARK: Sections

    /// A scenario file's section, its lists item by item.
    /// - Complexity: O(n), where n is the number of items with per-item data.
    static func output(_ section: SimulatedCollectionView.Section) -> JSONOutput { ScenarioJSON.fuzzStep.output(section) }

    // MARK: Batch updates

    /// The update's members of a `batch-update` operation.
    /// - Complexity: O(c + n), where c is the number of changes and n of item identifiers.
    static func output(_ update: RandomBatchUpdate) -> [(key: String, value: JSONOutput)] {
        var members: [(key: String, value: JSONOutput)] = [
            ("changes", .array(update.batch.changes.map { BatchChangeJSON.fuzzStep.output($0) })),
            ("itemsBefore", output(update.itemsBefore)),
            ("itemCountsAfter", .array(update.itemCountsAfter.map(JSONOutput.int))),
        ]
        if let itemsAfter = update.itemsAfter { members.append(("itemsAfter", output(itemsAfter))) }
        if let corruption = update.corruption { members.append(("corruption", .string(corruption.rawValue))) }
        return members
    }

    static func batchUpdate(_ object: Members) throws(JSONError) -> RandomBatchUpdate {
        let batch = BatchUpdate(try object.require("changes") { node, path throws(JSONError) in
            try list(node, path: path) { node, path throws(JSONError) in try BatchChangeJSON.fuzzStep.change(node, path: path).change }
        })
        let itemsBefore = try object.require("itemsBefore", integerLists)
        // A count the data after the batch is built from: bounded like a section's items (a corrupt
        // batch may state a wrong count, even a negative one, but not a billion items to build).
        let itemCountsAfter = try object.require("itemCountsAfter") { node, path throws(JSONError) in
            try list(node, path: path) { node, path throws(JSONError) in
                let count = try node.int(path: path)
                guard count >= -object.itemLimit && count <= object.itemLimit else {
                    throw node.error(.invalidValue, expected: "a count between -\(object.itemLimit) and \(object.itemLimit)",
                                     path: path)
                }
                return count
            }
        }
        let itemsAfter = try object.optional("itemsAfter", integerLists)
        let corruption = try object.optional("corruption") { node, path throws(JSONError) in
            let name = try node.string(path: path)
            guard let corruption = RandomBatchUpdate.Corruption(rawValue: name) else {
                let known = RandomBatchUpdate.Corruption.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw JSONError(kind: .invalidValue, message: "expected one of \(known), found \"\(name)\"",
                                position: node.position, path: path)
            }
            return corruption
        }
        return RandomBatchUpdate(batch: batch, itemsBefore: itemsBefore, itemCountsAfter: itemCountsAfter,
                                 itemsAfter: itemsAfter, corruption: corruption)
    }

    /// The snapshots' members of a `snapshot-application` operation.
    /// - Complexity: O(n), where n is the number of item identifiers.
    static func output(_ pair: SnapshotPair) -> [(key: String, value: JSONOutput)] {
        [("itemsBefore", output(pair.itemsBefore)),
         ("sectionIdentifiersAfter", .array(pair.sectionIdentifiersAfter.map(JSONOutput.int))),
         ("itemsAfter", output(pair.itemsAfter)),
         ("reloadedSections", .array(pair.reloadedSections.map(JSONOutput.int))),
         ("reloadedItems", .array(pair.reloadedItems.map(JSONOutput.int)))]
    }

    static func snapshotPair(_ object: Members) throws(JSONError) -> SnapshotPair {
        func integers(_ node: JSONNode, path: String) throws(JSONError) -> [Int] { try list(node, path: path, integer) }
        return SnapshotPair(itemsBefore: try object.require("itemsBefore", integerLists),
                            sectionIdentifiersAfter: try object.require("sectionIdentifiersAfter", integers),
                            itemsAfter: try object.require("itemsAfter", integerLists),
                            reloadedSections: try object.require("reloadedSections", integers),
                            reloadedItems: try object.require("reloadedItems", integers))
    }

    /// The options that are set: true flags, and the bounds when there are some; `{}` is the polite order.
    static func output(_ order: BatchCallOrder) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if order.queriesBeforePrepare { members.append(("queriesBeforePrepare", .bool(true))) }
        if order.selfSizingBeforePrepare { members.append(("selfSizingBeforePrepare", .bool(true))) }
        if let bounds = order.boundsDuringUpdate { members.append(("boundsDuringUpdate", output(bounds))) }
        return .object(members)
    }

    static func callOrder(_ node: JSONNode, path: String) throws(JSONError) -> BatchCallOrder {
        let object = Members(try node.objectReader(path: path))
        try object.reader.rejectUnknownKeys(allowed: ["queriesBeforePrepare", "selfSizingBeforePrepare", "boundsDuringUpdate"])
        func flag(_ key: String) throws(JSONError) -> Bool {
            try object.optional(key) { node, path throws(JSONError) in try node.bool(path: path) } ?? false
        }
        return BatchCallOrder(queriesBeforePrepare: try flag("queriesBeforePrepare"),
                              selfSizingBeforePrepare: try flag("selfSizingBeforePrepare"),
                              boundsDuringUpdate: try object.optional("boundsDuringUpdate", rect))
    }
}
