import ElementModel

/// TalkBack's words (`talkback-model.md`, from TalkBack's `strings_compositor.xml`), in English.
struct TalkBackPhrases: Sendable {
    /// The word for each role; a node with no role says none.
    static func roleWord(_ role: AndroidRole) -> String? {
        switch role {
        case .button: return "Button"
        case .checkBox: return "Check box"
        case .radioButton: return "Radio button"
        case .toggle: return "Switch"
        case .editBox: return "Edit box"
        case .image: return "Image"
        case .slider: return "Slider"
        case .progressBar: return "Progress bar"
        case .dropDownList: return "Drop down list"
        case .list: return "List"
        case .grid: return "Grid"
        case .tabBar: return "Tab bar"
        case .pager: return "Multi-page view"
        case .webView: return "Webview"
        case .none: return nil
        }
    }

    static let checked = "checked"
    static let notChecked = "not checked"
    static let on = "on"
    static let off = "off"
    static let selected = "selected"
    static let disabled = "disabled"
    static let unlabelled = "Unlabelled"
    static let heading = "Heading"
    static let inList = "In list"
    static let inGrid = "In grid"
    /// `%1$d of %2$d`.
    static func position(_ index: Int, of count: Int) -> String { "\(index) of \(count)" }
    /// Parts of a description are joined so (`CompositorUtils.SEPARATOR_COMMA`).
    static let separator = ", "

    /// Usage hints: "Double-tap" followed by what the gesture does.
    static let activate = "Double-tap to activate"
    static let toggle = "Double-tap to toggle"
    static let editText = "Double-tap to edit text"
    static let change = "Double-tap to change"
    static let longPress = "Double-tap and hold to long press"
}
