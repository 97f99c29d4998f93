import LabSupport
import Workloads

extension Report {
    /// Reads a report written by `json()`, of schema version 4, 3 or 2 (which has no targets: they are
    /// then computed from its benchmarks). Strict: unknown keys, missing keys and values of the
    /// wrong type are errors that name the file, the line and column, and the key's path; a report
    /// of another schema version or kind is refused with a message that says which. Its benchmarks
    /// are judged by the traits of `registry`'s engines (`Report.engines`).
    /// - Throws: `LabError`, one line.
    static func load(path: String, registry: EngineRegistry) throws(LabError) -> Report {
        try JSONParser.load(path, as: .report) { root throws(JSONError) in try decode(root, registry: registry) }
    }

    static func decode(_ root: JSONNode, registry: EngineRegistry) throws(JSONError) -> Report {
        let object = try root.objectReader(path: "")
        let versionNode = try object.require("schemaVersion")
        let version = try versionNode.int(path: "schemaVersion")
        guard readableSchemaVersions.contains(version) else {
            throw versionNode.error(.invalidValue, expected: "schema version \(schemaVersion) (this perflab reads versions "
                                    + "\(readableSchemaVersions.dropLast().map(String.init).joined(separator: ", ")) and \(readableSchemaVersions.last!) only; re-run the suite with this build to compare)",
                                    path: "schemaVersion")
        }
        let kindNode = try object.require("kind")
        guard try kindNode.string(path: "kind") == kind else {
            throw kindNode.error(.invalidValue, expected: "\"\(kind)\"", path: "kind")
        }
        let keys: Set<String> = ["schemaVersion", "kind", "suite", "seed", "timestamp", "buildConfiguration", "toolchain", "commit",
                                 "machine", "peakResidentBytes", "durationSeconds", "benchmarks"]
        var allowed = version >= 3 ? keys.union(["targets", "counting", "timingOnly"]) : keys
        if version >= 4 { allowed.insert("measurement") }
        try object.rejectUnknownKeys(allowed: allowed)
        var measurement = Measurement.time
        if version >= 4 {
            let node = try object.require("measurement")
            let name = try node.string(path: "measurement")
            guard let value = Measurement(rawValue: name) else {
                throw node.error(.invalidValue, expected: "\"time\" or \"instructions\"", path: "measurement")
            }
            measurement = value
        }
        let seed = try object.requireSeed("seed")
        let machine = try object.require("machine").objectReader(path: "machine")
        try machine.rejectUnknownKeys(allowed: ["os", "processors", "memoryBytes"])
        let provenance = Provenance(
            timestamp: try object.requireString("timestamp"), buildConfiguration: try object.requireString("buildConfiguration"),
            toolchain: try object.requireString("toolchain"), commit: try object.requireString("commit"),
            operatingSystem: try machine.requireString("os"),
            processors: try machine.requireInt("processors"),
            memoryBytes: try machine.requireDouble("memoryBytes"),
            peakResidentBytes: try object.requireDouble("peakResidentBytes"),
            durationSeconds: try object.requireDouble("durationSeconds"),
            counting: version >= 3 ? try object.requireString("counting") : "not recorded",
            isTimingOnly: try object.optional("timingOnly")?.bool(path: "timingOnly") ?? false, measurement: measurement)
        var benchmarks: [BenchmarkResult] = []
        for (index, node) in try object.require("benchmarks").array(path: "benchmarks").enumerated() {
            benchmarks.append(try decodeBenchmark(node, path: JSONPath.element(index, of: "benchmarks"), version: version,
                                                  counted: measurement == .instructions))
        }
        var recordedTargets: [PerformanceTarget]?
        if version >= 3 {
            recordedTargets = []
            for (index, node) in try object.require("targets").array(path: "targets").enumerated() {
                recordedTargets?.append(try PerformanceTarget.decode(node, path: JSONPath.element(index, of: "targets")))
            }
        }
        return Report(suite: try object.requireString("suite"), seed: seed, benchmarks: benchmarks, provenance: provenance,
                      recordedTargets: recordedTargets, engines: BenchmarkEngine.traits(in: registry))
    }

