import Testing
import LabSupport

/// A miniature scenario file, decoded the way real ones are.
private struct Feed {
    struct Section {
        var items: [Int]

        init(node: JSONNode, path: String) throws(JSONError) {
            let object = try node.objectReader(path: path)
            try object.rejectUnknownKeys(allowed: ["items"])
            let itemsPath = JSONPath.member("items", of: path)
            items = try object.require("items").array(path: itemsPath).enumerated().map {
                (index, item) throws(JSONError) in try item.int(path: JSONPath.element(index, of: itemsPath))
            }
        }
    }

    var name: String
    var width: Double
    var count: Int
    var isEnabled: Bool
    var sections: [Section]

    init(text: String) throws(JSONError) {
        let object = try JSONParser.parse(text).objectReader(path: "")
        try object.rejectUnknownKeys(allowed: ["name", "width", "count", "enabled", "sections"])
        name = try object.require("name").string(path: "name")
        width = try object.require("width").double(path: "width")
        count = try object.optional("count")?.int(path: "count") ?? 0
        isEnabled = try object.optional("enabled")?.bool(path: "enabled") ?? true
        sections = try object.require("sections").array(path: "sections").enumerated().map {
            (index, node) throws(JSONError) in try Section(node: node, path: JSONPath.element(index, of: "sections"))
        }
    }
}

/// The error decoding `text` as a `Feed` throws, or `nil` if it decodes.
private func feedError(_ text: String) -> JSONError? {
    do {
        _ = try Feed(text: text)
        return nil
    } catch {
        return error
    }
}

@Suite struct JSONDecodingTests {
    @Test func decodesNestedValues() throws {
        let feed = try Feed(
            text: #"{"name": "feed", "width": 2.5, "count": 1e3, "sections": [{"items": [1, -2.0]}, {"items": []}]}"#)
        #expect(feed.name == "feed")
        #expect(feed.width == 2.5)
        #expect(feed.count == 1000)
        #expect(feed.isEnabled)
        #expect(feed.sections.map(\.items) == [[1, -2], []])
    }

    @Test func typeMismatchesNameThePathAndPositionOfTheNestedValue() throws {
        let text = """
            {
              "name": "feed",
              "width": 2.5,
              "sections": [
                {"items": [1, 2, 3]},
                {"items": [4, 5, "six"]}
              ]
            }
            """
        let error = try #require(feedError(text))
        #expect(error.kind == .typeMismatch)
        #expect(error.path == "sections[1].items[2]")
        #expect(error.position == SourcePosition(line: 6, column: 22))
        #expect(error.description == "line 6, column 22: sections[1].items[2]: expected an integer, found a string")
    }

    @Test(arguments: [
        (#"{"name": 1, "width": 1, "sections": []}"#,
         "line 1, column 10: name: expected a string, found 1"),
        (#"{"name": "a", "width": "wide", "sections": []}"#,
         "line 1, column 24: width: expected a number, found a string"),
        (#"{"name": "a", "width": 1, "enabled": null, "sections": []}"#,
         "line 1, column 38: enabled: expected a boolean, found null"),
        (#"{"name": "a", "width": 1, "sections": {}}"#,
         "line 1, column 39: sections: expected an array, found an object"),
        (#"{"name": "a", "width": 1, "sections": [[]]}"#,
         "line 1, column 40: sections[0]: expected an object, found an array"),
        (#"{"name": "a", "width": true, "sections": []}"#,
         "line 1, column 24: width: expected a number, found true"),
        (#"[]"#,
         "line 1, column 1: expected an object, found an array"),
    ])
    func reportsTypeMismatches(_ text: String, _ description: String) throws {
        let error = try #require(feedError(text))
        #expect(error.kind == .typeMismatch)
        #expect(error.description == description)
    }

    @Test func reportsMissingKeysAtTheObject() throws {
        let root = try #require(feedError(#"{"width": 1, "sections": []}"#))
        #expect(root == JSONError(
            kind: .missingKey, message: #"missing required key "name""#, position: SourcePosition(line: 1, column: 1)))
        let nested = try #require(feedError("{\"name\": \"a\", \"width\": 1,\n \"sections\": [{\"items\": []}, {}]}"))
        #expect(nested.description == #"line 2, column 30: sections[1]: missing required key "items""#)
        #expect(nested.kind == .missingKey)
    }

    @Test func reportsUnknownKeysAtTheKeyWithTheAllowedKeysSorted() throws {
        let root = try #require(feedError(#"{"name": "a", "colour": "red", "width": 1, "sections": []}"#))
        #expect(root.kind == .unknownKey)
        #expect(root.path == "")
        #expect(
            root.description
                == #"line 1, column 15: unknown key "colour"; expected one of "count", "enabled", "name", "sections", "width""#)
        let nested = try #require(feedError(#"{"name": "a", "width": 1, "sections": [{"items": [], "x\n": 1}]}"#))
        #expect(nested.description == #"line 1, column 54: sections[0]: unknown key "x\n"; expected one of "items""#)
        let none = try JSONParser.parse(#"{"a": 1}"#).objectReader(path: "options")
        #expect(throws: JSONError(
            kind: .unknownKey, message: #"unknown key "a"; expected no keys"#,
            position: SourcePosition(line: 1, column: 2), path: "options")
        ) {
            try none.rejectUnknownKeys(allowed: [])
        }
    }

