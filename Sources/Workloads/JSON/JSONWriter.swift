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

/// Writes `JSONOutput` trees as UTF-8 bytes; also the one place that formats JSON numbers and strings.
struct JSONWriter {
    let isPretty: Bool
    private(set) var bytes: [UInt8] = []

    init(isPretty: Bool) {
        self.isPretty = isPretty
    }

    mutating func write(_ output: JSONOutput, depth: Int) {
        switch output {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let bool): bytes.append(contentsOf: (bool ? "true" : "false").utf8)
        case .number(let number): bytes.append(contentsOf: Self.numberText(number).utf8)
        case .int(let int): bytes.append(contentsOf: String(int).utf8)
        case .string(let string): writeString(string)
        case .array(let elements):
            writeContainer(elements, depth: depth, brackets: ("[", "]")) { writer, element in
                writer.write(element, depth: depth + 1)
            }
        case .object(let members):
            writeContainer(members, depth: depth, brackets: ("{", "}")) { writer, member in
                writer.writeString(member.key)
                writer.bytes.append(contentsOf: (writer.isPretty ? ": " : ":").utf8)
                writer.write(member.value, depth: depth + 1)
            }
        }
    }

    private mutating func writeContainer<Element>(
        _ elements: [Element], depth: Int, brackets: (open: Unicode.Scalar, close: Unicode.Scalar),
        writeElement: (inout JSONWriter, Element) -> Void
    ) {
        bytes.append(UInt8(ascii: brackets.open))
        if !elements.isEmpty {
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                }
                writeLineBreak(depth: depth + 1)
                writeElement(&self, element)
            }
            writeLineBreak(depth: depth)
        }
        bytes.append(UInt8(ascii: brackets.close))
    }

    private mutating func writeLineBreak(depth: Int) {
        guard isPretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: bytes.append(contentsOf: #"\u00\#(Self.hexDigits(of: byte))"#.utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `string` as a JSON string literal, quotes included; for error messages.
    static func quoted(_ string: String) -> String {
        var writer = JSONWriter(isPretty: false)
        writer.writeString(string)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The two uppercase hexadecimal digits of `byte`.
    static func hexDigits(of byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// `number` as JSON: integral values with magnitude below 2^53 without fraction, others in shortest form.
    ///
    /// - Precondition: `number` is finite.
    static func numberText(_ number: Double) -> String {
        precondition(number.isFinite, "JSON cannot represent the number \(number)")
        // Converting through Int64 rather than calling `rounded`, which needs libm, a library Linux executables
        // that import neither Foundation nor Glibc do not link.
        guard number.magnitude < 0x1p53 && Double(Int64(number)) == number else {
            return number.description
        }
        return number == 0 && number.sign == .minus ? "-0" : String(Int64(number))
    }
}
