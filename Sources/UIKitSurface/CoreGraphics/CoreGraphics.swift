// Core Graphics as a layout file sees it, on Linux: Foundation's `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` (re-exported, never redefined), and the values Foundation on Linux lacks.
@_exported import Foundation
