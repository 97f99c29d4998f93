import LabSupport
import LayoutEngine

/// The engines of the running command's registry (`EngineRegistry.current`) and the strategies,
/// by name: what the commands looked up before engines were registered, kept as a thin layer.
public enum EngineCatalog {
    /// The engines of the current registry.
    public static var all: [EngineDescriptor] { EngineRegistry.current.engines }

    public static var names: [String] { EngineRegistry.current.names }

    /// The engine called `name` in the current registry.
    public static func named(_ name: String) throws(LabError) -> EngineDescriptor {
        try EngineRegistry.current.named(name)
    }

    /// The query strategy called `name`.
    public static func queryStrategy(named name: String) throws(LabError) -> any QueryStrategy {
        guard let strategy = QueryStrategies.named(name) else {
            throw LabError("unknown query strategy '\(name)' (known: \(QueryStrategies.names.joined(separator: ", ")))")
        }
        return strategy
    }

    /// The invalidation strategy called `name`.
    public static func invalidationStrategy(named name: String) throws(LabError) -> any InvalidationStrategy {
        guard let strategy = InvalidationStrategies.named(name) else {
            throw LabError("unknown invalidation strategy '\(name)' (known: \(InvalidationStrategies.names.joined(separator: ", ")))")
        }
        return strategy
    }
}
