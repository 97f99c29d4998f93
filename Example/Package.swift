// swift-tools-version:6.0
// CardsExample: two custom UICollectionViewLayouts (cards, sticky tags) ported to LayoutEngine, registered with the lab,
// measured by perflab and fuzzed by fuzz (docs/porting.md). It depends on LayoutLab by path, as
// a package of yours would (or by URL).
import PackageDescription

let package = Package(
    name: "CardsExample",
    products: [
        .library(name: "CardsLayout", targets: ["CardsLayout"]),
        .executable(name: "cards-lab", targets: ["CardsLab"]),
        .library(name: "StickyTagsLayout", targets: ["StickyTagsLayout"]),
        .executable(name: "tags-lab", targets: ["TagsLab"]),
        .library(name: "UIKitOriginals", targets: ["UIKitOriginals"]),
    ],
    dependencies: [
        .package(name: "LayoutLab", path: ".."),
    ],
    targets: [
        // The UIKit originals of both examples, compiled unmodified against LayoutLab's UIKit surface,
        // and their registration beside the ports (UIKit/Registration).
        .target(name: "UIKitOriginals", dependencies: [
            "CardsLayout", "StickyTagsLayout",
            .product(name: "UIKit", package: "LayoutLab"),
            .product(name: "UIKitAdapter", package: "LayoutLab"),
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
        ], path: "UIKit"),
        // The port and its registration: LayoutEngine for the layout, Workloads for the registry.
        .target(name: "CardsLayout", dependencies: [
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
        ]),
        // `cards-lab perflab …` and `cards-lab fuzz …`: the lab's two commands, built-ins plus the cards.
        .executableTarget(name: "CardsLab", dependencies: [
            "CardsLayout", "UIKitOriginals",
            .product(name: "PerfLab", package: "LayoutLab"),
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
        .testTarget(name: "CardsLayoutTests", dependencies: [
            "CardsLayout",
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "PerfLab", package: "LayoutLab"),
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
        // The second example: a layout whose headers pin to the top while their section is on screen.
        .target(name: "StickyTagsLayout", dependencies: [
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
        ]),
        .executableTarget(name: "TagsLab", dependencies: [
            "StickyTagsLayout", "UIKitOriginals",
            .product(name: "PerfLab", package: "LayoutLab"),
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
        .testTarget(name: "StickyTagsLayoutTests", dependencies: [
            "StickyTagsLayout",
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
        // The UIKit originals against their ports and the fuzzer's reproducers.
        .testTarget(name: "UIKitOriginalsTests", dependencies: [
            "UIKitOriginals",
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "LayoutEngine", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
        // The seven UIKit sample layouts of UIKit/, each driven through a real UICollectionView; their fuzz findings replayed.
        .testTarget(name: "UIKitSamplesTests", dependencies: [
            "UIKitOriginals",
            .product(name: "UIKit", package: "LayoutLab"),
            .product(name: "Fuzzer", package: "LayoutLab"),
            .product(name: "Workloads", package: "LayoutLab"),
            .product(name: "LabSupport", package: "LayoutLab"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
