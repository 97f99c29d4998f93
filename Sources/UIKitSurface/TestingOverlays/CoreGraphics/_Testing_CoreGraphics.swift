// Swift Testing declares a cross-import overlay for `Testing` with `CoreGraphics`
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`): a file that imports both
// makes the compiler load `_Testing_CoreGraphics`, which Apple's platforms ship (attachments of images) and
// the Linux toolchain does not, since Linux has no CoreGraphics. This package's `CoreGraphics` module (Linux
// only) would otherwise break every test file that imports `Testing` and `UIKit` with "no such
// module '_Testing_CoreGraphics'". The overlay is empty: there are no images to attach here.
