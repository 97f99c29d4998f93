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
