// The string grammar of RFC 8259 §7: escapes, surrogate pairs, control characters refused.
extension ByteParser {
    /// Reads the string whose opening quote is at `offset`, leaving `offset` after its closing quote.
    mutating func parseString() throws(JSONError) -> String {
        let quoteOffset = offset
        var index = offset + 1
        var segmentStart = index
        var hasEscapes = false
        var continuation = 0
        while true {
            guard index < bytes.count else { throw unterminatedString(at: quoteOffset) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    scratch.removeAll(keepingCapacity: true)
                    hasEscapes = true
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                index = try appendEscape(at: index, quoteOffset: quoteOffset)
                segmentStart = index
            } else if byte < 0x20 {
                throw expected("an escaped control character (such as '\\n') in a string", at: index)
            } else {
                if byte & 0xC0 == 0x80 {
                    continuation += 1
                }
                index += 1
            }
        }
        let tail = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
        let string: String
        if hasEscapes {
            scratch.append(contentsOf: tail)
            string = String(decoding: scratch, as: UTF8.self)
        } else {
            string = String(decoding: tail, as: UTF8.self)
        }
        continuationBytes += continuation
        offset = index + 1
        return string
    }

    /// Appends the UTF-8 of the escape whose backslash is at `index` to `scratch`; returns the index after it.
    private mutating func appendEscape(at index: Int, quoteOffset: Int) throws(JSONError) -> Int {
        guard index + 1 < bytes.count else { throw unterminatedString(at: quoteOffset) }
        let replacement: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): replacement = bytes[index + 1]
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = 0x0A
        case UInt8(ascii: "r"): replacement = 0x0D
        case UInt8(ascii: "t"): replacement = 0x09
        case UInt8(ascii: "u"): return try appendUnicodeEscape(at: index)
        default:
            throw syntaxError(
                "expected an escape character ('\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\\', "
                    + "found \(describeCharacter(at: index + 1))",
                at: index + 1)
        }
        scratch.append(replacement)
        return index + 2
    }

    /// Appends the UTF-8 of the `\uXXXX` escape at `index`, or of the surrogate pair starting there, to `scratch`;
    /// returns the index after it.
    private mutating func appendUnicodeEscape(at index: Int) throws(JSONError) -> Int {
        let unit = try hexQuad(at: index + 2)
        var end = index + 6
        let scalar: Unicode.Scalar
        switch unit {
        case 0xD800...0xDBFF:
            let expectation = "a low surrogate escape ('\\uDC00' to '\\uDFFF') after it"
            guard end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\\") && bytes[end + 1] == UInt8(ascii: "u")
            else {
                throw syntaxError(
                    "unpaired high surrogate \(escapeText(at: index)): expected \(expectation), "
                        + "found \(describe(at: end))",
                    at: index)
            }
            let low = try hexQuad(at: end + 2)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw syntaxError(
                    "unpaired high surrogate \(escapeText(at: index)): expected \(expectation), "
                        + "found \(escapeText(at: end))",
                    at: index)
            }
            scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10 | UInt32(low - 0xDC00)))!
            end += 6
        case 0xDC00...0xDFFF:
            throw syntaxError(
                "unpaired low surrogate \(escapeText(at: index)): "
                    + "expected a high surrogate escape ('\\uD800' to '\\uDBFF') before it",
                at: index)
        default:
            scalar = Unicode.Scalar(unit)!
        }
        UTF8.encode(scalar) { scratch.append($0) }
        return end
    }

    /// The value of the four hexadecimal digits at `index`.
    private func hexQuad(at index: Int) throws(JSONError) -> UInt16 {
        var value: UInt16 = 0
        for digitIndex in index..<index + 4 {
            guard digitIndex < bytes.count, let digit = Self.hexDigitValue(bytes[digitIndex]) else {
                throw syntaxError(
                    "expected four hexadecimal digits after '\\u', found \(describeCharacter(at: digitIndex))",
                    at: digitIndex)
            }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The six characters of the `\uXXXX` escape at `index`, quoted, as written in the text.
    private func escapeText(at index: Int) -> String {
        "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + 6]), as: UTF8.self) + "'"
    }

    private func unterminatedString(at quoteOffset: Int) -> JSONError {
        syntaxError("unterminated string: expected a closing '\"', found the end of input", at: quoteOffset)
    }
}
