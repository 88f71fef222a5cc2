import ElementModel
import RuleEngine

/// A file the tool cannot read is audited by nobody. It is reported as a finding, so CI reports and
/// baselines see it like any other problem, and the run exits with status 2.
public struct InvalidInputRule: Rule {
    public let description = RuleDescription(
        id: "invalid-input", name: "Invalid input", defaultSeverity: .error,
        summary: "A file could not be read: malformed, truncated, binary, empty, missing, or of an unsupported kind; or an Android layout's strings.xml could not be read whole.",
        rationale: "Nothing in an unreadable file can be checked, so none of its accessibility problems would be found.",
        wcag: [],
        requires: [],
        triggeringExamples: [
            RuleExample("An attribute given twice; libxml2 reports it where the start tag closes", """
                <label text="Fish" text="Chips" id="l1"↓/>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("A well-formed layout", """
                <label text="Finished" id="l1"><rect key="frame" x="16" y="100" width="200" height="21"/></label>
                """),
        ])

    public init() {}

    /// Unreadable files are found by the importers, not by looking at screens.
    public func check(_ screen: ScreenContext) -> [Finding] { [] }

    /// The finding for a problem in a file a layout was read with (its strings.xml).
    public func finding(for problem: DocumentProblem) -> Finding {
        let fix = switch problem.kind {
        case .unreadableFile:
            "Make the strings.xml well-formed again, in the encoding it declares and without a document type declaration: Android's build refuses it as it is."
        case .unresolvedAlias:
            "Point the alias at a string that has a text, or give the string a text of its own."
        }
        return Finding(ruleId: description.id, severity: description.defaultSeverity, message: problem.message, fix: Fix(summary: fix),
                       location: problem.location)
    }

    /// The finding for a file that could not be read.
    /// `namesNoLayout`: the path is missing, not a regular file, a directory without layouts or a file of another
    /// type, which no editor mends: the command line or configuration does.
    public func finding(path: String, line: Int, column: Int, message: String, namesNoLayout: Bool = false) -> Finding {
        let fix = namesNoLayout
            ? "Name a layout that exists (.xib, .storyboard, an Android layout, dump or page source as .xml) or a directory that "
                + "holds some, in the command line or the configuration's included globs."
            : Self.repair(path: path)
        return Finding(ruleId: description.id, severity: description.defaultSeverity, message: message,
                       fix: Fix(summary: fix), location: SourceLocation(path: path, line: line, column: column))
    }

    /// How to mend a file of `path`'s kind: Xcode writes Interface Builder files; a `.xml` file is an Android layout, a
    /// dump or a page source, which Xcode has nothing to do with.
    static func repair(path: String) -> String {
        let isInterfaceBuilder = [".xib", ".storyboard"].contains { path.lowercased().hasSuffix($0) }
        return isInterfaceBuilder ? "Make the file well-formed again (open and save it in Xcode), or leave it out of the audit."
            : "Make the file well-formed XML again (a layout as Android Studio writes it; a dump or page source captured again), "
                + "or leave it out of the audit."
    }
}
