import ElementModel
import RuleEngine
import ScreenReaders

/// The visual report for designers: one self-contained HTML page (inline CSS, script and SVG; nothing loaded
/// from anywhere, so it works from `file://`), with a summary of every file and, per screen, a wireframe with
/// VoiceOver's focus order, what VoiceOver says and the findings. The page is itself accessible: landmarks and
/// headings, everything operable from the keyboard (the transcript is the wireframe's text alternative),
/// and severities in words as well as colours. An index lists every screen with its counts; screens open and
/// close, and a report of more than `openScreensLimit` screens starts with them closed.
public enum HTMLReport {
    /// Up to this many screens, the page shows every screen open; above, closed (a real 536 KB storyboard drawn
    /// open made a page 31,000 pixels tall).
    public static let openScreensLimit = 20

    /// A screen's line in the index.
    struct IndexEntry: Sendable {
        let name: String
        let anchor: String
        let items: Int
        let counts: [Severity: Int]
    }

    /// One file's part of the page, rendered on its own (files are rendered on every core) with its counts.
    public struct File: Sendable {
        public let path: String
        let html: String
        let screens: [IndexEntry]
        let counts: [Severity: Int]
    }

    /// A file's screens read in one language, and when the report was asked for sound, each screen's WAV file.
    public struct Reading: Sendable {
        public let locale: String
        public let screens: [ScreenTranscript]
        /// By screen; nil where there is no sound (nothing to read, or none asked for).
        public let audio: [[UInt8]?]

        public init(locale: String, screens: [ScreenTranscript], audio: [[UInt8]?]) {
            self.locale = locale
            self.screens = screens
            self.audio = audio
        }
    }

    /// Renders one file. `readings` holds its screens read in each of the report's languages; `findings` are
    /// the file's, after configuration and baseline. `collapsed` screens start closed.
    public static func file(_ document: LayoutDocument, path: String, index: Int, readings: [Reading], findings: [Finding],
                            collapsed: Bool) -> File {
        var html = "<section class=\"file\" id=\"file-\(index)\" aria-labelledby=\"file-\(index)-title\">\n"
        html += "<h2 id=\"file-\(index)-title\">\(HTMLText.escaped(path))</h2>\n"
        if let note = KnownGap.unsupportedPlatform(document.idiom) { html += "<p class=\"note\">\(HTMLText.escaped(note.message)).</p>\n" }
        // A finding belongs to the screen whose element stands where it points; the rest are about the file.
        var remaining = findings
        var byScreen: [[Finding]] = []
        for screen in document.screens {
            let places = Set(screen.root.allElements.map { "\($0.location.line):\($0.location.column)" })
            byScreen.append(remaining.filter { $0.screen != nil && places.contains("\($0.location.line):\($0.location.column)") })
            remaining.removeAll { $0.screen != nil && places.contains("\($0.location.line):\($0.location.column)") }
        }
        if !remaining.isEmpty {
            html += "<ul class=\"file-findings\">" + remaining.map(HTMLScreen.findingItem).joined() + "</ul>\n"
        }
        var entries: [IndexEntry] = []
        for (screenIndex, screen) in document.screens.enumerated() {
            let read = readings.map { HTMLScreen.Spoken(locale: $0.locale, transcript: $0.screens[screenIndex], audio: $0.audio[screenIndex]) }
            let part = HTMLScreen(screen: screen, screenReader: document.idiom.screenReader, transcripts: read,
                                  findings: byScreen[screenIndex], anchor: "s\(index)-\(screenIndex)")
            html += part.render(collapsed: collapsed)
            entries.append(IndexEntry(name: screen.name, anchor: part.anchor, items: read.first?.transcript.utterances.count ?? 0,
                                      counts: part.counts))
        }
        if document.screens.isEmpty { html += "<p>No screens in this file.</p>\n" }
        html += "</section>\n"
        return File(path: path, html: html, screens: entries, counts: Dictionary(grouping: findings, by: \.severity).mapValues(\.count))
    }

    /// A file that could not be read: its error in place of its screens.
    public static func unreadable(path: String, index: Int, message: String) -> File {
        let html = "<section class=\"file\" id=\"file-\(index)\" aria-labelledby=\"file-\(index)-title\">\n"
            + "<h2 id=\"file-\(index)-title\">\(HTMLText.escaped(path))</h2>\n"
            + "<p class=\"note\"><span class=\"severity error\">Error</span> Could not be read: \(HTMLText.escaped(message))</p>\n</section>\n"
        return File(path: path, html: html, screens: [], counts: [.error: 1])
    }

