extension Phrasebook {
    /// German (AccessibilitySnapshot's `de.lproj`, `AccessibilitySnapshotModel`'s copy, which has the secure text field's
    /// "Sicheres Textfeld.").
    public static let german = Phrasebook(
        code: "de",
        selected: "Auswahl.", selectedFormat: "Auswahl: %@", dimmed: "Grau dargestellt.", button: "Taste.",
        backButton: "Zurück Taste.", backDescriptor: "Zurück", switchButton: "Umschalttaste.", switchOn: "Ein.",
        switchOff: "Aus.", switchMixed: "Gemischt.", tab: "Tabulator.", textField: "Textfeld.",
        secureTextField: "Sicheres Textfeld.", isEditing: "Bearbeiten", heading: "Überschrift.", link: "Hyperlink.",
        adjustable: "Einstellbar.", image: "Bild.", searchField: "Suchfeld.",
        seriesFormat: "%1$@ %2$@ von %3$@.", listStart: "Anfang der Liste.", listEnd: "Ende der Liste.",
        landmarkStart: "Orientierungspunkt.", landmarkEnd: "Ende.",
        switchHint: "Zum Umschalten Doppeltippen.", switchHintFormat: "%@. Zum Umschalten Doppeltippen.",
        adjustableHint: "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
        adjustableHintFormat: "%@. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
        textFieldHint: "Zum Bearbeiten doppeltippen.",
        textFieldEditingHint: "Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden",
        textAreaHint: "Zum Bearbeiten doppeltippen., Den Rotor für den Zuriff auf „Rechtschreibfehler verwenden")
}
