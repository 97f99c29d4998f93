/// Why a JSON text was rejected, either by the parser or by the code that decodes its values.
///
/// The message names what was expected and what was found. `description` puts the parts together on one line,
/// leaving out the parts that are absent:
///
///     line 12, column 5: sections[2].items: expected an integer, found a string
///     line 3, column 7: expected ',' or '}' after an object member, found 'x'
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The category of a `JSONError`.
    public enum Kind: Hashable, Sendable {
        /// The text is not JSON (RFC 8259) or exceeds a parser limit.
        case syntax
        /// A value has the wrong JSON type, or a number is not an integer where one is required.
        case typeMismatch
        /// An object lacks a required key.
        case missingKey
        /// An object has a key the reader does not accept.
        case unknownKey
        /// A value has the right type but is not acceptable, such as an integer outside the range of `Int`.
        case invalidValue
    }

    public var kind: Kind
    /// What was expected and what was found, without position or path.
    public var message: String
    /// Where the offending value or character is, when known.
    public var position: SourcePosition?
    /// The path of the offending value from the root, like `sections[2].items`; empty for the root and for syntax
    /// errors.
    public var path: String

    public init(kind: Kind, message: String, position: SourcePosition?, path: String = "") {
        self.kind = kind
        self.message = message
        self.position = position
        self.path = path
    }

    public var description: String {
        var text = ""
        if let position {
            text += "\(position): "
        }
        if !path.isEmpty {
            text += "\(path): "
        }
        return text + message
    }
}
