import LabSupport
import LayoutEngine
import Testing
import UIKit
import UIKitAdapter
@testable import FuzzCore
@testable import UIKitFuzzing
@testable import Workloads

/// `uikit-flow`, the engine the UIKit fuzz target (`layout-uikit-libfuzzer`) draws every case of:
/// a scenario's settings reach UIKit's flow layout, every input decodes to one of its cases, a
/// seed draws the same shape as for the built-in flow, its cases pass, and a defective UIKit
/// layout driven the same way fails them.
struct UIKitFlowFuzzEngineTests {
    /// The engine's layout: the UIKit flow layout inside the adapter `make` returns.
    private static func flowLayout(_ settings: Scenario.LayoutSettings) throws -> UICollectionViewFlowLayout {
        let engine = try #require(EngineDescriptor.uikitFlow.make(settings, LinearScanQuery(), FullInvalidation())
                                  as? UIKitLayoutEngine)
        return try #require(engine.layout as? UICollectionViewFlowLayout)
    }

    @Test func aScenariosSettingsReachUIKitsFlowLayout() throws {
        var settings = Scenario.LayoutSettings()
        settings[.scrollDirection] = .horizontal
        settings[.itemSize] = Size(width: 30, height: 40)
        settings[.minimumLineSpacing] = 7
        settings[.sectionInset] = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        settings[.sectionInsetReference] = .fromSafeArea
        let layout = try Self.flowLayout(settings)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 30, height: 40))
        #expect(layout.minimumLineSpacing == 7)
        #expect(layout.sectionInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        // Keys the scenario leaves out keep UIKit's defaults (10 points of interitem spacing, no header).
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
    }

    /// UIKit's class has no line alignments (LayoutEngine's own choices): uikit-flow neither reads
    /// nor draws them.
    @Test func theLineAlignmentsAreNotUIKitsKeys() {
        let keys = EngineDescriptor.uikitFlow.layoutKeys
        #expect(!keys.contains("singleItemLineAlignment") && !keys.contains("lastLineAlignment"))
        #expect(keys == EngineDescriptor.flow.layoutKeys.subtracting(["singleItemLineAlignment", "lastLineAlignment"]))
    }

    @Test func theSetPropertyStepSetsUIKitsLineSpacing() throws {
        let engine = EngineDescriptor.uikitFlow.make(.init(), LinearScanQuery(), FullInvalidation())
        EngineDescriptor.uikitFlow.setProperty(13, engine)
        let layout = try #require((engine as? UIKitLayoutEngine)?.layout as? UICollectionViewFlowLayout)
        #expect(layout.minimumLineSpacing == 13)
    }

    /// The registry holds uikit-flow alone, so every seed draws it; a seed that draws a flow case
    /// for the built-ins draws the same case for uikit-flow (one engine draw, then the flow's
    /// draws in the same order), but for the two alignments.
    @Test func everySeedDrawsUIKitFlowAndAFlowSeedTheSameShape() {
        var flowSeeds = 0
        for seed in UInt64(0)..<200 {
            var builtIn = SeededGenerator(seed: seed), uikit = SeededGenerator(seed: seed)
            let flow = RandomScenario.make(registry: .builtIn, using: &builtIn)
            let drawn = RandomScenario.make(registry: .uikitFlow, using: &uikit)
            #expect(drawn.engine == "uikit-flow")
            guard flow.engine == "flow" else { continue }
            flowSeeds += 1
            var expected = flow.layout
            expected[.singleItemLineAlignment] = nil
            expected[.lastLineAlignment] = nil
            #expect(drawn.layout == expected, "seed \(seed)")
            #expect(drawn.container == flow.container && drawn.sections == flow.sections, "seed \(seed)")
        }
        // Flow's fuzz weight is 3, the largest of the built-ins' (EngineRegistry+BuiltIn.swift): well over 20 of 200 seeds.
        #expect(flowSeeds > 20)
    }

    /// Inputs of the UIKit fuzz target (seeded random bytes, up to 64 records) run every check of
    /// `fuzz run` on UIKit's flow layout, and pass.
    @Test(arguments: 0..<12)
    func theTargetsCasesPass(seed: UInt64) {
        var generator = SeededGenerator(seed: 0x33_0000 + seed)
        let bytes = (0..<(8 + 8 * generator.int(in: 1...64))).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let outcome = LayoutCase.run(bytes: bytes, registry: .uikitFlow)
        #expect(outcome.engine == "uikit-flow")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.steps > 0 && outcome.checks > 0)
    }

    /// A UIKit flow layout that leaves its last item out of every rect query, driven the same way:
    /// the target's checks see it.
    private final class ForgetfulFlowLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let all = super.layoutAttributesForElements(in: rect) ?? []
            guard let last = all.filter({ $0.representedElementCategory == .cell }).max(by: { $0.indexPath < $1.indexPath })
            else { return all }
            return all.filter { $0 !== last }
        }
    }

    @Test func aDefectiveUIKitLayoutFailsTheTargetsChecks() throws {
        var forgetful = EngineDescriptor.uikitFlow
        forgetful.name = "uikit-flow-forgetful"
        forgetful.make = { settings, _, _ in
            let layout = ForgetfulFlowLayout()
            EngineDescriptor.applyFlowSettings(settings, to: layout)
            return UIKitLayoutEngine(layout: layout)
        }
        let registry = try EngineRegistry([forgetful])
        var failed = 0
        for seed in UInt64(0)..<8 {
            var generator = SeededGenerator(seed: seed)
            let bytes = (0..<80).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if LayoutCase.run(bytes: bytes, registry: registry).failure != nil { failed += 1 }
        }
        #expect(failed > 0)
    }
}
