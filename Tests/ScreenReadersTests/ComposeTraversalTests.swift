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
}
