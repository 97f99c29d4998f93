extension EngineRegistry {
    /// The engines this package ships, registered through the same `register` a user's engine
    /// goes through; each sample after its correct engine (the perf suites' order). The
    /// compositional layout comes last: the engines drawn by default keep their order before it.
    public static let builtIn: EngineRegistry = {
        do {
            return try EngineRegistry([.flow, .columnFlow, .mosaic, .mosaicSample, .waterfall, .waterfallSample,
                                       .calendar, .calendarSample, .compositional])
        } catch {
            preconditionFailure("the built-in engines do not register: \(error)")
        }
    }()
}
