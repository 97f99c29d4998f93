import LayoutEngine

/// Validity, decided by the reference model on its own: rule 0 (no negative count) and each of
/// the seven rules of `BatchUpdateError` are checked plainly and independently of the others, and
/// the answer is every rule the batch breaks, not the first.
extension ReferenceCollection {
    /// The numbers (0–7, as `BatchUpdateError.rule`) of the rules `batch` breaks on this collection,
    /// given the item counts a data source reports after the update (a negative one breaks rule
    /// 0). Empty when the batch is valid. `mode` decides rule 6 as `BatchValidationMode` says:
    /// `.strict` refuses every item change inside a section that goes or comes as a whole;
    /// `.absorbing` refuses only the moves among them.
    ///
    /// Rules 6 and 7 need to know where each section goes, which only exists when rules 1–3 hold;
    /// when they do not, rule 6 is checked for deleted, reloaded and inserted sections by their
    /// named positions only, and rule 7 is not checked (the batch is invalid anyway).
    /// - Complexity: O(n + s·c), where n is the number of items, s the number of sections and c the
    ///   number of changes.
    func brokenRules(of batch: BatchUpdate, itemCountsAfter: [Int], mode: BatchValidationMode) -> Set<Int> {
        let before = itemCounts, after = itemCountsAfter.map { Swift.max(0, $0) }
        let changes = batch.changes.map(ReferenceChange.init)
        var broken = Set<Int>()

        // Rule 0: no count is negative (the rest is then checked with such a count read as zero).
        if itemCountsAfter.contains(where: { $0 < 0 }) { broken.insert(0) }

        // Rule 1: every section named exists on its side (item changes name a section too).
        for change in changes {
            if let place = change.before, !before.indices.contains(place.section) { broken.insert(1) }
            if let place = change.after, !after.indices.contains(place.section) { broken.insert(1) }
        }

        // Rule 2: no section gets two section changes on one side.
        var sectionUsesBefore: [Int: Int] = [:], sectionUsesAfter: [Int: Int] = [:]
        for change in changes where change.isSectionChange {
            if let place = change.before { sectionUsesBefore[place.section, default: 0] += 1 }
            if let place = change.after { sectionUsesAfter[place.section, default: 0] += 1 }
        }
        if sectionUsesBefore.values.contains(where: { $0 > 1 }) || sectionUsesAfter.values.contains(where: { $0 > 1 }) {
            broken.insert(2)
        }

        // Rule 3: sections after = before + inserted - deleted.
        let deletedSections = changes.filter { $0.isSectionChange && $0.action == .delete }.count
        let insertedSections = changes.filter { $0.isSectionChange && $0.action == .insert }.count
        if after.count != before.count + insertedSections - deletedSections { broken.insert(3) }

        // Rule 4: every item named exists on its side (when its section does; else that is rule 1).
        for change in changes where !change.isSectionChange {
            if let place = change.before, before.indices.contains(place.section),
               !(0..<before[place.section]).contains(place.item!) { broken.insert(4) }
            if let place = change.after, after.indices.contains(place.section),
               !(0..<after[place.section]).contains(place.item!) { broken.insert(4) }
        }

        // Rule 5: no item position gets two item changes on one side.
        var itemUsesBefore: [IndexPath: Int] = [:], itemUsesAfter: [IndexPath: Int] = [:]
        for change in changes where !change.isSectionChange {
            if let path = change.before?.indexPath { itemUsesBefore[path, default: 0] += 1 }
            if let path = change.after?.indexPath { itemUsesAfter[path, default: 0] += 1 }
        }
        if itemUsesBefore.values.contains(where: { $0 > 1 }) || itemUsesAfter.values.contains(where: { $0 > 1 }) {
            broken.insert(5)
        }

        // Where each section goes, when that is defined: after-update position -> before-update
        // position, nil for an inserted section.
        let arrangement = broken.isDisjoint(with: [1, 2, 3]) ? Self.sectionArrangement(changes, sectionCount: before.count) : nil

        // Rule 6: no item change inside a section that goes or comes as a whole (in absorbing
        // mode, no move: the other changes are absorbed).
        let (goneWhole, comeWhole) = Self.sectionsChangedWhole(changes, arrangement: arrangement)
        for change in changes where !change.isSectionChange && (mode == .strict || change.action == .move) {
            if let place = change.before, goneWhole.contains(place.section) { broken.insert(6) }
            if let place = change.after, comeWhole.contains(place.section) { broken.insert(6) }
        }

        // Rule 7: in every surviving section (neither deleted nor reloaded), after = before +
        // inserted - deleted + moved in - moved out. A move within one section counts both ways.
        if let arrangement {
            for (afterSection, beforeSection) in arrangement.enumerated() {
                guard let beforeSection, !goneWhole.contains(beforeSection) else { continue }
                let items = changes.filter { !$0.isSectionChange }
                let inserted = items.filter { $0.action == .insert && $0.after!.section == afterSection }.count
                let deleted = items.filter { $0.action == .delete && $0.before!.section == beforeSection }.count
                let movedIn = items.filter { $0.action == .move && $0.after!.section == afterSection }.count
                let movedOut = items.filter { $0.action == .move && $0.before!.section == beforeSection }.count
                if after[afterSection] != before[beforeSection] + inserted - deleted + movedIn - movedOut { broken.insert(7) }
            }
        }
        return broken
    }

