/// The built-in strategies, by name.
public enum QueryStrategies {
    /// Every built-in strategy, linear first: what commands and reports offer by default.
    public static let all: [any QueryStrategy] = [LinearScanQuery(), BinarySearchQuery()]

    /// The names of the built-in strategies, for error messages.
    public static var names: [String] { all.map(\.name) }

    /// The built-in strategy called `name`, or nil.
    public static func named(_ name: String) -> (any QueryStrategy)? {
        all.first { $0.name == name }
    }
}
