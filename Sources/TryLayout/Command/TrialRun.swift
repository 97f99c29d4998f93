import Foundation
import LabSupport

/// One `try-layout` run: the user's files read and checked, the layout class found, the scratch
/// copies rewritten and built, then the lab run on the layout (perflab's quick suite, a supervised
/// fuzz campaign) and the summary written. Each step that fails ends the run with the summary
/// saying why (exit status 2), never with a trap and never with a touched input file.
struct TrialRun {
    var options: TrialOptions
    /// LayoutLab's checkout (absolute).
    var layoutLab: String
    var summary: TrialSummary

    init(options: TrialOptions, layoutLab: String) {
        self.options = options
        self.layoutLab = layoutLab
        summary = TrialSummary(files: options.files)
    }

    /// Runs everything; returns the exit status. The summary is printed, and written to
    /// `DIR/summary.json` once a layout class is known (before that, there is no `DIR`).
    mutating func run(output: inout some OutputSink) -> Int32 {
        var folder: String?
        do throws(LabError) {
            let sources = try options.files.map { path throws(LabError) in try Self.readSource(path) }
            let harness = try options.harness.map { path throws(LabError) in try Self.readSource(path) }
            let declarations = Declarations(sources)
            let layout = try LayoutClassChoice.choose(declarations, requested: options.className, files: options.files)
            summary.layout = layout.name
            let resultFolder = options.output ?? "try-layout-results/\(layout.name)"
            folder = resultFolder
            let delegate = try delegateSource(for: layout, in: declarations)
            let rewritten = MechanicalRewrites(sources, declarations: declarations)
            summary.rewrites = rewritten.rewrites
            let engineName = Self.engineName(layout.name)
            let entryPoint = GeneratedEntryPoint(layoutClass: layout.name, engineName: engineName, files: options.files,
                                                 delegate: delegate, promises: options.promises)
            var files: [String: String] = ["main.swift": entryPoint.text]
            var copies: [String: String] = ["main.swift": GeneratedFile.entryPoint]
            for (index, source) in sources.enumerated() {
                let name = ScratchPackage.copyName(index, source.path)
                files[name] = rewritten.texts[index]
                copies[name] = source.path
            }
            if let harness {
                files["harness-" + ScratchPackage.copyName(0, harness.path)] = harness.text
                copies["harness-" + ScratchPackage.copyName(0, harness.path)] = harness.path
            }
            try TextFiles.createFolder(resultFolder)
            let scratch = ScratchPackage(layoutLab: layoutLab)
            let lock = try ScratchLock(path: "\(layoutLab)/.build/try-layout/lock")
            defer { lock.release() }
            try scratch.write(files: files)
            output.write("building \(layout.name) (\(options.files.joined(separator: ", "))) in \(scratch.root)…\n")
            flushStandardOutput()
            try build(scratch, copies: copies, folder: resultFolder)
            let lab = TrialLab(executable: scratch.executable, engine: engineName, folder: resultFolder, options: options,
                               layoutLab: layoutLab, copies: copies)
            if let reproducer = options.replay {
                return try lab.replay(reproducer, output: &output)
            }
            if !options.skipsPerf {
                output.write("measuring (perflab's quick suite, at most \(TrialLab.sizeTimeBox) s a size)…\n")
                flushStandardOutput()
                try lab.measure(beside: Self.builtInKin(of: layout, in: declarations), into: &summary)
            }
            output.write("fuzzing for \(options.seconds) s…\n")
            flushStandardOutput()
            try lab.fuzz(into: &summary, output: &output)
        } catch {
            summary.problem = summary.problem ?? error.message
        }
        if let folder {
            do throws(LabError) {
                try TextFiles.writeAtomically(summary.json.serialized(pretty: true) + "\n", to: "\(folder)/summary.json", syncing: false)
                output.write(summary.text + "\nwrote \(folder)/summary.json\n")
            } catch {
                output.write(summary.text + "\n")
                summary.problem = summary.problem ?? error.message
                output.write("try-layout: \(error.message)\n")
            }
        } else {
            output.write(summary.text + "\n")
        }
        return summary.exitStatus
    }

