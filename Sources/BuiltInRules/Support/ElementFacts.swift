import ElementModel
import RuleEngine

/// What rules ask of an element, defined once.
extension Element {
    /// Traits that tell VoiceOver users what an element does (its role).
    static let roleTraits: AccessibilityTraits = [
        .button, .link, .adjustable, .keyboardKey, .searchField, .tabBarItem, .switchButton, .textEntry, .backButton,
        .allowsDirectInteraction,
    ]

    var traits: AccessibilityTraits { accessibility.traits.value }
    var label: String? { accessibility.label.value.flatMap { $0.isEmpty ? nil : $0 } }
    var value: String? { accessibility.value.value.flatMap { $0.isEmpty ? nil : $0 } }
    var hint: String? { accessibility.hint.value.flatMap { $0.isEmpty ? nil : $0 } }
    var isElement: Bool { accessibility.isElement.value }
    var hasRoleTrait: Bool { !traits.isDisjoint(with: Self.roleTraits) }

    /// A subclass from the app (`customClass`): UIKit knows nothing of what it does.
    var isCustom: Bool { customClass != nil }

    /// Interactive by the file's own evidence (an action, a gesture, a segue), not just by being a UIControl.
    var isWiredUp: Bool {
        interactions.contains { if case .control = $0 { return false } else { return true } }
    }

    /// Whether the label was typed in the Accessibility inspector: the one place `--fix` changes a label (one UIKit takes
    /// from a title is the title's, and one set as a runtime attribute is code's).
    var hasLabelFromInspector: Bool { accessibility.label.provenance.source == .accessibilityInspector && label != nil }

    /// Someone cleared its Accessibility Enabled box (or set `isAccessibilityElement` to NO): kept from VoiceOver
    /// on purpose, unlike a view that is simply no element by default.
    var isSwitchedOffAsElement: Bool { !isElement && accessibility.isElement.isExplicit }

    /// A table or collection view cell, or a collection view's supplementary view: UIKit makes cells
    /// activatable itself, so a cell wired to a segue or an action needs no trait of its own.
    var isCell: Bool { Self.cellTypes.contains(type) }
    private static let cellTypes: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView"]

    /// Views whose gestures scroll their content rather than act.
    private static let scrollingTypes: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "WKWebView", "MKMapView"]

    /// Something the app made respond to touch that UIKit gives no accessibility of its own: a custom class
    /// the file wires up or a custom UIControl subclass, or a plain view (a label, an image view, a stack
    /// view) wired to an action, a gesture recognizer or a segue. Not cells, not scroll views.
    var isAppMadeControl: Bool {
        // What it is wired to first: most elements are wired to nothing, and the type tests hash its name.
        let respondsToTouch = isCustom ? isInteractive : isUIKitView && isWiredUp && !interactions.contains(.control)
        return respondsToTouch && !isCell && !Self.scrollingTypes.contains(type)
    }

    /// A UIKit view: AppKit and WatchKit views (`NSButton`, `WKInterfaceGroup`) keep defaults the model does not
    /// hold, so nothing is inferred from how they are wired.
    var isUIKitView: Bool { !type.hasPrefix("NS") && !type.hasPrefix("WKInterface") }

    /// True when the name is a text the view shows that code holds (an outlet points at the view) or localizes
    /// (`localizedText`): a placeholder ("URL Button", "Close Button") whose wording says nothing about run time.
    var showsPlaceholderWording: Bool {
        switch accessibility.label.provenance.derivedFrom {
        case .localizedText?: return true
        case .text?, .title?: return outletName != nil
        default: return false
        }
    }

    /// A control the app made that sets a value rather than acts: it sends `valueChanged`, or is panned.
    var setsAValue: Bool {
        gestureTypes.contains("UIPanGestureRecognizer")
            || interactions.contains { if case .action(_, "valueChanged") = $0 { return true } else { return false } }
    }

    /// The selectors of the actions it sends (its own, and its gesture recognizers').
    var actionSelectors: [String] {
        interactions.compactMap { if case .action(let selector, _) = $0 { return selector } else { return nil } }
    }

    /// The classes of the gesture recognizers attached to it, in the file's order.
    var gestureTypes: [String] {
        interactions.compactMap { if case .gestureRecognizer(let type) = $0 { return type } else { return nil } }
    }

    /// True when some descendant is an accessibility element, through which VoiceOver reaches this view's
    /// content (walked without copying the subtree).
    var hasElementDescendant: Bool {
        children.indices.contains { children[$0].isElement || children[$0].hasElementDescendant }
    }

    /// True when a view inside it shows Interface Builder's default text and an outlet points at it: code holds
    /// that label and sets its text (a static cell whose "Title" label is the controller's `privacyPolicyLabel`).
    var hasDefaultTextDescendantCodeSets: Bool {
        children.indices.contains { index in
            let child = children[index]
            return child.outletName != nil && child.visibleText.map(IBDefaultTexts.isDefault) == true
                || child.hasDefaultTextDescendantCodeSets
        }
    }

    /// A short name for this element in messages: `RatingView "chk-rt-001"`.
    var displayName: String {
        // A page source names no class: its element type, and the identifier UI tests find it by (else its label).
        if sourceName.hasPrefix("XCUIElementType") {
            return (accessibility.identifier.value ?? accessibility.label.value).map { "\(sourceName) '\($0)'" } ?? sourceName
        }
        let kind = customClass ?? type
        if let userLabel { return "\(kind) '\(userLabel)'" }
        return kind
    }
}

extension ScreenContext {
    /// The screen's root view, or a view covering most of the screen: a tap there dismisses the keyboard or an
    /// overlay, it is not a control.
    func isBackdrop(_ element: Element) -> Bool {
        let root = screen.root
        if element.location == root.location, element.type == root.type { return true }
        guard let frame = element.screenFrame, let rootFrame = root.screenFrame, rootFrame.width > 0, rootFrame.height > 0 else {
            return false
        }
        return frame.width >= rootFrame.width * 0.9 && frame.height >= rootFrame.height * 0.7
    }
}
