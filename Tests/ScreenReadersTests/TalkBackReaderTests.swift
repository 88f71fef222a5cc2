import ElementModel
import Importers
import Testing
import ScreenReaders

/// What TalkBack says, string by string against TalkBack's own English strings (`talkback-model.md`,
/// `strings_compositor.xml`): state, name, type, then heading and place in a list, joined with ", ", and the
/// usage hint apart.
@Suite struct TalkBackReaderTests {
    private func say(_ nodes: String, locale: String = "en") throws -> [String] {
        try talkBackSays(nodes, locale: locale)
    }

    @Test func controlsSayStateNameAndType() throws {
        #expect(try say("""
            <node class="android.widget.Button" text="Pay" clickable="true" focusable="true" enabled="true"/>
            <node class="androidx.appcompat.widget.SwitchCompat" text="Wi-Fi" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.Switch" text="Bluetooth" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.RadioButton" text="Express" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.Spinner" text="Size" clickable="true" enabled="true"/>
            """) == [
                "Pay, Button | Double-tap to activate",
                "Wi-Fi, Switch | Double-tap to toggle",
                "Bluetooth, Switch | Double-tap to toggle",
                "checked, Remember me, Check box | Double-tap to toggle",
                "not checked, Express, Radio button | Double-tap to toggle",
                "Drop down list, Size | Double-tap to change",
            ])
    }

    @Test func fieldsImagesAndHeadings() throws {
        #expect(try say("""
            <node class="android.widget.EditText" text="" hint="Email" clickable="true" focusable="true" enabled="true"/>
            <node class="com.google.android.material.textfield.TextInputEditText" text="ann@example.com" clickable="true" focusable="true" long-clickable="true" enabled="true"/>
            <node class="android.widget.ImageView" content-desc="Shop logo" enabled="true"/>
            <node class="android.widget.ImageView" content-desc="" clickable="true" enabled="true"/>
            <node class="android.widget.TextView" text="Welcome back" heading="true"/>
            """) == [
                "Email, Edit box | Double-tap to edit text",
                "ann@example.com, Edit box | Double-tap to edit text, Double-tap and hold to long press",
                "Shop logo, Image",
                "Unlabelled, Button | Double-tap to activate",
                "Welcome back, Heading",
            ])
    }

    /// Material's `NavigationBarItemView.onInitializeAccessibilityNodeInfo` and `TabLayout.TabView`'s set the role
    /// description `item_view_role_description` ("Tab"), which TalkBack says in place of a role: the items are known by
    /// the ids of the library's item layout, a tab strip by its shape. Only the English word is known.
    @Test func materialsTabsSayTab() throws {
        let bar = """
            <node class="android.widget.FrameLayout" resource-id="com.example:id/bottom_nav" bounds="[0,2200][1080,2400]"><node class="android.view.ViewGroup" bounds="[0,2200][1080,2400]">
              <node class="android.widget.FrameLayout" resource-id="com.example:id/nav_home" content-desc="Home" selected="true" focusable="true" enabled="true" bounds="[0,2200][540,2400]"><node class="android.widget.FrameLayout" resource-id="com.example:id/navigation_bar_item_icon_container" bounds="[200,2220][340,2300]"><node class="android.widget.ImageView" resource-id="com.example:id/navigation_bar_item_icon_view" bounds="[230,2230][310,2290]"/></node></node>
              <node class="android.widget.FrameLayout" resource-id="com.example:id/nav_search" content-desc="Search" clickable="true" focusable="true" enabled="true" bounds="[540,2200][1080,2400]"><node class="android.widget.FrameLayout" resource-id="com.example:id/navigation_bar_item_icon_container" bounds="[740,2220][880,2300]"><node class="android.widget.ImageView" resource-id="com.example:id/navigation_bar_item_icon_view" bounds="[770,2230][850,2290]"/></node></node>
            </node></node>
            <node class="android.widget.HorizontalScrollView" bounds="[0,84][1080,252]"><node class="android.widget.LinearLayout" bounds="[0,84][1080,252]"><node class="android.widget.LinearLayout" content-desc="Staff" clickable="true" focusable="true" enabled="true" selected="true" bounds="[0,84][540,252]"><node class="android.widget.TextView" text="Staff" bounds="[72,135][300,201]"/></node><node class="android.widget.LinearLayout" content-desc="Shifts" clickable="true" focusable="true" enabled="true" bounds="[540,84][1080,252]"><node class="android.widget.TextView" text="Shifts" bounds="[612,135][900,201]"/></node></node></node>
            """
        #expect(try say(bar) == [
            "selected, Home, Tab",
            "Search, Tab | Double-tap to activate",
            "selected, Staff, Tab | Double-tap to activate",
            "Shifts, Tab | Double-tap to activate",
        ])
        #expect(try say(bar, locale: "de")[1] == "Search | Zum Aktivieren doppeltippen", "the library's German word is not known")
        // Material 1.14's item holds its icon one level deeper; an item with no description (Material gives it its title as
        // one) says its role, then its children: one "Tab", not one for each container of its icon.
        #expect(try say("""
            <node class="android.widget.FrameLayout" resource-id="com.example:id/nav_home" clickable="true" focusable="true" enabled="true" bounds="[0,2200][540,2400]"><node class="android.widget.FrameLayout" resource-id="com.example:id/navigation_bar_item_content_container" bounds="[0,2200][540,2400]"><node class="android.widget.FrameLayout" resource-id="com.example:id/navigation_bar_item_icon_container" bounds="[200,2220][340,2300]"><node class="android.widget.ImageView" resource-id="com.example:id/navigation_bar_item_icon_view" bounds="[230,2230][310,2290]"/></node><node class="android.widget.TextView" text="Home" bounds="[200,2310][340,2390]"/></node></node>
            """) == ["Tab, Home | Double-tap to activate"])
    }

    /// Material's `TabLayout` reports its tab views as ActionBar's tab class (`ACCESSIBILITY_CLASS_NAME` in TabLayout.java)
    /// and sets the role description "Tab": the class alone tells them (sample O's Instagram tabs).
    @Test func aTabViewKnownByItsClassSaysTab() throws {
        #expect(try say("""
            <node class="android.widget.LinearLayout" bounds="[0,300][1080,420]">
              <node class="androidx.appcompat.app.ActionBar.Tab" content-desc="Liking" focusable="true" selected="true" enabled="true" bounds="[0,300][540,420]"/>
              <node class="androidx.appcompat.app.ActionBar.Tab" content-desc="Referral system" clickable="true" focusable="true" enabled="true" bounds="[540,300][1080,420]"/>
            </node>
            """) == ["selected, Liking, Tab", "Referral system, Tab | Double-tap to activate"])
        // AppCompat's action bar tabs report "$Tab" and set no role description.
        #expect(try say(#"<node class="androidx.appcompat.app.ActionBar$Tab" content-desc="Recent" clickable="true" focusable="true" enabled="true" bounds="[0,300][540,420]"/>"#)
                == ["Recent | Double-tap to activate"])
    }

    /// Compose gives a merging node's role to a node of its own making, last among its children and as large as it
    /// (`SemanticsNode.emitFakeNodes`), and applies a role only there (`populateAccessibilityNodeInfoProperties`):
    /// `Role.Button` as its class, `Role.Tab` as the role description "Tab", which TalkBack reads after the tab's text.
    @Test func aComposeTabSaysTabFromTheNodeComposeMakesForItsRole() throws {
        #expect(try say("""
            <node class="android.view.View" bounds="[0,2159][1080,2369]">
              <node class="android.view.View" focusable="true" selected="true" enabled="true" bounds="[0,2159][540,2369]"><node class="android.widget.TextView" text="Home" bounds="[200,2290][340,2340]"/><node class="android.view.View" bounds="[0,2159][540,2369]"/></node>
              <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[540,2159][1080,2369]"><node class="android.widget.TextView" text="Settings" bounds="[740,2290][880,2340]"/><node class="android.view.View" bounds="[540,2159][1080,2369]"/></node>
            </node>
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[84,1717][996,1843]"><node class="android.widget.TextView" text="Disconnect" bounds="[400,1750][680,1810]"/><node class="android.widget.Button" bounds="[84,1717][996,1843]"/></node>
            """) == [
                "selected, Home, Tab",
                "Settings, Tab | Double-tap to activate",
                "Disconnect, Button | Double-tap to activate",
            ])
        // Not a tab's: one of other bounds (a tab's indicator), one not last, an only child (Compose makes one only beside
        // other children), one in a view that can be checked (`Role.Switch`, whose state is not known here); nor a row
        // of role nodes none of which is selected (`Role.Image`'s looks the same), nor an empty view with an id (a test
        // tag's overlay).
        #expect(try say("""
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,0][540,200]"><node class="android.widget.TextView" text="Inbox" bounds="[200,50][340,100]"/><node class="android.view.View" bounds="[0,190][540,200]"/></node>
            <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,200][540,400]"><node class="android.view.View" bounds="[0,200][540,400]"/><node class="android.widget.TextView" text="Drafts" bounds="[200,250][340,300]"/></node>
            <node class="android.view.View" content-desc="Sent" clickable="true" focusable="true" enabled="true" bounds="[0,400][540,600]"><node class="android.view.View" bounds="[0,400][540,600]"/></node>
            <node class="android.view.View" checkable="true" checked="true" clickable="true" focusable="true" enabled="true" bounds="[0,600][1080,800]"><node class="android.widget.TextView" text="Alarms" bounds="[40,650][600,700]"/><node class="android.view.View" bounds="[0,600][1080,800]"/></node>
            """) == [
                "Inbox | Double-tap to activate",
                "Drafts | Double-tap to activate",
                "Sent | Double-tap to activate",
                "checked, Alarms | Double-tap to toggle",
            ])
        #expect(try say("""
            <node class="android.view.View" bounds="[0,1000][1080,1400]">
              <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1000][540,1400]"><node class="android.widget.TextView" text="Pier" bounds="[40,1300][500,1380]"/><node class="android.view.View" bounds="[0,1000][540,1400]"/></node>
              <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[540,1000][1080,1400]"><node class="android.widget.TextView" text="Harbour" bounds="[580,1300][1040,1380]"/><node class="android.view.View" bounds="[540,1000][1080,1400]"/></node>
            </node>
            <node class="android.view.View" bounds="[0,1400][1080,1800]">
              <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[0,1400][540,1800]"><node class="android.widget.TextView" text="Cliffs" bounds="[40,1700][500,1780]"/><node class="android.view.View" bounds="[0,1400][540,1800]"/></node>
              <node class="android.view.View" focusable="true" enabled="true" selected="true" bounds="[540,1400][1080,1800]"><node class="android.widget.TextView" text="Dunes" bounds="[580,1700][1040,1780]"/><node class="android.view.View" resource-id="photo_overlay" bounds="[540,1400][1080,1800]"/></node>
            </node>
            """) == ["Pier | Double-tap to activate", "Harbour | Double-tap to activate", "Cliffs | Double-tap to activate", "selected, Dunes"])
    }

    /// React Native reports a view whose role no widget class stands for as a plain `android.view.View` among its
    /// `ViewGroup`s and says the role as a role description: React Navigation's tabs, side by side at the window's foot
    /// with one selected, say "Tab". Not without a selected one (the shape alone is a row of links as well), nor in
    /// Compose (`View`s in `View`s).
    @Test func reactNavigationsTabsSayTab() throws {
        let bar = { (selected: Bool, parent: String) in """
            <node class="\(parent)" bounds="[0,2177][1080,2306]">
              <node class="android.view.View" content-desc="Home" clickable="true" focusable="true" enabled="true" selected="\(selected)" bounds="[0,2177][540,2306]"/>
              <node class="android.view.View" content-desc="Profile" clickable="true" focusable="true" enabled="true" bounds="[540,2177][1080,2306]"/>
            </node>
            """ }
        #expect(try say(bar(true, "android.view.ViewGroup")) == ["selected, Home, Tab | Double-tap to activate", "Profile, Tab | Double-tap to activate"])
        #expect(try say(bar(false, "android.view.ViewGroup")) == ["Home | Double-tap to activate", "Profile | Double-tap to activate"])
        #expect(try say(bar(true, "android.view.View")) == ["selected, Home | Double-tap to activate", "Profile | Double-tap to activate"])
        // Nor away from the window's foot: a native `ViewGroup` of custom views (a calendar's week) has the same shape.
        #expect(try say(bar(true, "android.view.ViewGroup").replacingOccurrences(of: ",2177]", with: ",300]").replacingOccurrences(of: ",2306]", with: ",429]"))
                == ["selected, Home | Double-tap to activate", "Profile | Double-tap to activate"])
    }

    /// A list's last row, scrolled partly out of view, is far shorter than its kind beside it and the dump leaves out what
    /// names it: the transcript says so rather than "Unlabelled". A row of full height with nothing to say is "Unlabelled".
    @Test func aRowTheListCutsOffIsMarkedNotUnlabelled() throws {
        #expect(try say("""
            <node class="android.widget.ListView" scrollable="true" bounds="[0,200][1080,1415]">
              <node class="android.widget.RelativeLayout" clickable="true" enabled="true" bounds="[0,200][1080,400]"><node class="android.widget.TextView" text="Ana" bounds="[180,220][1000,300]"/></node>
              <node class="android.widget.RelativeLayout" clickable="true" enabled="true" bounds="[0,400][1080,600]"/>
              <node class="android.widget.RelativeLayout" clickable="true" enabled="true" bounds="[0,1399][1080,1415]"/>
            </node>
            """) == [
                "Ana | Double-tap to activate",
                "Unlabelled | Double-tap to activate",
                "‹cut off at the list's edge› | Double-tap to activate",
            ])
        // A short view inside a list, away from its edges (a Compose page's small button, all its views of one class), is
        // whole: what it says is known.
        #expect(try say("""
            <node class="android.view.View" scrollable="true" bounds="[0,200][1080,2000]">
              <node class="android.view.View" clickable="true" enabled="true" bounds="[0,200][1080,600]"><node class="android.widget.TextView" text="Top charts" bounds="[40,220][900,300]"/></node>
              <node class="android.view.View" clickable="true" enabled="true" bounds="[920,620][1046,700]"/>
              <node class="android.view.View" clickable="true" enabled="true" bounds="[0,720][1080,1120]"><node class="android.widget.TextView" text="New" bounds="[40,740][900,820]"/></node>
            </node>
            """)[1] == "Unlabelled | Double-tap to activate")
    }

    /// A control in a list's row whose most part lies below the list's bottom edge (Ping An's tools in sample O: 9 of
    /// 117 pixels shown) shows nothing in the dump, which leaves out what is out of view: cut off, not "Unlabelled". One
    /// uiautomator marks NAF has nothing to say even out of view (its check reads every child, shown or not).
    @Test func aControlMostlyOutOfItsListIsCutOff() throws {
        #expect(try say("""
            <node class="android.widget.ListView" scrollable="true" bounds="[0,50][720,1172]">
              <node class="android.widget.LinearLayout" bounds="[0,50][720,1000]"><node class="android.widget.TextView" text="Accounts" bounds="[40,60][700,140]"/></node>
              <node class="android.widget.LinearLayout" bounds="[0,1000][720,1162]"><node class="android.widget.TextView" text="Cards" bounds="[40,1010][700,1090]"/></node>
              <node class="android.widget.LinearLayout" bounds="[0,1162][720,1280]">
                <node class="android.widget.LinearLayout" clickable="true" enabled="true" bounds="[0,1163][359,1280]"/>
                <node class="android.widget.LinearLayout" NAF="true" clickable="true" enabled="true" bounds="[360,1163][719,1280]"/>
              </node>
            </node>
            """) == [
                "Accounts",
                "Cards",
                "‹cut off at the list's edge› | Double-tap to activate",
                "Unlabelled | Double-tap to activate",
            ])
    }

    /// A tab of a row that scrolls sideways, scrolled almost out of view, is a line of one pixel at the row's edge in the
    /// dump, what it holds left out (sample P's I_Farming, whose first tab uiautomator marks NAF): cut off, not
    /// "Unlabelled". An empty tab shown whole, a thin control inside the row, one with nothing in it at the edge (its own
    /// words would show), and a sliver at the side of a list that scrolls up and down are read as they are.
    @Test func aControlShownAsASliverAtItsScrollersEdgeIsCutOff() throws {
        #expect(try say("""
            <node class="android.view.View" scrollable="true" bounds="[0,231][1080,357]">
              <node class="android.view.View" NAF="true" clickable="true" focusable="true" enabled="true" bounds="[0,231][1,357]"><node class="android.view.View" bounds="[0,231][1,357]"/></node>
              <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[1,231][237,357]"><node class="android.widget.TextView" text="Niche" bounds="[44,267][194,320]"/></node>
              <node class="android.view.View" NAF="true" clickable="true" focusable="true" enabled="true" bounds="[237,231][400,357]"/>
              <node class="android.view.View" NAF="true" clickable="true" focusable="true" enabled="true" bounds="[500,231][501,357]"/>
              <node class="android.widget.ImageButton" NAF="true" clickable="true" focusable="true" enabled="true" bounds="[1079,231][1080,357]"/>
            </node>
            """) == [
                "‹cut off at the list's edge› | Double-tap to activate",
                "Niche | Double-tap to activate",
                "Unlabelled | Double-tap to activate",
                "Unlabelled | Double-tap to activate",
                "Unlabelled, Button | Double-tap to activate",
            ])
        #expect(try say("""
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,200][1080,2000]">
              <node class="android.widget.FrameLayout" NAF="true" clickable="true" focusable="true" enabled="true" bounds="[0,500][2,600]"><node class="android.view.View" bounds="[0,500][2,600]"/></node>
            </node>
            """) == ["Unlabelled | Double-tap to activate"])
    }

    /// `template_node_error_with_error_message`, said only when the field's content is marked invalid (TalkBack's German and
    /// Russian tables leave it in English).
    @Test func anInvalidFieldSaysItsError() throws {
        let nodes = """
            <node class="android.widget.EditText" text="ann@" clickable="true" focusable="true" enabled="true" content-invalid="true" error="Enter a valid email"/>
            <node class="android.widget.EditText" text="Ann" clickable="true" focusable="true" enabled="true" content-invalid="false" error="Stale error"/>
            """
        #expect(try say(nodes) == ["ann@, Edit box, Error: Enter a valid email | Double-tap to edit text", "Ann, Edit box | Double-tap to edit text"])
        #expect(try say(nodes, locale: "de")[0] == "ann@, Bearbeitungsfeld, Error: Enter a valid email | Zum Bearbeiten von Text doppeltippen")
    }

    /// A field with text says its hint after its type (`getHintDescription`: the hint is left out only while it is shown
    /// in place of the text).
    @Test func aFilledFieldSaysItsHintAfterItsType() throws {
        #expect(try say("""
            <node class="android.widget.EditText" text="ann@example.com" hint="Email" clickable="true" focusable="true" enabled="true"/>
            <node class="android.widget.EditText" text="" hint="Email" clickable="true" focusable="true" enabled="true"/>
            """) == ["ann@example.com, Edit box, Email | Double-tap to edit text", "Email, Edit box | Double-tap to edit text"])
    }

    /// "selected" first, "disabled" last (`TreeNodesDescription`, docs/talkback-source.md §0; issue 21).
    @Test func disabledAndSelected() throws {
        #expect(try say("""
            <node class="android.widget.Button" text="Pay" clickable="true" enabled="false"/>
            <node class="android.view.View" content-desc="Home" clickable="true" selected="true" enabled="true"/>
            """) == [
                "Pay, Button, disabled",
                "selected, Home | Double-tap to activate",
            ])
    }

    /// Issue 21: "x of y" and "In list" come from a list's collection information (`CollectionState`), which no dump or
    /// layout carries: the rows on the screen are not the adapter's count, so no place is said rather than a wrong one.
    @Test func listItemsSayNoPlaceADumpCannotKnow() throws {
        #expect(try say("""
            <node class="androidx.recyclerview.widget.RecyclerView" scrollable="true" bounds="[0,0][1080,900]">
              <node class="android.widget.LinearLayout" clickable="true" enabled="true"><node class="android.widget.TextView" text="Apples"/></node>
              <node class="android.widget.LinearLayout" clickable="true" enabled="true"><node class="android.widget.TextView" text="Pears"/></node>
            </node>
            <node class="android.widget.GridView" bounds="[0,900][1080,1800]">
              <node class="android.widget.TextView" text="Photo"/>
            </node>
            """) == [
                "Apples | Double-tap to activate",
                "Pears | Double-tap to activate",
                "Photo",
            ])
    }

    /// Issue 21, focus as `AccessibilityNodeInfoUtils` decides it (talkback-model.md, "Corrections"): a list or scroll
    /// view is no stop, each text inside a scroll view is one, and a list's description does not make it one (a node with
    /// collection information never "has text"); a text under an actionable parent is never read on its own,
    /// even when the parent's description leaves it out; a clickable row of undescribed images is a stop with no name.
    @Test func containersAreNoStopsAndTextsUnderActionableParentsAreNotReadAgain() throws {
        #expect(try say("""
            <node class="androidx.recyclerview.widget.RecyclerView" focusable="true" scrollable="true" bounds="[0,0][1080,300]"/>
            <node class="android.widget.GridView" content-desc="Favourites" focusable="true" scrollable="true" bounds="[0,0][1080,300]"><node class="android.widget.ImageView" bounds="[0,0][100,100]"/></node>
            <node class="android.widget.ScrollView" focusable="true" scrollable="true" bounds="[0,300][1080,900]">
              <node class="android.widget.LinearLayout" bounds="[0,300][1080,900]">
                <node class="android.widget.TextView" text="Terms" bounds="[0,300][1080,400]"/>
                <node class="android.widget.TextView" text="Privacy" bounds="[0,400][1080,500]"/>
              </node>
            </node>
            <node class="android.widget.LinearLayout" content-desc="Wi-Fi settings" clickable="true" enabled="true" bounds="[0,900][1080,1000]">
              <node class="android.widget.TextView" text="Wi-Fi" bounds="[0,900][500,1000]"/>
            </node>
            <node class="android.widget.FrameLayout" clickable="true" enabled="true" bounds="[0,1000][1080,1100]">
              <node class="android.widget.ImageView" bounds="[0,1000][100,1100]"/>
            </node>
            """) == [
                "Terms",
                "Privacy",
                "Wi-Fi settings | Double-tap to activate",
                "Unlabelled | Double-tap to activate",
            ])
    }

    /// Issue 21, read on fixmath and checked against `TalkBackLabelManager.needsLabel`: a node that is only focusable is
    /// "Unlabelled" when TalkBack could let the user label it (it has a resource id), else a silent stop; and a string
    /// resource the files do not define is said as written, its marks not collapsed ("@string/swap__title").
    @Test func aFocusableNodeIsUnlabelledOnlyWithAResourceIDAndAnUnknownStringStaysAsWritten() throws {
        #expect(try say("""
            <node class="android.view.View" focusable="true" enabled="true" bounds="[0,0][100,100]"/>
            <node class="android.view.View" resource-id="com.example:id/canvas" focusable="true" enabled="true" bounds="[0,100][100,200]"/>
            <node class="android.widget.TextView" text="@string/swap__title" bounds="[0,200][100,300]"/>
            """) == ["", "Unlabelled", "@string/swap__title"])
    }

    /// Issue 21, read on a Capacitor app's dump: a web view says its page's title; the page's elements are stops of their
    /// own (TalkBack leaves the web view to move through them), not items of a scroll view folded into one.
    @Test func aWebViewsPageIsReadElementByElement() throws {
        #expect(try say("""
            <node class="android.webkit.WebView" text="Natal chart" focusable="true" scrollable="true" bounds="[0,0][1080,2000]">
              <node class="android.view.View" bounds="[0,0][1080,2000]">
                <node class="android.widget.TextView" text="DATE" bounds="[0,100][500,200]"/>
                <node class="android.widget.TextView" text="31/10/1974" bounds="[0,200][500,300]"/>
              </node>
            </node>
            """) == ["Natal chart, Webview", "DATE", "31/10/1974"])
    }

    /// TalkBack's German and Russian strings (`values-de`, `values-ru`), the Russian ones with their full stops.
    @Test func germanAndRussian() throws {
        let nodes = """
            <node class="android.widget.Switch" text="WLAN" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.CheckBox" text="Merken" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.ImageButton" clickable="true" enabled="true"/>
            <node class="android.widget.EditText" text="" hint="E-Mail" clickable="true" long-clickable="true" enabled="true"/>
            <node class="android.widget.ListView" bounds="[0,0][1080,900]"><node class="android.widget.TextView" text="Äpfel"/></node>
            """
        #expect(try say(nodes, locale: "de") == [
            "WLAN, Schalter | Zum Wechseln doppeltippen",
            "nicht aktiviert, Merken, Kästchen | Zum Wechseln doppeltippen",
            "Unbenannt, Schaltfläche | Zum Aktivieren doppeltippen",
            "E-Mail, Bearbeitungsfeld | Zum Bearbeiten von Text doppeltippen, Zum langen Drücken doppeltippen und halten",
            "Äpfel",
        ])
        #expect(try say(nodes, locale: "ru") == [
            "WLAN, Переключатель | Коснитесь дважды, чтобы включить или выключить",
            "не отмечено., Merken, Флажок | Коснитесь дважды, чтобы включить или выключить",
            "Без ярлыка, Кнопка | Коснитесь дважды, чтобы активировать",
            "E-Mail, Окно редактирования | Коснитесь дважды, чтобы редактировать текст, Коснитесь дважды и удерживайте",
            "Äpfel",
        ])
    }

    @Test func readingOrderIsTheHierarchysNotTheLayouts() throws {
        // TalkBack follows the view hierarchy (dumps carry no traversalBefore/After), whatever the bounds.
        #expect(try say("""
            <node class="android.widget.TextView" text="Second on screen" bounds="[0,500][1080,600]"/>
            <node class="android.widget.TextView" text="First on screen" bounds="[0,0][1080,100]"/>
            """) == ["Second on screen", "First on screen"])
    }

    @Test func explainSaysWhereEachWordCameFrom() throws {
        let xml = #"<hierarchy><node class="android.widget.Button" text="Pay" clickable="true" enabled="true"/></hierarchy>"#
        let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "d.xml")
        let screen = try #require(document.screens.first)
        let utterance = try #require(ScreenReader(explains: true).read(screen, idiom: .android).utterances.first)
        #expect(utterance.parts.map(\.source.summary) == [
            "runtimeSnapshot: its text attribute (line 1)", "TalkBack: the role of Button", "TalkBack: its usage hint",
        ])
    }
}
