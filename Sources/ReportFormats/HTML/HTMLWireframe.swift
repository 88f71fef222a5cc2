import ElementModel
import RuleEngine
import ScreenReaders

/// A screen's wireframe in the HTML report: a box per view, the order the screen reader reads in as numbered
/// badges joined by a path, and on each box that has a finding a mark that tells its severity by shape and word.
/// What is wrong stands out over what is merely out of reach: a finding's box is outlined and tagged on top of
/// everything, an unreachable box only thinly crossed.
struct HTMLWireframe {
    let screen: Screen
    /// The screen's views in the order they are drawn (`Reachability.visits`).
    let visits: [Reachability.Visit]
    let screenReader: String
    /// The elements the screen reader reads, in its order (the transcript's first language).
    let utterances: [Utterance]
    let findings: [Finding]
    /// Unique in the page: the ids of finding marks are made from it.
    let anchor: String

    /// The id of the mark on `key`'s box, which a finding row links to.
    func markId(_ key: String) -> String {
        "\(anchor)-mark-\(key)"
    }

    /// The keys of elements that get a mark: those with a finding and a frame to draw it on.
    var markedKeys: Set<String> {
        let framed = Set(visits.compactMap { visit in
            visit.element.screenFrame.map { _ in HTMLScreen.key(id: visit.element.id, location: visit.element.location) }
        })
        return Set(findings.map { HTMLScreen.key(id: $0.elementId, location: $0.location) }).intersection(framed)
    }

    func render() -> String {
        let frames = visits.compactMap(\.element.screenFrame)
        guard let rootFrame = screen.root.screenFrame ?? frames.first else {
            return "<figure class=\"wireframe\"><figcaption>No wireframe: the file gives this screen no frames.</figcaption></figure>\n"
        }
        // The bars UIKit draws over the view's edges (navigation bar, toolbar, tab bar) lie outside the root's frame:
        // what the screen reader reads is drawn wherever it lies.
        let bounds = utterances.compactMap(\.element.screenFrame).reduce(rootFrame, Self.union)
        let view = [bounds.x, bounds.y, max(bounds.width, 1), max(bounds.height, 1)].map(HTMLText.number).joined(separator: " ")
        let spoken = Set(utterances.map { HTMLScreen.key(id: $0.element.id, location: $0.element.location) })
        let radius = max(9, min(16, bounds.width / 36))
        var html = "<figure class=\"wireframe\">\n<svg viewBox=\"\(view)\" role=\"img\" aria-label=\"Wireframe of \(HTMLText.escaped(screen.name))"
            + ": \(frames.count) boxes; the transcript beside it says the same in words\" preserveAspectRatio=\"xMidYMin meet\">\n"
        html += "<g class=\"boxes\">\n"
        var captions = CaptionSpace()
        for visit in visits {
            guard let frame = visit.element.screenFrame else { continue }
            html += box(visit, frame: frame, spoken: spoken, badgeRadius: radius, captions: &captions)
        }
        html += "</g>\n"
        html += marks(radius: radius, bottom: bounds.y + bounds.height)
        // The focus order: a numbered badge on each element the screen reader reads, and the path between them.
        let stops = utterances.enumerated().compactMap { index, utterance -> (Int, Utterance, Rect)? in
            utterance.element.screenFrame.map { (index + 1, utterance, $0) }
        }
        if stops.count > 1 {
            let points = stops.map { "\(HTMLText.number($0.2.x + radius)),\(HTMLText.number($0.2.y + radius))" }.joined(separator: " ")
            html += "<polyline class=\"path\" points=\"\(points)\"/>\n"
        }
        html += "<g class=\"badges\">\n"
        for (order, utterance, frame) in stops {
            let key = HTMLText.escaped(HTMLScreen.key(id: utterance.element.id, location: utterance.element.location))
            html += "<g class=\"badge\" data-element-id=\"\(key)\" data-order=\"\(order)\">"
                + "<circle cx=\"\(HTMLText.number(frame.x + radius))\" cy=\"\(HTMLText.number(frame.y + radius))\" r=\"\(HTMLText.number(radius))\"/>"
                + "<text x=\"\(HTMLText.number(frame.x + radius))\" y=\"\(HTMLText.number(frame.y + radius))\" font-size=\"\(HTMLText.number(radius * 1.1))\">\(order)</text></g>\n"
        }
        html += "</g>\n</svg>\n"
        html += "<figcaption>Boxes are the layout's views: solid for what \(screenReader) can read, dashed for hidden views, "
            + "thinly crossed for elements \(screenReader) cannot reach. A box with a finding is outlined and tagged "
            + "Error, Warning or Note. Numbers are the order \(screenReader) reads in; hover a box for its full caption.</figcaption>\n</figure>\n"
        return html
    }

