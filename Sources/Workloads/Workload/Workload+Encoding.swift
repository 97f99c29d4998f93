import LabSupport
import LayoutEngine

extension Workload {
    /// The workload file's text (format in docs/workloads.md): the header members one per line,
    /// the scenario inline (or its path, when `scenarioPath` is set) with one line per section,
    /// and one line per step, each written compactly by `JSONOutput`; the scenario's engine (its
    /// parameters' order and kinds) is looked up in `registry`.
    /// - Precondition: every number in the steps and the scenario is finite.
    /// - Complexity: O(k + n), where k is the size of the steps and n of the scenario's data.
    public func serialized(registry: EngineRegistry) -> String {
        var members: [(key: String, text: String)] = [
            ("kind", JSONOutput.string("workload").serialized()),
            ("version", JSONOutput.int(Self.currentVersion).serialized()),
            ("name", JSONOutput.string(name).serialized()),
            ("workloadKind", JSONOutput.string(kind.rawValue).serialized()),
        ]
        if !summary.isEmpty { members.append(("description", JSONOutput.string(summary).serialized())) }
        if let scenarioPath {
            members.append(("scenario", JSONOutput.string(scenarioPath).serialized()))
        } else {
            members.append(("scenario", Self.layOut(scenario.jsonOutput(registry: registry), indent: 2)))
        }
        members.append(("steps", Self.lines(steps.map { $0.jsonOutput().serialized() }, brackets: ("[", "]"), indent: 2)))
        return Self.lines(members.map { "\(JSONOutput.string($0.key).serialized()): \($0.text)" }, brackets: ("{", "}"), indent: 0)
            + "\n"
    }

    /// Writes `serialized(registry:)` to `path` atomically, unless it is more than a workload file may hold
    /// (`InputKind.workload`): the lab never writes a file it would refuse to read.
    /// - Throws: `LabError` when the workload is too large or the file cannot be written.
    public func save(to path: String, registry: EngineRegistry) throws(LabError) {
        try save(to: path, registry: registry, writer: TextFiles.writeBytes)
    }

    /// `save(to:registry:)`, its bytes written by `writer` (`TextFiles.writeAtomically`): the
    /// command's, which a test makes fail as a full disk does.
    package func save(to path: String, registry: EngineRegistry, writer: TextFiles.ByteWriter) throws(LabError) {
        let text = serialized(registry: registry)
        let limit = InputKind.workload.maximumBytes
        guard text.utf8.count <= limit else {
            throw LabError("\(path): too large for a workload file: \(text.utf8.count) bytes, at most \(limit); "
                           + "generate fewer steps")
        }
        try TextFiles.writeAtomically(text, to: path, writer: writer)
    }

    /// An object with one member per line, each value compact, except an array of objects (the
    /// sections), which gets one element per line.
    private static func layOut(_ output: JSONOutput, indent: Int) -> String {
        guard case .object(let members) = output else { return output.serialized() }
        return lines(members.map { member in
            let key = JSONOutput.string(member.key).serialized()
            if case .array(let elements) = member.value, !elements.isEmpty {
                return "\(key): " + lines(elements.map { $0.serialized() }, brackets: ("[", "]"), indent: indent + 2)
            }
            return "\(key): \(member.value.serialized())"
        }, brackets: ("{", "}"), indent: indent)
    }

    /// `items` between the brackets, one per line, indented one level deeper than `indent`.
    private static func lines(_ items: [String], brackets: (open: String, close: String), indent: Int) -> String {
        guard !items.isEmpty else { return brackets.open + brackets.close }
        let inner = String(repeating: " ", count: indent + 2)
        return brackets.open + "\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n"
            + String(repeating: " ", count: indent) + brackets.close
    }
}

extension WorkloadStep {
    /// The step as the file holds it: an array whose first element names the step.
    func jsonOutput() -> JSONOutput {
        switch self {
        case .scroll(let offset): .array([.string("scroll"), .number(offset.x), .number(offset.y)])
        case .setBounds(let size): .array([.string("setBounds"), .number(size.width), .number(size.height)])
        case .selfSizeVisibleCells: .array([.string("selfSizeVisibleCells")])
        case .query(let rect):
            .array([.string("query"), .number(rect.origin.x), .number(rect.origin.y), .number(rect.width), .number(rect.height)])
        case .batchUpdate(let batch):
            .array([.string("batchUpdate"), .int(Int(batch.checkedDataSeed)), .array(batch.changesOutput())])
        }
    }
}

extension WorkloadBatch {
    /// The seed, which must fit a JSON number exactly.
    fileprivate var checkedDataSeed: UInt64 {
        precondition(dataSeed <= Self.maximumDataSeed, "a batch's data seed is at most 2^53 − 1, not \(dataSeed)")
        return dataSeed
    }

    /// Each change as an array: its name, then its numbers; an inserted or reloaded section's
    /// item count after its position.
    func changesOutput() -> [JSONOutput] {
        var counts = newSectionItemCounts.makeIterator()
        let json = BatchChangeJSON.workload(itemLimit: Scenario.maximumItemCount)
        return update.changes.map { change in
            switch change {
            case .insertSection, .reloadSection: json.output(change, sectionItemCount: counts.next())
            default: json.output(change)
            }
        }
    }
}
