import ElementModel

/// Turns a layout's tags into elements in one language: each view's `AndroidNode` from its `android:` attributes and
/// its widget class's defaults (a Button is clickable, a CheckBox checkable), its texts from the string resources,
/// the `labelFor` links, and then which views TalkBack focuses (`TalkBackFocus`), as for a dump.
struct LayoutElementBuilder {
    let strings: StringResources
    /// Nil: the default resources.
    let language: String?
    /// The layouts its `<include>`s name, read in their place.
    var included = IncludedLayouts()

    /// The layout's views, read as TalkBack reads them. A layout that is a list's row (`isListRow`) is read as one item
    /// of the list it is made for: TalkBack stops on the row and reads its texts together. `layoutName` is the layout's
    /// own name, which its includes do not bring in again.
    func build(_ root: LayoutTag, isListRow: Bool = false, layoutName: String? = nil) -> Element {
        let namedElsewhere = included.roots.values.reduce(into: Self.idsNamedElsewhere(root)) { $0.formUnion(Self.idsNamedElsewhere($1)) }
        var context = Context(idsNamedElsewhere: namedElsewhere, built: BuiltTags())
        // A `<merge>`'s views join the view that inflates them: none of them is the row.
        context.inCollection = isListRow && root.name != "merge"
        context.heldByCode = root.name != "merge" ? .inflatedRoot : nil
        if let layoutName { context.includeChain.insert(layoutName) }
        var element = build(root, context: context)
        var labels: [String: String] = [:]
        collectLabels(element, into: &labels)
        if !labels.isEmpty { applyLabels(labels, to: &element) }
        let hiddenByGroups = Self.idsHiddenByGroups(root)
        if !hiddenByGroups.isEmpty { hide(hiddenByGroups, in: &element) }
        var resolved = TalkBackFocus.resolve(consume element, vocabulary: .layout)
        var next = 0
        nameSources(&resolved, context.built, &next, idsNamedElsewhere: namedElsewhere)
        return resolved
    }

    /// The ids of views whose name a text gives, not code: the targets of `labelFor`, and a control (button, check box,
    /// radio button, switch) beside a text with a caption in the same row, as uHabits' "times per month" radio buttons are,
    /// or the one switch or check box of a row of two or three views beside a group holding its title and summary (RCX's
    /// settings, sample Q). Such a control with no text is unnamed, not filled in at run time.
    private static func idsNamedElsewhere(_ tag: LayoutTag) -> Set<String> {
        var ids = tag.android["labelFor"].flatMap(idName).map { Set([$0]) } ?? []
        let hasCaption = tag.children.contains(where: isCaption)
        // A row: a few views side by side (not a vertical list of them), one of them the only switch or check box.
        let toggles = tag.children.filter { [.checkBox, .toggle].contains(AndroidRole.of(AndroidNode(className: className($0)))) }
        let hasCaptionGroup = tag.children.count <= 3 && toggles.count == 1 && tag.android["orientation"] != "vertical"
            && tag.children.contains { child in
                child.android["clickable"] != "true" && !child.children.isEmpty && child.children.contains(where: isCaption)
            }
        for child in tag.children {
            if hasCaption || hasCaptionGroup, let id = child.android["id"].flatMap(idName) {
                let role = AndroidRole.of(AndroidNode(className: className(child)))
                if hasCaption && [.button, .checkBox, .radioButton, .toggle].contains(role) || [.checkBox, .toggle].contains(role) {
                    ids.insert(id)
                }
            }
            ids.formUnion(idsNamedElsewhere(child))
        }
        return ids
    }

    /// A framework's widget, or an app's or library's own switch, check box or radio button (`…Switch`, `…SwitchButton`,
    /// `…CheckBox`) written with no views inside: such a class extends the framework's compound button it is named after
    /// (kyleduo's `SwitchButton` extends CompoundButton), and is clickable and checkable as that one is.
    /// One that takes texts through attributes of its own (`app:title="@string/…"`, a toggle library's `app:textToggleLeft`)
    /// is a compound view that inflates its parts, and is not.
    private static func isWidgetClass(_ tag: LayoutTag) -> Bool {
        let name = className(tag)
        guard !AndroidNode.isFrameworkClass(name) else { return true }
        let takesTexts = tag.app.contains { attribute in
            !attribute.name.hasPrefix("layout_") && (attribute.value.hasPrefix("@string/")
                || ["text", "title", "label"].contains { attribute.name.lowercased().contains($0) })
        }
        return tag.children.isEmpty && !takesTexts && [.checkBox, .radioButton, .toggle].contains(AndroidRole.of(AndroidNode(className: name)))
    }

