/// Parses JSON text, strictly per RFC 8259, into a tree of values that remember their positions.
///
/// Accepted: exactly one value of any type, with optional whitespace (space, tab, line feed, carriage return)
/// around it. Rejected with a `.syntax` error that names what was expected and what was found: empty input,
/// trailing content, trailing commas, comments, single quotes, unescaped control characters in strings, unknown
/// escapes, unpaired UTF-16 surrogates in `\u` escapes, numbers outside the JSON grammar (leading zeros, `+`, `.5`,
/// `NaN`, `Infinity`), numbers too large for `Double`, duplicate keys within one object, and nesting deeper than
/// `maximumDepth`.
///
/// The parser works on the UTF-8 bytes of the text and keeps its own stack of open arrays and objects, so deep
/// input can never overflow the call stack. Numbers are correctly rounded to the nearest `Double`; numbers too small
/// for `Double` become zero.
public enum JSONParser {
    /// The deepest nesting of arrays and objects that `parse(_:)` accepts: `[[1]]` has depth 2.
    public static let maximumDepth = 512

    /// Parses `text` as one JSON value.
    ///
    /// - Throws: `JSONError` of kind `.syntax`, positioned at the offending character (at the opening quote for an
    ///   unterminated string, at the first character of an out-of-range number, at the second occurrence of a
    ///   duplicate key).
    /// - Complexity: O(n), where n is the length of `text` in UTF-8 bytes.
    public static func parse(_ text: String) throws(JSONError) -> JSONNode {
        var text = text
        let result = text.withUTF8 { bytes in
            var parser = ByteParser(bytes: bytes)
            return Result { () throws(JSONError) in try parser.parseDocument() }
        }
        return try result.get()
    }
}

/// What the parser was about to read when it expected a value, to say so in the error message.
private enum ValueContext {
    case document
    case firstElement
    case elementAfterComma
    case member(key: String)

    var expectation: String {
        switch self {
        case .document: "a value"
        case .firstElement: "a value or ']'"
        case .elementAfterComma: "a value after ',' in an array"
        case .member(let key): "a value for the key \(JSONWriter.quoted(key))"
        }
    }
}

/// An array or object whose closing bracket the parser has not reached yet.
private struct OpenContainer {
    /// Objects with fewer members than this check for duplicate keys by scanning their members; larger ones use
    /// `keys`.
    static let linearKeySearchLimit = 16

    let isObject: Bool
    let position: SourcePosition
    /// Where this container's finished children start in the parser's `pendingElements` or `pendingMembers`.
    let firstChild: Int
    /// Empty until the object reaches `linearKeySearchLimit` members; from then on, the keys of all members and of
    /// the pending key.
    var keys: Set<String> = []
    /// The key whose value is being parsed (objects only).
    var pendingKey = ""
    var pendingKeyPosition = SourcePosition(line: 0, column: 0)

    /// Makes `key` the pending key unless one of `members`, the object's finished members, already has it; returns
    /// whether it was new.
    ///
    /// - Complexity: O(1) amortized for large objects, O(m) below `linearKeySearchLimit` members.
    mutating func acceptKey(
        _ key: String, at position: SourcePosition, members: ArraySlice<JSONMember>
    ) -> Bool {
        if members.count < Self.linearKeySearchLimit {
            if members.contains(where: { $0.key == key }) { return false }
        } else {
            if keys.isEmpty {
                keys = Set(members.lazy.map(\.key))
            }
            if !keys.insert(key).inserted { return false }
        }
        pendingKey = key
        pendingKeyPosition = position
        return true
    }
}

