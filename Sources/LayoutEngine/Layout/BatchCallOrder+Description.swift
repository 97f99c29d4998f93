extension BatchCallOrder: CustomStringConvertible {
    /// The awkward calls the order makes, in words (`polite` when none): "queries before prepare,
    /// bounds during update (0.0, 0.0, 320.0, 480.0)".
    ///
    /// Written out rather than left to the standard library's reflection, which asks the runtime
    /// for the type's name: the runtime keeps that name in a cache that AddressSanitizer's leak
    /// check cannot see, and the fuzz target (which describes every step it applies) was reported
    /// leaking 15 bytes at exit (docs/fuzzing-at-scale.md, "What the sanitizers found").
    public var description: String {
        var calls: [String] = []
        if queriesBeforePrepare { calls.append("queries before prepare") }
        if selfSizingBeforePrepare { calls.append("self-sizing before prepare") }
        if let bounds = boundsDuringUpdate { calls.append("bounds during update \(bounds)") }
        return calls.isEmpty ? "polite" : calls.joined(separator: ", ")
    }
}
