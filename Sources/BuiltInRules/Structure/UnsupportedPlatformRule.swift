import ElementModel
import RuleEngine
import ScreenReaders

/// A macOS (AppKit) or watchOS (WatchKit) layout loads, but the reader models VoiceOver on iOS and tvOS only:
/// reading AppKit or WatchKit views by UIKit's rules would invent what VoiceOver says. Such a file is reported
/// once, so that an audit of it never passes as if it had been checked.
struct UnsupportedPlatformRule: Rule {
    let description = RuleDescription(
        id: "unsupported-platform", name: "Unsupported platform", defaultSeverity: .warning,
        summary: "A macOS or watchOS file, which a11y-audit reads but does not check: it models VoiceOver on iOS and tvOS.",
        rationale: "No rule checks a layout the tool cannot read as VoiceOver would, so a clean result for it would "
            + "mean nothing: its screens still need checking by other means.",
        wcag: [],
        requires: [.targetPlatform],
        triggeringExamples: [
            RuleExample("A macOS window (the finding is on the file, at its first line)", """
                ↓<?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customView id="c1"><rect key="frame" x="0" y="0" width="480" height="272"/>
                            <subviews>
                                <button id="b1"><rect key="frame" x="20" y="20" width="80" height="32"/>
                                    <buttonCell key="cell" type="push" title="OK" id="bc1"/>
                                </button>
                            </subviews>
                        </customView>
                    </objects>
                </document>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("An iOS screen", """
                <button id="b1"><rect key="frame" x="16" y="700" width="358" height="50"/><state key="normal" title="Pay"/></button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] { [] }

    func checkDocument(_ document: LayoutDocument) -> [Finding] {
        guard let gap = KnownGap.unsupportedPlatform(document.idiom) else { return [] }
        let platform = gap == .macOSLayout ? "macOS (AppKit)" : "watchOS (WatchKit)"
        return [Finding(
            ruleId: description.id, severity: description.defaultSeverity,
            message: "This is a \(platform) file: a11y-audit models how VoiceOver reads iOS and tvOS screens only, so "
                + "nothing in it was checked.",
            fix: Fix(summary: "Check these screens with VoiceOver and Xcode's Accessibility Inspector on the running app. To "
                        + "leave the file out of audits knowingly, add it to `excluded` or disable this rule in .a11y-audit.yml."),
            location: SourceLocation(path: document.path, line: 1, column: 1))]
    }
}