    /// The before-update sections that go as a whole (deleted or reloaded) and the after-update
    /// sections that come as a whole (inserted, or reloaded: at the position the arrangement gives
    /// it, when there is one).
    /// - Complexity: O(s·c), where s is the number of sections and c of changes.
    static func sectionsChangedWhole(_ changes: [ReferenceChange], arrangement: [Int?]?) -> (gone: Set<Int>, come: Set<Int>) {
        let gone = Set(changes.filter { $0.isSectionChange && ($0.action == .delete || $0.action == .reload) }
            .map { $0.before!.section })
        var come = Set(changes.filter { $0.isSectionChange && $0.action == .insert }.map { $0.after!.section })
        for (afterSection, beforeSection) in (arrangement ?? []).enumerated() {
            if let beforeSection, changes.contains(where: { $0.isSectionChange && $0.action == .reload && $0.before!.section == beforeSection }) {
                come.insert(afterSection)
            }
        }
        return (gone, come)
    }

    /// The item deletes and reloads inside a section that goes as a whole and the item inserts
    /// inside one that comes as a whole: what `.absorbing` mode drops from a valid batch.
    /// - Precondition: rules 1–3 hold.
    /// - Complexity: O(s·c), where s is the number of sections and c of changes.
    static func absorbedChanges(_ changes: [ReferenceChange], sectionCount: Int) -> Set<ReferenceChange> {
        let (gone, come) = sectionsChangedWhole(changes, arrangement: sectionArrangement(changes, sectionCount: sectionCount))
        return Set(changes.filter { change in
            guard !change.isSectionChange, change.action != .move else { return false }
            if let place = change.before, gone.contains(place.section) { return true }
            if let place = change.after, come.contains(place.section) { return true }
            return false
        })
    }

    /// The section changes of a batch applied literally to the section positions `0..<sectionCount`
    /// (deletes and move sources removed from the highest position down, then inserts and move
    /// destinations inserted from the lowest up): for each after-update section, the before-update
    /// section it was, or nil for an inserted one. A reloaded section keeps its place.
    /// - Precondition: rules 1–3 hold.
    /// - Complexity: O(s·c), where s is the number of sections and c of changes.
    static func sectionArrangement(_ changes: [ReferenceChange], sectionCount: Int) -> [Int?] {
        var slots: [Int?] = Array(0..<sectionCount)
        let removals = changes.filter { $0.isSectionChange && ($0.action == .delete || $0.action == .move) }
        for change in removals.sorted(by: { $0.before!.section > $1.before!.section }) {
            slots.remove(at: change.before!.section)
        }
        let arrivals = changes.filter { $0.isSectionChange && ($0.action == .insert || $0.action == .move) }
        for change in arrivals.sorted(by: { $0.after!.section < $1.after!.section }) {
            slots.insert(change.action == .move ? change.before!.section : nil, at: change.after!.section)
        }
        return slots
    }
}
