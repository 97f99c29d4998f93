/// The built-in strategies, by name.
package enum InvalidationStrategies {
    /// Every built-in strategy, full first: what commands and reports offer by default.
    package static let all: [any InvalidationStrategy] = [FullInvalidation(), IncrementalInvalidation()]

    /// The names of the built-in strategies, for error messages and `--help`.
    package static var names: [String] { all.map(\.name) }

    /// The built-in strategy called `name`, or nil.
    package static func named(_ name: String) -> (any InvalidationStrategy)? {
        all.first { $0.name == name }
    }
}
