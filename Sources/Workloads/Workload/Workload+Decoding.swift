import LabSupport
import LayoutEngine

extension Workload {
    /// Reads the workload in `path`; a scenario named by path is read relative to the workload
    /// file's folder. Every error names the file, the line and column, and the path of the bad
    /// value (`steps[12][2][0]`).
    /// - Throws: `LabError` for a missing, unreadable or invalid file.
    /// - Parameter itemLimit: the most items the scenario may hold, and any batch may leave.
    /// - Complexity: that of `decode(_:folder:)`, plus reading and parsing the file.
    public static func load(path: String, registry: EngineRegistry, itemLimit: Int = Scenario.maximumItemCount) throws(LabError) -> Workload {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return try JSONParser.load(path, as: .workload) { root throws(JSONError) in
            try decode(root, registry: registry, folder: folder.isEmpty ? "/" : folder, itemLimit: itemLimit)
        }
    }

    /// Decodes a parsed workload file, strictly: unknown keys, wrong types, steps of the wrong
    /// shape, lengths out of range, an unknown version, and batches that do not fit the data they
    /// apply to (checked from the scenario's counts through every batch) are errors; the scenario's
    /// engine is looked up in `registry`.
    /// - Parameter folder: where a scenario given by relative path is looked for (the current
    ///   directory when nil).
    /// - Parameter itemLimit: the most items the scenario may hold, and any batch may leave.
    /// - Complexity: O(k + n + b(c log c + s)): the steps, the scenario, and validating b batches.
    public static func decode(_ root: JSONNode, registry: EngineRegistry, folder: String? = nil,
                              itemLimit: Int = Scenario.maximumItemCount) throws(JSONError) -> Workload {
        let object = try root.objectReader(path: "")
        try object.rejectUnknownKeys(allowed: ["kind", "version", "name", "workloadKind", "description", "scenario", "steps"])
        let kindNode = try object.require("kind")
        guard try kindNode.string(path: "kind") == "workload" else {
            throw kindNode.error(.invalidValue, expected: "\"workload\"", path: "kind")
        }
        let versionNode = try object.require("version")
        guard try versionNode.int(path: "version") == currentVersion else {
            throw versionNode.error(.invalidValue, expected: "version \(currentVersion)", path: "version")
        }
        let name = try object.require("name").string(path: "name")
        let kind: Kind = try Scenario.choice(object.require("workloadKind"), path: "workloadKind")
        let summary = try object.optional("description")?.string(path: "description") ?? ""
        let (scenario, scenarioPath) = try decodeScenario(object.require("scenario"), registry: registry, folder: folder, itemLimit: itemLimit)
        let stepNodes = try object.require("steps").array(path: "steps")
        var steps: [WorkloadStep] = []
        steps.reserveCapacity(stepNodes.count)
        var counts = scenario.sections.map(\.itemCount)
        for (index, node) in stepNodes.enumerated() {
            let path = JSONPath.element(index, of: "steps")
            let step = try decodeStep(node, path: path, itemLimit: itemLimit)
            if case .batchUpdate(let batch) = step {
                counts = try countsAfter(batch, before: counts, itemLimit: itemLimit, node: node, path: path)
            }
            steps.append(step)
        }
        return Workload(name: name, kind: kind, summary: summary, scenario: scenario, scenarioPath: scenarioPath,
                        steps: steps)
    }

    /// An inline scenario (errors keep their position, with `scenario` before their path) or the
    /// path of a scenario file.
    private static func decodeScenario(_ node: JSONNode, registry: EngineRegistry, folder: String?,
                                       itemLimit: Int) throws(JSONError) -> (Scenario, String?) {
        if case .string(let path) = node.value {
            let resolved = path.hasPrefix("/") || folder == nil ? path : "\(folder!)/\(path)"
            do {
                return (try Scenario.load(path: resolved, registry: registry, itemLimit: itemLimit), path)
            } catch {
                throw JSONError(kind: .invalidValue, message: error.message, position: node.position, path: "scenario")
            }
        }
        guard case .object = node.value else {
            throw node.error(.typeMismatch, expected: "a scenario object or the path of a scenario file", path: "scenario")
        }
        do {
            return (try Scenario.decode(node, registry: registry, itemLimit: itemLimit), nil)
        } catch {
            var error = error
            error.path = error.path.isEmpty ? "scenario" : error.path.hasPrefix("[") ? "scenario\(error.path)" : "scenario.\(error.path)"
            throw error
        }
    }

