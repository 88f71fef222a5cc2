import ElementModel

/// Which nodes TalkBack focuses, and what each focused node's name is (`talkback-model.md`, "Which nodes get
/// accessibility focus" and "What a focused node says"), worked out once the dump's tree is whole: focus depends
/// on a node's ancestors, its name on its descendants.
///
/// A visible node gets focus when it is actionable (clickable, long-clickable, focusable or
/// screen-reader-focusable) and is a leaf or has something to say; when it is a direct item of a list or grid (or, in a
/// Compose screen, of anything that scrolls) and has something to say; or when it is not actionable, has text or a description, and no focused ancestor
/// speaks it already. A focused node with no content description speaks its own text and the texts of its
/// visible descendants that are not focused themselves, joined with ", ".
struct TalkBackFocus {
    /// How provenances name where a value came from: a dump's attributes, or a layout's.
    struct Vocabulary {
        let source: Provenance.Source
        let contentDescription: String
        let text: String
        /// Whether a hidden view is focused as if shown: a layout's `gone` views are shown by code at some time (the
        /// reader still skips them while hidden); a dump's hidden nodes are off the screen.
        let focusesHiddenViews: Bool
        /// Whether each node's flags say what it does: a dump's do; a layout names an app's own class without saying what
        /// it extends (markor's `HighlightingEditor` is an edit text).
        let flagsAreWhole: Bool

        static let dump = Vocabulary(source: .runtimeSnapshot, contentDescription: "its content-desc attribute", text: "its text attribute",
                                     focusesHiddenViews: false, flagsAreWhole: true)
        static let layout = Vocabulary(source: .layoutAttribute, contentDescription: "its android:contentDescription",
                                       text: "its android:text", focusesHiddenViews: true, flagsAreWhole: false)
    }

    let vocabulary: Vocabulary

    /// The tree with each node's focus and name. Changed in place: a tree handed over whole (`consume`) is not copied,
    /// where a copy of every element would double a million-node dump's memory.
    static func resolve(_ root: consuming Element, vocabulary: Vocabulary = .dump) -> Element {
        var root = root
        TalkBackFocus(vocabulary: vocabulary).resolve(&root, ancestorSpeaksTexts: false)
        return root
    }

    private func resolve(_ element: inout Element, ancestorSpeaksTexts: Bool) {
        guard let node = element.android else {
            for index in element.children.indices { resolve(&element.children[index], ancestorSpeaksTexts: ancestorSpeaksTexts) }
            return
        }
        let line = element.location.line
        if node.importance == .noHideDescendants {
            element.accessibility.elementsHidden = Resolved(true, Provenance(vocabulary.source, "importantForAccessibility noHideDescendants", line: line))
            return
        }
        let speaks = Self.hasSomethingToSay(element)
        // A list, pager or scroll view is no stop: its items are (each text of a scroll view on its own). A list's or grid's
        // description does not make it one: a node with collection information never "has text" to `shouldFocusNode`.
        let isContainer = AndroidRole.isScrollContainer(node.className)
            && (AndroidRole.isCollection(node.className) || node.contentDescription == nil && node.text == nil)
        // An actionable group with nothing to say and nothing actionable inside (a row of undescribed images) is still a
        // stop, with no name: what is inside is not important for accessibility (an undescribed image, an empty layout),
        // so the tree TalkBack reads leaves it out, a dump keeps it, and to `shouldFocusNode` the group is a leaf ("is
        // focusable and cannot keep search children"), not a group with nothing to speak.
        // A view of no size is never visible to the user, which TalkBack asks of what it focuses.
        let isFocused = (vocabulary.focusesHiddenViews || !element.isHidden) && node.importance != .no && !node.hasNoSize
            && !isContainer && (
            node.isActionable && (element.children.isEmpty || speaks || !hasActionableDescendant(element))
                || (node.isCollectionItem || node.isScrollItem && node.isComposeNode) && speaks
                || !node.isActionable && (node.text != nil || node.contentDescription != nil) && !ancestorSpeaksTexts)
        // TalkBack skips a text whose ancestor can be acted on (`AccessibilityNodeInfoUtils`), even one with a description
        // of its own that it never speaks: only the items of scroll views and lists are stops inside an actionable node.
        // A web view says its page's title; the page's elements are stops of their own, which TalkBack leaves the web view
        // to move through (`WebInterfaceUtils`), none covering another.
        let isWebView = AndroidRole.of(node) == .webView
        let speaksDescendants = isFocused && node.contentDescription == nil && !isWebView
        let coversDescendants = speaksDescendants || node.isActionable && !isContainer && !isWebView
        for index in element.children.indices {
            resolve(&element.children[index], ancestorSpeaksTexts: ancestorSpeaksTexts || coversDescendants)
        }
        element.accessibility.isElement = Resolved(isFocused, Provenance(vocabulary.source, isFocused ? Self.focusReason(node) : "TalkBack does not focus it",
                                                                         line: line))
        guard isFocused else { return }
        if let description = node.contentDescription {
            element.accessibility.label = Resolved(description, Provenance(vocabulary.source, vocabulary.contentDescription, line: line))
        } else {
            let texts = (node.text.map { [$0] } ?? []) + (isWebView ? [] : element.children.flatMap(Self.unfocusedTexts))
            if !texts.isEmpty {
                element.accessibility.label = Resolved(texts.joined(separator: ", "), Provenance(
                    vocabulary.source, texts.count == 1 && node.text != nil ? vocabulary.text : "its text and the texts inside it",
                    line: line, derivedFrom: .text))
            }
        }
    }

    private static func focusReason(_ node: AndroidNode) -> String {
        if node.isActionable { return "TalkBack focuses it: it can be acted on" }
        if node.isCollectionItem || node.isScrollItem { return "TalkBack focuses it: an item of a list" }
        return "TalkBack focuses it: it has text of its own"
    }

    /// Whether the node, or a visible descendant that is not actionable itself, has text or a description.
    private static func hasSomethingToSay(_ element: Element) -> Bool {
        guard let node = element.android else { return false }
        // A view not important for accessibility is not in TalkBack's tree; what is inside it is.
        if node.importance != .no, node.text != nil || node.contentDescription != nil { return true }
        return element.children.contains { child in
            !child.isHidden && child.android.map { !$0.isActionable && $0.importance != .noHideDescendants } == true
                && hasSomethingToSay(child)
        }
    }

    /// Whether a visible descendant can be acted on, and so would take the focus itself. Where the flags are not whole (a
    /// layout), an app's own class may be, and is taken to be.
    private func hasActionableDescendant(_ element: Element) -> Bool {
        element.children.contains { child in
            guard !child.isHidden, let node = child.android, node.importance != .noHideDescendants else { return false }
            let mayAct = !vocabulary.flagsAreWhole && !AndroidNode.isFrameworkClass(node.className)
            return node.isActionable || mayAct || hasActionableDescendant(child)
        }
    }

    /// The texts (or descriptions) of `element` and its descendants that TalkBack does not focus, in tree order:
    /// what a focused ancestor with no description says for them. A view TalkBack could focus is left to itself, with
    /// what is inside it.
    private static func unfocusedTexts(_ element: Element) -> [String] {
        guard !element.isHidden, let node = element.android, node.importance != .noHideDescendants,
              !element.accessibility.isElement.value, !node.isActionable else { return [] }
        let own = node.importance == .no ? nil : node.contentDescription ?? node.text
        return (own.map { [$0] } ?? []) + element.children.flatMap(unfocusedTexts)
    }
}
