import BuiltInRules
import ElementModel
import Importers
import RuleEngine
import Testing

/// What sample C's reading found about roles on Android (issue 21), each against a dump or layout built to show it:
/// which views say a role TalkBack gives them from outside the dump, and which views a rule leaves out as list rows.
@Suite struct AndroidRolesTests {
    private func audit(_ nodes: String) throws -> [Finding] {
        let xml = """
            <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" package="com.example.app" bounds="[0,0][1080,2400]">
            \(nodes)
            </node>
            </hierarchy>
            """
        return Auditor(rules: RuleCatalog.all).audit(try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "dump.xml"))
    }

    private func lines(_ findings: [Finding], _ rule: String) -> [Int] {
        findings.filter { $0.ruleId == rule }.map(\.location.line)
    }

    /// An image with no description is not in TalkBack's tree (`View` makes it important only with one), so it says no
    /// "Image" for the row it sits in; a described one does, but "Image" says what it shows, not that the row acts: each
    /// row still lacks a control's role (sample N: WarAlarm's tiles, "Route, Image, Evacuation path").
    @Test func aChildsImageRoleIsNoRoleForItsRow() throws {
        let findings = try audit("""
            <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,200][1080,350]">
            <node class="android.widget.ImageView" bounds="[40,230][130,320]"/><node class="android.widget.TextView" text="Scan QR code" bounds="[160,230][900,320]"/>
            </node>
            <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[0,400][1080,550]">
            <node class="android.widget.ImageView" content-desc="QR code" bounds="[40,430][130,520]"/><node class="android.widget.TextView" text="Scan" bounds="[160,430][900,520]"/>
            </node>
            <node class="android.widget.FrameLayout" content-desc="Security" clickable="true" focusable="true" enabled="true" bounds="[0,600][1080,750]">
            <node class="android.widget.ImageView" content-desc="Shield" bounds="[40,630][130,720]"/>
            </node>
            """)
        #expect(lines(findings, "missing-traits") == [4, 7, 10], "a child's \"Image\" is no control's role")
    }

    /// Tabs whose "Tab" is a role description no dump carries: React Native's (`android.view.View`, one selected, side by
    /// side) and Material's bottom navigation items (known by their library layout's ids). A row of plain clickable views,
    /// one of them selected, in a Views app is no such thing.
    @Test func tabsWithARoleDescriptionAreLeftOut() throws {
        let findings = try audit("""
            <node class="android.view.ViewGroup" bounds="[0,0][1080,2400]">
            <node class="android.view.View" bounds="[0,2100][1080,2300]">
            <node class="android.view.View" content-desc="Dashboard" selected="true" clickable="true" focusable="true" enabled="true" bounds="[0,2100][360,2290]"/>
            <node class="android.view.View" content-desc="Alerts" clickable="true" focusable="true" enabled="true" bounds="[360,2100][720,2290]"/>
            </node>
            </node>
            <node class="android.widget.FrameLayout" content-desc="Network" clickable="true" focusable="true" enabled="true" bounds="[0,1900][360,2050]">
            <node class="android.widget.FrameLayout" resource-id="com.example.app:id/navigation_bar_item_icon_container" bounds="[150,1920][210,1980]"/>
            </node>
            <node class="android.widget.LinearLayout" bounds="[0,1700][1080,1850]">
            <node class="android.widget.LinearLayout" content-desc="Day" selected="true" clickable="true" focusable="true" enabled="true" bounds="[0,1700][540,1850]"/>
            <node class="android.widget.LinearLayout" content-desc="Week" clickable="true" focusable="true" enabled="true" bounds="[540,1700][1080,1850]"/>
            </node>
            """)
        #expect(lines(findings, "missing-traits") == [14, 15])
    }

    /// In a list, a clickable text beside words of the row's own is a control in the row, not the row; a Compose card the
    /// list's edge cuts off (its title out of the dump) is a row like the others.
    @Test func listRowsAreTheRowsNotTheControlsInThem() throws {
        let findings = try audit("""
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,100][1080,900]">
            <node class="android.view.ViewGroup" bounds="[0,100][1080,400]">
            <node class="android.widget.TextView" text="Help feed a child" clickable="true" focusable="true" enabled="true" bounds="[40,120][900,200]"/>
            <node class="android.widget.TextView" text="Your donation serves meals" bounds="[40,220][900,300]"/>
            </node>
            <node class="android.view.ViewGroup" bounds="[0,400][1080,700]">
            <node class="android.widget.TextView" text="Order 1042" clickable="true" focusable="true" enabled="true" bounds="[40,420][900,680]"/>
            </node>
            </node>
            <node class="android.view.View" scrollable="true" bounds="[0,1000][1080,2000]">
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1000][1080,1400]"><node class="android.view.View" content-desc="News 24" bounds="[40,1020][500,1380]"/><node class="android.widget.TextView" text="News" bounds="[520,1020][1000,1380]"/></node>
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1400][1080,1800]"><node class="android.view.View" content-desc="Sport 1" bounds="[40,1420][500,1780]"/><node class="android.widget.TextView" text="Sport" bounds="[520,1420][1000,1780]"/></node>
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1800][1080,2000]"><node class="android.view.View" content-desc="Kids TV" bounds="[40,1820][500,2000]"/></node>
            </node>
            """)
        #expect(lines(findings, "missing-traits") == [6])
    }

    /// Sample D (issue 21): Material 1.14 puts a navigation item's icon one level deeper; Flutter gives its tabs no role
    /// description, so a row of them with one selected says no "Tab"; a focusable text is no control for the rules about
    /// controls' names (Flutter makes its texts focusable).
    @Test func materialsNewNavigationItemsFlutterTabsAndFocusableTexts() throws {
        let material = try audit("""
            <node class="android.widget.FrameLayout" content-desc="News" clickable="true" focusable="true" enabled="true" bounds="[0,2100][360,2290]">
            <node class="android.widget.FrameLayout" resource-id="com.example.app:id/navigation_bar_item_content_container" bounds="[0,2100][360,2290]">
            <node class="android.widget.FrameLayout" resource-id="com.example.app:id/navigation_bar_item_icon_container" bounds="[150,2120][210,2180]"/>
            </node>
            </node>
            """)
        #expect(lines(material, "missing-traits").isEmpty)
        let flutter = try audit("""
            <node class="android.view.View" bounds="[0,275][1080,401]">
            <node class="android.view.View" content-desc="Popular" selected="true" clickable="true" focusable="true" enabled="true" bounds="[0,275][540,401]"/>
            <node class="android.view.View" content-desc="Played" clickable="true" focusable="true" enabled="true" bounds="[540,275][1080,401]"/>
            </node>
            <node class="android.view.View" content-desc="No bookmarks yet. Tap a verse to save it." focusable="true" enabled="true" bounds="[0,500][1080,700]"/>
            """)
        #expect(lines(flutter, "missing-traits") == [5, 6])
        #expect(lines(flutter, "hint-starts-with-gesture").isEmpty && lines(flutter, "label-ends-with-period").isEmpty)
    }
}
