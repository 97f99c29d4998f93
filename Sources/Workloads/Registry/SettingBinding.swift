import LayoutEngine

/// A typed setting and the layout property it sets: a built-in descriptor's list of bindings is
/// both the keys it reads and how `make` configures a new layout from a scenario's settings.
package struct SettingBinding<Layout: AnyObject>: Sendable {
    /// The key, as a descriptor lists it.
    package let setting: any LayoutSetting
    private let apply: @Sendable (Scenario.LayoutSettings, Layout) -> Void

    /// Sets `property` to the value of `key`, when the settings give one.
    package init<Value>(_ key: LayoutKey<Value>, _ property: ReferenceWritableKeyPath<Layout, Value> & Sendable) {
        setting = key
        apply = { settings, layout in
            if let value = settings[key] { layout[keyPath: property] = value }
        }
    }

    /// Sets the bound property of `layout` when `settings` give the key a value.
    package func apply(_ settings: Scenario.LayoutSettings, to layout: Layout) {
        apply(settings, layout)
    }
}

extension Array {
    /// Sets every property of `layout` whose key `settings` give a value; the others keep the
    /// layout's defaults.
    /// - Complexity: O(k), where k is the number of bindings.
    package func apply<Layout>(_ settings: Scenario.LayoutSettings, to layout: Layout) where Element == SettingBinding<Layout> {
        for binding in self { binding.apply(settings, to: layout) }
    }

    /// The keys the bindings set, as a descriptor lists them.
    package func settings<Layout>() -> [any LayoutSetting] where Element == SettingBinding<Layout> {
        map(\.setting)
    }
}
