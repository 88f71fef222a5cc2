import ElementModel
import RuleEngine
import ScreenReaders

/// One screen of the HTML report: its wireframe with VoiceOver's focus order, what VoiceOver says (in each
/// language the report was built with), and its findings. Per element the details (phrase, traits, where each
/// word came from, findings) are written once, in the transcript item; the page's script shows them on
/// selection rather than the page repeating them.
struct HTMLScreen {
    let screen: Screen
    /// `VoiceOver`, or `TalkBack` for an Android screen: whose speech the page shows.
    let screenReader: String
    /// The screen read in one language, with its sound when the report has sound.
    struct Spoken {
        let locale: String
        let transcript: ScreenTranscript
        let audio: [UInt8]?
    }

    /// The screen read in each language, in the report's order of languages.
    let transcripts: [Spoken]
    let findings: [Finding]
    /// Unique in the page: ids of headings and panels are made from it.
    let anchor: String

    /// The key that ties a box, a badge, a transcript item and a finding to one element: its id, else where it
    /// stands in the file (synthesized parts without an id of their own share their control's).
    static func key(id: String?, location: SourceLocation) -> String {
        id ?? "at-\(location.line)-\(location.column)"
    }

    func render() -> String {
        let visits = Reachability.visits(screen.root)
        let spoken = Set(transcripts.first?.transcript.utterances.map { Self.key(id: $0.element.id, location: $0.element.location) } ?? [])
        let counts = Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
        var html = "<section class=\"screen\" data-screen-id=\"\(HTMLText.escaped(screen.id))\" aria-labelledby=\"\(anchor)-title\">\n"
        html += "<h3 id=\"\(anchor)-title\">\(HTMLText.escaped(screen.name))</h3>\n"
        html += "<p class=\"counts\">\(transcripts.first?.transcript.utterances.count ?? 0) items read; "
            + Severity.allCases.reversed().map { HTMLReport.count(counts[$0] ?? 0, $0) }.joined(separator: ", ") + "</p>\n"
        html += "<div class=\"screen-body\">\n"
        html += wireframe(visits, spoken: spoken)
        html += "<div class=\"reading\">\n<h4>What \(screenReader) says</h4>\n"
        for (index, entry) in transcripts.enumerated() {
            if let audio = entry.audio {
                html += "<audio controls preload=\"none\" data-locale=\"\(HTMLText.escaped(entry.locale))\" aria-label=\"Hear "
                    + "\(HTMLText.escaped(screen.name)) as \(screenReader) reads it\" src=\"data:audio/wav;base64,\(Base64.encoded(audio))\""
                    + (index == 0 ? "" : " hidden") + "></audio>\n"
            }
            html += transcriptList(entry.transcript, locale: entry.locale, shown: index == 0)
        }
        html += "<div class=\"panel\" id=\"\(anchor)-panel\" aria-live=\"polite\"><p>Select an item, a number or a box to see its details.</p></div>\n"
        html += "</div>\n</div>\n"
        html += findingsTable()
        html += "</section>\n"
        return html
    }

    // MARK: - Wireframe

    private func wireframe(_ visits: [Reachability.Visit], spoken: Set<String>) -> String {
        let frames = visits.compactMap(\.element.screenFrame)
        guard let bounds = screen.root.screenFrame ?? frames.first else {
            return "<figure class=\"wireframe\"><figcaption>No wireframe: the file gives this screen no frames.</figcaption></figure>\n"
        }
        let view = [bounds.x, bounds.y, max(bounds.width, 1), max(bounds.height, 1)].map(HTMLText.number).joined(separator: " ")
        var html = "<figure class=\"wireframe\">\n<svg viewBox=\"\(view)\" role=\"img\" aria-label=\"Wireframe of \(HTMLText.escaped(screen.name))"
            + ": \(frames.count) boxes; the transcript beside it says the same in words\" preserveAspectRatio=\"xMidYMin meet\">\n"
        let radius = max(9, min(16, bounds.width / 36))
        html += "<g class=\"boxes\">\n"
        for visit in visits {
            guard let frame = visit.element.screenFrame else { continue }
            html += box(visit, frame: frame, spoken: spoken, badgeRadius: radius)
        }
        html += "</g>\n"
        // The focus order: a numbered badge on each element VoiceOver reads, and the path between them.
        let stops = (transcripts.first?.transcript.utterances ?? []).enumerated().compactMap { index, utterance -> (Int, Utterance, Rect)? in
            utterance.element.screenFrame.map { (index + 1, utterance, $0) }
        }
        if stops.count > 1 {
            let points = stops.map { "\(HTMLText.number($0.2.x + radius)),\(HTMLText.number($0.2.y + radius))" }.joined(separator: " ")
            html += "<polyline class=\"path\" points=\"\(points)\"/>\n"
        }
        html += "<g class=\"badges\">\n"
        for (order, utterance, frame) in stops {
            let key = HTMLText.escaped(Self.key(id: utterance.element.id, location: utterance.element.location))
            html += "<g class=\"badge\" data-element-id=\"\(key)\" data-order=\"\(order)\">"
                + "<circle cx=\"\(HTMLText.number(frame.x + radius))\" cy=\"\(HTMLText.number(frame.y + radius))\" r=\"\(HTMLText.number(radius))\"/>"
                + "<text x=\"\(HTMLText.number(frame.x + radius))\" y=\"\(HTMLText.number(frame.y + radius))\" font-size=\"\(HTMLText.number(radius * 1.1))\">\(order)</text></g>\n"
        }
        html += "</g>\n</svg>\n"
        html += "<figcaption>Boxes are the layout's views: solid for what \(screenReader) can read, dashed for hidden views, "
            + "crossed for elements \(screenReader) cannot reach. Numbers are the order \(screenReader) reads in.</figcaption>\n</figure>\n"
        return html
    }