    /// A benchmark; version 3 adds `samples.callsPerSample` and `instructionsPerOperation`, version 4
    /// `counted` in a counted report (required there, refused elsewhere).
    private static func decodeBenchmark(_ node: JSONNode, path: String, version: Int, counted: Bool) throws(JSONError) -> BenchmarkResult {
        let object = try node.objectReader(path: path)
        let keys: Set<String> = ["name", "engine", "strategy", "items", "samples", "throughputPerSecond", "budgetMisses", "counters"]
        try object.rejectUnknownKeys(allowed: version >= 3 ? keys.union(counted ? ["instructionsPerOperation", "counted"] : ["instructionsPerOperation"]) : keys)
        func member(_ key: String) throws(JSONError) -> JSONNode { try object.require(key) }
        let samples = try member("samples").objectReader(path: JSONPath.member("samples", of: path))
        let sampleKeys: Set<String> = ["count", "minNanoseconds", "p50Nanoseconds", "p90Nanoseconds", "p99Nanoseconds",
                                       "maxNanoseconds", "meanNanoseconds"]
        try samples.rejectUnknownKeys(allowed: version >= 3 ? sampleKeys.union(["callsPerSample"]) : sampleKeys)
        func nanoseconds(_ key: String) throws(JSONError) -> Double {
            let value = try samples.require(key).double(path: JSONPath.member(key, of: samples.path))
            guard value.isFinite && value >= 0 else {
                throw try samples.require(key).error(.invalidValue, expected: "a non-negative number of nanoseconds",
                                                     path: JSONPath.member(key, of: samples.path))
            }
            return value
        }
        let countNode = try samples.require("count")
        let count = try countNode.int(path: JSONPath.member("count", of: samples.path))
        guard count > 0 else {
            throw countNode.error(.invalidValue, expected: "a positive sample count", path: JSONPath.member("count", of: samples.path))
        }
        let summary = SampleSummary(count: count, min: try nanoseconds("minNanoseconds"), p50: try nanoseconds("p50Nanoseconds"),
                                    p90: try nanoseconds("p90Nanoseconds"), p99: try nanoseconds("p99Nanoseconds"),
                                    max: try nanoseconds("maxNanoseconds"), mean: try nanoseconds("meanNanoseconds"))
        let misses = try member("budgetMisses").objectReader(path: JSONPath.member("budgetMisses", of: path))
        var budgetMisses: [(budget: String, frames: Int)] = []
        for entry in misses.members {
            budgetMisses.append((entry.key, try entry.node.int(path: JSONPath.member(entry.key, of: misses.path))))
        }
        let countersReader = try member("counters").objectReader(path: JSONPath.member("counters", of: path))
        var counters: [(name: Counter, value: Double)] = []
        for entry in countersReader.members {
            let path = JSONPath.member(entry.key, of: countersReader.path)
            guard let counter = Counter(rawValue: entry.key) else {
                throw entry.node.error(.invalidValue, expected: "a counter this perflab knows ("
                                       + Counter.allCases.map(\.rawValue).joined(separator: ", ") + "), not '\(entry.key)'", path: path)
            }
            counters.append((counter, try entry.node.double(path: path)))
        }
        var callsPerSample = 1, instructions: Double?
        if version >= 3 {
            let callsNode = try samples.require("callsPerSample")
            callsPerSample = try callsNode.int(path: JSONPath.member("callsPerSample", of: samples.path))
            guard callsPerSample > 0 else {
                throw callsNode.error(.invalidValue, expected: "a positive number of calls", path: JSONPath.member("callsPerSample", of: samples.path))
            }
            let instructionsNode = try member("instructionsPerOperation")
            if case .null = instructionsNode.value {
                instructions = nil
            } else {
                instructions = try instructionsNode.double(path: JSONPath.member("instructionsPerOperation", of: path))
            }
        }
        let key = try BenchmarkKey(members: object)
        var result = BenchmarkResult(family: key.family, engine: key.engine, strategy: key.strategy, items: key.items,
                                     summary: summary, budgetMisses: budgetMisses, counters: counters)
        result.callsPerSample = callsPerSample
        result.instructionsPerOperation = instructions
        if counted { result.counted = try decodeCost(try member("counted"), path: JSONPath.member("counted", of: path)) }
        return result
    }

    /// A counted benchmark's Callgrind totals, checked against `CountedCost`'s invariants.
    private static func decodeCost(_ node: JSONNode, path: String) throws(JSONError) -> CountedCost {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["operations", "instructions", "dataReads", "dataWrites", "firstLevelMisses",
                                               "lastLevelMisses", "instructionsPerOperation", "estimatedCyclesPerOperation"])
        func total(_ key: String, minimum: Int = 0) throws(JSONError) -> Int {
            let member = try object.require(key)
            let value = try member.int(path: JSONPath.member(key, of: path))
            guard value >= minimum else {
                throw member.error(.invalidValue, expected: minimum > 0 ? "a positive count" : "a non-negative count",
                                   path: JSONPath.member(key, of: path))
            }
            return value
        }
        let cost = CountedCost(instructions: try total("instructions"), dataReads: try total("dataReads"),
                               dataWrites: try total("dataWrites"), firstLevelMisses: try total("firstLevelMisses"),
                               lastLevelMisses: try total("lastLevelMisses"), operations: try total("operations", minimum: 1))
        guard cost.lastLevelMisses <= cost.firstLevelMisses, cost.firstLevelMisses <= cost.accesses else {
            throw node.error(.invalidValue, expected: "misses of each cache level at most the accesses of the level above", path: path)
        }
        return cost
    }
}
