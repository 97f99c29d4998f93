/// Writes `JSONOutput` trees as UTF-8 bytes; also the one place that formats JSON numbers and strings.
package struct JSONWriter {
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
    package static func numberText(_ number: Double) -> String {
        precondition(number.isFinite, "JSON cannot represent the number \(number)")
        // Converting through Int64 rather than calling `rounded`, which needs libm, a library Linux executables
        // that import neither Foundation nor Glibc do not link.
        guard number.magnitude < 0x1p53 && Double(Int64(number)) == number else {
            return number.description
        }
        return number == 0 && number.sign == .minus ? "-0" : String(Int64(number))
    }
}
