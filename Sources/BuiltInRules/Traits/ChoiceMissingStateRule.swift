import ElementModel
import RuleEngine
import ScreenReaders

/// Tabs and a bottom navigation bar show which one is current by colour or an underline. TalkBack says "selected" only
/// from the view's own state: React Native, Flutter and hand-made bars that leave it unset show the current tab to the
/// eye alone. Material's and Compose's tabs set it; the row of equal items with no selected one is what is left.
struct ChoiceMissingStateRule: Rule {
    let description = RuleDescription(
        id: "choice-missing-state", name: "Choices with no selected state", defaultSeverity: .info,
        summary: "On Android, a row of tabs or a bottom navigation bar (equal items side by side, a word each) in which none "
            + "is selected: which one is current is shown, not said.",
        rationale: "TalkBack says \"selected\" of the current tab from the view's selected state. Where none has it, a user "
            + "hears the same for every tab and cannot tell where they are. A dump shows the state the app gives, so a row "
            + "none of whose items is selected says nothing of the current one; if the items are actions rather than "
            + "choices, there is nothing to fix.",
        wcag: [.nameRoleValue],
        requires: [.androidSemantics, .bounds],
        triggeringExamples: [
            RuleExample("A bottom navigation bar of React Native buttons, none selected", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,2200][1080,2400]">
                  ↓<node class="android.widget.Button" clickable="true" focusable="true" enabled="true" bounds="[0,2200][360,2400]">
                    <node class="android.widget.TextView" text="Today" enabled="true" bounds="[120,2300][240,2360]"/>
                  </node>
                  <node class="android.widget.Button" clickable="true" focusable="true" enabled="true" bounds="[360,2200][720,2400]">
                    <node class="android.widget.TextView" text="Plans" enabled="true" bounds="[480,2300][600,2360]"/>
                  </node>
                  <node class="android.widget.Button" clickable="true" focusable="true" enabled="true" bounds="[720,2200][1080,2400]">
                    <node class="android.widget.TextView" text="Profile" enabled="true" bounds="[840,2300][960,2360]"/>
                  </node>
                </node>
                """)),
            RuleExample("Two tabs across the top of a page, neither selected", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,400][1080,520]">
                  ↓<node class="android.view.ViewGroup" clickable="true" focusable="true" enabled="true" bounds="[0,400][540,520]">
                    <node class="android.widget.TextView" text="Structure" enabled="true" bounds="[180,440][360,480]"/>
                  </node>
                  <node class="android.view.ViewGroup" clickable="true" focusable="true" enabled="true" bounds="[540,400][1080,520]">
                    <node class="android.widget.TextView" text="Analytics" enabled="true" bounds="[720,440][900,480]"/>
                  </node>
                </node>
                """)),
        ],
        nonTriggeringExamples: [
            RuleExample("A bar whose current item is selected (Material makes it focusable only)", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,2200][1080,2400]">
                  <node class="android.widget.FrameLayout" content-desc="Chats" focusable="true" selected="true" enabled="true" bounds="[0,2200][360,2400]"/>
                  <node class="android.widget.FrameLayout" clickable="true" focusable="true" enabled="true" bounds="[360,2200][720,2400]">
                    <node class="android.widget.TextView" text="Updates" enabled="true" bounds="[480,2300][600,2360]"/>
                  </node>
                  <node class="android.widget.FrameLayout" clickable="true" focusable="true" enabled="true" bounds="[720,2200][1080,2400]">
                    <node class="android.widget.TextView" text="Calls" enabled="true" bounds="[840,2300][960,2360]"/>
                  </node>
                </node>
                """)),
            RuleExample("A dialog's two buttons, which act: no choice is current", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,2200][1080,2400]">
                  <node class="android.widget.Button" text="Cancel" clickable="true" focusable="true" enabled="true" bounds="[0,2200][540,2400]"/>
                  <node class="android.widget.Button" text="Save" clickable="true" focusable="true" enabled="true" bounds="[540,2200][1080,2400]"/>
                </node>
                """)),
            RuleExample("Two Compose buttons side by side, each read with the button Compose puts inside it", AndroidFixText.example("""
                <node class="android.view.View" bounds="[48,979][1032,1123]">
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[48,979][522,1123]"><node class="android.widget.TextView" text="Sync" bounds="[277,1021][371,1081]"/><node class="android.widget.Button" bounds="[48,991][522,1111]"/></node>
                  <node class="android.view.View" clickable="true" focusable="true" enabled="true" bounds="[558,979][1032,1123]"><node class="android.widget.TextView" text="Clean" bounds="[779,1021][889,1081]"/><node class="android.widget.Button" bounds="[558,991][1032,1111]"/></node>
                </node>
                """)),
            RuleExample("A dialog's three buttons, a calendar's week, and a keypad's rows each in a view of its own",
                        AndroidFixText.example("""
                <node class="android.widget.LinearLayout" bounds="[60,900][1020,1020]">
                  <node class="android.widget.Button" text="Camera" clickable="true" focusable="true" enabled="true" bounds="[60,900][380,1020]"/>
                  <node class="android.widget.Button" text="Gallery" clickable="true" focusable="true" enabled="true" bounds="[380,900][700,1020]"/>
                  <node class="android.widget.Button" text="Cancel" clickable="true" focusable="true" enabled="true" bounds="[700,900][1020,1020]"/>
                </node>
                <node class="android.view.ViewGroup" bounds="[0,300][1080,400]">
                  <node class="android.view.View" text="17" clickable="true" focusable="true" enabled="true" bounds="[0,300][360,400]"/>
                  <node class="android.view.View" text="18" clickable="true" focusable="true" enabled="true" bounds="[360,300][720,400]"/>
                  <node class="android.view.View" text="19" clickable="true" focusable="true" enabled="true" bounds="[720,300][1080,400]"/>
                </node>
                <node class="android.widget.LinearLayout" bounds="[0,1200][1080,1350]">
                  <node class="android.widget.TextView" text="sin" clickable="true" focusable="true" enabled="true" bounds="[0,1200][540,1350]"/>
                  <node class="android.widget.TextView" text="cos" clickable="true" focusable="true" enabled="true" bounds="[540,1200][1080,1350]"/>
                </node>
                <node class="android.widget.LinearLayout" bounds="[0,1350][1080,1500]">
                  <node class="android.widget.TextView" text="log" clickable="true" focusable="true" enabled="true" bounds="[0,1350][540,1500]"/>
                  <node class="android.widget.TextView" text="ln" clickable="true" focusable="true" enabled="true" bounds="[540,1350][1080,1500]"/>
                </node>
                """)),
            RuleExample("A grid of shortcuts, two rows of the same items: a grid, not a bar", AndroidFixText.example("""
                <node class="android.view.ViewGroup" bounds="[0,400][1080,800]">
                  <node class="android.widget.TextView" text="Maps" clickable="true" focusable="true" enabled="true" bounds="[0,400][540,600]"/>
                  <node class="android.widget.TextView" text="Mail" clickable="true" focusable="true" enabled="true" bounds="[540,400][1080,600]"/>
                  <node class="android.widget.TextView" text="Notes" clickable="true" focusable="true" enabled="true" bounds="[0,600][540,800]"/>
                  <node class="android.widget.TextView" text="Music" clickable="true" focusable="true" enabled="true" bounds="[540,600][1080,800]"/>
                </node>
                """)),
        ])

    func check(_ screen: ScreenContext) -> [Finding] {
        guard screen.isAndroid, let screenFrame = Self.screenFrame(screen.screen.root) else { return [] }
        var rows: [(row: ChoiceRow, parent: Element)] = []
        func visit(_ parent: Element) {
            // Tabs act, but the current one (Material's) may only be focused, selected; each is a stop TalkBack makes. A
            // bar holds a few: a container of many is a list, and is not compared item by item.
            if parent.children.count >= 2 {
                let stops = parent.children.filter { child in
                    (child.android?.isActionable == true || child.isSelected) && screen.transcriptIndex(of: child) != nil
                }
                if stops.count <= Self.mostItems { rows += ChoiceRow.rows(among: stops).map { ($0, parent) } }
            }
            parent.children.forEach(visit)
        }
        visit(screen.screen.root)
        // Rows of the same items just above or below each other, in one container or in rows of their own, are a grid (an
        // app drawer, a keypad, a page of shortcuts): no one of them is current.
        // Rows by their top, so that each looks only at those near it (a long list holds a row in each item).
        let byTop = rows.indices.sorted { rows[$0].row.frame.y < rows[$1].row.frame.y }
        return rows.compactMap { candidate in
            let frame = candidate.row.frame
            var low = 0, high = byTop.count
            while low < high {
                let middle = (low + high) / 2
                if rows[byTop[middle]].row.frame.y < frame.y - 2 * frame.height { low = middle + 1 } else { high = middle }
            }
            let isGrid = byTop[low...].lazy.prefix { rows[$0].row.frame.y <= frame.y + 2 * frame.height }.contains { index in
                let other = rows[index].row
                return other.members[0].location != candidate.row.members[0].location && other.isShaped(like: candidate.row)
                    && abs(other.frame.x - frame.x) <= frame.width / 2
            }
            return isGrid ? nil : finding(on: candidate.row, in: candidate.parent, screenFrame: screenFrame, screen)
        }
    }

    /// A button by its class, or a view TalkBack reads with a button inside it (Compose's `Button`, whose role is a node
    /// of its own in the view it merges into: "Sync, Button"): two such side by side act, as a dialog's do.
    private static func saysButton(_ member: Element) -> Bool {
        AndroidRole.of(member.android!) == .button
            || member.android?.contentDescription == nil
                && TalkBackPart.readChildren(of: member).contains { $0.android.map(AndroidRole.of) == .button }
    }

    /// The most items a bar or strip of tabs holds, as far as this rule looks.
    private static let mostItems = 32

    private func finding(on row: ChoiceRow, in parent: Element, screenFrame: Rect, _ screen: ScreenContext) -> Finding? {
        guard let parentFrame = parent.screenFrame, let names = row.choiceNames(), !row.anyIsSelected,
              isBar(row, parentFrame: parentFrame, screenFrame: screenFrame) || isTabStrip(row, parentFrame: parentFrame, screenFrame: screenFrame),
              !(row.members.count == 2 && row.members.allSatisfy(Self.saysButton))
        else { return nil }
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        return screen.finding(description, on: row.members[0],
            message: "\(row.members.count) items side by side, \(quoted), read as tabs or a navigation bar, and none is selected: "
                + "TalkBack says the same of each, so which one is current is not said.",
            fix: Fix(summary: "Mark the current item selected, and only it (React Native: accessibilityState={{ selected: true }}; "
                        + "Flutter: Semantics(selected: true)); if the items are actions, not choices, nothing is missing.",
                     androidView: "currentTab.isSelected = true",
                     compose: "Modifier.selectable(selected = isCurrent, role = Role.Tab, onClick = …)",
                     androidLayout: "currentTab.isSelected = true, in code"))
    }

    /// A bottom navigation bar: three or more items across most of the screen's width, at its bottom.
    private func isBar(_ row: ChoiceRow, parentFrame: Rect, screenFrame: Rect) -> Bool {
        row.members.count >= 3 && row.width >= 0.8 * screenFrame.width
            && row.frame.y + row.frame.height >= screenFrame.y + 0.8 * screenFrame.height
    }

    /// A strip of tabs: words alone (a row of icons with words is a page's shortcuts unless it is the bottom bar) across
    /// most of their container's width, above the screen's bottom fifth (two or more buttons there are a form's or a
    /// dialog's actions), and none a button (a dialog's "Camera", "Gallery", "Cancel").
    private func isTabStrip(_ row: ChoiceRow, parentFrame: Rect, screenFrame: Rect) -> Bool {
        row.width >= 0.85 * parentFrame.width && row.frame.y + row.frame.height < screenFrame.y + 0.8 * screenFrame.height
            && row.members.allSatisfy { !ChoiceRow.showsImage($0) && $0.android.map(AndroidRole.of) != .button }
    }

    private static func screenFrame(_ root: Element) -> Rect? {
        if let frame = root.screenFrame, frame.width > 0, frame.height > 0 { return frame }
        return root.children.lazy.compactMap { screenFrame($0) }.first
    }
}

