import LabSupport

/// Which class of the user's files is the layout to try: the one subclass of
/// `UICollectionViewLayout` or `UICollectionViewFlowLayout` (directly, or through classes of the
/// files) that no other class of the files subclasses, or the one `--class` names.
enum LayoutClassChoice {
    /// UIKit's layout classes a layout of the user's may subclass.
    static let uikitLayoutClasses: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout"]

    /// The layout classes of `declarations`: those whose superclass chain reaches a UIKit layout
    /// class, in the files' order.
    /// - Complexity: O(c²) in the number of classes (chains are short).
    static func layoutClasses(_ declarations: Declarations) -> [ClassDeclaration] {
        declarations.classes.filter { uikitAncestor(of: $0, in: declarations) != nil }
    }

    /// The UIKit layout class `declaration` descends from, nil when none.
    static func uikitAncestor(of declaration: ClassDeclaration, in declarations: Declarations) -> String? {
        var current = declaration
        var visited: Set<String> = []
        while let superclass = current.inherited.first.map(unqualified) {
            if uikitLayoutClasses.contains(superclass) { return superclass }
            guard !visited.contains(superclass), let next = declarations.classes.first(where: { $0.name == superclass }) else { return nil }
            visited.insert(superclass)
            current = next
        }
        return nil
    }

    /// The class to try.
    /// - Throws: `LabError` (status 2) when `requested` names no layout class of the files, when
    ///   there is none, or when there are several and none is requested.
    static func choose(_ declarations: Declarations, requested: String?, files: [String]) throws(LabError) -> ClassDeclaration {
        let layouts = layoutClasses(declarations)
        let fileList = files.joined(separator: ", ")
        if let requested {
            guard let chosen = layouts.first(where: { $0.name == requested }) else {
                let known = layouts.isEmpty ? "none" : layouts.map(\.name).joined(separator: ", ")
                throw LabError("--class \(requested): no subclass of UICollectionViewLayout of that name in \(fileList) (layout classes: \(known))")
            }
            return chosen
        }
        let subclassed = Set(declarations.classes.compactMap { $0.inherited.first.map(unqualified) })
        let leaves = layouts.filter { !subclassed.contains($0.name) }
        guard let first = leaves.first else {
            throw LabError("no layout class in \(fileList): no class there subclasses UICollectionViewLayout or "
                           + "UICollectionViewFlowLayout (directly or through classes of these files)")
        }
        guard leaves.count == 1 else {
            throw LabError("\(leaves.count) layout classes in \(fileList) (\(leaves.map(\.name).joined(separator: ", "))); "
                           + "name the one to try with --class NAME")
        }
        return first
    }

    /// `UIKit.UICollectionViewLayout` → `UICollectionViewLayout`.
    static func unqualified(_ type: String) -> String {
        type.split(separator: ".").last.map(String.init) ?? type
    }
}
