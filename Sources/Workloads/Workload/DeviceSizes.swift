import LayoutEngine

/// Screen and window sizes for the bounds-change workloads, in points.
public enum DeviceSizes {
    /// An iPhone 12, 13 or 14 in portrait.
    public static let iPhonePortrait = Size(width: 390, height: 844)
    /// The same in landscape.
    public static let iPhoneLandscape = Size(width: 844, height: 390)
    /// A 12.9-inch iPad Pro in portrait.
    public static let iPadPortrait = Size(width: 1024, height: 1366)
    /// Widths of an app sharing a screen 1024 points wide (the 12.9-inch iPad Pro in portrait,
    /// or a 9.7-inch iPad in landscape): the whole screen; two thirds, 694 = 1024 − 320 − a 10-point
    /// divider; half, 507 = (1024 − 10) / 2; 375, an iPhone's compact width; and the narrow
    /// 320-point column of an uneven split. Chosen as plausible; see docs/workloads.md.
    public static let splitViewWidths: [Double] = [1024, 694, 507, 375, 320]
}