/// Stops side by side in one container, as tabs are: one class, one top and height, one width, with at most small gaps.
private struct ChoiceRow {
    var members: [Element]
    var frame: Rect { members[0].screenFrame! }
    var width: Double { members.last!.screenFrame!.x + members.last!.screenFrame!.width - frame.x }

    /// The rows of two or more equal stops among `stops` (the stops of one container), each stop of a row of its own
    /// size; widths may differ by a tenth (a longer word).
    static func rows(among stops: [Element]) -> [ChoiceRow] {
        var rows: [ChoiceRow] = []
        for stop in stops {
            guard let frame = stop.screenFrame, frame.width > 0, frame.height > 0, stop.android?.isCollectionItem == false else { continue }
            if let index = rows.firstIndex(where: { $0.admits(stop, frame) }) {
                rows[index].members.append(stop)
            } else {
                rows.append(ChoiceRow(members: [stop]))
            }
        }
        return rows.compactMap { row in
            let members = row.members.sorted { $0.screenFrame!.x < $1.screenFrame!.x }
            return members.count >= 2 && isSideBySide(members, among: stops) ? ChoiceRow(members: members) : nil
        }
    }

    private func admits(_ stop: Element, _ frame: Rect) -> Bool {
        abs(frame.y - self.frame.y) <= 6 && isShaped(like: stop)
    }

