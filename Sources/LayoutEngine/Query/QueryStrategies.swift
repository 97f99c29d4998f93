/// The built-in strategies, by name.
package enum QueryStrategies {
    /// Every built-in strategy, linear first: what commands and reports offer by default.
    package static let all: [any QueryStrategy] = [LinearScanQuery(), BinarySearchQuery()]

    /// The names of the built-in strategies, for error messages.
    package static var names: [String] { all.map(\.name) }

    /// The built-in strategy called `name`, or nil.
    package static func named(_ name: String) -> (any QueryStrategy)? {
        all.first { $0.name == name }
    }
}
