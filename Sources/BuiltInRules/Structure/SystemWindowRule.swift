import ElementModel
import RuleEngine

/// A dump that holds only the system's windows (the home screen, System UI, the permission dialog) was taken while no
/// app was in front: a test that saved the page source after its app had closed or not yet opened. Its launcher icons
/// and status bar are the device maker's, so nothing in it is audited (as the system's windows beside an app's are
/// not): the file is reported once, so that the run does not pass as if an app's screen had been checked.
struct SystemWindowRule: Rule {
    let description = RuleDescription(
        id: "system-window", name: "System window", defaultSeverity: .warning,
        summary: "An Android dump that shows only the system's home screen, System UI or permission dialog: no app's "
            + "screen was in it to check.",
        rationale: "What the home screen or the status bar says is the device maker's to fix, not the app's: the audit "
            + "leaves the system's windows out of every dump, and a dump with nothing else in it checked nothing. It "
            + "usually means the app was not in front when the dump was taken (it had closed, crashed or not yet opened).",
        wcag: [],
        requires: [.androidSemantics, .bounds],
        triggeringExamples: [
            RuleExample("A dump of the Pixel home screen (the finding is on its first node)", """
                <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
                <hierarchy rotation="0">
                ↓<node class="android.widget.FrameLayout" package="com.google.android.apps.nexuslauncher" bounds="[0,0][1080,2400]">
                <node class="android.widget.TextView" package="com.google.android.apps.nexuslauncher" text="Shop" content-desc="Shop" clickable="true" focusable="true" enabled="true" bounds="[40,1800][240,2050]"/>
                </node>
                </hierarchy>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("An app's screen under System UI's status bar (the status bar is left out, the app's screen audited)", """
                <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
                <hierarchy rotation="0">
                <node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,136]">
                <node class="android.widget.TextView" package="com.android.systemui" text="12:30" enabled="true" bounds="[40,40][200,100]"/>
                </node>
                <node class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,136][1080,2400]">
                <node class="android.widget.Button" package="com.example.shop" text="Pay" clickable="true" focusable="true" enabled="true" bounds="[54,2100][1026,2250]"/>
                </node>
                </hierarchy>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] { [] }

    func checkDocument(_ document: LayoutDocument) -> [Finding] {
        // A dump's screen is named after its app's package, or after the system's when it holds no app's window.
        document.screens.compactMap { screen in
            guard let window = AndroidSystemWindow.of(package: screen.id), let first = screen.root.children.first else { return nil }
            return Finding(
                ruleId: description.id, severity: description.defaultSeverity,
                message: "This dump shows \(window.title) (\(screen.id)), not an app: nothing in it was checked.",
                fix: Fix(summary: "Take the dump again with the app in front (in a test, before it closes the app, and after "
                            + "the app's first screen has appeared); to keep this file out of audits knowingly, add it to "
                            + "`excluded` in .a11y-audit.yml."),
                location: first.location, screen: screen.name)
        }
    }
}
