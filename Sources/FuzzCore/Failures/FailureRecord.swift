import LabSupport
import Workloads

/// What a failing case leaves behind: enough to replay it (`fuzz replay FILE`) and to read what
/// went wrong. Written atomically, as JSON, format version 1.
package struct FailureRecord: Equatable {
    static let version = 1

    package var caseSeed: UInt64
    package var campaignSeed: UInt64
    /// The engine the campaign was restricted to (`fuzz run --engine`), or nil.
    package var engine: String? = nil
    package var step: Int
    package var operation: String
    package var check: FailedCheck
    package var message: String

    package init(caseSeed: UInt64, campaignSeed: UInt64, engine: String? = nil, step: Int, operation: String, check: FailedCheck,
                 message: String) {
        self.caseSeed = caseSeed
        self.campaignSeed = campaignSeed
        self.engine = engine
        self.step = step
        self.operation = operation
        self.check = check
        self.message = message
    }

    package func json() -> String {
        JSONOutput.object([
            ("version", .int(Self.version)),
            ("kind", .string("layout-case")),
            ("caseSeed", .string(String(caseSeed))),
            ("campaignSeed", .string(String(campaignSeed))),
            ("engine", engine.map(JSONOutput.string) ?? .null),
            ("step", .int(step)),
            ("operation", .string(operation)),
            ("check", .string(check.name)),
            ("message", .string(message)),
        ]).serialized(pretty: true) + "\n"
    }

    /// Reads a record strictly; an engine it names must be one of `registry`'s.
    package static func load(path: String, registry: EngineRegistry) throws(LabError) -> FailureRecord {
        let text = try TextFiles.read(path, as: .failureRecord)
        do {
            let object = try JSONParser.parse(text).objectReader(path: "")
            try object.rejectUnknownKeys(allowed: ["version", "kind", "caseSeed", "campaignSeed", "engine", "step", "operation",
                                                   "check", "message"])
            let versionNode = try object.require("version")
            guard try versionNode.int(path: "version") == version else {
                throw versionNode.error(.invalidValue, expected: "version \(version)", path: "version")
            }
            let kindNode = try object.require("kind")
            guard try kindNode.string(path: "kind") == "layout-case" else {
                throw kindNode.error(.invalidValue, expected: "\"layout-case\"", path: "kind")
            }
            let stepNode = try object.require("step")
            let step = try stepNode.int(path: "step")
            guard (0...LayoutCase.steps).contains(step) else {
                throw stepNode.error(.invalidValue, expected: "a step from 0 to \(LayoutCase.steps)", path: "step")
            }
            var engine: String?
            if let node = object.optional("engine"), node.value != .null {
                let name = try node.string(path: "engine")
                guard registry.names.contains(name) else {
                    throw JSONError(kind: .invalidValue,
                                    message: "unknown engine \"\(name)\" (known: \(registry.names.joined(separator: ", ")))",
                                    position: node.position, path: "engine")
                }
                engine = name
            }
            return FailureRecord(caseSeed: try object.requireSeed("caseSeed"), campaignSeed: try object.requireSeed("campaignSeed"), engine: engine,
                                 step: step,
                                 operation: try object.requireString("operation"),
                                 check: FailedCheck(name: try object.requireString("check")),
                                 message: try object.requireString("message"))
        } catch {
            throw LabError("\(path): \(error)")
        }
    }
}
