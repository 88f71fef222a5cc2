import ElementModel
import RuleEngine

/// UIKit names image-only buttons and image views after their asset, so VoiceOver reads "icon underscore
/// close" or "square dot and dot arrow dot up" instead of what the control does; and a label someone set to a
/// code identifier ("lblUserName") is read instead of the text the view shows. On Android, a content description
/// written as a test id ("button-LOGIN") is what TalkBack says.
struct LabelIsFileNameRule: Rule {
    let description = RuleDescription(
        id: "label-is-file-name", name: "Label is a file name", defaultSeverity: .error,
        summary: "A label, or a name UIKit derives from an image, looks like an asset, file or code name "
            + "(\"icon_close\", \"btn-next\", \"ChevronRightIcon\", \"lblUserName\", \"arr\").",
        rationale: "An image-only button with no label is announced by its asset name (\"icon_close\", "
            + "\"square.and.arrow.up\"): sounds, not words, for VoiceOver users. A code identifier set as the label "
            + "hides the words the view shows.",
        wcag: [.nonTextContent, .nameRoleValue],
        requiresOnAndroid: [],
        correctability: .certainAndSuggestions,
        triggeringExamples: [
            RuleExample("On Android, a web page's button whose text is its test id", AndroidFixText.example("""
                <node class="android.webkit.WebView" text="Sign in" focusable="true" bounds="[0,0][1080,2400]"><node class="android.view.View" bounds="[0,0][1080,2400]">↓<node class="android.widget.Button" text="base-go-back-button" clickable="true" focusable="true" enabled="true" bounds="[24,56][88,120]"/></node></node>
                """)),
            RuleExample("On Android, content descriptions written as test ids, which TalkBack speaks (React Native's accessibilityLabel)",
                        AndroidFixText.example("""
                ↓<node class="android.view.ViewGroup" text="" content-desc="button-LOGIN" clickable="true" focusable="true" enabled="true" bounds="[54,1200][1026,1320]"><node class="android.widget.TextView" text="LOG IN" bounds="[400,1230][680,1290]"/></node>
                ↓<node class="android.widget.Switch" text="" content-desc="switch-text" checkable="true" clickable="true" focusable="true" enabled="true" bounds="[54,1400][1026,1500]"/>
                ↓<node class="android.widget.ImageButton" content-desc="loginBtn" clickable="true" focusable="true" enabled="true" bounds="[54,1600][174,1720]"/>
                """)),
            RuleExample("An image-only button named after its asset", """
                ↓<button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="icon_close"/></button>
                """),
            RuleExample("An image marked as an element with no label", """
                ↓<imageView image="Arrow-Up-24" id="i1"><rect key="frame" x="16" y="100" width="24" height="24"/>
                    <accessibility key="accessibilityConfiguration"><bool key="isElement" value="YES"/></accessibility>
                </imageView>
                """),
            RuleExample("Asset names and abbreviations spoken as the label (the fix suggests \"Next\" from the action)", """
                ↓<button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="ChevronRightIcon"/>
                    <connections><action selector="nextTapped:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                </button>
                ↓<button id="b2"><rect key="frame" x="80" y="56" width="44" height="44"/><state key="normal" image="arr"/></button>
                ↓<button id="b3"><rect key="frame" x="144" y="56" width="44" height="44"/><state key="normal" image="btn-next"/></button>
                """),
            RuleExample("A toolbar button named only by its image", """
                <toolbar id="tb1"><rect key="frame" x="0" y="800" width="390" height="44"/>
                    <items>↓<barButtonItem image="scan_qr" id="bb1"/></items>
                </toolbar>
                """),
            RuleExample("A code identifier set as the label hides the text the label shows", """
                ↓<label text="User name" id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/>
                    <accessibility key="accessibilityConfiguration" label="lblUserName"/>
                </label>
                """),
            RuleExample("In a page source, plain views the app labelled with their test ids (React Native's testID as accessibilityLabel)", """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                  ↓<XCUIElementTypeOther type="XCUIElementTypeOther" name="loginBtn" label="loginBtn" enabled="true" visible="true" x="16" y="700" width="358" height="50"/>
                  ↓<XCUIElementTypeOther type="XCUIElementTypeOther" name="button-SIGNUP" label="button-SIGNUP" enabled="true" visible="true" x="16" y="760" width="358" height="50"/>
                </XCUIElementTypeApplication></AppiumAUT>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, an edit box whose value reads like a key: its value, not its name", AndroidFixText.example("""
                <node class="android.widget.EditText" text="message_id" hint="Message id field" clickable="true" focusable="true" enabled="true" bounds="[54,300][1026,420]"/>
                """)),
            RuleExample("On Android, a list's date shown on a clickable cell: digits and a hyphen, no name", AndroidFixText.example("""
                <node class="android.widget.TextView" text="07-31" clickable="true" focusable="true" enabled="true" bounds="[54,300][300,420]"/>
                """)),
            RuleExample("On Android, descriptions in words, hyphenated words among them", AndroidFixText.example("""
                <node class="android.widget.ImageButton" content-desc="Log in" clickable="true" focusable="true" enabled="true" bounds="[54,1200][174,1320]"/>
                <node class="android.widget.ImageButton" content-desc="Wi-Fi" clickable="true" focusable="true" enabled="true" bounds="[254,1200][374,1320]"/>
                <node class="android.widget.ImageButton" content-desc="Sign-in" clickable="true" focusable="true" enabled="true" bounds="[454,1200][574,1320]"/>
                """)),
            RuleExample("On Android, a Flutter row whose description is its caption and value, a line each (a product code)",
                        AndroidFixText.example("""
                <node class="android.view.View" content-desc="SKU&#10;SKU-100" focusable="true" enabled="true" bounds="[42,626][1038,710]"/>
                <node class="android.view.View" content-desc="Größe&#13;&#10;XL-42" focusable="true" enabled="true" bounds="[42,710][1038,794]"/>
                """)),
            RuleExample("The same button with a label", """
                <button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="icon_close"/>
                    <accessibility key="accessibilityConfiguration" label="Close"/>
                </button>
                """),
            RuleExample("Words that only look technical", """
                <label text="iPhone" id="l1"><rect key="frame" x="16" y="100" width="100" height="21"/></label>
                <label text="Wi-Fi" id="l2"><rect key="frame" x="16" y="130" width="100" height="21"/></label>
                <label text="e.g." id="l3"><rect key="frame" x="16" y="160" width="100" height="21"/></label>
                """),
            RuleExample("In a page source, the text a label shows, which sighted users read too", """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="lastSync" name="lastSync" label="lastSync" enabled="true" visible="true" x="16" y="100" width="200" height="21"/>
                </XCUIElementTypeApplication></AppiumAUT>
                """),
            RuleExample("Placeholder copy in a label, replaced at run time", """
                <label text="lastSync" id="l1"><rect key="frame" x="16" y="100" width="100" height="21"/></label>
                """),
            RuleExample("A button titled with a localization key, which code replaces", """
                <button id="b1"><rect key="frame" x="16" y="56" width="200" height="44"/><state key="normal" title="TinkerStrings.Action.Cancel"/></button>
                """),
            RuleExample("An SF Symbol, which has a spoken description of its own", """
                <button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/>
                    <state key="normal"><imageReference key="image" image="square.and.arrow.up" catalog="system"/></state>
                </button>
                """),
            RuleExample("Plain words as image names", """
                <button id="b1"><rect key="frame" x="16" y="56" width="44" height="44"/><state key="normal" image="forward"/></button>
                <button id="b2"><rect key="frame" x="80" y="56" width="44" height="44"/><state key="normal" image="share"/></button>
                <button id="b3"><rect key="frame" x="144" y="56" width="44" height="44"/><state key="normal" image="map"/></button>
                """),
            RuleExample("A decorative image that is not an element", """
                <imageView image="divider_line" id="i1"><rect key="frame" x="0" y="100" width="390" height="1"/></imageView>
                """),
        ])

    /// Not flagged: a label's, text view's or cell's own text (text like "lastSync" in a file is placeholder copy
    /// that code replaces), a text field's placeholder (an example, placeholder-as-label's concern), and SF
    /// Symbols, which carry a spoken description of their own.
    private static func isRunTimePlaceholderOrSymbol(_ element: Element) -> Bool {
        switch element.accessibility.label.provenance.derivedFrom {
        case .text?, .placeholder?, .symbolName?, .cellTexts?, .localizedText?: return true
        default: return false
        }
    }

    /// A button titled like code ("d1Button") is a title used as a tag, often drawn invisibly over an image; a
    /// navigation title such as "UICollectionView" is what everyone reads.
    private static func source(of element: Element, fromImage: Bool, isExplicit: Bool) -> AssetNames.Source {
        if fromImage { return .image }
        if isExplicit { return .explicit }
        if element.accessibility.label.provenance.source == .runtimeSnapshot {
            // A page source does not say who set a label. A text's is the text it shows; a button's is its title as
            // far as anyone can tell; a plain view has none unless the app set one.
            if element.traits.contains(.staticText) { return .shown }
            if element.traits.contains(.button) { return .buttonTitle }
            return element.type == "UIView" ? .explicit : .shown
        }
        let isButtonTitle = element.accessibility.label.provenance.derivedFrom == .title && element.traits.contains(.button)
        return isButtonTitle ? .buttonTitle : .shown
    }

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        if !screen.document.evidence.contains(.uikitSemantics) { return [] }
        return screen.findings { visit in
            let element = visit.element
            let fromImage = element.accessibility.label.provenance.derivedFrom == .imageName
            let isExplicit = element.accessibility.label.isExplicit
            guard visit.isReachable, element.isElement, let label = element.label, !Self.isRunTimePlaceholderOrSymbol(element),
                  AssetNames.looksLikeFileName(label, source: Self.source(of: element, fromImage: fromImage, isExplicit: isExplicit))
            else { return nil }
            if isExplicit, let shown = element.visibleText, shown != label {
                return hidesVisibleText(element, label: label, shown: shown, in: screen)
            }
            // A title that reads like a key (`btn_next`) is one code replaces with the real text: no word of the file says it.
            let titleIsKey = !isExplicit && element.accessibility.label.provenance.derivedFrom == .title
            let suggestion = titleIsKey ? nil : LabelSuggestion.label(for: element, in: screen)
            return screen.finding(description, on: element,
                message: "\(element.displayName) is announced as \"\(label)\", "
                    + (fromImage ? "the name of its image" : "which reads like a file or code name") + ", not words a person would say.",
                fix: Fix(summary: "Set an accessibility label that says what it does"
                            + (suggestion.map { " (suggestion to confirm: \"\($0)\")" } ?? "")
                            + (isExplicit ? "; if UI tests find it by \"\(label)\", make that its accessibility identifier." : "."),
                         interfaceBuilder: FixText.inspector(label: suggestion ?? "…", identifier: isExplicit ? label : nil),
                         swift: FixText.swift(element, "accessibilityLabel", FixText.quoted(suggestion ?? "…")),
                         suggestedLabel: suggestion,
                         correction: suggestion.map { Correction([.setLabel($0)] + Self.keepingAsIdentifier(label, of: element), isSuggestion: true) }))
        }
    }

    /// On Android a content description is set by the app, and TalkBack says it instead of the texts inside: one that
    /// reads like a test id or code name ("button-LOGIN", "loginBtn", "ic_close") was written for test automation
    /// (React Native apps that give Appium their `accessibilityLabel`). Texts are what the screen shows, as on iOS.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            // An edit box's text is its value (SMSSync's `message_id` is the key a field's default value names), not its name.
            if node.contentDescription == nil, node.isControl, AndroidRole.of(node) != .editBox, let text = node.text,
               text != AndroidNode.setAtRunTime,
               !text.hasPrefix("@"), AssetNames.looksLikeFileName(text, source: .buttonTitle) {
                // A control's own text that reads like a key (`btn_next`, a web page's `base-go-back-button`), as a page
                // source's button title is judged.
                let (view, compose, layout) = AndroidFixText.contentDescription("…")
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName)'s text \"\(text)\" reads like a test id or code name: TalkBack says \"\(says)\".",
                    fix: Fix(summary: "Give it words that say what it does: its text, or (in web content) its aria-label.",
                             androidView: view, compose: compose, androidLayout: layout))
            }
            guard let name = node.knownContentDescription,
                  AssetNames.looksLikeFileName(name, source: .explicit) else { return nil }
            let shown = Self.shownText(element)
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            let testID = "find it in tests by its resource id (React Native: testID; Compose: Modifier.testTag(\(FixText.quoted(name))))"
            if let shown {
                return screen.finding(description, on: element,
                    message: "\(node.simpleClassName) has the content description \"\(name)\", which reads like a test id or code name: "
                        + "TalkBack says \"\(says)\" instead of the text it shows (\"\(shown)\").",
                    fix: Fix(summary: "Remove the content description so TalkBack reads the text it shows; " + testID + ".",
                             androidView: "view.contentDescription = null", compose: "Modifier.testTag(\(FixText.quoted(name)))",
                             androidLayout: "remove android:contentDescription", correction: Correction([.removeLabel])))
            }
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has the content description \"\(name)\", which reads like a test id or code name: "
                    + "TalkBack says \"\(says)\".",
                fix: Fix(summary: "Give it a content description in words that says what it does, and " + testID + ".",
                         androidView: view, compose: compose, androidLayout: layout))
        }
    }

    /// The texts a node or the views inside it show, joined as TalkBack would join them.
    private static func shownText(_ element: Element) -> String? {
        var texts: [String] = []
        func visit(_ element: Element) {
            guard !element.isHidden else { return }
            if let text = element.android?.text, !text.isEmpty { texts.append(text) }
            element.children.forEach(visit)
        }
        visit(element)
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// An identifier set as the label of a view that shows text: the right label is no label at all.
    private func hidesVisibleText(_ element: Element, label: String, shown: String, in screen: ScreenContext) -> Finding {
        screen.finding(description, on: element,
            message: "\(element.displayName) is announced as \"\(label)\", which reads like a code name, instead of the "
                + "text it shows (\"\(shown)\").",
            fix: Fix(summary: "Remove the accessibility label so VoiceOver reads the text it shows; if UI tests find the "
                        + "element by \"\(label)\", make that its accessibility identifier instead.",
                     interfaceBuilder: FixText.inspector(identifier: label),
                     swift: FixText.swift(element, "accessibilityIdentifier", FixText.quoted(label))
                        + "; " + FixText.swift(element, "accessibilityLabel", "nil"),
                     correction: element.hasLabelFromInspector ? Correction([.removeLabel] + Self.keepingAsIdentifier(label, of: element)) : nil))
    }

    /// A code name a person set as the label is likely what UI tests find the element by: it becomes the identifier,
    /// unless the element has one.
    private static func keepingAsIdentifier(_ label: String, of element: Element) -> [Correction.Change] {
        element.hasLabelFromInspector && element.accessibility.identifier.value == nil ? [.setIdentifier(label)] : []
    }
}
