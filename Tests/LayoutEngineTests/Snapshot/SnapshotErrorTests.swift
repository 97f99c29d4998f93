import Testing
@testable import LayoutEngine

/// Every way an edit can be wrong: the error it throws, that the snapshot is unchanged, and the
/// exact description of each error once.
@Suite struct SnapshotErrorTests {
    private let base = snapshot(["A": ["a", "b"], "B": ["c"]])

    /// Runs `edit` on a copy of `snapshot`, expects `expected`, and expects the copy unchanged.
    /// (The edits' typed throws are checked by the compiler in `DiffableSnapshotTests`; a closure
    /// here infers `any Error`.)
    private func expect(_ expected: LetterSnapshotError, from edit: (inout LetterSnapshot) throws -> Void,
                        on snapshot: LetterSnapshot? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let original = snapshot ?? base
        var copy = original
        do {
            try edit(&copy)
            Issue.record("expected \(expected), but the edit succeeded", sourceLocation: sourceLocation)
        } catch {
            #expect(error as? LetterSnapshotError == expected, sourceLocation: sourceLocation)
        }
        #expect(copy == original, "a failed edit changed the snapshot", sourceLocation: sourceLocation)
        #expect(SnapshotContents(copy) == SnapshotContents(original), sourceLocation: sourceLocation)
        #expect(copy.indexOfItem("c") == original.indexOfItem("c"), sourceLocation: sourceLocation)
    }

    @Test func duplicateSectionsAreRejected() {
        expect(.sectionAlreadyInSnapshot("A"), from: { try $0.appendSections(["C", "A"]) })
        expect(.sectionListedTwice("C"), from: { try $0.appendSections(["C", "D", "C"]) })
        expect(.sectionAlreadyInSnapshot("B"), from: { try $0.insertSections(["B"], beforeSection: "A") })
        expect(.sectionListedTwice("C"), from: { try $0.insertSections(["C", "C"], afterSection: "A") })
    }

    @Test func unknownSectionsAreRejected() {
        expect(.unknownSection("Z"), from: { try $0.insertSections(["C"], beforeSection: "Z") })
        expect(.unknownSection("Z"), from: { try $0.insertSections(["A"], afterSection: "Z") })   // the anchor is checked first
        expect(.unknownSection("Z"), from: { try $0.deleteSections(["A", "Z"]) })
        expect(.unknownSection("Z"), from: { try $0.moveSection("Z", beforeSection: "A") })
        expect(.unknownSection("Z"), from: { try $0.moveSection("A", afterSection: "Z") })
        expect(.unknownSection("Z"), from: { try $0.reloadSections(["B", "Z"]) })
        expect(.unknownSection("Z"), from: { try $0.appendItems(["x"], toSection: "Z") })
    }

    @Test func aSectionCannotMoveRelativeToItself() {
        expect(.sectionMovedRelativeToItself("A"), from: { try $0.moveSection("A", beforeSection: "A") })
        expect(.sectionMovedRelativeToItself("B"), from: { try $0.moveSection("B", afterSection: "B") })
    }

    @Test func duplicateItemsAreRejected() {
        expect(.itemAlreadyInSnapshot("c"), from: { try $0.appendItems(["x", "c"], toSection: "A") })
        expect(.itemListedTwice("x"), from: { try $0.appendItems(["x", "y", "x"]) })
        expect(.itemAlreadyInSnapshot("a"), from: { try $0.insertItems(["a"], beforeItem: "a") })
        expect(.itemListedTwice("x"), from: { try $0.insertItems(["x", "x"], afterItem: "b") })
    }

    @Test func unknownItemsAreRejected() {
        expect(.unknownItem("z"), from: { try $0.insertItems(["x"], beforeItem: "z") })
        expect(.unknownItem("z"), from: { try $0.insertItems(["a"], afterItem: "z") })   // the anchor is checked first
        expect(.unknownItem("z"), from: { try $0.deleteItems(["a", "z"]) })
        expect(.unknownItem("z"), from: { try $0.moveItem("z", beforeItem: "a") })
        expect(.unknownItem("z"), from: { try $0.moveItem("a", afterItem: "z") })
        expect(.unknownItem("z"), from: { try $0.reloadItems(["a", "z"]) })
        expect(.unknownItem("z"), from: { try $0.reconfigureItems(["z"]) })
    }

    @Test func anItemCannotMoveRelativeToItself() {
        expect(.itemMovedRelativeToItself("a"), from: { try $0.moveItem("a", beforeItem: "a") })
        expect(.itemMovedRelativeToItself("c"), from: { try $0.moveItem("c", afterItem: "c") })
    }

    @Test func appendingItemsNeedsASection() {
        expect(.noSectionToAppendTo, from: { try $0.appendItems(["x"]) }, on: LetterSnapshot())
        expect(.unknownSection("A"), from: { try $0.appendItems(["x"], toSection: "A") }, on: LetterSnapshot())
    }

    @Test func descriptionsNameTheIdentifier() {
        let descriptions: [(LetterSnapshotError, String)] = [
            (.sectionAlreadyInSnapshot("A"), "invalid snapshot edit: section identifier A is already in the snapshot"),
            (.sectionListedTwice("C"), "invalid snapshot edit: section identifier C is listed twice"),
            (.itemAlreadyInSnapshot("a"), "invalid snapshot edit: item identifier a is already in the snapshot"),
            (.itemListedTwice("x"), "invalid snapshot edit: item identifier x is listed twice"),
            (.unknownSection("Z"), "invalid snapshot edit: section identifier Z is not in the snapshot"),
            (.unknownItem("z"), "invalid snapshot edit: item identifier z is not in the snapshot"),
            (.noSectionToAppendTo, "invalid snapshot edit: items are appended to the last section, but the snapshot has no sections"),
            (.sectionMovedRelativeToItself("A"), "invalid snapshot edit: section identifier A is moved relative to itself"),
            (.itemMovedRelativeToItself("a"), "invalid snapshot edit: item identifier a is moved relative to itself"),
        ]
        for (error, description) in descriptions {
            #expect(error.description == description)
            #expect("\(error)" == description)
        }
        // Identifiers of any type are written as string interpolation writes them.
        #expect(SnapshotError<Int, Int>.unknownItem(42).description == "invalid snapshot edit: item identifier 42 is not in the snapshot")
    }
}
