import Foundation
import Workloads

/// A suite's results with their provenance, as JSON (for keeping and comparing) and Markdown
/// (for reading). Schema version 1; the PerfLab issue grows it.
struct Report {
    static let schemaVersion = 1

    var suite: String
    var seed: UInt64
    var results: [BenchmarkResult]
    var timestamp: String = Report.utcTimestamp()
    var toolchain: String = Provenance.toolchain()
    var commit: String = Provenance.commit()

    func json() -> String {
        let info = ProcessInfo.processInfo
        let document = JSONOutput.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("suite", .string(suite)),
            ("timestamp", .string(timestamp)),
            ("seed", .string(String(seed))),
            ("buildConfiguration", .string(BuildConfiguration.current)),
            ("toolchain", .string(toolchain)),
            ("commit", .string(commit)),
            ("machine", .object([
                ("os", .string(info.operatingSystemVersionString)),
                ("processors", .int(info.activeProcessorCount)),
                ("memoryBytes", .number(Double(info.physicalMemory))),
            ])),
            ("benchmarks", .array(results.map { result in
                .object([
                    ("name", .string(result.name)), ("engine", .string(result.engine)),
                    ("strategy", .string(result.strategy)), ("items", .int(result.items)),
                    ("samples", .int(result.summary.count)),
                    ("p50Nanoseconds", .number(result.summary.p50)), ("p90Nanoseconds", .number(result.summary.p90)),
                    ("p99Nanoseconds", .number(result.summary.p99)), ("maxNanoseconds", .number(result.summary.max)),
                    ("counters", .object(result.counters.map { ($0.0, .number($0.1)) })),
                ])
            })),
        ])
        return document.serialized(pretty: true) + "\n"
    }

    func markdown() -> String {
        var text = "# perflab \(suite) suite (\(BuildConfiguration.current) build, seed \(seed), \(timestamp))\n\n"
        text += "\(toolchain); commit \(commit)\n\n"
        text += "| benchmark | engine | strategy | items | samples | p50 | p90 | p99 | max | counters |\n"
        text += "|---|---|---|---:|---:|---:|---:|---:|---:|---|\n"
        for result in results {
            let s = result.summary
            let counters = result.counters.map { "\($0.0) \(Self.number($0.1))" }.joined(separator: ", ")
            text += "| \(result.name) | \(result.engine) | \(result.strategy) | \(result.items) | \(s.count) | "
                + "\(Self.duration(s.p50)) | \(Self.duration(s.p90)) | \(Self.duration(s.p99)) | \(Self.duration(s.max)) | \(counters) |\n"
        }
        return text
    }

    /// A duration in the unit that keeps three significant digits readable.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(format: "%.2f", value)
    }

    static func utcTimestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }
}
