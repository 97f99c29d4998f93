import LabSupport
import LayoutEngine
import Testing
@testable import FuzzCore
@testable import Workloads

/// The JSON codec of fuzz steps (`LayoutStep+JSON.swift`): every operation written, read back and written again
/// gives the same text, numbers keep their bits, and bad input is refused with the path of the bad value.
/// Operations are not `Equatable`, so the round trip compares the text of encode(decode(encode(op))) with that of
/// encode(op), and a few cases compare the decoded values themselves.
@Suite struct LayoutStepCodecTests {
    func text(_ operation: LayoutOperation) -> String { operation.jsonOutput().serialized() }

    func decode(_ text: String) throws -> LayoutOperation {
        try LayoutOperation.decode(JSONParser.parse(text), path: "")
    }

    /// encode(decode(encode(op))) == encode(op); returns the decoded operation.
    @discardableResult
    func expectRoundTrip(_ operation: LayoutOperation, _ comment: Comment? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutOperation {
        let written = text(operation)
        let read = try decode(written)
        #expect(text(read) == written, comment, sourceLocation: sourceLocation)
        #expect(same(read, operation), comment, sourceLocation: sourceLocation)
        return read
    }

    /// Whether two operations hold equal values (`==` on their parts: exact, but -0 equals 0 and NaN nothing, which
    /// the text comparison covers).
    func same(_ a: LayoutOperation, _ b: LayoutOperation) -> Bool {
        switch (a, b) {
        case let (.appendItems(s1, c1, z1, p1, e1), .appendItems(s2, c2, z2, p2, e2)):
            s1 == s2 && c1 == c2 && z1 == z2 && p1 == p2 && e1 == e2
        case let (.appendSection(x), .appendSection(y)): x == y
        case let (.removeItems(s1, c1), .removeItems(s2, c2)): s1 == s2 && c1 == c2
        case (.removeLastSection, .removeLastSection), (.selfSize, .selfSize): true
        case let (.resizeItem(i1, z1), .resizeItem(i2, z2)): i1 == i2 && z1 == z2
        case let (.reloadSection(i1, x), .reloadSection(i2, y)): i1 == i2 && x == y
        case let (.setProperty(x), .setProperty(y)): x == y
        case let (.resize(w1, h1), .resize(w2, h2)): w1 == w2 && h1 == h2
        case let (.scroll(x), .scroll(y)): x == y
        case let (.query(x), .query(y)): x == y
        case let (.batchUpdate(u1, s1, o1), .batchUpdate(u2, s2, o2)): u1 == u2 && s1 == s2 && o1 == o2
        case let (.snapshotApplication(p1, s1, o1), .snapshotApplication(p2, s2, o2)): p1 == p2 && s1 == s2 && o1 == o2
        case let (.unannounced(x), .unannounced(y)): x == y
        default: false
        }
    }

    /// The message of the error decoding `text` as steps, under the path `steps`.
    func error(_ text: String) -> String? {
        do {
            _ = try LayoutStep.decodeList(JSONParser.parse(text), path: "steps")
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Round trips

    static let awkwardSection: SimulatedCollectionView.Section = {
        var section = SimulatedCollectionView.Section(
            itemCount: 2, itemSizes: [Size(width: 0, height: -3.5), Size(width: 0.1, height: 1e300)],
            preferredSizes: [Size(width: 12.25, height: .infinity), Size(width: -.infinity, height: .leastNonzeroMagnitude)])
        section.events = [CalendarEvent(day: 6, startHour: 23.5, durationHours: 0.25),
                          CalendarEvent(day: -1, startHour: -0.0, durationHours: 3)]
        section.inset = EdgeInsets(top: 0, left: -0.0, bottom: 0.75, right: 1e-7)
        section.minimumLineSpacing = -2
        section.minimumInteritemSpacing = 0.1
        section.headerSize = Size(width: 0, height: 0)
        section.footerSize = Size(width: 320.5, height: 44)
        return section
    }()

    static let everyChange: [BatchChange] = [
        .deleteSection(0), .reloadSection(1), .moveSection(2, to: 0), .insertSection(3),
        .deleteItem(IndexPath(item: 0, section: 1)), .reloadItem(IndexPath(item: 2, section: 2)),
        .moveItem(IndexPath(item: 1, section: 2), to: IndexPath(item: 0, section: 0)),
        .insertItem(IndexPath(item: 5, section: 4)),
    ]

    /// One operation of every kind, with awkward values: zero, negative lengths, quarter points, 0.1, huge and
    /// subnormal numbers, infinities, empty lists and nil optionals.
    static let awkwardOperations: [LayoutOperation] = [
        .appendItems(section: 0, count: 2, sizes: [Size(width: 0, height: -3.5), Size(width: 0.1, height: 1e300)],
                     preferredSizes: [], events: [CalendarEvent(day: 6, startHour: 23.5, durationHours: 0.25),
                                                  CalendarEvent(day: 0, startHour: -0.0, durationHours: 3)]),
        .appendItems(section: 3, count: 0, sizes: [], preferredSizes: [], events: []),
        .appendSection(awkwardSection),
        .appendSection(SimulatedCollectionView.Section(itemCount: 0)),
        .removeItems(section: 1, count: 0),
        .removeLastSection,
        .resizeItem(IndexPath(item: 4, section: 0), Size(width: -1, height: 0.75)),
        .reloadSection(2, SimulatedCollectionView.Section(itemCount: 0, itemSizes: [], preferredSizes: [])),
        .setProperty(0.1),
        .setProperty(-0.0),
        .resize(width: 0, height: .greatestFiniteMagnitude),
        .scroll(Point(x: -50.25, y: 1.0 / 3)),
        .selfSize,
        .query(.infinite),
        .query(Rect(x: 1, y: 2, width: -300.5, height: 0)),
        .query(Rect(x: -.infinity, y: .infinity, width: 0x1p53 + 2, height: -0x1p-1074)),
        .batchUpdate(RandomBatchUpdate(batch: BatchUpdate(everyChange), itemsBefore: [[0, 1], [2, 3, 4], [], [5]],
                                       itemCountsAfter: [3, 0, 2, 1, 6], itemsAfter: [[9], [], [1, 0], [5], []],
                                       corruption: nil),
                     sectionsAfter: [awkwardSection, SimulatedCollectionView.Section(itemCount: 0)], order: .polite),
        .batchUpdate(RandomBatchUpdate(batch: BatchUpdate([.deleteItem(IndexPath(item: -1, section: 7))]), itemsBefore: [],
                                       itemCountsAfter: [-1], itemsAfter: nil, corruption: .itemOutOfRangeBefore),
                     sectionsAfter: [],
                     order: BatchCallOrder(queriesBeforePrepare: true, selfSizingBeforePrepare: false,
                                           boundsDuringUpdate: Rect(x: 0, y: 0, width: 0, height: 900))),
        .batchUpdate(RandomBatchUpdate(batch: BatchUpdate(), itemsBefore: [], itemCountsAfter: [], itemsAfter: [],
                                       corruption: nil),
                     sectionsAfter: [], order: BatchCallOrder(selfSizingBeforePrepare: true)),
        .snapshotApplication(SnapshotPair(itemsBefore: [[0, 1], []], sectionIdentifiersAfter: [1, 7], itemsAfter: [[1], [8, 0]],
                                          reloadedSections: [1], reloadedItems: [0]),
                             sectionsAfter: [SimulatedCollectionView.Section(itemCount: 1), awkwardSection], order: .polite),
        .unannounced(.appendItems(section: 1, count: 1, sizes: [Size(width: 0.1, height: -0.0)], preferredSizes: [],
                                  events: [CalendarEvent(day: 2, startHour: 9.5, durationHours: 1)])),
        .unannounced(.removeItems(section: 0, count: 3)),
        .unannounced(.setProperty(-0.0)),
        .unannounced(.insets(layoutMargins: EdgeInsets(top: 0, left: 16, bottom: -0.0, right: 1e-7), safeAreaInsets: .zero)),
    ]

    @Test func everyKindRoundTripsWithAwkwardValues() throws {
        for operation in Self.awkwardOperations {
            try expectRoundTrip(operation, "\(operation)")
        }
        let kinds = Set(Self.awkwardOperations.map { StepKind($0) })
        #expect(kinds.count == 18, "\(kinds.sorted())")
    }

    /// The format, pinned: one operation of each kind as it is written.
    @Test func theWrittenFormat() {
        let expected = [
            #"{"op":"append-items","section":0,"count":2,"sizes":[{"width":0,"height":-3.5},{"width":0.1,"height":1e+300}],"events":[{"day":6,"start":23.5,"duration":0.25},{"day":0,"start":-0,"duration":3}]}"#,
            #"{"op":"append-items","section":3,"count":0}"#,
            #"{"op":"append-section","data":{"items":2,"itemSizes":[{"width":0,"height":-3.5},{"width":0.1,"height":1e+300}],"preferredSizes":[{"width":12.25,"height":"inf"},{"width":"-inf","height":5e-324}],"events":[{"day":6,"start":23.5,"duration":0.25},{"day":-1,"start":-0,"duration":3}],"inset":{"top":0,"left":-0,"bottom":0.75,"right":1e-07},"minimumLineSpacing":-2,"minimumInteritemSpacing":0.1,"headerSize":{"width":0,"height":0},"footerSize":{"width":320.5,"height":44}}}"#,
            #"{"op":"append-section","data":{"items":0}}"#,
            #"{"op":"remove-items","section":1,"count":0}"#,
            #"{"op":"remove-section"}"#,
            #"{"op":"resize-item","section":0,"item":4,"size":{"width":-1,"height":0.75}}"#,
            #"{"op":"reload-section","section":2,"data":{"items":0,"itemSizes":[],"preferredSizes":[]}}"#,
            #"{"op":"set-property","value":0.1}"#,
            #"{"op":"set-property","value":-0}"#,
            #"{"op":"resize","width":0,"height":1.7976931348623157e+308}"#,
            #"{"op":"scroll","x":-50.25,"y":0.3333333333333333}"#,
            #"{"op":"self-size"}"#,
            #"{"op":"query","rect":[-8.988465674311579e+307,-8.988465674311579e+307,1.7976931348623157e+308,1.7976931348623157e+308]}"#,
            #"{"op":"query","rect":[1,2,-300.5,0]}"#,
            #"{"op":"query","rect":["-inf","inf",9.007199254740994e+15,-5e-324]}"#,
            #"{"op":"batch-update","changes":[["deleteSection",0],["reloadSection",1],["moveSection",2,0],["insertSection",3],["deleteItem",1,0],["reloadItem",2,2],["moveItem",2,1,0,0],["insertItem",4,5]],"itemsBefore":[[0,1],[2,3,4],[],[5]],"itemCountsAfter":[3,0,2,1,6],"itemsAfter":[[9],[],[1,0],[5],[]],"sectionsAfter":[{"items":2,"itemSizes":[{"width":0,"height":-3.5},{"width":0.1,"height":1e+300}],"preferredSizes":[{"width":12.25,"height":"inf"},{"width":"-inf","height":5e-324}],"events":[{"day":6,"start":23.5,"duration":0.25},{"day":-1,"start":-0,"duration":3}],"inset":{"top":0,"left":-0,"bottom":0.75,"right":1e-07},"minimumLineSpacing":-2,"minimumInteritemSpacing":0.1,"headerSize":{"width":0,"height":0},"footerSize":{"width":320.5,"height":44}},{"items":0}]}"#,
            #"{"op":"batch-update","changes":[["deleteItem",7,-1]],"itemsBefore":[],"itemCountsAfter":[-1],"corruption":"itemOutOfRangeBefore","sectionsAfter":[],"order":{"queriesBeforePrepare":true,"boundsDuringUpdate":[0,0,0,900]}}"#,
            #"{"op":"batch-update","changes":[],"itemsBefore":[],"itemCountsAfter":[],"itemsAfter":[],"sectionsAfter":[],"order":{"selfSizingBeforePrepare":true}}"#,
            #"{"op":"snapshot-application","itemsBefore":[[0,1],[]],"sectionIdentifiersAfter":[1,7],"itemsAfter":[[1],[8,0]],"reloadedSections":[1],"reloadedItems":[0],"sectionsAfter":[{"items":1},{"items":2,"itemSizes":[{"width":0,"height":-3.5},{"width":0.1,"height":1e+300}],"preferredSizes":[{"width":12.25,"height":"inf"},{"width":"-inf","height":5e-324}],"events":[{"day":6,"start":23.5,"duration":0.25},{"day":-1,"start":-0,"duration":3}],"inset":{"top":0,"left":-0,"bottom":0.75,"right":1e-07},"minimumLineSpacing":-2,"minimumInteritemSpacing":0.1,"headerSize":{"width":0,"height":0},"footerSize":{"width":320.5,"height":44}}]}"#,
            #"{"op":"unannounced-append-items","section":1,"count":1,"sizes":[{"width":0.1,"height":-0}],"events":[{"day":2,"start":9.5,"duration":1}]}"#,
            #"{"op":"unannounced-remove-items","section":0,"count":3}"#,
            #"{"op":"unannounced-set-property","value":-0}"#,
            #"{"op":"unannounced-insets","layoutMargins":{"top":0,"left":16,"bottom":-0,"right":1e-07},"safeAreaInsets":{"top":0,"left":0,"bottom":0,"right":0}}"#,
        ]
        #expect(Self.awkwardOperations.count == expected.count)
        for (operation, expected) in zip(Self.awkwardOperations, expected) {
            #expect(text(operation) == expected)
        }
    }

    /// The decoded values themselves, bit for bit where the text alone could hide a difference.
    @Test func numbersKeepTheirBits() throws {
        func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }
        guard case .appendSection(let section) = try expectRoundTrip(.appendSection(Self.awkwardSection)) else {
            Issue.record("not an append-section")
            return
        }
        #expect(section == Self.awkwardSection)
        #expect(section.inset?.left.bitPattern == (-0.0).bitPattern)
        #expect(section.events?[1].startHour.bitPattern == (-0.0).bitPattern)
        #expect(section.preferredSizes?[1].height.bitPattern == Double.leastNonzeroMagnitude.bitPattern)

        guard case .query(let rect) = try expectRoundTrip(.query(.infinite)) else { Issue.record("not a query"); return }
        #expect(rect == .infinite)

        let awkward: [Double] = [0.1, -0.0, 1.0 / 3, 0x1p53 + 2, -0x1p-1074, .greatestFiniteMagnitude, 1e300, 2.5e-308,
                                 .infinity, -.infinity, 123_456.789, -0.25]
        for value in awkward {
            guard case .scroll(let point) = try expectRoundTrip(.scroll(Point(x: value, y: -value))) else {
                Issue.record("not a scroll")
                return
            }
            #expect(bits([point.x, point.y]) == bits([value, -value]), "\(value)")
        }

        // NaN is written "nan" and comes back a NaN (not bit for bit: sign and payload are dropped).
        let step = LayoutStep(operation: .selfSize, extraQuery: Rect(x: .nan, y: 0, width: 1, height: -.nan))
        let written = step.jsonOutput().serialized()
        #expect(written == #"{"operation":{"op":"self-size"},"query":["nan",0,1,"nan"]}"#)
        let read = try LayoutStep.decode(JSONParser.parse(written), path: "")
        #expect(read.extraQuery.origin.x.isNaN && read.extraQuery.height.isNaN)
        #expect(read.jsonOutput().serialized() == written)
    }

    @Test func decodedBatchUpdatesEqualTheOriginals() throws {
        for operation in Self.awkwardOperations {
            guard case .batchUpdate(let update, let sections, let order) = operation else { continue }
            guard case .batchUpdate(let readUpdate, let readSections, let readOrder) = try expectRoundTrip(operation) else {
                Issue.record("not a batch update")
                continue
            }
            #expect(readUpdate == update)
            #expect(readSections == sections)
            #expect(readOrder == order)
        }
    }

    static let noticingEverything: UnannouncedChanges = [.itemCountsAtSectionEnds, .properties, .insetReferenceInsets]

    /// 500 operations drawn as the fuzzer draws them for an engine that notices every unannounced
    /// change, on random sections, bounds and content sizes.
    @Test func randomOperationsRoundTrip() throws {
        let seed: UInt64 = 0x57E9_C0DE
        var generator = SeededGenerator(seed: seed)
        var kinds: [StepKind: Int] = [:]
        for index in 0..<500 {
            let estimating = generator.chance(0.4)
            let sections = (0..<generator.int(in: 0...4)).map { _ in
                RandomScenario.section(using: &generator, estimating: estimating)
            }
            let bounds = Rect(x: generator.double(in: 0...500), y: generator.double(in: 0...500),
                              width: Double(generator.int(in: 0...800)), height: Double(generator.int(in: 1...900)))
            let contentSize = Size(width: generator.double(in: 0...2_000), height: generator.double(in: 0...5_000))
            let operation = LayoutOperation.random(sections: sections, bounds: bounds, contentSize: contentSize,
                                                   estimating: estimating, noticed: Self.noticingEverything, using: &generator)
            let query = LayoutOperation.randomRect(in: contentSize, using: &generator)
            kinds[StepKind(operation), default: 0] += 1
            let step = LayoutStep(operation: operation, extraQuery: query)
            let written = step.jsonOutput().serialized()
            let read = try LayoutStep.decode(JSONParser.parse(written), path: "")
            #expect(read.jsonOutput().serialized() == written, "seed \(seed), operation \(index): \(operation)")
            #expect(same(read.operation, operation) && read.extraQuery == query, "seed \(seed), operation \(index)")
        }
        // Every kind was drawn, so every kind went through the codec.
        #expect(kinds.count == 18, "seed \(seed): \(kinds)")
    }

    @Test func aListOfStepsRoundTripsPretty() throws {
        let steps = Self.awkwardOperations.enumerated().map { index, operation in
            LayoutStep(operation: operation, extraQuery: index.isMultiple(of: 2) ? .infinite : Rect(x: 0.25, y: -1, width: -2, height: 0))
        }
        let written = JSONOutput.array(steps.map { $0.jsonOutput() }).serialized(pretty: true)
        let read = try LayoutStep.decodeList(JSONParser.parse(written), path: "steps")
        #expect(JSONOutput.array(read.map { $0.jsonOutput() }).serialized(pretty: true) == written)
    }

    // MARK: Errors

    @Test func badStepsAreRefusedWithTheirPath() {
        let query = #""query": [0, 0, 1, 1]"#
        #expect(error(#"[{"operation": {"op": "spin"}, \#(query)}]"#)
                == #"line 1, column 23: steps[0].operation.op: unknown operation "spin" (known: "append-items", "append-section", "batch-update", "query", "reload-section", "remove-items", "remove-section", "resize", "resize-item", "scroll", "self-size", "set-property", "snapshot-application", "unannounced-append-items", "unannounced-insets", "unannounced-remove-items", "unannounced-set-property")"#)
        #expect(error(#"[{"operation": {"op": "self-size", "count": 2}, \#(query)}]"#)
                == #"line 1, column 36: steps[0].operation: unknown key "count"; expected one of "op""#)
        #expect(error(#"[{"operation": {"op": "resize", "width": 1, "height": 2}, \#(query), "seed": 1}]"#)
                == #"line 1, column 82: steps[0]: unknown key "seed"; expected one of "operation", "query""#)
        #expect(error(#"[{"operation": {"op": "scroll", "x": 1, "y": true}, \#(query)}]"#)
                == #"line 1, column 46: steps[0].operation.y: expected a number, "inf", "-inf" or "nan", found true"#)
        #expect(error(#"[{"operation": {"op": "scroll", "x": "infinity", "y": 0}, \#(query)}]"#)
                == #"line 1, column 38: steps[0].operation.x: expected a number, "inf", "-inf" or "nan", found a string"#)
        #expect(error(#"[{"operation": {"op": "query"}, \#(query)}]"#)
                == #"line 1, column 16: steps[0].operation: missing required key "rect""#)
        #expect(error(#"[{"operation": {"op": "query", "rect": [1, 2, 3]}, \#(query)}]"#)
                == "line 1, column 40: steps[0].operation.rect: expected a rect [x, y, width, height], found an array")
        #expect(error(#"[{"operation": {"op": "self-size"}, "query": [0, 0, 1, {}]}]"#)
                == #"line 1, column 56: steps[0].query[3]: expected a number, "inf", "-inf" or "nan", found an object"#)
        #expect(error(#"[{"operation": {"count": 1}, \#(query)}]"#)
                == #"line 1, column 16: steps[0].operation: missing required key "op""#)
        #expect(error(#"[{"operation": {"op": 3}, \#(query)}]"#)
                == "line 1, column 23: steps[0].operation.op: expected a string, found 3")
    }

