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
        let place = (provenance.line.map { ", line \($0)" } ?? "")
            + (provenance.isEstimated ? " (UIKit's wording as far as known, not verified on a device)" : "")
        let said = switch provenance.source {
        case .uikitDefault: uikitDefault(provenance.detail)
        case .derivedProperty: "taken from " + provenance.detail
        case .accessibilityInspector: "set in Interface Builder's Accessibility inspector: " + provenance.detail
        case .runtimeAttribute: "set as a user-defined runtime attribute: " + provenance.detail
        case .configuration: "declared in .a11y-audit.yml: " + provenance.detail
        case .runtimeSnapshot: "reported by the running app in its dump: " + provenance.detail
        case .elementType: "inferred from " + provenance.detail
        case .layoutAttribute: "set in the layout: " + provenance.detail
        case .androidDefault: "Android's default for " + provenance.detail
        }
        return said + place
    }

    /// UIKit's defaults, described in UIKit's name once ("UIKit default for the class", "UIKit's label for the done
    /// system item" are not prefixed with "UIKit's default" again).
    private static func uikitDefault(_ detail: String) -> String {
        if detail.hasPrefix("UIKit default") { return "UIKit's default" + detail.dropFirst("UIKit default".count) }
        return detail.hasPrefix("UIKit's") ? detail : "UIKit's default for " + detail
    }
}
