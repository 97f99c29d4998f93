/// Reading typed values out of a parsed tree, with errors that say where the bad value is.
///
/// Every reader takes the `path` of the node it reads (like `sections[2].items`, empty for the root) and puts it,
/// with the node's own position, into any error it throws. Build child paths with `JSONPath`:
///
///     let object = try node.objectReader(path: path)
///     try object.rejectUnknownKeys(allowed: ["name", "width"])
///     let width = try object.require("width").double(path: JSONPath.member("width", of: path))
extension JSONNode {
    /// The value as a number.
    ///
    /// - Throws: `.typeMismatch` unless the value is a number.
    public func double(path: String) throws(JSONError) -> Double {
        guard case .number(let number) = value else { throw error(.typeMismatch, expected: "a number", path: path) }
        return number
    }

    /// The value as an `Int`.
    ///
    /// - Throws: `.typeMismatch` unless the value is an integral number (`2.0` and `2e3` are integers, `2.5` is
    ///   not); `.invalidValue` if it is outside the range of `Int`.
    public func int(path: String) throws(JSONError) -> Int {
        // Every double of magnitude 2^52 or more is whole. Converting through Int64 rather than calling `rounded`
        // or `Int(exactly:)` avoids libm, which Linux executables without Foundation or Glibc do not link.
        guard case .number(let number) = value, number.isFinite,
            number.magnitude >= 0x1p52 || Double(Int64(number)) == number
        else {
            throw error(.typeMismatch, expected: "an integer", path: path)
        }
        guard number >= Double(Int.min) && number < -Double(Int.min) else {
            throw error(.invalidValue, expected: "an integer between \(Int.min) and \(Int.max)", path: path)
        }
        return Int(number)
    }

    /// The value as a string.
    ///
    /// - Throws: `.typeMismatch` unless the value is a string.
    public func string(path: String) throws(JSONError) -> String {
        guard case .string(let string) = value else { throw error(.typeMismatch, expected: "a string", path: path) }
        return string
    }

    /// The value as a Boolean.
    ///
    /// - Throws: `.typeMismatch` unless the value is `true` or `false`.
    public func bool(path: String) throws(JSONError) -> Bool {
        guard case .bool(let bool) = value else { throw error(.typeMismatch, expected: "a boolean", path: path) }
        return bool
    }

    /// The elements of the value, which must be an array; the path of element `i` is
    /// `JSONPath.element(i, of: path)`.
    ///
    /// - Throws: `.typeMismatch` unless the value is an array.
    public func array(path: String) throws(JSONError) -> [JSONNode] {
        guard case .array(let elements) = value else {
            throw error(.typeMismatch, expected: "an array", path: path)
        }
        return elements
    }

    /// A reader for the members of the value, which must be an object.
    ///
    /// - Throws: `.typeMismatch` unless the value is an object.
    public func objectReader(path: String) throws(JSONError) -> JSONObjectReader {
        guard case .object(let members) = value else {
            throw error(.typeMismatch, expected: "an object", path: path)
        }
        return JSONObjectReader(members: members, path: path, position: position)
    }

    /// An error at this node: "expected `expectation`, found ..." with a short description of the value (`a
    /// string`, `an array`, `an object`, `null`, `true`, or the number itself).
    ///
    /// Use it for checks beyond the JSON type, such as `node.error(.invalidValue, expected: "a positive width",
    /// path: path)`, which reads "expected a positive width, found -3".
    public func error(_ kind: JSONError.Kind, expected expectation: String, path: String) -> JSONError {
        let found: String
        switch value {
        case .null: found = "null"
        case .bool(let bool): found = bool ? "true" : "false"
        case .number(let number): found = number.isFinite ? JSONWriter.numberText(number) : number.description
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "an object"
        }
        return JSONError(kind: kind, message: "expected \(expectation), found \(found)", position: position, path: path)
    }
}

/// Looks up the members of one JSON object, reporting missing and unknown keys with the object's path.
public struct JSONObjectReader: Sendable {
    /// The object's members, in document order.
    public let members: [JSONMember]
    /// The path of the object.
    public let path: String
    /// The position of the object's `{`.
    public let position: SourcePosition

    /// The value of the member `key`.
    ///
    /// - Throws: `.missingKey`, positioned at the object, if there is no such member.
    /// - Complexity: O(m), where m is the number of members.
    public func require(_ key: String) throws(JSONError) -> JSONNode {
        guard let node = optional(key) else {
            throw JSONError(
                kind: .missingKey, message: "missing required key \(JSONWriter.quoted(key))", position: position,
                path: path)
        }
        return node
    }

    /// The value of the member `key`, or `nil` if there is none. A member whose value is `null` is present.
    ///
    /// - Complexity: O(m), where m is the number of members.
    public func optional(_ key: String) -> JSONNode? {
        members.first { $0.key == key }?.node
    }

    /// Throws if a member's key is not in `allowed`; the error names the first such key in document order and
    /// lists the allowed keys in sorted order.
    ///
    /// - Throws: `.unknownKey`, positioned at the key.
    /// - Complexity: O(m + a log a), where m is the number of members and a the number of allowed keys.
    public func rejectUnknownKeys(allowed: Set<String>) throws(JSONError) {
        guard let unknown = members.first(where: { !allowed.contains($0.key) }) else { return }
        let expectation = allowed.isEmpty
            ? "no keys"
            : "one of " + allowed.sorted().map(JSONWriter.quoted).joined(separator: ", ")
        throw JSONError(
            kind: .unknownKey, message: "unknown key \(JSONWriter.quoted(unknown.key)); expected \(expectation)",
            position: unknown.keyPosition, path: path)
    }
}

/// Builds the paths that decoding errors report: `sections[2].items`.
public enum JSONPath {
    /// The path of the member `key` of the object at `path`: `path.key`, or `key` at the root. A key that is empty
    /// or has characters other than ASCII letters, digits, `_` and `-` is written as `path["key"]` instead.
    ///
    /// - Complexity: O(k), where k is the length of the result.
    public static func member(_ key: String, of path: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
        guard isPlain else { return "\(path)[\(JSONWriter.quoted(key))]" }
        return path.isEmpty ? key : "\(path).\(key)"
    }

    /// The path of element `index` of the array at `path`: `path[index]`.
    ///
    /// - Complexity: O(k), where k is the length of the result.
    public static func element(_ index: Int, of path: String) -> String {
        "\(path)[\(index)]"
    }
}