    /// The counts after `batch`, which must fit the counts before it and leave at most `itemLimit` items.
    private static func countsAfter(_ batch: WorkloadBatch, before: [Int], itemLimit: Int, node: JSONNode,
                                    path: String) throws(JSONError) -> [Int] {
        let mapping: BatchIndexMapping
        do {
            mapping = try batch.validated(itemCountsBefore: before)
        } catch {
            throw JSONError(kind: .invalidValue, message: error.message, position: node.position, path: path)
        }
        guard mapping.itemCountsAfter.reduce(0, +) <= itemLimit else {
            throw JSONError(kind: .invalidValue, message: "the batch leaves more than \(itemLimit) items",
                            position: node.position, path: path)
        }
        return mapping.itemCountsAfter
    }

    /// Each step's number of elements after its name and how an error message shows its shape.
    private static let stepShapes: [String: JSONNode.TaggedShape] = [
        "scroll": (2, #"["scroll", x, y]"#), "setBounds": (2, #"["setBounds", width, height]"#),
        "selfSizeVisibleCells": (0, #"["selfSizeVisibleCells"]"#), "query": (4, #"["query", x, y, width, height]"#),
        "batchUpdate": (2, #"["batchUpdate", seed, [changes]]"#),
    ]

    private static func decodeStep(_ node: JSONNode, path: String, itemLimit: Int) throws(JSONError) -> WorkloadStep {
        let (name, elements) = try node.taggedArray(path: path, noun: "step", shapes: stepShapes)
        func number(_ index: Int) throws(JSONError) -> Double {
            try elements[index].double(path: JSONPath.element(index, of: path))
        }
        func length(_ index: Int) throws(JSONError) -> Double {
            try ScenarioJSON.file.number(elements[index], path: JSONPath.element(index, of: path))
        }
        switch name {
        case "scroll": return .scroll(to: Point(x: try number(1), y: try number(2)))
        case "setBounds": return .setBounds(Size(width: try length(1), height: try length(2)))
        case "selfSizeVisibleCells": return .selfSizeVisibleCells
        case "query": return .query(Rect(x: try number(1), y: try number(2), width: try length(3), height: try length(4)))
        default: return .batchUpdate(try decodeBatch(elements, path: path, itemLimit: itemLimit))
        }
    }

    private static func decodeBatch(_ elements: [JSONNode], path: String, itemLimit: Int) throws(JSONError) -> WorkloadBatch {
        let seedPath = JSONPath.element(1, of: path)
        let seed = try elements[1].int(path: seedPath)
        guard seed >= 0, UInt64(seed) <= WorkloadBatch.maximumDataSeed else {
            throw elements[1].error(.invalidValue, expected: "a seed from 0 to 2^53 − 1", path: seedPath)
        }
        let changesPath = JSONPath.element(2, of: path)
        let json = BatchChangeJSON.workload(itemLimit: itemLimit)
        var changes: [BatchChange] = [], newSectionItemCounts: [Int] = []
        for (index, node) in try elements[2].array(path: changesPath).enumerated() {
            let (change, sectionItemCount) = try json.change(node, path: JSONPath.element(index, of: changesPath))
            changes.append(change)
            if let sectionItemCount { newSectionItemCounts.append(sectionItemCount) }
        }
        return WorkloadBatch(BatchUpdate(changes), newSectionItemCounts: newSectionItemCounts, dataSeed: UInt64(seed))
    }
}
