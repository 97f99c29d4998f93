import LabSupport
import LayoutEngine
import Workloads

/// One file fed to every decoder the commands have (scenario, reproducer, workload, failure
/// record) and, when one accepts it, to the engine it names: built, prepared, queried, resized,
/// replayed or played for a few steps. Every outcome must be a result or a `LabError`; a trap kills
/// the process and leaves the file for `fuzz files --replay`. A correct engine that lays out a
/// non-finite frame from an accepted file is a failure too.
package enum FrontDoorCase {
    /// The most items a file may hold here (every decoder is given it), so that every case stays
    /// fast; the commands accept up to `Scenario.maximumItemCount`.
    package static let itemLimit = 5_000
    /// The most steps of a reproducer or workload that are run.
    package static let stepLimit = 60

    /// What one decoder made of a file: accepted (and what was done with it) or refused.
    package enum DecoderResult: CustomStringConvertible {
        case accepted(String)
        case refused(LabError)

        package var isAccepted: Bool {
            if case .accepted = self { true } else { false }
        }

        /// "accepted …" or "refused: <the error>", as `fuzz files --replay` prints it.
        package var description: String {
            switch self {
            case .accepted(let what): "accepted\(what.isEmpty ? "" : ", \(what)")"
            case .refused(let error): "refused: \(error.message)"
            }
        }
    }

    package struct Outcome {
        /// Per decoder, what it made of the file.
        package var lines: [(decoder: String, result: DecoderResult)] = []
        /// What went wrong beyond a clean refusal (a non-finite frame from an accepted file).
        package var failures: [String] = []
        package var accepted: Int { lines.count { $0.result.isAccepted } }
    }

    /// Runs the file at `path` through every decoder, with the engines of `registry`.
    package static func run(path: String, registry: EngineRegistry) -> Outcome {
        var outcome = Outcome()
        var failures: [String] = []
        record("scenario", into: &outcome.lines) { () throws(LabError) in
            let scenario = try Scenario.load(path: path, registry: registry, itemLimit: itemLimit)
            return try exercise(scenario, registry: registry, failures: &failures)
        }
        record("reproducer", into: &outcome.lines) { () throws(LabError) in
            let reproducer = try Reproducer.load(path: path, registry: registry, itemLimit: itemLimit)
            guard reproducer.steps.count <= stepLimit else { return "\(reproducer.steps.count) steps: not replayed" }
            let replayed = try reproducer.replay(registry: registry)
            return "replayed \(replayed.steps) steps: \(replayed.failure.map { "fails \($0.failure.check)" } ?? "passes")"
        }
        record("workload", into: &outcome.lines) { () throws(LabError) in
            // A scenario named by path is not followed: a mutated path could name any file.
            if let root = try? JSONParser.parse(TextFiles.read(path, as: .workload)), let object = try? root.objectReader(path: ""),
               case .string = object.optional("scenario")?.value {
                throw LabError("\(path): scenario: a path, not followed by the fuzz")
            }
            let workload = try Workload.load(path: path, registry: registry, itemLimit: itemLimit)
            let (view, layout) = try workload.makeCollectionView(registry: registry)
            var player = WorkloadPlayer(workload, view: view)
            var played = 0
            while played < stepLimit, let step = try player.prepareNext() {
                _ = player.apply(step)
                played += 1
            }
            try check(layout, engine: workload.scenario.engine, registry: registry, after: "playing \(played) steps", failures: &failures)
            return "played \(played) steps"
        }
        record("failure record", into: &outcome.lines) { () throws(LabError) in
            let record = try FailureRecord.load(path: path, registry: registry)
            let replayed = LayoutCase(seed: record.caseSeed, engine: record.engine, registry: registry, drawsLargeCases: false).run(limit: min(record.step, 3))
            return "ran \(replayed.steps) steps of case \(record.caseSeed)"
        }
        outcome.failures = failures
        return outcome
    }

    /// Records what `decoder` made of the file: accepted, with what `body` says it did, or
    /// refused with the error it threw.
    private static func record(_ decoder: String, into lines: inout [(decoder: String, result: DecoderResult)],
                               _ body: () throws(LabError) -> String) {
        do {
            lines.append((decoder, .accepted(try body())))
        } catch {
            lines.append((decoder, .refused(error)))
        }
    }

    /// Builds the scenario's engine under every query strategy, queries it, resizes it, sizes its
    /// cells, and checks that a correct engine's frames are finite.
    private static func exercise(_ scenario: Scenario, registry: EngineRegistry, failures: inout [String]) throws(LabError) -> String {
        for strategy in QueryStrategies.all {
            let (view, layout) = try scenario.makeCollectionView(registry: registry, query: strategy)
            let rects = [view.bounds, .infinite, Rect(origin: .zero, size: layout.collectionViewContentSize),
                         Rect(x: 0, y: 0, width: 0, height: 100), Rect(x: 500, y: 500, width: -400, height: -400)]
            for rect in rects { _ = layout.layoutAttributesForElements(in: rect) }
            for indexPath in [IndexPath(item: 0, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 99)] {
                _ = layout.layoutAttributesForItem(at: indexPath)
                _ = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: indexPath)
            }
            try check(layout, engine: scenario.engine, registry: registry, after: "preparing", failures: &failures)
            view.setBounds(Rect(x: 0, y: 0, width: view.bounds.height, height: view.bounds.width))
            view.layoutIfNeeded()
            view.selfSizeVisibleCells()
            view.layoutIfNeeded()
            try check(layout, engine: scenario.engine, registry: registry, after: "rotating and self-sizing", failures: &failures)
            withExtendedLifetime(view) {}
        }
        return "\(scenario.engine) with \(scenario.itemCount) items"
    }

    private static func check(_ layout: any InstrumentedLayout, engine: String, registry: EngineRegistry, after: String,
                              failures: inout [String]) throws(LabError) {
        guard try registry.named(engine).usesStrategies else { return }
        let size = layout.collectionViewContentSize
        let frames = layout.allElements.map(\.frame)
        if !(size.width.isFinite && size.height.isFinite) || frames.contains(where: {
            !($0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite)
        }) {
            failures.append("\(engine): a non-finite frame or content size after \(after)")
        }
    }
}
