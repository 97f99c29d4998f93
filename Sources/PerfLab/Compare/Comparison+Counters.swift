extension Comparison {
    /// Compares the counters of benchmark `key`: the value of a side is the value its runs agree
    /// on; when they disagree (they should not: counters are deterministic) their mean, with a
    /// warning.
    mutating func compareCounters(key: BenchmarkKey, old oldResults: [BenchmarkResult], new newResults: [BenchmarkResult]) {
        var names: [Counter] = []
        for result in oldResults + newResults {
            for counter in result.counters where !names.contains(counter.name) { names.append(counter.name) }
        }
        for name in names {
            let oldValue = agreedValue(of: name, in: oldResults, side: old.label, key: key)
            let newValue = agreedValue(of: name, in: newResults, side: new.label, key: key)
            guard oldValue != newValue else { continue }
            counters.append(CounterChange(key: key, benchmark: newResults[0], name: name, old: oldValue, new: newValue))
        }
    }

    /// The value every run gives counter `name`, or their mean (and a warning) if they differ;
    /// nil when no run has the counter.
    private mutating func agreedValue(of name: Counter, in results: [BenchmarkResult], side: String, key: BenchmarkKey) -> Double? {
        let values = results.compactMap { $0.counter(name) }
        guard let first = values.first else { return nil }
        // Equal values are taken as they are: a mean of equal doubles may round to a different one.
        guard values.contains(where: { $0 != first }) else { return first }
        let low = values.min()!, high = values.max()!
        warnings.append("the \(side) runs disagree on counter \(name.rawValue) of \(key) (\(Self.counterNumber(low)) to \(Self.counterNumber(high))); "
                        + "counters are deterministic, so these runs did different work; compared their mean")
        return values.reduce(0, +) / Double(values.count)
    }
}
