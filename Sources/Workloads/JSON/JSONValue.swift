/// A place in a JSON text, for error messages that point at the offending value.
///
/// Both fields are 1-based. Lines are separated by line feeds (`"\n"`); a carriage return before one is ordinary
/// whitespace. `column` counts Unicode scalars, not UTF-8 bytes, so it matches what an editor shows for text
/// without combining characters.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars from the start of the line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 12, column 5`.
    public var description: String { "line \(line), column \(column)" }
}

/// A parsed JSON value. Arrays and objects hold `JSONNode`s, so every nested value keeps its own position.
///
/// Numbers are `Double`s; a parsed number is always finite. Objects keep their members in document order and never
/// hold two members with the same key (the parser rejects duplicates).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
}

/// A JSON value together with where it starts in the text it was parsed from.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    /// The position of the value's first character: the quote of a string, the bracket of an array, and so on.
    public var position: SourcePosition

    public init(value: JSONValue, position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    /// The position of the opening quote of the key.
    public var keyPosition: SourcePosition
    public var node: JSONNode

    public init(key: String, keyPosition: SourcePosition, node: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.node = node
    }
}
