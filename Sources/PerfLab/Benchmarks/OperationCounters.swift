import ProcessCounters
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an operation does besides taking time, counted in-process around a fixed, seeded set of
/// operations (never the timed ones, whose number depends on the clock), each rehearsed once
/// uncounted first (`rehearsed`): the Swift runtime allocates its metadata and conformance caches
/// the first time a path runs, so a count taken cold would depend on what ran before it.
/// - allocation calls (malloc, calloc, realloc and the aligned ones) on the calling thread, on
///   Linux with glibc (`ProcessCounters` interposes the allocator); a count depends on the code
///   and its input only, so it is a deterministic counter, compared exactly;
/// - retired user-space instructions, through `perf_event_open`, where the kernel allows it
///   (not in most virtual machines); close to deterministic but not exactly (hash seeds differ per
///   process), so they are reported, never compared exactly.
struct OperationCounters {
    var allocations = 0
    var instructions: Int?

    /// The instruction counter, opened once by the first thread that counts (the benchmarks'
    /// thread: perf_event_open counts the thread that opens it); nil, with the reason, where the
    /// kernel refuses.
    private static let instructionCounter: (fd: Int32?, refusal: String?) = {
        let fd = lab_instructions_open()
        guard fd >= 0 else { return (nil, "perf_event_open: \(String(cString: strerror(-fd)))") }
        return (fd, nil)
    }()

    /// Whether allocation calls are counted: glibc's allocator interposed, and hashing
    /// deterministic (`DeterministicHashing`), without which the counts vary between runs.
    static var countsAllocations: Bool { lab_allocations_available() && DeterministicHashing.isOn }

    /// Nil where allocation calls are counted, else the one line that says why not.
    static var allocationAvailability: String? {
        if !lab_allocations_available() { return "allocations not counted: the allocator can be interposed on Linux with glibc only" }
        if !DeterministicHashing.isOn {
            return "allocations not counted: \(DeterministicHashing.variable) is not 1, so hashing is seeded per process and counts vary"
        }
        return nil
    }

    /// Nil where instructions are counted, else the one line that says why not.
    static var instructionRefusal: String? {
        instructionCounter.refusal.map { "instructions not counted: \($0)" }
    }

    /// Runs `body` twice, the rehearsal then the counted pass, and returns the second's result:
    /// the same work twice, so that the counted pass finds the runtime's caches warm whatever ran
    /// before.
    static func rehearsed<T>(_ body: () -> T) -> T {
        _ = body()
        return body()
    }

    /// Counts what `body` does on this thread.
    static func counting(_ body: () -> Void) -> OperationCounters {
        let fd = instructionCounter.fd
        if let fd { _ = lab_instructions_start(fd) }
        lab_allocations_start()
        body()
        let allocations = Int(lab_allocations_stop())
        let instructions = fd.map { Int(lab_instructions_stop($0)) }.flatMap { $0 >= 0 ? $0 : nil }
        return OperationCounters(allocations: allocations, instructions: instructions)
    }

    /// Adds another count (of the next operation).
    static func + (a: OperationCounters, b: OperationCounters) -> OperationCounters {
        OperationCounters(allocations: a.allocations + b.allocations,
                          instructions: a.instructions.flatMap { x in b.instructions.map { x + $0 } })
    }

    static let zero = OperationCounters(allocations: 0, instructions: 0)

    /// The counters per operation for a result: `allocationsPerOperation` (where counted), and the
    /// instructions per operation (nil where not counted).
    func perOperation(_ operations: Int) -> (counters: [(name: Counter, value: Double)], instructions: Double?) {
        let n = Double(max(operations, 1))
        let counters: [(name: Counter, value: Double)] = Self.countsAllocations
            ? [(name: .allocationsPerOperation, value: Double(allocations) / n)] : []
        return (counters, instructions.map { Double($0) / n })
    }
}
