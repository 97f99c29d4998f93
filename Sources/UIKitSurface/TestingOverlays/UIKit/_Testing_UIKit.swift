// Swift Testing declares a cross-import overlay for `Testing` with `UIKit`
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): a file that imports both
// makes the compiler load `_Testing_UIKit`, which Apple's platforms ship (attachments of images) and
// the Linux toolchain does not, since Linux has no UIKit. This package's `UIKit` module (Linux
// only) would otherwise break every test file that imports `Testing` and `UIKit` with "no such
// module '_Testing_UIKit'". The overlay is empty: there are no images to attach here.
