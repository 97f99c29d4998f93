import LayoutEngine

/// A rule from an engine's specification, checked by the fuzzer after every step independently of
/// any strategy: where an element must be, given the data and the layout's configuration. The
/// other checks compare strategies with each other and with a fresh layout of the same engine, so
/// geometry every strategy computes wrongly in the same way passes them; a spec property does not.
///
/// An engine declares its own in its `EngineDescriptor` (`specProperties`, empty by default;
/// docs/porting.md). Write each from the engine's specification, never from its code.
public struct SpecProperty: Sendable {
    /// The property's name, as failures and signatures show it (`waterfall-insets`): letters,
    /// digits and `-`.
    public var name: String
    /// Returns the first violation found in `subject`, or nil when the rule holds.
    public var check: @Sendable (_ subject: SpecSubject) -> SpecViolation?

    public init(name: String, check: @escaping @Sendable (_ subject: SpecSubject) -> SpecViolation?) {
        self.name = name
        self.check = check
    }
}

/// What a spec property looks at: a prepared layout, the data it was prepared on, and the
/// configuration the scenario gave it.
public struct SpecSubject {
    /// The layout, prepared on `data`. A property may read the layout's configuration (its
    /// public properties, which the fuzzer's set-property step changes), never its computation.
    public var layout: any InstrumentedLayout
    /// The collection view: sections, bounds, margins.
    public var data: SimulatedCollectionView
    /// The scenario's layout settings (what `make` was given).
    public var settings: Scenario.LayoutSettings
    /// `layout.allElements`, in canonical order.
    public var elements: [LayoutAttributes]
    /// What the properties checking this subject derive from it and share (`SpecMemo`).
    public let memo = SpecMemo()

    public init(layout: any InstrumentedLayout, data: SimulatedCollectionView, settings: Scenario.LayoutSettings,
                elements: [LayoutAttributes]) {
        self.layout = layout
        self.data = data
        self.settings = settings
        self.elements = elements
    }
}

/// Values derived from one `SpecSubject` that several of an engine's properties read (a walk of
/// its sections, say), computed by the first property that asks and kept for the others. A
/// subject does not change while its properties check it, so neither does what is kept.
public final class SpecMemo {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value of type `T` kept for the subject, made by `make` the first time it is asked for.
    /// One value per type: a property keeps its derived data in a type of its own.
    public func value<T>(_ make: () -> T) -> T {
        if let kept = values[ObjectIdentifier(T.self)] as? T { return kept }
        let made = make()
        values[ObjectIdentifier(T.self)] = made
        return made
    }
}

/// A spec property's finding: the element that breaks the rule (nil when the rule is about the
/// whole layout) and a message naming what was expected.
public struct SpecViolation: Error, Equatable, Sendable {
    public var element: ElementID?
    public var message: String

    public init(element: ElementID?, message: String) {
        self.element = element
        self.message = message
    }
}

extension SpecProperty {
    /// Whether two coordinates agree within rounding: 10⁻⁹ of the larger magnitude (at least one
    /// point's). The specification's arithmetic and the engine's may round differently; a rule
    /// is broken by more than that.
    public static func agree(_ first: Double, _ second: Double, within relative: Double = 1e-9) -> Bool {
        Swift.abs(first - second) <= relative * Swift.max(1, Swift.abs(first), Swift.abs(second))
    }

    /// Whether two frames agree coordinate by coordinate (`agree(_:_:within:)`).
    public static func agree(_ first: Rect, _ second: Rect, within relative: Double = 1e-9) -> Bool {
        agree(first.minX, second.minX, within: relative) && agree(first.minY, second.minY, within: relative)
            && agree(first.width, second.width, within: relative) && agree(first.height, second.height, within: relative)
    }
}
