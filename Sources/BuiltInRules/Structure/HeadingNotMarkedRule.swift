import ElementModel
import RuleEngine

/// TalkBack users move from heading to heading to learn what a screen holds and skip to a part of it. A text the layout
/// styles as a title ("Suggestions" in `TextViewHeadline6`, a settings group's `RunHeader`) heads what follows for the eye;
/// unless it is marked as a heading, heading navigation passes it by. The style is only the evidence: the fix is the
/// heading flag, and the look stays as it is.
///
/// Info, as the catalog's `likely-header-without-trait`: a title's style is also given to a dialog's message or an
/// empty list's notice, which need no heading, and code may mark the heading (`ViewCompat.setAccessibilityHeading`).
struct HeadingNotMarkedRule: Rule {
    let description = RuleDescription(
        id: "heading-not-marked", name: "Title not marked as a heading", defaultSeverity: .info,
        summary: "In an Android layout, a text styled as a title (a style or text appearance named Title, Headline, Header "
            + "or Heading) is not marked as a heading, so TalkBack's heading navigation skips it.",
        rationale: "TalkBack users jump between headings (its reading controls' \"Headings\") to find the part of a screen "
            + "they need. A section title that is not a heading is heard only by swiping through everything before it.",
        wcag: [.infoAndRelationships, .headingsAndLabels],
        requires: [.androidSemantics, .textStyles],
        triggeringExamples: [
            RuleExample("A section's title in a title's text appearance", AndroidFixText.layoutExample("""
                ↓<TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Notifications"
                    android:textAppearance="?attr/textAppearanceTitleMedium"/>
                <Switch android:layout_width="match_parent" android:layout_height="wrap_content" android:text="New messages"/>
                """)),
            RuleExample("A settings group's header, by its style", AndroidFixText.layoutExample("""
                ↓<TextView style="@style/SettingsHeader" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="Device"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A title marked as a heading; a subtitle; a list item's title; a title inside a row TalkBack reads as one", AndroidFixText.layoutExample("""
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Notifications"
                    android:textAppearance="?attr/textAppearanceTitleMedium" android:accessibilityHeading="true"/>
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Sent to this phone"
                    android:textAppearance="?attr/textAppearanceSubtitle1"/>
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Ingredients"
                    style="@style/Widget.App.TextView.ListItem.Title"/>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true"
                    android:orientation="vertical">
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Account"
                        android:textAppearance="?attr/textAppearanceTitleMedium"/>
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="ann@example.com"/>
                </LinearLayout>
                """)),
            RuleExample("A caption in a title's style beside its value, on one line", AndroidFixText.layoutExample("""
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                    <TextView style="@style/titleTextStyle" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:text="Unsplit amount"/>
                    <TextView android:id="@+id/amount" style="@style/titleTextStyle" android:layout_width="wrap_content"
                        android:layout_height="wrap_content"/>
                </LinearLayout>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroidLayout, !Self.isListItemLayout(screen.document.path) else { return [] }
        return screen.talkBackFindings { element, node, says in
            guard !node.isHeading, AndroidRole.of(node) == .none, !node.isActionable, node.text?.isEmpty == false,
                  let style = node.textStyles.first(where: Self.namesATitle),
                  // Its parent is looked for only for a text styled as a title, which few are.
                  !Self.isALabel(element, parent: screen.screen.root.parent(of: element)) else { return nil }
            return screen.finding(description, on: element,
                message: "\"\(says)\" is styled as a title (\(style)) but is not a heading: TalkBack's heading navigation skips it.",
                fix: Fix(summary: "Mark it as a heading, so TalkBack says \"Heading\" and its heading navigation stops there; the "
                            + "text and its look stay as they are.",
                         androidView: "ViewCompat.setAccessibilityHeading(title, true)",
                         compose: "Modifier.semantics { heading() }",
                         androidLayout: "android:accessibilityHeading=\"true\""))
        }
    }

    /// A style's or text appearance's own name (after its last `/`, `.` or `:`), in words, ends with Title, Headline,
    /// Header or Heading, less a size, a number or "Text" and "Style" after it: `TextAppearance.AppCompat.Title`,
    /// `@style/RunHeader`, `textAppearanceHeadline6`, `textAppearanceTitleMedium`, `title_text`; not Subtitle, nor
    /// `HeaderHint` or `Untitled`, nor a list item's title (`ListItem.Title`: a row's text, which code often makes a row
    /// that acts).
    static func namesATitle(_ style: String) -> Bool {
        guard !style.lowercased().contains("item") else { return false }
        let name = style.split(whereSeparator: { "/.:".contains($0) }).last.map(String.init) ?? style
        var words = Self.words(of: name)
        while let last = words.last, Self.trailingWords.contains(last) || last.allSatisfy(\.isNumber) { words.removeLast() }
        return words.last.map { ["title", "headline", "header", "heading"].contains($0) } ?? false
    }

    /// A name split into words, lowercased: at capitals after a lower-case letter, at digits, and at anything else.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true
                || character.isNumber != (previous?.isNumber ?? character.isNumber)
            if !(character.isLetter || character.isNumber) || startsWord {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// Words after a title's in its style's name that do not change what it is.
    private static let trailingWords: Set<String> = ["large", "medium", "small", "text", "style", "appearance"]

    /// A file an adapter inflates for each row of a list (`item_song.xml`, `row_contact.xml`): its title is the row's,
    /// which a row's stop says, unless the file is a list's section header (`item_section_header.xml`). A preference's
    /// layout (`layout_pref_title_switch.xml`, Seadroid's) is a row of the settings list, whose title the library writes;
    /// a preference category's is its section's heading, and a screen's or a dialog's (`activity_preference.xml`) a screen.
    static func isListItemLayout(_ path: String) -> Bool {
        let file = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        let name = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
        let words = name.split(separator: "_")
        if let first = words.first, !["activity", "fragment", "dialog"].contains(first),
           words.contains(where: { $0 == "pref" || $0 == "preference" }) {
            return !words.contains { $0 == "category" || $0 == "header" }
        }
        let isRow = ["item_", "row_", "list_item", "cell_", "card_"].contains { name.hasPrefix($0) }
            || ["_item", "_row", "_cell", "_card"].contains { name.hasSuffix($0) }
        return isRow && !["header", "section", "title"].contains { name.contains($0) }
    }

    /// A label rather than a heading over a part of the screen: beside another text in a horizontal row, beside a text in
    /// the same title's style that code fills (a caption and its value, set side by side in a `RelativeLayout`), or over a
    /// single text in a view of their own (a card's "Seeds" over "1 (1)": a caption, which `caption-not-grouped` is about).
    private static func isALabel(_ element: Element, parent: Element?) -> Bool {
        guard let parent else { return false }
        let others = parent.children.filter { $0.location != element.location }
        if parent.android?.placesChildrenSideBySide == true, others.contains(where: { $0.android?.text != nil }) { return true }
        if others.count == 1, let other = others[0].android, other.text != nil, AndroidRole.of(other) == .none, !other.isActionable,
           others[0].children.isEmpty { return true }
        return others.contains { $0.android?.text == AndroidNode.setAtRunTime && $0.android?.textStyles.contains(where: namesATitle) == true }
    }
}
