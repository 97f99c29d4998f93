/// A JSON value together with where it starts in the text it was parsed from.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    /// The position of the value's first character: the quote of a string, the bracket of an array, and so on.
    public var position: SourcePosition
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    /// The position of the opening quote of the key.
    public var keyPosition: SourcePosition
    public var node: JSONNode
}
