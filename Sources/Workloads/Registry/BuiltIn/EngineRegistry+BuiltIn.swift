extension EngineRegistry {
    /// The engines this package ships, registered through the same `register` a user's engine
    /// goes through; each sample after its correct engine (the perf suites' order). The
    /// compositional layout comes last: the engines drawn by default keep their order before it.
    public static let builtIn: EngineRegistry = {
        do {
            // What the perf report needs to know of each: which are samples of which, and where a
            // change moves every later item.
            return try EngineRegistry([.flow, .columnFlow, .mosaic, .mosaicSample.sample(of: "mosaic"),
                                       .waterfall.movingEveryLaterItemOnChange(), .waterfallSample.sample(of: "waterfall"),
                                       .calendar, .calendarSample.sample(of: "calendar"), .compositional])
        } catch {
            preconditionFailure("the built-in engines do not register: \(error)")
        }
    }()
}
