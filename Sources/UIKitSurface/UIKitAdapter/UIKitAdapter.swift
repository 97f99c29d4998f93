// A UIKit layout as an engine the lab measures and fuzzes (docs/uikit-surface.md).
