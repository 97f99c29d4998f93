/// The kinds of file the commands read, each with the most bytes it may hold. A file beyond its
/// kind's maximum is refused before a byte of it is parsed (its size from `fstat`), and a read
/// stops one byte past the maximum (a file that grows while read, a device that never ends), so
/// reading and parsing cost at most a small multiple of the maximum, never of what a path offers.
///
/// Each maximum comes from the caps on what a file holds (docs/commands.md, "How large a file may
/// be"): items and steps times the widest entry the lab's writers make for one of them.
package enum InputKind: Sendable {
    /// A scenario file: 1,000,000 items listed one by one at 128 bytes an item (a listed size and a
    /// listed preferred size with 17-digit numbers, `{"width":123.45678901234567,"height":…},` 57
    /// bytes each, or a size and an event). Up to the 10,000,000-item cap, a scenario gives counts
    /// and seeded random sizes, a few hundred bytes whatever the count.
    case scenario
    /// A workload file (`perflab workload`, `perflab play`): its scenario, written out item by item
    /// (`scenario`'s maximum), and 1,000,000 steps (the `--steps` cap) at 64 bytes a step (a scroll
    /// offset or a container size with 17-digit numbers). Batches, 250 to 500 bytes a step, fit
    /// 130,000 steps or more; `perflab workload` refuses to write a file beyond the maximum.
    case workload
    /// A reproducer (`fuzz replay`): its scenario (`scenario`'s maximum) and 8 MiB for its steps
    /// (a fuzz case runs 40, each a few hundred bytes to a few kilobytes).
    case reproducer
    /// A failure record (`fuzz replay`, the in-progress file): nine keys and one failure message.
    case failureRecord
    /// A Swift source file given to `try-layout`: 4 MiB, far beyond any layout's file.
    case swiftSource
    /// A perf report or noise floor (`perflab compare`): 100,000 benchmarks at 640 bytes each (the
    /// standard suite's 432 benchmarks average 555 bytes; the full suite runs under 1,000).
    case report

    /// The most bytes a file of this kind may hold.
    package var maximumBytes: Int {
        switch self {
        case .scenario: 1_000_000 * 128 + Self.mebibyte * 8
        case .workload: InputKind.scenario.maximumBytes + 1_000_000 * 64
        case .reproducer: InputKind.scenario.maximumBytes + Self.mebibyte * 8
        case .failureRecord: Self.mebibyte
        case .report: 100_000 * 640
        case .swiftSource: Self.mebibyte * 4
        }
    }

    /// How a message names a file of this kind: "a scenario file".
    package var name: String {
        switch self {
        case .scenario: "a scenario file"
        case .workload: "a workload file"
        case .reproducer: "a reproducer"
        case .failureRecord: "a failure record"
        case .report: "a report"
        case .swiftSource: "a Swift source file"
        }
    }

    private static let mebibyte = 1 << 20
}
