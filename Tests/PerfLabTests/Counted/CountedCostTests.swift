import Testing
@testable import PerfLab

/// Callgrind's dump read back, and the estimated cycles, against hand-derived figures.
@Suite struct CountedCostTests {
    /// A dump as Callgrind 3.19 writes it (the shape of `--cache-sim=yes`), cut to what is read.
    static let dump = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        part: 3
        desc: Trigger: Client Request: perflab

        positions: line
        events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw
        summary: 6018 1002 1008 2 5 1 2 3 1

        fn=(2) work
        0 6005 1001 1000
        totals: 6009 1002 1002
        """

    @Test func aDumpsSummaryIsReadByItsEventNames() throws {
        let cost = try CallgrindSession.parse(Self.dump, path: "d", operations: 3)
        #expect(cost == CountedCost(instructions: 6018, dataReads: 1002, dataWrites: 1008, firstLevelMisses: 2 + 5 + 1,
                                    lastLevelMisses: 2 + 3 + 1, operations: 3))
        #expect(cost.instructionsPerOperation == 2006)
        // Accesses 6018 + 1002 + 1008 = 8028; L1 hits 8028 − 8 = 8020; LL hits 8 − 6 = 2; memory 6.
        #expect(cost.estimatedCycles == 8020 + 5 * 2 + 35 * 6)
        #expect(cost.estimatedCyclesPerOperation == 8240.0 / 3)
    }

    @Test func trailingZerosLeftOutOfTheSummaryCountAsZero() throws {
        let text = "events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw\nsummary: 12018 2002 2008 1\n"
        let cost = try CallgrindSession.parse(text, path: "d", operations: 1)
        #expect(cost.firstLevelMisses == 1)
        #expect(cost.lastLevelMisses == 0)
    }

    @Test func aDumpWithoutTheCacheSimulationIsRefusedByName() {
        let text = "events: Ir\nsummary: 100\n"
        do {
            _ = try CallgrindSession.parse(text, path: "/tmp/x.1", operations: 1)
            Issue.record("accepted a dump without Dr")
        } catch {
            #expect(error.message.hasPrefix("/tmp/x.1: Callgrind counted no 'Dr' (events: Ir)"))
        }
        do {
            _ = try CallgrindSession.parse("summary: 1 2\n", path: "/tmp/y.1", operations: 1)
            Issue.record("accepted a dump without events")
        } catch {
            #expect(error.message == "/tmp/y.1: not a Callgrind dump with an 'events:' and a 'summary:' line")
        }
    }

    @Test func valgrindsVersionLineIsRead() {
        #expect(CountedRun.parseVersion("valgrind-3.19.0").map { [$0.major, $0.minor] } == [3, 19])
        #expect(CountedRun.parseVersion("valgrind-3.22.0.GIT").map { [$0.major, $0.minor] } == [3, 22])
        #expect(CountedRun.parseVersion("valgrind 3.19") == nil)
        #expect(CountedRun.parseVersion("valgrind-x.y") == nil)
    }

    @Test func theCountedRunDumpsOnlyWhatItsCommandLineAsksFor() {
        let arguments = CountedRun.valgrindArguments(executable: "/tmp/p", arguments: ["run", "--measure", "instructions"],
                                                     dumps: "/tmp/d/callgrind.out", log: "/tmp/d/log")
        #expect(arguments.starts(with: ["--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no", "--cache-sim=yes"]))
        #expect(arguments.suffix(4) == ["/tmp/p", "run", "--measure", "instructions"])
        #expect(arguments.contains("--LL=8388608,16,64"))
    }
}
