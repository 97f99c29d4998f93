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
    package var check: String
    package var message: String

    package init(caseSeed: UInt64, campaignSeed: UInt64, engine: String? = nil, step: Int, operation: String, check: String,
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
            ("check", .string(check)),
            ("message", .string(message)),
        ]).serialized(pretty: true) + "\n"
    }

    package static func load(path: String) throws(LabError) -> FailureRecord {
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
            func seed(_ key: String) throws(JSONError) -> UInt64 {
                let node = try object.require(key)
                guard let value = UInt64(try node.string(path: key)) else {
                    throw node.error(.invalidValue, expected: "a seed as a decimal string", path: key)
                }
                return value
            }
            let stepNode = try object.require("step")
            let step = try stepNode.int(path: "step")
            guard (0...LayoutCase.steps).contains(step) else {
                throw stepNode.error(.invalidValue, expected: "a step from 0 to \(LayoutCase.steps)", path: "step")
            }
            var engine: String?
            if let node = object.optional("engine"), node.value != .null {
                let name = try node.string(path: "engine")
                guard EngineRegistry.current.names.contains(name) else {
                    throw JSONError(kind: .invalidValue,
                                    message: "unknown engine \"\(name)\" (known: \(EngineRegistry.current.names.joined(separator: ", ")))",
                                    position: node.position, path: "engine")
                }
                engine = name
            }
            return FailureRecord(caseSeed: try seed("caseSeed"), campaignSeed: try seed("campaignSeed"), engine: engine,
                                 step: step,
                                 operation: try object.require("operation").string(path: "operation"),
                                 check: try object.require("check").string(path: "check"),
                                 message: try object.require("message").string(path: "message"))
        } catch {
            throw LabError("\(path): \(error)")
        }
    }
}
