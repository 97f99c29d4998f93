import Foundation

/// A compiler error in the scratch package, mapped back to the user's file and line (the rewrites
/// keep lines: `MechanicalRewrites`), with what it says about the layout in a user's terms.
struct BuildError: Equatable {
    /// The user's path, or the generated entry point / harness as named in the summary.
    var file: String
    var line: Int
    var message: String
    /// What the error means for trying the layout: the construct not supported, and what to do.
    var explanation: String

    /// The first `limit` errors of the compiler's output `log`, whose copies of the files are named
    /// `copies` (copy name → what to call it).
    /// - Complexity: O(n) in the log's length.
    static func parse(_ log: String, copies: [String: String], limit: Int = 10) -> [BuildError] {
        var errors: [BuildError] = []
        for raw in log.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]) else { continue }
            let path = location[..<(location.count - 2)].joined(separator: ":")
            let copy = path.split(separator: "/").last.map(String.init) ?? path
            let message = String(line[marker.upperBound...])
            let file = copies[copy] ?? path
            let explanation = copies[copy] == nil ? "an error in LayoutLab itself, not in your files (a checkout being edited?)"
                                                  : explain(message, in: file)
            let error = BuildError(file: file, line: lineNumber, message: message, explanation: explanation)
            if !errors.contains(error) { errors.append(error) }
            if errors.count == limit { break }
        }
        return errors
    }

    /// What a compiler message says about trying the layout.
    static func explain(_ message: String, in file: String) -> String {
        // The quoted names, in order: `value of type 'UICollectionView' has no member 'prefetchDataSource'`.
        let names = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let quoted = names.first
        if file == GeneratedFile.entryPoint {
            if message.contains("missing argument") || message.contains("init") {
                return "the layout class has no init() taking no arguments: write a harness file that makes it "
                    + "(docs/porting.md, \"A harness\") and pass --harness FILE"
            }
            return "the generated entry point does not compile with this layout (a requirement of its delegate protocol the "
                + "harness generator misread?): write a harness file (docs/porting.md, \"A harness\") and pass --harness FILE"
        }
        if message.hasPrefix("no such module"), let quoted {
            return "module \(quoted) does not exist on Linux: LayoutLab provides UIKit, CoreGraphics and QuartzCore, "
                + "and Foundation is the toolchain's"
        }
        if let quoted, let renamed = swift42Renames[quoted] {
            return "\(quoted) is a name from before Swift 4.2, which renamed it \(renamed): Apple's current SDK refuses it too, "
                + "so the file needs that rename (try-layout does not guess it)"
        }
        if message.hasPrefix("cannot find") || message.contains("has no member"), let quoted {
            // A missing member is the member of its type: the type itself may well be part of the surface.
            let missing = message.contains("has no member") && names.count >= 2 ? "\(names[0]).\(names[1])" : quoted
            return "\(missing) is not part of LayoutLab's UIKit surface (docs/uikit-surface.md lists what is, and what is left out)"
        }
        if message.contains("Objective-C") || message.contains("@objc") || message.contains("selector") {
            return "an Objective-C construct beyond the mechanical rewrites (try-layout drops @objc and rewrites optional "
                + "protocol requirements; #selector and dynamic dispatch by name have no meaning here)"
        }
        return "the compiler's own message: this construct does not compile against LayoutLab's UIKit surface"
    }
}

/// UIKit names Swift 4.2 renamed, which old layouts still use, and what they became.
let swift42Renames: [String: String] = [
    "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
    "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
    "UICollectionElementCategory": "UICollectionView.ElementCategory",
    "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
    "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
    "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
    "UIEdgeInsetsInsetRect": "CGRect.inset(by:)",
    "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
]

/// The names the summary gives the files try-layout adds to the scratch package.
enum GeneratedFile {
    static let entryPoint = "(generated entry point)"
}
