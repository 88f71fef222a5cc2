import ElementModel
import RuleEngine

/// A fix `--fix` did not write, and why: for a person to make.
public struct SkippedFix: Sendable {
    public let finding: Finding
    public let reason: String

    public init(finding: Finding, reason: String) {
        self.finding = finding
        self.reason = reason
    }
}

/// One layout with the corrections of its findings written in: every byte outside the edited elements as it was.
public struct LayoutRewrite: Sendable {
    public let path: String
    public let original: [UInt8]
    public let rewritten: [UInt8]
    /// The findings whose corrections were written.
    public let applied: [Finding]
    public let skipped: [SkippedFix]
    /// The strings.xml the new texts go to (Android), when there are any.
    public let strings: StringResourceFile?
    /// The layout's edits for each element with an applied finding, as text replacements.
    private let replacementsByPlace: [Place: [TextReplacement]]

    /// `edits` by element, made on `source` (the original's text, read once by the rewriter).
    init(path: String, original: [UInt8], rewritten: [UInt8], applied: [Finding], skipped: [SkippedFix], strings: StringResourceFile?,
         edits: [Place: [ByteEdit]] = [:], source: XMLSourceText? = nil) {
        self.path = path
        self.original = original
        self.rewritten = rewritten
        self.applied = applied
        self.skipped = skipped
        self.strings = strings
        guard !edits.isEmpty, let source else {
            replacementsByPlace = [:]
            return
        }
        let byPlace = edits.mapValues { edits in
            edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit in
                let start = source.position(of: edit.range.lowerBound), end = source.position(of: edit.range.upperBound)
                return TextReplacement(path: path, startLine: start.line, startColumn: start.column, endLine: end.line,
                                       endColumn: end.column, text: edit.replacement)
            }
        }
        replacementsByPlace = byPlace
    }

    public var changesFile: Bool { rewritten != original || strings != nil }

    /// The edits that correct `finding` (those of its element), with `path` naming the file as reports do.
    public func replacements(for finding: Finding, path: String) -> [TextReplacement] {
        (replacementsByPlace[Place(finding.location)] ?? []).map { replacement in
            var named = replacement
            named.path = path
            return named
        }
    }
}

/// Writes the corrections of a layout's findings into its bytes.
public enum LayoutRewriter {
    /// The formats it rewrites.
    public static let formats: Set<String> = [InputFormat.interfaceBuilder.name, InputFormat.androidLayout.name]

    /// `bytes` of the layout at `path` with the corrections of `findings` written in. Findings on one element are
    /// written together; an element that cannot be rewritten safely is left as it is, its findings skipped with the
    /// reason. `strings` is the strings.xml new Android texts go to (nil outside a `res` folder).
    public static func rewrite(path: String, bytes: [UInt8], format: String, findings: [Finding],
                               strings: StringResourceFile?) -> LayoutRewrite {
        var strings = strings
        let candidates = findings.filter { $0.fix.correction != nil }
        func unchanged(_ reason: String) -> LayoutRewrite {
            LayoutRewrite(path: path, original: bytes, rewritten: bytes, applied: [],
                          skipped: candidates.map { SkippedFix(finding: $0, reason: reason) }, strings: nil)
        }
        guard formats.contains(format) else { return unchanged("a \(format) file shows the running app, not a layout to edit") }
        guard !isUTF16(bytes) else { return unchanged("the file is not UTF-8, as Xcode and Android Studio write layouts") }
        let source = XMLSourceText(bytes)
        let byElement = Dictionary(grouping: candidates) { Place($0.location) }
        var edits: [ByteEdit] = [], applied: [Finding] = [], skipped: [SkippedFix] = []
        var editsByPlace: [Place: [ByteEdit]] = [:]
        for place in byElement.keys.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            let group = byElement[place]!
            var conflict: String?
            guard let changes = ElementChanges(group.compactMap(\.fix.correction), conflict: &conflict) else {
                skipped += group.map { SkippedFix(finding: $0, reason: conflict ?? "its findings ask for different changes") }
                continue
            }
            guard let offset = source.offset(line: place.line, column: place.column) else {
                skipped += group.map { SkippedFix(finding: $0, reason: "its line and column are not in the file") }
                continue
            }
            let result = format == InputFormat.interfaceBuilder.name
                ? InterfaceBuilderRewriter.edits(changes, at: offset, in: source)
                : AndroidLayoutRewriter.edits(changes, at: offset, in: source, strings: &strings)
            switch result {
            case .success(let elementEdits):
                edits += elementEdits
                editsByPlace[place] = elementEdits
                applied += group
            case .failure(let reason):
                skipped += group.map { SkippedFix(finding: $0, reason: reason.text) }
            }
        }
        guard let rewritten = ByteEdit.apply(edits, to: bytes) else { return unchanged("two of its changes overlap") }
        return LayoutRewrite(path: path, original: bytes, rewritten: rewritten, applied: applied, skipped: skipped,
                             strings: strings?.hasAdditions == true ? strings : nil, edits: editsByPlace, source: source)
    }

    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && (bytes[0] == 0xFE && bytes[1] == 0xFF || bytes[0] == 0xFF && bytes[1] == 0xFE
            || bytes[0] == 0 || bytes[1] == 0)
    }
}

/// A line and column of a layout: where an element's tag starts, which tells its findings apart from others'.
struct Place: Hashable {
    let line: Int
    let column: Int

    init(_ location: SourceLocation) {
        line = location.line
        column = location.column
    }
}
