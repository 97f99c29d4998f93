import LabSupport
import LayoutEngine

extension QueryStrategies {
    /// The built-in query strategy called `name`, as a command line names it (`--strategy`).
    /// - Throws: `LabError` naming the known strategies.
    package static func strategy(named name: String) throws(LabError) -> any QueryStrategy {
        guard let strategy = named(name) else {
            throw LabError("unknown query strategy '\(name)' (known: \(names.joined(separator: ", ")))")
        }
        return strategy
    }
}

extension InvalidationStrategies {
    /// The built-in invalidation strategy called `name`, as a command line names it (`--invalidation`).
    /// - Throws: `LabError` naming the known strategies.
    package static func strategy(named name: String) throws(LabError) -> any InvalidationStrategy {
        guard let strategy = named(name) else {
            throw LabError("unknown invalidation strategy '\(name)' (known: \(names.joined(separator: ", ")))")
        }
        return strategy
    }
}
