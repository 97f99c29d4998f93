// swift-tools-version:6.2
// LayoutLab: a performance lab and fuzzing harness for collection-view layout engines.
// The Swift toolchain only: no package dependencies.
import PackageDescription

// Apple's platforms have Core Graphics and Quartz Core (with `CGAffineTransform` and
// `CATransform3D`); Linux has neither, and Foundation there defines only `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect`. So on Linux, and only there, two small modules of those names give a
// layout file what it imports (docs/uikit-surface.md, "Module names").
#if os(Linux)
// Swift Testing's cross-import overlays for those module names are empty modules of ours there
// (Sources/UIKitSurface/TestingOverlays says why).
let uikitGeometryModules: [Target.Dependency] = ["CoreGraphics", "QuartzCore", "_Testing_CoreGraphics", "_Testing_UIKit"]
let uikitGeometryTargets: [Target] = [
    .target(name: "CoreGraphics", path: "Sources/UIKitSurface/CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Sources/UIKitSurface/QuartzCore"),
    .target(name: "_Testing_CoreGraphics", path: "Sources/UIKitSurface/TestingOverlays/CoreGraphics"),
    .target(name: "_Testing_UIKit", path: "Sources/UIKitSurface/TestingOverlays/UIKit"),
]
#else
let uikitGeometryModules: [Target.Dependency] = []
let uikitGeometryTargets: [Target] = []
#endif

