// swift-tools-version:6.0
// LayoutLab: a performance lab and fuzzing harness for collection-view layout engines.
// The Swift toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .executable(name: "perflab", targets: ["PerfLab"]),
        .executable(name: "fuzz", targets: ["Fuzzer"]),
    ],
    targets: [
        // The engines and everything they need: the Swift standard library only. (On Linux the
        // standard library's rounding lowers to the C math library, which is linked explicitly.)
        .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // What both commands need: seeded randomness, JSON, scenario files, command-line parsing.
        .target(name: "Workloads", dependencies: ["LayoutEngine"]),
        .executableTarget(name: "PerfLab", dependencies: ["LayoutEngine", "Workloads"]),
        .executableTarget(name: "Fuzzer", dependencies: ["LayoutEngine", "Workloads"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "Workloads"]),
        .testTarget(name: "WorkloadsTests", dependencies: ["Workloads", "LayoutEngine"]),
        .testTarget(name: "PerfLabTests", dependencies: ["PerfLab", "Workloads", "LayoutEngine"]),
        // The corpus is data the tests read from the source tree, not resources.
        .testTarget(name: "FuzzerTests", dependencies: ["Fuzzer", "Workloads", "LayoutEngine"], exclude: ["Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
