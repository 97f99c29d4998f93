// Positions and messages for the syntax errors the parser throws.
extension ByteParser {
    /// The position of the token starting at `offset`.
    var currentPosition: SourcePosition {
        SourcePosition(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    /// The position of `index`, which must be on the current line.
    ///
    /// - Complexity: O(k), where k is the distance from the start of the line.
    private func position(at index: Int) -> SourcePosition {
        var column = 1
        for byteIndex in lineStart..<index where bytes[byteIndex] & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: line, column: column)
    }

    func syntaxError(_ message: String, at index: Int) -> JSONError {
        JSONError(kind: .syntax, message: message, position: position(at: index))
    }

    /// A syntax error at `index` that says what was expected and what is there.
    func expected(_ expectation: String, at index: Int) -> JSONError {
        syntaxError("expected \(expectation), found \(describe(at: index))", at: index)
    }

    /// Whether `byte` belongs to a run that error messages quote whole: `'NaN'`, `'+1'`, `'0123'`, `'tru'`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// The end of the run of word bytes starting at `index`.
    func wordEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count && Self.isWordByte(bytes[end]) {
            end += 1
        }
        return end
    }

    /// What is at `index`, for the "found" part of an error message.
    func describe(at index: Int) -> String {
        guard index < bytes.count else { return "the end of input" }
        let byte = bytes[index]
        if Self.isWordByte(byte) {
            let maximumLength = 24
            let end = wordEnd(from: index)
            let shownEnd = min(end, index + maximumLength)
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<shownEnd]), as: UTF8.self)
            return "'\(word)\(shownEnd < end ? "..." : "")'"
        }
        return describeCharacter(at: index)
    }

    /// The one character at `index`, for the "found" part of an error message.
    func describeCharacter(at index: Int) -> String {
        guard index < bytes.count else { return "the end of input" }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\n"): return "a line break"
        case UInt8(ascii: "\r"): return "a carriage return"
        case UInt8(ascii: "\t"): return "a tab"
        case 0..<0x20, 0x7F: return "the control character U+00\(JSONWriter.hexDigits(of: byte))"
        case UInt8(ascii: "'"): return "\"'\""
        case 0x20..<0x80: return "'\(Character(Unicode.Scalar(byte)))'"
        default:
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            let end = min(index + length, bytes.count)
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "'"
        }
    }
}
