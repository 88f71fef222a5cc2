import ElementModel
import RuleEngine

/// The default: clang's diagnostic form, which Xcode, editors and CI logs turn into annotations. Paths are
/// absolute (the project root joined to the finding's path), as clang and SwiftLint write them: Xcode attaches
/// a build-phase diagnostic to a file only by its full path, and a terminal user can open it from anywhere.
/// Xcode and CI read it line by line, so every path and text is written on one line (`OneLineText`): a file
/// name or label with a line break in it cannot write a diagnostic of its own.
///
///     Checkout.storyboard:15:29: error: UIButton 'Close' is announced as "icon_close", … (label-is-file-name)
///     Checkout.storyboard:15:29: note: VoiceOver says: "icon_close. Button."
struct XcodeReport: AuditReport {
    let id = "xcode"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        let root = options.projectRoot.hasSuffix("/") ? options.projectRoot : options.projectRoot + "/"
        for finding in result.findings {
            var text = ""
            let path = finding.location.path.hasPrefix("/") ? finding.location.path : root + finding.location.path
            let place = "\(OneLineText.escaped(path)):\(finding.location.line):\(finding.location.column)"
            let severity = finding.severity.rawValue == "info" ? "note" : finding.severity.rawValue
            let note = paint("note:", Self.noteColor, options)
            text += "\(place): \(paint(severity + ":", Self.colors[finding.severity]!, options)) "
                + "\(OneLineText.escaped(finding.message)) (\(finding.ruleId))\n"
            if let spoken = finding.spokenSentence(OneLineText.escaped) { text += "\(place): \(note) \(spoken)\n" }
            if options.explain {
                text += "\(place): \(note) fix: \(OneLineText.escaped(finding.fix.summary))\n"
                for snippet in finding.fix.snippets {
                    text += "\(place): \(note) \(snippet.place): \(OneLineText.escaped(snippet.code))\n"
                }
            }
            output.write(text)
        }
    }

    /// clang's colours: bold red errors, bold magenta warnings, bold cyan notes (SGR codes).
    private static let colors: [Severity: String] = [.error: "1;31", .warning: "1;35", .info: "1;36"]
    private static let noteColor = "1;36"

    private func paint(_ text: String, _ color: String, _ options: ReportOptions) -> String {
        options.colors ? "\u{1B}[\(color)m\(text)\u{1B}[0m" : text
    }
}
