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