    // MARK: - Boxes

    /// A view's box: its kind as a class, its role and words as a tooltip, and as much of them as fits as a caption
    /// (after the badge an element the screen reader reads has in its corner, and where no other caption is).
    private func box(_ visit: Reachability.Visit, frame: Rect, spoken: Set<String>, badgeRadius: Double, captions: inout CaptionSpace) -> String {
        let element = visit.element
        let key = HTMLScreen.key(id: element.id, location: element.location)
        var classes = ["box", HTMLScreen.kind(element)]
        if element.isHidden || visit.insideElementsHidden || visit.isNeverShown { classes.append("hidden") }
        let isElement = element.accessibility.isElement.value
        if isElement, !spoken.contains(key) { classes.append("unreachable") }
        var html = "<g class=\"\(classes.joined(separator: " "))\" data-element-id=\"\(HTMLText.escaped(key))\">"
        let words = element.accessibility.label.value ?? element.visibleText ?? ""
        let role = HTMLScreen.role(element)
        let full = [role, words].filter { !$0.isEmpty }.joined(separator: ": ")
        if !full.isEmpty, isElement || element.visibleText != nil { html += "<title>\(HTMLText.escaped(full))</title>" }
        html += "<rect x=\"\(HTMLText.number(frame.x))\" y=\"\(HTMLText.number(frame.y))\" width=\"\(HTMLText.number(frame.width))\" "
            + "height=\"\(HTMLText.number(frame.height))\"/>"
        if classes.contains("unreachable") {
            html += "<path class=\"cross\" d=\"M\(HTMLText.number(frame.x)) \(HTMLText.number(frame.y))l\(HTMLText.number(frame.width)) "
                + "\(HTMLText.number(frame.height))m0 -\(HTMLText.number(frame.height))l-\(HTMLText.number(frame.width)) \(HTMLText.number(frame.height))\"/>"
        }
        // The words say more than the role: a caption shows them, and the role only where there are none.
        let caption = words.isEmpty ? role : words
        let inset = spoken.contains(key) ? 2 * badgeRadius + 3 : 3
        if !caption.isEmpty, frame.width - inset >= 24, frame.height >= 12, isElement || element.visibleText != nil {
            let size = min(14, max(8, frame.height * 0.45))
            let place = Rect(x: frame.x + inset, y: frame.y, width: frame.width - inset - 2, height: size + 4)
            let fits = Int(place.width / (size * 0.58))
            // A caption of a letter or two tells nothing: the tooltip has it all.
            if fits >= 4, captions.claim(place) {
                let shown = caption.count <= fits ? caption : String(caption.prefix(fits - 1)) + "…"
                html += "<text x=\"\(HTMLText.number(place.x))\" y=\"\(HTMLText.number(frame.y + min(frame.height / 2 + size / 3, size + 2)))\" "
                    + "font-size=\"\(HTMLText.number(size))\">\(HTMLText.escaped(shown))</text>"
            }
        }
        return html + "</g>\n"
    }

    /// Where captions already stand, so that a view's caption never overprints another's (a cell's and its label's).
    private struct CaptionSpace {
        var taken: [Rect] = []

