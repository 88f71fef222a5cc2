import ElementModel
import Foundation
import Importers
import Testing

/// Android dumps (`formats.md` §3): uiautomator's `<node>` form and Appium's class-named form, each node's
/// flags, and which nodes TalkBack focuses and how a focused node takes its children's texts
/// (`talkback-model.md`, "Which nodes get accessibility focus", "What a focused node says").
@Suite struct AndroidDumpImporterTests {
    /// A uiautomator dump of `nodes` inside one full-screen frame layout.
    static func dump(_ nodes: String) -> String {
        """
        <?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
        <hierarchy rotation="0">
        <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="com.example.shop" content-desc="" clickable="false" enabled="true" focusable="false" bounds="[0,0][1080,2400]">
        \(nodes)
        </node>
        </hierarchy>
        """
    }

    static func document(_ nodes: String) throws -> LayoutDocument {
        try AndroidDumpImporter().importDocument(bytes: Array(dump(nodes).utf8), path: "dump.xml")
    }

    /// The frame layout's children.
    static func nodes(_ nodes: String) throws -> [Element] {
        try #require(try document(nodes).screens.first?.root.children.first?.children)
    }

    /// A field inside a Material TextInputLayout (at any depth) has the layout's hint as a floating label.
    @Test func aFieldInATextInputLayoutHasAFloatingLabel() throws {
        let nodes = try Self.nodes("""
            <node class="com.google.android.material.textfield.TextInputLayout" text="" bounds="[54,790][1026,950]">
              <node class="android.widget.FrameLayout" text="" bounds="[54,820][1026,950]">
                <node class="com.google.android.material.textfield.TextInputEditText" text="" hint="Email" clickable="true" focusable="true" enabled="true" bounds="[54,820][1026,950]"/>
              </node>
            </node>
            <node class="android.widget.EditText" text="" hint="Note" clickable="true" focusable="true" enabled="true" bounds="[54,990][1026,1110]"/>
            """)
        #expect(nodes[0].children[0].children[0].android?.hintIsFloatingLabel == true)
        #expect(nodes[1].android?.hintIsFloatingLabel == false)
    }

    @Test func readsTheNodesFlagsAndBounds() throws {
        let document = try Self.document("""
            <node NAF="true" index="0" text="" resource-id="com.example.shop:id/close" class="android.widget.ImageButton" package="com.example.shop" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" long-clickable="false" password="false" selected="false" bounds="[16,56][160,200]"/>
            """)
        #expect(document.format == "uiautomator" && document.idiom == .android)
        #expect(document.screens.first?.id == "com.example.shop")
        let button = try #require(document.screens.first?.root.children.first?.children.first)
        #expect(button.type == "android.widget.ImageButton" && button.sourceName == "node")
        #expect(button.screenFrame == Rect(x: 16, y: 56, width: 144, height: 144))
        #expect(button.accessibility.identifier.value == "com.example.shop:id/close")
        let node = try #require(button.android)
        #expect(node.isClickable && node.isFocusable && node.isNotAccessibilityFriendly && node.contentDescription == nil)
        #expect(button.accessibility.isElement.value, "an actionable leaf is focused")
        #expect(button.location.line == 4)
    }

