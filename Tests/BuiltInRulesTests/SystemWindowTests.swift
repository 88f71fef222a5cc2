import BuiltInRules
import ElementModel
import Importers
import RuleEngine
import Testing

/// The system's windows in a dump (`AndroidSystemWindow`): System UI's status bar beside an app is read but not audited,
/// and a dump of the home screen alone is said to be no app's screen (`system-window`) instead of being audited as one.
@Suite struct SystemWindowTests {
    /// A dump of `windows`, each a `<node>` tree with its package.
    private func audit(_ windows: String) throws -> [Finding] {
        let xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n\(windows)\n</hierarchy>\n"
        let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "dump.xml")
        return Auditor(rules: RuleCatalog.all).audit(document)
    }

    private static let statusBar = """
        <node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,136]">
        <node class="android.widget.ImageView" package="com.android.systemui" clickable="true" focusable="true" enabled="true" bounds="[900,40][980,100]"/>
        </node>
        """

    private static func window(package: String) -> String {
        """
        <node class="android.widget.FrameLayout" package="\(package)" bounds="[0,136][1080,2400]">
        <node class="android.widget.ImageButton" package="\(package)" clickable="true" focusable="true" enabled="true" bounds="[40,200][184,344]"/>
        <node class="android.widget.TextView" package="\(package)" text="Shop" clickable="true" focusable="true" enabled="true" bounds="[40,1800][240,2050]"/>
        </node>
        """
    }

    /// The same undescribed, clickable image: reported in the app's window, not in System UI's.
    @Test func theStatusBarBesideAnAppIsNotAudited() throws {
        let findings = try audit(Self.statusBar + "\n" + Self.window(package: "com.example.shop"))
        #expect(findings.map { "\($0.location.line) \($0.ruleId)" } == ["7 missing-label", "8 missing-traits"])
        #expect(findings.allSatisfy { $0.screen == "com.example.shop" }, "the screen is the app's, not System UI's")
    }

    @Test func aDumpOfTheHomeScreenIsSaidToBeNoAppsScreen() throws {
        let findings = try audit(Self.statusBar + "\n" + Self.window(package: "com.google.android.apps.nexuslauncher"))
        #expect(findings.map(\.ruleId) == ["system-window"])
        #expect(findings.first?.message == "This dump shows the system's home screen (com.google.android.apps.nexuslauncher), "
                    + "not an app: nothing in it was checked.")
        #expect(findings.first?.location.line == 3, "on the first node of the dump")
        #expect(findings.first?.severity == .warning)
    }

    @Test func aPermissionDialogAloneIsNamed() throws {
        let findings = try audit(Self.window(package: "com.google.android.permissioncontroller"))
        #expect(findings.map(\.message) == ["This dump shows the system's permission dialog "
                    + "(com.google.android.permissioncontroller), not an app: nothing in it was checked."])
    }

    /// A launcher published as an app is an app: its developers may audit it.
    @Test func aLauncherAppIsAudited() throws {
        let findings = try audit(Self.window(package: "com.teslacoilsw.launcher"))
        #expect(findings.map(\.ruleId) == ["missing-label", "missing-traits"])
    }
}
