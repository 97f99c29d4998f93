/// Whether this binary was built for debugging or for measuring.
enum BuildConfiguration {
    #if DEBUG
    static let current = "debug"
    #else
    static let current = "release"
    #endif
}
