extension Duration {
    /// The duration in seconds, as a `Double`.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