    /// androidx's `dumpWindowHierarchy` lists System UI's status bar first: the screen is the app's, and each node knows
    /// whether it is in a window of the system's (a node that names no package is in its parent's window).
    @Test func theScreenIsTheAppsWhenSystemUIComesFirst() throws {
        let xml = """
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,136]">
                <node class="android.widget.TextView" text="12:30" bounds="[40,40][200,100]"/>
              </node>
              <node class="android.widget.FrameLayout" package="com.example.shop" bounds="[0,136][1080,2400]">
                <node class="android.widget.TextView" package="" text="Basket" bounds="[40,200][600,300]"/>
              </node>
            </hierarchy>
            """
        let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "dump.xml")
        let screen = try #require(document.screens.first)
        #expect(screen.id == "com.example.shop" && screen.name == "com.example.shop")
        let windows = screen.root.children
        #expect(windows[0].android?.systemWindow == .systemUI && windows[0].children[0].android?.systemWindow == .systemUI)
        #expect(windows[1].android?.systemWindow == nil && windows[1].children[0].android?.systemWindow == nil)
    }

    @Test func appiumNamesElementsByTheirClass() throws {
        let xml = """
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]" displayed="true">
                <android.widget.TextView index="0" package="com.example" class="android.widget.TextView" text="Welcome back" bounds="[0,0][1080,100]" displayed="true" heading="true" a11y-important="true"/>
                <android.widget.TextView index="1" package="com.example" class="android.widget.TextView" text="Off screen" bounds="[0,0][1080,100]" displayed="false"/>
                <android.view.View index="2" package="com.example" class="android.view.View" text="Decoration" bounds="[0,0][1080,100]" displayed="true" a11y-important="false"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let document = try AndroidDumpImporter().importDocument(bytes: Array(xml.utf8), path: "page.xml")
        #expect(document.format == "appium-uiautomator2")
        let children = try #require(document.screens.first?.root.children.first?.children)
        #expect(children[0].android?.isHeading == true && children[0].accessibility.traits.value.contains(.header))
        #expect(children[0].accessibility.isElement.value)
        #expect(children[1].isHidden && !children[1].accessibility.isElement.value)
        #expect(children[2].android?.importance == .no && !children[2].accessibility.isElement.value)
    }

    @Test func aClickableRowSpeaksTheTextsInsideIt() throws {
        let row = try #require(try Self.nodes("""
            <node text="" class="android.widget.LinearLayout" content-desc="" clickable="true" enabled="true" bounds="[0,100][1080,250]">
              <node text="Wi-Fi" class="android.widget.TextView" content-desc="" clickable="false" bounds="[40,110][600,160]"/>
              <node text="Connected" class="android.widget.TextView" content-desc="" clickable="false" bounds="[40,170][600,220]"/>
            </node>
            """).first)
        #expect(row.accessibility.isElement.value)
        #expect(row.accessibility.label.value == "Wi-Fi, Connected")
        #expect(row.children.allSatisfy { !$0.accessibility.isElement.value }, "its texts are spoken by the row, not focused")
    }

    @Test func aDescriptionSpeaksInsteadOfTheTexts() throws {
        let row = try #require(try Self.nodes("""
            <node text="" class="android.widget.LinearLayout" content-desc="Wi-Fi settings" clickable="true" bounds="[0,100][1080,250]">
              <node text="Wi-Fi" class="android.widget.TextView" content-desc="" clickable="false" bounds="[40,110][600,160]"/>
            </node>
            """).first)
        #expect(row.accessibility.label.value == "Wi-Fi settings")
        #expect(!row.children[0].accessibility.isElement.value,
                "TalkBack skips a text under an actionable ancestor, even one whose description leaves it out (issue 21)")
    }

    @Test func aContainerOfControlsIsNotFocused() throws {
        let bar = try #require(try Self.nodes("""
            <node text="" class="android.widget.LinearLayout" content-desc="" clickable="true" bounds="[0,100][1080,250]">
              <node text="OK" class="android.widget.Button" content-desc="" clickable="true" bounds="[40,110][600,160]"/>
            </node>
            """).first)
        #expect(!bar.accessibility.isElement.value, "nothing to say of its own, and not a leaf")
        #expect(bar.children[0].accessibility.isElement.value)
    }

    @Test func hiddenSubtreesAndUnimportantNodes() throws {
        let nodes = try Self.nodes("""
            <node text="Secret" class="android.widget.TextView" content-desc="" visible-to-user="false" bounds="[0,0][10,10]"/>
            <node text="" class="android.widget.FrameLayout" content-desc="" a11y-important="false" bounds="[0,0][10,10]">
              <node text="Kept" class="android.widget.TextView" content-desc="" bounds="[0,0][10,10]"/>
            </node>
            """)
        #expect(!nodes[0].accessibility.isElement.value && nodes[0].isHidden)
        #expect(!nodes[1].accessibility.isElement.value && nodes[1].children[0].accessibility.isElement.value,
                "importantForAccessibility no drops the node, not its children")
    }

    @Test func listItemsAreFocusedWhenTheyHaveSomethingToSay() throws {
        let list = try #require(try Self.nodes("""
            <node text="" class="androidx.recyclerview.widget.RecyclerView" content-desc="" scrollable="true" bounds="[0,100][1080,900]">
              <node text="" class="android.widget.LinearLayout" content-desc="" clickable="false" bounds="[0,100][1080,300]">
                <node text="Apples" class="android.widget.TextView" content-desc="" bounds="[0,100][1080,300]"/>
              </node>
            </node>
            """).first)
        let item = list.children[0]
        #expect(item.android?.isCollectionItem == true && item.accessibility.isElement.value)
        #expect(item.accessibility.label.value == "Apples")
    }

    @Test func oneProcessorOrTwoBuildTheSameTree() throws {
        // Past one batch of the pipeline, so that the second thread builds some of it.
        let rows = (0..<700).map { #"<node class="android.widget.Button" text="Row \#($0)" clickable="true" bounds="[0,0][10,10]"/>"# }
        let bytes = Array(Self.dump(rows.joined(separator: "\n")).utf8)
        let inLine = try AndroidDumpImporter(processors: 1).importDocument(bytes: bytes, path: "d.xml")
        let pipelined = try AndroidDumpImporter(processors: 2).importDocument(bytes: bytes, path: "d.xml")
        #expect(inLine == pipelined && inLine.screens.first?.root.subtreeCount == 702, "the root, its frame layout and 700 rows")
        let pageSource = Array(XCUITestImporterTests.pageSource(String(repeating: #"<XCUIElementTypeButton label="B" visible="true"/>"#, count: 1200)).utf8)
        #expect(try XCUITestImporter(processors: 1).importDocument(bytes: pageSource, path: "p.xml")
                == XCUITestImporter(processors: 2).importDocument(bytes: pageSource, path: "p.xml"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusTests.corpus),
                   "../shared/corpus is not here: the real-file check was skipped"))
    func everyCorpusDumpLoads() throws {
        let folders = ["android-uiautomator-dump", "appium-uiautomator2", "appium-uiautomator1-legacy"].map { CorpusTests.corpus + "/" + $0 }
        let files = InputDiscovery(supportedExtensions: ["xml"]).files(for: folders).files
        #expect(files.count >= 20)
        for file in files {
            guard case .importer(let importer) = ImporterCatalog.standard.route(forPath: file) else {
                Issue.record("\(file) is not routed to an importer")
                continue
            }
            let document = try importer.importDocument(atPath: file)
            #expect(document.idiom == .android && document.screens.count == 1, "\(file)")
        }
    }
}
