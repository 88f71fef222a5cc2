import BuiltInRules
import ElementModel
import Foundation
import Importers
import RuleEngine
import ScreenReaders
import Testing

/// The Android samples audited: a screen as a layout and as a dump gets the same findings (the same rule, message
/// and spoken text, at the view's line in each file); what only a layout tells is found in the layout, and its
/// tools:ignore acknowledges findings instead of reporting them.
@Suite struct AndroidLayoutFindingsTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    private func findings(_ path: String) throws -> [Finding] {
        guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: Self.samples + "/" + path) else {
            throw ImportError(path: path, line: 1, column: 1, message: "not routed")
        }
        return Auditor(rules: RuleCatalog.all).audit(try importer.importDocument(atPath: Self.samples + "/" + path))
    }

    private func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.ruleId): \($0.message) [\($0.spoken ?? "")]" }
    }

    @Test func aScreenAsLayoutAndAsDumpGetsTheSameFindings() throws {
        var compared = 0
        for (layout, dump) in [("activity_sign_in", "SignIn"), ("activity_checkout", "Checkout")] {
            let fromLayout = try findings("Android/res/layout/\(layout).xml")
            let fromDump = try findings("Android/\(dump).xml")
            compared += fromLayout.count
            // uiautomator adds its own NAF mark to the dump's message.
            // The checkout binds the card row's text to its view model: the layout says so where the dump says what was shown.
            let bound = ["Visa 4 Bullet 4242": AndroidNode.setAtRunTime]
            #expect(summary(fromLayout) == summary(fromDump).map { line in
                bound.reduce(line.replacing(" (uiautomator marks it NAF).", with: ".")) { $0.replacing($1.key, with: $1.value) }
            }, "\(layout)")
            #expect(fromLayout.allSatisfy { $0.fix.androidLayout != nil && $0.fix.androidView == nil && $0.fix.compose == nil },
                    "a layout's fix is its attribute")
            #expect(fromDump.allSatisfy { $0.fix.androidLayout == nil && $0.fix.androidView != nil })
        }
        #expect(compared > 0, "the screens have findings to compare")
    }

    /// Issue 21's samples. A React Native dump whose descriptions are test ids: each is reported as one, the clickable
    /// ViewGroups as views of no role, and a description that hides the text shown; "Terms and conditions", a row with
    /// no description, is read from its text.
    @Test func theReactNativeDumpReportsTestIDsAndViewsOfNoRole() throws {
        let found = try findings("Android/ReactNativeSignUp.xml")
        #expect(found.map { "\($0.location.line) \($0.ruleId)" } == [
            "8 label-is-file-name", "8 missing-traits", "10 label-is-file-name", "10 missing-traits", "13 missing-traits",
            "16 label-is-file-name", "16 missing-traits", "19 label-not-in-name", "19 missing-traits",
        ])
        #expect(found[2].message.contains("instead of the text it shows (\"Send me offers\")"))
        #expect(found.filter { $0.ruleId == "missing-traits" }.allSatisfy { $0.severity == .warning }, "a warning on Android")
    }

    /// A list screen, as a dump and as layouts: the list is no stop and its rows are no views of no role; what is reported
    /// is the undescribed buttons (a row's "more", a filter) and two toolbar buttons both described "Remove".
    @Test func theListScreenReportsItsButtonsNotItsRows() throws {
        let dump = try findings("Android/OrderList.xml")
        #expect(dump.map(\.ruleId) == ["duplicate-label", "missing-label", "missing-label", "missing-label"])
        #expect(try findings("Android/res/layout/activity_orders.xml").map(\.ruleId) == ["missing-label"])
        #expect(try findings("Android/res/layout/item_order.xml").isEmpty, "a clickable root is a row an adapter inflates")
    }

    /// Issue 21, sample N: a news feed's counter read as two stops, the same Like and Share in each card (once per list,
    /// as information), an inline image's mark in a title, and a last card the list cuts off: no "Unlabelled" error for
    /// it, and the transcript says it is cut off.
    @Test func theFeedReportsItsRowsButtonsOnceAndNotItsCutOffCard() throws {
        let feed = try findings("Android/ArticleFeed.xml")
        #expect(feed.map(\.ruleId) == ["caption-not-grouped", "label-contains-glyph", "duplicate-label", "duplicate-label"])
        #expect(feed.filter { $0.ruleId == "duplicate-label" }.map(\.severity) == [.info, .info])
        #expect(feed.filter { $0.ruleId == "duplicate-label" }.map(\.spoken) == ["Like, Button", "Share, Button"])
        guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: Self.samples + "/Android/ArticleFeed.xml") else {
            Issue.record("not routed")
            return
        }
        let screen = try #require(try importer.importDocument(atPath: Self.samples + "/Android/ArticleFeed.xml").screens.first)
        let spoken = ScreenReader().read(screen, idiom: .android).utterances.map(\.text)
        #expect(spoken.last == "‹cut off at the list's edge›" && !spoken.contains("Unlabelled"))
    }

    /// Issue 21, sample N: React Native tabs and a bottom bar that show the current item only to the eye (KPKNFit's), a
    /// bar whose items say "unselected" by hand (Hinge's), and a line of captions over a line of values (KPKNFit's week);
    /// the Day / Week / Month control that sets its current item selected is no finding.
    @Test func tabsWithNoSelectedItemAreReportedOnceEach() throws {
        let workouts = try findings("Android/ReactNativeWorkouts.xml")
        let choices = workouts.filter { $0.ruleId == "choice-missing-state" }
        #expect(choices.map(\.location.line) == [11, 41], "the Structure / Analytics tabs and the bottom bar, not Day / Week / Month")
        #expect(choices.allSatisfy { $0.severity == .info })
        #expect(choices.last?.message.hasPrefix("3 items side by side, \"Train\", \"Eat\", \"Profile\"") == true)
        #expect(workouts.filter { $0.ruleId == "label-contains-state-word" }.map(\.location.line) == [41, 44, 47])
        let columns = workouts.filter { $0.ruleId == "caption-not-grouped" }
        #expect(columns.map(\.location.line) == [30], "on the first caption, Week")
        #expect(columns.first?.message.contains("TalkBack reads every caption, then every value") == true)
    }

    /// Issue 21, samples M and N: a section's title styled as a title is a heading TalkBack's heading navigation misses
    /// ("Appearance"); the one marked `accessibilityHeading` ("Notifications") is read as a heading and not reported.
    @Test func aTitleNotMarkedAsAHeadingIsReported() throws {
        let headings = try findings("Android/res/layout/activity_settings.xml").filter { $0.ruleId == "heading-not-marked" }
        #expect(headings.map(\.location.line) == [24] && headings.map(\.severity) == [.info])
        #expect(headings.first?.message.hasPrefix("\"Appearance\" is styled as a title (?attr/textAppearanceTitleSmall)") == true)
        #expect(headings.first?.fix.androidLayout == "android:accessibilityHeading=\"true\"")
    }

    /// Issue 21, sample O: what a style in `res/values/styles.xml` gives is read as the view's own. The settings toolbar's
    /// style names its back button ("Back", no finding), and the language row's makes it clickable: one stop for both its
    /// texts, with no role.
    @Test func whatAStyleGivesIsCheckedAsTheViewsOwn() throws {
        let settings = try findings("Android/res/layout/activity_settings.xml")
        let lines = try String(contentsOfFile: Self.samples + "/Android/res/layout/activity_settings.xml", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let toolbarLine = try #require(lines.firstIndex { $0.contains("<com.google.android.material.appbar.MaterialToolbar") }) + 1
        #expect(lines[toolbarLine].contains("android:id=\"@+id/toolbar\"") && lines[toolbarLine + 1].contains("Widget.Shop.Toolbar.Back"))
        #expect(!settings.contains { $0.location.line == toolbarLine }, "the toolbar's back button is named by its style")
        let rows = settings.filter { $0.ruleId == "missing-traits" }
        #expect(rows.map(\.location.line) == [53] && rows.map(\.identifier) == ["language"])
        #expect(rows.first?.message.contains("TalkBack says \"Language, ‹set at run time›\", with no \"Button\"") == true)
    }

    /// Issue 21, sample Q: an app's own switch (a `…Switch` class with no views inside, as Shitter's kyleduo `SwitchButton`)
    /// is a switch TalkBack stops on, and with a caption beside it that does not name it, it has no name (an error); a
    /// drop-down list whose caption does not name it (no labelFor) is named by its chosen item alone (a warning).
    @Test func anAppsSwitchAndADropDownListWithUnlinkedCaptionsHaveNoName() throws {
        let settings = try findings("Android/res/layout/activity_settings.xml").filter { $0.ruleId == "missing-label" }
        let appSwitch = try #require(settings.first { $0.identifier == "save_data" })
        #expect(appSwitch.severity == .error && appSwitch.message == "CompactSwitch has no content description or text: TalkBack says \"off, Switch\".")
        let list = try #require(settings.first { $0.identifier == "sort_orders" })
        #expect(list.severity == .warning && list.message.hasPrefix("Spinner has no name (no content description, nor a text naming it with labelFor)"))
        #expect(list.fix.androidLayout == "android:labelFor=\"@id/sort_orders\" on the text that names it")
    }

    /// Issue 21, sample M: the settings screen `<include>`s its notifications row, which TalkBack reads in its place; the
    /// row's undescribed button is reported once, in the row's own file, where it is fixed.
    @Test func anIncludedRowIsReadInPlaceAndReportedInItsOwnFile() throws {
        let settings = try findings("Android/res/layout/activity_settings.xml")
        #expect(settings.filter { $0.ruleId == "missing-label" }.map(\.identifier) == ["save_data", "sort_orders", "help"])
        let row = try findings("Android/res/layout/view_notifications_row.xml")
        #expect(row.map(\.ruleId) == ["missing-label"] && row.map(\.identifier) == ["notifications_info"])
        guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: Self.samples + "/Android/res/layout/activity_settings.xml") else {
            Issue.record("not routed")
            return
        }
        let screen = try #require(try importer.importDocument(atPath: Self.samples + "/Android/res/layout/activity_settings.xml").screens.first)
        let spoken = ScreenReader().read(screen, idiom: .android).utterances.map(\.text)
        #expect(spoken.contains("Order notifications, Switch") && spoken.filter { $0 == "Unlabelled, Button" }.count == 2,
                "the row's switch and button are read where the row is included")
    }

    @Test func theProfileLayoutShowsWhatOnlyALayoutTells() throws {
        let found = try findings("Android/res/layout/activity_profile.xml")
        #expect(found.map(\.ruleId) == ["label-for-missing-id", "missing-label", "missing-label"])
        #expect(found[0].message.contains("android:labelFor=\"@id/phone\"") && found[0].fix.androidLayout == "android:labelFor=\"@id/phone_number\"")
        #expect(found[1].spoken == "Edit box" && found[1].fix.androidLayout == "android:labelFor=\"@id/phone_number\" on the text that names it")
        #expect(found[2].identifier == "share" && found[2].acknowledgedBy == "tools:ignore=\"ContentDescription\"")
        var result = AuditResult(findings: found, rules: RuleCatalog.all.map(\.description))
        result.setAsideAcknowledged()
        #expect(result.findings.count == 2 && result.acknowledgedFindings == 1)
    }

    /// A view the layout hides is shown by code at some time: the rules about one view check it as if shown (as Lint
    /// does), while the transcript, which reads the layout as it is, leaves it out, and so do the rules comparing views.
    @Test func viewsTheLayoutHidesAreCheckedAsIfShown() throws {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
                <Button android:text="Retry"/>
                <LinearLayout android:visibility="gone">
                    <ImageButton android:id="@+id/close" android:src="@drawable/ic_close"/>
                    <Button android:text="Retry"/>
                </LinearLayout>
            </LinearLayout>
            """
        let document = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "activity_main.xml")
        let found = Auditor(rules: RuleCatalog.all).audit(document)
        #expect(found.map(\.ruleId) == ["missing-label"], "the hidden Retry is not compared with the shown one")
        #expect(found.first?.identifier == "close" && found.first?.spoken == nil, "TalkBack does not reach it while it is hidden")
        #expect(found.first?.message.contains("TalkBack says \"Unlabelled, Button\"") == true)
    }

    /// Lint takes the ids `tools:ignore` names whatever their case (runnerup writes "labelFor"): the finding is acknowledged,
    /// named as the layout spells it.
    @Test func toolsIgnoreMatchesLintIDsWhateverTheirCase() throws {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:tools="http://schemas.android.com/tools">
                <EditText android:id="@+id/zone" android:inputType="number" tools:ignore="labelFor,AutoFill"/>
                <EditText android:id="@+id/limit" android:inputType="number"/>
            </LinearLayout>
            """
        let document = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "heartratezonerow.xml")
        let found = Auditor(rules: RuleCatalog.all).audit(document)
        #expect(found.map { "\($0.identifier ?? "") \($0.acknowledgedBy ?? "-")" } == ["zone tools:ignore=\"labelFor\"", "limit -"])
    }

    /// A control hidden one by one (`importantForAccessibility="no"`) was hidden on purpose, most often because its row
    /// offers the action to TalkBack: a warning. Controls inside a view that hides its descendants: an error.
    @Test func aControlHiddenOnPurposeIsAWarningAHiddenSubtreeAnError() throws {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:orientation="vertical">
                <ImageButton android:id="@+id/reply" android:contentDescription="Reply" android:importantForAccessibility="no"/>
                <LinearLayout android:importantForAccessibility="noHideDescendants">
                    <Button android:text="Pay"/>
                </LinearLayout>
            </LinearLayout>
            """
        let document = try AndroidLayoutImporter().importDocument(bytes: Array(text.utf8), path: "item_status.xml")
        let found = Auditor(rules: RuleCatalog.all).audit(document).filter { $0.ruleId == "hidden-interactive" }
        #expect(found.map(\.severity) == [.warning, .error])
        #expect(found.first?.message.contains("an accessibility action on its row") == true)
    }
}
