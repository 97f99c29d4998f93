extension EngineRegistry {
    /// The engines this package ships, in registration order: each sample after its correct engine
    /// (the perf suites' order), marked as a sample of it; the waterfall marked as moving every
    /// later item on a change (the perf report's targets read both). The compositional layout comes
    /// last: the engines drawn by default keep their order before it.
    static let builtInEngines: [EngineDescriptor] = [.flow, .columnFlow, .mosaic, .mosaicSample.sample(of: "mosaic"),
                                                     .waterfall.movingEveryLaterItemOnChange(), .waterfallSample.sample(of: "waterfall"),
                                                     .calendar, .calendarSample.sample(of: "calendar"), .compositional]

    /// The engines this package ships, registered through the same `register` a user's engine
    /// goes through.
    public static let builtIn: EngineRegistry = {
        do {
            return try EngineRegistry(builtInEngines)
        } catch {
            preconditionFailure("the built-in engines do not register: \(error)")
        }
    }()

    /// The names of the built-in engines' settings (`LayoutKey+BuiltIn.swift`), which a declared
    /// parameter may not take.
    static let builtInSettingNames: Set<String> = Set(builtInEngines.flatMap { $0.parameters.map(\.name) })
}
