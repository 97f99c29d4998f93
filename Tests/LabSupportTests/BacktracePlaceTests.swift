import LabSupport
import Testing

/// `BacktracePlace`: the place a supervised child's crash is told apart by, read from Swift's
/// backtrace as the runtime prints it (the frame lines' shape: number, flags, address, function,
/// "in" binary, "at" file:line:column).
@Suite struct BacktracePlaceTests {
    static let backtrace = """

        *** Signal 4: Backtracing from 0x564464aad2ff... done ***

        *** Program crashed: Illegal instruction at 0x0000564464aad2ff ***

        Thread 0 "trial" crashed:

          0 [inlined] [system]      0x0000564464aad2ff specialized Array.subscript.getter in trial at //<compiler-generated>
          1                         0x0000564464aad2ff GridTrapLayout.prepare() + 927 in trial at /x/Sources/Trial/1-GridTrap.swift:20:28
          2 [ra]                    0x0000564464a23441 UIKitLayoutEngine.prepare() + 112 in trial at /x/Sources/UIKitAdapter/UIKitLayoutEngine.swift:124:16
        """

    @Test func theFirstFrameWithAFileIsThePlace() {
        // Frame 0 is compiler-generated; frame 1 is the first with a file: its function, file name
        // and line, and the crash's kind from the "Program crashed" line.
        #expect(BacktracePlace(backtrace: Self.backtrace)?.description == "GridTrapLayout.prepare() at 1-GridTrap.swift:20: Illegal instruction")
    }

    @Test func aFatalErrorMessageIsTheReason() {
        let text = Self.backtrace.replacingOccurrences(of: "\n*** Signal 4",
                                                       with: "/x/Sources/Trial/1-GridTrap.swift:20: Fatal error: Index out of range\n*** Signal 4")
        #expect(BacktracePlace(backtrace: text)?.description == "GridTrapLayout.prepare() at 1-GridTrap.swift:20: Fatal error: Index out of range")
    }

    @Test func noFrameWithAFileIsNoPlace() {
        #expect(BacktracePlace(backtrace: "*** Program crashed: Segmentation fault at 0x0 ***\n  0 0x1 f in trial at //<compiler-generated>") == nil)
        #expect(BacktracePlace(backtrace: "") == nil)
    }
}
