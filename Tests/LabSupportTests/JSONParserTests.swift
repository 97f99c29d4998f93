import Testing
@testable import LabSupport

/// The error `JSONParser.parse` throws for `text`, or `nil` if it parses.
private func parseError(_ text: String) -> JSONError? {
    do {
        _ = try JSONParser.parse(text)
        return nil
    } catch {
        return error
    }
}

private func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

@Suite struct JSONParserTests {
    // MARK: Values

    @Test func parsesScalars() throws {
        #expect(try JSONParser.parse("null").value == .null)
        #expect(try JSONParser.parse("true").value == .bool(true))
        #expect(try JSONParser.parse(" \t\r\nfalse\n").value == .bool(false))
        #expect(try JSONParser.parse("390").value == .number(390))
        #expect(try JSONParser.parse(#""grid""#).value == .string("grid"))
        #expect(try JSONParser.parse("[]").value == .array([]))
        #expect(try JSONParser.parse("{ }").value == .object([]))
    }

    @Test func parsesNestedValuesWithTheirPositions() throws {
        let text = """
            {
              "name": "grid",
              "sizes": [1, 2.5,
                        -3],
              "nested": {"ok": true}
            }
            """
        let root = try JSONParser.parse(text)
        let expected = JSONNode(
            value: .object([
                JSONMember(
                    key: "name", keyPosition: position(2, 3),
                    node: JSONNode(value: .string("grid"), position: position(2, 11))),
                JSONMember(
                    key: "sizes", keyPosition: position(3, 3),
                    node: JSONNode(
                        value: .array([
                            JSONNode(value: .number(1), position: position(3, 13)),
                            JSONNode(value: .number(2.5), position: position(3, 16)),
                            JSONNode(value: .number(-3), position: position(4, 13)),
                        ]),
                        position: position(3, 12))),
                JSONMember(
                    key: "nested", keyPosition: position(5, 3),
                    node: JSONNode(
                        value: .object([
                            JSONMember(
                                key: "ok", keyPosition: position(5, 14),
                                node: JSONNode(value: .bool(true), position: position(5, 20)))
                        ]),
                        position: position(5, 13))),
            ]),
            position: position(1, 1))
        #expect(root == expected)
    }

    @Test func columnsCountUnicodeScalarsAndLinesEndAtLineFeeds() throws {
        let root = try JSONParser.parse("{\"é😀\": [\"ü\", 1],\r\n \"b\": 2}")
        guard case .object(let members) = root.value, case .array(let elements) = members[0].node.value else {
            Issue.record("expected an object holding an array, got \(root.value)")
            return
        }
        #expect(members[0].node.position == position(1, 8))
        #expect(elements.map(\.position) == [position(1, 9), position(1, 14)])
        #expect(members[1].keyPosition == position(2, 2))
        #expect(members[1].node.position == position(2, 7))
        #expect(parseError("[\"ü\", 1 x]")?.position == position(1, 9))
    }

