/// The values of an engine's declared parameters in one scenario, defaults filled in: what a
/// registered engine's `make` reads.
public struct EngineParameters: Sendable {
    private let declared: [String: EngineParameter]
    private let values: [String: EngineParameter.Value]

    init(_ declared: [EngineParameter], values: [String: EngineParameter.Value]) {
        self.declared = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.values = values
    }

    private func value(_ name: String, _ kind: EngineParameter.Kind) -> Double {
        guard let parameter = declared[name] else {
            preconditionFailure("parameter '\(name)' is not declared (declared: \(declared.keys.sorted().joined(separator: ", ")))")
        }
        precondition(parameter.kind == kind, "parameter '\(name)' is a \(parameter.kind), read as a \(kind)")
        guard let declaredValues = parameter.declared else {
            preconditionFailure("parameter '\(name)' has no declared default: read it as a typed key")
        }
        return values[name]?.number ?? declaredValues.defaultValue
    }

    /// The number parameter `name`. Traps when no such parameter is declared.
    public func number(_ name: String) -> Double { value(name, .number) }
    /// The whole-number parameter `name`. Traps when no such parameter is declared.
    public func integer(_ name: String) -> Int { Int(value(name, .integer)) }
    /// The `.boolean` parameter `name`. Traps when no such parameter is declared.
    public func boolean(_ name: String) -> Bool { value(name, .boolean) != 0 }
}
