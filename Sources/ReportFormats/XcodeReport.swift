import RuleEngine

/// The default: clang's diagnostic form, which Xcode, editors and CI logs turn into annotations.
///
///     Checkout.storyboard:15:29: error: UIButton 'Close' is announced as "icon_close", … (label-is-file-name)
///     Checkout.storyboard:15:29: note: VoiceOver says: "icon_close. Button."
struct XcodeReport: AuditReport {
    let id = "xcode"

    func write(_ result: AuditResult, options: ReportOptions, to output: OutputSink) {
        for finding in result.findings {
            var text = ""
            let place = "\(finding.location.path):\(finding.location.line):\(finding.location.column)"
            text += "\(place): \(finding.severity.rawValue == "info" ? "note" : finding.severity.rawValue): "
                + "\(finding.message) (\(finding.ruleId))\n"
            if let spoken = finding.spoken { text += "\(place): note: VoiceOver says: \"\(oneLine(spoken))\"\n" }
            if options.explain {
                text += "\(place): note: fix: \(finding.fix.summary)\n"
                if let snippet = finding.fix.interfaceBuilder { text += "\(place): note: Interface Builder: \(snippet)\n" }
                if let swift = finding.fix.swift { text += "\(place): note: Swift: \(swift)\n" }
            }
            output.write(text)
        }
    }

    private func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
