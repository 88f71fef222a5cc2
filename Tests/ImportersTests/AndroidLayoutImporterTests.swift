import ElementModel
import Foundation
import Importers
import Testing

/// Android layout XML (`formats.md` §4): which files are layouts, each view's flags from its `android:` attributes
/// and its widget class, texts from the `strings.xml` beside the layout per language, data binding, `<include>`,
/// `<merge>`, `labelFor` and `tools:ignore`.
@Suite struct AndroidLayoutImporterTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools""#

    /// A layout of `views` inside one vertical LinearLayout.
    static func layout(_ views: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout \(namespaces) android:orientation="vertical">
        \(views)
        </LinearLayout>
        """
    }

    static func document(_ text: String, path: String = "activity_main.xml") throws -> LayoutDocument {
        guard case .importer(let importer) = ImporterCatalog.standard.route(bytes: Array(text.utf8), path: path) else {
            throw Failure.notRouted
        }
        return try importer.importDocument(bytes: Array(text.utf8), path: path)
    }

    enum Failure: Error { case notRouted }

    /// The LinearLayout's children.
    static func views(_ views: String) throws -> [Element] {
        try #require(try document(layout(views)).screens.first?.root.children)
    }

    @Test func layoutsAreRecognisedByTheirRootAndNamespace() throws {
        let android = #"xmlns:android="http://schemas.android.com/apk/res/android""#
        let layouts = ["<LinearLayout \(android)/>", "<layout \(android)><LinearLayout/></layout>", "<merge \(android)/>",
                       "<androidx.constraintlayout.widget.ConstraintLayout \(android)/>", "<view \(android) class=\"com.example.Card\"/>"]
        for text in layouts {
            guard case .importer(let importer) = ImporterCatalog.standard.route(bytes: Array(text.utf8), path: "x.xml") else {
                Issue.record("\(text) was not routed")
                continue
            }
            #expect(importer.formatName == "android-layout", "\(text)")
        }
        let others = ["<manifest \(android) package=\"com.example\"/>", "<vector \(android)/>", "<resources><string name=\"a\">A</string></resources>",
                      "<PreferenceScreen \(android)/>", "<selector \(android)/>", "<LinearLayout/>", "<MotionScene \(android)/>"]
        for text in others {
            if case .importer(let importer) = ImporterCatalog.standard.route(bytes: Array(text.utf8), path: "x.xml") {
                Issue.record("\(text) was routed to \(importer.formatName)")
            }
        }
    }

    /// An app's subclass of a list or scroll view (`EmptyRecyclerView`, `ObservableScrollView`) is one, as its base class
    /// is: no stop of its own, and its direct children are a list's items.
    @Test func anAppsListOrScrollViewIsOneByItsBaseClass() throws {
        let views = try Self.views("""
            <com.example.widget.EmptyRecyclerView android:id="@+id/orders" android:focusable="true">
              <LinearLayout android:clickable="true"><TextView android:text="Order 1"/></LinearLayout>
            </com.example.widget.EmptyRecyclerView>
            <com.example.widget.ObservableScrollView android:focusable="true"><TextView android:text="Terms"/></com.example.widget.ObservableScrollView>
            <com.example.widget.RecyclerViewHolder android:focusable="true"><TextView android:text="Held"/></com.example.widget.RecyclerViewHolder>
            """)
        #expect(views.map(\.accessibility.isElement.value) == [false, false, true], "a holder named after a list is no list")
        #expect(views[0].children[0].android?.isCollectionItem == true)
        #expect(views[1].children[0].android?.isCollectionItem == false && views[1].children[0].accessibility.isElement.value)
    }

    /// Android's own strings a layout names: the ones most layouts use are read in English ("yes" is "OK"); any other is
    /// left as written.
    @Test func androidsOwnStringsAreReadInEnglish() throws {
        let views = try Self.views("""
            <Button android:text="@android:string/cancel"/>
            <Button android:text="@android:string/yes"/>
            <Button android:text="@android:string/search_go"/>
            """)
        #expect(views.map(\.accessibility.label.value) == ["Cancel", "OK", "@android:string/search_go"])
    }

    /// A view of no size (the "dummy" that takes focus from a field) is never on screen; one stretched by a weight, by
    /// ConstraintLayout's constraints (0dp is "match constraints" there), by FlexboxLayout's grow or GridLayout's weights is.
    @Test func aViewOfNoSizeIsNoStop() throws {
        let views = try Self.views("""
            <LinearLayout android:id="@+id/focus_dummy" android:focusable="true" android:focusableInTouchMode="true" android:layout_width="0px" android:layout_height="0px"/>
            <Button android:text="Go" android:layout_width="0dp" android:layout_height="0dp" android:layout_weight="1"/>
            <Button android:text="Stop" android:layout_width="0dp" android:layout_height="0dp" app:layout_constraintTop_toTopOf="parent" xmlns:app="http://schemas.android.com/apk/res-auto"/>
            <Button android:text="Grow" android:layout_width="0dp" android:layout_height="0dp" app:layout_flexGrow="1" xmlns:app="http://schemas.android.com/apk/res-auto"/>
            <Button android:text="Cell" android:layout_width="0dp" android:layout_height="0dp" android:layout_columnWeight="1"/>
            """)
        #expect(views.map { $0.android?.hasNoSize } == [true, false, false, false, false])
        let focused = try Self.views("""
            <LinearLayout android:focusable="true" android:focusableInTouchMode="true" android:layout_width="0px" android:layout_height="0px"/>
            <Spinner android:id="@+id/spinner" android:layout_width="0dp" android:layout_height="0dp"/>
            <Button android:text="Go"/>
            """).map(\.accessibility.isElement.value)
        #expect(focused == [false, false, true], "TalkBack reaches neither the dummy nor the spinner code opens")
    }

    /// Material's `TabLayout`, a horizontal scroll view, gets its tabs from code: made focusable in the layout (LibreTorrent's
    /// details), it is no stop, where it was read "Tab bar" and reported unlabelled (issue 21, sample M).
    @Test func materialsTabLayoutIsNoStopOfItsOwn() throws {
        let views = try Self.views("""
            <com.google.android.material.tabs.TabLayout android:id="@+id/tabs" android:focusable="true"/>
            <TabWidget android:id="@android:id/tabs" android:focusable="true"/>
            """)
        #expect(views.map(\.accessibility.isElement.value) == [false, true], "an old TabHost's widget is a plain layout, not a scroll view")
    }

    /// Sample M (issue 21): a `NumberPicker` makes its own parts, which TalkBack reads in its place (Shuttle's week
    /// picker was one "Unlabelled" stop); a text widget that is the view its layout inflates to gets its text from code,
    /// which holds it with no id (ProtonMail's lone RadioButton, a list item whose adapter sets its text); a `<merge>`'s
    /// views are no such view.
    @Test func aNumberPickersPartsAndTheViewALayoutInflatesTo() throws {
        let picker = try Self.views(#"<NumberPicker android:id="@+id/weeks" android:focusable="true"/>"#)[0]
        #expect(!picker.accessibility.isElement.value)
        #expect(picker.children.map(\.type) == ["android.widget.Button", "android.widget.EditText", "android.widget.Button"])
        #expect(picker.children.allSatisfy { $0.isSynthesized && $0.accessibility.isElement.value && $0.android?.text == AndroidNode.setAtRunTime })
        let root = try #require(try Self.document(#"<RadioButton \#(Self.namespaces) android:layout_width="match_parent"/>"#).screens.first?.root)
        #expect(root.android?.text == AndroidNode.setAtRunTime)
        #expect(root.accessibility.label.provenance.detail.contains("the view the layout inflates to"))
        let merged = try #require(try Self.document(#"<merge \#(Self.namespaces)><RadioButton/></merge>"#).screens.first?.root)
        #expect(merged.children.first?.android?.text == nil, "merged into a parent: code finds it only by an id")
        let bound = try #require(try Self.document(#"<layout \#(Self.namespaces)><RadioButton/></layout>"#).screens.first?.root)
        #expect(bound.children.first?.android?.text == AndroidNode.setAtRunTime, "data binding's wrapper holds the inflated view")
        let inside = try Self.views(#"<RadioButton/>"#)[0]
        #expect(inside.android?.text == nil, "inside the root, no id: nothing fills it")
    }

    /// What widgets make or fill when the app runs, read on sample C (issue 21): a stopwatch shows its time; a clickable
    /// text view that shows only a drawable is an icon, not a text code fills in; an app's class given an input type is an
    /// edit box (Conversations' `EditMessage`); a toolbar's `app:navigationIcon` is a button first in it, named by
    /// `app:navigationContentDescription`, and its title a text view after it (Tachiyomi's title was read before the
    /// button when it was the toolbar's own text); a tooltip is kept (TalkBack says it last).
    @Test func whatWidgetsMakeOrFillAtRunTime() throws {
        let views = try Self.views("""
            <Chronometer android:id="@+id/timer"/>
            <TextView android:id="@+id/share" android:drawableEnd="@drawable/ic_share" android:clickable="true"/>
            <TextView android:id="@+id/status" android:drawableStart="@drawable/ic_clock"/>
            <com.example.EditMessage android:id="@+id/message" android:inputType="textMultiLine"/>
            <com.example.Badge android:id="@+id/badge" android:inputType="none"/>
            <com.google.android.material.appbar.MaterialToolbar android:id="@+id/toolbar" app:title="Record" app:navigationIcon="?attr/homeAsUpIndicator" xmlns:app="http://schemas.android.com/apk/res-auto"/>
            <androidx.appcompat.widget.Toolbar app:navigationIcon="@drawable/ic_menu" app:navigationContentDescription="Open menu" xmlns:app="http://schemas.android.com/apk/res-auto"/>
            <ImageButton android:tooltipText="Move down"/>
            """)
        #expect(views[0].android?.text == AndroidNode.setAtRunTime)
        #expect(views[1].android?.text == nil, "an icon: it has no words")
        #expect(views[2].android?.text == AndroidNode.setAtRunTime, "not clickable: a caption with an icon, filled by code")
        #expect(views[3].android.map(AndroidRole.of) == .editBox && views[3].android?.hint == "")
        #expect(views[4].android.map(AndroidRole.of) == AndroidRole.none)
        let navigation = try #require(views[5].children.first)
        #expect(navigation.isSynthesized && navigation.type == "android.widget.ImageButton" && navigation.location == views[5].location)
        #expect(navigation.android?.isClickable == true && navigation.android?.contentDescription == nil)
        #expect(navigation.accessibility.isElement.value, "a stop of its own, before the toolbar's title")
        let title = try #require(views[5].children.dropFirst().first)
        #expect(title.isSynthesized && title.type == "android.widget.TextView" && title.android?.text == "Record")
        #expect(views[5].android?.text == nil && views[5].children.count == 2, "the title is the toolbar's child, not its own text")
        #expect(views[6].children.count == 1, "no title, no text view")
        #expect(views[6].children.first?.android?.contentDescription == "Open menu")
        #expect(views[7].android?.tooltip == "Move down")
    }

    /// Sample D's layouts (issue 21): a CheckedTextView says no role; a slider's value is set by code when the layout gives
    /// none; an empty text view shows its hint; an app's `…ImageButton` is clickable; a menu row styled for a text is
    /// filled by code, as is an empty `android:text` beside a `tools:text`; Material's drop-down menu is one.
    @Test func whatSampleDsLayoutsShow() throws {
        let views = try Self.views("""
            <CheckedTextView android:text="Mon" android:checked="true"/>
            <SeekBar android:id="@+id/volume"/>
            <TextView android:id="@+id/date" android:hint="Date of birth"/>
            <com.example.widget.TintedImageButton android:src="@drawable/ic_play"/>
            <TextView android:id="@+id/hide" android:clickable="true" android:drawableStart="@drawable/ic_hide" android:drawablePadding="48dp"/>
            <TextView android:id="@+id/title" android:text="" tools:text="Pixel 7"/>
            <AutoCompleteTextView android:id="@+id/quality" android:inputType="none"/>
            """)
        #expect(views[0].android.map(AndroidRole.of) == AndroidRole.none && views[0].android?.isCheckable == true)
        #expect(views[1].android?.progress == AndroidNode.setAtRunTime)
        #expect(views[2].android?.text == "Date of birth")
        #expect(views[3].android?.isClickable == true)
        #expect(views[4].android?.text == AndroidNode.setAtRunTime && views[5].android?.text == AndroidNode.setAtRunTime)
        #expect(views[6].android.map(AndroidRole.of) == .dropDownList && views[6].android?.text == AndroidNode.setAtRunTime)
    }

    @Test func viewsTakeTheirWidgetsDefaultsAndWhatTheLayoutSets() throws {
        let views = try Self.views("""
            <Button android:id="@+id/pay" android:text="Pay"/>
            <Button android:text="Off" android:clickable="false" android:enabled="false"/>
            <CheckBox android:text="Remember me" android:checked="true"/>
            <EditText android:id="@id/password" android:inputType="textPassword" android:hint="Password"/>
            <TextView android:text="Account" android:accessibilityHeading="true" tools:text="Preview"/>
            <ImageView android:contentDescription="@null" android:importantForAccessibility="no"/>
            <LinearLayout android:onClick="openCard" android:visibility="gone"/>
            <view class="com.example.shop.RatingView" android:screenReaderFocusable="true"/>
            """)
        #expect(views.map(\.type) == ["android.widget.Button", "android.widget.Button", "android.widget.CheckBox", "android.widget.EditText",
                                      "android.widget.TextView", "android.widget.ImageView", "android.widget.LinearLayout",
                                      "com.example.shop.RatingView"])
        let nodes = views.compactMap(\.android)
        #expect(nodes[0].isClickable && nodes[0].isFocusable && nodes[0].viewID == "pay" && nodes[0].text == "Pay")
        #expect(views[0].accessibility.identifier.value == "pay" && views[0].accessibility.label.value == "Pay")
        #expect(!nodes[1].isClickable && !views[1].isEnabled, "the layout's clickable=false wins over the class's default")
        #expect(nodes[2].isCheckable && nodes[2].isChecked && nodes[2].isClickable)
        #expect(nodes[3].isPassword && nodes[3].hint == "Password" && nodes[3].viewID == "password")
        #expect(views[3].accessibility.traits.value.contains(.secureTextField))
        #expect(nodes[4].isHeading && nodes[4].text == "Account", "android:text is shown; tools:text only previews")
        #expect(nodes[5].contentDescription == nil && nodes[5].importance == .no)
        #expect(nodes[6].isClickable && views[6].isHidden, "onClick makes a view clickable; gone views are hidden")
        #expect(nodes[7].isScreenReaderFocusable && !nodes[7].isClickable)
        #expect(views[0].accessibility.isElement.value && views[0].accessibility.label.provenance.source == .layoutAttribute)
    }

    @Test func textsSetAtRunTimeAreMarkedSo() throws {
        let views = try Self.views("""
            <TextView android:id="@+id/total" tools:text="$42.00"/>
            <TextView android:text="@{viewModel.cardNumber}"/>
            <Button android:text="@{@string/pay(viewModel.total)}"/>
            <TextView android:id="@+id/empty"/>
            <TextView/>
            """)
        let texts = views.map { $0.android?.text }
        // An id is how code finds a view to fill (issue 21); with neither text nor id, nothing ever shows.
        #expect(texts == [AndroidNode.setAtRunTime, AndroidNode.setAtRunTime, AndroidNode.setAtRunTime, AndroidNode.setAtRunTime, nil])
        #expect(views[0].accessibility.label.value == AndroidNode.setAtRunTime)
    }

    /// A switch or check box in a row beside a group that holds its caption (RCX's settings, sample Q) shows no text:
    /// code does not fill it, and TalkBack says only "off, Switch" (a caption beside it, uHabits', was read so before).
    /// A radio button or a button beside such a group, or a switch in a row of no caption, keeps a text code may set.
    @Test func aSwitchBesideItsRowsTitleAndSummaryHasNoTextOfItsOwn() throws {
        let views = try Self.views("""
            <RelativeLayout>
                <LinearLayout><TextView android:text="Refresh local drives"/><TextView android:text="When starting"/></LinearLayout>
                <Switch android:id="@+id/refresh"/>
            </RelativeLayout>
            <LinearLayout><LinearLayout><TextView android:text="Remember me"/></LinearLayout><CheckBox android:id="@+id/remember"/></LinearLayout>
            <LinearLayout><LinearLayout><TextView android:text="Sort by"/></LinearLayout><RadioButton android:id="@+id/by_name"/></LinearLayout>
            <LinearLayout><LinearLayout><ImageView/></LinearLayout><Switch android:id="@+id/alone"/></LinearLayout>
            """)
        #expect(views[0].children[1].android?.text == nil && views[1].children[1].android?.text == nil)
        #expect(views[2].children[1].android?.text == AndroidNode.setAtRunTime, "a radio button's text is its choice, which code may set")
        #expect(views[3].children[1].android?.text == AndroidNode.setAtRunTime)
    }

    @Test func dataBindingIncludeAndMergeAreStructureNotViews() throws {
        let document = try Self.document("""
            <layout \(Self.namespaces)>
                <data><variable name="viewModel" type="com.example.ViewModel"/></data>
                <LinearLayout>
                    <include layout="@layout/toolbar"/>
                    <TextView android:text="Total"/>
                </LinearLayout>
            </layout>
            """)
        let root = try #require(document.screens.first?.root)
        #expect(root.type == "layout" && root.android == nil && root.children.count == 1, "<data> is skipped")
        let linear = root.children[0]
        #expect(linear.children.map(\.type) == ["include", "android.widget.TextView"])
        #expect(linear.children[0].accessibility.identifier.value == "@layout/toolbar" && linear.children[0].android == nil)
        let merge = try Self.document("<merge \(Self.namespaces)><Button android:text=\"OK\"/></merge>")
        #expect(merge.screens.first?.root.type == "merge" && merge.screens.first?.root.children.first?.android?.isClickable == true)
        #expect(document.format == "android-layout" && document.idiom == .android && document.screens.first?.name == "activity_main")
    }

    /// Issue 21: texts that code sets, a toolbar's title and an app view's own text attributes were read as no text, and
    /// their views reported "Unlabelled".
    @Test func textsSetAtRunTimeToolbarTitlesAndAnAppViewsTextAttributes() throws {
        let document = try Self.document("""
            <LinearLayout \(Self.namespaces) xmlns:app="http://schemas.android.com/apk/res-auto">
                <androidx.appcompat.widget.Toolbar android:id="@+id/toolbar" app:title="Settings"/>
                <RadioButton android:id="@+id/dark"/>
                <TextView android:id="@+id/total"/>
                <com.example.ui.SettingRow android:id="@+id/row" app:layout_behavior="@string/scrolling_behavior" app:headline="@string/sync" app:icon="@drawable/ic_sync"/>
                <ImageButton android:id="@+id/close" android:src="@drawable/ic_close"/>
                <com.google.android.material.button.MaterialButton android:id="@+id/share" app:icon="@drawable/ic_share"/>
                <Button android:onClick="pay"/>
                <com.example.ui.SwapView app:toolbarTitle="@string/swap"><TextView android:text="Scan"/></com.example.ui.SwapView>
            </LinearLayout>
            """)
        let views = try #require(document.screens.first?.root.children)
        // F-Droid's SwapView: a view whose children the layout gives shows those; its text attribute is the toolbar's.
        #expect(views.map { $0.android?.text } == [nil, AndroidNode.setAtRunTime, AndroidNode.setAtRunTime, "@string/sync", nil, nil, nil, nil],
                "no strings.xml here: the resource stays as written")
        #expect(views[0].children.first?.android?.text == "Settings", "the toolbar's title is a text view inside it")
        #expect(views[0].children.first?.accessibility.label.provenance.detail.hasPrefix("its title, app:title") == true)
        #expect(views[1].accessibility.label.provenance.detail.contains("an id for code to find it by"))
        #expect(views[3].accessibility.label.provenance.detail.hasPrefix("estimated from its app:headline"),
                "a layout_ attribute's string names a behaviour class, not a text")
        #expect(views[4].accessibility.label.value == nil && views[5].accessibility.label.value == nil,
                "an image button and an icon-only Material button show no text: they need a description")
        #expect(views[6].accessibility.label.value == nil, "a button with no id and no text has none, now or later")
    }

    /// Issue 21, read on markor: a clickable holder around an app's own editor class is no stop, since the class may be
    /// an edit text (it is); around only framework images it is one, with nothing to say.
    @Test func aClickableGroupIsAStopOnlyWhenNothingInsideMayAct() throws {
        let views = try Self.views("""
            <LinearLayout android:clickable="true"><com.example.HighlightingEditor android:id="@+id/editor"/></LinearLayout>
            <LinearLayout android:clickable="true"><ImageView android:src="@drawable/ic_play"/></LinearLayout>
            """)
        #expect(views.map(\.accessibility.isElement.value) == [false, true])
    }

    /// Issue 21, read on uHabits: a radio button with no text beside a caption in its row is named by that caption (and
    /// unnamed for TalkBack), not filled in by code.
    @Test func aControlBesideItsCaptionIsNotSetAtRunTime() throws {
        let views = try Self.views("""
            <LinearLayout>
                <RadioButton android:id="@+id/every_day"/>
                <TextView android:text="Every day"/>
            </LinearLayout>
            """)
        #expect(views[0].children[0].android?.text == nil)
        #expect(views[0].children[1].android?.text == "Every day")
    }

    /// Issue 21, read on OpenTracks' `track_list_item.xml`: a layout named as a list's row is read as the item it is in its
    /// list, one stop with its texts (TalkBack focuses a list's items), though nothing in it is clickable; the same views
    /// in a screen's or a dialog's layout are stops of their own.
    @Test(arguments: [("track_list_item.xml", true), ("item_song.xml", true), ("list_location_row.xml", true),
                      ("activity_todo_item.xml", false), ("dialog_new_checklist_item.xml", false), ("items.xml", false)])
    func aLayoutNamedAsAListRowIsReadAsOneItem(name: String, isRow: Bool) throws {
        let row = """
            <LinearLayout \(Self.namespaces) android:orientation="vertical">
                <TextView android:id="@+id/title"/>
                <TextView android:text="Marker count"/>
            </LinearLayout>
            """
        let root = try #require(try Self.document(row, path: "res/layout/" + name).screens.first?.root)
        #expect(root.accessibility.isElement.value == isRow)
        #expect(root.children.map(\.accessibility.isElement.value) == [!isRow, !isRow])
        if isRow { #expect(root.accessibility.label.value == AndroidNode.setAtRunTime + ", Marker count") }
    }

    /// Issue 21, read on OpenTracks: Material's search bar reports itself as an edit text named by its hint (its navigation
    /// icon is decorative), and its search view stays hidden until the bar is tapped (material-components' `SearchBar`,
    /// `SearchView`).
    @Test func materialsSearchBarIsAnEditBoxAndItsSearchViewIsHidden() throws {
        let views = try Self.views("""
            <com.google.android.material.search.SearchBar android:id="@+id/bar" android:hint="Search tracks" app:navigationIcon="@drawable/logo" xmlns:app="http://schemas.android.com/apk/res-auto"/>
            <com.google.android.material.search.SearchView android:id="@+id/search" android:hint="Search"/>
            """)
        #expect(views.count == 2, "no navigation button is made for the bar")
        #expect(AndroidRole.of(try #require(views[0].android)) == .editBox)
        #expect(views[0].android?.hint == "Search tracks" && views[0].accessibility.isElement.value)
        #expect(views[1].isHidden)
    }

    /// Issue 21, read on GnuCash and RadioDroid: `focusableInTouchMode` makes a view focusable, so a table that sets it
    /// is one stop reading its texts; a `ViewStub` is a placeholder code replaces, no view to read; a TextInputLayout's
    /// hint names its field, not the layout.
    @Test func focusableInTouchModeViewStubAndATextInputLayoutsHint() throws {
        let views = try Self.views("""
            <TableLayout android:focusableInTouchMode="true"><TableRow><TextView android:text="From:"/><TextView android:text="USD"/></TableRow></TableLayout>
            <ViewStub android:id="@+id/stub" android:layout="@layout/details" android:clickable="true"/>
            <com.google.android.material.textfield.TextInputLayout android:hint="Title"><EditText android:id="@+id/title"/></com.google.android.material.textfield.TextInputLayout>
            """)
        #expect(views[0].accessibility.isElement.value && views[0].accessibility.label.value == "From:, USD")
        #expect(views[1].android == nil && !views[1].accessibility.isElement.value)
        #expect(views[2].android?.text == nil && views[2].children[0].android?.hint == "Title")
    }

    /// Issue 21: a data-binding file whose `<layout>` declares only `xmlns:app`, Android's namespace on the view inside,
    /// was refused as "unsupported-format".
    @Test func aDataBindingWrapperThatDeclaresOnlyTheAppNamespaceIsALayout() throws {
        let document = try Self.document("""
            <layout xmlns:app="http://schemas.android.com/apk/res-auto">
                <data><variable name="item" type="com.example.Item"/></data>
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
                    <Button android:id="@+id/buy" android:text="Buy"/>
                </LinearLayout>
            </layout>
            """)
        let linear = try #require(document.screens.first?.root.children.first)
        #expect(document.format == "android-layout")
        #expect(linear.children.first?.accessibility.label.value == "Buy", "Android's attributes inside are read")
        let other = #"<layout xmlns:x="http://example.com/other"><LinearLayout/></layout>"#
        guard case .importer = ImporterCatalog.standard.route(bytes: Array(other.utf8), path: "other.xml") else { return }
        Issue.record("a <layout> of another vocabulary is not an Android layout")
    }

    @Test func labelForNamesTheFieldAndToolsIgnoreReachesInside() throws {
        let views = try Self.views("""
            <TextView android:text="Email" android:labelFor="@+id/email"/>
            <EditText android:id="@+id/email"/>
            <FrameLayout tools:ignore="ContentDescription, HardcodedText">
                <ImageButton android:src="@drawable/share" tools:ignore="LabelFor"/>
            </FrameLayout>
            """)
        #expect(views[0].android?.labelFor == "email" && views[1].android?.labeledBy == "Email")
        #expect(views[1].android?.hint == "", "no hint in the layout: the field has none")
        #expect(views[2].android?.lintIgnores == ["ContentDescription", "HardcodedText"])
        #expect(views[2].children[0].android?.lintIgnores == ["ContentDescription", "HardcodedText", "LabelFor"])
    }

    @Test func aTextInputLayoutsHintIsItsFieldsFloatingLabel() throws {
        let views = try Self.views("""
            <com.google.android.material.textfield.TextInputLayout android:hint="Email">
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/email"/>
            </com.google.android.material.textfield.TextInputLayout>
            <com.example.commons.MyTextInputLayout android:hint="Title">
                <FrameLayout><EditText android:id="@+id/title"/></FrameLayout>
            </com.example.commons.MyTextInputLayout>
            <EditText android:id="@+id/note" android:hint="Note"/>
            """)
        #expect(views[0].children[0].android?.hint == "Email" && views[0].children[0].android?.hintIsFloatingLabel == true)
        #expect(views[1].children[0].children[0].android?.hint == "Title", "an app's subclass, and a field deeper inside")
        #expect(views[2].android?.hintIsFloatingLabel == false)
        let placeholder = try Self.views("""
            <com.google.android.material.textfield.TextInputLayout xmlns:app="http://schemas.android.com/apk/res-auto" app:placeholderText="New name">
                <EditText android:id="@+id/name"/>
            </com.google.android.material.textfield.TextInputLayout>
            """)
        #expect(placeholder[0].children[0].android?.hint == "New name", "the placeholder a TextInputLayout shows in its empty field")
    }

    /// A custom end icon is a button after the field, named by its description (sample O's grocy "Scan barcode"), or by
    /// nothing; the other modes' icons show only in some states, and are not made.
    @Test func aTextInputLayoutsCustomEndIconIsAButtonAfterItsField() throws {
        let views = try Self.views("""
            <com.google.android.material.textfield.TextInputLayout xmlns:app="http://schemas.android.com/apk/res-auto"
                android:hint="Barcode" app:endIconMode="custom" app:endIconContentDescription="Scan barcode">
                <EditText android:id="@+id/barcode"/>
            </com.google.android.material.textfield.TextInputLayout>
            <com.google.android.material.textfield.TextInputLayout xmlns:app="http://schemas.android.com/apk/res-auto"
                android:hint="Name" app:endIconMode="clear_text">
                <EditText android:id="@+id/name"/>
            </com.google.android.material.textfield.TextInputLayout>
            """)
        #expect(views[0].children.count == 2 && views[0].children[1].isSynthesized)
        #expect(views[0].children[1].android?.contentDescription == "Scan barcode" && views[0].children[1].android?.isClickable == true)
        #expect(views[1].children.count == 1)
    }

    @Test func stringResourcesAreReadBesideTheLayoutPerLanguage() throws {
        let res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-layout-\(UUID().uuidString)/res").path
        defer { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
        for directory in ["layout", "values", "values-de"] {
            try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
        }
        try """
            <resources>
                <string name="app_name">Shop</string>
                <string name="title">@string/app_name</string>
                <string name="pay">Pay  <xliff:g id="amount" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">%1$s</xliff:g></string>
                <string name="quoted">"  two  spaces "</string>
                <string name="escaped">Don\\'t \\"stop\\"</string>
            </resources>
            """.write(toFile: res + "/values/strings.xml", atomically: true, encoding: .utf8)
        try #"<resources><string name="pay">%1$s bezahlen</string></resources>"#
            .write(toFile: res + "/values-de/strings.xml", atomically: true, encoding: .utf8)
        try Self.layout("""
            <TextView android:text="@string/title"/>
            <Button android:text="@string/pay"/>
            <TextView android:text="@string/quoted"/>
            <TextView android:text="@string/escaped"/>
            <TextView android:text="@string/missing"/>
            """).write(toFile: res + "/layout/activity_main.xml", atomically: true, encoding: .utf8)
        let document = try AndroidLayoutImporter().importDocument(atPath: res + "/layout/activity_main.xml")
        let screen = try #require(document.screens.first)
        #expect(screen.root.children.map { $0.android?.text } == ["Shop", "Pay %1$s", "  two  spaces ", "Don't \"stop\"", "@string/missing"])
        #expect(screen.translations.keys.sorted() == ["de"])
        #expect(screen.root(inLanguage: "de").children.map { $0.android?.text } == ["Shop", "%1$s bezahlen", "  two  spaces ",
                                                                                     "Don't \"stop\"", "@string/missing"])
        #expect(screen.root(inLanguage: "ru") == screen.root, "no values-ru: the default texts")
        // Read from standard input, nothing is beside it.
        let piped = try AndroidLayoutImporter().importDocument(bytes: Array(try String(contentsOfFile: res + "/layout/activity_main.xml",
                                                                                        encoding: .utf8).utf8), path: "-")
        #expect(piped.screens.first?.root.children.first?.android?.text == "@string/title")
    }

    /// Sample M (issue 21): MyExpenses' transaction form `<include>`s its date, tags and payment rows, which TalkBack reads
    /// where they stand and the transcript left out. An included layout found beside the layout (its own `layout-…`
    /// folder first) takes the include's place, as the inflater does: its root takes the include's id and visibility, a
    /// `<merge>`'s views join the parent, and a clickable parent speaks the included texts. A layout that includes itself,
    /// or is not there, stays a placeholder; includes that multiply (each layout including the next twice) stop at a bound.
    @Test func includedLayoutsAreReadInTheirPlace() throws {
        let res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-layout-\(UUID().uuidString)/res").path
        defer { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
        for directory in ["layout", "layout-land", "values"] {
            try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
        }
        try #"<resources><string name="date">Date</string></resources>"#.write(toFile: res + "/values/strings.xml", atomically: true, encoding: .utf8)
        var files = [
            "layout/date_edit": #"<LinearLayout \#(Self.namespaces)><Button android:id="@+id/date" android:text="@string/date"/><include layout="@layout/loop"/></LinearLayout>"#,
            "layout/loop": #"<merge \#(Self.namespaces)><TextView android:text="Loop"/><include layout="@layout/loop"/></merge>"#,
            "layout/hidden_row": #"<TextView \#(Self.namespaces) android:text="Hidden"/>"#,
            "layout/name_row": #"<merge \#(Self.namespaces)><TextView android:text="Name"/><Button android:text="Delete"/></merge>"#,
            "layout/orientation": #"<Button \#(Self.namespaces) android:text="Portrait"/>"#,
            "layout-land/orientation": #"<Button \#(Self.namespaces) android:text="Landscape"/>"#,
        ]
        for level in 0..<20 {
            let inner = level == 19 ? #"<ImageButton android:id="@+id/end"/>"# : #"<include layout="@layout/twice\#(level + 1)"/><include layout="@layout/twice\#(level + 1)"/>"#
            files["layout/twice\(level)"] = #"<LinearLayout \#(Self.namespaces)>\#(inner)</LinearLayout>"#
        }
        for (name, text) in files { try text.write(toFile: res + "/\(name).xml", atomically: true, encoding: .utf8) }
        try Self.layout("""
            <include android:id="@+id/when" layout="@layout/date_edit"/>
            <include layout="@layout/hidden_row" android:visibility="gone"/>
            <include layout="@layout/missing"/>
            <include layout="@layout/one_expense"/>
            <LinearLayout android:clickable="true"><include layout="@layout/name_row"/></LinearLayout>
            <include layout="@layout/twice0"/>
            """).write(toFile: res + "/layout/one_expense.xml", atomically: true, encoding: .utf8)
        let screen = try #require(try AndroidLayoutImporter().importDocument(atPath: res + "/layout/one_expense.xml").screens.first)
        let views = screen.root.children
        #expect(views[0].android?.viewID == "when", "the include's id replaces the included root's")
        #expect(views[0].children[0].android?.text == "Date" && views[0].children[0].location.path.hasSuffix("/layout/date_edit.xml"))
        #expect(views[0].children[0].accessibility.label.provenance.detail.contains("values/strings.xml"), "its text's source is named")
        #expect(views[0].children.map(\.type) == ["android.widget.Button", "android.widget.TextView", "include"],
                "a merge's views join the parent; the layout including itself again is not read again")
        #expect(views[1].isHidden, "the include's visibility replaces the root's")
        #expect(views[2].type == "include" && views[2].accessibility.identifier.value == "@layout/missing")
        #expect(views[3].type == "include", "a layout including itself is not read again")
        #expect(views[4].accessibility.isElement.value && views[4].accessibility.label.value == "Name",
                "a clickable parent speaks the included text; the button is a stop of its own")
        func count(_ element: Element) -> Int { element.children.reduce(1) { $0 + count($1) } }
        #expect(count(views[5]) < 6_000, "includes that multiply stop at the bound")
        let land = try #require(try AndroidLayoutImporter().importDocument(atPath: res + "/layout-land/orientation.xml").screens.first)
        #expect(land.root.android?.text == "Landscape")
        try Self.layout(#"<include layout="@layout/orientation"/>"#).write(toFile: res + "/layout-land/screen.xml", atomically: true, encoding: .utf8)
        let landscape = try #require(try AndroidLayoutImporter().importDocument(atPath: res + "/layout-land/screen.xml").screens.first)
        #expect(landscape.root.children.first?.android?.text == "Landscape", "a layout-land layout's includes come from layout-land first")
        let piped = try AndroidLayoutImporter().importDocument(bytes: Array(try String(contentsOfFile: res + "/layout/one_expense.xml",
                                                                                        encoding: .utf8).utf8), path: "-")
        #expect(piped.screens.first?.root.children.first?.type == "include", "from standard input, nothing is beside it")
    }

    /// Issue 21: Android merges every file of a values directory, so strings come from `strings_settings.xml` or
    /// `donottranslate.xml` as well as from `strings.xml`; a non-XML file there is not read.
    @Test func stringsComeFromEveryResourceFileOfAValuesDirectory() throws {
        let res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-layout-\(UUID().uuidString)/res").path
        defer { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
        for directory in ["layout", "values", "values-de"] {
            try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
        }
        let files = [
            "values/strings.xml": #"<resources><string name="save">Save</string></resources>"#,
            "values/strings_settings.xml": #"<resources><string name="sync">Sync now</string><color name="red">#f00</color></resources>"#,
            "values/donottranslate.xml": #"<resources><string name="brand">Shop</string></resources>"#,
            "values/notes.txt": #"<resources><string name="ignored">Not a resource</string></resources>"#,
            "values-de/strings_settings.xml": #"<resources><string name="sync">Jetzt synchronisieren</string></resources>"#,
        ]
        for (path, text) in files { try text.write(toFile: res + "/" + path, atomically: true, encoding: .utf8) }
        try Self.layout("""
            <Button android:text="@string/save"/>
            <Button android:text="@string/sync"/>
            <TextView android:text="@string/brand"/>
            <TextView android:text="@string/ignored"/>
            """).write(toFile: res + "/layout/activity_main.xml", atomically: true, encoding: .utf8)
        let screen = try #require(try AndroidLayoutImporter().importDocument(atPath: res + "/layout/activity_main.xml").screens.first)
        #expect(screen.root.children.map { $0.android?.text } == ["Save", "Sync now", "Shop", "@string/ignored"])
        #expect(screen.root(inLanguage: "de").children.map { $0.android?.text } == ["Save", "Jetzt synchronisieren", "Shop", "@string/ignored"])
    }

    /// Issue 21: a hidden ConstraintLayout `Group` hides the views it names; a spinner shows its adapter's selected item,
    /// not a text of its own.
    @Test func groupsHideWhatTheyNameAndSpinnersShowTheirSelectedItem() throws {
        let views = try Self.views("""
            <androidx.constraintlayout.widget.Group xmlns:app="http://schemas.android.com/apk/res-auto" android:visibility="gone" app:constraint_referenced_ids="cancel, timer"/>
            <Button android:id="@+id/cancel" android:text="Cancel"/>
            <TextView android:id="@+id/timer" android:text="10:00"/>
            <Button android:id="@+id/start" android:text="Start"/>
            <Spinner android:id="@+id/repeat" android:text="Ignored"/>
            """)
        #expect(views.map(\.isHidden) == [true, true, true, false, false])
        #expect(views[4].android?.text == AndroidNode.setAtRunTime)
        let controls = try Self.views("""
            <SeekBar android:id="@+id/threads" android:max="31" android:progress="3"/>
            <SeekBar android:id="@+id/volume"/>
            <com.example.MyAppCompatCheckbox android:id="@+id/agree" android:text="Agree"/>
            """)
        #expect(controls.map { $0.android?.progress } == ["3", AndroidNode.setAtRunTime, nil], "TalkBack says a slider's value as its state")
        #expect(controls[2].android.map(AndroidRole.of) == .checkBox, "an app's check box spelt \"Checkbox\"")
    }

    @Test func aTruncatedLayoutIsAnErrorWithItsPlace() {
        let text = "<LinearLayout \(Self.namespaces)>\n  <Button android:text=\"OK\""
        do {
            _ = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "activity_main.xml")
            Issue.record("a truncated layout was read")
        } catch {
            #expect(error.path == "activity_main.xml" && error.line == 2, "\(error.message)")
        }
    }

    @Test func everyCorpusLayoutLoads() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/android-layout").path
        let files = (FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".xml") }
        #expect(files.count == 6)
        for file in files {
            let path = corpus + "/" + file
            guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: path) else {
                Issue.record("\(file) was not routed")
                continue
            }
            let document = try importer.importDocument(atPath: path)
            #expect(document.format == "android-layout" && document.screens.count == 1, "\(file)")
        }
    }
}
