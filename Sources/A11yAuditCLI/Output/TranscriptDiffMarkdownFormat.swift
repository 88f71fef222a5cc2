import ReportFormats
import ScreenReaders

/// For a pull-request comment: a heading, then per screen a table of what changed, before and after.
struct TranscriptDiffMarkdownFormat: TranscriptDiffFormat {
    func write(_ screens: [ScreenChanges], to output: OutputSink) {
        var text = "### What VoiceOver says differently\n\n"
        guard !screens.isEmpty else {
            output.write(text + "VoiceOver says the same on every screen.\n")
            return
        }
        text += TranscriptDiffSummary(screens).line.prefix(1).uppercased() + TranscriptDiffSummary(screens).line.dropFirst() + ".\n"
        output.write(text)
        for screen in screens {
            let status = screen.status == .changed ? "" : " (\(screen.status.rawValue))"
            var text = "\n#### \(MarkdownText.code(screen.path)): \(MarkdownText.cell(screen.name))\(status)\n\n"
            text += "| change | position | before | after |\n|---|---|---|---|\n"
            for change in screen.changes {
                let position = switch change.kind {
                case .moved: "\(change.old!.position) → \(change.new!.position)"
                default: "\((change.new ?? change.old)!.position)"
                }
                text += "| \(change.kind.rawValue) | \(position) | \(Self.said(change.old)) | \(Self.said(change.new)) |\n"
            }
            output.write(text)
        }
    }

    private static func said(_ side: TranscriptChange.Side?) -> String {
        guard let side else { return "" }
        return "“" + MarkdownText.cell(side.text) + "”" + (side.hint.map { "<br>hint: “" + MarkdownText.cell($0) + "”" } ?? "")
    }
}
