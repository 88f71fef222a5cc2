import ElementModel

/// Where real VoiceOver is known to say something the model does not (`voiceover-model.md` §4.2): the
/// transcript says so instead of silently pretending.
public enum KnownGap: String, CaseIterable, Hashable, Sendable {
    case dataTable
    case tabBar
    case containerLabel
    case directInteraction
    case estimatedWording
    case cellTemplates
    case pickers
    /// The layout is for a platform whose VoiceOver the model does not cover: nothing of it is read. Noted once
    /// per document, not per screen (a WatchKit file may have no screen the importer knows).
    case macOSLayout
    case watchOSLayout
    /// An Android screen, read as TalkBack reads it: what the model leaves out of TalkBack's speech.
    case talkBackReading
    /// An Android layout, read as TalkBack would read the views it declares, before the app runs.
    case talkBackLayoutReading

    /// The gap that leaves a whole document unread: documents for a platform the model does not cover.
    public static func unsupportedPlatform(_ idiom: DeviceIdiom) -> KnownGap? {
        switch idiom {
        case .mac: return .macOSLayout
        case .watch: return .watchOSLayout
        case .phone, .pad, .tv, .android: return nil
        }
    }

    public var message: String {
        switch self {
        case .macOSLayout:
            return "not read: this is a macOS (AppKit) layout, and a11y-audit models how VoiceOver reads iOS and tvOS "
                + "screens only"
        case .watchOSLayout:
            return "not read: this is a watchOS (WatchKit) layout, and a11y-audit models how VoiceOver reads iOS and tvOS "
                + "screens only"
        case .dataTable:
            return "data table: real VoiceOver reads cell values before rows and columns and adds row and "
                + "column headers differently (AccessibilitySnapshot issue #7)"
        case .tabBar:
            return "tab bar: real VoiceOver may say \"Tab Bar\" before the first tab (AccessibilitySnapshot issue #26); "
                + "badges are read as iOS 18 reads them (\"3 items\"), iOS 26 omits them"
        case .containerLabel:
            return "container label: VoiceOver announces a labelled group's label on entering it; "
                + "this transcript does not (AccessibilitySnapshot issue #223)"
        case .directInteraction:
            return "direct interaction: iOS 17 adds the hint \"Use the rotor to enable direct touch for this app\", "
                + "not shown here"
        case .estimatedWording:
            return "estimated: some words here are UIKit's own for a system button, bar item or badge, as far as known; "
                + "they were not verified on a device (--explain marks them)"
        case .talkBackReading:
            return "TalkBack: read in the view hierarchy's order (a Compose screen's by place, as Compose orders it; System UI's "
                + "windows last), as state, name, type; traversal order set by the app, state and role descriptions (but the "
                + "\"Tab\" of Material's, Compose's and React Navigation's tabs), and the window title are not in dumps and not read"
        case .talkBackLayoutReading:
            return "TalkBack, from the layout: read in the view hierarchy's order (views stacked on a parent's bottom edge "
                + "after the others) with accessibilityTraversalBefore/After, as state, name, type; texts set in code or by data binding say \(AndroidNode.setAtRunTime), and views added "
                + "in code, <include>d layouts not found beside it, and state and role descriptions are not read"
        case .pickers:
            return "pickers: VoiceOver reads each wheel of a date picker or picker view (its value, adjustable); what it "
                + "says is unverified, so the transcript leaves them out"
        case .cellTemplates:
            return "cell templates: prototype and collection view cells are filled in by code at run time; the texts "
                + "read here are the file's examples"
        }
    }
}
