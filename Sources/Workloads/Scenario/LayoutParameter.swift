import LabSupport
import LayoutEngine

/// A typed key of a user's engine (docs/porting.md): a number, a whole number or a flag, with its
/// default and the values the fuzzer draws. Declared once as a constant, listed by the engine's
/// descriptor and read in its `make` as `settings[key]`, which is the scenario's value or the
/// default: a misspelt key does not compile, and reading a key never traps.
///
///     let columns = LayoutParameter.integer("columns", default: 2, allowed: 1...12)
///     …
///     layout.columns = settings[columns]
///
/// A built-in engine's keys are `LayoutKey`s, read the same way but optional, since an absent one
/// keeps the engine's own default.
public struct LayoutParameter<Value: Sendable>: LayoutSetting {
    /// The name, kind, allowed values, default and random values.
    public let parameter: EngineParameter
    /// The value a scenario's number stands for (a whole number, 0 or 1 for a flag).
    private let value: @Sendable (Double) -> Value
    /// The value when a scenario gives none.
    public let defaultValue: Value

    private init(_ parameter: EngineParameter, defaultValue: Value, value: @escaping @Sendable (Double) -> Value) {
        self.parameter = parameter
        self.defaultValue = defaultValue
        self.value = value
    }

    /// The value `settings` give this key, or its default.
    /// - Complexity: O(1).
    func value(in settings: Scenario.LayoutSettings) -> Value {
        settings.parameters[parameter.name]?.number.map(value) ?? defaultValue
    }
}

extension LayoutParameter where Value == Double {
    /// A length or any other number in `allowed` (the lengths a scenario accepts unless given); the
    /// fuzzer draws from `random`, on the quarter point.
    public static func number(_ name: String, default defaultValue: Double, allowed: ClosedRange<Double> = 0...1e9,
                              random: ClosedRange<Double>) -> LayoutParameter {
        LayoutParameter(EngineParameter(name: name, kind: .number, allowed: allowed,
                                        declared: .init(defaultValue: defaultValue, random: random)),
                        defaultValue: defaultValue) { $0 }
    }
}

extension LayoutParameter where Value == Int {
    /// A whole number in `allowed`, such as a column count; the fuzzer draws from `random` (all of
    /// `allowed` unless given).
    public static func integer(_ name: String, default defaultValue: Int, allowed: ClosedRange<Int>,
                               random: ClosedRange<Int>? = nil) -> LayoutParameter {
        let random = random ?? allowed
        return LayoutParameter(EngineParameter(name: name, kind: .integer,
                                               allowed: Double(allowed.lowerBound)...Double(allowed.upperBound),
                                               declared: .init(defaultValue: Double(defaultValue),
                                                               random: Double(random.lowerBound)...Double(random.upperBound))),
                               defaultValue: defaultValue) { Int($0) }
    }
}

extension LayoutParameter where Value == Bool {
    /// A true-or-false setting; the fuzzer draws either value.
    public static func boolean(_ name: String, default defaultValue: Bool) -> LayoutParameter {
        LayoutParameter(EngineParameter(name: name, kind: .boolean, allowed: 0...1,
                                        declared: .init(defaultValue: defaultValue ? 1 : 0, random: 0...1)),
                        defaultValue: defaultValue) { $0 != 0 }
    }
}

extension Scenario.LayoutSettings {
    /// The value of a user's `parameter`: the scenario's, or the parameter's default.
    public subscript<Value>(parameter: LayoutParameter<Value>) -> Value {
        parameter.value(in: self)
    }
}
