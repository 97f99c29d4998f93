import LayoutEngine

extension Scenario {
    /// The values a scenario gives its engine's parameters (`EngineDescriptor.parameters`), by
    /// name; a parameter without a value keeps the engine's default (a user's parameter: its
    /// declared default). Read and written by typed key, `settings[.itemSize]`, or by name.
    ///
    /// Invariant, for settings a scenario decoded: every name is one of its engine's parameters,
    /// and every value is of that parameter's kind and within its allowed values.
    public struct LayoutSettings: Hashable, Sendable {
        /// The values by parameter name.
        public var parameters: [String: EngineParameter.Value] = [:]

        public init() {}

        /// The value of `key`, or nil when the scenario gives none (or one of another kind).
        package subscript<Value>(key: LayoutKey<Value>) -> Value? {
            get { parameters[key.parameter.name].flatMap(Value.init(settingValue:)) }
            set { parameters[key.parameter.name] = newValue?.settingValue }
        }
    }
}
