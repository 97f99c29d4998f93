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
