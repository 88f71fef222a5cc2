import ElementModel
import RuleEngine

/// The visible text that most likely names an unlabelled control: a label on the same row to its left
/// (or right, for a control that leads its row), else the nearest label just above it. This is how a
/// sighted user reads "Wi-Fi [switch]"; VoiceOver does not make that connection by itself.
enum AdjacentText {
    static func label(for control: Element, in screen: ScreenContext) -> String? {
        guard let frame = control.screenFrame else { return nil }
        let texts = screen.visits.compactMap { visit -> (text: String, frame: Rect)? in
            let element = visit.element
            guard element.type == "UILabel", let text = element.label, let textFrame = element.screenFrame,
                  !element.isHidden else { return nil }
            return (text, textFrame)
        }
        let middle = frame.y + frame.height / 2
        let sameRow = texts.filter { $0.frame.y <= middle && middle <= $0.frame.y + $0.frame.height }
        let before = sameRow.filter { $0.frame.x + $0.frame.width <= frame.x + 1 }
            .max { $0.frame.x + $0.frame.width < $1.frame.x + $1.frame.width }
        if let before { return before.text }
        let after = sameRow.filter { $0.frame.x >= frame.x + frame.width - 1 }.min { $0.frame.x < $1.frame.x }
        if let after { return after.text }
        let above = texts.filter {
            let bottom = $0.frame.y + $0.frame.height
            return bottom <= frame.y + 1 && frame.y - bottom <= 24
                && $0.frame.x < frame.x + frame.width && frame.x < $0.frame.x + $0.frame.width
        }.max { $0.frame.y < $1.frame.y }
        return above?.text
    }
}
