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
struct ByteParser {
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
        /// Pops the innermost container: its position, and its children, taken off the end of `pending`.
        func close<Child>(_ pending: inout [Child]) -> (position: SourcePosition, children: [Child]) {
            let container = stack.removeLast()
            let children = Array(pending[container.firstChild...])
            pending.removeSubrange(container.firstChild...)
            return (container.position, children)
        }
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
                    try consume(UInt8(ascii: "}"), expecting: "',' or '}' after an object member")
                    let (position, members) = close(&pendingMembers)
                    node = JSONNode(value: .object(members), position: position)
                } else {
                    pendingElements.append(node)
                    if next == UInt8(ascii: ",") {
                        offset += 1
                        context = .elementAfterComma
                        continue parsing
                    }
                    try consume(UInt8(ascii: "]"), expecting: "',' or ']' after an array element")
                    let (position, elements) = close(&pendingElements)
                    node = JSONNode(value: .array(elements), position: position)
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
        try consume(UInt8(ascii: ":"), expecting: "':' after the key \(JSONWriter.quoted(key))")
        return .member(key: key)
    }

    /// Steps over `byte` at `offset`; anything else there, or the end of input, is a syntax error
    /// saying that `expectation` was expected (the message is built only then).
    private mutating func consume(_ byte: UInt8, expecting expectation: @autoclosure () -> String) throws(JSONError) {
        guard offset < bytes.count && bytes[offset] == byte else { throw expected(expectation(), at: offset) }
        offset += 1
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
}
