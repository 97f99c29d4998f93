import LayoutEngine

/// A typed handle on a built-in engine's parameter: `settings[.itemSize]` is a `Size?`, nil when the
/// scenario gives none (the engine keeps its own default). The built-in engines' keys are declared
/// once, as static members (`LayoutKey+BuiltIn.swift`), and listed by the descriptors that read
/// them; a user's engine declares `LayoutParameter`s instead.
package struct LayoutKey<Value: LayoutValue>: LayoutSetting {
    package let parameter: EngineParameter

    init(_ parameter: EngineParameter) {
        self.parameter = parameter
    }
}

/// Anything a descriptor lists among the keys it reads: a typed key of any value type, a
/// built-in's `LayoutKey` or a user's `LayoutParameter`.
public protocol LayoutSetting: Sendable {
    /// The parameter the key reads: its name, kind and allowed values.
    var parameter: EngineParameter { get }
}

/// A type a layout setting holds, and how `Scenario.LayoutSettings` keeps it.
package protocol LayoutValue: Sendable {
    /// The value as the settings keep it.
    var settingValue: EngineParameter.Value { get }
    /// The value a kept one holds, or nil when it holds another kind.
    init?(settingValue: EngineParameter.Value)
}

extension LayoutValue {
    /// The kept value, when it holds this type itself (a number, a size, insets, a composition).
    package init?(settingValue: EngineParameter.Value) {
        guard let value = settingValue.payload as? Self else { return nil }
        self = value
    }
}

extension Double: LayoutValue {
    package var settingValue: EngineParameter.Value { .number(self) }
}

extension Size: LayoutValue {
    package var settingValue: EngineParameter.Value { .size(self) }
}

extension EdgeInsets: LayoutValue {
    package var settingValue: EngineParameter.Value { .insets(self) }
}

extension Composition: LayoutValue {
    package var settingValue: EngineParameter.Value { .composition(self) }
}

/// A whole number, kept as a number.
extension Int: LayoutValue {
    package var settingValue: EngineParameter.Value { .number(Double(self)) }
    package init?(settingValue: EngineParameter.Value) {
        guard let number = settingValue.number, let whole = Int(exactly: number) else { return nil }
        self = whole
    }
}

/// An enumeration a setting chooses from, kept as its raw value.
package protocol LayoutChoice: LayoutValue, CaseIterable, RawRepresentable where RawValue == String {}

extension LayoutChoice {
    package var settingValue: EngineParameter.Value { .choice(rawValue) }
    package init?(settingValue: EngineParameter.Value) {
        guard let text = settingValue.payload as? String else { return nil }
        self.init(rawValue: text)
    }
}

extension ScrollDirection: LayoutChoice {}
extension SectionInsetReference: LayoutChoice {}
extension FlowLineAlignment: LayoutChoice {}

extension LayoutKey {
    /// A length (0 to 1e9 points).
    static func length(_ name: String) -> LayoutKey<Double> { LayoutKey<Double>(.setting(name, .length)) }
    /// A count of `noun`s in `allowed`.
    static func count(_ name: String, of noun: String, allowed: ClosedRange<Int>) -> LayoutKey<Int> {
        LayoutKey<Int>(.setting(name, .count(noun), allowed: Double(allowed.lowerBound)...Double(allowed.upperBound)))
    }
    static func size(_ name: String) -> LayoutKey<Size> { LayoutKey<Size>(.setting(name, .size)) }
    static func insets(_ name: String) -> LayoutKey<EdgeInsets> { LayoutKey<EdgeInsets>(.setting(name, .insets)) }
    /// One of `Choice`'s raw values.
    static func choice<Choice: LayoutChoice>(_ name: String, _: Choice.Type = Choice.self) -> LayoutKey<Choice> {
        LayoutKey<Choice>(.setting(name, .choice(Choice.allCases.map(\.rawValue))))
    }
}
