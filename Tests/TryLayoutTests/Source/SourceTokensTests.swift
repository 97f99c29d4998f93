import Testing
@testable import TryLayout

/// `SourceToken`s: identifiers, attributes and directives as one token, punctuation byte by byte,
/// nothing from comments or strings; and `closing(_:)`'s bracket matching.
@Suite struct SourceTokensTests {
    func tokens(_ text: String) -> [SourceToken] { SwiftSource(path: "F.swift", text: text).tokens }

    @Test func wordsAttributesDirectivesAndPunctuation() {
        let found = tokens("@objc func `default`(a: [Int]) -> Int { x<y> } // c\n#if os(iOS) \"s\" 12")
        #expect(found.map(\.text) == ["@objc", "func", "`default`", "(", "a", ":", "[", "Int", "]", ")", "-", ">", "Int", "{",
                                      "x", "<", "y", ">", "}", "#if", "os", "(", "iOS", ")", "12"])
        #expect(found.first?.range == 0..<5)
        #expect(found.map(\.isIdentifier) == [false, true, true, false, true, false, false, true, false, false, false, false, true,
                                              false, true, false, true, false, false, false, true, false, true, false, true])
    }

    @Test func closingBrackets() {
        let found = tokens("f(a: [Int]) -> Int { x<y> }")
        // f ( a : [ Int ] ) - > Int { x < y > }
        #expect(found.closing(1) == 7)
        #expect(found.closing(4) == 6)
        #expect(found.closing(11) == 16)
        #expect(found.closing(13) == 15)
        // Not a bracket.
        #expect(found.closing(0) == nil)
        // An arrow's `>` closes no angle bracket.
        let generic = tokens("<(A) -> B>")
        #expect(generic.closing(0) == generic.count - 1)
        // Unclosed.
        #expect(tokens("( a").closing(0) == nil)
        // Nested.
        let nested = tokens("{ { } { { } } }")
        #expect(nested.closing(0) == 7)
        #expect(nested.closing(3) == 6)
    }
}
