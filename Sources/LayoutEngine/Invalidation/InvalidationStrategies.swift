/// The built-in strategies, by name.
public enum InvalidationStrategies {
    public static let all: [any InvalidationStrategy] = [FullInvalidation(), IncrementalInvalidation()]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any InvalidationStrategy)? {
        all.first { $0.name == name }
    }
}
