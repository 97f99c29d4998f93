import Foundation
import LabSupport
import LayoutEngine
import Testing
@testable import PerfLab
@testable import Workloads

/// `perflab dump`, `render` and their bad input, run in-process through `PerfLab.run`.
@Suite struct DumpCommandTests {
    static let scenarios = #filePath.components(separatedBy: "/Tests/")[0] + "/docs/scenarios"

    /// Runs `perflab` with `arguments`, returning the exit status and what it printed.
    func perflab(_ arguments: [String]) -> (status: Int32, output: String) {
        var output = StringOutput()
        let status = PerfLab.run(arguments, registry: .builtIn, output: &output)
        return (status, output.text)
    }

    func temporaryFile(_ name: String) -> String {
        NSTemporaryDirectory() + "perflab-tests-\(UUID().uuidString)-\(name)"
    }

    /// The dump of flow-grid.json, checked against frames computed by hand: 390 wide, insets 16,
    /// so 358 available; three 110-point items fit (350), the 8 left over widens both gaps to 14.
    @Test func dumpPrintsEveryElementOfTheGrid() throws {
        let (status, output) = perflab(["dump", "\(Self.scenarios)/flow-grid.json"])
        #expect(status == 0)
        let root = try JSONParser.parse(output).objectReader(path: "")
        #expect(try root.require("engine").string(path: "") == "flow")
        let size = try root.require("contentSize").objectReader(path: "")
        #expect(try size.require("width").double(path: "") == 390)
        #expect(try size.require("height").double(path: "") == 832)
        let elements = try root.require("elements").array(path: "")
        #expect(elements.count == 18)
        let lines = output.split(separator: "\n")
        #expect(lines.contains { $0.contains(#"{"category":"cell","kind":null,"section":0,"item":1,"frame":{"x":140,"y":50,"width":110,"height":110},"zIndex":0}"#) })
        // The lone last item of section 0 is centred: 16 + (358 - 110) / 2 = 140.
        #expect(lines.contains { $0.contains(#""section":0,"item":6,"frame":{"x":140,"y":290,"width":110,"height":110}"#) })
        #expect(lines.contains { $0.contains(#"{"category":"supplementaryView","kind":"footer","section":2,"item":0,"frame":{"x":0,"y":808,"width":390,"height":24},"zIndex":0}"#) })
    }

    /// With --rect, only what the query returns; frames touching the rect's edges are left out,
    /// and every strategy prints the same thing.
    @Test func dumpWithRectPrintsTheQuery() throws {
        let outputs = ["linear", "binary"].map { strategy in
            perflab(["dump", "\(Self.scenarios)/flow-grid.json", "--rect", "0,40,390,130", "--strategy", strategy])
        }
        #expect(outputs.allSatisfy { $0.status == 0 })
        let elements = try JSONParser.parse(outputs[0].output).objectReader(path: "").require("elements").array(path: "")
        #expect(elements.count == 3)
        #expect(outputs[0].output.replacingOccurrences(of: "\"linear\"", with: "\"binary\"") == outputs[1].output)
    }

