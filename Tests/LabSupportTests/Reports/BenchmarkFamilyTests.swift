import LabSupport
import Testing

/// `BenchmarkFamily`: the names reports hold, read back to the same family, and the names no
/// family has refused with one error that says which families there are.
@Suite struct BenchmarkFamilyTests {
    /// Every family beside the name reports have written for it: the names of the committed
    /// Results/ reports and of docs/perflab.md's table of families (`floor/sort-events` came after
    /// the last committed report), typed out here rather than taken from the type under test.
    static let names: [(family: BenchmarkFamily, name: String)] = [
        (.memoryWriteFloor, "floor/write-attributes"), (.delegateSizeFloor, "floor/delegate-sizes"),
        (.eventSortFloor, "floor/sort-events"), (.prepare, "prepare"), (.screenQuery, "query/screen"),
        (.scroll(.steady60Hz), "scroll/steady-60hz"), (.scroll(.steady120Hz), "scroll/steady-120hz"),
        (.scroll(.flingNormal), "scroll/fling-normal"), (.scroll(.flingFast), "scroll/fling-fast"),
        (.scroll(.jumps), "scroll/jumps"), (.scroll(.backAndForth), "scroll/back-and-forth"),
        (.append100, "append100"), (.batch10, "batch10"), (.rotation, "rotation"), (.splitViewResizes, "resize/split-view"),
        (.selfSizingCorrection, "self-size/one-near-top"), (.selfSizingScroll, "self-size/scroll"),
        (.insertInMiddle, "insert/middle"), (.diff, "diff"),
    ]

    @Test func everyFamilysNameRoundTrips() {
        #expect(BenchmarkFamily.allCases == Self.names.map(\.family), "allCases lists every family once, in the suite's order")
        for (family, name) in Self.names {
            #expect(family.rawValue == name)
            #expect(family.description == name)
            #expect(BenchmarkFamily(rawValue: name) == family, "\(name)")
        }
        #expect(Set(Self.names.map(\.name)).count == Self.names.count, "no two families share a name")
    }

    @Test func aNameNoFamilyHasIsNil() {
        for name in ["", "query", "query/Screen", "scroll/", "scroll/fling", "prepare ", "Prepare", "floor", "batch-10"] {
            #expect(BenchmarkFamily(rawValue: name) == nil, "'\(name)'")
        }
    }

    @Test func theScrollTracesAreOneGroup() {
        let scrolls = Self.names.filter { $0.name.hasPrefix("scroll/") }.map(\.family)
        #expect(scrolls.count == 6)
        #expect(BenchmarkFamily.allCases.filter(\.isScroll) == scrolls)
        #expect(scrolls.allSatisfy { $0.group == "scroll" })
        #expect(BenchmarkFamily.screenQuery.group == "query")
        #expect(BenchmarkFamily.eventSortFloor.group == "floor")
        #expect(BenchmarkFamily.batch10.group == "batch10")
        #expect(BenchmarkFamily.splitViewResizes.group == "resize")
    }

    @Test func aReportsNameIsReadAsItsFamily() throws {
        let object = try JSONParser.parse(#"{"name": "scroll/fling-fast"}"#).objectReader(path: "benchmarks[3]")
        #expect(try object.requireFamily("name") == .scroll(.flingFast))
    }

    /// A name from a newer build, or a typo: one error at the member, naming the bad name and
    /// listing the known ones.
    @Test func anUnknownNameIsRefusedWithTheKnownOnes() throws {
        let object = try JSONParser.parse("{\n  \"name\": \"query/screen-v2\"\n}").objectReader(path: "benchmarks[3]")
        let error = try #require(throws: JSONError.self) { try object.requireFamily("name") }
        #expect(error.kind == .invalidValue)
        #expect(error.path == "benchmarks[3].name")
        #expect(error.position?.line == 2)
        #expect(error.message.hasPrefix("expected a benchmark family this build knows (floor/write-attributes, "))
        #expect(error.message.hasSuffix(", diff), found \"query/screen-v2\""))
        #expect(Self.names.allSatisfy { error.message.contains($0.name) })
    }

    @Test func aNameThatIsNotAStringIsATypeMismatch() throws {
        let object = try JSONParser.parse(#"{"name": 10}"#).objectReader(path: "")
        let error = try #require(throws: JSONError.self) { try object.requireFamily("name") }
        #expect(error.kind == .typeMismatch)
        #expect(error.path == "name")
        let missing = try #require(throws: JSONError.self) { try JSONParser.parse("{}").objectReader(path: "").requireFamily("name") }
        #expect(missing.kind == .missingKey)
    }
}
