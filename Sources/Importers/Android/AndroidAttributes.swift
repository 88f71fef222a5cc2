import ElementModel
import XMLStreaming
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The attributes of one node of an Android dump that TalkBack's reading uses (`formats.md` §3), the first of each
/// name kept. A dump repeats twenty of them on every node, so they are read from libxml2's bytes: flags and bounds
/// without making a string, texts as strings only when not empty.
struct AndroidAttributes: Sendable {
    var className, text, contentDescription, resourceID, package: String?
    /// The error a field shows (`error`, with `content-invalid="true"`: Appium UiAutomator2).
    var error: String?
    var isContentInvalid = false
    /// Empty when the dump says the node has none; nil when the dump has no `hint` attribute.
    var hint: String?
    var isClickable = false, isLongClickable = false, isFocusable = false, isScreenReaderFocusable = false
    var isCheckable = false, isChecked = false, isPassword = false, isHeading = false, isSelected = false
    var isEnabled = true, isVisible = true, isUnimportant = false, isNotAccessibilityFriendly = false, isCollectionItem = false
    var isScrollable = false
    /// The node is in a window of the system's (System UI, the home screen), by its package.
    var systemWindow: AndroidSystemWindow?
    /// The node names its package (hand-written dumps may not, or leave it empty: such a node is in its parent's window).
    var hasPackage = false
    /// `[l,t][r,b]`, in pixels.
    var bounds: Rect?

    private enum Name: String, CaseIterable {
        case className = "class", text, contentDescription = "content-desc", resourceID = "resource-id", package, hint
        case clickable, longClickable = "long-clickable", focusable, screenReaderFocusable = "screen-reader-focusable"
        case checkable, checked, password, heading, selected, enabled, visibleToUser = "visible-to-user", displayed
        case important = "a11y-important", notAccessibilityFriendly = "NAF", collectionItem = "is-collection-item", bounds
        case error, contentInvalid = "content-invalid", scrollable
    }

    private static let names = Name.allCases
    private static let nameSet = XMLNameSet(names.map(\.rawValue))

    /// `wantsPackage`: the package is kept as a string only until the screen's app is known (the first package of an app's).
    init(_ attributes: XMLAttributes, wantsPackage: Bool) {
        attributes.forEachRaw(in: Self.nameSet) { position, raw in
            let isTrue = Self.equals(raw, "true"), isFalse = Self.equals(raw, "false")
            switch Self.names[position] {
            case .className: className = className ?? Self.text(raw)
            case .text: text = text ?? Self.text(raw)
            case .contentDescription: contentDescription = contentDescription ?? Self.text(raw)
            case .resourceID: resourceID = resourceID ?? Self.text(raw)
            case .package:
                guard !hasPackage, !raw.isEmpty else { break }
                hasPackage = true
                systemWindow = AndroidSystemWindow.of(package: raw)
                if wantsPackage { package = Self.text(raw) }
            case .hint: hint = hint ?? XMLAttributes.string(raw)
            case .clickable: isClickable = isClickable || isTrue
            case .longClickable: isLongClickable = isLongClickable || isTrue
            case .focusable: isFocusable = isFocusable || isTrue
            case .screenReaderFocusable: isScreenReaderFocusable = isScreenReaderFocusable || isTrue
            case .checkable: isCheckable = isCheckable || isTrue
            case .checked: isChecked = isChecked || isTrue
            case .password: isPassword = isPassword || isTrue
            case .heading: isHeading = isHeading || isTrue
            case .selected: isSelected = isSelected || isTrue
            case .enabled: isEnabled = isEnabled && !isFalse
            case .visibleToUser, .displayed: isVisible = isVisible && !isFalse
            case .important: isUnimportant = isUnimportant || isFalse
            case .notAccessibilityFriendly: isNotAccessibilityFriendly = isNotAccessibilityFriendly || isTrue
            case .collectionItem: isCollectionItem = isCollectionItem || isTrue
            case .bounds: bounds = bounds ?? Self.bounds(raw)
            case .error: error = error ?? Self.text(raw)
            case .contentInvalid: isContentInvalid = isContentInvalid || isTrue
            case .scrollable: isScrollable = isScrollable || isTrue
            }
        }
    }

    /// Whether the value's bytes are `word`'s: compared in place, twenty times a node.
    private static func equals(_ raw: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        raw.count == word.utf8CodeUnitCount && (raw.isEmpty || memcmp(raw.baseAddress!, word.utf8Start, raw.count) == 0)
    }

    /// A non-empty value's text; dumps write `""` for what a node does not have.
    private static func text(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        raw.isEmpty ? nil : XMLAttributes.string(raw)
    }

    /// `[l,t][r,b]`: four whole numbers, possibly negative, read from the bytes. Clamped like every frame.
    private static func bounds(_ raw: UnsafeBufferPointer<UInt8>) -> Rect? {
        var numbers: [Double] = []
        numbers.reserveCapacity(4)
        var value = 0, negative = false, inNumber = false
        for byte in raw {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if value < 1_000_000_000_000 { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
                inNumber = true
            } else {
                if inNumber { numbers.append(Double(negative ? -value : value)) }
                negative = byte == UInt8(ascii: "-")
                value = 0
                inNumber = false
            }
        }
        if inNumber { numbers.append(Double(negative ? -value : value)) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: max(0, numbers[2] - numbers[0]), height: max(0, numbers[3] - numbers[1]))
    }
}
