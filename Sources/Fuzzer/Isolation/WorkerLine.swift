import Foundation
import FuzzCore
import LabSupport

/// What a worker (`fuzz run --worker`) tells its supervisor (`fuzz run --isolate`) on its standard
/// output, one line each, flushed at once; any other line is the campaign's own output, which the
/// supervisor passes on.
enum WorkerLine: Equatable {
    /// `@case INDEX SEED`: case INDEX of the campaign, seeded SEED, is about to run.
    case caseStarts(index: UInt64, seed: UInt64)
    /// `@done STEPS CHECKS LARGE`: the case announced last ended.
    case caseEnds(steps: Int, checks: Int, isLarge: Bool)
    /// `@shrinking`: a failure is being shrunk (in this process), which may take many case times.
    case shrinking
    /// `@finding JSON`: a reproducer was written.
    case finding(CampaignFinding)

    var text: String {
        switch self {
        case .caseStarts(let index, let seed): "@case \(index) \(seed)"
        case .caseEnds(let steps, let checks, let isLarge): "@done \(steps) \(checks) \(isLarge ? 1 : 0)"
        case .shrinking: "@shrinking"
        case .finding(let finding): "@finding " + finding.json.serialized(pretty: false)
        }
    }

    /// Writes the line to standard output at once.
    func say() {
        writeLineNow(text)
    }

    /// The line `text`, nil for a line of the campaign's own output.
    init?(parsing text: String) {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "@case":
            let numbers = (words.count > 1 ? words[1] : "").split(separator: " ").compactMap { UInt64($0) }
            guard numbers.count == 2 else { return nil }
            self = .caseStarts(index: numbers[0], seed: numbers[1])
        case "@done":
            let numbers = (words.count > 1 ? words[1] : "").split(separator: " ").compactMap { Int($0) }
            guard numbers.count == 3 else { return nil }
            self = .caseEnds(steps: numbers[0], checks: numbers[1], isLarge: numbers[2] == 1)
        case "@shrinking":
            self = .shrinking
        case "@finding":
            guard words.count > 1, let root = try? JSONParser.parse(words[1]), let object = try? root.objectReader(path: ""),
                  let finding = try? CampaignFinding(reading: object)
            else { return nil }
            self = .finding(finding)
        default:
            return nil
        }
    }
}
