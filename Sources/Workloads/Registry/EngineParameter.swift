import LabSupport
import LayoutEngine

/// A configuration key of an engine registered from outside the package: a number, a whole
/// number or a boolean, with its default, the values a scenario file may give it, and the values the
/// fuzzer draws. A scenario's `layout` object holds it under its name; `Scenario.LayoutSettings`
/// keeps it in `parameters` (as a `Double`: a boolean is 0 or 1), and the JSON output writes it back
/// in its kind.
public struct EngineParameter: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number, integer, boolean
    }

    public var name: String
    public var kind: Kind
    public var defaultValue: Double
    /// The values a scenario may give; anything else is a decoding error that names them.
    public var allowed: ClosedRange<Double>
    /// The values the fuzzer draws from (within `allowed`).
    public var random: ClosedRange<Double>

    /// A length or any other number: `allowed` defaults to the lengths a scenario accepts.
    public static func number(_ name: String, default defaultValue: Double, allowed: ClosedRange<Double> = 0...1e9,
                              random: ClosedRange<Double>) -> EngineParameter {
        EngineParameter(name: name, kind: .number, defaultValue: defaultValue, allowed: allowed, random: random)
    }

    /// A whole number, such as a column count.
    public static func integer(_ name: String, default defaultValue: Int, allowed: ClosedRange<Int>,
                               random: ClosedRange<Int>? = nil) -> EngineParameter {
        let random = random ?? allowed
        return EngineParameter(name: name, kind: .integer, defaultValue: Double(defaultValue),
                               allowed: Double(allowed.lowerBound)...Double(allowed.upperBound),
                               random: Double(random.lowerBound)...Double(random.upperBound))
    }

    /// A true-or-false setting, read with `EngineParameters.boolean(_:)`; the fuzzer draws either value.
    public static func boolean(_ name: String, default defaultValue: Bool) -> EngineParameter {
        EngineParameter(name: name, kind: .boolean, defaultValue: defaultValue ? 1 : 0, allowed: 0...1, random: 0...1)
    }

    /// The value of a scenario's `layout` member.
    func decode(_ node: JSONNode, path: String) throws(JSONError) -> Double {
        switch kind {
        case .boolean:
            return try node.bool(path: path) ? 1 : 0
        case .integer:
            let value = Double(try node.int(path: path))
            guard allowed.contains(value) else {
                throw node.error(.invalidValue, expected: "a whole number from \(Int(allowed.lowerBound)) to \(Int(allowed.upperBound))",
                                 path: path)
            }
            return value
        case .number:
            let value = try node.double(path: path)
            guard allowed.contains(value) else {
                throw node.error(.invalidValue,
                                 expected: "a number from \(JSONWriter.numberText(allowed.lowerBound)) to \(JSONWriter.numberText(allowed.upperBound))",
                                 path: path)
            }
            return value
        }
    }

    /// The value as a scenario file holds it.
    func output(_ value: Double) -> JSONOutput {
        switch kind {
        case .boolean: .bool(value != 0)
        case .integer: .int(Int(value))
        case .number: .number(value)
        }
    }

    /// A value from `random`: a boolean either way, a whole number uniformly, a number on the quarter
    /// point (the low end one time in ten, where the zero-size corners are).
    func draw(using generator: inout SeededGenerator) -> Double {
        switch kind {
        case .boolean:
            return generator.chance(0.5) ? 1 : 0
        case .integer:
            return Double(generator.int(in: Int(random.lowerBound)...Int(random.upperBound)))
        case .number:
            if generator.chance(0.1) { return random.lowerBound }
            let quarters = Int(((random.upperBound - random.lowerBound) * 4).rounded(.down))
            return random.lowerBound + Double(generator.int(in: 0...Swift.max(0, quarters))) / 4
        }
    }
}
