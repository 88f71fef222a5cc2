/// Where real VoiceOver is known to say something the model does not (`voiceover-model.md` §4.2): the
/// transcript says so instead of silently pretending.
public enum KnownGap: String, CaseIterable, Hashable, Sendable {
    case dataTable
    case tabBar
    case containerLabel
    case directInteraction

    public var message: String {
        switch self {
        case .dataTable:
            return "data table: real VoiceOver reads cell values before rows and columns and adds row and "
                + "column headers differently (AccessibilitySnapshot issue #7)"
        case .tabBar:
            return "tab bar: real VoiceOver may say \"Tab Bar\" before the first tab and may read badges, "
                + "which this transcript omits (AccessibilitySnapshot issue #26)"
        case .containerLabel:
            return "container label: VoiceOver announces a labelled group's label on entering it; "
                + "this transcript does not (AccessibilitySnapshot issue #223)"
        case .directInteraction:
            return "direct interaction: iOS 17 adds the hint \"Use the rotor to enable direct touch for this app\", "
                + "not shown here"
        }
    }
}