    /// A text view with a text the layout gives it.
    private static func isCaption(_ tag: LayoutTag) -> Bool {
        AndroidNode.simpleName(of: className(tag)).hasSuffix("TextView") && tag.android["text"].map { !$0.isEmpty } == true
    }

    /// A label taken from one attribute says which value, and which strings.xml gave its text, from the tag each element
    /// was built from (`built`, in the elements' order, from `next`; views made in code have none).
    private func nameSources(_ element: inout Element, _ built: BuiltTags, _ next: inout Int, idsNamedElsewhere: Set<String>) {
        guard !element.isSynthesized else {
            // A part a widget makes of itself (a NumberPicker's), whose value code gives.
            if element.accessibility.label.provenance.detail == TalkBackFocus.Vocabulary.layout.text, element.android?.text == AndroidNode.setAtRunTime {
                element.accessibility.label.provenance.detail = "set at run time: a part the \(element.sourceName) makes of itself"
            }
            return
        }
        let (tag, heldByCode) = built.tags[next]
        next += 1
        let provenance = element.accessibility.label.provenance
        let attribute = provenance.detail == TalkBackFocus.Vocabulary.layout.contentDescription ? "contentDescription"
            : provenance.detail == TalkBackFocus.Vocabulary.layout.text ? "text" : nil
        if attribute == "contentDescription", let value = tag.android["contentDescription"] {
            element.accessibility.label.provenance.detail += " " + AndroidText.source(value, strings: strings, language: language)
            if tag.styledAttributes.contains("contentDescription"), let style = tag.plain["style"] {
                element.accessibility.label.provenance.detail += ", given by its style " + style
            }
        } else if attribute == "text", let node = element.android {
            switch Self.textSource(tag, isWidgetClass: Self.isWidgetClass(tag),
                                   codeMayFill: heldByCode != nil || node.viewID.map { !idsNamedElsewhere.contains($0) } ?? false) {
            case .attribute("android:text", let value)?:
                element.accessibility.label.provenance.detail += " " + AndroidText.source(value, strings: strings, language: language)
            case .attribute(let name, let value)?:
                element.accessibility.label.provenance.detail = "estimated from its \(name) " + AndroidText.source(value, strings: strings, language: language)
            case .setAtRunTime?:
                element.accessibility.label.provenance.detail = tag.tools["text"] != nil ? "its tools:text, a preview of a text set at run time"
                    : heldByCode.map(\.howCodeHoldsIt) ?? "set at run time: the layout gives it no text and an id for code to find it by"
            case nil: break
            }
        }
        // A toolbar's title, a text view made in code, has its source on the toolbar's tag.
        if let title = element.children.firstIndex(where: { $0.isSynthesized && $0.type == "android.widget.TextView" }),
           element.children[title].accessibility.label.provenance.detail == TalkBackFocus.Vocabulary.layout.text,
           case .attribute(let name, let value)? = Self.textSource(tag, isWidgetClass: true, codeMayFill: false) {
            element.children[title].accessibility.label.provenance.detail = "its title, \(name) " + AndroidText.source(value, strings: strings, language: language)
        }
        for index in element.children.indices {
            nameSources(&element.children[index], built, &next, idsNamedElsewhere: idsNamedElsewhere)
        }
    }

    /// The tags the elements were built from, in the order they were built (the elements' own order, leaving out the views
    /// made in code), each with whether it is the view the layout inflates to; and how many more tags included layouts may
    /// bring in, a bound on layouts that include others many times over (each include is inflated anew, so a layout
    /// including another twice, which includes another twice, doubles at every step).
    private final class BuiltTags {
        var tags: [(tag: LayoutTag, heldByCode: HeldByCode?)] = []
        var includedTagsLeft = 5_000
    }

