import LayoutEngine

extension EngineParameter {
    /// A value of one key in a scenario's `layout` object, as `Scenario.LayoutSettings` keeps it. A
    /// number, a whole number, a count, a length and a boolean (0 or 1) are all `number`s; a choice
    /// is the enumeration's raw value. Number literals make `number`s: `["columns": 3]`.
    public enum Value: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        case number(Double)
        case size(Size)
        case insets(EdgeInsets)
        case choice(String)
        case composition(Composition)

        public init(integerLiteral value: Int) { self = .number(Double(value)) }
        public init(floatLiteral value: Double) { self = .number(value) }

        /// The number, or nil for a value of another kind.
        public var number: Double? { payload as? Double }

        /// What the value holds.
        var payload: any Sendable {
            switch self {
            case .number(let number): number
            case .size(let size): size
            case .insets(let insets): insets
            case .choice(let text): text
            case .composition(let composition): composition
            }
        }
    }
}
