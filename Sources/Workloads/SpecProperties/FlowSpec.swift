import LayoutEngine

/// The flow layout's specification (seed 003, docs/flow-layout.md) as spec properties, described
/// for vertical scrolling (horizontal is the transpose). Per section: the header (the bounds' full
/// width, omitted when its length is 0), the inset's top, the lines, the inset's bottom, the footer;
/// the next section starts where it ends. Items join a line while they fit the width inside the
/// insets (and the inset reference's) at the minimum inter-item spacing, so an item starts a new
/// line only if it did not fit on the previous one; items of a line are at least the minimum
/// inter-item spacing apart and centred on the line; lines are `minimumLineSpacing` apart; an item
/// stays inside the insets unless it is longer than the line, when it is flush with the leading
/// inset. Per-section values are the delegate's (the section's overrides) or the layout's.
public enum FlowSpec {
    /// `flow-line-breaking`, `flow-spacing`, `flow-insets`, `flow-headers-and-footers`; for any
    /// `FlowLayout` (the column flow too: it sets its own properties before it prepares).
    /// - Complexity: each O(n) for n elements.
    public static let properties: [SpecProperty] = FlowSpecWalk.Rule.allCases.map { rule in
        SpecProperty(name: rule.rawValue) { subject in
            guard let layout = subject.layout as? FlowLayout else { return nil }
            return FlowSpecWalk(subject: subject, layout: layout).firstViolation(of: rule)
        }
    }
}
