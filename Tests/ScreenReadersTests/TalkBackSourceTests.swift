import Importers
import ScreenReaders
import Testing

/// TalkBack's phrases checked string by string against what its source gives (google/talkback at 26a27dc0, read in
/// docs/talkback-source.md; the file each expectation comes from is named on each test). Paths: `compositor/` is
/// `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`, `utils/` is
/// `utils/src/main/java/com/google/android/accessibility/utils/`. A dump has no state descriptions, so none are
/// assumed.
@Suite struct TalkBackSourceTests {
    /// `compositor/AccessibilityNodeFeedbackUtils.java` (`getUnlabelledNodeDescription`: only a node with no role word,
    /// not checkable, enabled) and `compositor/roledescription/NonTextViewsDescription.java` ("Unlabelled" as an image's
    /// state, clickable or not).
    @Test func unlabelledIsSaidForPlainViewsAndImagesOnly() throws {
        #expect(try talkBackSays("""
            <node class="android.view.View" clickable="true" enabled="true"/>
            <node class="android.widget.ImageView" focusable="true" enabled="true"/>
            <node class="android.widget.ImageButton" clickable="true" enabled="true"/>
            <node class="android.widget.CheckBox" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.Switch" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.Button" clickable="true" enabled="true"/>
            <node class="android.widget.EditText" clickable="true" focusable="true" enabled="true"/>
            <node class="android.widget.SeekBar" focusable="true" enabled="true"/>
            <node class="android.view.View" clickable="true" enabled="false"/>
            """) == [
                "Unlabelled | Double-tap to activate",
                "Unlabelled, Image",
                "Unlabelled, Button | Double-tap to activate",
                "not checked, Check box | Double-tap to toggle",
                "off, Switch | Double-tap to toggle",
                "Button | Double-tap to activate",
                "Edit box | Double-tap to edit text",
                "Slider",
                "disabled",
            ])
    }

    /// `compositor/roledescription/TreeNodesDescription.java` (`aggregateNodeTreeDescription`): "selected" before the
    /// node's check state and words, "disabled" after everything, "Heading" last and never with "disabled".
    @Test func selectedFirstDisabledLastHeadingAfterIt() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.Button" text="Next" clickable="true" selected="true" enabled="false"/>
            <node class="android.widget.CheckBox" text="Remember me" checkable="true" checked="true" clickable="true" selected="true" enabled="true"/>
            <node class="android.widget.TextView" text="Account" heading="true" enabled="false"/>
            """) == [
                "selected, Next, Button, disabled",
                "selected, checked, Remember me, Check box | Double-tap to toggle",
                "Account, Heading",
            ])
    }

    /// `compositor/roledescription/EditTextDescription.java`: the text replaces the description; a password says its
    /// description or "password", then how many characters it holds (`template_password_character_count`).
    @Test func editBoxesSayTheirTextAndPasswordsTheirLength() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.EditText" text="alice" content-desc="User field" clickable="true" focusable="true" enabled="true"/>
            <node class="android.widget.EditText" text="••••" password="true" clickable="true" focusable="true" enabled="true"/>
            <node class="android.widget.EditText" text="•" password="true" content-desc="PIN" clickable="true" focusable="true" enabled="true"/>
            <node class="android.widget.EditText" text="" content-desc="Search" clickable="true" focusable="true" enabled="true"/>
            """) == [
                "alice, Edit box | Double-tap to edit text",
                "password, 4 characters, Edit box | Double-tap to edit text",
                "PIN, 1 character, Edit box | Double-tap to edit text",
                "Search, Edit box | Double-tap to edit text",
            ])
        #expect(try talkBackSays("""
            <node class="android.widget.EditText" text="•••••" password="true" clickable="true" focusable="true" enabled="true"/>
            """, locale: "ru") == ["пароль., 5 символов, Окно редактирования | Коснитесь дважды, чтобы редактировать текст"])
    }

    /// `utils/output/SpeechCleanupUtils.java`: a lone symbol is said by its name (`strings_symbols.xml`), a run of one
    /// mark by its count and name; "+" has no name there and is left to the voice.
    @Test func symbolsAreSaidByName() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.Button" text="?" clickable="true" enabled="true"/>
            <node class="android.widget.TextView" text="-"/>
            <node class="android.widget.Button" text="×" clickable="true" enabled="true"/>
            <node class="android.widget.Button" text="+" clickable="true" enabled="true"/>
            <node class="android.widget.TextView" text="Loading..."/>
            """) == [
                "Question mark, Button | Double-tap to activate",
                "Dash",
                "Multiplication sign, Button | Double-tap to activate",
                "+, Button | Double-tap to activate",
                "Loading 3 Period",
            ])
        #expect(try talkBackSays(#"<node class="android.widget.TextView" text="-"/>"#, locale: "de") == ["Bindestrich"])
        // Every mark of the table is named, π among them (a calculator's key, sample O); a text of white space alone is
        // said by its first character's name (`cleanUp`: trimmed to nothing).
        #expect(try talkBackSays("""
            <node class="android.widget.Button" text="π" clickable="true" enabled="true"/>
            <node class="android.widget.Button" text="√" clickable="true" enabled="true"/>
            <node class="android.widget.TextView" text=" "/>
            """) == ["Pi, Button | Double-tap to activate", "Square root, Button | Double-tap to activate", "Space"])
        #expect(try talkBackSays(#"<node class="android.widget.Button" text="π" clickable="true" enabled="true"/>"#, locale: "ru")
                == ["Число пи., Кнопка | Коснитесь дважды, чтобы активировать"])
    }

    /// `talkback/…/focusmanagement/WindowTraversal.java` (`WindowOrderComparator`): System UI's windows are read after the others,
    /// each group top to bottom; a dump that lists the status bar first is read from the app.
    @Test func systemWindowsAreReadLast() throws {
        let xml = """
            <hierarchy rotation="0">
            <node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,100]"><node class="android.widget.TextView" text="12:22" package="com.android.systemui" bounds="[40,20][200,80]"/></node>
            <node class="android.widget.FrameLayout" package="com.google.android.inputmethod.latin" bounds="[0,1600][1080,2400]"><node class="android.widget.FrameLayout" content-desc="Delete" clickable="true" package="com.google.android.inputmethod.latin" bounds="[900,2200][1080,2300]"/></node>
            <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]"><node class="android.widget.TextView" text="Search" package="com.example" bounds="[40,200][1000,300]"/></node>
            </hierarchy>
            """
        let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "dump.xml")
        let transcript = ScreenReader().read(try #require(document.screens.first), idiom: document.idiom)
        #expect(transcript.utterances.map(\.text) == ["Search", "Delete", "12:22"])
    }

    /// `compositor/CompositorUtils.java` (`dedupJoin`): of a node's state, name and role, one equal to an earlier one in
    /// any case is not said again; containing it is not equal.
    @Test func aRoleWordEqualToTheNameIsNotSaidTwice() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.Button" text="Button" clickable="true" enabled="true"/>
            <node class="android.widget.Button" text="button" clickable="true" enabled="true"/>
            <node class="android.widget.Button" text="Big button" clickable="true" enabled="true"/>
            """) == [
                "Button | Double-tap to activate",
                "button | Double-tap to activate",
                "Big button, Button | Double-tap to activate",
            ])
    }

    /// `compositor/roledescription/SwitchDescription.java`: a switch's or toggle button's text is its state, its
    /// description its name, "on"/"off" only where it has no text.
    @Test func switchesAndToggleButtonsSayTheirTextAsTheirState() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.ToggleButton" text="ON" content-desc="Mute" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.ToggleButton" text="ON" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.Switch" content-desc="Wi-Fi" checkable="true" checked="true" clickable="true" enabled="true"/>
            <node class="android.widget.Switch" text="Wi-Fi" checkable="true" checked="true" clickable="true" enabled="true"/>
            """) == [
                "ON, Mute, Switch | Double-tap to toggle",
                "ON, Switch | Double-tap to toggle",
                "on, Wi-Fi, Switch | Double-tap to toggle",
                "Wi-Fi, Switch | Double-tap to toggle",
            ])
    }

    /// `utils/Role.java` (a spinner is a drop-down list) and `TreeNodesDescription.treeNodesDescription`: the spinner's
    /// role, then its children (the chosen value); a description stops the children being read.
    @Test func aSpinnerSaysItsRoleThenItsValue() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.Spinner" clickable="true" enabled="true"><node class="android.widget.TextView" text="Red"/></node>
            <node class="android.widget.Spinner" content-desc="Color" clickable="true" enabled="true"><node class="android.widget.TextView" text="Red"/></node>
            """) == [
                "Drop down list, Red | Double-tap to change",
                "Color, Drop down list | Double-tap to change",
            ])
    }

    /// `utils/Role.java`: any CompoundButton that is no switch, toggle or radio button is a check box, as a library's
    /// switch that extends it reports itself (kyleduo's `SwitchButton`, class `android.widget.CompoundButton`).
    @Test func aCompoundButtonIsACheckBox() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.CompoundButton" checkable="true" checked="false" clickable="true" enabled="true"/>
            <node class="android.widget.CompoundButton" text="Sync" checkable="true" checked="true" clickable="true" enabled="true"/>
            """) == [
                "not checked, Check box | Double-tap to toggle",
                "checked, Sync, Check box | Double-tap to toggle",
            ])
    }

    /// `TreeNodesDescription.getAppendedTreeDescription`: a row speaks each child it holds with the child's own check
    /// state and role; a child that takes focus itself is left to its own stop; an image with no description is not in
    /// the tree TalkBack reads (`View` makes it important for accessibility only with a description), nor is a view
    /// marked not important.
    @Test func aMergedRowSpeaksItsChildrensStatesAndRoles() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.LinearLayout" clickable="true" enabled="true">
              <node class="android.widget.TextView" text="Notifications"/>
              <node class="android.widget.CheckBox" checkable="true" checked="true" enabled="true"/>
            </node>
            <node class="android.widget.LinearLayout" clickable="true" enabled="true">
              <node class="android.widget.ImageView" content-desc="Profile photo"/>
              <node class="android.widget.ImageView"/>
              <node class="android.widget.TextView" text="Alice"/>
              <node class="android.widget.TextView" text="typing" a11y-important="false"/>
            </node>
            <node class="android.widget.LinearLayout" clickable="true" enabled="true">
              <node class="android.widget.TextView" text="Alerts"/>
              <node class="android.widget.CheckBox" checkable="true" checked="false" clickable="true" focusable="true" enabled="true"/>
            </node>
            """) == [
                "Notifications, checked, Check box | Double-tap to activate",
                "Profile photo, Image, Alice | Double-tap to activate",
                "Alerts | Double-tap to activate",
                "not checked, Check box | Double-tap to toggle",
            ])
    }

    /// `CompositorUtils.conditionalPrepend`: a check state is said only before something else; a child TalkBack could
    /// focus (a focusable list) is no part of its parent's phrase (`TreeNodesDescription`, `isAccessibilityFocusable`).
    @Test func aCheckStateNeedsSomethingAfterItAndFocusableChildrenAreLeftOut() throws {
        #expect(try talkBackSays("""
            <node class="android.view.View" checkable="true" checked="true" clickable="true" enabled="true" bounds="[0,0][100,100]"/>
            <node class="android.widget.FrameLayout" content-desc="" clickable="true" enabled="true" bounds="[0,200][1080,900]">
              <node class="android.widget.TextView" text="MelodyFlow" bounds="[0,200][500,260]"/>
              <node class="androidx.recyclerview.widget.RecyclerView" focusable="true" scrollable="true" bounds="[0,300][1080,900]"/>
            </node>
            """) == [
                " | Double-tap to toggle",
                "MelodyFlow | Double-tap to activate",
            ])
    }

    /// `AccessibilityNodeInfoUtils.isTopLevelScrollItem`: an item of something that scrolls is one stop that reads what is
    /// inside it. A Compose dump lists only semantics nodes, which TalkBack reads, so a Compose card in a scrolling column
    /// is one stop; a Views dump lists views not important for accessibility too (a plain LinearLayout, whose texts
    /// TalkBack reads one by one), so there each text stays a stop of its own.
    @Test func aComposeCardInAScrollingColumnIsOneStop() throws {
        #expect(try talkBackSays("""
            <node class="android.view.View" scrollable="true" bounds="[0,0][1080,2000]">
              <node class="android.view.View" bounds="[0,0][1080,400]">
                <node class="android.widget.TextView" text="Gemma 2B" bounds="[54,20][900,80]"/>
                <node class="android.widget.TextView" text="1.4 GB" bounds="[54,100][900,160]"/>
              </node>
            </node>
            <node class="android.widget.ScrollView" scrollable="true" bounds="[0,0][1080,2000]">
              <node class="android.widget.LinearLayout" bounds="[0,0][1080,400]">
                <node class="android.widget.TextView" text="Terms" bounds="[54,20][900,80]"/>
                <node class="android.widget.TextView" text="Privacy" bounds="[54,100][900,160]"/>
              </node>
            </node>
            """) == ["Gemma 2B, 1.4 GB", "Terms", "Privacy"])
    }

    /// `AccessibilityNodeInfoUtils.isTopLevelScrollItem`: a child of a node whose role is a scroll view (`Role.getRole`,
    /// by its class) is a scroll item whether or not the scroll view can scroll: a Compose column that fits the screen
    /// reports a ScrollView with no scroll action (`scrollable="false"`), and its card is still one stop.
    @Test func aCardInAScrollViewThatCannotScrollIsOneStop() throws {
        #expect(try talkBackSays("""
            <node class="android.widget.ScrollView" scrollable="false" bounds="[72,0][1008,2340]">
              <node class="android.view.View" bounds="[72,200][1008,700]">
                <node class="android.widget.TextView" text="Step 2" bounds="[100,220][900,280]"/>
                <node class="android.widget.TextView" text="Your birth time" bounds="[100,300][900,360]"/>
              </node>
            </node>
            """) == ["Step 2, Your birth time"])
    }
}
