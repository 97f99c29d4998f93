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
