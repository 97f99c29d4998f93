/// A Swift file's text as `try-layout` reads it: its bytes, and a mask of the same length in which
/// every comment and string literal is blanked (its bytes replaced by spaces, its newlines kept),
/// so that a search for declarations, attributes and call sites never matches inside one.
///
/// Not a parser: enough of Swift's lexical grammar to tell code from comments (`//`, nested
/// `/* */`) and string literals (`"…"`, `"""…"""`, raw `#"…"#`, with escapes; an interpolation's
/// code is blanked with its string). Line numbers are 1-based, as the compiler's.
struct SwiftSource {
    /// The file as it was read (the user's path), for messages and the summary.
    var path: String
    /// The text's UTF-8 bytes.
    var bytes: [UInt8]
    /// `bytes` with comments and string literals blanked.
    var code: [UInt8]

    /// Reads `text` (whose file is `path`) and masks it.
    /// - Complexity: O(n) in the text's length.
    init(path: String, text: String) {
        self.path = path
        bytes = Array(text.utf8)
        code = Self.mask(bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The 1-based line of byte offset `offset`.
    /// - Complexity: O(offset).
    func line(of offset: Int) -> Int {
        1 + bytes[..<Swift.min(offset, bytes.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    /// `bytes` with comments and string literals replaced by spaces, newlines kept.
    private static func mask(_ bytes: [UInt8]) -> [UInt8] {
        var code = bytes
        var index = 0
        let count = bytes.count
        func blank(_ range: Range<Int>) {
            for position in range where code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") }
        }
        func at(_ offset: Int, _ text: String) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= count && Array(bytes[offset..<offset + pattern.count]) == pattern
        }
        while index < count {
            if at(index, "//") {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? count
                blank(index..<end)
                index = end
            } else if at(index, "/*") {
                var depth = 0, position = index
                repeat {
                    if at(position, "/*") { depth += 1; position += 2 }
                    else if at(position, "*/") { depth -= 1; position += 2 }
                    else { position += 1 }
                } while depth > 0 && position < count
                blank(index..<position)
                index = position
            } else if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "#") && Self.startsRawString(bytes, at: index) {
                let end = Self.endOfString(bytes, from: index)
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return code
    }

    /// Whether `#`s at `index` open a raw string (`#"`, `##"`), rather than a directive.
    private static func startsRawString(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index
        while position < bytes.count && bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    /// The offset just past the string literal starting at `start` (its `#`s, quotes, body).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var hashes = 0, position = start
        while position < bytes.count && bytes[position] == UInt8(ascii: "#") { hashes += 1; position += 1 }
        let quote = UInt8(ascii: "\"")
        let multiline = position + 2 < bytes.count && bytes[position + 1] == quote && bytes[position + 2] == quote
        let quotes = multiline ? 3 : 1
        position += quotes
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") && hashes == 0 {
                position += 2
                continue
            }
            if !multiline && bytes[position] == UInt8(ascii: "\n") { return position }
            if bytes[position] == quote && (0..<quotes).allSatisfy({ position + $0 < bytes.count && bytes[position + $0] == quote }) {
                var end = position + quotes
                var closing = 0
                while closing < hashes && end < bytes.count && bytes[end] == UInt8(ascii: "#") { closing += 1; end += 1 }
                if closing == hashes { return end }
            }
            position += 1
        }
        return bytes.count
    }
}