    /// What a view takes from the views around it.
    private struct Context {
        /// The Lint checks `tools:ignore` names on enclosing views: Lint applies them to everything inside.
        var lintIgnores: Set<String> = []
        /// Inside a `TextInputLayout` (or an app's subclass), whose hint its field shows as a floating label and TalkBack
        /// reads as the field's.
        var inTextInputLayout = false
        var fieldHint: String?
        var inCollection = false
        /// How code holds the view, which has no id, to fill in its text.
        var heldByCode: HeldByCode?
        /// The layouts being included, around this view, and the layout itself: one that includes itself again is not
        /// read again.
        var includeChain: Set<String> = []
        let idsNamedElsewhere: Set<String>
        let built: BuiltTags
    }

    /// How code holds a view of no id to fill in its text.
    private enum HeldByCode {
        /// The view the layout inflates to (ProtonMail's list item, a lone RadioButton whose text its adapter sets).
        case inflatedRoot
        /// One of a parent's children alike, which code fills one by one through the parent (Easer's seven day buttons,
        /// `getChildAt(i)`).
        case alikeChild(parentID: String)

        var howCodeHoldsIt: String {
            switch self {
            case .inflatedRoot: "set at run time: the layout gives it no text, and code holds it as the view the layout inflates to"
            case .alikeChild(let parentID):
                "set at run time: the layout gives it no text, and code fills it through its parent @id/\(parentID), whose views are alike"
            }
        }
    }

    /// A parent with an id whose views (two or more) are one widget that shows a text, written alike (the same attributes
    /// but where each is placed), none with an id, a text, a description, a handler or a picture of its own: told apart by
    /// nothing, they are filled in by code through the parent. Buttons that differ by their `onClick`s, and views drawn as
    /// pictures (a rating's stars, colour swatches), are not.
    private static func fillsAlikeChildren(_ tag: LayoutTag) -> Bool {
        guard tag.children.count >= 2, let first = tag.children.first, isWidgetClass(first) else { return false }
        let simpleName = AndroidNode.simpleName(of: className(first))
        guard textWidgetSuffixes.contains(where: { simpleName.hasSuffix($0) }),
              !iconWidgetSuffixes.contains(where: { simpleName.hasSuffix($0) }) else { return false }
        func unplaced(_ child: LayoutTag) -> [String: String] { child.android.filter { !$0.key.hasPrefix("layout_") } }
        func appAttributes(_ child: LayoutTag) -> [String] {
            child.app.filter { !$0.name.hasPrefix("layout_") }.map { $0.name + "=" + $0.value }
        }
        let attributes = unplaced(first), app = appAttributes(first)
        return tag.children.allSatisfy { child in
            child.name == first.name && child.children.isEmpty && child.tools["text"] == nil
                && ["id", "text", "contentDescription", "onClick"].allSatisfy { child.android[$0] == nil }
                && !["background", "button", "src", "foreground"].contains { child.android[$0] != nil }
                && unplaced(child) == attributes && appAttributes(child) == app && child.plain["style"] == first.plain["style"]
        }
    }

    /// Tags that stand for structure, not a view: data binding's wrapper, and a layout meant to be merged into
    /// another's view.
    private static let structuralTags: Set<String> = ["layout", "merge"]

