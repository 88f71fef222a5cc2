import Testing

/// Compose hands TalkBack its nodes in the order they were composed and the order to read them as traversal links no dump
/// carries (`sortByGeometryGroupings`): rows top to bottom, each left to right, a scrolling container's items in place.
/// Views and Flutter dumps keep the hierarchy's order (sample C's Haven settings and sample D's driveafrica, issue 21).
@Suite struct ComposeTraversalTests {
    /// A `Scaffold` composes its content before its top bar; a row's text and switch share a row.
    private static let scaffold = """
        <node class="androidx.compose.ui.platform.ComposeView" bounds="[0,0][1080,2400]">
        <node class="android.view.View" bounds="[0,0][1080,2400]">
        <node class="android.view.View" scrollable="true" bounds="[0,300][1080,2400]">
        <node class="android.widget.TextView" text="Auto-play voice" bounds="[40,320][800,420]"/>
        <node class="android.widget.Switch" checkable="true" checked="true" clickable="true" focusable="true" enabled="true" text="" bounds="[900,320][1040,420]"/>
        <node class="android.widget.TextView" text="Quiet time" bounds="[40,460][800,560]"/>
        </node>
        <node class="android.widget.TextView" text="Settings" bounds="[200,120][800,220]"/>
        <node class="android.widget.Button" content-desc="Back" clickable="true" focusable="true" enabled="true" bounds="[20,110][160,230]"/>
        </node>
        </node>
        """

    @Test func aComposeScreenIsReadByPlace() throws {
        #expect(try talkBackSays(Self.scaffold).map { $0.components(separatedBy: " | ")[0] }
                == ["Back, Button", "Settings", "Auto-play voice", "on, Switch", "Quiet time"])
    }

    @Test func aViewsScreenKeepsTheHierarchysOrder() throws {
        let views = Self.scaffold.replacingOccurrences(of: "androidx.compose.ui.platform.ComposeView", with: "android.widget.LinearLayout")
            .replacingOccurrences(of: "class=\"android.view.View\"", with: "class=\"android.widget.FrameLayout\"")
            .replacingOccurrences(of: "class=\"android.widget.TextView\" text=", with: "resource-id=\"com.example:id/t\" class=\"android.widget.TextView\" text=")
        #expect(try talkBackSays(views).map { $0.components(separatedBy: " | ")[0] }
                == ["Auto-play voice", "on, Switch", "Quiet time", "Settings", "Back, Button"])
    }

    /// React Native's texts sit in `ViewGroup`s; a view it gives a role of its own is a `View` holding its text, as
    /// Compose's nodes are, and the screen kept the hierarchy's order only when no such view was there (sample M's
    /// Capital One Shopping read its logo and More tab before its other tabs, issue 21).
    @Test func aReactNativeScreenWithRoleViewsKeepsTheHierarchysOrder() throws {
        let reactNative = """
            <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
            <node class="android.view.ViewGroup" clickable="true" focusable="true" enabled="true" bounds="[20,100][600,200]">
            <node class="android.view.View" content-desc="Shop logo" bounds="[20,100][600,200]"/>
            </node>
            <node class="android.view.ViewGroup" bounds="[0,300][1080,400]">
            <node class="android.widget.TextView" text="Deals" bounds="[40,300][800,400]"/>
            </node>
            <node class="android.view.ViewGroup" bounds="[0,2200][1080,2400]">
            <node class="android.view.View" content-desc="Home" clickable="true" focusable="true" enabled="true" bounds="[0,2200][540,2400]">
            <node class="android.widget.TextView" text="Home" bounds="[40,2220][500,2380]"/>
            </node>
            <node class="android.view.ViewGroup" content-desc="More" clickable="true" focusable="true" enabled="true" bounds="[540,2200][1080,2400]">
            <node class="android.widget.TextView" text="More" bounds="[580,2220][1040,2380]"/>
            </node>
            </node>
            </node>
            """
        #expect(try talkBackSays(reactNative).map { $0.components(separatedBy: " | ")[0] } == ["Shop logo", "Deals", "Home", "More"],
                "the tab bar's More, a ViewGroup, was read before Home, a View taken for Compose's")
    }
}