    /// A view's box: its kind as a class, and a short caption (its role and words) when it is large enough,
    /// after the badge that an element VoiceOver reads has in its corner.
    private func box(_ visit: Reachability.Visit, frame: Rect, spoken: Set<String>, badgeRadius: Double) -> String {
        let element = visit.element
        let key = Self.key(id: element.id, location: element.location)
        var classes = ["box", Self.kind(element)]
        if element.isHidden || visit.insideElementsHidden || visit.isNeverShown { classes.append("hidden") }
        let isElement = element.accessibility.isElement.value
        if isElement, !spoken.contains(key) { classes.append("unreachable") }
        let role = Self.role(element)
        var html = "<g class=\"\(classes.joined(separator: " "))\" data-element-id=\"\(HTMLText.escaped(key))\">"
        html += "<rect x=\"\(HTMLText.number(frame.x))\" y=\"\(HTMLText.number(frame.y))\" width=\"\(HTMLText.number(frame.width))\" "
            + "height=\"\(HTMLText.number(frame.height))\"/>"
        if classes.contains("unreachable") {
            html += "<path class=\"cross\" d=\"M\(HTMLText.number(frame.x)) \(HTMLText.number(frame.y))l\(HTMLText.number(frame.width)) "
                + "\(HTMLText.number(frame.height))m0 -\(HTMLText.number(frame.height))l-\(HTMLText.number(frame.width)) \(HTMLText.number(frame.height))\"/>"
        }
        let inset = spoken.contains(key) ? 2 * badgeRadius + 3 : 3
        if frame.width - inset >= 30, frame.height >= 14, isElement || element.visibleText != nil {
            let words = element.accessibility.label.value ?? element.visibleText ?? ""
            let caption = (role.isEmpty ? "" : role + (words.isEmpty ? "" : ": ")) + words
            if !caption.isEmpty {
                let size = min(14, max(8, frame.height * 0.45))
                let fits = Int((frame.width - inset) / (size * 0.55))
                html += "<text x=\"\(HTMLText.number(frame.x + inset))\" y=\"\(HTMLText.number(frame.y + min(frame.height / 2 + size / 3, size + 2)))\" "
                    + "font-size=\"\(HTMLText.number(size))\">\(HTMLText.escaped(String(caption.prefix(fits))))</text>"
            }
        }
        return html + "</g>\n"
    }

    /// What kind of box: a control, a text, an image, or a plain container.
    static func kind(_ element: Element) -> String {
        let traits = element.accessibility.traits.value
        if element.isInteractive || traits.contains(.button) || traits.contains(.adjustable) || traits.contains(.link)
            || traits.contains(.textEntry) { return "control" }
        if traits.contains(.image) { return "image" }
        if traits.contains(.staticText) || traits.contains(.header) { return "text" }
        return "container"
    }

