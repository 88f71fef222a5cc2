import ReportFormats
import ScreenReaders

/// One way of printing what VoiceOver will say differently (`transcript --compare`); each format is one file.
protocol TranscriptDiffFormat {
    func write(_ screens: [ScreenChanges], to output: OutputSink)
}

/// The counts every diff format ends with.
struct TranscriptDiffSummary {
    var counts: [TranscriptChange.Kind: Int] = [:]
    var screensAdded = 0
    var screensRemoved = 0

    init(_ screens: [ScreenChanges]) {
        for screen in screens {
            for change in screen.changes { counts[change.kind, default: 0] += 1 }
            if screen.status == .added { screensAdded += 1 }
            if screen.status == .removed { screensRemoved += 1 }
        }
    }

    subscript(kind: TranscriptChange.Kind) -> Int { counts[kind] ?? 0 }

    /// "1 added, 7 removed, 1 reworded, 1 moved; 0 screens added, 0 removed".
    var line: String {
        TranscriptChange.Kind.allCases.map { "\(self[$0]) \($0.rawValue)" }.joined(separator: ", ")
            + "; \(screensAdded) screen\(screensAdded == 1 ? "" : "s") added, \(screensRemoved) removed"
    }
}

/// For a terminal or a CI log, one line per change:
///
///     Samples/SignIn.storyboard
///       screen "Sign In" (sig-vc-001)
///         - 6. Remember me. Switch Button. On.
///         ~ 7. Sign In. Button. → Log In. Button.
///         ↕ 9 → 6. Forgot your password?. Link.
struct TranscriptDiffTextFormat: TranscriptDiffFormat {
    func write(_ screens: [ScreenChanges], to output: OutputSink) {
        var path: String?
        for screen in screens {
            var text = ""
            if screen.path != path {
                text += screen.path + "\n"
                path = screen.path
            }
            let status = screen.status == .changed ? "" : " " + screen.status.rawValue
            text += "  screen \"\(screen.name)\" (\(screen.id))\(status)\n"
            for change in screen.changes { text += "    " + Self.line(change) + "\n" }
            output.write(text)
        }
        output.write(screens.isEmpty ? "VoiceOver says the same on every screen.\n" : TranscriptDiffSummary(screens).line + "\n")
    }

    private static func line(_ change: TranscriptChange) -> String {
        switch change.kind {
        case .added: return "+ \(change.new!.position). " + said(change.new!)
        case .removed: return "- \(change.old!.position). " + said(change.old!)
        case .reworded: return "~ \(change.new!.position). " + said(change.old!) + " → " + said(change.new!)
        case .moved: return "↕ \(change.old!.position) → \(change.new!.position). " + said(change.new!)
        }
    }

    /// The words on one line, with the hint after them.
    private static func said(_ side: TranscriptChange.Side) -> String {
        let words = side.text.replacing("\n", with: "\\n")
        return words + (side.hint.map { " (hint: " + $0.replacing("\n", with: "\\n") + ")" } ?? "")
    }
}
