import ElementModel
import Foundation
import Importers
import Testing
import ScreenReaders

/// Page sources are read like Interface Builder screens: the same screen exported both ways says the same,
/// item for item, except where docs/formats.md explains why (a page source carries no hints; dumps before
/// WebDriverAgent 9.12 carry no traits).
@Suite struct PageSourceReadingTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    /// (text, hint) of each item of the screen named `screen` in the sample at `path`.
    private func items(_ path: String, screen: String? = nil) throws -> [String] {
        guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: Self.samples + "/" + path) else {
            throw ImportError(path: path, line: 1, column: 1, message: "not routed")
        }
        let document = try importer.importDocument(atPath: Self.samples + "/" + path)
        let chosen = try #require(screen.map { name in document.screens.first { $0.name == name } } ?? document.screens.first)
        return ScreenReader().read(chosen, idiom: document.idiom).utterances.map { $0.text + ($0.hint.map { " | " + $0 } ?? "") }
    }

    @Test func signInReadsAsItsStoryboardDoesButForTheAppsHint() throws {
        let storyboard = try items("InterfaceBuilder/SignIn.storyboard", screen: "Sign In")
        let pageSource = try items("PageSources/SignIn.xml")
        #expect(storyboard.count == 9 && pageSource.count == 9)
        for (index, (designed, running)) in zip(storyboard, pageSource).enumerated() where index != 7 {
            #expect(designed == running, "item \(index + 1)")
        }
        // A page source has no hints: VoiceOver's own hint for adjustable elements is all that is left.
        #expect(storyboard[7] == "Sign-in experience: 4 of 5 stars. Adjustable. | Rates how easy signing in was. Swipe up or down with one finger to adjust the value.")
        #expect(pageSource[7] == "Sign-in experience: 4 of 5 stars. Adjustable. | Swipe up or down with one finger to adjust the value.")
    }

    @Test func anOldDumpLosesTheTraitsItCannotCarry() throws {
        let current = try items("PageSources/SignIn.xml")
        let old = try items("PageSources/SignIn-WDA8.xml")
        #expect(old.count == current.count)
        // Headings and the adjustable trait of a custom view are set by the app, and only `traits` says so.
        let differences: [Int: String] = [0: "Sign In", 2: "Welcome back", 7: "Sign-in experience: 4 of 5 stars"]
        for (index, (new, older)) in zip(current, old).enumerated() {
            #expect(older == (differences[index] ?? new), "item \(index + 1)")
        }
    }

    @Test func checkoutWithItsAlertShownReadsOnlyTheAlert() throws {
        let storyboard = try items("InterfaceBuilder/Checkout.storyboard")
        let pageSource = try items("PageSources/Checkout.xml")
        #expect(pageSource == ["Payment failed. Heading.", "Your card was declined.", "Try Again. Button."])
        #expect(storyboard == pageSource)
    }

    @Test func tabsKeysAndCells() throws {
        let xml = """
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Mail" label="Mail" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true" x="0" y="100" width="390" height="200">
                  <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true" x="0" y="100" width="390" height="44">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" label="Inbox" enabled="true" visible="true" x="16" y="100" width="200" height="44"/>
                  </XCUIElementTypeCell>
                </XCUIElementTypeTable>
                <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true" x="0" y="500" width="390" height="250">
                  <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true" x="0" y="510" width="39" height="50"/>
                  <XCUIElementTypeKey type="XCUIElementTypeKey" name="w" label="w" enabled="true" visible="true" x="39" y="510" width="39" height="50"/>
                </XCUIElementTypeKeyboard>
                <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" enabled="true" visible="true" x="0" y="760" width="390" height="84">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="Inbox" label="Inbox" enabled="true" visible="true" x="0" y="760" width="195" height="50"/>
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Sent" label="Sent" enabled="true" visible="true" x="195" y="760" width="195" height="50"/>
                </XCUIElementTypeTabBar>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let document = try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "Mail.xml")
        let texts = ScreenReader().read(try #require(document.screens.first), idiom: .phone).utterances.map(\.text)
        #expect(texts == ["Inbox", "q", "w", "Selected: Inbox. Tab. 1 of 2.", "Sent. Tab. 2 of 2."])
    }
}