        mutating func claim(_ place: Rect) -> Bool {
            let overlaps = taken.contains { other in
                place.x < other.x + other.width && other.x < place.x + place.width
                    && place.y < other.y + other.height && other.y < place.y + place.height
            }
            if !overlaps { taken.append(place) }
            return !overlaps
        }
    }

    // MARK: - Finding marks

    /// On each box with findings, over the other boxes: an outline and, in the bottom right corner (away from the
    /// badge in the top left), a tag with the worst severity's shape and word (and how many more findings there
    /// are), which the findings table links to.
    private func marks(radius: Double, bottom: Double) -> String {
        let byKey = Dictionary(grouping: findings) { HTMLScreen.key(id: $0.elementId, location: $0.location) }
        var html = "<g class=\"marks\">\n"
        var drawn: Set<String> = []
        for visit in visits {
            let key = HTMLScreen.key(id: visit.element.id, location: visit.element.location)
            guard let frame = visit.element.screenFrame, let found = byKey[key], drawn.insert(key).inserted,
                  let worst = found.map(\.severity).max() else { continue }
            let word = HTMLReport.label(worst) + (found.count > 1 ? " +\(found.count - 1)" : "")
            let size = radius * 0.95
            let height = size * 1.5
            let width = size * (1.6 + 0.62 * Double(word.count))
            let x = frame.x + frame.width - width
            // Inside a box tall enough to hold it beside a caption, else across its bottom edge.
            let y = min(bottom - height, frame.height >= height * 2.5 ? frame.y + frame.height - height - 2 : frame.y + frame.height - height / 2)
            html += "<g class=\"mark \(worst.rawValue)\" id=\"\(HTMLText.escaped(markId(key)))\" data-element-id=\"\(HTMLText.escaped(key))\">"
                + "<rect class=\"outline\" x=\"\(HTMLText.number(frame.x))\" y=\"\(HTMLText.number(frame.y))\" "
                + "width=\"\(HTMLText.number(frame.width))\" height=\"\(HTMLText.number(frame.height))\"/>"
                + "<rect class=\"tag\" x=\"\(HTMLText.number(x))\" y=\"\(HTMLText.number(y))\" width=\"\(HTMLText.number(width))\" "
                + "height=\"\(HTMLText.number(height))\" rx=\"\(HTMLText.number(height / 4))\"/>"
                + Self.icon(worst, x: x + size * 0.25, y: y + size * 0.25, size: size)
                + "<text x=\"\(HTMLText.number(x + size * 1.4))\" y=\"\(HTMLText.number(y + height / 2))\" "
                + "font-size=\"\(HTMLText.number(size))\">\(HTMLText.escaped(word))</text></g>\n"
        }
        return html + "</g>\n"
    }

    /// A severity's shape, so that it is told apart without colour: an octagon for an error, a triangle for a
    /// warning, a circle for a note.
    static func icon(_ severity: Severity, x: Double, y: Double, size: Double) -> String {
        let s = size
        let points: [(Double, Double)]
        switch severity {
        case .error: points = [(0.3, 0), (0.7, 0), (1, 0.3), (1, 0.7), (0.7, 1), (0.3, 1), (0, 0.7), (0, 0.3)]
        case .warning: points = [(0.5, 0), (1, 1), (0, 1)]
        case .info:
            return "<circle class=\"icon\" cx=\"\(HTMLText.number(x + s / 2))\" cy=\"\(HTMLText.number(y + s / 2))\" r=\"\(HTMLText.number(s / 2))\"/>"
        }
        let list = points.map { "\(HTMLText.number(x + $0.0 * s)),\(HTMLText.number(y + $0.1 * s))" }.joined(separator: " ")
        return "<polygon class=\"icon\" points=\"\(list)\"/>"
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.x, b.x), minY = min(a.y, b.y)
        let maxX = max(a.x + a.width, b.x + b.width), maxY = max(a.y + a.height, b.y + b.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