    @Test func badValuesInsideOperationsAreRefusedWithTheirPath() {
        let query = #""query": [0, 0, 1, 1]"#
        let ok = #"{"operation": {"op": "self-size"}, \#(query)}"#
        // The fourth step's third size.
        #expect(error(#"[\#(ok), \#(ok), \#(ok), {"operation": {"op": "append-items", "section": 0, "count": 3, "sizes": [{"width": 1, "height": 1}, {"width": 1, "height": 1}, {"width": 1, "height": "2"}]}, \#(query)}]"#)
                == #"line 1, column 329: steps[3].operation.sizes[2].height: expected a number, "inf", "-inf" or "nan", found a string"#)
        #expect(error(#"[{"operation": {"op": "append-items", "section": 0, "count": 3, "events": [{"day": 1, "start": 2, "duration": 1}]}, \#(query)}]"#)
                == "line 1, column 75: steps[0].operation.events: expected 3 elements, one per item, or none (got 1), found an array")
        #expect(error(#"[{"operation": {"op": "remove-items", "section": -1, "count": 1}, \#(query)}]"#)
                == "line 1, column 50: steps[0].operation.section: expected a non-negative integer, found -1")
        #expect(error(#"[{"operation": {"op": "resize-item", "section": 0, "item": 1.5, "size": {"width": 1, "height": 1}}, \#(query)}]"#)
                == "line 1, column 60: steps[0].operation.item: expected an integer, found 1.5")
        #expect(error(#"[{"operation": {"op": "append-section", "data": {"items": 2, "itemSizes": [{"width": 1, "height": 1}]}}, \#(query)}]"#)
                == "line 1, column 75: steps[0].operation.data.itemSizes: expected 2 elements, one per item (got 1), found an array")
        #expect(error(#"[{"operation": {"op": "reload-section", "section": 0, "data": {"items": 1, "color": "red"}}, \#(query)}]"#)
                == #"line 1, column 76: steps[0].operation.data: unknown key "color"; expected one of "events", "footerSize", "headerSize", "inset", "itemSizes", "items", "minimumInteritemSpacing", "minimumLineSpacing", "preferredSizes""#)
        let batch = #""itemsBefore": [[0]], "itemCountsAfter": [1], "sectionsAfter": [{"items": 1}]"#
        #expect(error(#"[{"operation": {"op": "batch-update", "changes": [["deleteItem", 0, 0], ["swapItem", 0, 1]], \#(batch)}, \#(query)}]"#)
                == #"line 1, column 74: steps[0].operation.changes[1][0]: unknown change "swapItem" (known: "deleteItem", "deleteSection", "insertItem", "insertSection", "moveItem", "moveSection", "reloadItem", "reloadSection")"#)
        #expect(error(#"[{"operation": {"op": "batch-update", "changes": [["moveItem", 0, 0, 1]], \#(batch)}, \#(query)}]"#)
                == #"line 1, column 51: steps[0].operation.changes[0]: expected ["moveItem", fromSection, fromItem, toSection, toItem], found an array"#)
        #expect(error(#"[{"operation": {"op": "batch-update", "changes": [], \#(batch), "corruption": "typo"}, \#(query)}]"#)
                == #"line 1, column 147: steps[0].operation.corruption: expected one of "sectionOutOfRangeBefore", "sectionOutOfRangeAfter", "sectionChangedTwice", "sectionCountMismatch", "itemOutOfRangeBefore", "itemOutOfRangeAfter", "duplicatedItemDelete", "itemDeletedAndMoved", "itemInsertedTwice", "itemChangedInRemovedSection", "itemInsertedIntoNewSection", "itemCountMismatch", found "typo""#)
        #expect(error(#"[{"operation": {"op": "batch-update", "changes": [], \#(batch), "order": {"queriesBeforePrepare": 1}}, \#(query)}]"#)
                == "line 1, column 167: steps[0].operation.order.queriesBeforePrepare: expected a boolean, found 1")
        #expect(error(#"[{"operation": {"op": "batch-update", "changes": [], "itemsBefore": [[0, "a"]], "itemCountsAfter": [], "sectionsAfter": []}, \#(query)}]"#)
                == "line 1, column 74: steps[0].operation.itemsBefore[0][1]: expected an integer, found a string")
        #expect(error(#"{"steps": []}"#) == "line 1, column 1: steps: expected an array, found an object")
    }
}
