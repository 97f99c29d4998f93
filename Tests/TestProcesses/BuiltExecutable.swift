import Foundation

/// Where the test targets find an executable of this package: beside the running test bundle,
/// in the folder of the build that made it (`swift test` builds every product of the package
/// with the tests, in the same configuration), so a test runs the executable of the code it was
/// built with, never another configuration's or an older build's.
public enum BuiltExecutable {
    /// A missing executable: the test fails with this message rather than being skipped.
    public struct Missing: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "the executable \(path) was not built with the tests; run 'swift build --build-tests' "
                + "(with the same -c as the tests) or 'swift test', which builds every product"
        }
    }

    /// The build folder of the running tests: the folder of the test executable on Linux, of the
    /// `.xctest` bundle elsewhere (where a helper of the toolchain runs the tests).
    public static var folder: String {
        #if os(Linux)
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().path
        #else
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent().path
        #endif
    }

    /// The path of the product `name` built beside the tests.
    /// - Throws: `Missing` when it is not there.
    public static func path(_ name: String) throws -> String {
        let path = folder + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else { throw Missing(path: path) }
        return path
    }
}
