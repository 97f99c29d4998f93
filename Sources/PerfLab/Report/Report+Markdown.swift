import Foundation

extension Report {
    /// The report as a Markdown summary: provenance, the targets, the side-by-side ratios, then one
    /// table row per benchmark.
    func markdown() -> String {
        var text = "# perflab \(suite) suite (\(provenance.buildConfiguration) build, seed \(seed), \(provenance.timestamp))\n\n"
        text += "\(provenance.toolchain); commit \(provenance.commit); \(provenance.operatingSystem), "
            + "\(provenance.processors) processors; \(Self.number(provenance.durationSeconds)) s; "
            + "peak resident memory \(Self.bytes(provenance.peakResidentBytes))\n\n"
        let targets = targetsMarkdown()
        text += targets.isEmpty ? "" : targets + "\n"
        text += comparisonsMarkdown().isEmpty ? "" : "# Side by side\n" + comparisonsMarkdown() + "\n# Every benchmark\n\n"
        text += "| benchmark | engine | strategy | items | samples | p50 | p90 | p99 | max | counters |\n"
        text += "|---|---|---|---:|---:|---:|---:|---:|---:|---|\n"
        for result in benchmarks {
            let s = result.summary
            var notes = result.counters.map { "\($0.name.rawValue) \(Self.number($0.value))" }
            notes += result.budgetMisses.map { "frames over \($0.budget) \($0.frames)" }
            text += "| \(result.family) | \(BenchmarkKey.fileText(result.engine)) | \(BenchmarkKey.fileText(result.strategy)) | "
                + "\(result.items) | \(s.count) | "
                + "\(Self.duration(s.p50)) | \(Self.duration(s.p90)) | \(Self.duration(s.p99)) | \(Self.duration(s.max)) | "
                + "\(notes.joined(separator: ", ")) |\n"
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

    static func bytes(_ value: Double) -> String {
        value >= Double(1 << 30) ? String(format: "%.2f GiB", value / Double(1 << 30)) : String(format: "%.1f MiB", value / Double(1 << 20))
    }

    static func utcTimestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }
}
