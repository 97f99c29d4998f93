import Testing
@testable import LayoutEngine
import LabSupport

/// Item labels against a plain array of (label, value) in item order, on seeded random inserts,
/// deletes, value changes and rebases.
@Suite struct ItemLabelsTests {
    /// Three items: base labels (i + 1) << shift. An insert between items 0 and 1 takes the
    /// midpoint; deleting item 0 renumbers the rest without changing their labels.
    @Test func aSmallSectionByHand() throws {
        var labels = ItemLabels(values: [7, 8, 9])
        let gap = Int32(1) << labels.shift
        #expect((0..<3).map(labels.label(ofItem:)) == [gap, 2 * gap, 3 * gap])
        let insertedOrNil = labels.insert(atItem: 1, value: 5)
        let inserted = try #require(insertedOrNil)
        #expect(inserted == gap + gap / 2)
        #expect((0..<4).map(labels.label(ofItem:)) == [gap, inserted, 2 * gap, 3 * gap])
        labels.remove(label: gap)
        #expect(labels.count == 3)
        #expect([inserted, 2 * gap, 3 * gap].map(labels.item(ofLabel:)) == [0, 1, 2])
        #expect([inserted, 2 * gap, 3 * gap].map(labels.value(ofLabel:)) == [5, 8, 9])
        // An append past the end extends the base: the fourth base label.
        #expect(labels.insert(atItem: 3, value: 1) == 4 * gap)
    }

    /// Inserts always between the same two items run out of labels after `shift` halvings; a
    /// rebase makes room again and keeps every item's number and value.
    @Test func nestedInsertsRunOutAndARebaseMakesRoom() throws {
        var labels = ItemLabels(values: [1, 2])
        var inserted = 0
        while labels.insert(atItem: 1, value: 3) != nil { inserted += 1 }
        #expect(inserted >= labels.shift - 1 && inserted <= labels.shift)
        let before = (0..<labels.count).map { labels.value(ofLabel: labels.label(ofItem: $0)) }
        let previous = labels.rebase()
        #expect(previous.count == labels.count)
        #expect((0..<labels.count).map { labels.value(ofLabel: labels.label(ofItem: $0)) } == before)
        #expect(labels.insert(atItem: 1, value: 3) != nil)
    }

    @Test func randomEditsMatchAnArray() throws {
        for seed: UInt64 in 1...80 {
            var generator = SeededGenerator(seed: 0x1AB_E150 &+ seed)
            // Sizes that cross the 1,024-item blocks now and then.
            let initial = generator.chance(0.2) ? generator.int(in: 900...3_000) : generator.int(in: 0...200)
            var labels = ItemLabels(values: (0..<initial).map { Int32($0) })
            var model: [(label: Int32, value: Int32)] = (0..<initial).map { (labels.label(ofItem: $0), Int32($0)) }
            for step in 0..<300 {
                let context = "seed \(seed), step \(step)"
                switch generator.int(in: 0...9) {
                case 0...3:
                    let item = generator.chance(0.2) ? model.count : generator.int(in: 0...model.count)
                    let value = Int32(generator.int(in: 0...1_000))
                    if let label = labels.insert(atItem: item, value: value) {
                        model.insert((label, value), at: item)
                    } else {
                        // No room: rebase and insert again (a fresh base always has room).
                        let previous = labels.rebase()
                        model = model.map { (labels.baseLabel(ofItem: previous.item(ofLabel: $0.label)), $0.value) }
                        let labelOrNil = labels.insert(atItem: item, value: value)
                        let label = try #require(labelOrNil, "\(context)")
                        model.insert((label, value), at: item)
                    }
                case 4...6 where !model.isEmpty:
                    let item = generator.int(in: 0..<model.count)
                    labels.remove(label: model[item].label)
                    model.remove(at: item)
                case 7 where !model.isEmpty:
                    let item = generator.int(in: 0..<model.count)
                    model[item].value = Int32(generator.int(in: 0...1_000))
                    labels.setValue(model[item].value, ofLabel: model[item].label)
                case 8 where labels.isCrowded || generator.chance(0.1):
                    let previous = labels.rebase()
                    model = model.map { (labels.baseLabel(ofItem: previous.item(ofLabel: $0.label)), $0.value) }
                default:
                    continue
                }
                #expect(labels.count == model.count, "\(context)")
                #expect(zip(model, model.dropFirst()).allSatisfy { $0.label < $1.label }, "\(context): labels must ascend")
                let probes = model.count <= 64 ? Array(model.indices) : (0..<16).map { _ in generator.int(in: 0..<model.count) }
                for item in probes {
                    #expect(labels.label(ofItem: item) == model[item].label, "\(context), item \(item)")
                    #expect(labels.item(ofLabel: model[item].label) == item, "\(context), item \(item)")
                    #expect(labels.value(ofLabel: model[item].label) == model[item].value, "\(context), item \(item)")
                }
            }
            for item in model.indices {
                #expect(labels.label(ofItem: item) == model[item].label && labels.item(ofLabel: model[item].label) == item, "seed \(seed), item \(item)")
            }
        }
    }
}
