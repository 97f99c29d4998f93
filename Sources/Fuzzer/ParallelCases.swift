import LabSupport
import Dispatch
import Foundation
import FuzzCore
import Workloads

/// Runs a campaign's cases on `jobs` threads, a batch at a time, and hands their outcomes back in
/// case order. A case's outcome is a function of its seed alone (its layouts, views and generator
/// are its own; the engines keep no shared mutable state, which Swift 6's checking guarantees), so
/// running cases side by side changes how long a campaign takes, not what it finds. Each thread
/// writes the seed record of the case it is about to run to its own in-progress file first
/// (`inProgressPaths`), so a crash leaves the records of the cases that were running.
struct ParallelCases {
    let jobs: Int
    let registry: EngineRegistry
    let engine: String?
    let campaignSeed: UInt64
    /// One file per thread: the campaign's in-progress file for the first, `-job-N` added for the others.
    let inProgressPaths: [String]
    /// Writes the bytes of the in-progress files: the command's (`RunCommand.execute`).
    let writer: TextFiles.ByteWriter

    /// The processors the system has online: `fuzz run`'s default number of threads.
    static var processorCount: Int { ProcessInfo.processInfo.activeProcessorCount }

    init(jobs: Int, registry: EngineRegistry, engine: String?, campaignSeed: UInt64, inProgress: String, writer: @escaping TextFiles.ByteWriter) {
        self.jobs = Swift.max(1, jobs)
        self.writer = writer
        self.registry = registry
        self.engine = engine
        self.campaignSeed = campaignSeed
        let stem = inProgress.hasSuffix(".json") ? String(inProgress.dropLast(5)) : inProgress
        inProgressPaths = (0..<self.jobs).map { $0 == 0 ? inProgress : "\(stem)-job-\($0 + 1).json" }
    }

    /// Runs the cases seeded `seeds`, in order as far as it goes: a thread takes the next case only
    /// while `shouldStop` is false, so what ran is a prefix of `seeds`. Returns their outcomes, in
    /// the order of `seeds`.
    /// - Throws: `LabError` when an in-progress file cannot be written (no case runs after that).
    func run(seeds: [UInt64], shouldStop: @escaping @Sendable () -> Bool) throws(LabError) -> [LayoutCase.Outcome] {
        let slots = Slots(count: seeds.count)
        // Everything a thread needs is a value it captures: the registry, and the file writer
        // (which a test replaces to act as a full disk).
        let (registry, engine, campaignSeed, paths, writer) = (self.registry, self.engine, self.campaignSeed, inProgressPaths, self.writer)
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            while let slot = slots.take(stopping: shouldStop) {
                let pending = FailureRecord(caseSeed: seeds[slot], campaignSeed: campaignSeed, engine: engine, step: LayoutCase.steps,
                                            operation: "any", check: .crash, message: "the process died while running this case")
                do throws(LabError) {
                    // It has to outlive a crash of this process only: no flush to the disk per case.
                    try TextFiles.writeAtomically(pending.json(), to: paths[job], syncing: false, writer: writer)
                } catch {
                    slots.fail(error)
                    return
                }
                slots.put(LayoutCase(seed: seeds[slot], engine: engine, registry: registry).run(), at: slot)
            }
        }
        if let error = slots.error { throw error }
        return slots.finished
    }

    /// Removes every thread's in-progress file, then `folder` if that leaves it empty.
    func removeInProgressFiles(andEmptyFolder folder: String) {
        for path in inProgressPaths.reversed() { TextFiles.removeIfPresent(path, andEmptyFolder: folder) }
    }
}

/// The outcomes of a batch as the threads fill them in, and the next case to take; every access
/// under the lock.
private final class Slots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [LayoutCase.Outcome?]
    private(set) var error: LabError?

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    /// The next case to run, or nil when every one is taken, a thread failed or `shouldStop` says so.
    func take(stopping shouldStop: () -> Bool) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < outcomes.count, error == nil, !shouldStop() else { return nil }
        defer { next += 1 }
        return next
    }

    func put(_ outcome: LayoutCase.Outcome, at slot: Int) {
        lock.lock()
        outcomes[slot] = outcome
        lock.unlock()
    }

    func fail(_ failure: LabError) {
        lock.lock()
        if error == nil { error = failure }
        lock.unlock()
    }

    /// The outcomes of the cases taken: a prefix of the batch, each finished (`concurrentPerform`
    /// has returned).
    var finished: [LayoutCase.Outcome] {
        lock.lock()
        defer { lock.unlock() }
        return Array(outcomes.prefix(next).compactMap { $0 })
    }
}