    /// Writes the page: summary, then each file. `locales` are the languages the transcripts were read in.
    public static func write(_ files: [File], locales: [String], to output: OutputSink) {
        var html = "<!DOCTYPE html>\n<html lang=\"en\" data-locale=\"\(HTMLText.escaped(locales.first ?? "en"))\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>a11y-audit report</title>\n<style>\n" + HTMLAssets.style + HTMLAssets.filterStyle(locales: locales) + "</style>\n"
            // In the head, so that the index, filters and screens answer while a long page is still loading.
            + "<script>\n" + HTMLAssets.script + "</script>\n</head>\n<body>\n"
            + "<a class=\"skip\" href=\"#main\">Skip to the report</a>\n"
            + "<header>\n<h1>What VoiceOver finds on these screens</h1>\n"
            + "<p>a11y-audit \(ToolVersion.current). Every fix changes only what VoiceOver says, never how a screen looks.</p>\n"
            + "</header>\n"
        html += "<nav aria-label=\"Report options\">\n"
        if locales.count > 1 {
            html += "<label for=\"locale\">VoiceOver's language</label> <select id=\"locale\">"
                + locales.map { "<option value=\"\(HTMLText.escaped($0))\">\(HTMLText.escaped($0))</option>" }.joined() + "</select>\n"
        }
        html += "<fieldset class=\"filters\"><legend>Show findings</legend>"
        for severity in Severity.allCases.reversed() {
            html += "<label><input type=\"checkbox\" data-filter=\"\(severity.rawValue)\" checked> \(label(severity))s</label> "
        }
        html += "</fieldset>\n<fieldset class=\"filters\"><legend>Screens</legend>"
            + "<label><input type=\"checkbox\" data-filter=\"unflagged\"> Only screens with findings</label> "
            + "<button type=\"button\" data-screens=\"open\">Open all</button> <button type=\"button\" data-screens=\"close\">Close all</button>"
            + "</fieldset>\n<noscript><p>Closed screens open only with JavaScript on.</p></noscript>\n</nav>\n<main id=\"main\">\n"
        html += summary(files)
        output.write(html)
        for file in files { output.write(file.html) }
        output.write("</main>\n</body>\n</html>\n")
    }

    private static func summary(_ files: [File]) -> String {
        var total: [Severity: Int] = [:]
        for file in files { total.merge(file.counts, uniquingKeysWith: +) }
        var html = "<section class=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n"
        html += "<p>\(Counted.phrase(files.count, "file")), \(Counted.phrase(files.map(\.screens.count).reduce(0, +), "screen")): "
            + Severity.allCases.reversed().map { count(total[$0] ?? 0, $0) }.joined(separator: ", ") + ".</p>\n"
        html += "<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Screens</th>"
            + Severity.allCases.reversed().map { "<th scope=\"col\">\(label($0))s</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for (index, file) in files.enumerated() {
            html += "<tr><td><a href=\"#file-\(index)\">\(HTMLText.escaped(file.path))</a></td><td>\(file.screens.count)</td>"
                + Severity.allCases.reversed().map { "<td>\(file.counts[$0] ?? 0)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n" + screenIndex(files)
    }

    /// Every screen with what is read and found on it, linked to the screen (which opens when followed).
    private static func screenIndex(_ files: [File]) -> String {
        guard files.contains(where: { !$0.screens.isEmpty }) else { return "" }
        var html = "<section class=\"index\" aria-labelledby=\"index-title\">\n<h2 id=\"index-title\">Screens</h2>\n"
        html += "<table>\n<thead><tr><th scope=\"col\">File</th><th scope=\"col\">Screen</th><th scope=\"col\">Items read</th>"
            + Severity.allCases.reversed().map { "<th scope=\"col\">\(label($0))s</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for file in files {
            for screen in file.screens {
                html += "<tr data-findings=\"\(screen.counts.values.reduce(0, +))\"><td>\(HTMLText.escaped(file.path))</td>"
                    + "<td><a href=\"#\(screen.anchor)\">\(HTMLText.escaped(screen.name))</a></td><td>\(screen.items)</td>"
                    + Severity.allCases.reversed().map { "<td>\(screen.counts[$0] ?? 0)</td>" }.joined() + "</tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "Error"
        case .warning: return "Warning"
        case .info: return "Note"
        }
    }

    /// "1 error", "3 warnings".
    static func count(_ number: Int, _ severity: Severity) -> String {
        Counted.phrase(number, label(severity).lowercased())
    }
}
