import ElementModel
import RuleEngine

/// An XML file named outright that is no view hierarchy (an Android manifest, a resource file, a property
/// list): well-formed, so not `invalid-input`, but nothing in it can be audited. Such files found in a
/// directory are skipped and counted instead; named outright, the run says it checked nothing there.
public struct UnsupportedFormatRule: Rule {
    public let description = RuleDescription(
        id: "unsupported-format", name: "Unsupported format", defaultSeverity: .warning,
        summary: "A file named on the command line is XML of a kind a11y-audit does not read: no view hierarchy.",
        rationale: "Nothing in the file was checked, so a clean result for it would mean nothing. In a directory such "
            + "files are skipped and counted; named outright, they are reported so that a mistyped path is seen.",
        wcag: [],
        requires: [],
        triggeringExamples: [
            RuleExample("An Android manifest (the finding is on the file, at its first line)", """
                ↓<?xml version="1.0" encoding="utf-8"?>
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.shop">
                    <application android:label="Shop"/>
                </manifest>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("An XCUITest page source", """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT>
                  <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pay" label="Pay" enabled="true" visible="true" accessible="true" x="16" y="700" width="358" height="50" index="0" traits="Button"/>
                  </XCUIElementTypeApplication>
                </AppiumAUT>
                """),
        ])

    public init() {}

    /// Such files are found by the importers, not by looking at screens.
    public func check(_ screen: ScreenContext) -> [Finding] { [] }

    /// The finding for a file of no supported kind; `message` says what its root is.
    public func finding(path: String, message: String) -> Finding {
        Finding(ruleId: description.id, severity: description.defaultSeverity, message: message,
                fix: Fix(summary: "Name only layouts: Interface Builder files and page sources. To audit a folder, name the "
                            + "folder: its other XML files are skipped and counted."),
                location: SourceLocation(path: path, line: 1, column: 1))
    }
}