    @Test func everyExampleScenarioDumps() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.scenarios) where !name.contains("million") {
            let (status, output) = perflab(["dump", "\(Self.scenarios)/\(name)"])
            #expect(status == 0, "\(name)")
            #expect((try? JSONParser.parse(output)) != nil, "\(name)")
        }
    }

    @Test func renderWritesAnSVGWithEveryElementAndTheViewport() throws {
        let destination = temporaryFile("grid.svg")
        defer { try? FileManager.default.removeItem(atPath: destination) }
        let (status, output) = perflab(["render", "\(Self.scenarios)/flow-grid.json", "-o", destination, "--viewport", "0,0,390,844"])
        #expect(status == 0)
        #expect(output == "wrote \(destination): 18 elements, content 390.0 × 832.0\n")
        let svg = try String(contentsOfFile: destination, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 18 + 2)
        #expect(svg.contains(">0.6</text>") && svg.contains(">H2</text>") && svg.contains(">F1</text>"))
        #expect(svg.contains("stroke-dasharray"))
    }

    /// A layout too big to draw whole is drawn from its first screen, and the output says so.
    @Test func aMillionItemsRenderTheirFirstScreen() throws {
        let destination = temporaryFile("million.svg")
        defer { try? FileManager.default.removeItem(atPath: destination) }
        let (status, output) = perflab(["render", "\(Self.scenarios)/flow-million.json", "-o", destination])
        #expect(status == 0)
        // 390 wide, 120-point items 10 apart: 3 per line, lines 130 apart; 844 points show 7 lines.
        #expect(output == "wrote \(destination): 21 elements (the first screen of 1000000; pass --rect X,Y,W,H for another part), content 390.0 × 43333410.0\n")
    }

    @Test func everyExampleScenarioRenders() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.scenarios) where !name.contains("million") {
            let destination = temporaryFile("\(name).svg")
            defer { try? FileManager.default.removeItem(atPath: destination) }
            #expect(perflab(["render", "\(Self.scenarios)/\(name)", "-o", destination]).status == 0, "\(name)")
            #expect(FileManager.default.fileExists(atPath: destination), "\(name)")
        }
    }

    /// Bad input: exit status 2, nothing printed to standard output, no file left behind.
    @Test func badInputExitsWithStatusTwo() throws {
        let malformed = temporaryFile("malformed.json")
        try "{\"version\": 1,".write(toFile: malformed, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: malformed) }
        let destination = temporaryFile("never.svg")
        let cases: [[String]] = [
            [],
            ["measure"],
            ["dump"],
            ["dump", "/no/such/file.json"],
            ["dump", malformed],
            ["dump", "\(Self.scenarios)/flow-grid.json", "--strategy", "quadtree"],
            ["dump", "\(Self.scenarios)/flow-grid.json", "--rect", "1,2,3"],
            ["dump", "\(Self.scenarios)/flow-grid.json", "--colour"],
            ["render", "\(Self.scenarios)/flow-grid.json"],
            ["render", "\(Self.scenarios)/flow-grid.json", "-o", destination, "--width", "3"],
            ["run", "--suite", "enormous"],
        ]
        for arguments in cases {
            let (status, output) = perflab(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(output.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: destination))
    }

    /// The exact messages of the errors a user meets first.
    @Test func errorMessagesSayWhatAndWhere() throws {
        func message(_ arguments: [String]) -> String? {
            var output = StringOutput()
            do {
                try PerfLab.execute(arguments, registry: .builtIn, output: &output)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(["dump", "x.json", "--strategy", "quadtree"]) == "unknown query strategy 'quadtree' (known: linear, binary)")
        #expect(message(["dump", "x.json", "--rect", "1,2,3"]) == "--rect: expected X,Y,W,H (four numbers between -1e15 and 1e15), got '1,2,3'")
        #expect(message(["render", "x.json", "-o", "x.svg", "--viewport", "1e308,0,1,1"])
                == "--viewport: expected X,Y,W,H (four numbers between -1e15 and 1e15), got '1e308,0,1,1'")
        #expect(message([]) == "missing subcommand (run, dump, render, compare, report, history, workload, play); see 'perflab --help'")
        #expect(message(["dump", "/no/such/file.json"]) == "/no/such/file.json: no such file")
        #expect(message(["dump", "a.json", "--colour"]) == "dump: unknown option '--colour' (known: --help, --rect, --strategy)")
        #expect(message(["frobnicate"]) == "unknown subcommand 'frobnicate' (known: run, dump, render, compare, report, history, workload, play)")
    }

    @Test func everySubcommandHasHelpWithAnExample() {
        for subcommand in [["--help"], ["run", "--help"], ["dump", "--help"], ["render", "--help"]] {
            let (status, output) = perflab(subcommand)
            #expect(status == 0)
            #expect(output.contains("usage: perflab") && output.contains("example:"), "\(subcommand)")
        }
    }
}
