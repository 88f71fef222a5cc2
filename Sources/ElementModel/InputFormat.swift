/// Something a rule needs to know that not every input format can tell. A rule declares what it needs; a
/// rule is not run on a document that cannot carry it, so that no finding ever rests on an attribute the
/// format simply does not have ("no hint" where hints are never written down).
public enum Evidence: String, CaseIterable, Hashable, Sendable {
    /// Accessibility hints.
    case hints
    /// The whole set of traits as the app sets them, headings and adjustable custom views included (not only
    /// what a control's kind implies).
    case traits
    /// What makes a custom view respond to touch: IBActions, gesture recognizers, segues.
    case actions
    /// Texts as typed in a design tool, with the tool's placeholders ("Button", "Label"; Android Studio's "TextView"): code may
    /// replace them.
    case designTimeText
    /// The operating system the layout is for (a Mac or watch layout is not read as an iPhone's).
    case targetPlatform
    /// Views whose accessibility follows UIKit's rules, which every screen rule reasons by: an Android dump's
    /// nodes follow TalkBack's, and those rules are not run on them.
    case uikitSemantics
    /// Android nodes with the flags TalkBack decides focus and speech by (clickable, focusable, content description…),
    /// which the Android rules reason by.
    case androidSemantics
    /// Where each element is on the screen (frames, bounds): a layout file leaves that to the layout pass.
    case bounds
    /// References between views by id (`android:labelFor`, `accessibilityTraversalBefore`), which only layouts keep.
    case viewReferences
    /// The style a text is shown in, by name (a layout's `textAppearance` or style), which says whether it looks like a
    /// title. (Interface Builder's files hold a text style too, which its importer does not keep.)
    case textStyles

    /// For people: what the evidence is.
    public var meaning: String {
        switch self {
        case .hints: return "accessibility hints"
        case .traits: return "every trait the app sets (headings, adjustable custom views), not only what a control's kind implies"
        case .actions: return "what makes a custom view respond to touch: IBActions, gesture recognizers, segues"
        case .designTimeText: return "texts typed in the editor, with its placeholder texts (\"Button\", \"Label\")"
        case .targetPlatform: return "the operating system the layout is for"
        case .uikitSemantics: return "views whose accessibility follows UIKit's rules (iOS, tvOS), which the screen rules reason by"
        case .androidSemantics: return "Android nodes with the flags TalkBack decides focus and speech by"
        case .bounds: return "where each element is on the screen"
        case .viewReferences: return "references between views by id (android:labelFor, accessibilityTraversalBefore/After)"
        case .textStyles: return "the style each text is shown in, by name (a text appearance or style called Title, Headline)"
        }
    }
}

/// One input format: its name in the JSON outputs, and what it can and cannot tell (docs/formats.md has the
/// same capability table; a test checks that they agree).
public struct InputFormat: Hashable, Sendable {
    /// The `format` key of the JSON outputs.
    public let name: String
    public let title: String
    /// What the format carries when a file has everything the format can hold.
    public let evidence: Set<Evidence>
    /// What the format tells that the others do not, and what it cannot tell, in a sentence each.
    public let tells: String
    public let cannotTell: String

    public init(name: String, title: String, evidence: Set<Evidence>, tells: String, cannotTell: String) {
        self.name = name
        self.title = title
        self.evidence = evidence
        self.tells = tells
        self.cannotTell = cannotTell
    }

    public static let interfaceBuilder = InputFormat(
        name: "interface-builder", title: "Interface Builder (.xib, .storyboard)",
        evidence: Set(Evidence.allCases).subtracting([.androidSemantics, .viewReferences, .textStyles]),
        tells: "the design: classes, IBActions, gesture recognizers, segues, and what the Accessibility inspector sets",
        cannotTell: "what code changes at run time: texts it replaces, views it adds, labels and traits it sets")

    public static let xcuiTest = InputFormat(
        name: "xcuitest", title: "XCUITest page source (Appium, WebDriverAgent)", evidence: [.traits, .uikitSemantics, .bounds],
        tells: "what the running app exposes: real labels, values, identifiers, traits (WebDriverAgent 9.12 and later) "
            + "and frames, whatever framework drew the view (UIKit, SwiftUI, React Native, Flutter)",
        cannotTell: "hints, IBActions, gesture recognizers, segues, class names, and which file or line of the app's "
            + "source made an element; dumps older than WebDriverAgent 9.12 carry no traits")

    public static let uiautomator = InputFormat(
        name: "uiautomator", title: "Android uiautomator dump (uiautomator dump, dumpWindowHierarchy)", evidence: [.targetPlatform, .androidSemantics, .bounds],
        tells: "what the device showed: texts, content descriptions, resource ids, bounds, and the flags TalkBack decides focus by",
        cannotTell: "hints beyond an empty field's, headings, traversal order, state and role descriptions; its nodes follow "
            + "TalkBack's rules, not UIKit's, so only the rules that know Android are run on it")

    public static let appiumUiAutomator2 = InputFormat(
        name: "appium-uiautomator2", title: "Appium UiAutomator2 page source", evidence: [.targetPlatform, .androidSemantics, .bounds],
        tells: "what uiautomator dumps tell, with elements named by class, and (from server 7.2) headings and importance",
        cannotTell: "traversal order, state and role descriptions; its nodes follow TalkBack's rules, not UIKit's, so only "
            + "the rules that know Android are run on it")

    public static let androidLayout = InputFormat(
        name: "android-layout", title: "Android layout XML (res/layout)", evidence: [.designTimeText, .targetPlatform, .androidSemantics, .viewReferences, .textStyles],
        tells: "the design: widget classes, content descriptions, hints, labelFor, headings, importance, traversal order, "
            + "and texts from the strings.xml beside the layout, per language",
        cannotTell: "where views are on the screen, texts set in code or by data binding, views added in code, and what an "
            + "<include>d layout holds (it is read on its own)")

    /// Every format, in the order the docs list them; a new format is one more line here.
    public static let all: [InputFormat] = [interfaceBuilder, xcuiTest, uiautomator, appiumUiAutomator2, androidLayout]

    /// The format named `name` in the JSON outputs.
    public static func named(_ name: String) -> InputFormat? {
        all.first { $0.name == name }
    }
}