    private func build(_ tag: LayoutTag, context: Context) -> Element {
        let line = tag.location.line
        context.built.tags.append((tag, context.heldByCode))
        var context = context
        if let ignore = tag.tools["ignore"] {
            context.lintIgnores.formUnion(ignore.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty })
        }
        if Self.structuralTags.contains(tag.name) || tag.name == "include" || tag.name == "ViewStub" {
            // An `<include>` left here names a layout that was not read (`children(of:)` puts the others in its place); a
            // `ViewStub` is an empty placeholder that code replaces by its layout (its own flags do not pass to that
            // layout's views), which is read on its own.
            var accessibility = AccessibilityProperties.defaults(
                isElement: false, traits: [], provenance: Provenance(.layoutAttribute, "<\(tag.name)>", line: line))
            if let included = tag.plain["layout"] ?? tag.android["layout"] {
                accessibility.identifier = Resolved(included, Provenance(.layoutAttribute, "the layout it includes", line: line))
            }
            return Element(id: nil, type: tag.name, sourceName: tag.name, location: tag.location, accessibility: accessibility,
                           children: children(of: tag, context: context))
        }
        var node = self.node(tag, context: context)
        // A toolbar shows its title in a text view of its own, after its navigation button (TalkBack orders a view's
        // children by place, and the button is at the start): the title is that child, not the toolbar's own text.
        let titleView = toolbarTitleView(of: &node, tag: tag)
        if node.isTextInputLayout {
            context.inTextInputLayout = true
            // Its hint, else the placeholder it shows in the empty field (`app:placeholderText`), which TalkBack reads.
            if let hint = tag.android["hint"] ?? tag.app.first(where: { $0.name == "placeholderText" })?.value {
                context.fieldHint = text(hint)
            }
        }
        // Material's search view stays hidden until its search bar is tapped.
        let isHidden = tag.android["visibility"] == "gone" || tag.android["visibility"] == "invisible"
            || node.className == "com.google.android.material.search.SearchView"
        let isEnabled = tag.android["enabled"] != "false"
        let traits = AndroidRole.traits(of: node, isEnabled: isEnabled, isSelected: false)
        var accessibility = AccessibilityProperties.defaults(
            isElement: false, traits: traits, provenance: Provenance(.androidDefault, "the \(node.simpleClassName) class", line: line))
        if let id = node.viewID {
            accessibility.identifier = Resolved(id, Provenance(.layoutAttribute, "its android:id", line: line))
        }
        context.inCollection = AndroidRole.isCollection(node.className)
        context.heldByCode = node.viewID.flatMap { Self.fillsAlikeChildren(tag) ? .alikeChild(parentID: $0) : nil }
        var children = children(of: tag, context: context)
        if let titleView { children.insert(titleView, at: 0) }
        if node.className == "android.widget.NumberPicker", tag.children.isEmpty { children = numberPickerParts(at: tag, lintIgnores: context.lintIgnores) }
        if let navigationButton = navigationButton(of: tag, toolbar: node, lintIgnores: context.lintIgnores) { children.insert(navigationButton, at: 0) }
        if node.isTextInputLayout, let endIcon = endIconButton(of: tag, lintIgnores: context.lintIgnores) { children.append(endIcon) }
        return Element(
            id: node.viewID, type: node.className, sourceName: tag.name, location: tag.location, isHidden: isHidden,
            isEnabled: isEnabled, accessibility: accessibility, visibleText: node.text,
            interactions: node.isClickable ? Interaction.controlOnly : [], android: node, children: children)
    }

    /// The views of a tag's children. An `<include>` whose layout was read is replaced by that layout's root, as the
    /// inflater does (a `<merge>`'s views join this parent), within the bound on what includes bring in; a layout that
    /// includes itself again, or one not read, stays a placeholder.
    /// Each view its parent places on its bottom edge, or stacked up from it, is marked so (`BottomPlacement`): an
    /// `<include>` with a size of its own is placed by its attributes, one without by its layout's root, as the inflater
    /// does, one of a `<merge>` by the merge's views, one not read by nothing known.
    private func children(of tag: LayoutTag, context: Context) -> [Element] {
        let placement = BottomPlacement(parent: tag, className: Self.className(tag)) { child in
            guard IncludedLayouts.name(of: child) != nil else { return child }
            guard let root = included.root(for: child) else { return nil }
            return root.name != "merge" && child.android["layout_width"] != nil && child.android["layout_height"] != nil ? child : root
        }
        return tag.children.flatMap { child -> [Element] in
            var elements = childViews(child, context: context)
            if let rank = placement.rank(of: child) {
                for index in elements.indices { elements[index].android?.bottomStackRank = rank }
            }
            return elements
        }
    }

    private func childViews(_ child: LayoutTag, context: Context) -> [Element] {
        guard let name = IncludedLayouts.name(of: child), !context.includeChain.contains(name), let root = included.root(for: child),
              context.built.includedTagsLeft >= root.tagCount else { return [build(child, context: context)] }
        context.built.includedTagsLeft -= root.tagCount
        var inner = context
        inner.includeChain.insert(name)
        return root.name == "merge" ? children(of: root, context: inner) : [build(root, context: inner)]
    }

    /// The button a toolbar makes of its `app:navigationIcon` (the up arrow, the drawer's menu), first in it and named
    /// by `app:navigationContentDescription`.
    private func navigationButton(of tag: LayoutTag, toolbar: AndroidNode, lintIgnores: Set<String>) -> Element? {
        // Material's search bar makes its navigation icon decorative unless code gives it a listener.
        guard toolbar.simpleClassName.hasSuffix("Toolbar"), toolbar.className != Self.materialSearchBar,
              tag.app.contains(where: { $0.name == "navigationIcon" }) || tag.android["navigationIcon"] != nil else { return nil }
        var node = AndroidNode(className: "android.widget.ImageButton")
        node.isClickable = true
        node.isFocusable = true
        let description = tag.app.first(where: { $0.name == "navigationContentDescription" })?.value
            ?? tag.android["navigationContentDescription"]
        node.contentDescription = description.flatMap(text)
        node.lintIgnores = lintIgnores
        return viewMadeInCode(node, by: tag, "the button the toolbar makes of its navigationIcon")
    }

    /// The button a `TextInputLayout` makes of a custom end icon (`app:endIconMode="custom"`), after its field and named
    /// by `app:endIconContentDescription` (grocy's "Scan barcode"). The other modes' icons show only in some states (a
    /// clear-text icon once there is text) and are named by Material's own strings, which are not read here.
    private func endIconButton(of tag: LayoutTag, lintIgnores: Set<String>) -> Element? {
        guard tag.app.first(where: { $0.name == "endIconMode" })?.value == "custom" else { return nil }
        var node = AndroidNode(className: AndroidNode.textInputEndIconClass)
        node.isClickable = true
        node.isFocusable = true
        node.contentDescription = tag.app.first(where: { $0.name == "endIconContentDescription" }).flatMap { text($0.value) }
        node.lintIgnores = lintIgnores
        return viewMadeInCode(node, by: tag, "the button the TextInputLayout makes of its custom end icon")
    }

    /// The text view a toolbar makes of its title (`app:title`), taken from the toolbar's own text.
    private func toolbarTitleView(of toolbar: inout AndroidNode, tag: LayoutTag) -> Element? {
        guard toolbar.simpleClassName.hasSuffix("Toolbar"), toolbar.className != Self.materialSearchBar,
              let title = toolbar.text else { return nil }
        toolbar.text = nil
        var node = AndroidNode(className: "android.widget.TextView")
        node.text = title
        node.lintIgnores = toolbar.lintIgnores
        return viewMadeInCode(node, by: tag, "the text view the toolbar makes of its title")
    }

    /// The parts a `NumberPicker` makes of itself, which TalkBack reads in its place: the value above as a button, the
    /// chosen value as an edit box, the value below as a button (its `AccessibilityNodeProvider`). Code gives the values.
    private func numberPickerParts(at tag: LayoutTag, lintIgnores: Set<String>) -> [Element] {
        ["android.widget.Button", "android.widget.EditText", "android.widget.Button"].map { className in
            var node = AndroidNode(className: className)
            node.isClickable = true
            node.isFocusable = true
            node.text = AndroidNode.setAtRunTime
            if className.hasSuffix("EditText") { node.hint = "" }
            node.lintIgnores = lintIgnores
            return viewMadeInCode(node, by: tag, "a part the NumberPicker makes of itself")
        }
    }

    /// A view that `tag`'s view makes in code: it has no place of its own in the file and shares that view's (as a
    /// control's parts do in an Interface Builder file), marked synthesized; `origin` says what made it.
    private func viewMadeInCode(_ node: AndroidNode, by tag: LayoutTag, _ origin: String) -> Element {
        let accessibility = AccessibilityProperties.defaults(
            isElement: false, traits: AndroidRole.traits(of: node, isEnabled: true, isSelected: false),
            provenance: Provenance(.androidDefault, origin, line: tag.location.line))
        return Element(id: nil, type: node.className, sourceName: tag.name, location: tag.location, accessibility: accessibility,
                       visibleText: node.text, interactions: node.isClickable ? Interaction.controlOnly : [], isSynthesized: true,
                       android: node)
    }

    private static let materialSearchBar = "com.google.android.material.search.SearchBar"

    private static func hasNoSize(_ tag: LayoutTag) -> Bool {
        let zero: Set<String> = ["0px", "0dp", "0dip"]
        guard let width = tag.android["layout_width"], let height = tag.android["layout_height"], zero.contains(width),
              zero.contains(height), tag.android["layout_weight"] == nil, tag.android["layout_columnWeight"] == nil,
              tag.android["layout_rowWeight"] == nil else { return false }
        // ConstraintLayout's constraints, FlexboxLayout's grow, GridLayout's weights stretch a 0dp view.
        return !tag.app.contains { $0.name.hasPrefix("layout_constraint") || $0.name.hasPrefix("layout_flex") || $0.name.hasSuffix("Weight") }
    }

    /// The view's flags: what the layout sets, else what its class does by default.
    private func node(_ tag: LayoutTag, context: Context) -> AndroidNode {
        let attributes = tag.android
        var node = AndroidNode(className: Self.className(tag))
        let inputTypes = (attributes["inputType"] ?? "").split(separator: "|").map { String($0.filter { !$0.isWhitespace }) }
        if inputTypes == ["none"], node.simpleClassName.hasSuffix("AutoCompleteTextView") {
            node.impliedRole = .dropDownList
        } else if node.className == Self.materialSearchBar {
            // Material's search bar, a toolbar, reports itself as an edit text whose text is its hint while empty.
            node.impliedRole = .editBox
        } else if !AndroidNode.isFrameworkClass(node.className), !inputTypes.isEmpty, inputTypes != ["none"] {
            node.impliedRole = .editBox
        }
        let classRole = AndroidRole.of(node)
        // An app's own class named like a widget (`NewTabSwitcherButton`) may be a layout drawn to look like one: only
        // the framework's widgets, an app's switches and check boxes, and any edit text, are taken to be clickable
        // without saying so.
        let isWidgetClass = Self.isWidgetClass(tag)
        let isControlClass: Bool = switch classRole {
        case .editBox: true
        case .button, .radioButton, .toggle, .dropDownList, .checkBox:
            // An app's `…ImageButton` extends ImageButton: drawn as an icon, it is no layout made to look like one.
            isWidgetClass || AndroidNode.simpleName(of: node.className).hasSuffix("ImageButton")
        default: false
        }
        node.hasOnClickAttribute = attributes["onClick"] != nil
        node.isClickable = Self.flag(attributes["clickable"]) ?? (isControlClass || node.hasOnClickAttribute)
        node.isLongClickable = Self.flag(attributes["longClickable"]) ?? false
        // `focusable="auto"` (the default) makes a clickable view focusable, and `focusableInTouchMode` a focusable one.
        node.isFocusable = Self.flag(attributes["focusable"])
            ?? (node.isClickable || classRole == .slider || Self.flag(attributes["focusableInTouchMode"]) == true)
        node.isScreenReaderFocusable = Self.flag(attributes["screenReaderFocusable"]) ?? false
        node.isCheckable = classRole == .checkBox || classRole == .radioButton || classRole == .toggle
            || node.simpleClassName.hasSuffix("CheckedTextView")
        node.isChecked = Self.flag(attributes["checked"]) ?? false
        node.isPassword = Self.flag(attributes["password"]) ?? false
            || inputTypes.contains { ["textPassword", "numberPassword", "textWebPassword"].contains($0) }
        node.isHeading = Self.flag(attributes["accessibilityHeading"]) ?? false
        node.textStyles = [tag.plain["style"], attributes["textAppearance"]].compactMap { $0 }
        node.placesChildrenSideBySide = node.simpleClassName == "TableRow"
            || ((node.simpleClassName.hasSuffix("LinearLayout") || node.simpleClassName == "LinearLayoutCompat")
                && attributes["orientation"] != "vertical")
        node.importance = attributes["importantForAccessibility"].flatMap(AndroidNode.Importance.init(rawValue:)) ?? .auto
        node.hasNoSize = tag.children.isEmpty && Self.hasNoSize(tag)
        node.viewID = attributes["id"].flatMap(Self.idName)
        let codeMayFill = context.heldByCode != nil || node.viewID.map { !context.idsNamedElsewhere.contains($0) } ?? false
        switch Self.textSource(tag, isWidgetClass: isWidgetClass, codeMayFill: codeMayFill) {
        case .attribute(_, let value)?: node.text = text(value)
        case .setAtRunTime?: node.text = AndroidNode.setAtRunTime
        case nil: break
        }
        // Material's drop-down menu shows its chosen item, which code (its adapter) gives, as a spinner does.
        if node.impliedRole == .dropDownList, node.text == nil { node.text = AndroidNode.setAtRunTime }
        node.contentDescription = attributes["contentDescription"].flatMap(text)
        node.tooltip = attributes["tooltipText"].flatMap(text)
        // A slider's or progress bar's value where the layout sets one (code mostly does: 0 until then is not said).
        let role = AndroidRole.of(node)
        if role == .slider || role == .progressBar, let progress = attributes["progress"], Int(progress) != nil {
            node.progress = progress
        } else if role == .slider {
            // With no value in the layout, code sets one: TalkBack says a slider's all the same (a progress bar with none
            // may be indeterminate, with no value to say).
            node.progress = AndroidNode.setAtRunTime
        }
        if classRole == .editBox {
            // No hint in the layout, nor in a TextInputLayout around the field: the field has none.
            node.hint = attributes["hint"].map { text($0) ?? "" } ?? context.fieldHint ?? ""
            node.hintIsFloatingLabel = context.inTextInputLayout
        } else if !node.isTextInputLayout, let hint = attributes["hint"].flatMap(text), node.text == nil || node.text == AndroidNode.setAtRunTime {
            // An empty text view shows its hint, which it reports as its text (`getTextForAccessibility`): Mastodon's
            // "Date of birth" before one is picked.
            node.text = hint
        }
        node.labelFor = attributes["labelFor"].flatMap(Self.idName)
        node.traversalBefore = attributes["accessibilityTraversalBefore"].flatMap(Self.idName)
        node.traversalAfter = attributes["accessibilityTraversalAfter"].flatMap(Self.idName)
        node.lintIgnores = context.lintIgnores
        node.isCollectionItem = context.inCollection
        return node
    }

    /// Where a view's text comes from, when it shows one.
    enum TextSource: Equatable {
        /// An attribute's value: `android:text`, a toolbar's title, or an app view's own `@string` attribute.
        case attribute(name: String, value: String)
        /// Code sets it: the editor previews one (`tools:text`), or a widget that shows text has none in the layout
        /// and an id for code to find it by, or is the view the layout inflates to (and no text names it: `labelFor`,
        /// or a caption beside it).
        case setAtRunTime
    }

    /// The classes that show a text of their own (TextView and its subclasses), by how their names end; image buttons
    /// and floating action buttons show an icon, and a field's text is what is typed.
    private static let textWidgetSuffixes = ["TextView", "Button", "CheckBox", "Checkbox", "RadioButton", "Switch", "SwitchCompat", "SwitchMaterial",
                                             "ToggleButton", "Chip"]
    private static let iconWidgetSuffixes = ["ImageButton", "FloatingActionButton"]

    static func textSource(_ tag: LayoutTag, isWidgetClass: Bool, codeMayFill: Bool) -> TextSource? {
        // A spinner shows its selected item, which its adapter gives at run time (it has no text of its own).
        if AndroidRole.of(AndroidNode(className: className(tag))) == .dropDownList { return .setAtRunTime }
        // An empty `android:text` beside a preview's `tools:text` is a placeholder code fills (KDE Connect's device name).
        if let value = tag.android["text"], !(value.isEmpty && tag.tools["text"] != nil) { return .attribute(name: "android:text", value: value) }
        if tag.tools["text"] != nil { return .setAtRunTime }
        let simpleName = AndroidNode.simpleName(of: className(tag))
        // A clock or stopwatch shows the time it keeps.
        if isWidgetClass, simpleName == "Chronometer" || simpleName == "TextClock" { return .setAtRunTime }
        // A clickable text view that shows only a drawable, with nothing said of a text (no size, style or padding between
        // drawable and text), is an icon, not a text code fills in (Syncthing's share action): it needs a description. A
        // menu row styled for its text (Infinity's "Hide post") gets one from code.
        let drawables = ["drawableStart", "drawableEnd", "drawableLeft", "drawableRight", "drawableTop", "drawableBottom"]
        let textStyling = ["drawablePadding", "textAppearance", "textSize", "textColor", "textStyle", "fontFamily", "maxLines", "ellipsize"]
        let showsDrawable = drawables.contains(where: { tag.android[$0] != nil })
            || tag.app.contains(where: { $0.name.hasSuffix("Compat") && drawables.contains(String($0.name.dropLast("Compat".count))) })
        if tag.android["clickable"] == "true", showsDrawable, !textStyling.contains(where: { tag.android[$0] != nil }),
           tag.plain["style"] == nil {
            return nil
        }
        // A toolbar shows its title as a text of its own.
        if simpleName.hasSuffix("Toolbar") {
            if let title = tag.app.first(where: { $0.name == "title" })?.value { return .attribute(name: "app:title", value: title) }
            if let title = tag.android["title"] { return .attribute(name: "android:title", value: title) }
        }
        // An app's own view that takes a text resource through its own attribute (`app:headline="@string/…"`) shows it,
        // in a child it inflates: the text is estimated from the first such attribute. A view whose children the layout
        // gives shows those; its attribute is for someone else (F-Droid's `swap:toolbarTitle`, the activity's toolbar's).
        // (`app:layout_behavior="@string/…"` names a class to the parent layout: not a text.)
        if !isWidgetClass, tag.children.isEmpty,
           let custom = tag.app.first(where: { $0.value.hasPrefix("@string/") && !$0.name.hasPrefix("layout_") }) {
            return .attribute(name: "app:" + custom.name, value: custom.value)
        }
        // An app's own class named like a button may be any view drawn to look like one (DuckDuckGo's `NewTabSwitcherButton`
        // is a frame): of the app's classes only a `…TextView` is taken to show a text.
        let suffixes = isWidgetClass ? textWidgetSuffixes : ["TextView"]
        let showsText = suffixes.contains { simpleName.hasSuffix($0) } && !iconWidgetSuffixes.contains { simpleName.hasSuffix($0) }
        // A Material button with an icon and no text is an icon button: it needs a description.
        let isIconButton = tag.app.contains { $0.name == "icon" }
        return showsText && !isIconButton && codeMayFill ? .setAtRunTime : nil
    }

    private func text(_ value: String) -> String? {
        AndroidText.resolve(value, strings: strings, language: language)
    }

    /// The fully qualified class, as the layout inflater makes it: `Button` is `android.widget.Button`.
    private static func className(_ tag: LayoutTag) -> String {
        let name = tag.name == "view" ? tag.plain["class"] ?? "View" : tag.name == "fragment" ? tag.android["name"] ?? "android.app.Fragment" : tag.name
        if name.contains(".") { return name }
        switch name {
        case "View", "ViewGroup", "ViewStub", "SurfaceView", "TextureView": return "android.view." + name
        case "WebView": return "android.webkit.WebView"
        default: return "android.widget." + name
        }
    }

    /// `email` for `@+id/email`, `@id/email` or `@android:id/email`.
    static func idName(_ reference: String) -> String? {
        guard let slash = reference.lastIndex(of: "/") else { return nil }
        let name = reference[reference.index(after: slash)...]
        return name.isEmpty ? nil : String(name)
    }

    private static func flag(_ value: String?) -> Bool? {
        switch value {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    // MARK: - ConstraintLayout groups

    /// The ids a hidden ConstraintLayout `Group` names (`app:constraint_referenced_ids`): the group shows and hides them
    /// together, wherever they are in the layout.
    private static func idsHiddenByGroups(_ tag: LayoutTag) -> Set<String> {
        var ids: Set<String> = []
        let isHidden = tag.android["visibility"] == "gone" || tag.android["visibility"] == "invisible"
        if isHidden, AndroidNode.simpleName(of: className(tag)) == "Group",
           let referenced = tag.app.first(where: { $0.name == "constraint_referenced_ids" })?.value {
            ids.formUnion(referenced.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) })
        }
        for child in tag.children { ids.formUnion(idsHiddenByGroups(child)) }
        return ids
    }

    private func hide(_ ids: Set<String>, in element: inout Element) {
        if let id = element.android?.viewID, ids.contains(id) { element.isHidden = true }
        for index in element.children.indices { hide(ids, in: &element.children[index]) }
    }

    // MARK: - labelFor

    /// The text of each view that names another through `labelFor`, by the id it names.
    private func collectLabels(_ element: Element, into labels: inout [String: String]) {
        if let node = element.android, let target = node.labelFor, let text = node.contentDescription ?? node.text {
            labels[target] = labels[target] ?? text
        }
        for child in element.children { collectLabels(child, into: &labels) }
    }

    private func applyLabels(_ labels: [String: String], to element: inout Element) {
        if let id = element.android?.viewID, let label = labels[id] { element.android?.labeledBy = label }
        for index in element.children.indices { applyLabels(labels, to: &element.children[index]) }
    }
}
