import Testing
@testable import TryLayout

/// `GeneratedEntryPoint.text`: the layout's construction per delegate source, and the drawn
/// delegate's methods, each answer drawn as its type says.
@Suite struct GeneratedEntryPointTests {
    static let pin = """
        protocol PinDelegate: AnyObject {
            func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat
            func numberOfColumns(in section: Int) -> Int
            func inset(for section: Int) -> CGFloat?
            func size(at indexPath: IndexPath) -> CGSize
            func didPrepare()
            var columns: Int { get }
        }
        """

    func protocolDeclaration(_ text: String) throws -> ProtocolDeclaration {
        try #require(Declarations([SwiftSource(path: "Pin.swift", text: text)]).protocols.first)
    }

    func entryPoint(_ delegate: GeneratedEntryPoint.Source, promises: [String] = ["noOverlap", "framesInsideContent", "matchesFreshLayout"])
        -> [String] {
        GeneratedEntryPoint(layoutClass: "PinLayout", engineName: "pin-layout", files: ["Pin.swift"], delegate: delegate,
                            promises: promises).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `block` occurs in `lines` as consecutive lines.
    func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard lines.count >= block.count else { return false }
        return (0...(lines.count - block.count)).contains { Array(lines[$0..<($0 + block.count)]) == block }
    }

