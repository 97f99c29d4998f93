import Foundation
import Fuzzer
import LabSupport
import Testing
import UIKitOriginals
import Workloads

/// What the fuzzer found on the seven sample layouts (`fuzz run --engine <name> --cases 30 --seconds
/// 300 --seed 1`, in process, registry `EngineRegistry.uikitSamples`), shrunk and committed under
/// `Reproducers/uikit-samples/`. Every one is `one-cell-per-item` in a container 0 to 29 points
/// wide or 1 to 11 high: the adapter's elements are the layout's answer for its content rect, and
/// there a cell is missing. The layouts are kept as written (the lab's sample of real layouts);
/// each reproducer must still reproduce, which is what this test holds. Causes, as far as traced:
/// - pinterest, tag-cloud: the layout's own defect (a padding or insets wider than the view put
///   cells past the content's width; commented in each file);
/// - paging-carousel: zero-size items (the lab's flow delegate sizes them) on the content rect's
///   edge, which the surface's `UICollectionViewFlowLayout` leaves out of a rect query (LayoutEngine's
///   intersection rule) where Core Graphics' rule keeps them; a plain flow layout answers the same;
/// - stacked-cards, stretchy-header: both cases pass once the bounds change made during their
///   batch update is removed from the reproducer; both layouts invalidate on every bounds change;
/// - left-aligned, center-aligned: very likely the carousel's cause: the reproducer's last section
///   has a zero bottom inset and a zero-height item, whose frame then lies on the content's bottom
///   edge; a plain `UICollectionViewFlowLayout` with such an item also answers the content rect
///   without it (checked at the UIKit level, not by replaying with a plain flow engine).
@Suite struct SampleFuzzFindingsTests {
    static let reproducers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reproducers/uikit-samples").path

    @Test(arguments: ["left-aligned-uikit", "center-aligned-uikit", "paging-carousel-uikit", "stretchy-header-uikit",
                      "pinterest-uikit", "tag-cloud-uikit", "stacked-cards-uikit"])
    func theFindingStillReproduces(engine: String) {
        let file = "\(Self.reproducers)/\(engine)-one-cell-per-item.json"
        var output = StringOutput()
        #expect(FuzzCommand.run(["replay", file], registry: .uikitSamples, output: &output) == 1, "\(output.text)")
        #expect(output.text.hasPrefix("reproduced: "), "\(output.text)")
        #expect(output.text.contains("one-cell-per-item"), "\(output.text)")
    }
}
