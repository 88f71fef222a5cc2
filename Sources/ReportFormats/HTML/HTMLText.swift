import ElementModel
import ScreenReaders

/// Text made safe for HTML, numbers for SVG, and the report's words for where VoiceOver's words come from.
enum HTMLText {
    /// `text` safe inside an element or a quoted attribute: XML's escaping, which HTML reads the same way.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// A number for an SVG attribute: at most two decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Where a part of an utterance came from, in plain words rather than the model's names.
    static func source(_ source: UtterancePart.Source) -> String {
        switch source {
        case .property(let provenance): return plain(provenance)
        case .traits(let traits, let provenance):
            return "the traits " + traits.names.joined(separator: ", ") + ": " + plain(provenance)
        case .promotedHint(let provenance): return "the hint, spoken in place of a name: " + plain(provenance)
        case .voiceOver(let what): return "VoiceOver itself: " + what
        case .talkBack(let what): return "TalkBack itself: " + what
        }
    }

    private static func plain(_ provenance: Provenance) -> String {
        let origin = switch provenance.source {
        case .uikitDefault: "UIKit's default"
        case .derivedProperty: "taken from"
        case .accessibilityInspector: "set in Interface Builder's Accessibility inspector:"
        case .runtimeAttribute: "set as a user-defined runtime attribute:"
        case .configuration: "declared in .a11y-audit.yml:"
        case .runtimeSnapshot: "reported by the running app in its dump:"
        case .elementType: "inferred from"
        case .layoutAttribute: "set in the layout:"
        case .androidDefault: "Android's default for"
        }
        return origin + " " + provenance.detail + (provenance.line.map { ", line \($0)" } ?? "")
            + (provenance.isEstimated ? " (UIKit's wording as far as known, not verified on a device)" : "")
    }
}
