// UIKit as a collection-view layout sees it, on Linux and macOS (docs/uikit-surface.md). A layout
// file that says `import UIKit` gets Foundation, the Core Graphics and Quartz Core values (this
// package's modules of those names on Linux, Apple's on macOS), and this module's classes and values.
@_exported import CoreGraphics
@_exported import QuartzCore