    /// Of one class, height and width (to a tenth) as this row's items.
    func isShaped(like other: ChoiceRow) -> Bool { isShaped(like: other.members[0]) }

    private func isShaped(like stop: Element) -> Bool {
        guard let frame = stop.screenFrame else { return false }
        return stop.android?.className == members[0].android?.className && abs(frame.height - self.frame.height) <= 6
            && abs(frame.width - self.frame.width) <= max(6, 0.1 * self.frame.width)
    }

    /// Side by side, with gaps of at most a quarter of an item or filled by another of the container's stops (a bar's
    /// larger middle button): a bar, not items spread over a page.
    private static func isSideBySide(_ members: [Element], among stops: [Element]) -> Bool {
        zip(members, members.dropFirst()).allSatisfy { left, right in
            let gapStart = left.screenFrame!.x + left.screenFrame!.width, gapEnd = right.screenFrame!.x
            let gap = gapEnd - gapStart
            return gap >= 0 && (gap <= 0.25 * left.screenFrame!.width || stops.contains { stop in
                guard let frame = stop.screenFrame else { return false }
                return frame.x <= gapStart + 0.25 * left.screenFrame!.width && frame.x + frame.width >= gapEnd - 0.25 * left.screenFrame!.width
            })
        }
    }

    /// Whether an item or anything in it is selected or checked, or can be, or says "selected" in its description (the
    /// current one named by hand, which `label-contains-state-word` reports): the current one is said.
    var anyIsSelected: Bool {
        func isSelected(_ element: Element) -> Bool {
            element.isSelected || element.android?.isChecked == true || element.android?.isCheckable == true
                || element.android?.roleDescription != nil
                || element.android?.contentDescription.map { Words.of($0).contains("selected") } == true
                || element.children.contains(where: isSelected)
        }
        return members.contains(where: isSelected)
    }

