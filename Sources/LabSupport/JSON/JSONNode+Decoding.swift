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
    package func double(path: String) throws(JSONError) -> Double {
        guard case .number(let number) = value else { throw error(.typeMismatch, expected: "a number", path: path) }
        return number
    }

    /// The value as an `Int`.
    ///
    /// - Throws: `.typeMismatch` unless the value is an integral number (`2.0` and `2e3` are integers, `2.5` is
    ///   not); `.invalidValue` if it is outside the range of `Int`.
    package func int(path: String) throws(JSONError) -> Int {
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
    package func string(path: String) throws(JSONError) -> String {
        guard case .string(let string) = value else { throw error(.typeMismatch, expected: "a string", path: path) }
        return string
    }

    /// The value as a Boolean.
    ///
    /// - Throws: `.typeMismatch` unless the value is `true` or `false`.
    package func bool(path: String) throws(JSONError) -> Bool {
        guard case .bool(let bool) = value else { throw error(.typeMismatch, expected: "a boolean", path: path) }
        return bool
    }

    /// The elements of the value, which must be an array; the path of element `i` is
    /// `JSONPath.element(i, of: path)`.
    ///
    /// - Throws: `.typeMismatch` unless the value is an array.
    package func array(path: String) throws(JSONError) -> [JSONNode] {
        guard case .array(let elements) = value else {
            throw error(.typeMismatch, expected: "an array", path: path)
        }
        return elements
    }

    /// A reader for the members of the value, which must be an object.
    ///
    /// - Throws: `.typeMismatch` unless the value is an object.
    package func objectReader(path: String) throws(JSONError) -> JSONObjectReader {
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
    package func error(_ kind: JSONError.Kind, expected expectation: String, path: String) -> JSONError {
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
