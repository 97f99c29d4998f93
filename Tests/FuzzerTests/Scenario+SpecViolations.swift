import LayoutEngine
@testable import Workloads

extension Scenario {
    /// What each spec property of the scenario's built-in engine finds on `elements` (the prepared
    /// layout's own when nil), by property name; a property that holds is absent.
    func specViolations(elements: [LayoutAttributes]? = nil) throws -> [String: SpecViolation] {
        let (view, layout) = try makeCollectionView(registry: .builtIn)
        let subject = SpecSubject(layout: layout, data: view, settings: self.layout, elements: elements ?? layout.allElements)
        var found: [String: SpecViolation] = [:]
        for property in try EngineRegistry.builtIn.named(engine).specProperties {
            found[property.name] = property.check(subject)
        }
        return withExtendedLifetime(view) { found }
    }
}
