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

    /// How many findings of each severity the screen has: in its heading and its line of the index.
    var counts: [Severity: Int] {
        Dictionary(grouping: findings, by: \.severity).mapValues(\.count)
    }

    /// Collapsed screens start closed, with their body held as inert text that the page's script turns into
    /// markup when the screen is opened: a report of thousands of screens then paints and answers at once, where
    /// parsing every wireframe up front kept the browser busy for half a minute.
    func render(collapsed: Bool) -> String {
        // The section (and its `data-screen-id`, which scripts read) holds the screen; the disclosure inside opens it.
        var html = "<section class=\"screen\" id=\"\(anchor)\" data-screen-id=\"\(HTMLText.escaped(screen.id))\" "
            + "data-findings=\"\(findings.count)\" aria-labelledby=\"\(anchor)-title\">\n<details\(collapsed ? "" : " open")>\n"
        html += "<summary><h3 id=\"\(anchor)-title\">\(HTMLText.escaped(screen.name))</h3> <span class=\"counts\">"
            + "\(Counted.phrase(transcripts.first?.transcript.utterances.count ?? 0, "item")) read; "
            + Severity.allCases.reversed().map { HTMLReport.count(counts[$0] ?? 0, $0) }.joined(separator: ", ") + "</span></summary>\n"
        let body = self.body()
        if collapsed {
            // Markup of ours never holds "</script" (text and attributes are escaped): the body stays one inert string.
            html += "<script type=\"text/html\" class=\"screen-source\">\n" + body + "</script>\n"
        } else {
            html += body
        }
        return html + "</details>\n</section>\n"
    }

    private func body() -> String {
        let visits = Reachability.visits(screen.root)
        let wireframe = HTMLWireframe(screen: screen, visits: visits, screenReader: screenReader,
                                      utterances: transcripts.first?.transcript.utterances ?? [], findings: findings, anchor: anchor)
        var html = "<div class=\"screen-body\">\n"
        html += wireframe.render()
        html += "<div class=\"reading\">\n<h4>What \(screenReader) says</h4>\n"
        for entry in transcripts {
            if let audio = entry.audio {
                html += "<audio controls preload=\"none\" data-locale=\"\(HTMLText.escaped(entry.locale))\" aria-label=\"Hear "
                    + "\(HTMLText.escaped(screen.name)) as \(screenReader) reads it\" src=\"data:audio/wav;base64,\(Base64.encoded(audio))\"></audio>\n"
            }
            html += transcriptList(entry.transcript, locale: entry.locale)
        }
        html += "<div class=\"panel\" id=\"\(anchor)-panel\" aria-live=\"polite\"><p>Select an item, a number or a box to see its details.</p></div>\n"
        html += "</div>\n</div>\n"
        html += findingsTable(wireframe)
        return html
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

    /// The transcript in one language; the page's style shows only the language chosen (the first by default).
    private func transcriptList(_ transcript: ScreenTranscript, locale: String) -> String {
        var html = "<ol class=\"transcript\" data-locale=\"\(HTMLText.escaped(locale))\" lang=\"\(HTMLText.escaped(locale))\">\n"
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
            + "\(HTMLText.escaped(finding.message)) \(ruleLink(finding.ruleId))<br>"
            + "<strong>Fix:</strong> \(HTMLText.escaped(finding.fix.summary))</li>"
    }

    // MARK: - Findings

    /// The rule's id, linked to its page.
    static func ruleLink(_ ruleId: String) -> String {
        "<em>(<a href=\"\(HTMLText.escaped(RuleDocumentation.pageURL(ruleId)))\">\(HTMLText.escaped(ruleId))</a>)</em>"
    }

    /// Each row links to its element's mark on the wireframe (when it has a box) and to its rule's page.
    private func findingsTable(_ wireframe: HTMLWireframe) -> String {
        let marked = wireframe.markedKeys
        guard !findings.isEmpty else { return "" }
        var html = "<h4>Findings on this screen</h4>\n<table class=\"findings\">\n<thead><tr><th scope=\"col\">Severity</th>"
            + "<th scope=\"col\">Line</th><th scope=\"col\">Finding</th><th scope=\"col\">Fix</th></tr></thead>\n<tbody>\n"
        for finding in findings.sorted(by: { ($0.severity, $1.location.line) > ($1.severity, $0.location.line) }) {
            let key = Self.key(id: finding.elementId, location: finding.location)
            html += "<tr data-severity=\"\(finding.severity.rawValue)\" data-element-id=\"\(HTMLText.escaped(key))\">"
                + "<td><span class=\"severity \(finding.severity.rawValue)\">\(HTMLReport.label(finding.severity))</span></td>"
                + "<td>" + (marked.contains(key) ? "<a href=\"#\(HTMLText.escaped(wireframe.markId(key)))\">\(finding.location.line)</a>" : "\(finding.location.line)")
                + "</td><td>\(HTMLText.escaped(finding.message)) \(Self.ruleLink(finding.ruleId))</td>"
                + "<td>\(HTMLText.escaped(finding.fix.summary))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
