import ElementModel
import Foundation
import Importers
import Testing
import ScreenReaders

/// An Android layout read like TalkBack: the same sign-in screen as a layout and as a dump says the same, item for
/// item; a field named by `labelFor` says "… for <label>" (`template_labeled_item`, in TalkBack's three languages);
/// `accessibilityTraversalBefore/After` move what they name; translated `strings.xml` are read in their language.
@Suite struct AndroidLayoutReadingTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    private func items(_ path: String, locale: String = "en") throws -> [String] {
        guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: Self.samples + "/" + path) else {
            throw ImportError(path: path, line: 1, column: 1, message: "not routed")
        }
        let document = try importer.importDocument(atPath: Self.samples + "/" + path)
        let screen = try #require(document.screens.first)
        let reader = ScreenReader(phrases: Phrasebook.forCode(locale) ?? .english)
        return reader.read(screen, idiom: document.idiom).utterances.map { $0.text + ($0.hint.map { " | " + $0 } ?? "") }
    }

    private func items(layout views: String, locale: String = "en") throws -> [String] {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
            \(views)
            </LinearLayout>
            """
        let document = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "activity_main.xml")
        let reader = ScreenReader(phrases: Phrasebook.forCode(locale) ?? .english)
        return reader.read(try #require(document.screens.first), idiom: document.idiom).utterances.map(\.text)
    }

    @Test func theSignInLayoutSaysWhatItsDumpSays() throws {
        // But for the slider's value, which the layout leaves to code and a dump does not carry.
        let layout = try items("Android/res/layout/activity_sign_in.xml")
        #expect(layout.contains { $0.hasPrefix("\(AndroidNode.setAtRunTime), Sign-in experience, Slider") })
        #expect(layout.map { $0.replacingOccurrences(of: "\(AndroidNode.setAtRunTime), Sign-in", with: "Sign-in") } == (try items("Android/SignIn.xml")))
        #expect(try items("Android/res/layout/activity_sign_in.xml").first == "Sign In")
    }

    /// The checkout layout binds the card number and the amount to its view model: where the dump says what the device
    /// showed, the layout says they are set at run time; everything else is the same (docs/formats.md).
    @Test func theCheckoutLayoutDiffersFromItsDumpOnlyWhereTextIsBound() throws {
        let layout = try items("Android/res/layout/activity_checkout.xml")
        let dump = try items("Android/Checkout.xml")
        #expect(layout.count == dump.count)
        var differences: [String] = []
        for (index, (designed, shown)) in zip(layout, dump).enumerated() where designed != shown {
            differences.append("\(index + 1): \(designed) ≠ \(shown)")
        }
        #expect(differences == [
            "5: ‹set at run time› | Double-tap to activate ≠ Visa 4 Bullet 4242 | Double-tap to activate",
            "7: ‹set at run time›, Button | Double-tap to activate ≠ Pay $42.00, Button | Double-tap to activate",
        ])
    }

    @Test func aLabelledFieldSaysItsDescriptionForTheLabel() throws {
        let views = """
            <TextView android:text="Email" android:labelFor="@id/email"/>
            <EditText android:id="@+id/email"/>
            <CheckBox android:id="@+id/wifi"/>
            <TextView android:text="Wi-Fi" android:labelFor="@id/wifi"/>
            """
        #expect(try items(layout: views) == ["Email", "Edit box for Email", "not checked, Check box for Wi-Fi", "Wi-Fi"])
        #expect(try items(layout: views, locale: "de")[1] == "Bearbeitungsfeld für Email")
        #expect(try items(layout: views, locale: "ru")[1] == "Окно редактирования параметра \"Email\"")
    }

    /// A field whose text and floating label data binding both sets says both, each `‹set at run time›` (grocy's amount
    /// field in sample O read as though it had no label); an empty field with a bound hint shows it as its text.
    @Test func aFieldsBoundTextAndBoundHintAreTwoTexts() throws {
        #expect(try items(layout: """
            <com.google.android.material.textfield.TextInputLayout android:hint="@{vm.amountHint}">
                <com.google.android.material.textfield.TextInputEditText android:id="@+id/amount" android:text="@{vm.amount}"/>
            </com.google.android.material.textfield.TextInputLayout>
            <EditText android:id="@+id/note" android:hint="@{vm.noteHint}"/>
            """) == ["‹set at run time›, Edit box, ‹set at run time›", "‹set at run time›, Edit box"])
    }

    @Test func traversalBeforeAndAfterMoveWhatTheyName() throws {
        let views = """
            <TextView android:id="@+id/first" android:text="First"/>
            <Button android:id="@+id/save" android:text="Save" android:accessibilityTraversalAfter="@id/third"/>
            <TextView android:id="@+id/second" android:text="Second"/>
            <LinearLayout android:accessibilityTraversalBefore="@id/first">
                <TextView android:text="Banner"/>
                <TextView android:text="Subtitle"/>
            </LinearLayout>
            <TextView android:id="@+id/third" android:text="Third"/>
            <TextView android:text="Last" android:accessibilityTraversalAfter="@id/nowhere"/>
            """
        #expect(try items(layout: views) == ["Banner", "Subtitle", "First", "Second", "Third", "Save, Button", "Last"],
                "a container moves with what it holds; an id no view has changes nothing")
    }

    private func items(wholeLayout text: String) throws -> [String] {
        let document = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "activity_main.xml")
        let reader = ScreenReader(phrases: .english)
        return reader.read(try #require(document.screens.first), idiom: document.idiom).utterances.map(\.text)
    }

    private static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""#

    /// Android hands TalkBack a view's children sorted by place (`ViewGroup.addChildrenForAccessibility`, sorted by
    /// `ViewLocationHolder`): what a parent stacks up from its bottom edge is read after what hangs from its top, row by
    /// row from the highest (a view held to the end of another after it), wherever the layout writes it.
    @Test func viewsStackedOnTheBottomEdgeAreReadAfterThoseAbove() throws {
        // OSMTracker's new repository form: its button bar first in the file, at the bottom on screen.
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="match_parent">
              <LinearLayout android:id="@+id/buttons" android:layout_height="wrap_content" android:layout_alignParentBottom="true">
                <Button android:text="Create"/><Button android:text="Back"/>
              </LinearLayout>
              <EditText android:id="@+id/name" android:hint="Repository name" android:layout_height="wrap_content" android:layout_alignParentTop="true"/>
              <Switch android:text="Private" android:layout_height="wrap_content" android:layout_below="@id/name"/>
            </RelativeLayout>
            """) == ["Repository name, Edit box", "Private, Switch", "Create, Button", "Back, Button"])
        // KeyMapper's list: a row of two held to each other's edges (Reset written first, at the end of Backup's row)
        // above a button on the edge, below the list that hangs from the top.
        #expect(try items(wholeLayout: """
            <androidx.constraintlayout.widget.ConstraintLayout \(Self.namespaces) android:layout_height="match_parent">
              <TextView android:text="Nothing here" android:layout_height="0dp" app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toTopOf="@id/backup"/>
              <Button android:id="@+id/toggle" android:text="Pause all" android:layout_height="wrap_content" app:layout_constraintBottom_toBottomOf="parent"/>
              <Button android:id="@+id/reset" android:text="Reset" android:layout_height="0dp" app:layout_constraintTop_toTopOf="@id/backup" app:layout_constraintBottom_toBottomOf="@id/backup" app:layout_constraintStart_toEndOf="@id/backup"/>
              <Button android:id="@+id/backup" android:text="Backup all" android:layout_height="wrap_content" app:layout_constraintBottom_toTopOf="@id/toggle" app:layout_constraintStart_toStartOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """) == ["Nothing here", "Backup all, Button", "Reset, Button", "Pause all, Button"])
        // Shuttle's player: a FrameLayout's bottom-gravity controls, then its seek bar at the top.
        #expect(try items(wholeLayout: """
            <FrameLayout \(Self.namespaces) android:layout_height="112dp">
              <LinearLayout android:layout_height="56dp" android:layout_gravity="bottom"><ImageButton android:contentDescription="Play"/></LinearLayout>
              <SeekBar android:contentDescription="Position" android:progress="40" android:layout_height="wrap_content"/>
            </FrameLayout>
            """) == ["40, Position, Slider", "Play, Button"])
        // A row's title and the subtitle on its bottom edge, written first, in the phrase of the row that speaks for them;
        // a button held to the parent's end after the one beside it; a `<merge>`'s views hanging from the top before the bar.
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="wrap_content" android:clickable="true">
              <TextView android:text="2 new messages" android:layout_height="wrap_content" android:layout_alignParentBottom="true"/>
              <TextView android:text="Inbox" android:layout_height="wrap_content" android:layout_alignParentTop="true"/>
            </RelativeLayout>
            """) == ["Inbox, 2 new messages"])
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="match_parent">
              <Button android:text="Delete" android:layout_height="wrap_content" android:layout_alignParentBottom="true" android:layout_alignParentEnd="true"/>
              <Button android:text="Save" android:layout_height="wrap_content" android:layout_alignParentBottom="true"/>
              <TextView android:text="Title" android:layout_height="wrap_content" android:layout_alignParentTop="true"/>
            </RelativeLayout>
            """) == ["Title", "Save, Button", "Delete, Button"])
    }

    /// An `<include>` of no size of its own is placed by its layout's root, as the inflater does (a button bar whose root
    /// aligns to the bottom); an `<include>` of a `<merge>` by the merge's views (OSMTracker's form, hanging from the top).
    @Test func includedLayoutsArePlacedByWhatTheInflaterReads() throws {
        let res = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-place-\(UUID().uuidString)/res").path
        defer { try? FileManager.default.removeItem(atPath: (res as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: res + "/layout", withIntermediateDirectories: true)
        let files = [
            "bar": #"<LinearLayout \#(Self.namespaces) android:layout_height="wrap_content" android:layout_alignParentBottom="true"><Button android:text="Create"/></LinearLayout>"#,
            "fields": #"<merge \#(Self.namespaces)><EditText android:id="@+id/name" android:hint="Name" android:layout_height="wrap_content"/><Switch android:text="Private" android:layout_height="wrap_content" android:layout_below="@id/name"/></merge>"#,
            "screen": #"<RelativeLayout \#(Self.namespaces) android:layout_height="match_parent"><include layout="@layout/bar"/><include android:layout_width="match_parent" android:layout_height="wrap_content" layout="@layout/fields"/></RelativeLayout>"#,
        ]
        for (name, text) in files { try text.write(toFile: res + "/layout/\(name).xml", atomically: true, encoding: .utf8) }
        let document = try AndroidLayoutImporter().importDocument(atPath: res + "/layout/screen.xml")
        let reader = ScreenReader(phrases: .english)
        #expect(reader.read(try #require(document.screens.first), idiom: document.idiom).utterances.map(\.text)
                == ["Name, Edit box", "Private, Switch", "Create, Button"])
    }

    /// Where the layout does not settle the places, its order stays: a row as tall as what it holds (its centred button
    /// beside the texts on its bottom edge is read by its start), a view held below one on the edge, and two groups side
    /// by side above a button, which may differ in height, with a caption stacked on one of them.
    @Test func viewsWhosePlacesTheLayoutDoesNotSettleKeepItsOrder() throws {
        #expect(try items(wholeLayout: """
            <androidx.constraintlayout.widget.ConstraintLayout \(Self.namespaces) android:layout_height="wrap_content">
              <TextView android:id="@+id/views" android:text="199 views" android:layout_height="wrap_content" app:layout_constraintBottom_toBottomOf="parent"/>
              <ImageButton android:contentDescription="More" android:layout_height="wrap_content" app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """) == ["199 views", "More, Button"])
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="match_parent">
              <Button android:id="@+id/bar" android:text="Done" android:layout_height="wrap_content" android:layout_alignParentBottom="true"/>
              <TextView android:text="Footnote" android:layout_height="wrap_content" android:layout_below="@id/bar"/>
            </RelativeLayout>
            """) == ["Done, Button", "Footnote"])
        #expect(try items(wholeLayout: """
            <androidx.constraintlayout.widget.ConstraintLayout \(Self.namespaces) android:layout_height="match_parent">
              <TextView android:text="Record a trigger" android:layout_height="wrap_content" app:layout_constraintTop_toTopOf="parent"/>
              <RadioGroup android:id="@+id/press" android:layout_height="wrap_content" app:layout_constraintBottom_toTopOf="@id/record"><RadioButton android:text="Short press"/><RadioButton android:text="Long press"/></RadioGroup>
              <TextView android:id="@+id/caption" android:text="Order" android:layout_height="wrap_content" app:layout_constraintBottom_toTopOf="@id/mode"/>
              <RadioGroup android:id="@+id/mode" android:layout_height="wrap_content" app:layout_constraintBottom_toTopOf="@id/record" app:layout_constraintStart_toEndOf="@id/press"><RadioButton android:text="In sequence"/></RadioGroup>
              <Button android:id="@+id/record" android:text="Record" android:layout_height="wrap_content" app:layout_constraintBottom_toBottomOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """) == ["Record a trigger", "not checked, Short press, Radio button", "not checked, Long press, Radio button", "Order",
                     "not checked, In sequence, Radio button", "Record, Button"])
        // A row of a height of its own with a button in its middle, beside a text on its bottom edge (Android reads them
        // from the left); a view a bias moves down between the parent's edges; a view held by one edge to a stacked one,
        // which may be taller than it.
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="72dp">
              <TextView android:text="199 views" android:layout_height="wrap_content" android:layout_alignParentBottom="true"/>
              <ImageButton android:contentDescription="More" android:layout_height="48dp" android:layout_centerVertical="true" android:layout_alignParentEnd="true"/>
            </RelativeLayout>
            """) == ["199 views", "More, Button"])
        #expect(try items(wholeLayout: """
            <androidx.constraintlayout.widget.ConstraintLayout \(Self.namespaces) android:layout_height="match_parent">
              <Button android:text="Next" android:layout_height="wrap_content" app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent" app:layout_constraintVertical_bias="1.0"/>
              <Button android:text="Skip" android:layout_height="wrap_content" app:layout_constraintBottom_toBottomOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """) == ["Next, Button", "Skip, Button"])
        #expect(try items(wholeLayout: """
            <RelativeLayout \(Self.namespaces) android:layout_height="match_parent">
              <TextView android:text="Title" android:layout_height="wrap_content" android:layout_alignParentTop="true"/>
              <Button android:id="@+id/ok" android:text="OK" android:layout_height="48dp" android:layout_alignParentBottom="true"/>
              <ImageButton android:contentDescription="Camera" android:layout_height="200dp" android:layout_alignBottom="@id/ok"/>
              <TextView android:text="Note" android:layout_height="wrap_content" android:layout_above="@id/ok"/>
            </RelativeLayout>
            """) == ["Title", "OK, Button", "Camera, Button", "Note"])
    }

    @Test func translatedStringsAreReadInTheirLanguage() throws {
        let german = try items("Android/res/layout/activity_sign_in.xml", locale: "de")
        #expect(german.prefix(4) == ["Anmelden", "Shop, Bild", "Willkommen zurück",
                                     "E-Mail, Bearbeitungsfeld | Zum Bearbeiten von Text doppeltippen"],
                "values-de has no app_name: the logo keeps the default Shop, as Android looks it up")
        let russian = try items("Android/res/layout/activity_sign_in.xml", locale: "ru")
        #expect(russian[1] == "Магазин, Изображение")
        #expect(AndroidLayoutImporter.translatedLanguages == Phrasebook.all.map(\.code).filter { $0 != "en" },
                "the languages read beside a layout are those a11y-audit speaks")
    }
}
