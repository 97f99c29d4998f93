import LayoutEngine
import Workloads

/// Cuts a failing case down to a small one that fails the same way: with the same
/// `FailureSignature` (the check, the engine, the kind of element it is about and the kind of step
/// that exposed it), so that shrinking does not drift to another bug that happens to fail the same
/// check. One simplification of the signature is allowed: the same failure exposed by the
/// prepared scenario itself (`prepare`) or by a step that changes nothing (`query`), the smallest
/// exposures there are.
///
/// In order, each pass kept only while the case still fails with the signature:
/// 1. cut everything after the failing step;
/// 2. delete steps: halves, then quarters, and so on down to single steps (ddmin's complement
///    sweep), re-cutting after the failing step whenever a deletion succeeds;
/// 3. delete sections of the scenario, then take items from each section: half, a quarter, … one;
/// 4. simplify: the scenario's settings back to the engine's defaults, overrides and margins
///    dropped (`simplifications(of:)`), each step's count cut to one and its offset or value to
///    zero, its extra query emptied;
/// 5. repeat 2–4 until nothing changes or the replay budget is spent.
/// A candidate whose steps are not valid inputs on the data they meet (a step names a section a
/// deletion removed; a batch whose counts or survivors' data are no longer the data's) simply does
/// not reproduce. A valid batch update shrinks change by change and item by item, its counts and
/// data after following (`BatchShrinking`, between 4 and 5); an invalid one goes whole or stays.
package struct Shrinker {
    /// The signature the shrunk case must still fail with.
    package var signature: FailureSignature
    /// The engines the candidates are replayed with (the command's).
    package var registry: EngineRegistry
    /// The most replays spent.
    var budget = 2_000
    package private(set) var replays = 0
    /// How a candidate runs: its failure's step and signature, nil when it passes or does not
    /// apply. In this process by default (`LayoutCase.replay`, strictly); in a child process for a
    /// case that traps or hangs (`IsolatedReplay`).
    package typealias Replay = (Scenario, [LayoutStep]) -> (step: Int, signature: FailureSignature)?
    private let replay: Replay

    /// A shrinker for cases that fail with `signature`, replayed with the engines of `registry`, by
    /// `replay` when given, in this process otherwise.
    package init(signature: FailureSignature, registry: EngineRegistry, budget: Int = 2_000, replay: Replay? = nil) {
        self.signature = signature
        self.registry = registry
        self.budget = budget
        self.replay = replay ?? { scenario, steps in
            guard let outcome = try? LayoutCase.replay(scenario: scenario, steps: steps, registry: registry, strictly: true),
                  let failure = outcome.failure, let found = outcome.signature else { return nil }
            return (failure.step, found)
        }
    }

    /// Whether a candidate failing with `found` fails the same way: the signature, or the same
    /// failure on the prepared scenario or after a step that changes nothing.
    package func accepts(_ found: FailureSignature) -> Bool {
        var simplest = found
        simplest.operation = signature.operation
        return simplest == signature && (found.operation == signature.operation || found.operation.isSimplestExposure)
    }

    /// The smallest case found; `steps` must fail with `signature` on `scenario`.
    package mutating func shrink(scenario: Scenario, steps: [LayoutStep]) -> (scenario: Scenario, steps: [LayoutStep]) {
        var scenario = scenario
        var steps = steps
        guard let failing = failingStep(scenario, steps) else { return (scenario, steps) }
        steps = Array(steps.prefix(failing))
        var changed = true
        while changed && replays < budget {
            changed = false
            var chunk = Swift.max(1, steps.count / 2)
            while chunk >= 1 && replays < budget {
                var start = 0
                while start < steps.count && replays < budget {
                    var candidate = steps
                    candidate.removeSubrange(start..<Swift.min(steps.count, start + chunk))
                    if let failing = failingStep(scenario, candidate) {
                        steps = Array(candidate.prefix(failing))
                        changed = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            var section = 0
            while section < scenario.sections.count && replays < budget {
                var candidate = scenario
                candidate.sections.remove(at: section)
                if let failing = failingStep(candidate, steps) {
                    (scenario, steps) = (candidate, Array(steps.prefix(failing)))
                    changed = true
                } else {
                    section += 1
                }
            }
            // Each accepted simplification changes what the next one starts from: look again.
            var simplified = true
            while simplified && replays < budget {
                simplified = false
                for candidate in Self.simplifications(of: scenario) where replays < budget {
                    if let failing = failingStep(candidate, steps) {
                        (scenario, steps) = (candidate, Array(steps.prefix(failing)))
                        (changed, simplified) = (true, true)
                        break
                    }
                }
            }
            var index = 0
            while index < steps.count && replays < budget {
                var simplerStep: [LayoutStep]?
                for simpler in Self.simplifications(of: steps[index]) where replays < budget {
                    var candidate = steps
                    candidate[index] = simpler
                    if let failing = failingStep(scenario, candidate) {
                        simplerStep = Array(candidate.prefix(failing))
                        break
                    }
                }
                if let simplerStep {
                    steps = simplerStep
                    changed = true
                } else {
                    index += 1
                }
            }
            if shrinkBatches(&scenario, &steps) { changed = true }
            // Fewer items: take away half of a section's items, then a quarter, … then one.
            for section in scenario.sections.indices where replays < budget {
                var cut = scenario.sections[section].itemCount / 2
                while cut >= 1 && replays < budget {
                    var candidate = scenario
                    Self.truncate(&candidate.sections[section], to: scenario.sections[section].itemCount - cut)
                    if let failing = failingStep(candidate, steps) {
                        (scenario, steps) = (candidate, Array(steps.prefix(failing)))
                        changed = true
                        cut = Swift.min(cut, scenario.sections[section].itemCount / 2)
                    } else {
                        cut /= 2
                    }
                }
            }
        }
        return (scenario, steps)
    }

    /// Makes each valid batch update smaller (`BatchShrinking`): a change, or items, at a time,
    /// its counts and data after following; items gone from the data before it go from the
    /// scenario too, which is possible only when the steps before the batch leave the scenario's
    /// data as it is. Returns whether anything was kept.
    private mutating func shrinkBatches(_ scenario: inout Scenario, _ steps: inout [LayoutStep]) -> Bool {
        var changed = false
        var index = 0
        guard let descriptor = try? registry.named(scenario.engine) else { return false }
        while index < steps.count && replays < budget {
            guard case .batchUpdate = steps[index].operation,
                  let before = BatchShrinking.data(before: index, scenario: scenario, descriptor: descriptor, steps: steps) else {
                index += 1
                continue
            }
            var batch = BatchShrinking(steps[index].operation, before: before)
            while let current = batch, replays < budget {
                batch = nil
                for cut in current.cuts where replays < budget {
                    guard let (operation, dataBefore) = current.applying(cut) else { continue }
                    var candidateScenario = scenario
                    if dataBefore != current.before {
                        guard current.before == scenario.sections else { continue }
                        candidateScenario.sections = dataBefore
                    }
                    var candidate = steps
                    candidate[index].operation = operation
                    if let failing = failingStep(candidateScenario, candidate) {
                        (scenario, steps) = (candidateScenario, Array(candidate.prefix(failing)))
                        changed = true
                        if index < steps.count { batch = BatchShrinking(steps[index].operation, before: dataBefore) }
                        break
                    }
                }
            }
            index += 1
        }
        return changed
    }

    /// The number of steps up to and including the one that fails with `signature` (0: the prepared
    /// scenario fails), or nil when the case does not fail that way (or does not apply).
    private mutating func failingStep(_ scenario: Scenario, _ steps: [LayoutStep]) -> Int? {
        replays += 1
        guard let (step, found) = replay(scenario, steps), accepts(found) else { return nil }
        return step
    }

    private static func truncate(_ section: inout SimulatedCollectionView.Section, to count: Int) {
        section.itemCount = count
        section.itemSizes = section.itemSizes.map { ContiguousArray($0.prefix(count)) }
        section.preferredSizes = section.preferredSizes.map { ContiguousArray($0.prefix(count)) }
        section.events = section.events.map { ContiguousArray($0.prefix(count)) }
    }
}