    /// The descriptor and the answers, the same for every delegate source; `construction` between.
    func expectRegistration(_ lines: [String], construction: [String]) {
        #expect(contains(lines, [
            "let trialAnswerSeed = LayoutParameter.integer(\"answerSeed\", default: 1, allowed: 1...1_000_000)",
            "let triedLayout = EngineDescriptor(",
            "    name: \"pin-layout\", summary: \"PinLayout of Pin.swift, through UIKitLayoutEngine\",",
            "    settings: [trialAnswerSeed],",
            "    usesStrategies: false, promises: [.noOverlap, .framesInsideContent, .matchesFreshLayout], fuzzWeight: 1,",
            "    benchmarks: [.plain(engine: \"pin-layout\", measuresEveryFamily: true)]",
            ") { settings, _, _ in",
            "    let answers = DrawnAnswers(seed: UInt64(settings[trialAnswerSeed]))",
        ] + construction + ["}"]))
        #expect(contains(lines, ["    registry = try EngineRegistry.builtIn.adding([triedLayout])"]))
        #expect(contains(lines, [
            "    \"perflab\": { PerfLabCommand.main(arguments: $0, registry: registry) },",
            "    \"fuzz\": { FuzzCommand.main(arguments: $0, registry: registry) },",
        ]))
        #expect(lines.contains("import UIKit"))
        #expect(lines.contains("import UIKitAdapter"))
    }

    @Test func noDelegateOfItsOwn() {
        let lines = entryPoint(.none)
        expectRegistration(lines, construction: ["    return UIKitLayoutEngine(layout: PinLayout())"])
        #expect(!lines.contains { $0.contains("TrialDelegate") })
    }

    @Test func aHarness() {
        let lines = entryPoint(.harness)
        expectRegistration(lines, construction: ["    return makeTrialEngine(answers: answers)"])
        #expect(!lines.contains { $0.contains("TrialDelegate") })
    }

    @Test func aDrawnDelegateProperty() throws {
        let own = OwnDelegate(protocolDeclaration: try protocolDeclaration(Self.pin), attachment: .property("delegate"))
        let lines = entryPoint(.drawn(own))
        expectRegistration(lines, construction: [
            "    let layout = PinLayout()",
            "    let delegate = TrialDelegate(answers: answers)",
            "    layout.delegate = delegate",
            "    return UIKitLayoutEngine(layout: layout, keepingAlive: [delegate])",
        ])
        #expect(contains(lines, [
            "/// Answers PinDelegate with values drawn from the case's answer seed.",
            "final class TrialDelegate: LabFlowLayoutDelegate, PinDelegate {",
            "    let answers: DrawnAnswers",
            "    init(answers: DrawnAnswers) {",
            "        self.answers = answers",
            "        super.init()",
            "    }",
            "    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath) -> CGFloat {",
            "        answers.number(\"collectionView(_:heightForPhotoAt:)\", [indexPath.section, indexPath.item])",
            "    }",
            "    func numberOfColumns(in section: Int) -> Int {",
            "        answers.integer(\"numberOfColumns(in:)\", [section])",
            "    }",
            "    func inset(for section: Int) -> CGFloat? {",
            "        answers.isNil(\"inset(for:)\", [section]) ? nil : answers.number(\"inset(for:)\", [section])",
            "    }",
            "    func size(at indexPath: IndexPath) -> CGSize {",
            "        answers.size(\"size(at:)\", [indexPath.section, indexPath.item])",
            "    }",
            "    func didPrepare() {",
            "    }",
            "    var columns: Int { answers.integer(\"columns\", []) }",
            "}",
        ]))
    }

    @Test func aDrawnCollectionViewDelegate() throws {
        let own = OwnDelegate(protocolDeclaration: try protocolDeclaration(Self.pin), attachment: .collectionViewDelegate)
        let lines = entryPoint(.drawn(own))
        expectRegistration(lines, construction: [
            "    return UIKitLayoutEngine(layout: PinLayout(), delegate: TrialDelegate(answers: answers))",
        ])
        #expect(lines.contains("final class TrialDelegate: LabFlowLayoutDelegate, PinDelegate {"))
    }

    @Test func eachTypeIsDrawnItsWay() throws {
        let text = """
            protocol Kinds {
                func a(_ layout: PinLayout, at indexPath: IndexPath, in collectionView: UICollectionView) -> Double
                func b(_ section: Int) -> Float
                func c() -> Bool
                func d() -> CGPoint
                func e() -> CGRect
                func f(_ section: Int) -> UIEdgeInsets
                func g() -> IndexPath
                func h() -> Void
            }
            """
        let own = OwnDelegate(protocolDeclaration: try protocolDeclaration(text), attachment: .collectionViewDelegate)
        let lines = entryPoint(.drawn(own))
        #expect(contains(lines, [
            "    func a(_ layout: PinLayout, at indexPath: IndexPath, in collectionView: UICollectionView) -> Double {",
            "        Double(answers.number(\"a(_:at:in:)\", [indexPath.section, indexPath.item]))",
            "    }",
            "    func b(_ section: Int) -> Float {",
            "        Float(answers.number(\"b(_:)\", [section]))",
            "    }",
            "    func c() -> Bool {",
            "        answers.bool(\"c()\", [])",
            "    }",
            "    func d() -> CGPoint {",
            "        answers.point(\"d()\", [])",
            "    }",
            "    func e() -> CGRect {",
            "        CGRect(origin: answers.point(\"e()\", []), size: answers.size(\"e()\", []))",
            "    }",
            "    func f(_ section: Int) -> UIEdgeInsets {",
            "        answers.insets(\"f(_:)\", [section])",
            "    }",
            "    func g() -> IndexPath {",
            "        IndexPath(item: answers.integer(\"g()\", []), section: 0)",
            "    }",
            "    func h() {",
            "    }",
        ]))
    }

    /// An @objc protocol's optional requirement is `-> T?` once rewritten: the drawn witness must
    /// return `T?` too, or the extension's default (nil) would answer in its place.
    @Test func anObjCOptionalRequirementIsAnsweredWithItsRewrittenResult() throws {
        let text = """
            @objc protocol Sizing {
                @objc optional func height(at indexPath: IndexPath) -> CGFloat
                func width(at indexPath: IndexPath) -> CGFloat
            }
            """
        let own = OwnDelegate(protocolDeclaration: try protocolDeclaration(text), attachment: .property("sizing"))
        let lines = entryPoint(.drawn(own))
        #expect(contains(lines, [
            "    func height(at indexPath: IndexPath) -> CGFloat? {",
            "        answers.isNil(\"height(at:)\", [indexPath.section, indexPath.item]) ? nil : "
                + "answers.number(\"height(at:)\", [indexPath.section, indexPath.item])",
            "    }",
            "    func width(at indexPath: IndexPath) -> CGFloat {",
            "        answers.number(\"width(at:)\", [indexPath.section, indexPath.item])",
            "    }",
        ]))
    }

    @Test func thePromisesGiven() {
        let lines = entryPoint(.none, promises: ["matchesFreshLayout"])
        #expect(lines.contains("    usesStrategies: false, promises: [.matchesFreshLayout], fuzzWeight: 1,"))
    }

    @Test func aRequirementTheLabsFlowDelegateImplementsIsInherited() throws {
        // A protocol refining UICollectionViewDelegate that repeats the flow delegate's sizeForItemAt:
        // the generated delegate inherits it (declaring it would override a method that is not open).
        let declaration = try protocolDeclaration("""
            protocol Waterfall: UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountFor section: Int) -> Int
            }
            """)
        let lines = entryPoint(.drawn(OwnDelegate(protocolDeclaration: declaration, attachment: .collectionViewDelegate)))
        #expect(!lines.contains { $0.contains("sizeForItemAt") })
        #expect(lines.contains("    func collectionView(_ collectionView: UICollectionView, layout layout: UICollectionViewLayout, columnCountFor section: Int) -> Int {"))
    }
}