/// The parser's state over the UTF-8 bytes of one text.
///
/// Invariant: `lineStart <= offset`, `line` is the line of `offset`, and `continuationBytes` counts the UTF-8
/// continuation bytes in `bytes[lineStart..<offset]`, so that columns count Unicode scalars. Only strings can hold
/// non-ASCII bytes and strings never span lines, so `continuationBytes` changes only when a string is read.
private struct ByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var line = 1
    var lineStart = 0
    var continuationBytes = 0
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// The finished elements of all open arrays, innermost last. Collecting children here and copying them out when
    /// their container closes allocates each container's storage once, at its final size, instead of growing an
    /// array per container.
    var pendingElements: [JSONNode] = []
    /// The finished members of all open objects, innermost last.
    var pendingMembers: [JSONMember] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Structure

    mutating func parseDocument() throws(JSONError) -> JSONNode {
        var stack: [OpenContainer] = []
        var context = ValueContext.document
        parsing: while true {
            skipWhitespace()
            var node: JSONNode
            let start = currentPosition
            guard offset < bytes.count else { throw expected(context.expectation, at: offset) }
            switch bytes[offset] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = bytes[offset] == UInt8(ascii: "{")
                guard stack.count < JSONParser.maximumDepth else {
                    throw syntaxError(
                        "nesting too deep: expected at most \(JSONParser.maximumDepth) nested arrays and objects",
                        at: offset)
                }
                offset += 1
                skipWhitespace()
                let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard offset < bytes.count && bytes[offset] == closing else {
                    let firstChild = isObject ? pendingMembers.count : pendingElements.count
                    stack.append(OpenContainer(isObject: isObject, position: start, firstChild: firstChild))
                    context = isObject
                        ? try parseKey(into: &stack[stack.count - 1], expectation: "a string key or '}'")
                        : .firstElement
                    continue parsing
                }
                offset += 1
                node = JSONNode(value: isObject ? .object([]) : .array([]), position: start)
            case UInt8(ascii: "\""):
                node = JSONNode(value: .string(try parseString()), position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                node = JSONNode(value: .number(try parseNumber()), position: start)
            default:
                node = JSONNode(value: try parseLiteral(context), position: start)
            }
            // Attach the finished value to its container, closing every container that ends right after it.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                let next: UInt8? = offset < bytes.count ? bytes[offset] : nil
                if stack[top].isObject {
                    let member = JSONMember(
                        key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition, node: node)
                    pendingMembers.append(member)
                    if next == UInt8(ascii: ",") {
                        offset += 1
                        skipWhitespace()
                        context = try parseKey(into: &stack[top], expectation: "a string key after ',' in an object")
                        continue parsing
                    }
                    guard next == UInt8(ascii: "}") else {
                        throw expected("',' or '}' after an object member", at: offset)
                    }
                    offset += 1
                    let container = stack.removeLast()
                    let members = Array(pendingMembers[container.firstChild...])
                    pendingMembers.removeSubrange(container.firstChild...)
                    node = JSONNode(value: .object(members), position: container.position)
                } else {
                    pendingElements.append(node)
                    if next == UInt8(ascii: ",") {
                        offset += 1
                        context = .elementAfterComma
                        continue parsing
                    }
                    guard next == UInt8(ascii: "]") else {
                        throw expected("',' or ']' after an array element", at: offset)
                    }
                    offset += 1
                    let container = stack.removeLast()
                    let elements = Array(pendingElements[container.firstChild...])
                    pendingElements.removeSubrange(container.firstChild...)
                    node = JSONNode(value: .array(elements), position: container.position)
                }
            }
            skipWhitespace()
            guard offset == bytes.count else {
                throw expected("the end of input after the top-level value", at: offset)
            }
            return node
        }
    }

    /// Reads `"key"` and the colon after it, at `offset` (after whitespace), making it the object's pending key.
    private mutating func parseKey(
        into object: inout OpenContainer, expectation: String
    ) throws(JSONError) -> ValueContext {
        guard offset < bytes.count && bytes[offset] == UInt8(ascii: "\"") else {
            throw expected(expectation, at: offset)
        }
        let keyOffset = offset
        let position = currentPosition
        let key = try parseString()
        let members = pendingMembers[object.firstChild...]
        guard object.acceptKey(key, at: position, members: members) else {
            let first = members.first { $0.key == key }!.keyPosition
            throw syntaxError("duplicate key \(JSONWriter.quoted(key)) in an object; the first is at \(first)",
                              at: keyOffset)
        }
        skipWhitespace()
        guard offset < bytes.count && bytes[offset] == UInt8(ascii: ":") else {
            throw expected("':' after the key \(JSONWriter.quoted(key))", at: offset)
        }
        offset += 1
        return .member(key: key)
    }

    /// Reads `true`, `false` or `null` at `offset`; anything else is where a value was expected.
    private mutating func parseLiteral(_ context: ValueContext) throws(JSONError) -> JSONValue {
        let end = wordEnd(from: offset)
        let word = UnsafeBufferPointer(rebasing: bytes[offset..<end])
        let value: JSONValue
        if word.elementsEqual("true".utf8) {
            value = .bool(true)
        } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
        } else if word.elementsEqual("null".utf8) {
            value = .null
        } else {
            throw expected(context.expectation, at: offset)
        }
        offset = end
        return value
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                continuationBytes = 0
            default:
                return
            }
        }
    }

    // MARK: Strings

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

    // MARK: Numbers

    /// The powers of ten that are exact in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number starting at `offset` (a `-` or a digit).
    ///
    /// Numbers with at most 2^53 as significand and a decimal exponent within ±22 are computed exactly with one
    /// rounding (Clinger's fast path); the rest go through the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONError) -> Double {
        let start = offset
        var index = offset
        let isNegative = bytes[index] == UInt8(ascii: "-")
        if isNegative {
            index += 1
        }
        var significand: UInt64 = 0
        var isSignificandExact = true
        var decimalExponent = 0

        func digit(at index: Int) -> UInt64? {
            guard index < bytes.count else { return nil }
            let value = bytes[index] &- UInt8(ascii: "0")
            return value < 10 ? UInt64(value) : nil
        }
        func accumulate(_ digit: UInt64) {
            if significand <= (UInt64.max - 9) / 10 {
                significand = significand * 10 + digit
            } else {
                isSignificandExact = false
            }
        }

        guard let first = digit(at: index) else {
            throw expected("a digit after '-'", at: index)
        }
        index += 1
        if first == 0 {
            if digit(at: index) != nil {
                throw syntaxError("expected a number without leading zeros, found \(describe(at: start))", at: start)
            }
        } else {
            accumulate(first)
            while let next = digit(at: index) {
                accumulate(next)
                index += 1
            }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(at: index) != nil else { throw expected("a digit after '.' in a number", at: index) }
            while let next = digit(at: index) {
                accumulate(next)
                decimalExponent -= 1
                index += 1
            }
        }
        if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var isExponentNegative = false
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digit(at: index) != nil else { throw expected("a digit in the exponent of a number", at: index) }
            var exponent = 0
            while let next = digit(at: index) {
                // Saturate: any exponent this large already makes the number infinite or zero.
                if exponent < 1_000_000 {
                    exponent = exponent * 10 + Int(next)
                }
                index += 1
            }
            decimalExponent += isExponentNegative ? -exponent : exponent
        }
        offset = index

        if isSignificandExact && significand <= 1 << 53 && (-22...22).contains(decimalExponent) {
            let magnitude = decimalExponent < 0
                ? Double(significand) / Self.exactPowersOfTen[-decimalExponent]
                : Double(significand) * Self.exactPowersOfTen[decimalExponent]
            return isNegative ? -magnitude : magnitude
        }
        if isSignificandExact && significand == 0 {
            return isNegative ? -0.0 : 0.0
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw syntaxError("number out of range: \(text) does not fit in a Double", at: start)
        }
        return value
    }

    // MARK: Diagnostics

    /// The position of the token starting at `offset`.
    var currentPosition: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    /// The position of `index`, which must be on the current line.
    ///
    /// - Complexity: O(k), where k is the distance from the start of the line.
    private func position(at index: Int) -> SourcePosition {
        var column = 1
        for byteIndex in lineStart..<index where bytes[byteIndex] & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: line, column: column)
    }

    private func syntaxError(_ message: String, at index: Int) -> JSONError {
        JSONError(kind: .syntax, message: message, position: position(at: index))
    }

    /// A syntax error at `index` that says what was expected and what is there.
    private func expected(_ expectation: String, at index: Int) -> JSONError {
        syntaxError("expected \(expectation), found \(describe(at: index))", at: index)
    }

    /// Whether `byte` belongs to a run that error messages quote whole: `'NaN'`, `'+1'`, `'0123'`, `'tru'`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// The end of the run of word bytes starting at `index`.
    private func wordEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count && Self.isWordByte(bytes[end]) {
            end += 1
        }
        return end
    }

    /// What is at `index`, for the "found" part of an error message.
    private func describe(at index: Int) -> String {
        guard index < bytes.count else { return "the end of input" }
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            let maximumLength = 24
            let end = wordEnd(from: index)
            let shownEnd = min(end, index + maximumLength)
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<shownEnd]), as: UTF8.self)
            return "'\(word)\(shownEnd < end ? "..." : "")'"
        }
        return describeCharacter(at: index)
    }

    /// The one character at `index`, for the "found" part of an error message.
    private func describeCharacter(at index: Int) -> String {
        guard index < bytes.count else { return "the end of input" }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"): return "a line break"
        case UInt8(ascii: "\r"): return "a carriage return"
        case UInt8(ascii: "\t"): return "a tab"
        case 0..<0x20, 0x7F: return "the control character U+00\(JSONWriter.hexDigits(of: byte))"
        case UInt8(ascii: "'"): return "\"'\""
        case 0x20..<0x80: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, bytes.count)
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "'"
        }
    }
}
