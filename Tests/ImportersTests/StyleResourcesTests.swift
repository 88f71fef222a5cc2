import ElementModel
import Foundation
import Importers
import Testing

/// A view's `style="@style/…"` gives it the style's items, and its parents', under its own attributes, as Android
/// inflates it: read on sample O (issue 21), where Grocy's toolbars took their back button
/// (`navigationContentDescription`) and its rows their `android:clickable` from the app's `styles.xml` alone, and
/// Calculator++'s editor its `inputType`.
@Suite struct StyleResourcesTests {
    /// A `res` directory holding `layout/activity_main.xml` with `views` and `values/styles.xml` with `styles`
    /// (inside `<resources>`); removed by `done`.
    struct Project {
        let res: String
        var layout: String { res + "/layout/activity_main.xml" }

        init(views: String, styles: String) throws {
            res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-styles-\(UUID().uuidString)/res").path
            for directory in ["layout", "values", "values-de"] {
                try FileManager.default.createDirectory(atPath: res + "/" + directory, withIntermediateDirectories: true)
            }
            try AndroidLayoutImporterTests.layout(views).write(toFile: layout, atomically: true, encoding: .utf8)
            try "<resources>\n\(styles)\n</resources>\n".write(toFile: res + "/values/styles.xml", atomically: true, encoding: .utf8)
        }

        /// Another file of `values-de`, whose styles Android would take only on a German device with no `values` of its own.
        func addGerman(_ resources: String) throws {
            try "<resources>\n\(resources)\n</resources>\n".write(toFile: res + "/values-de/strings.xml", atomically: true, encoding: .utf8)
        }

        func views() throws -> [Element] {
            try #require(try AndroidLayoutImporter().importDocument(atPath: layout).screens.first?.root.children)
        }

        func done() { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
    }

    static let app = #"xmlns:app="http://schemas.android.com/apk/res-auto""#

    @Test func aToolbarsStyleGivesItsNamedBackButton() throws {
        let project = try Project(views: """
            <com.google.android.material.appbar.MaterialToolbar \(Self.app) android:id="@+id/toolbar" style="@style/Widget.App.Toolbar.Back" app:title="Edit recipe"/>
            """, styles: """
            <style name="Widget.App.Toolbar" parent="@style/Widget.Material3.Toolbar">
              <item name="titleCentered">true</item>
            </style>
            <style name="Widget.App.Toolbar.Back" parent="@style/Widget.App.Toolbar">
              <item name="navigationIcon">@drawable/ic_round_arrow_back</item>
              <item name="navigationContentDescription">Back</item>
            </style>
            """)
        defer { project.done() }
        let toolbar = try #require(try project.views().first)
        let button = try #require(toolbar.children.first)
        #expect(button.isSynthesized && button.android?.contentDescription == "Back" && button.android?.isClickable == true)
        #expect(toolbar.children.dropFirst().first?.android?.text == "Edit recipe", "the title after it")
    }

    /// A style's icon with no description is the action bar's up arrow, which code names or hides (Bitcoin Wallet's
    /// toolbar style gives every toolbar one; its wallet screen shows none): no unnamed button is made of it.
    @Test func aToolbarsStyleIconWithNoDescriptionMakesNoButton() throws {
        let project = try Project(views: """
            <Toolbar android:id="@+id/appbar" style="@style/My.Widget.Toolbar"/>
            """, styles: """
            <style name="My.Widget.Toolbar" parent="@android:style/Widget.Material.Toolbar">
              <item name="android:navigationIcon">@drawable/ic_back_white_24dp</item>
            </style>
            """)
        defer { project.done() }
        let toolbar = try #require(try project.views().first)
        #expect(toolbar.children.isEmpty)
    }

