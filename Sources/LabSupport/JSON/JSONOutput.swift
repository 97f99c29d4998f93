/// A JSON value to write out, built by the tools without source positions.
///
/// Objects keep the order of their members as given; writing one with repeated keys is allowed but produces text
/// that `JSONParser` rejects. Every number must be finite: JSON cannot represent NaN or infinity, so writing one is
/// a programmer error and traps.
///
/// Round trip: for finite numbers and `int` values with magnitude at most 2^53, `JSONParser.parse` of
/// `serialized(pretty:)` gives back the same values (an `int` comes back as the equal `number`).
public enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// The output that writes `value` (positions dropped).
    ///
    /// - Complexity: O(n), where n is the number of values in the tree.
    public init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number)
        case .string(let string): self = .string(string)
        case .array(let elements): self = .array(elements.map { JSONOutput($0.value) })
        case .object(let members): self = .object(members.map { ($0.key, JSONOutput($0.node.value)) })
        }
    }

    /// The JSON text for this value, without a trailing line break.
    ///
    /// Compact output has no whitespace at all. Pretty output puts each array element and object member on its own
    /// line, indented by two spaces per level, writes `"key": value` with one space, and writes empty arrays and
    /// objects as `[]` and `{}`.
    ///
    /// Numbers: an integral `number` with magnitude below 2^53 is written without a fraction or exponent (`390`,
    /// and `-0` for negative zero); any other number in Swift's shortest round-trip form (`0.5`, `1e-07`,
    /// `1e+16`), which is valid JSON. Strings escape `"`, `\` and the control characters U+0000 to U+001F (as `\b`,
    /// `\f`, `\n`, `\r`, `\t` or `\u00XX`); everything else, including non-ASCII, is written as UTF-8.
    ///
    /// - Precondition: Every `number` in the tree is finite.
    /// - Complexity: O(n), where n is the length of the output.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONWriter(isPretty: pretty)
        writer.write(self, depth: 0)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