    /// Each item's one word or few, when each shows one short text of its own and they read as names of places, not
    /// as actions: nil otherwise. A row of letters is a keyboard.
    func choiceNames() -> [String]? {
        let names = members.map(Self.shownTexts)
        guard names.allSatisfy({ $0.count == 1 }) else { return nil }
        let texts = names.map { $0[0] }
        guard Set(texts).count == texts.count, texts.allSatisfy(Self.readsAsAName) else { return nil }
        let firstWords = texts.map { $0.lowercased().split(separator: " ").first.map(String.init) ?? "" }
        // A dialog's answer among them, or actions for half of them: a row of buttons that act.
        guard !firstWords.contains(where: Self.dialogWords.contains),
              firstWords.filter(Self.actionWords.contains).count * 2 < texts.count else { return nil }
        return texts
    }

    /// A word or three of letters and digits ("Profile", "Wi-Fi", "Play Store"): no emoji, colon or bar, which mark an
    /// action's icon or a shown state ("🔄 ROTATE", "PREVIEW: ON", "Yes | ₹8.0"); no lone letter, a keyboard's key; no
    /// number alone, a calendar's day.
    private static func readsAsAName(_ text: String) -> Bool {
        text.count >= 2 && text.split(separator: " ").count <= 3 && text.contains(where: \.isLetter)
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || " -'’.&".unicodeScalars.contains($0) }
    }

    private static func shownTexts(_ element: Element) -> [String] {
        guard !element.isHidden else { return [] }
        let own = element.android?.text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        return (own.map { [$0] } ?? []) + element.children.flatMap(shownTexts)
    }

    static func showsImage(_ element: Element) -> Bool {
        !element.isHidden && (element.android.map(TalkBackPart.isImage) == true || element.children.contains(where: showsImage))
    }

    /// A dialog's answers, in English: a row holding one is a dialog's buttons.
    private static let dialogWords: Set<String> = [
        "accept", "allow", "apply", "back", "cancel", "close", "confirm", "continue", "decline", "delete", "deny", "done", "next",
        "no", "ok", "retry", "save", "skip", "submit", "yes",
    ]

    /// First words of buttons that act (a dialog's answers, a toolbar's), in English: a row of them is no set of choices.
    private static let actionWords = dialogWords.union([
        "add", "buy", "call", "clear", "copy", "create", "download", "edit", "follow", "go", "install", "join", "log", "login",
        "open", "pause", "play", "redo", "remove", "reset", "run", "scan", "search", "sell", "send", "share", "show", "sign",
        "start", "stop", "test", "try", "undo", "update", "upload", "view",
    ])
}
