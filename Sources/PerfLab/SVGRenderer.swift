import LayoutEngine

/// Draws layout elements as an SVG picture: each element outlined, filled by category and
/// labelled with its index path; optionally a viewport rect, dashed.
struct SVGRenderer {
    /// The region drawn, in layout coordinates.
    var canvas: Rect
    /// The picture's width in pixels; the height follows the canvas's aspect ratio.
    var pixelWidth: Double = 800

    func render(_ elements: [LayoutAttributes], viewport: Rect?) -> String {
        let scale = canvas.width > 0 ? pixelWidth / canvas.width : 1
        let pixelHeight = Swift.max(1, canvas.height * scale)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(format(pixelWidth))" height="\(format(pixelHeight))" \
            viewBox="\(format(canvas.origin.x)) \(format(canvas.origin.y)) \(format(Swift.max(canvas.width, 1))) \(format(Swift.max(canvas.height, 1)))" \
            font-family="Helvetica, Arial, sans-serif">
            <rect x="\(format(canvas.origin.x))" y="\(format(canvas.origin.y))" width="\(format(canvas.width))" \
            height="\(format(canvas.height))" fill="#ffffff" stroke="#999999" stroke-width="\(format(1 / scale))"/>

            """
        for element in elements {
            let frame = element.frame
            let style = Self.style(for: element.representedElementCategory)
            svg += "<rect x=\"\(format(frame.origin.x))\" y=\"\(format(frame.origin.y))\" width=\"\(format(frame.width))\" "
                + "height=\"\(format(frame.height))\" fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" "
                + "stroke-width=\"\(format(1 / scale))\"/>\n"
            let fontSize = Swift.min(12 / scale, frame.height * 0.6, frame.width / 3)
            if fontSize > 0 {
                svg += "<text x=\"\(format(frame.midX))\" y=\"\(format(frame.midY))\" font-size=\"\(format(fontSize))\" "
                    + "text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"#222222\">\(Self.label(element))</text>\n"
            }
        }
        if let viewport {
            svg += "<rect x=\"\(format(viewport.origin.x))\" y=\"\(format(viewport.origin.y))\" width=\"\(format(viewport.width))\" "
                + "height=\"\(format(viewport.height))\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"\(format(2 / scale))\" "
                + "stroke-dasharray=\"\(format(6 / scale)) \(format(4 / scale))\"/>\n"
        }
        return svg + "</svg>\n"
    }

    /// `0.3` for cell 3 of section 0; `H0` and `F0` for section 0's header and footer; the kind
    /// and index path for other supplementary and decoration views.
    static func label(_ element: LayoutAttributes) -> String {
        let path = element.indexPath
        switch (element.representedElementCategory, element.representedElementKind) {
        case (.cell, _): return "\(path.section).\(path.item)"
        case (.supplementaryView, ElementKind.sectionHeader?): return "H\(path.section)"
        case (.supplementaryView, ElementKind.sectionFooter?): return "F\(path.section)"
        case (_, let kind): return escaped("\(kind?.rawValue ?? "?") \(path.section).\(path.item)")
        }
    }

    static func style(for category: ElementCategory) -> (fill: String, stroke: String) {
        switch category {
        case .cell: ("#dbe9f6", "#1f77b4")
        case .supplementaryView: ("#dff2d8", "#2ca02c")
        case .decorationView: ("#eeeeee", "#7f7f7f")
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    /// Coordinates with at most three decimals, no trailing zeros.
    private func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && Swift.abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
