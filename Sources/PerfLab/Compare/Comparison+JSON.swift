import LabSupport
import Workloads

/// `compare --json FILE`: the outcome for tools (docs/perflab-compare.md, "For tools"): the
/// verdict and the exit status it leads to, each side's provenance, every benchmark's judged
/// metrics, the frames over budget, the counters that changed, the benchmarks of one side only and
/// the warnings; for counted sides (`measurement` "instructions"), every benchmark's counted
/// metrics per operation instead of times. Durations in nanoseconds; ratios as numbers (1.05 is 5% slower).
extension Comparison {
    static let jsonKind = "perflab-comparison"
    static let jsonSchemaVersion = 1

    /// The exit status `compare` ends with: 1 a regression, 3 time not judged (and no
    /// regression), 0 otherwise.
    var exitStatus: Int32 { hasRegression ? 1 : hasUnjudgedTime ? 3 : 0 }

    func json() -> String {
        func side(_ set: ReplicateSet) -> JSONOutput {
            let first = set.replicates.first?.report
            return .object([
                ("label", .string(set.label)), ("path", .string(set.path)), ("runs", .int(set.replicates.count)),
                ("commits", .array(Array(Set(set.reports.map(\.provenance.commit))).sorted().map { .string($0) })),
                ("suite", first.map { .string($0.suite) } ?? .null), ("seed", first.map { .string(String($0.seed)) } ?? .null),
                ("buildConfiguration", first.map { .string($0.provenance.buildConfiguration) } ?? .null),
            ])
        }
        func verdictText(_ verdict: TimeJudgement.Verdict) -> String {
            switch verdict {
            case .regressed: "regressed"
            case .improved: "improved"
            case .withinNoise: "within noise floor"
            case .unchanged: "unchanged"
            case .notJudged: "not judged"
            }
        }
        func metric(_ judgement: TimeJudgement) -> JSONOutput {
            var members: [(key: String, value: JSONOutput)] = [
                ("verdict", .string(verdictText(judgement.verdict))),
                ("oldRunValuesNanoseconds", .array(judgement.oldMedians.map { .number($0) })),
                ("newRunValuesNanoseconds", .array(judgement.newMedians.map { .number($0) })),
                ("ratio", judgement.ratio.map { .number($0) } ?? .null),
                ("intervalLower", judgement.interval.map { .number($0.lower) } ?? .null),
                ("intervalUpper", judgement.interval.map { .number($0.upper) } ?? .null),
                ("p", judgement.test.map { .number($0.pValue) } ?? .null),
                ("floor", .number(judgement.floor)),
            ]
            if case .notJudged(let reason) = judgement.verdict { members.append(("reason", .string(reason))) }
            return .object(members)
        }
        let document = JSONOutput.object([
            ("schemaVersion", .int(Self.jsonSchemaVersion)), ("kind", .string(Self.jsonKind)),
            ("verdict", .string(verdict)), ("exitStatus", .int(Int(exitStatus))),
            ("old", side(old)), ("new", side(new)), ("alpha", .number(settings.alpha)),
            ("times", .array(times.map { change in
                .object(change.benchmark.key.jsonMembers + [("verdict", .string(verdictText(change.overall.verdict))),
                                                      ("p50", metric(change.judgement)),
                                                      ("p99", change.tail.map(metric) ?? .null)])
            })),
            ("framesOverBudget", .array(frames.map { judgement in
                .object([("key", .string(judgement.key.description)), ("budget", .string(judgement.budget)),
                         ("verdict", .string(verdictText(judgement.verdict))),
                         ("oldRunCounts", .array(judgement.oldCounts.map { .int($0) })),
                         ("newRunCounts", .array(judgement.newCounts.map { .int($0) })),
                         ("p", judgement.pValue.map { .number($0) } ?? .null)])
            })),
            ("measurement", .string(isCounted ? Measurement.instructions.rawValue : Measurement.time.rawValue)),
            ("counted", .array(counted.map { change in
                .object(change.benchmark.key.jsonMembers + [("verdict", .string(verdictText(change.verdict))),
                                                      ("metrics", .array(change.metrics.map { metric in
                                                          .object([("metric", .string(metric.metric.rawValue)),
                                                                   ("oldPerOperation", .number(metric.old)),
                                                                   ("newPerOperation", .number(metric.new)),
                                                                   ("threshold", .number(metric.threshold)),
                                                                   ("verdict", .string(verdictText(metric.verdict)))])
                                                      }))])
            })),
            ("counters", .array(counters.map { change in
                .object(change.benchmark.key.jsonMembers + [("counter", .string(change.name.rawValue)),
                                                      ("old", change.old.map { .number($0) } ?? .null),
                                                      ("new", change.new.map { .number($0) } ?? .null),
                                                      ("isCost", .bool(change.isCost)), ("isRegression", .bool(change.isRegression))])
            })),
            ("onlyOld", .array(onlyOld.map { .object($0.key.jsonMembers) })),
            ("onlyNew", .array(onlyNew.map { .object($0.key.jsonMembers) })),
            ("warnings", .array(warnings.map { .string($0) })),
        ])
        return document.serialized(pretty: true) + "\n"
    }
}