    @Test func keepsMemberOrder() throws {
        let root = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let members) = root.value else {
            Issue.record("expected an object, got \(root.value)")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test func decodesEveryEscape() throws {
        let root = try JSONParser.parse(#""\"\\\/\b\f\n\r\t\u0000\u00e9\u20AC\ud83d\ude00 plain""#)
        #expect(root.value == .string("\"\\/\u{08}\u{0C}\n\r\t\u{0}é€😀 plain"))
    }

    @Test func keepsRawNonASCIIText() throws {
        #expect(try JSONParser.parse(#""naïve 😀 \n""#).value == .string("naïve 😀 \n"))
    }

    @Test func findsDuplicatesInLargeObjects() throws {
        let members = (0..<40).map { #""k\#($0)": \#($0)"# }
        let unique = "{" + members.joined(separator: ", ") + "}"
        guard case .object(let parsed) = try JSONParser.parse(unique).value else {
            Issue.record("expected an object")
            return
        }
        #expect(parsed.count == 40)
        let duplicated = "{" + (members + [#""k3": 0"#]).joined(separator: ",") + "}"
        #expect(
            parseError(duplicated)?.description
                == #"line 1, column 382: duplicate key "k3" in an object; the first is at line 1, column 26"#)
    }

    // MARK: Numbers

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1", 1), ("-12", -12), ("0.1", 0.1), ("2.5e3", 2500), ("2.5E-3", 0.0025),
        ("1e+2", 100), ("1e22", 1e22), ("1e23", 1e23), ("9007199254740993", 9007199254740992),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("2.2250738585072014e-308", 2.2250738585072014e-308),
        ("4.9e-324", .leastNonzeroMagnitude), ("1e-400", 0), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("0.000000000000000000000000000001", 1e-30), ("1e0000000000000000000000000001", 10),
    ])
    func parsesNumbersToTheNearestDouble(_ text: String, _ expected: Double) throws {
        let value = try JSONParser.parse(text).value
        guard case .number(let number) = value else {
            Issue.record("expected a number, got \(value)")
            return
        }
        #expect(number.bitPattern == expected.bitPattern, "\(text) parsed as \(number)")
    }

    /// Seed 0x4A534F4E_4E554D53: random decimal texts agree with the standard library's correctly rounded
    /// conversion, which covers the parser's exact fast path for short significands.
    @Test func randomNumbersMatchTheStandardLibrary() throws {
        var random = JSONTestRandom(seed: 0x4A53_4F4E_4E55_4D53)
        for iteration in 0..<5_000 {
            var text = random.next(below: 2) == 0 ? "" : "-"
            let integerDigits = 1 + random.next(below: 20)
            text += String(1 + random.next(below: 9))
            for _ in 1..<integerDigits {
                text += String(random.next(below: 10))
            }
            if random.next(below: 2) == 0 {
                text += "."
                for _ in 0...random.next(below: 20) {
                    text += String(random.next(below: 10))
                }
            }
            if random.next(below: 2) == 0 {
                text += ["e", "E", "e-", "e+"][random.next(below: 4)] + String(random.next(below: 40))
            }
            let value = try JSONParser.parse(text).value
            #expect(value == .number(Double(text)!), "iteration \(iteration): \(text)")
        }
    }

    // MARK: Errors

    @Test(arguments: [
        // Empty input and top-level mistakes.
        ("", "line 1, column 1: expected a value, found the end of input"),
        (" \n  ", "line 2, column 3: expected a value, found the end of input"),
        ("{} x", "line 1, column 4: expected the end of input after the top-level value, found 'x'"),
        ("1 2", "line 1, column 3: expected the end of input after the top-level value, found '2'"),
        ("[1]]", "line 1, column 4: expected the end of input after the top-level value, found ']'"),
        ("nul", "line 1, column 1: expected a value, found 'nul'"),
        ("truex", "line 1, column 1: expected a value, found 'truex'"),
        ("NaN", "line 1, column 1: expected a value, found 'NaN'"),
        ("Infinity", "line 1, column 1: expected a value, found 'Infinity'"),
        ("// comment", "line 1, column 1: expected a value, found '/'"),
        ("[é]", "line 1, column 2: expected a value or ']', found 'é'"),
        ("\u{1}", "line 1, column 1: expected a value, found the control character U+0001"),
        // Strings.
        (#""abc"#, #"line 1, column 1: unterminated string: expected a closing '"', found the end of input"#),
        (#"["a\"#, #"line 1, column 2: unterminated string: expected a closing '"', found the end of input"#),
        (#""a\qb""#, #"line 1, column 4: expected an escape character ('"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u') after '\', found 'q'"#),
        (#""\u12G4""#, #"line 1, column 6: expected four hexadecimal digits after '\u', found 'G'"#),
        (#""\u12"#, #"line 1, column 6: expected four hexadecimal digits after '\u', found the end of input"#),
        (#""\uD800""#, #"line 1, column 2: unpaired high surrogate '\uD800': expected a low surrogate escape ('\uDC00' to '\uDFFF') after it, found '"'"#),
        (#""x\ud83d\u0041""#, #"line 1, column 3: unpaired high surrogate '\ud83d': expected a low surrogate escape ('\uDC00' to '\uDFFF') after it, found '\u0041'"#),
        (#""\uDC00""#, #"line 1, column 2: unpaired low surrogate '\uDC00': expected a high surrogate escape ('\uD800' to '\uDBFF') before it"#),
        ("\"a\nb\"", #"line 1, column 3: expected an escaped control character (such as '\n') in a string, found a line break"#),
        ("\"a\tb\"", #"line 1, column 3: expected an escaped control character (such as '\n') in a string, found a tab"#),
        // Numbers.
        ("[01]", "line 1, column 2: expected a number without leading zeros, found '01'"),
        ("-00.5", "line 1, column 1: expected a number without leading zeros, found '-00.5'"),
        ("-", "line 1, column 2: expected a digit after '-', found the end of input"),
        ("-Infinity", "line 1, column 2: expected a digit after '-', found 'Infinity'"),
        ("+1", "line 1, column 1: expected a value, found '+1'"),
        (".5", "line 1, column 1: expected a value, found '.5'"),
        ("1.", "line 1, column 3: expected a digit after '.' in a number, found the end of input"),
        ("[1.e5]", "line 1, column 4: expected a digit after '.' in a number, found 'e5'"),
        ("1e+", "line 1, column 4: expected a digit in the exponent of a number, found the end of input"),
        ("1e400", "line 1, column 1: number out of range: 1e400 does not fit in a Double"),
        ("[-1.5e400]", "line 1, column 2: number out of range: -1.5e400 does not fit in a Double"),
        // Arrays.
        ("[1,]", "line 1, column 4: expected a value after ',' in an array, found ']'"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
        ("[1,2", "line 1, column 5: expected ',' or ']' after an array element, found the end of input"),
        ("[,1]", "line 1, column 2: expected a value or ']', found ','"),
        // Objects.
        (#"{"a":1,}"#, "line 1, column 8: expected a string key after ',' in an object, found '}'"),
        (#"{"a" 1}"#, #"line 1, column 6: expected ':' after the key "a", found '1'"#),
        (#"{"a":}"#, #"line 1, column 6: expected a value for the key "a", found '}'"#),
        (#"{"a":1 "b":2}"#, #"line 1, column 8: expected ',' or '}' after an object member, found '"'"#),
        (#"{"a":1,"a":2}"#, #"line 1, column 8: duplicate key "a" in an object; the first is at line 1, column 2"#),
        ("{1:2}", "line 1, column 2: expected a string key or '}', found '1'"),
        ("{'a':1}", #"line 1, column 2: expected a string key or '}', found "'""#),
        // Positions on later lines.
        ("{\n  \"a\": [1,\n    2 x]\n}", "line 3, column 7: expected ',' or ']' after an array element, found 'x'"),
        ("{\n  \"k\": 1\n  \"l\": 2\n}", #"line 3, column 3: expected ',' or '}' after an object member, found '"'"#),
    ])
    func reportsSyntaxErrors(_ text: String, _ description: String) throws {
        let error = try #require(parseError(text), "\(text) parsed")
        #expect(error.kind == .syntax)
        #expect(error.path == "")
        #expect(error.description == description)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        #expect(depth == 512)
        var node = try JSONParser.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        for _ in 1..<depth {
            guard case .array(let elements) = node.value, elements.count == 1 else {
                Issue.record("expected a one-element array, got \(node.value)")
                return
            }
            node = elements[0]
        }
        #expect(node.value == .array([]))
        let objects = String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        #expect(parseError(objects) == nil)
    }

    @Test func rejectsNestingBeyondTheLimit() {
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(
            parseError(tooDeep)?.description
                == "line 1, column 513: nesting too deep: expected at most 512 nested arrays and objects")
        // Far deeper input fails the same way instead of overflowing the stack.
        let hostile = String(repeating: #"{"a":["#, count: 100_000)
        #expect(parseError(hostile)?.position == position(1, 6 * 256 + 1))
    }
}
