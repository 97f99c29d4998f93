import LabSupport
import Workloads

/// A target row in a report of schema version 3 (docs/perflab.md, "Report schema"): every field
/// of `PerformanceTarget` (`judgedBy`, its basis, optional: absent before session 15's reports), numbers as numbers (`null` where the row has none; an infinite margin,
/// nothing stored to measure against, as `null` too, with `measured` saying why).
extension PerformanceTarget {
    var json: JSONOutput {
        func number(_ value: Double?) -> JSONOutput { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("target", .string(target)), ("engine", .string(BenchmarkKey.fileText(engine))), ("items", .int(items)), ("statedItems", .int(statedItems)),
            ("status", .string(status.rawValue)), ("measured", .string(measured)), ("required", .string(required)),
            ("value", number(value)), ("limit", number(limit)), ("bound", bound.map { .string($0.rawValue) } ?? .null),
            ("margin", margin.map { $0.isFinite ? .number($0) : .string("infinity") } ?? .null), ("note", .string(note)),
            ("judgedBy", basis.map { .string($0.rawValue) } ?? .null),
        ])
    }

    /// Reads a row written by `json`. Strict: unknown or missing keys, an unknown status or bound,
    /// values of the wrong type are errors naming the key's path.
    static func decode(_ node: JSONNode, path: String) throws(JSONError) -> PerformanceTarget {
        let object = try node.objectReader(path: path)
        try object.rejectUnknownKeys(allowed: ["target", "engine", "items", "statedItems", "status", "measured", "required",
                                               "value", "limit", "bound", "margin", "note", "judgedBy"])
        func member(_ key: String) -> String { JSONPath.member(key, of: path) }
        func string(_ key: String) throws(JSONError) -> String { try object.require(key).string(path: member(key)) }
        func optionalNumber(_ key: String) throws(JSONError) -> Double? {
            let node = try object.require(key)
            if case .null = node.value { return nil }
            return try node.double(path: member(key))
        }
        let statusNode = try object.require("status")
        guard let status = Status(rawValue: try statusNode.string(path: member("status"))) else {
            throw statusNode.error(.invalidValue, expected: "one of " + Status.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                                   path: member("status"))
        }
        let boundNode = try object.require("bound")
        var bound: Bound?
        if case .null = boundNode.value {
            bound = nil
        } else {
            guard let known = Bound(rawValue: try boundNode.string(path: member("bound"))) else {
                throw boundNode.error(.invalidValue, expected: "\"at most\", \"at least\" or null", path: member("bound"))
            }
            bound = known
        }
        let marginNode = try object.require("margin")
        var margin: Double?
        switch marginNode.value {
        case .null: margin = nil
        case .string: 
            guard try marginNode.string(path: member("margin")) == "infinity" else {
                throw marginNode.error(.invalidValue, expected: "a number, \"infinity\" or null", path: member("margin"))
            }
            margin = .infinity
        default: margin = try marginNode.double(path: member("margin"))
        }
        // Optional: reports written before it existed have no `judgedBy`.
        var basis: Basis?
        if let basisNode = object.optional("judgedBy"), !Self.isNull(basisNode) {
            guard let known = Basis(rawValue: try basisNode.string(path: member("judgedBy"))) else {
                throw basisNode.error(.invalidValue, expected: "one of " + Basis.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                                          + " or null", path: member("judgedBy"))
            }
            basis = known
        }
        return PerformanceTarget(target: try string("target"), engine: BenchmarkKey.fromFile(try string("engine")),
                                 items: try object.require("items").int(path: member("items")),
                                 statedItems: try object.require("statedItems").int(path: member("statedItems")),
                                 measured: try string("measured"), required: try string("required"),
                                 value: try optionalNumber("value"), limit: try optionalNumber("limit"), bound: bound,
                                 margin: margin, status: status, note: try string("note"), basis: basis)
    }

    private static func isNull(_ node: JSONNode) -> Bool {
        if case .null = node.value { return true }
        return false
    }
}
