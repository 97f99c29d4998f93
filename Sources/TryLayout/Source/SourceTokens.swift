/// The tokens of a file's code (`SwiftSource.code`: comments and strings blanked), as the
/// declaration scan reads them: identifiers (keywords included, and `@name` attributes and `#name`
/// directives as one token each), and single punctuation bytes. Numbers are identifiers too; the
/// scan never needs them apart.
struct SourceToken: Equatable {
    var text: String
    /// Byte offsets in the file.
    var range: Range<Int>

    var isIdentifier: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "`" || $0.isNumber } ?? false }
}

extension SwiftSource {
    /// The tokens of the code, in order.
    /// - Complexity: O(n) in the text's length.
    var tokens: [SourceToken] {
        var tokens: [SourceToken] = []
        var index = 0
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            let start = index
            if isWordByte(byte) || ((byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")) && index + 1 < code.count && isWordByte(code[index + 1])) {
                index += 1
                while index < code.count && isWordByte(code[index]) { index += 1 }
            } else if byte == UInt8(ascii: "`") {
                index += 1
                while index < code.count && code[index] != UInt8(ascii: "`") && code[index] != UInt8(ascii: "\n") { index += 1 }
                index = Swift.min(code.count, index + 1)
            } else {
                index += 1
            }
            tokens.append(SourceToken(text: String(decoding: code[start..<index], as: UTF8.self), range: start..<index))
        }
        return tokens
    }
}

extension Array where Element == SourceToken {
    /// The index of the token closing the bracket opened at `open` (`(`, `[`, `{` or `<`), or nil
    /// when the file ends first. Angle brackets count only other angle brackets (generic clauses).
    /// - Complexity: O(k) in the tokens up to the closing one.
    func closing(_ open: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let closer = pairs[self[open].text] else { return nil }
        var depth = 0
        for index in open..<count {
            if self[index].text == self[open].text { depth += 1 }
            else if self[index].text == closer && !(closer == ">" && index > 0 && self[index - 1].text == "-") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
