import ElementModel
import RuleEngine

/// A text whose `android:labelFor` names an id no view of the layout has names nothing: the field it was written for
/// stays unnamed. A layout that `<include>`s others is left alone, as the id may be in one of them. A text whose
/// labelFor names a view an earlier text names already names nothing either: Android gives a view the first text, in
/// the layout's order, that names it (`View.findLabelForView`), so the view the later text was meant for (a copied line,
/// NotePad's "Transparency" and "Rows" for one slider) is read without a name.
struct LabelForMissingIDRule: Rule {
    let description = RuleDescription(
        id: "label-for-missing-id", name: "labelFor names a missing view", defaultSeverity: .warning,
        summary: "In an Android layout, a text's android:labelFor names an id that no view of the file has, or a view that an "
            + "earlier text names already.",
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
            RuleExample("Two captions naming one slider (a line copied): the second names nothing, and the other slider has no name",
                        AndroidFixText.layoutExample("""
                    <TextView android:text="Transparency" android:labelFor="@id/rows"/>
                    <SeekBar android:id="@+id/transparency"/>
                    ↓<TextView android:text="Rows" android:labelFor="@id/rows"/>
                    <SeekBar android:id="@+id/rows"/>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A label naming the field below it", AndroidFixText.layoutExample("""
                    <TextView android:id="@+id/email_label" android:text="Email" android:labelFor="@id/email"/>
                    <EditText android:id="@+id/email" android:inputType="textEmailAddress"/>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid else { return [] }
        guard let ids = screen.viewIDsUnlessIncluding else { return labelsNamedAlready(screen) }
        return labelsOfMissingViews(screen, ids: ids) + labelsNamedAlready(screen)
    }

    private func labelsOfMissingViews(_ screen: ScreenContext, ids: Set<String>) -> [Finding] {
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

    /// Texts whose labelFor names a view that an earlier text beside them (of the same parent) names already. Android
    /// looks for a view's label from the view outwards (`findViewByPredicateInsideOut`): of the texts of one parent, the
    /// first wins; texts in different groups (a layout included twice) may each name their own copy.
    private func labelsNamedAlready(_ screen: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        func visit(_ parent: Element) {
            var firstLabel: [String: (text: String, line: Int)] = [:]
            for child in parent.children {
                guard let node = child.android, let target = node.labelFor else { continue }
                let text = node.contentDescription ?? node.text ?? ""
                guard let first = firstLabel[target] else {
                    firstLabel[target] = (text, child.location.line)
                    continue
                }
                findings.append(screen.finding(description, on: child,
                    message: "\(node.simpleClassName) \"\(text)\" has android:labelFor=\"@id/\(target)\", which the text \"\(first.text)\" "
                        + "(line \(first.line)) names already: Android names a view by the first text beside it that points at it, so "
                        + "this one names nothing, and one of the two was meant for another view, which TalkBack reads without a name.",
                    fix: Fix(summary: "Point each text's labelFor at the view it captions.", androidLayout: "android:labelFor=\"@id/…\"")))
            }
            parent.children.forEach(visit)
        }
        visit(screen.screen.root)
        return findings
    }
}
