import ElementModel
import RuleEngine
import ScreenReaders

/// An icon inside a control, described by the very words the control shows beside it (Compose's
/// `Icon(Icons.Default.Sync, contentDescription = "Sync")` in a `Button` with `Text("Sync")`, a menu row's `ImageView`
/// described "Gallery" above the text "Gallery"): TalkBack reads a stop's children together and says the words twice,
/// "Sync, Sync, Button", on every visit. Beside the words the icon is decoration, and its description belongs empty
/// (axe-core's image-redundant-alt).
///
/// Android only: UIKit names a button by its title alone, and a cell's image view with a label is a stop of its own,
/// which `duplicate-label` compares.
struct ImageLabelRedundantRule: Rule {
    let description = RuleDescription(
        id: "image-label-redundant", name: "Icon's name repeats the text beside it", defaultSeverity: .warning,
        summary: "On Android, an icon's content description repeats a text that TalkBack reads with it in the same stop, so the "
            + "words are said twice.",
        rationale: "TalkBack reads a control's icon and text together. When the icon is described by the text it stands beside, a "
            + "listener hears \"Sync, Sync, Button\" and wonders whether two things are there; the icon adds nothing the words "
            + "do not say.",
        wcag: [.nonTextContent],
        requires: [.androidSemantics],
        triggeringExamples: [
            RuleExample("On Android, a Compose button whose icon is described by the button's text", AndroidFixText.example("""
                <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[48,979][522,1123]">
                  ↓<node class="android.view.View" content-desc="Sync" bounds="[199,1024][253,1078]"/>
                  <node class="android.widget.TextView" text="Sync" bounds="[277,1021][371,1081]"/>
                </node>
                """)),
            RuleExample("In an Android layout, a clickable row whose image has the row's text as its description",
                        AndroidFixText.layoutExample("""
                <LinearLayout android:id="@+id/gallery" android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true">
                    ↓<ImageView android:layout_width="48dp" android:layout_height="48dp" android:src="@drawable/ic_gallery" android:contentDescription="Gallery"/>
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Gallery"/>
                </LinearLayout>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a decorative icon beside the button's text, an icon whose description says more than the "
                            + "text, and an icon and a text read as stops of their own", AndroidFixText.example("""
                <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[48,979][522,1123]">
                  <node class="android.view.View" bounds="[199,1024][253,1078]"/>
                  <node class="android.widget.TextView" text="Sync" bounds="[277,1021][371,1081]"/>
                </node>
                <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[48,1200][522,1344]">
                  <node class="android.view.View" content-desc="Warning" bounds="[199,1224][253,1278]"/>
                  <node class="android.widget.TextView" text="Sync" bounds="[277,1221][371,1281]"/>
                </node>
                <node class="android.widget.ImageView" content-desc="Clean" bounds="[48,1400][148,1500]"/>
                <node class="android.widget.TextView" text="Clean" bounds="[160,1400][400,1500]"/>
                """)),
            RuleExample("On Android, an icon described by a text's words where the text says a description of its own",
                        AndroidFixText.example("""
                <node class="android.widget.LinearLayout" clickable="true" focusable="true" enabled="true" bounds="[48,979][1032,1123]">
                  <node class="android.widget.ImageView" content-desc="Sync" bounds="[60,1000][160,1100]"/>
                  <node class="android.widget.TextView" text="Sync" content-desc="Sync now with the server" bounds="[180,1000][900,1100]"/>
                </node>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        return screen.talkBackFindingsInside { element, node, says in
            // A stop with a description of its own says that alone, not its children.
            guard node.contentDescription == nil, !element.children.isEmpty else { return [] }
            let parts = Self.spokenParts(of: element)
            // An icon: a view with a description, no text and nothing inside (most stops have none: looked for first).
            let icons = parts.filter { part in
                part.children.isEmpty && part.android.map { $0.contentDescription != nil && $0.text?.isEmpty != false } == true
            }
            guard !icons.isEmpty else { return [] }
            // What each text read with it says: its description if it has one, else its text.
            let texts = Set(parts.compactMap { part -> String? in
                guard let node = part.android, let text = node.text, !text.isEmpty else { return nil }
                return Words.asHeard(node.contentDescription ?? text)
            })
            guard !texts.isEmpty else { return [] }
            return icons.compactMap { icon in
                guard let iconNode = icon.android, let words = iconNode.contentDescription,
                      texts.contains(Words.asHeard(words)) else { return nil }
                return screen.finding(description, on: icon,
                    message: "\(iconNode.simpleClassName)'s content description \"\(words)\" repeats the text beside it: TalkBack says "
                        + "\"\(says)\", the words twice.",
                    fix: Fix(summary: "Leave the icon undescribed: beside the words it is decoration, which TalkBack then passes over.",
                             androidView: "icon.contentDescription = null",
                             compose: "Icon(…, contentDescription = null)",
                             androidLayout: "android:contentDescription=\"@null\" (or android:importantForAccessibility=\"no\") on the icon"))
            }
        }
    }

    /// The views read in `element`'s phrase, those inside a view read with it too (a row's group of icon and text), unless
    /// that view's description speaks for them.
    private static func spokenParts(of element: Element) -> [Element] {
        TalkBackPart.readChildren(of: element).flatMap { part in
            [part] + (part.android?.contentDescription == nil ? spokenParts(of: part) : [])
        }
    }
}