let package = Package(
    name: "LayoutLab",
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        // What a package with engines of its own depends on (docs/porting.md): the registry and
        // scenarios, the lab's support (seeded randomness, JSON, the entry point), and the two
        // commands as libraries it starts with its registry.
        .library(name: "Workloads", targets: ["Workloads"]),
        .library(name: "LabSupport", targets: ["LabSupport"]),
        .library(name: "PerfLab", targets: ["PerfLab"]),
        .library(name: "Fuzzer", targets: ["Fuzzer"]),
        .executable(name: "perflab", targets: ["PerfLabMain"]),
        .executable(name: "fuzz", targets: ["FuzzMain"]),
        // libFuzzer's entry point; built for fuzzing with --sanitize=fuzzer (docs/fuzzing-libfuzzer.md).
        .executable(name: "layout-libfuzzer", targets: ["LayoutLibFuzzer"]),
        // UIKit's layout surface on Linux and macOS, so that a layout's own file compiles unmodified
        // (docs/uikit-surface.md): `import UIKit` (and, on Linux, `import CoreGraphics` and
        // `import QuartzCore`, which Apple's platforms provide themselves).
        .library(name: "UIKit", targets: ["UIKit"]),
        // A UIKit layout as an engine the lab measures and fuzzes (docs/uikit-surface.md).
        .library(name: "UIKitAdapter", targets: ["UIKitAdapter"]),
        // The front door's libFuzzer entry point: bytes fed to every file decoder (docs/fuzzing-at-scale.md).
        .executable(name: "layout-files-libfuzzer", targets: ["LayoutFilesLibFuzzer"]),
        // The UIKit surface's libFuzzer entry point: the case target's bytes, on UIKit's flow layout
        // through UIKitLayoutEngine (docs/fuzzing-at-scale.md).
        .executable(name: "layout-uikit-libfuzzer", targets: ["LayoutUIKitLibFuzzer"]),
        // One command from a UIKit layout's files to a perf report and a fuzz campaign
        // (scripts/try-layout; docs/porting.md, "Try your layout").
        .executable(name: "try-layout", targets: ["TryLayoutMain"]),
    ],
    targets: [
        // The engines and everything they need: the Swift standard library only. (On Linux the
        // standard library's rounding lowers to the C math library, which is linked explicitly.)
        // Its internal checks (`InternalChecks`) are on in debug builds; scripts/fuzz-campaign turns
        // them on in its release build with -Xswiftc -DLAYOUT_INTERNAL_CHECKS. Strict memory safety
        // (SE-0458, PackageDescription 6.2): every unsafe construct is marked `unsafe` where it
        // stands, and one left unmarked is an error, not a warning (docs/architecture.md,
        // "Unsafe code").
        .target(name: "LayoutEngine",
                swiftSettings: [.define("LAYOUT_INTERNAL_CHECKS", .when(configuration: .debug)),
                                .strictMemorySafety(),
                                .treatWarning("StrictMemorySafety", as: .error)],
                linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // What every lab module needs and no engine does: seeded randomness, the strict JSON parser
        // and writer, command-line parsing, files. The Swift standard library and libc only.
        .target(name: "LabSupport"),
        // Scenarios and workloads: the engine registry and the built-ins' registrations, scenario
        // files, random generators, workloads, the engines' specification properties.
        .target(name: "Workloads", dependencies: ["LayoutEngine", "LabSupport"]),
        // The `perflab` command as a library (`PerfLabCommand`), and its executable: the built-ins.
        .target(name: "PerfLab", dependencies: ["LayoutEngine", "LabSupport", "Workloads", "ProcessCounters"]),
        // Allocation calls (glibc's allocator interposed, Linux) and instructions (perf_event_open).
        .target(name: "ProcessCounters"),
        .executableTarget(name: "PerfLabMain", dependencies: ["PerfLab", "Workloads"]),
        // The fuzzer's engine: operations, their execution and checks, the shrinker, reproducers, the
        // byte decoder. Shared by the `fuzz` command and the libFuzzer entry point.
        .target(name: "FuzzCore", dependencies: ["LayoutEngine", "LabSupport", "Workloads"]),
        // The `fuzz` command as a library (`FuzzCommand`), and its executable: the built-ins.
        .target(name: "Fuzzer", dependencies: ["FuzzCore", "LayoutEngine", "LabSupport", "Workloads"]),
        .executableTarget(name: "FuzzMain", dependencies: ["Fuzzer", "Workloads"]),
        // libFuzzer's byte mutator, reached through a weak reference so that a plain build links.
        .target(name: "LibFuzzerMutate"),
        // What a fuzz target needs before the Swift runtime starts: Swift's backtracer off.
        .target(name: "FuzzTargetStartup"),
        .executableTarget(name: "LayoutLibFuzzer", dependencies: ["FuzzCore", "LabSupport", "LibFuzzerMutate", "Workloads", "FuzzTargetStartup"]),
        .executableTarget(name: "LayoutFilesLibFuzzer", dependencies: ["FuzzCore", "LabSupport", "Workloads", "FuzzTargetStartup"]),
        // UIKit's layout classes, the collection view as a layout sees it, and UIKit's values; its
        // flow layout is LayoutEngine's flow engine. Foundation and LayoutEngine (never the reverse).
        .target(name: "UIKit", dependencies: uikitGeometryModules + ["LayoutEngine"], path: "Sources/UIKitSurface/UIKit"),
        .target(name: "UIKitAdapter", dependencies: ["UIKit", "LayoutEngine"], path: "Sources/UIKitSurface/UIKitAdapter"),
        // UIKit's flow layout as an engine of the fuzzer (`uikit-flow`) and the registry its fuzz target draws from.
        .target(name: "UIKitFuzzing", dependencies: ["UIKit", "UIKitAdapter", "LayoutEngine", "LabSupport", "Workloads"],
                path: "Sources/UIKitSurface/UIKitFuzzing"),
        .executableTarget(name: "LayoutUIKitLibFuzzer", dependencies: ["FuzzCore", "UIKitFuzzing", "LibFuzzerMutate", "Workloads", "FuzzTargetStartup"]),
        // try-layout: reading a user's files (classes, protocols), the mechanical rewrites, the
        // generated entry point and scratch package, the supervised runs. Foundation and LabSupport only:
        // it builds in seconds, and builds the user's layout with the lab in a package of its own.
        .target(name: "TryLayout", dependencies: ["LabSupport"]),
        .executableTarget(name: "TryLayoutMain", dependencies: ["TryLayout", "LabSupport"]),
        .testTarget(name: "TryLayoutTests", dependencies: ["TryLayout", "LabSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitAdapter", "UIKitFuzzing", "FuzzCore", "LayoutEngine", "LabSupport", "Workloads"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LabSupport", "Workloads"]),
        .testTarget(name: "LabSupportTests", dependencies: ["LabSupport"]),
        .testTarget(name: "WorkloadsTests", dependencies: ["Workloads", "LabSupport", "LayoutEngine"]),
        // What more than one test target needs: starting the built commands as a shell would.
        .target(name: "TestProcesses", path: "Tests/TestProcesses"),
        .testTarget(name: "PerfLabTests", dependencies: ["PerfLab", "LabSupport", "Workloads", "LayoutEngine", "TestProcesses"]),
        // The corpus is data the tests read from the source tree, not resources.
        .testTarget(name: "FuzzerTests", dependencies: ["FuzzCore", "Fuzzer", "LabSupport", "Workloads", "LayoutEngine", "TestProcesses"],
                    exclude: ["Corpus"]),
    ] + uikitGeometryTargets,
    swiftLanguageModes: [.v6]
)

