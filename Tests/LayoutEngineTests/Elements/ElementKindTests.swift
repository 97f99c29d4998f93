import LabSupport
import Testing
@testable import LayoutEngine

/// Element kinds are 16-byte values held inline (up to 15 UTF-8 bytes) or by a pointer to
/// immortal bytes (longer ones), compared and hashed by their strings. Whatever the form and
/// however a kind is made (a literal, a string built at run time), it must equal exactly the
/// kinds of the same string, hash as they do, and give its string back; attributes holding kinds
/// must be trivially copyable, and a cell's nil kind must cost no byte.
@Suite struct ElementKindTests {
    /// Strings across both forms' boundary, with multi-byte characters and an empty one.
    private static let names = ["", "a", "header", "footer", "DayHeaderView", "HourHeaderView", "fifteen-bytes-x",
                                "sixteen-bytes-xy", "UICollectionElementKindSectionHeader", "émoji-🙂-kind", "ab\u{0}c"]

    /// A cell's `ElementID` stores the absent kind; describing it by reflection (as Swift Testing
    /// does when an expectation on attributes fails) read 254 inline bytes and trapped.
    @Test func theAbsentKindOfACellDescribesAsEmptyWhenReflected() throws {
        let cell = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let reflected = Mirror(reflecting: cell.id).children.compactMap { $0.value as? ElementKind }
        let kind = try #require(reflected.first)
        #expect(kind.rawValue == "")
        #expect(String(describing: cell.id).isEmpty == false)
    }

    @Test func aKindGivesItsStringBack() {
        for name in Self.names {
            #expect(ElementKind(name).rawValue == name)
            #expect(ElementKind(name).description == name)
        }
        // Literals: the inline form and a long literal's static bytes.
        #expect(ElementKind(stringLiteral: "badge").rawValue == "badge")
        #expect(ElementKind(stringLiteral: "UICollectionElementKindSectionFooter").rawValue == "UICollectionElementKindSectionFooter")
        #expect(ElementKind.sectionHeader.rawValue == "header" && ElementKind.sectionFooter.rawValue == "footer")
        // A one-scalar literal reaches the kind as a `StaticString` without a pointer to its bytes.
        let letter: ElementKind = "a", emoji: ElementKind = "🙂"
        #expect(letter.rawValue == "a" && letter == ElementKind("a"))
        #expect(emoji.rawValue == "🙂" && emoji == ElementKind("🙂"))
    }

    @Test func kindsAreEqualExactlyWhenTheirStringsAreAndHashAlike() {
        var generator = SeededGenerator(seed: 0x41D5)
        // Random strings of 0 to 40 characters from a small alphabet, so that many are equal
        // without being the same value, and some differ in one byte past the inline form.
        let alphabet = Array("abAB-é🙂")
        var strings = Self.names
        for _ in 0..<400 {
            strings.append(String((0..<generator.int(in: 0...40)).map { _ in alphabet[generator.int(in: 0..<alphabet.count)] }))
            if generator.chance(0.2) { strings.append(strings[generator.int(in: 0..<strings.count)]) }
        }
        let kinds = strings.map { ElementKind($0) }
        for _ in 0..<4_000 {
            let i = generator.int(in: 0..<kinds.count), j = generator.chance(0.3) ? i : generator.int(in: 0..<kinds.count)
            // A second value made from the same string is a separate copy when the string is long.
            let again = ElementKind(strings[j])
            #expect((kinds[i] == again) == (strings[i] == strings[j]), "\(strings[i]) and \(strings[j])")
            #expect((kinds[i] == kinds[j]) == (strings[i] == strings[j]), "\(strings[i]) and \(strings[j])")
            if strings[i] == strings[j] { #expect(kinds[i].hashValue == again.hashValue, "\(strings[i])") }
        }
        // Equal kinds meet in sets and dictionaries whatever value made them.
        #expect(Set(kinds).count == Set(strings).count)
        #expect(ElementKind("UICollectionElementKindSectionFooter") == ElementKind(stringLiteral: "UICollectionElementKindSectionFooter"))
    }

    @Test func attributesHoldingKindsAreTriviallyCopyable() {
        #expect(_isPOD(ElementKind.self) && _isPOD(ElementID.self) && _isPOD(LayoutAttributes.self))
        // An optional kind is stored as a kind: the identity is a category (1 byte, padded to 8),
        // a kind (16) and an index path (16); the attributes add a frame (32), a z index (8), an
        // alpha (8) and a flag (1): 89 bytes, 96 with padding.
        #expect(MemoryLayout<ElementID>.size == 40)
        #expect(MemoryLayout<LayoutAttributes>.stride == 96)
        let cell = ElementID.cell(IndexPath(item: 3, section: 1))
        #expect(cell.kind == nil && cell.category == .cell)
        var header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
        #expect(header.kind == .sectionHeader && header != cell)
        header.kind = nil
        #expect(header.kind == nil && header == ElementID(category: .supplementaryView, kind: nil, indexPath: IndexPath(item: 0, section: 1)))
    }
}
