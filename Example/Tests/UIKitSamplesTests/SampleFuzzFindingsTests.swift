import Foundation
import Fuzzer
import LabSupport
import Testing
import UIKitOriginals
import Workloads

/// What the fuzzer found on the seven sample layouts (`tags-lab fuzz run --engine <name> --seed 1`),
/// shrunk and committed.
///
/// `Reproducers/uikit-samples/`: the layouts' own defects, kept as written (the lab's sample of
/// real layouts), which must still reproduce: Pinterest and the tag cloud put a cell past the
/// content's width when the container is narrower than their padding or insets
/// (`inside-content`; commented in each file).
///
/// `Reproducers/uikit-surface-fixed/`: what the first campaigns reported as a missing cell
/// (`one-cell-per-item`) on five layouts, traced to the lab, not the layouts, and fixed there: the
/// surface's `UICollectionViewFlowLayout` answered a rect query by LayoutEngine's rule, leaving out
/// a zero-length item on the rect's edge that UIKit's keeps (left- and centre-aligned, carousel,
/// stretchy header), and the adapter read a layout's elements from its content rect only, missing
/// cards placed outside it (stacked cards). Each must pass now; each failed before the fix.
@Suite struct SampleFuzzFindingsTests {
    static let reproducers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reproducers").path

    @Test(arguments: ["pinterest-uikit", "tag-cloud-uikit"])
    func theLayoutsOwnFindingStillReproduces(engine: String) {
        let file = "\(Self.reproducers)/uikit-samples/\(engine)-inside-content.json"
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", file], registry: .uikitSamples, output: &output) == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: \(engine)"), "\(output.text)")
        #expect(output.text.contains("inside-content"), "\(output.text)")
    }

    @Test(arguments: ["left-aligned-uikit", "center-aligned-uikit", "paging-carousel-uikit", "stretchy-header-uikit",
                      "stacked-cards-uikit"])
    func theSurfacesFixedFindingPassesNow(engine: String) {
        let file = "\(Self.reproducers)/uikit-surface-fixed/\(engine)-one-cell-per-item.json"
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", file], registry: .uikitSamples, output: &output) == 0, "\(output.text)")
        #expect(output.text.hasPrefix("passes now: \(engine)"), "\(output.text)")
    }
}