    /// The user's file at `path`, read and checked: it exists, is a regular file, is named `.swift`,
    /// and is UTF-8 text of at most 4 MiB.
    static func readSource(_ path: String) throws(LabError) -> SwiftSource {
        guard path.hasSuffix(".swift") else {
            if let type = FileType(path: path), type == .folder {
                throw LabError("\(path): a folder; give the layout's .swift files themselves")
            }
            throw LabError("\(path): not a Swift file (try-layout takes .swift files)")
        }
        let text = try TextFiles.read(path, as: .swiftSource)
        guard !text.utf8.contains(0) else { throw LabError("\(path): not Swift source (it holds NUL bytes)") }
        return SwiftSource(path: path, text: text)
    }

    /// The engine's name: the class's name in lowercase ASCII words joined by `-`, a trailing
    /// `layout` word dropped and `-uikit` added (`PinterestLayout` → `pinterest-uikit`, the name the
    /// example registers its UIKit layouts under), so that it never takes a built-in engine's name.
    static func engineName(_ className: String) -> String {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in className {
            let isWordCharacter = character.isASCII && (character.isLetter || character.isNumber)
            let startsWord = character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
            if !isWordCharacter || startsWord, !word.isEmpty {
                words.append(word)
                word = ""
            }
            if isWordCharacter { word += character.lowercased() }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        if words.count > 1 && words.last == "layout" { words.removeLast() }
        return (words.isEmpty ? ["layout"] : words).joined(separator: "-") + "-uikit"
    }

    /// The built-in engine of the same kind, put beside the layout in the perf report: the flow
    /// engine for a flow subclass; the waterfall, mosaic or calendar engine for a class named so.
    static func builtInKin(of layout: ClassDeclaration, in declarations: Declarations) -> String? {
        if LayoutClassChoice.uikitAncestor(of: layout, in: declarations) == "UICollectionViewFlowLayout" { return "flow" }
        let name = layout.name.lowercased()
        for (words, engine) in [(["waterfall", "pinterest", "masonry"], "waterfall"), (["mosaic"], "mosaic"), (["calendar", "week"], "calendar")]
        where words.contains(where: name.contains) {
            return engine
        }
        return nil
    }

    /// How the layout's own delegate is answered.
    /// - Throws: `LabError` saying what to write, when it reads a protocol that cannot be drawn,
    ///   or when it cannot be made with `init()`, and no harness is given.
    private mutating func delegateSource(for layout: ClassDeclaration, in declarations: Declarations) throws(LabError) -> GeneratedEntryPoint.Source {
        if options.harness != nil { return .harness }
        let chain = OwnDelegate.superclassChain(of: layout, in: declarations)
        let initializers = chain.first { !$0.initializers.isEmpty }?.initializers
        if let initializers, !initializers.contains([]) {
            let shown = initializers.map { "init(\($0.map { "\($0):" }.joined()))" }.joined(separator: ", ")
            throw LabError("\(layout.name) has no init() taking no arguments (it declares \(shown)): write a harness file that makes it "
                           + "(docs/porting.md, \"A harness\") and pass --harness FILE")
        }
        switch OwnDelegate.find(for: layout, in: declarations) {
        case nil: return .none
        case .success(let own): return .drawn(own)
        case .failure(let unsupported):
            throw LabError("\(layout.name) reads its delegate through \(unsupported.protocolName), which try-layout cannot answer on its own ("
                           + unsupported.reasons.joined(separator: "; ") + "): write a harness file whose delegate answers it "
                           + "(docs/porting.md, \"A harness\") and pass --harness FILE")
        }
    }

    /// Builds the scratch package in release; its errors, mapped to the user's lines, end the run.
    private mutating func build(_ scratch: ScratchPackage, copies: [String: String], folder: String) throws(LabError) {
        let log = "\(folder)/build.log"
        let clock = ContinuousClock()
        let started = clock.now
        let compiler = try Subprocess("swift", ["build", "-c", "release", "--package-path", scratch.root, "--product", "trial",
                                                       // Planned afresh each time: LayoutLab by path may have gained files.
                                                       "--disable-build-manifest-caching"],
                                      output: .file(log), errors: log + ".errors")
        let ended = compiler.wait()
        summary.buildSeconds = (clock.now - started).inSeconds
        let text = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "") + ((try? String(contentsOfFile: log + ".errors", encoding: .utf8)) ?? "")
        try? FileManager.default.removeItem(atPath: log + ".errors")
        try? text.write(toFile: log, atomically: true, encoding: .utf8)
        guard ended == .exited(0) else {
            summary.buildErrors = BuildError.parse(text, copies: copies)
            let first = summary.buildErrors.first.map { ": \($0.explanation)" } ?? " (\(ended.description); see \(log))"
            throw LabError("the build failed\(first)")
        }
        summary.compiled = true
    }
}