    /// Items come from the whole chain, nearest first: the named parent, then the parent a dotted name implies; the view's
    /// own attributes over all of them; never a text, which a style holds only as a placeholder, nor a visibility.
    @Test func itemsComeFromTheChainOfParentsUnderTheViewsOwn() throws {
        let project = try Project(views: """
            <LinearLayout android:id="@+id/preparation" style="@style/Row.TwoLine.Clickable" android:orientation="vertical">
              <TextView android:text="Preparation"/>
              <TextView android:id="@+id/description"/>
            </LinearLayout>
            <LinearLayout android:id="@+id/header" style="@style/Row.TwoLine.Clickable" android:clickable="false">
              <TextView android:text="Header"/>
            </LinearLayout>
            <com.example.EditorView android:id="@+id/editor" style="@style/Editor.Onscreen"/>
            <TextView android:text="No favourites yet" style="@style/EmptyNotice"/>
            """, styles: """
            <style name="Row"><item name="android:clickable">true</item></style>
            <style name="Row.TwoLine"><item name="android:minHeight">72dp</item></style>
            <style name="Row.TwoLine.Clickable" parent="Row.TwoLine">
              <item name="android:background">@drawable/ripple</item>
            </style>
            <style name="Editor"><item name="android:text">1 + 2</item></style>
            <style name="Editor.Onscreen" parent="Editor"><item name="android:inputType">text|textNoSuggestions</item></style>
            <style name="EmptyNotice"><item name="android:visibility">gone</item></style>
            """)
        defer { project.done() }
        let views = try project.views()
        #expect(views[0].android?.isClickable == true, "from Row, two parents up")
        #expect(views[0].accessibility.isElement.value && views[0].children.allSatisfy { !$0.accessibility.isElement.value },
                "one stop that reads its texts")
        #expect(views[1].android?.isClickable == false, "the view's own attribute wins")
        #expect(views[2].android.map(AndroidRole.of) == .editBox, "an input type from the style makes an edit box")
        #expect(views[2].android?.text == nil, "a style's text is a placeholder for what code writes in each view")
        #expect(!views[3].isHidden, "a style that hides a view hides what code shows")
    }

    /// An item is read as the attribute it stands for: its escapes undone once, where its text is read, with the text of
    /// markup inside it; a style's title, a placeholder as its text is, is not taken; an icon the style gives is a button
    /// when the view itself names it.
    @Test func itemsAreReadAsTheAttributesTheyStandFor() throws {
        let project = try Project(views: """
            <ImageButton android:id="@+id/beta" style="@style/Quoted"/>
            <ImageButton android:id="@+id/menu" style="@style/Marked"/>
            <Toolbar android:id="@+id/bar" style="@style/Bar" android:navigationContentDescription="Back"/>
            """, styles: #"""
            <style name="Quoted"><item name="android:contentDescription">\"Beta\" mode</item></style>
            <style name="Marked"><item name="android:contentDescription">
                Open <b>menu</b> now
            </item></style>
            <style name="Bar">
              <item name="android:navigationIcon">@drawable/ic_back</item>
              <item name="android:title">MyApp</item>
            </style>
            """#)
        defer { project.done() }
        let views = try project.views()
        #expect(views[0].android?.contentDescription == "\"Beta\" mode")
        #expect(views[1].android?.contentDescription == "Open menu now")
        #expect(views[2].children.map { $0.android?.contentDescription } == ["Back"], "its button, and no title")
    }

    /// A parent chain that comes back on itself ends; a style Android or a library defines, a theme's attribute and an
    /// unknown style give nothing; a language's folder holds no styles the tool reads.
    @Test func loopsOutsideStylesAndLanguageFoldersGiveNothing() throws {
        let project = try Project(views: """
            <CheckBox android:id="@+id/a" style="@style/A.B"/>
            <CheckBox android:id="@+id/b" style="?attr/checkboxStyle"/>
            <CheckBox android:id="@+id/c" style="@style/Widget.Material3.CompoundButton.CheckBox"/>
            <CheckBox android:id="@+id/d" style="@style/German"/>
            """, styles: """
            <style name="A" parent="A.B"><item name="android:contentDescription">Loop</item></style>
            <style name="A.B"><item name="android:checked">true</item></style>
            """)
        defer { project.done() }
        try project.addGerman(#"<style name="German"><item name="android:checked">true</item><item name="android:contentDescription">Knopf</item></style>"#)
        let views = try project.views()
        #expect(views[0].android?.isChecked == true && views[0].android?.contentDescription == "Loop", "each style once, then the loop ends")
        #expect(views.dropFirst().allSatisfy { $0.android?.contentDescription == nil && $0.android?.isChecked == false })
    }
}
