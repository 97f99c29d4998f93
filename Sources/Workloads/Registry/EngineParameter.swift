import LabSupport
import LayoutEngine

/// One key of an engine's configuration: its name (what a scenario's `layout` object calls it), its
/// kind (how a scenario file spells a value and which values it accepts), and, for a parameter the
/// lab fills in and draws itself, its default and random values. Engines declare their keys as typed
/// handles on a parameter, a built-in's as `LayoutKey`s and a user's as `LayoutParameter`s, listed
/// the same way (`EngineDescriptor.parameters`); `Scenario.LayoutSettings` keeps a scenario's values
/// by name, decoded and written back by the kind, and read by typed key.
///
/// Invariant: `allowed` holds `declared.defaultValue` and `declared.random`, when declared (checked by
/// `EngineRegistry.register`).
public struct EngineParameter: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A number in `allowed`.
        case number
        /// A whole number in `allowed`.
        case integer
        /// `true` or `false`, kept as 1 or 0.
        case boolean
        /// A length: a number from 0 to 1e9 points.
        case length
        /// A whole number of things in `allowed` (`count("column")`: "a column count from 1 to 1000").
        case count(String)
        /// `{"width": …, "height": …}`, two lengths.
        case size
        /// `{"top": …, "left": …, "bottom": …, "right": …}`, lengths, a missing edge 0.
        case insets
        /// One of these strings (an enumeration's raw values).
        case choice([String])
        /// A compositional layout's sections (`Composition`).
        case composition
    }

    /// The default and the random values of a parameter the lab fills in and draws.
    public struct Declared: Hashable, Sendable {
        /// The value a `LayoutParameter` reads when a scenario gives none.
        public var defaultValue: Double
        /// The values the fuzzer draws from (within `allowed`).
        public var random: ClosedRange<Double>
    }

    public var name: String
    public var kind: Kind
    /// The numbers a scenario may give a number, a whole number or a count; anything else is a
    /// decoding error that names them. (A boolean's are 0...1, a length's 0...1e9; other kinds hold
    /// no number.)
    public var allowed: ClosedRange<Double>
    /// The default and random values of a user's parameter (`LayoutParameter`), drawn by the
    /// fuzzer; nil for a built-in engine's setting, whose absence keeps the engine's own
    /// default and whose random values its descriptor's `randomSettings` draws.
    public var declared: Declared?

    /// A built-in engine's setting of `kind`, with no default of its own (`LayoutKey`).
    static func setting(_ name: String, _ kind: Kind, allowed: ClosedRange<Double> = 0...1e9) -> EngineParameter {
        EngineParameter(name: name, kind: kind, allowed: allowed, declared: nil)
    }

    /// A value from `declared.random`: a boolean either way, a whole number uniformly, a number on
    /// the quarter point (the low end one time in ten, where the zero-size corners are).
    /// - Precondition: the parameter is declared, of kind number, integer or boolean.
    func draw(using generator: inout SeededGenerator) -> Double {
        guard let random = declared?.random else { preconditionFailure("parameter '\(name)' has no random values") }
        switch kind {
        case .boolean:
            return generator.chance(0.5) ? 1 : 0
        case .integer:
            return Double(generator.int(in: Int(random.lowerBound)...Int(random.upperBound)))
        case .number:
            if generator.chance(0.1) { return random.lowerBound }
            let quarters = Int(((random.upperBound - random.lowerBound) * 4).rounded(.down))
            return random.lowerBound + Double(generator.int(in: 0...Swift.max(0, quarters))) / 4
        case .length, .count, .size, .insets, .choice, .composition:
            preconditionFailure("parameter '\(name)' is a \(kind): its descriptor draws it")
        }
    }
}
