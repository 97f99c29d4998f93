// swift-tools-version:6.0
// LayoutLab: a performance lab and fuzzing harness for collection-view layout engines.
// The Swift toolchain only: no package dependencies.
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // What a package with engines of its own depends on (docs/porting.md): the registry and
        // scenarios, and the two commands as libraries it starts with its registry.
        .library(name: "Workloads", targets: ["Workloads"]),
        .library(name: "PerfLab", targets: ["PerfLab"]),
        .library(name: "Fuzzer", targets: ["Fuzzer"]),
        .executable(name: "perflab", targets: ["PerfLabMain"]),
        .executable(name: "fuzz", targets: ["FuzzMain"]),
        // libFuzzer's entry point; built for fuzzing with --sanitize=fuzzer (docs/fuzzing-libfuzzer.md).
        .executable(name: "layout-libfuzzer", targets: ["LayoutLibFuzzer"]),
    ],
    targets: [
        // The engines and everything they need: the Swift standard library only. (On Linux the
        // standard library's rounding lowers to the C math library, which is linked explicitly.)
        .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // What both commands need: seeded randomness, JSON, scenario files, command-line parsing.
        .target(name: "Workloads", dependencies: ["LayoutEngine"]),
        // The `perflab` command as a library (`PerfLabCommand`), and its executable: the built-ins.
        .target(name: "PerfLab", dependencies: ["LayoutEngine", "Workloads", "ProcessCounters"]),
        // Allocation calls (glibc's allocator interposed, Linux) and instructions (perf_event_open).
        .target(name: "ProcessCounters"),
        .executableTarget(name: "PerfLabMain", dependencies: ["PerfLab", "Workloads"]),
        // The fuzzer's engine: operations, their execution and checks, the shrinker, reproducers, the
        // byte decoder. Shared by the `fuzz` command and the libFuzzer entry point.
        .target(name: "FuzzCore", dependencies: ["LayoutEngine", "Workloads"]),
        // The `fuzz` command as a library (`FuzzCommand`), and its executable: the built-ins.
        .target(name: "Fuzzer", dependencies: ["FuzzCore", "LayoutEngine", "Workloads"]),
        .executableTarget(name: "FuzzMain", dependencies: ["Fuzzer", "Workloads"]),
        // libFuzzer's byte mutator, reached through a weak reference so that a plain build links.
        .target(name: "LibFuzzerMutate"),
        .executableTarget(name: "LayoutLibFuzzer", dependencies: ["FuzzCore", "LibFuzzerMutate", "Workloads"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "Workloads"]),
        .testTarget(name: "WorkloadsTests", dependencies: ["Workloads", "LayoutEngine"]),
        // What more than one test target needs: starting the built commands as a shell would.
        .target(name: "TestProcesses", path: "Tests/TestProcesses"),
        .testTarget(name: "PerfLabTests", dependencies: ["PerfLab", "Workloads", "LayoutEngine", "TestProcesses"]),
        // The corpus is data the tests read from the source tree, not resources.
        .testTarget(name: "FuzzerTests", dependencies: ["FuzzCore", "Fuzzer", "Workloads", "LayoutEngine", "TestProcesses"],
                    exclude: ["Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
