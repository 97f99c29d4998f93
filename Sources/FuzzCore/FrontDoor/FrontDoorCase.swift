import LabSupport
import LayoutEngine
import Workloads

/// One file fed to every decoder the commands have (scenario, reproducer, workload, failure
/// record) and, when one accepts it, to the engine it names: built, prepared, queried, resized,
/// replayed or played for a few steps. Every outcome must be a result or a `LabError`; a trap kills
/// the process and leaves the file for `fuzz files --replay`. A correct engine that lays out a
/// non-finite frame from an accepted file is a failure too.
package enum FrontDoorCase {
    /// The most items a file may hold here (bound while decoding), so that every case stays fast;
    /// the commands accept up to `Scenario.maximumItemCount`.
    package static let itemLimit = 5_000
    /// The most steps of a reproducer or workload that are run.
    package static let stepLimit = 60

    package struct Outcome {
        /// Per decoder: "accepted …" or "refused: <the error>".
        package var lines: [(decoder: String, result: String)] = []
        /// What went wrong beyond a clean refusal (a non-finite frame from an accepted file).
        package var failures: [String] = []
        package var accepted: Int { lines.count { $0.result.hasPrefix("accepted") } }
    }

    /// Runs the file at `path` through every decoder.
    package static func run(path: String) -> Outcome {
        Scenario.$decodingItemLimit.withValue(itemLimit) {
            var outcome = Outcome()
            var failures: [String] = []
            record("scenario", into: &outcome.lines) { () throws(LabError) in
                let scenario = try Scenario.load(path: path)
                return try exercise(scenario, failures: &failures)
            }
            record("reproducer", into: &outcome.lines) { () throws(LabError) in
                let reproducer = try Reproducer.load(path: path)
                guard reproducer.steps.count <= stepLimit else { return "accepted, \(reproducer.steps.count) steps: not replayed" }
                let replayed = try reproducer.replay()
                return "accepted, replayed \(replayed.steps) steps: \(replayed.failure.map { "fails \($0.failure.check)" } ?? "passes")"
            }
            record("workload", into: &outcome.lines) { () throws(LabError) in
                // A scenario named by path is not followed: a mutated path could name any file.
                if let root = try? JSONParser.parse(TextFiles.read(path, as: .workload)), let object = try? root.objectReader(path: ""),
                   case .string = object.optional("scenario")?.value {
                    throw LabError("\(path): scenario: a path, not followed by the fuzz")
                }
                let workload = try Workload.load(path: path)
                let (view, layout) = try workload.makeCollectionView()
                var player = WorkloadPlayer(workload, view: view)
                var played = 0
                while played < stepLimit, let step = try player.prepareNext() {
                    _ = player.apply(step)
                    played += 1
                }
                try check(layout, engine: workload.scenario.engine, after: "playing \(played) steps", failures: &failures)
                return "accepted, played \(played) steps"
            }
            record("failure record", into: &outcome.lines) { () throws(LabError) in
                let record = try FailureRecord.load(path: path)
                let replayed = LayoutCase(seed: record.caseSeed, engine: record.engine).run(limit: min(record.step, 3))
                return "accepted, ran \(replayed.steps) steps of case \(record.caseSeed)"
            }
            outcome.failures = failures
            return outcome
        }
    }

    private static func record(_ decoder: String, into lines: inout [(decoder: String, result: String)],
                               _ body: () throws(LabError) -> String) {
        do {
            lines.append((decoder, try body()))
        } catch {
            lines.append((decoder, "refused: \(error.message)"))
        }
    }

    /// Builds the scenario's engine under every query strategy, queries it, resizes it, sizes its
    /// cells, and checks that a correct engine's frames are finite.
    private static func exercise(_ scenario: Scenario, failures: inout [String]) throws(LabError) -> String {
        for strategy in QueryStrategies.all {
            let (view, layout) = try scenario.makeCollectionView(query: strategy)
            let rects = [view.bounds, .infinite, Rect(origin: .zero, size: layout.collectionViewContentSize),
                         Rect(x: 0, y: 0, width: 0, height: 100), Rect(x: 500, y: 500, width: -400, height: -400)]
            for rect in rects { _ = layout.layoutAttributesForElements(in: rect) }
            for indexPath in [IndexPath(item: 0, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 99)] {
                _ = layout.layoutAttributesForItem(at: indexPath)
                _ = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: indexPath)
            }
            try check(layout, engine: scenario.engine, after: "preparing", failures: &failures)
            view.setBounds(Rect(x: 0, y: 0, width: view.bounds.height, height: view.bounds.width))
            view.layoutIfNeeded()
            view.selfSizeVisibleCells()
            view.layoutIfNeeded()
            try check(layout, engine: scenario.engine, after: "rotating and self-sizing", failures: &failures)
            withExtendedLifetime(view) {}
        }
        return "accepted, \(scenario.engine) with \(scenario.itemCount) items"
    }

    private static func check(_ layout: any InstrumentedLayout, engine: String, after: String,
                              failures: inout [String]) throws(LabError) {
        guard try EngineRegistry.current.named(engine).usesStrategies else { return }
        let size = layout.collectionViewContentSize
        let frames = layout.allElements.map(\.frame)
        if !(size.width.isFinite && size.height.isFinite) || frames.contains(where: {
            !($0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite)
        }) {
            failures.append("\(engine): a non-finite frame or content size after \(after)")
        }
    }
}
