import ElementModel
import RuleEngine

/// A text whose `android:labelFor` names an id no view of the layout has names nothing: the field it was written for
/// stays unnamed. A layout that `<include>`s others is left alone, as the id may be in one of them.
struct LabelForMissingIDRule: Rule {
    let description = RuleDescription(
        id: "label-for-missing-id", name: "labelFor names a missing view", defaultSeverity: .warning,
        summary: "In an Android layout, a text's android:labelFor names an id that no view of the file has.",
        rationale: "labelFor is how a visible text names a field for TalkBack (\"Edit box for Email\"). When the id is "
            + "misspelt or the field was renamed, the link names nothing, and the field is read with no name.",
        wcag: [.infoAndRelationships, .labelsOrInstructions],
        requires: [.androidSemantics, .viewReferences], lintChecks: ["LabelFor"],
        correctability: .certain,
        triggeringExamples: [
            RuleExample("A label whose labelFor is misspelt", AndroidFixText.layoutExample("""
                    ↓<TextView android:id="@+id/email_label" android:text="Email" android:labelFor="@id/emial"/>
                    <EditText android:id="@+id/email" android:inputType="textEmailAddress"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A label naming the field below it", AndroidFixText.layoutExample("""
                    <TextView android:id="@+id/email_label" android:text="Email" android:labelFor="@id/email"/>
                    <EditText android:id="@+id/email" android:inputType="textEmailAddress"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid, let ids = screen.viewIDsUnlessIncluding else { return [] }
        let views = screen.androidViews
        let unnamedFields = views.map(\.node).filter { AndroidRole.of($0) == .editBox && $0.labeledBy == nil && $0.contentDescription == nil }
        return views.compactMap { element, node in
            guard let target = node.labelFor, !ids.contains(target) else { return nil }
            let field = unnamedFields.first
            // One unnamed field in the file is the one it was meant for; among several, a person chooses.
            let only = unnamedFields.count == 1 ? field?.viewID : nil
            let text = node.contentDescription ?? node.text ?? ""
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) \"\(text)\" has android:labelFor=\"@id/\(target)\", but no view in this file "
                    + "has that id: it names nothing, and TalkBack reads the field it was meant for without a name.",
                fix: Fix(summary: "Point labelFor at the field's id" + (field?.viewID.map { " (the unnamed field here is @id/\($0))" } ?? "") + ".",
                         androidLayout: "android:labelFor=\"@id/\(field?.viewID ?? "…")\"",
                         correction: only.map { Correction([.setAndroidAttribute(name: "labelFor", value: "@id/" + $0)]) }))
        }
    }
}
