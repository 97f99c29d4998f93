import Testing
import LabSupport

/// The randomized JSON tests draw from the lab's own seeded generator, so they replay from their seed.
typealias JSONTestRandom = SeededGenerator

extension SeededGenerator {
    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        int(in: 0..<bound)
    }
}

/// Whether `node` holds the values of `output`, where an `int` matches the equal `number`.
private func matches(_ node: JSONNode, _ output: JSONOutput) -> Bool {
    switch (node.value, output) {
    case (.null, .null): true
    case (.bool(let parsed), .bool(let written)): parsed == written
    case (.number(let parsed), .number(let written)): parsed.bitPattern == written.bitPattern
    case (.number(let parsed), .int(let written)): parsed == Double(written)
    case (.string(let parsed), .string(let written)): parsed == written
    case (.array(let parsed), .array(let written)):
        parsed.count == written.count && zip(parsed, written).allSatisfy { matches($0, $1) }
    case (.object(let parsed), .object(let written)):
        parsed.count == written.count
            && zip(parsed, written).allSatisfy { $0.key == $1.key && matches($0.node, $1.value) }
    default: false
    }
}

@Suite struct JSONWriterTests {
    private let sample = JSONOutput.object([
        ("name", .string("grid")),
        ("count", .int(3)),
        ("sizes", .array([.number(1), .number(2.5), .null])),
        ("empty", .object([])),
        ("none", .array([])),
        ("nested", .object([("ok", .bool(true)), ("no", .bool(false))])),
    ])

    @Test func writesCompactText() {
        #expect(
            sample.serialized()
                == #"{"name":"grid","count":3,"sizes":[1,2.5,null],"empty":{},"none":[],"nested":{"ok":true,"no":false}}"#)
    }

    @Test func writesPrettyTextWithTwoSpaceIndentation() {
        let expected = """
            {
              "name": "grid",
              "count": 3,
              "sizes": [
                1,
                2.5,
                null
              ],
              "empty": {},
              "none": [],
              "nested": {
                "ok": true,
                "no": false
              }
            }
            """
        #expect(sample.serialized(pretty: true) == expected)
        #expect(JSONOutput.int(7).serialized(pretty: true) == "7")
    }

    @Test(arguments: [
        (390, "390"), (-0.0, "-0"), (0, "0"), (0.5, "0.5"), (-2.25, "-2.25"), (1e-7, "1e-07"), (1e16, "1e+16"),
        (9007199254740991, "9007199254740991"), (9007199254740992, "9007199254740992.0"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"), (0.1, "0.1"),
    ])
    func writesNumbers(_ number: Double, _ text: String) throws {
        #expect(JSONOutput.number(number).serialized() == text)
        let parsed = try JSONParser.parse(text).value
        #expect(parsed == .number(number))
    }

    @Test func writesIntegers() {
        #expect(JSONOutput.int(Int.min).serialized() == "-9223372036854775808")
        #expect(JSONOutput.int(42).serialized() == "42")
    }

    @Test func escapesStrings() {
        let text = JSONOutput.string("\"\\/\u{08}\u{0C}\n\r\t\u{0}\u{1}\u{1F}\u{7F} é😀").serialized()
        #expect(text == #""\"\\/\b\f\n\r\t\u0000\u0001\u001F"# + "\u{7F} é😀\"")
    }

    @Test func convertsParsedValuesInOrder() throws {
        let text = #"{"z":[1,{"a":null}],"y":"s","x":true}"#
        #expect(JSONOutput(try JSONParser.parse(text).value).serialized() == text)
    }

    @Test func trapsOnNonFiniteNumbers() async {
        await #expect(processExitsWith: .failure) {
            _ = JSONOutput.number(.nan).serialized()
        }
        await #expect(processExitsWith: .failure) {
            _ = JSONOutput.array([.number(-.infinity)]).serialized()
        }
    }

    /// Seed 0x5EED_0000_0000_0001. Random trees, written compact and pretty, parse back to the same values, and
    /// writing the parsed values again gives the same text.
    @Test func randomTreesRoundTrip() throws {
        var random = JSONTestRandom(seed: 0x5EED_0000_0000_0001)
        for iteration in 0..<500 {
            let tree = randomOutput(&random, depth: 0)
            for pretty in [false, true] {
                let text = tree.serialized(pretty: pretty)
                let parsed = try JSONParser.parse(text)
                #expect(matches(parsed, tree), "iteration \(iteration), pretty \(pretty): \(text)")
                #expect(JSONOutput(parsed.value).serialized(pretty: pretty) == text, "iteration \(iteration)")
            }
        }
    }

    private func randomOutput(_ random: inout JSONTestRandom, depth: Int) -> JSONOutput {
        switch random.next(below: depth < 4 ? 8 : 6) {
        case 0: return .null
        case 1: return .bool(random.next(below: 2) == 0)
        case 2: return .int(random.next(below: 1 << 54) - (1 << 53))
        case 3: return .number(randomDouble(&random))
        case 4, 5: return .string(randomString(&random))
        case 6: return .array((0..<random.next(below: 6)).map { _ in randomOutput(&random, depth: depth + 1) })
        default:
            let keys = Set((0..<random.next(below: 6)).map { _ in randomString(&random) })
            return .object(keys.sorted().map { ($0, randomOutput(&random, depth: depth + 1)) })
        }
    }

    private func randomDouble(_ random: inout JSONTestRandom) -> Double {
        switch random.next(below: 3) {
        case 0: return Double(random.next(below: 2_000_001) - 1_000_000) / 8
        case 1: return Double(random.next(below: 2_000_001) - 1_000_000) / 1000
        default:
            while true {
                let number = Double(bitPattern: random.next())
                if number.isFinite { return number }
            }
        }
    }

    private func randomString(_ random: inout JSONTestRandom) -> String {
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "€",
                                          "😀", "\u{FFFF}", "\u{10FFFF}"]
        var string = ""
        for _ in 0..<random.next(below: 8) {
            string.unicodeScalars.append(alphabet[random.next(below: alphabet.count)])
        }
        return string
    }
}
