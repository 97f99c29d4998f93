extension JSONParser {
    /// The file at `path`, read as `kind` (its size limit and its name in errors), parsed, and
    /// decoded by `decode`: how every lab file is loaded.
    /// - Throws: `LabError`, one line: the file's problem (`TextFiles.read`), or the path followed by
    ///   the parser's or the decoder's error (line, column and the bad value's path).
    /// - Complexity: O(n) plus `decode`, where n is the size of the file.
    package static func load<Value>(_ path: String, as kind: InputKind,
                                    decode: (JSONNode) throws(JSONError) -> Value) throws(LabError) -> Value {
        let text = try TextFiles.read(path, as: kind)
        do {
            return try decode(parse(text))
        } catch {
            throw LabError("\(path): \(error)")
        }
    }
}