    @Test func readsOptionalMembersAndNullValues() throws {
        let object = try JSONParser.parse(#"{"a": null}"#).objectReader(path: "")
        #expect(object.optional("a")?.value == .null)
        #expect(object.optional("b") == nil)
        #expect(object.members.map(\.key) == ["a"])
        #expect(object.position == SourcePosition(line: 1, column: 1))
    }

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("42", 42), ("2.0", 2), ("-7e2", -700), ("1E18", 1_000_000_000_000_000_000),
        ("-9223372036854775808", Int.min), ("9223372036854774784", 9_223_372_036_854_774_784),
    ])
    func readsIntegers(_ text: String, _ expected: Int) throws {
        #expect(try JSONParser.parse(text).int(path: "n") == expected)
    }

    @Test(arguments: [
        ("2.5", JSONError.Kind.typeMismatch, "line 1, column 1: n: expected an integer, found 2.5"),
        ("-1e-9", .typeMismatch, "line 1, column 1: n: expected an integer, found -1e-09"),
        ("\"3\"", .typeMismatch, "line 1, column 1: n: expected an integer, found a string"),
        ("9223372036854775808", .invalidValue,
         "line 1, column 1: n: expected an integer between -9223372036854775808 and 9223372036854775807, found 9.223372036854776e+18"),
        ("-1e300", .invalidValue,
         "line 1, column 1: n: expected an integer between -9223372036854775808 and 9223372036854775807, found -1e+300"),
    ])
    func rejectsNonIntegers(_ text: String, _ kind: JSONError.Kind, _ description: String) throws {
        let node = try JSONParser.parse(text)
        let error = try #require(throws: JSONError.self) { try node.int(path: "n") }
        #expect(error.kind == kind)
        #expect(error.description == description)
    }

    @Test func buildsErrorsForCustomChecks() throws {
        let node = try JSONParser.parse("\n  -3")
        let error = node.error(.invalidValue, expected: "a positive width", path: "layout.width")
        #expect(error.description == "line 2, column 3: layout.width: expected a positive width, found -3")
        #expect(error.kind == .invalidValue)
    }

    @Test func describesErrorsWithoutAbsentParts() {
        #expect(JSONError(kind: .invalidValue, message: "bad", position: nil).description == "bad")
        #expect(JSONError(kind: .invalidValue, message: "bad", position: nil, path: "a[1]").description == "a[1]: bad")
        #expect(
            JSONError(kind: .syntax, message: "bad", position: SourcePosition(line: 3, column: 7)).description
                == "line 3, column 7: bad")
    }

    @Test func buildsPaths() {
        #expect(JSONPath.member("items", of: "") == "items")
        #expect(JSONPath.member("items", of: "sections[2]") == "sections[2].items")
        #expect(JSONPath.member("max-width_2", of: "a") == "a.max-width_2")
        #expect(JSONPath.member("a.b", of: "x") == #"x["a.b"]"#)
        #expect(JSONPath.member("", of: "") == #"[""]"#)
        #expect(JSONPath.member("é", of: "x") == #"x["é"]"#)
        #expect(JSONPath.element(3, of: "") == "[3]")
        #expect(JSONPath.element(0, of: "sections") == "sections[0]")
    }
}