    /// `UISwitch` → `Switch`: the role a person recognises, for standard controls.
    static func role(_ element: Element) -> String {
        guard element.type.hasPrefix("UI") || element.type.hasPrefix("NS") || element.type.hasPrefix("WKInterface") else { return "" }
        var name = element.type
        for prefix in ["WKInterface", "UI", "NS"] where name.hasPrefix(prefix) { name.removeFirst(prefix.count); break }
        guard kind(element) != "container" else { return "" }
        // `TextField` → `Text Field`.
        var words = ""
        for character in name {
            if character.isUppercase, let last = words.last, last.isLowercase { words.append(" ") }
            words.append(character)
        }
        return words
    }

    // MARK: - Transcript

    private func transcriptList(_ transcript: ScreenTranscript, locale: String, shown: Bool) -> String {
        var html = "<ol class=\"transcript\" data-locale=\"\(HTMLText.escaped(locale))\" lang=\"\(HTMLText.escaped(locale))\""
            + (shown ? "" : " hidden") + ">\n"
        if transcript.utterances.isEmpty { html += "<li class=\"none\">\(screenReader) finds nothing to read.</li>\n" }
        let findingsByKey = Dictionary(grouping: findings) { Self.key(id: $0.elementId, location: $0.location) }
        for (index, utterance) in transcript.utterances.enumerated() {
            let element = utterance.element
            let key = Self.key(id: element.id, location: element.location)
            html += "<li data-element-id=\"\(HTMLText.escaped(key))\" data-order=\"\(index + 1)\">"
            html += "<button type=\"button\" class=\"item\(utterance.isSilent ? " silent" : "")\">"
                + "\(HTMLText.escaped(utterance.shownText(screenReader: screenReader)))</button>"
            if let hint = utterance.hint { html += " <span class=\"hint\">Hint: \(HTMLText.escaped(hint))</span>" }
            html += details(utterance, findings: findingsByKey[key] ?? [])
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }

    /// What the panel shows for an item: its phrase, traits, the source of each word, and its findings.
    private func details(_ utterance: Utterance, findings: [Finding]) -> String {
        let element = utterance.element
        var html = "<div class=\"details\" hidden>"
        html += (utterance.isSilent ? "<p><strong>Says:</strong> nothing" : "<p><strong>Says:</strong> “\(HTMLText.escaped(utterance.text))”")
            + (utterance.hint.map { " then, after a pause, “\(HTMLText.escaped($0))”" } ?? "") + "</p>"
        let traits = element.accessibility.traits.value.names
        html += "<p><strong>Element:</strong> \(HTMLText.escaped(element.customClass ?? element.type)), line \(element.location.line); "
            + "<strong>traits:</strong> \(traits.isEmpty ? "none" : HTMLText.escaped(traits.joined(separator: ", ")))</p>"
        if !utterance.parts.isEmpty {
            html += "<ul class=\"sources\">"
            for part in utterance.parts {
                html += "<li>\(part.kind.rawValue) “\(HTMLText.escaped(part.text))”: \(HTMLText.escaped(HTMLText.source(part.source)))</li>"
            }
            html += "</ul>"
        }
        html += findings.isEmpty ? "<p>No findings.</p>" : "<ul class=\"element-findings\">" + findings.map(Self.findingItem).joined() + "</ul>"
        return html + "</div>"
    }

    static func findingItem(_ finding: Finding) -> String {
        "<li><span class=\"severity \(finding.severity.rawValue)\">\(HTMLReport.label(finding.severity))</span> "
            + "\(HTMLText.escaped(finding.message)) <em>(\(HTMLText.escaped(finding.ruleId)))</em><br>"
            + "<strong>Fix:</strong> \(HTMLText.escaped(finding.fix.summary))</li>"
    }

    // MARK: - Findings

    private func findingsTable() -> String {
        guard !findings.isEmpty else { return "" }
        var html = "<h4>Findings on this screen</h4>\n<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th>"
            + "<th scope=\"col\">Line</th><th scope=\"col\">Finding</th><th scope=\"col\">Fix</th></tr></thead>\n<tbody>\n"
        for finding in findings.sorted(by: { ($0.severity, $1.location.line) > ($1.severity, $0.location.line) }) {
            let key = Self.key(id: finding.elementId, location: finding.location)
            html += "<tr data-severity=\"\(finding.severity.rawValue)\" data-element-id=\"\(HTMLText.escaped(key))\">"
                + "<td><span class=\"severity \(finding.severity.rawValue)\">\(HTMLReport.label(finding.severity))</span></td>"
                + "<td>\(finding.location.line)</td><td>\(HTMLText.escaped(finding.message)) <em>(\(HTMLText.escaped(finding.ruleId)))</em></td>"
                + "<td>\(HTMLText.escaped(finding.fix.summary))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
