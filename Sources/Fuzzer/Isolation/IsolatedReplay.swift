import Foundation
import FuzzCore
import LabSupport
import Workloads

/// A case run in a supervised child (`fuzz isolated replay`): how the shrinker tries a candidate
/// of a case that traps or hangs, and how the reproducer written for one is confirmed.
struct IsolatedReplay {
    var isolation: Isolation
    var registry: EngineRegistry
    /// Where the candidates' files and the child's standard error are written.
    var folder: String
    /// Writes the candidates' files: the campaign's (`IsolatedCampaign.writer`).
    var writer: TextFiles.ByteWriter

    /// How a child's run of a case ended.
    enum Verdict: Equatable {
        case passed
        /// A step was not a valid input on the data it met.
        case invalid
        /// A check failed at `step`, with a signature whose file stem is `stem`.
        case failed(step: Int, stem: String)
        /// The child died at `step` (0: while the scenario was prepared), with this trap text.
        case crashed(step: Int, trap: String)
        /// The child ran past the time box at `step`.
        case hung(step: Int)
    }

    /// Runs `steps` on `scenario` in a child; with `backtrace`, a crash's text is its place
    /// (`BacktracePlace`: a second more per crash), else the signal.
    /// - Throws: `LabError` when the candidate cannot be written or the child started.
    func run(scenario: Scenario, steps: [LayoutStep], backtrace: Bool = false) throws(LabError) -> Verdict {
        let path = "\(folder)/.isolated-candidate.json"
        let errors = "\(folder)/.isolated-errors.txt"
        let candidate = Reproducer(check: .crash, message: "a candidate", shows: "a shrinker's candidate", expectation: .fails,
                                   caseSeed: 0, campaignSeed: 0, scenario: scenario, steps: steps)
        try TextFiles.writeAtomically(candidate.json(registry: registry), to: path, syncing: false, writer: writer)
        defer {
            TextFiles.removeIfPresent(path, andEmptyFolder: folder)
            TextFiles.removeIfPresent(errors, andEmptyFolder: folder)
        }
        let child = try isolation.start(["isolated", "replay", path], errors: errors, backtrace: backtrace)
        var step = 0
        // The box is the whole case's: a layout that prints on every step must not reset it.
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: isolation.caseTimeout)
        while true {
            switch child.readLine(timeout: Swift.max(.zero, deadline - clock.now)) {
            case .line(let line) where line.hasPrefix("@step "):
                step = Int(line.dropFirst(6)) ?? step
            case .line(let line) where line.hasPrefix("@outcome "):
                _ = child.wait()
                let words = line.split(separator: " ").map(String.init)
                switch words.count > 1 ? words[1] : "" {
                case "pass": return .passed
                case "fail" where words.count == 4: return .failed(step: Int(words[2]) ?? step, stem: words[3])
                default: return .invalid
                }
            case .line:
                continue
            case .timedOut:
                child.kill()
                _ = child.wait()
                return .hung(step: step)
            case .endOfFile:
                let ended = child.wait()
                guard case .signalled = ended else { return .invalid }
                return .crashed(step: step, trap: Isolation.trapText(errors: errors, termination: ended))
            }
        }
    }

    /// The signature of a child's death at `step` of `steps` on `scenario`: a crash with its trap
    /// text, or a run past the time box, about the layout as a whole, after the step's kind.
    static func signature(_ verdict: Verdict, scenario: Scenario, steps: [LayoutStep]) -> FailureSignature? {
        func kind(_ step: Int) -> StepKind { step >= 1 && step <= steps.count ? StepKind(steps[step - 1].operation) : .prepare }
        switch verdict {
        case .crashed(let step, let trap):
            return FailureSignature(check: .crash, detail: trap, engine: scenario.engine, element: .layout, operation: kind(step))
        case .hung(let step):
            return FailureSignature(check: .timeBox, engine: scenario.engine, element: .layout, operation: kind(step))
        case .passed, .invalid, .failed:
            return nil
        }
    }

    /// The shrinker's replay through children: a candidate counts when its child dies the same way.
    func shrinkerReplay() -> Shrinker.Replay {
        { scenario, steps in
            guard let verdict = try? run(scenario: scenario, steps: steps),
                  let signature = Self.signature(verdict, scenario: scenario, steps: steps) else { return nil }
            switch verdict {
            case .crashed(let step, _), .hung(let step): return (step, signature)
            case .passed, .invalid, .failed: return nil
            }
        }
    }
}
