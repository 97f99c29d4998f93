/// Whether two sides can be compared at all, judged from the reports' provenance before any
/// number is looked at.
///
/// Refusals (overridden by `--force`): replicates of one side from different commits, build
/// configurations, suites or seeds; sides of different build configurations, suites or seeds;
/// and, when measuring noise (a build against itself), sides of different commits.
/// Notes (never refusals): different toolchains or machines, counted reports counted differently
/// (another number of parts, `--jobs`), and debug builds.
struct Comparability: Sendable {
    /// Reasons not to compare, one line each, most fundamental first.
    var refusals: [String] = []
    /// Differences worth knowing that do not stop a comparison.
    var notes: [String] = []

    init(old: ReplicateSet, new: ReplicateSet, sameBuildExpected: Bool = false) {
        refusals += Self.mixedReplicates(old) + Self.mixedReplicates(new)
        guard let first = old.replicates.first?.report, let second = new.replicates.first?.report else { return }
        let (a, b) = (first.provenance, second.provenance)
        if a.buildConfiguration != b.buildConfiguration {
            refusals.append("\(old.label) is a \(a.buildConfiguration) build and \(new.label) a \(b.buildConfiguration) build; "
                            + "timings of different build configurations do not compare")
        } else if a.buildConfiguration != "release" {
            notes.append("both sides are \(a.buildConfiguration) builds, whose timings mean little")
        }
        if first.suite != second.suite {
            refusals.append("\(old.label) ran the \(first.suite) suite and \(new.label) the \(second.suite) suite")
        }
        if first.seed != second.seed {
            refusals.append("\(old.label) ran with seed \(first.seed) and \(new.label) with seed \(second.seed); their workloads differ")
        }
        if sameBuildExpected && a.commit != b.commit {
            refusals.append("measuring noise compares a build with itself, but \(old.label) is commit \(Self.short(a.commit)) "
                            + "and \(new.label) commit \(Self.short(b.commit))")
        }
        if a.toolchain != b.toolchain {
            notes.append("toolchains differ: \(old.label) \(a.toolchain); \(new.label) \(b.toolchain)")
        }
        if a.measurement == .instructions && b.measurement == .instructions && a.counting != b.counting {
            // A counted run in another number of parts (`--jobs`) moves instructions by a few in ten
            // thousand and estimated cycles by more (docs/perflab-counted.md, "What ran before").
            notes.append("counted differently: \(old.label) \(a.counting); \(new.label) \(b.counting)")
        }
        if a.operatingSystem != b.operatingSystem || a.processors != b.processors {
            notes.append("machines differ: \(old.label) \(a.operatingSystem), \(a.processors) processors; "
                         + "\(new.label) \(b.operatingSystem), \(b.processors) processors")
        }
    }

    /// The first replicate that differs from the side's first one in commit, build
    /// configuration, suite or seed, as a refusal.
    private static func mixedReplicates(_ side: ReplicateSet) -> [String] {
        guard let first = side.replicates.first else { return [] }
        let build = "every run of a side must come from one build", workload = "every run of a side must run one workload"
        let properties: [(what: String, why: String, value: (Report) -> String)] = [
            ("commits", build, { short($0.provenance.commit) }),
            ("build configurations", build, { $0.provenance.buildConfiguration }),
            ("suites", workload, { $0.suite }),
            ("seeds", workload, { String($0.seed) }),
        ]
        var problems: [String] = []
        for property in properties {
            let expected = property.value(first.report)
            if let other = side.replicates.first(where: { property.value($0.report) != expected }) {
                problems.append("\(side.label) mixes \(property.what): \(expected) (\(first.path)) and "
                                + "\(property.value(other.report)) (\(other.path)); \(property.why)")
            }
        }
        return problems
    }

    /// A commit as people read it: 12 hex digits, with its `+dirty` mark.
    static func short(_ commit: String) -> String {
        let dirty = commit.hasSuffix("+dirty")
        let hash = dirty ? String(commit.dropLast("+dirty".count)) : commit
        return String(hash.prefix(12)) + (dirty ? "+dirty" : "")
    }
}
