import LabSupport

/// `try-layout`'s command line.
struct TrialOptions: Equatable {
    var files: [String] = []
    var className: String?
    var seconds: UInt64 = 60
    var seed: UInt64 = 1
    var output: String?
    var harness: String?
    /// Promises the layout does not keep by design (`--allow overlap,outside-content`).
    var allowed: Set<String> = []
    /// The most a case may take before it is a finding (`--case-timeout`).
    var caseTimeout: UInt64 = 20
    /// A reproducer to replay instead of running the lab (`--replay FILE`).
    var replay: String?
    /// `--skip-perf`: the campaign only.
    var skipsPerf = false

    static let usage = """
        usage: scripts/try-layout [--class NAME] [--seconds N] [--seed S] [--output DIR] [--harness FILE.swift]
                                  [--allow overlap,outside-content] [--case-timeout S] [--skip-perf]
                                  FILE.swift [FILE.swift…]
               scripts/try-layout --replay REPRODUCER.json [--class NAME] [--harness FILE.swift] FILE.swift [FILE.swift…]

        Compiles a UIKit layout's files against LayoutLab's UIKit surface (in a scratch package; your
        files are never touched), finds the layout class, runs perflab's quick suite on it and a fuzz
        campaign of N seconds (default 60) whose cases run in a supervised child process (a trap or a
        hang is a finding, and the campaign goes on), and writes DIR/summary.json (default DIR:
        try-layout-results/<class>). Exit status 0: nothing found; 1: findings; 2: could not run.
          --class NAME      the layout class, when the files hold several
          --harness FILE    a file declaring makeTrialEngine(answers:) (docs/porting.md, "A harness")
          --allow LIST      promises the layout does not keep by design: overlap (elements may
                            overlap), outside-content (elements may lie outside the content size)
          --case-timeout S  the most one fuzz case may take (default 20 s) before it is a finding
          --skip-perf       the fuzz campaign only
          --replay FILE     replays one reproducer on the files (in a child process) and says whether
                            it still fails: exit 1 when it does, 0 when it passes

        example: scripts/try-layout Example/UIKit/PinterestLayout.swift
        """

    /// The options of `arguments`; nil for `--help`.
    /// - Throws: `LabError` (status 2) naming the option or argument at fault.
    static func parse(_ arguments: [String]) throws(LabError) -> TrialOptions? {
        var options = TrialOptions()
        var index = 0
        func value(_ option: String) throws(LabError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw LabError("\(option): missing value") }
            return arguments[index]
        }
        func number(_ option: String, in range: ClosedRange<UInt64>) throws(LabError) -> UInt64 {
            let text = try value(option)
            guard let number = UInt64(text), range.contains(number) else {
                throw LabError("\(option): expected an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": return nil
            case "--class": options.className = try value(argument)
            case "--seconds": options.seconds = try number(argument, in: 1...86_400)
            case "--seed": options.seed = try number(argument, in: 0...UInt64.max)
            case "--output": options.output = try value(argument)
            case "--harness": options.harness = try value(argument)
            case "--case-timeout": options.caseTimeout = try number(argument, in: 1...3_600)
            case "--replay": options.replay = try value(argument)
            case "--skip-perf": options.skipsPerf = true
            case "--allow":
                for word in try value(argument).split(separator: ",").map(String.init) {
                    guard ["overlap", "outside-content"].contains(word) else {
                        throw LabError("--allow: unknown promise '\(word)' (known: overlap, outside-content)")
                    }
                    options.allowed.insert(word)
                }
            default:
                guard !argument.hasPrefix("-") else { throw LabError("unknown option '\(argument)'; see 'scripts/try-layout --help'") }
                options.files.append(argument)
            }
            index += 1
        }
        guard !options.files.isEmpty else { throw LabError("no layout file given; see 'scripts/try-layout --help'") }
        return options
    }

    /// The engine's promises (`EnginePromises` member names) given what `--allow` waives.
    var promises: [String] {
        var promises = ["matchesFreshLayout"]
        if !allowed.contains("overlap") { promises.insert("noOverlap", at: 0) }
        if !allowed.contains("outside-content") { promises.insert("framesInsideContent", at: promises.count - 1) }
        return promises
    }
}
