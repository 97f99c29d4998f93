import LabSupport
/// The engines a command knows, by name. The built-in engines are registrations like any other
/// (`builtIn`); a user's package adds its own and starts the commands with the result
/// (`PerfLabCommand.main(registry:)`, `FuzzCommand.main(registry:)`, docs/porting.md).
///
/// A command takes its registry at its entry and passes it down as a value to everything that
/// looks an engine up — scenario decoding and output, building a layout, the fuzzer's cases,
/// shrinker and reproducers, the perf suites and reports — or to the objects that hold it (a fuzz
/// case resolves its engine's descriptor once). No global or task-local holds it: two commands (or
/// two tests, or the threads of `fuzz run --jobs`) running at once each use the one they were given.
public struct EngineRegistry: Sendable {
    /// The registered engines, in registration order (listings and the perf suites follow it).
    public private(set) var engines: [EngineDescriptor] = []

    /// An empty registry.
    public init() {}

    /// A registry of `engines`, registered in order.
    /// - Throws: `LabError` for a duplicate name or a bad declaration (see `register`).
    public init(_ engines: [EngineDescriptor]) throws(LabError) {
        for engine in engines { try register(engine) }
    }

    /// Adds `engine`.
    /// - Throws: `LabError` when an engine of that name is already registered, when the name is not
    ///   letters, digits and `-`, or when its keys clash (a key listed twice, a declared parameter
    ///   named like a built-in engine's setting, a default or random range outside the allowed values).
    /// - Complexity: O(e + k), where e is the number of engines and k of the engine's keys.
    public mutating func register(_ engine: EngineDescriptor) throws(LabError) {
        let name = engine.name
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw LabError("cannot register engine '\(name)': a name is letters, digits and '-'")
        }
        if let existing = engines.first(where: { $0.name == name }) {
            throw LabError("cannot register engine '\(name)' (\(engine.summary)): the name is taken by '\(name)' (\(existing.summary))")
        }
        var seen: Set<String> = []
        for parameter in engine.parameters {
            guard seen.insert(parameter.name).inserted else {
                throw LabError("cannot register engine '\(name)': parameter '\(parameter.name)' is declared twice")
            }
            // A built-in's setting has no declared values; the fuzzer's shrinker drops those by name.
            guard let declared = parameter.declared else { continue }
            guard !Self.builtInSettingNames.contains(parameter.name) else {
                throw LabError("cannot register engine '\(name)': parameter '\(parameter.name)' has the name of a typed layout setting")
            }
            guard parameter.allowed.contains(declared.defaultValue),
                  parameter.allowed.contains(declared.random.lowerBound), parameter.allowed.contains(declared.random.upperBound) else {
                throw LabError("cannot register engine '\(name)': parameter '\(parameter.name)' has a default or random range outside its allowed values")
            }
        }
        guard engine.fuzzWeight >= 0 else { throw LabError("cannot register engine '\(name)': a negative fuzz weight") }
        engines.append(engine)
    }

    /// This registry with `engines` added.
    /// - Throws: `LabError` as `register` does.
    public func adding(_ engines: [EngineDescriptor]) throws(LabError) -> EngineRegistry {
        var registry = self
        for engine in engines { try registry.register(engine) }
        return registry
    }

    /// The names of the registered engines, in registration order.
    public var names: [String] { engines.map(\.name) }

    /// The engine called `name`, or nil.
    /// - Complexity: O(e), where e is the number of engines.
    public func descriptor(named name: String) -> EngineDescriptor? {
        engines.first { $0.name == name }
    }

    /// The engine called `name`.
    /// - Throws: `LabError` naming every registered engine with its summary.
    public func named(_ name: String) throws(LabError) -> EngineDescriptor {
        guard let engine = descriptor(named: name) else {
            throw LabError("unknown engine '\(name)' (known: \(engines.map { "\($0.name): \($0.summary)" }.joined(separator: "; ")))")
        }
        return engine
    }

    /// The engines `fuzz run` draws from when none is named, each repeated by its weight.
    public var fuzzedByDefault: [String] {
        engines.flatMap { Array(repeating: $0.name, count: $0.fuzzWeight) }
    }
}
