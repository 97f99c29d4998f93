extension EngineRegistry {
    /// The engines this package ships, registered through the same `register` a user's engine
    /// goes through; each sample after its correct engine (the perf suites' order).
    public static let builtIn: EngineRegistry = {
        do {
            return try EngineRegistry([.flow, .columnFlow, .mosaic, .mosaicSample, .waterfall, .waterfallSample,
                                       .calendar, .calendarSample])
        } catch {
            preconditionFailure("the built-in engines do not register: \(error)")
        }
    }()
}
