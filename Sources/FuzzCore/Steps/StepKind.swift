/// The kind of a fuzz case's step: the prepared scenario, or an operation by its reproducer name
/// (`LayoutOperation.jsonName`), invalid batch updates apart. The campaign counts operations by it
/// and a failure's signature names the step that exposed the failure by it.
package enum StepKind: String, CaseIterable, Comparable, Sendable {
    case prepare
    case appendItems = "append-items"
    case appendSection = "append-section"
    case removeItems = "remove-items"
    case removeSection = "remove-section"
    case resizeItem = "resize-item"
    case reloadSection = "reload-section"
    case setProperty = "set-property"
    case resize
    case scroll
    case selfSize = "self-size"
    case query
    case batchUpdate = "batch-update"
    case invalidBatchUpdate = "invalid-batch-update"
    case snapshotApplication = "snapshot-application"
    case unannouncedAppendItems = "unannounced-append-items"
    case unannouncedRemoveItems = "unannounced-remove-items"
    case unannouncedSetProperty = "unannounced-set-property"
    case unannouncedInsets = "unannounced-insets"

    /// The kind of `operation`.
    package init(_ operation: LayoutOperation) {
        switch operation {
        case .appendItems: self = .appendItems
        case .appendSection: self = .appendSection
        case .removeItems: self = .removeItems
        case .removeLastSection: self = .removeSection
        case .resizeItem: self = .resizeItem
        case .reloadSection: self = .reloadSection
        case .setProperty: self = .setProperty
        case .resize: self = .resize
        case .scroll: self = .scroll
        case .selfSize: self = .selfSize
        case .query: self = .query
        case .batchUpdate(let update, _, _): self = update.isValid ? .batchUpdate : .invalidBatchUpdate
        case .snapshotApplication: self = .snapshotApplication
        case .unannounced(.appendItems): self = .unannouncedAppendItems
        case .unannounced(.removeItems): self = .unannouncedRemoveItems
        case .unannounced(.setProperty): self = .unannouncedSetProperty
        case .unannounced(.insets): self = .unannouncedInsets
        }
    }

    /// Whether a failure exposed by a step of this kind is exposed as simply as it can be: by the
    /// prepared scenario, or by a step that changes nothing (a query). The shrinker accepts such an
    /// exposure in place of the step that first exposed the failure.
    var isSimplestExposure: Bool { self == .prepare || self == .query }

    /// In the summary's order: by name.
    package static func < (lhs: StepKind, rhs: StepKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
