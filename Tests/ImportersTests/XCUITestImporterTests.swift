import ElementModel
import Foundation
import Importers
import Testing

/// XCUITest page sources (`formats.md` §2): each attribute's mapping onto UIKit's semantics, old dumps (no
/// `accessible`, no `traits`) and new ones, and the provenance that says which values the dump gave.
@Suite struct XCUITestImporterTests {
    /// A page source whose application (390×844) holds `elements`, wrapped as Appium wraps it.
    static func pageSource(_ elements: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT>
        <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
        \(elements)
        </XCUIElementTypeApplication>
        </AppiumAUT>
        """
    }

    static func document(_ elements: String) throws -> LayoutDocument {
        try XCUITestImporter().importDocument(bytes: Array(pageSource(elements).utf8), path: "Page.xml")
    }

    /// The application's first child.
    static func first(_ elements: String) throws -> Element {
        try #require(try document(elements).screens.first?.root.children.first)
    }

    @Test func labelValueAndIdentifierFromTheDump() throws {
        let field = try Self.first("""
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="ann@example.com" name="signIn.email" label="Email" enabled="true" visible="true" accessible="true" x="20" y="280" width="350" height="44" placeholderValue="Email" traits=""/>
            """)
        #expect(field.type == "UITextField" && field.sourceName == "XCUIElementTypeTextField")
        #expect(field.accessibility.label.value == "Email")
        #expect(field.accessibility.label.provenance.source == .runtimeSnapshot)
        #expect(field.accessibility.value.value == "ann@example.com")
        #expect(field.accessibility.identifier.value == "signIn.email", "name is the identifier when it differs from the label")
        #expect(field.accessibility.traits.value == .textEntry, "text entry is the type's, the dump lists none")
        #expect(field.location.line == 4 && field.location.column == 1)
        #expect(field.screenFrame == Rect(x: 20, y: 280, width: 350, height: 44))
        #expect(field.interactions == [.control])
    }

    @Test func nameEqualToTheLabelIsNoIdentifier() throws {
        let button = try Self.first("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="Pay" label="Pay" enabled="true" visible="true" x="0" y="0" width="10" height="10"/>
            """)
        #expect(button.accessibility.identifier.value == nil)
    }

    @Test func webDriverAgentsFallbacksAreUndone() throws {
        let document = try Self.document("""
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Welcome" name="Welcome" label="Welcome" enabled="true" visible="true"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Email" label="" enabled="true" visible="true" placeholderValue="Email"/>
            <XCUIElementTypeTextField type="XCUIElementTypeTextField" value="Name" label="Name" enabled="true" visible="true"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" label="Bold" enabled="true" visible="true"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="42" name="result" label="" enabled="true" visible="true"/>
            """)
        let children = try #require(document.screens.first).root.children
        #expect(children[0].accessibility.value.value == nil, "a static text's value that repeats its label")
        #expect(children[1].accessibility.value.value == nil, "an empty field's value is its placeholder")
        #expect(children[1].accessibility.label.value == "Email", "the placeholder names a field with no label")
        #expect(children[1].accessibility.label.provenance.derivedFrom == .placeholder)
        #expect(children[2].accessibility.value.value == nil, "an old dump names no placeholder: a value equal to the label is it")
        #expect(children[3].accessibility.value.value == nil && children[3].accessibility.traits.value == [.button, .selected],
                "a button's value 1 is its selected state")
        #expect(children[4].accessibility.label.value == nil && children[4].accessibility.value.value == "42")
    }

    /// Issue 21, item 7: a link's type says its trait where `traits` lists none; a text's value that differs from its
    /// label only by white space is WebDriverAgent's fallback, not a second thing to read; white space alone is nothing
    /// to say.
    @Test func linksTextsAndWhiteSpaceAreReadAsVoiceOverReadsThem() throws {
        let document = try Self.document("""
            <XCUIElementTypeLink type="XCUIElementTypeLink" name="Help" label="Help" enabled="true" visible="true" accessible="true" traits=""/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Powered by: " label="Powered by:" enabled="true" visible="true" accessible="true" traits="StaticText"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value=" " label=" " enabled="true" visible="true"/>
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Powered by: Swift" label="Powered by:" enabled="true" visible="true" accessible="true" traits="StaticText"/>
            """)
        let children = try #require(document.screens.first).root.children
        #expect(children[0].accessibility.traits.value == .link)
        #expect(children[1].accessibility.value.value == nil)
        #expect(children[2].accessibility.label.value == nil && children[2].accessibility.value.value == nil)
        #expect(children[3].accessibility.value.value == "Powered by: Swift", "a value with more words is read")
    }

    @Test func listedTraitsWinOverTheType() throws {
        let document = try Self.document("""
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Account" enabled="true" visible="true" accessible="true" traits="Header, StaticText"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Rating" value="4 of 5" enabled="true" visible="true" accessible="true" traits="Adjustable"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Send" enabled="false" visible="true" accessible="true" traits="Button, NotEnabled"/>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" label="Wi-Fi" enabled="true" visible="true" accessible="true" traits="Button, Selected, ToggleButton"/>
            """)
        let children = try #require(document.screens.first).root.children
        #expect(children[0].accessibility.traits.value == [.header, .staticText])
        #expect(children[0].accessibility.traits.provenance.source == .runtimeSnapshot)
        #expect(children[1].accessibility.traits.value == .adjustable && children[1].accessibility.isElement.value)
        #expect(children[2].accessibility.traits.value == [.button, .notEnabled] && !children[2].isEnabled)
        #expect(children[3].accessibility.traits.value == [.button, .selected, .switchButton],
                "names the model has no trait for are left out; the switch's private trait comes from its type")
        #expect(children[3].accessibility.traits.provenance.detail == "its traits attribute, with the traits only its type tells")
        #expect(document.evidence == [.traits, .uikitSemantics, .bounds])
    }

    @Test func oldDumpsInferElementsAndTraitsFromTheType() throws {
        let document = try Self.document("""
            <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Account" enabled="true" visible="true"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Send" enabled="false" visible="true"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" label="" enabled="true" visible="true"/>
            <XCUIElementTypeImage type="XCUIElementTypeImage" label="Logo" enabled="true" visible="true"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Card" enabled="true" visible="true"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Form" enabled="true" visible="true">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" enabled="true" visible="true"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeLink type="XCUIElementTypeLink" label="Terms" enabled="true" visible="true"/>
            """)
        #expect(document.evidence == [.uikitSemantics, .bounds], "no traits attribute: rules that need traits do not run")
        let children = try #require(document.screens.first).root.children
        #expect(children[0].accessibility.traits.value == .staticText && children[0].accessibility.isElement.value)
        #expect(children[0].accessibility.isElement.provenance.source == .elementType)
        #expect(children[1].accessibility.traits.value == [.button, .notEnabled])
        #expect(!children[2].accessibility.isElement.value && children[3].accessibility.isElement.value, "images with a label only")
        #expect(children[4].accessibility.isElement.value, "a labelled view with no element inside")
        #expect(!children[5].accessibility.isElement.value, "a labelled view around a button is a container")
        #expect(children[6].accessibility.traits.value == .link)
    }

    @Test func invisibleElementsAreHiddenButNotTheirVisibleChildren() throws {
        let document = try Self.document("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" label="Promo" enabled="true" visible="false" accessible="true"/>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="false" accessible="false">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Visible" enabled="true" visible="true" accessible="true"/>
            </XCUIElementTypeOther>
            """)
        let children = try #require(document.screens.first).root.children
        #expect(children[0].isHidden)
        #expect(!children[1].isHidden && !children[1].children[0].isHidden)
    }

    @Test func partsOfAControlAreNoControls() throws {
        let toggle = try Self.first("""
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" label="Remember me" enabled="true" visible="true" accessible="true" traits="Button">
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" enabled="true" visible="true" accessible="false" traits="Button"/>
            </XCUIElementTypeSwitch>
            """)
        #expect(toggle.interactions == [.control])
        #expect(toggle.children[0].interactions.isEmpty && !toggle.children[0].accessibility.isElement.value)
    }

    @Test func cellsSpeakTheirTextsUnlessTheyHoldControls() throws {
        let document = try Self.document("""
            <XCUIElementTypeTable type="XCUIElementTypeTable" enabled="true" visible="true">
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true">
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Inbox" label="Inbox" enabled="true" visible="true"/>
                    <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="3" label="3" enabled="true" visible="true"/>
                </XCUIElementTypeCell>
                <XCUIElementTypeCell type="XCUIElementTypeCell" enabled="true" visible="true">
                    <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" label="Wi-Fi" enabled="true" visible="true"/>
                </XCUIElementTypeCell>
            </XCUIElementTypeTable>
            <XCUIElementTypeCollectionView type="XCUIElementTypeCollectionView" enabled="true" visible="true">
                <XCUIElementTypeCell type="XCUIElementTypeCell" label="Photo" enabled="true" visible="true"/>
            </XCUIElementTypeCollectionView>
            """)
        let root = try #require(document.screens.first).root
        let table = root.children[0]
        #expect(table.type == "UITableView" && table.children[0].type == "UITableViewCell")
        #expect(table.children[0].accessibility.label.value == "Inbox, 3")
        #expect(table.children[0].accessibility.label.provenance.derivedFrom == .cellTexts)
        #expect(!table.children[1].accessibility.isElement.value && table.children[1].children[0].accessibility.isElement.value)
        #expect(root.children[1].children[0].type == "UICollectionViewCell")
    }

    @Test func barsAlertsAndKeyboards() throws {
        let document = try Self.document("""
            <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Settings" enabled="true" visible="true">
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="BackButton" label="Back" enabled="true" visible="true"/>
            </XCUIElementTypeNavigationBar>
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" enabled="true" visible="true">
                <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" label="Home" enabled="true" visible="true"/>
            </XCUIElementTypeTabBar>
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true">
                <XCUIElementTypeAlert type="XCUIElementTypeAlert" name="Delete?" enabled="true" visible="true"/>
            </XCUIElementTypeOther>
            <XCUIElementTypeKeyboard type="XCUIElementTypeKeyboard" enabled="true" visible="true">
                <XCUIElementTypeKey type="XCUIElementTypeKey" name="q" label="q" enabled="true" visible="true"/>
            </XCUIElementTypeKeyboard>
            <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" enabled="true" visible="true"/>
            """)
        let screen = try #require(document.screens.first)
        #expect(screen.name == "Settings", "a screen is named after its navigation bar")
        #expect(screen.kind == .viewController)
        let children = screen.root.children
        #expect(children[0].children[0].accessibility.traits.value.contains(.backButton))
        #expect(children[1].accessibility.traits.value.contains(.tabBar))
        #expect(children[1].children[0].type == "UITabBarButton")
        #expect(children[1].children[0].accessibility.traits.value == [.button, .tabBarItem, .selected])
        #expect(children[2].children[0].accessibility.viewIsModal.value, "an alert is modal")
        #expect(children[2].accessibility.viewIsModal.value, "and so is what holds it, up to the window")
        #expect(!screen.root.accessibility.viewIsModal.value)
        #expect(children[3].children[0].accessibility.traits.value == .keyboardKey && children[3].children[0].isInteractive)
        #expect(children[4].accessibility.elementsHidden.value, "VoiceOver reaches the status bar only by touch")
    }

    @Test func customActionsAreInteractions() throws {
        let row = try Self.first("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" label="Message" enabled="true" visible="true" accessible="true" customActions="Delete,Archive"/>
            """)
        #expect(row.interactions == [.customActions("Delete,Archive")])
    }

    @Test func rawWebDriverAgentSourceAndHandWrittenDumps() throws {
        // No `<AppiumAUT>`, no `type` attributes, no frames: the element names are the types.
        let xml = """
            <XCUIElementTypeApplication name="TestApp" label="TestApp" visible="true">
              <XCUIElementTypeWindow visible="true">
                <XCUIElementTypeButton name="clear" label="Clear" visible="true"/>
                <SomeOtherTool type="blah"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let document = try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "source.xml")
        #expect(document.format == "xcuitest")
        let screen = try #require(document.screens.first)
        #expect(screen.id == "TestApp" && screen.name == "TestApp")
        let window = screen.root.children[0]
        #expect(window.children[0].type == "UIButton" && window.children[0].screenFrame == nil)
        #expect(window.children[1].type == "UIView", "an element of no XCUITest type is a plain view")
    }

    @Test func hostileFramesStayFinite() throws {
        let document = try Self.document("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" enabled="true" visible="true" x="-1e308" y="0" width="10" height="10">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="A" enabled="true" visible="true" x="1e308" y="nan" width="10" height="10"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="B" enabled="true" visible="true" x="99999999999999999999999" y="2" width="10" height="10"/>
            </XCUIElementTypeOther>
            """)
        let other = try #require(document.screens.first).root.children[0]
        #expect(other.screenFrame?.x == -1e15)
        #expect(other.children[0].screenFrame == nil, "nan is no number")
        #expect(other.children[1].screenFrame?.x == 1e15 && other.children[1].frame?.x == 2e15)
    }

    @Test func hostileDumpsAreErrorsNotCrashesOrReads() throws {
        // Nesting past libxml2's default depth, as in the Interface Builder importer.
        let deep = "<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther>", count: 300)
            + String(repeating: "</XCUIElementTypeOther>", count: 300) + "</AppiumAUT>"
        do {
            _ = try XCUITestImporter().importDocument(bytes: Array(deep.utf8), path: "deep.xml")
            Issue.record("300 levels of nesting were read")
        } catch {
            #expect(error.line == 1 && error.message.contains("nest"))
        }
        // An external entity is never resolved: the document type declaration is refused before it.
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE AppiumAUT [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <AppiumAUT><XCUIElementTypeApplication label="&secret;"/></AppiumAUT>
            """
        #expect(throws: ImportError.self) { try XCUITestImporter().importDocument(bytes: Array(entity.utf8), path: "x.xml") }
        #expect(XMLRoot.sniff(bytes: Array(entity.utf8), name: "x.xml") == .documentType)
    }

    @Test func anIPadIsToldByItsSize() throws {
        let xml = #"<XCUIElementTypeApplication x="0" y="0" width="1024" height="1366" visible="true"/>"#
        #expect(try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "p.xml").idiom == .pad)
    }

    @Test func truncatedDumpsAreErrorsWithWhere() {
        let xml = "<AppiumAUT>\n<XCUIElementTypeApplication name=\"A\">\n  <XCUIElementTypeButton label=\"B\""
        #expect(throws: ImportError.self) { try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "p.xml") }
        do {
            _ = try XCUITestImporter().importDocument(bytes: Array(xml.utf8), path: "p.xml")
        } catch {
            #expect(error.path == "p.xml" && error.line == 3)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.corpus),
                   "../shared/corpus is not here: the real-file check was skipped"))
    func everyCorpusPageSourceLoads() throws {
        let folder = CorpusTests.corpus + "/appium-xcuitest"
        let files = InputDiscovery(supportedExtensions: ["xml"]).files(for: [folder]).files
        #expect(files.count >= 4)
        for file in files {
            guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: file) else {
                Issue.record("\(file) is not routed to an importer")
                continue
            }
            let document = try importer.importDocument(atPath: file)
            #expect(document.format == "xcuitest" && document.screens.count == 1, "\(file)")
        }
    }
}
