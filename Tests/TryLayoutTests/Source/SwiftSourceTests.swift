import Testing
@testable import TryLayout

/// `SwiftSource`'s mask: every comment and string literal blanked byte for byte (newlines kept),
/// the code around it as written. Each expectation is the input with the literal's bytes replaced
/// by `blanked(_:)` of that same literal text.
@Suite struct SwiftSourceTests {
    /// `text` as the mask writes it: each byte a space, except newlines.
    func blanked(_ text: String) -> String {
        String(text.map { $0 == "\n" ? "\n" : " " })
    }

    func code(_ text: String) -> String {
        String(decoding: SwiftSource(path: "F.swift", text: text).code, as: UTF8.self)
    }

    @Test func plainCodeIsUnchanged() {
        let text = "let a = b / c * d\nif a < 2 { print(a) }\n#if os(iOS)\n#endif\n"
        #expect(code(text) == text)
    }

    @Test func lineCommentsAreBlankedToTheEndOfTheLine() {
        #expect(code("let a = 1 // class Fake: UICollectionViewLayout\nlet b = 2")
                == "let a = 1 " + blanked("// class Fake: UICollectionViewLayout") + "\nlet b = 2")
        #expect(code("/// doc\nx") == blanked("/// doc") + "\nx")
    }

    @Test func blockCommentsNestAndKeepTheirNewlines() {
        let comment = "/* outer /* inner */ still\n comment */"
        #expect(code("a \(comment) b") == "a " + blanked(comment) + " b")
        // The newline inside stays, so line numbers after the comment are the file's.
        #expect(blanked(comment).contains("\n"))
        // Unterminated: blanked to the end of the file.
        #expect(code("x /* never closed\ny") == "x " + blanked("/* never closed\ny"))
    }

    @Test func stringsAreBlankedWithTheirEscapes() {
        let literal = #""a \"quoted\" // not a comment \\""#
        #expect(code("let s = \(literal) + t") == "let s = " + blanked(literal) + " + t")
        // An interpolation is blanked with its string.
        let interpolated = #""n = \(count)""#
        #expect(code("f(\(interpolated))") == "f(" + blanked(interpolated) + ")")
    }

    @Test func anUnterminatedStringEndsAtItsLine() {
        #expect(code("let s = \"open\nlet t = 1") == "let s = " + blanked("\"open") + "\nlet t = 1")
    }

    @Test func multiLineStringsAreBlankedAndKeepTheirNewlines() {
        let literal = "\"\"\"\n  class Inside: UICollectionViewLayout {}\n  a \"quote\" here\n  \"\"\""
        let text = "let m = \(literal)\nlet y = 3"
        let masked = code(text)
        #expect(masked == "let m = " + blanked(literal) + "\nlet y = 3")
        #expect(masked.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func rawStringsIgnoreBackslashes() {
        // In `#"a\"#` the backslash is no escape: `"#` closes the literal.
        let raw = ##"#"a\"#"##
        #expect(code("let r = \(raw) + z") == "let r = " + blanked(raw) + " + z")
        let twoHashes = ###"##"say "#" here"##"###
        #expect(code("f(\(twoHashes))") == "f(" + blanked(twoHashes) + ")")
        // A directive is not a raw string.
        #expect(code("#if os(iOS)\n#endif") == "#if os(iOS)\n#endif")
    }

    @Test func commentMarkersInStringsAndQuotesInCommentsAreTheirs() {
        let literal = "\"/* not a comment\""
        #expect(code("a(\(literal)) /* \" */ b") == "a(" + blanked(literal) + ") " + blanked("/* \" */") + " b")
    }

    @Test func codeHasTheTextsLength() {
        let text = "let é = \"ü\" // ✓\n"
        let source = SwiftSource(path: "F.swift", text: text)
        #expect(source.code.count == source.bytes.count)
        #expect(source.text == text)
        #expect(source.path == "F.swift")
    }

    @Test func linesAreOneBasedByByteOffset() {
        // Bytes: a(0) \n(1) b(2) c(3) \n(4) \n(5) d(6).
        let source = SwiftSource(path: "F.swift", text: "a\nbc\n\nd")
        #expect(source.line(of: 0) == 1)
        #expect(source.line(of: 1) == 1)
        #expect(source.line(of: 2) == 2)
        #expect(source.line(of: 4) == 2)
        #expect(source.line(of: 5) == 3)
        #expect(source.line(of: 6) == 4)
        // Past the end: the last line.
        #expect(source.line(of: 100) == 4)
    }
}
