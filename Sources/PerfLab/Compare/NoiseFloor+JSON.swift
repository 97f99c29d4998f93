import LabSupport
import Workloads

extension NoiseFloor {
    /// The floor as pretty-printed JSON, schema version 3 (docs/perflab-compare.md).
    func json() -> String {
        let document = JSONOutput.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("kind", .string(Self.kind)),
            ("suite", .string(suite)),
            ("seed", .string(String(seed))),
            ("commit", .string(commit)),
            ("buildConfiguration", .string(buildConfiguration)),
            ("toolchain", .string(toolchain)),
            ("machine", .object([("os", .string(operatingSystem)), ("processors", .int(processors))])),
            ("timestamp", .string(timestamp)),
            ("runs", .object([("a", .int(runsA)), ("b", .int(runsB))])),
            ("confidence", .number(confidence)),
            ("resamples", .int(resamples)),
            ("splitQuantile", .number(splitQuantile)),
            ("benchmarks", .array(entries.map { entry in
                .object(entry.key.jsonMembers + [("metric", .string(entry.metric.rawValue)), ("floor", .number(entry.floor)),
                         ("ratioLower", .number(entry.ratioLower)), ("ratioUpper", .number(entry.ratioUpper))])
            })),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    /// Reads a floor written by `json()`. Strict, like `Report.load`: unknown or missing keys,
    /// values of the wrong type, another kind or schema version are errors naming the file, the
    /// line and column and the key.
    /// - Throws: `LabError`, one line.
    static func load(path: String) throws(LabError) -> NoiseFloor {
        try JSONParser.load(path, as: .report) { root throws(JSONError) in try decode(root) }
    }

    static func decode(_ root: JSONNode) throws(JSONError) -> NoiseFloor {
        let object = try root.objectReader(path: "")
        let kindNode = try object.require("kind")
        guard try kindNode.string(path: "kind") == kind else {
            throw kindNode.error(.invalidValue, expected: "\"\(kind)\" (a file written by 'perflab compare --measure-noise')", path: "kind")
        }
        let versionNode = try object.require("schemaVersion")
        let version = try versionNode.int(path: "schemaVersion")
        guard version == schemaVersion else {
            throw versionNode.error(.invalidValue,
                                    expected: "schema version \(schemaVersion) (measure the noise floor again with this perflab: scripts/perf-ab --measure-noise)",
                                    path: "schemaVersion")
        }
        try object.rejectUnknownKeys(allowed: ["schemaVersion", "kind", "suite", "seed", "commit", "buildConfiguration", "toolchain",
                                               "machine", "timestamp", "runs", "confidence", "resamples", "splitQuantile", "benchmarks"])
        let seed = try object.requireSeed("seed")
        let machine = try object.require("machine").objectReader(path: "machine")
        try machine.rejectUnknownKeys(allowed: ["os", "processors"])
        let runs = try object.require("runs").objectReader(path: "runs")
        try runs.rejectUnknownKeys(allowed: ["a", "b"])
        var entries: [Entry] = []
        for (index, node) in try object.require("benchmarks").array(path: "benchmarks").enumerated() {
            let path = JSONPath.element(index, of: "benchmarks")
            let entry = try node.objectReader(path: path)
            try entry.rejectUnknownKeys(allowed: ["name", "engine", "strategy", "items", "metric", "floor", "ratioLower", "ratioUpper"])
            func ratio(_ key: String) throws(JSONError) -> Double {
                let node = try entry.require(key)
                let value = try node.double(path: JSONPath.member(key, of: path))
                guard value > 0 else {
                    throw node.error(.invalidValue, expected: "a positive ratio", path: JSONPath.member(key, of: path))
                }
                return value
            }
            let floorNode = try entry.require("floor")
            let floor = try floorNode.double(path: JSONPath.member("floor", of: path))
            // A p99's A/A interval can span 100× on a loaded machine: any finite fraction is a floor.
            guard floor >= 0 && floor.isFinite else {
                throw floorNode.error(.invalidValue, expected: "a non-negative floor (a fraction: 0.05 is 5%)",
                                      path: JSONPath.member("floor", of: path))
            }
            let key = try BenchmarkKey(members: entry)
            let metricNode = try entry.require("metric")
            let metricName = try metricNode.string(path: JSONPath.member("metric", of: path))
            guard let metric = Metric(rawValue: metricName) else {
                throw metricNode.error(.invalidValue, expected: "\"p50\" or \"p99\"", path: JSONPath.member("metric", of: path))
            }
            entries.append(Entry(key: key, metric: metric, floor: floor,
                                 ratioLower: try ratio("ratioLower"), ratioUpper: try ratio("ratioUpper")))
        }
        return NoiseFloor(suite: try object.requireString("suite"), seed: seed, commit: try object.requireString("commit"),
                          buildConfiguration: try object.requireString("buildConfiguration"),
                          toolchain: try object.requireString("toolchain"), operatingSystem: try machine.requireString("os"),
                          processors: try machine.requireInt("processors"), timestamp: try object.requireString("timestamp"),
                          runsA: try runs.requireInt("a"), runsB: try runs.requireInt("b"),
                          confidence: try object.require("confidence").double(path: "confidence"),
                          resamples: try object.requireInt("resamples"),
                          splitQuantile: try object.require("splitQuantile").double(path: "splitQuantile"),
                          entries: entries)
    }
}
