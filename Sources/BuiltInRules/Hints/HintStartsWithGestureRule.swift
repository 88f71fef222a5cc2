import ElementModel
import RuleEngine

/// Apple's guidance: a hint describes the result ("Plays the song."), not the gesture, which VoiceOver
/// users know and which differs with Switch Control and Full Keyboard Access.
struct HintStartsWithGestureRule: Rule {
    let description = RuleDescription(
        id: "hint-starts-with-gesture", name: "Hint describes a gesture", defaultSeverity: .warning,
        summary: "A hint starts with a gesture (\"Tap to…\", \"Double tap…\", \"Swipe…\"; English, German, Russian).",
        rationale: "Users of VoiceOver, Switch Control and keyboards activate controls in different ways; a hint "
            + "should say what happens, which is the same for all of them.",
        wcag: [.labelsOrInstructions],
        requires: [.uikitSemantics, .hints], requiresOnAndroid: [],
        triggeringExamples: [
            RuleExample("On Android, a content description that tells the gesture, after which TalkBack says its own hint",
                        AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="Tap to play" clickable="true" focusable="true" enabled="true" bounds="[54,300][174,420]"/>
                """)),
            RuleExample("On Android, a Flutter card whose label ends with the instruction", AndroidFixText.example("""
                ↓<node class="android.widget.Button" content-desc="Mandelbulb fractal, 3D. Double tap to open." clickable="true" focusable="true" enabled="true" bounds="[42,559][1038,795]"/>
                """)),
            RuleExample("On Android, a description whose last clause is the gesture (OSMTracker's)", AndroidFixText.example("""
                ↓<node class="android.widget.ImageButton" content-desc="To record a track, press" clickable="true" focusable="true" enabled="true" bounds="[54,300][174,420]"/>
                """)),
            RuleExample("A hint that describes the gesture", """
                ↓<button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="Double tap to play the song."/>
                </button>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("On Android, a description that names the control", AndroidFixText.example("""
                <node class="android.widget.ImageButton" content-desc="Play" clickable="true" focusable="true" enabled="true" bounds="[54,300][174,420]"/>
                """)),
            RuleExample("On Android, a lone gesture word: a test tag (React Native's \"touch\"), not an instruction",
                        AndroidFixText.example("""
                <node class="android.view.ViewGroup" content-desc="touch" clickable="true" focusable="true" enabled="true" bounds="[54,300][474,420]"/>
                """)),
            RuleExample("On Android, a gesture word at the end of a name that says no purpose (\"News, press\")", AndroidFixText.example("""
                <node class="android.widget.ImageButton" content-desc="News, press" clickable="true" focusable="true" enabled="true" bounds="[54,300][174,420]"/>
                """)),
            RuleExample("A hint that describes the result", """
                <button id="b1"><rect key="frame" x="16" y="100" width="200" height="44"/><state key="normal" title="Play"/>
                    <accessibility key="accessibilityConfiguration" hint="Plays the song."/>
                </button>
                """),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        if screen.isAndroid { return checkAndroid(screen) }
        return screen.findings { visit in
            let element = visit.element
            guard visit.isReachable, element.isElement, let hint = element.hint else { return nil }
            guard let gesture = Words.gestureStart(of: hint) else { return nil }
            return screen.finding(description, on: element,
                message: "\(element.displayName) has the hint \"\(hint)\", which describes the gesture (\"\(gesture)\") "
                    + "instead of its result.",
                fix: Fix(summary: "Make the hint " + FixText.hintTemplate + ", not the gesture.",
                         interfaceBuilder: FixText.inspector(hint: "…"),
                         swift: FixText.swift(element, "accessibilityHint", FixText.quoted("…"))))
        }
    }

    /// Android has no hint property apart from a field's: TalkBack makes the usage hint itself from the node's actions
    /// ("Double-tap to activate"), so a content description that tells the gesture ("Tap to play") is said before it and
    /// is wrong for Switch Access and keyboard users.
    private func checkAndroid(_ screen: ScreenContext) -> [Finding] {
        screen.talkBackFindings { element, node, says in
            // Any sentence of it: Flutter's and React Native's labels often end with the instruction ("Mandelbulb fractal.
            // Double tap to open."), or a sentence of purpose with its gesture last ("To record a track, press":
            // OSMTracker's). A lone word is no instruction: "touch" on every tappable view of a React Native app is its
            // test tag, a name that means nothing, which the name rules report.
            guard node.isControl, let name = node.knownContentDescription, Words.of(name).count > 1,
                  let gesture = Words.sentences(of: name).lazy.compactMap({ Words.gestureStart(of: String($0)) ?? Words.gestureEnd(of: String($0)) })
                    .first else { return nil }
            let (view, compose, layout) = AndroidFixText.contentDescription("…")
            return screen.finding(description, on: element,
                message: "\(node.simpleClassName) has the content description \"\(name)\", which tells the gesture (\"\(gesture)\"): "
                    + "TalkBack says \"\(says)\", then its own \"Double-tap to activate\".",
                fix: Fix(summary: "Name what the control does (\"Play\"), and leave the gesture to TalkBack's usage hint.",
                         androidView: view, compose: compose, androidLayout: layout))
        }
    }
}
