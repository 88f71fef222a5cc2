/// Something that makes an element respond to a user: the evidence rules use to call a view interactive.
public enum Interaction: Hashable, Sendable {
    /// An IBAction connected to the element (`selector`, and the control event when the file names one).
    case action(selector: String, event: String?)
    /// A gesture recognizer attached to the element, by its UIKit class name.
    case gestureRecognizer(type: String)
    /// A storyboard segue triggered by the element.
    case segue(kind: String)
    /// The element's class is a UIControl, which handles touches itself.
    case control
    /// Custom accessibility actions, as a page source lists them (`customActions`): VoiceOver offers them under
    /// "Actions available".
    case customActions(String)

    /// The interactions of an element whose only one is being a control: one array that all such elements share,
    /// where an array of each one's own would cost it an allocation (74 MB on a million-element screen).
    public static let controlOnly: [Interaction] = [.control]
}
