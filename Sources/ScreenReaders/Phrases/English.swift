extension Phrasebook {
    /// English, as VoiceOver speaks it (verified phrases of `voiceover-model.md` §2).
    public static let english = Phrasebook(
        code: "en",
        selected: "Selected.", selectedFormat: "Selected: %@", dimmed: "Dimmed.", button: "Button.",
        backButton: "Back Button.", backDescriptor: "Back", switchButton: "Switch Button.", switchOn: "On.",
        switchOff: "Off.", switchMixed: "Mixed.", tab: "Tab.", textField: "Text Field.",
        secureTextField: "Secure Text Field.", isEditing: "Is editing.", heading: "Heading.", link: "Link.",
        adjustable: "Adjustable.", image: "Image.", searchField: "Search Field.",
        seriesFormat: "%1$@ %2$@ of %3$@.", listStart: "List Start.", listEnd: "List End.",
        landmarkStart: "Landmark.", landmarkEnd: "End.",
        switchHint: "Double tap to toggle setting.", switchHintFormat: "%@. Double tap to toggle setting.",
        adjustableHint: "Swipe up or down with one finger to adjust the value.",
        adjustableHintFormat: "%@. Swipe up or down with one finger to adjust the value.",
        textFieldHint: "Double tap to edit.", textFieldEditingHint: "Use the rotor to access Misspelled Words",
        // Sic: VoiceOver joins the two hints with a comma after the period.
        textAreaHint: "Double tap to edit., Use the rotor to access Misspelled Words")
}
