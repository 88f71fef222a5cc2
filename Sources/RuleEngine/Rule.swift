import ElementModel
import ScreenReaders

/// A check over one screen. A rule is one file: its description (with examples) and its check. Rules see
/// the resolved tree and the reader's utterances; they never parse files.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ screen: ScreenContext) -> [Finding]
    /// Findings about a whole file rather than one of its screens, checked once the file is read.
    func checkDocument(_ document: LayoutDocument) -> [Finding]
}

extension Rule {
    public func checkDocument(_ document: LayoutDocument) -> [Finding] { [] }
}

/// What a rule sees of one screen. A class: every rule is handed the same one, and its closures capture it,
/// so copying its many references for each would cost more than the checks.
public final class ScreenContext: Sendable {
    public let document: LayoutDocument
    public let screen: Screen
    public let transcript: ScreenTranscript
    /// Every element with whether VoiceOver can ever get to it, worked out once for all rules.
    public let visits: [Reachability.Visit]
    /// Where each spoken element stands in the transcript.
    private let positions: TranscriptPositions
    /// Positions and selectors, for questions about the whole screen asked element by element.
    public let layout: ScreenLayoutIndex
    /// Where the elements inside cells stand (line and column: a screen is one file), with where their cell stands.
    private let cellsByPlace: [LineAndColumn: LineAndColumn]
    /// Where the elements of cell templates stand (prototype cells: their texts are examples code replaces).
    private let placesInTemplates: Set<LineAndColumn>
    /// Where the nodes of the system's windows stand in an Android dump (`AndroidSystemWindow`).
    private let placesInSystemWindows: Set<LineAndColumn>
    /// What rules work out once per screen and ask of it element by element, by the type that holds it.
    private let memos = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The value of type `T` worked out for this screen, made by `make` the first time it is asked for (a rule asks it of
    /// many elements: an image naming scheme of the whole screen).
    public func memoized<T: Sendable>(_ type: T.Type, _ make: () -> T) -> T {
        if let known = memos.withLock({ $0[ObjectIdentifier(type)] }) as? T { return known }
        let made = make()
        memos.withLock { $0[ObjectIdentifier(type)] = made }
        return made
    }

    public init(document: LayoutDocument, screen: Screen, transcript: ScreenTranscript) {
        self.document = document
        self.screen = screen
        self.transcript = transcript
        positions = TranscriptPositions(transcript.utterances)
        visits = Reachability.visits(screen.root)
        layout = ScreenLayoutIndex(transcript: transcript, visits: visits)
        var templatePlaces: Set<LineAndColumn> = [], systemPlaces: Set<LineAndColumn> = []
        var hasCells = false
        // By index: `filter` would copy every visit and its element.
        for index in visits.indices {
            let element = visits[index].element
            hasCells = hasCells || visits[index].isInCell
            if visits[index].isInTemplate { templatePlaces.insert(LineAndColumn(element.location)) }
            if element.android?.systemWindow != nil { systemPlaces.insert(LineAndColumn(element.location)) }
        }
        var cells: [LineAndColumn: LineAndColumn] = [:]
        if hasCells {
            func walk(_ element: Element, cell: LineAndColumn?) {
                let place = LineAndColumn(element.location)
                if let cell { cells[place] = cell }
                let inner = Reachability.isCell(element.type) ? place : cell
                for index in element.children.indices { walk(element.children[index], cell: inner) }
            }
            walk(screen.root, cell: nil)
        }
        cellsByPlace = cells
        placesInTemplates = templatePlaces
        placesInSystemWindows = systemPlaces
    }

    /// The formats whose files `--fix` rewrites.
    private static let rewritableFormats: Set<String> = [InputFormat.interfaceBuilder.name, InputFormat.androidLayout.name]

    /// Whether a finding is on a node of one of the system's windows, which the app's developer cannot change.
    public func isInSystemWindow(_ finding: Finding) -> Bool {
        !placesInSystemWindows.isEmpty && placesInSystemWindows.contains(LineAndColumn(finding.location))
    }

    /// Every element of the screen, depth first in document order.
    public var elements: [Element] { visits.map(\.element) }

    /// Whether an element at `element`'s place lies inside a table or collection view cell, where controls
    /// repeat by design (a segment or tab shares its control's place).
    public func isInCell(_ element: Element) -> Bool {
        !cellsByPlace.isEmpty && cellsByPlace[LineAndColumn(element.location)] != nil
    }

    /// Whether two elements lie in the same cell, or both outside any cell: a cell's texts caption its own controls.
    public func shareACell(_ lhs: Element, _ rhs: Element) -> Bool {
        cellsByPlace.isEmpty || cellsByPlace[LineAndColumn(lhs.location)] == cellsByPlace[LineAndColumn(rhs.location)]
    }

    /// Whether an element is (in) a cell template, whose texts are examples that code replaces.
    public func isInTemplate(_ element: Element) -> Bool {
        !placesInTemplates.isEmpty && placesInTemplates.contains(LineAndColumn(element.location))
    }

    /// The findings `body` makes of each visit, in document order. Each visit is lent to `body` straight from
    /// storage: `for … in` (and so `compactMap`) would copy every visit and the element it holds, once per rule.
    /// Inlinable, so that a rule's closure is compiled into the loop and the copies can be left out.
    @inlinable
    public func findings(_ body: (Reachability.Visit) -> Finding?) -> [Finding] {
        visits.withUnsafeBufferPointer { buffer in
            var findings: [Finding] = []
            for index in buffer.indices {
                if let finding = body(buffer[index]) { findings.append(finding) }
            }
            return findings
        }
    }

    /// What VoiceOver says for `element`, or nil when it does not reach it.
    public func utterance(for element: Element) -> Utterance? {
        transcriptIndex(of: element).map { transcript.utterances[$0] }
    }

    /// The index of `element`'s utterance in the transcript, or nil when VoiceOver does not reach it.
    public func transcriptIndex(of element: Element) -> Int? {
        positions.index(of: element, in: transcript.utterances)
    }

    /// A finding on `element`, filled in with where it is and what VoiceOver says there.
    public func finding(_ rule: RuleDescription, on element: Element, message: String, fix: Fix) -> Finding {
        // A page source's or dump's finding points into the dump, not into the app's source: its fix says how to find
        // the element.
        var fix = document.format == InputFormat.xcuiTest.name ? RuntimeFix.adapt(fix, for: element)
            : document.format == InputFormat.androidLayout.name ? RuntimeFix.inLayout(fix)
            : document.idiom == .android ? RuntimeFix.locating(fix, element) : fix
        // Only a layout's own element can be rewritten: a dump shows the running app, and an element UIKit makes from
        // another (a segment, a bar's title) has no tag of its own.
        if !Self.rewritableFormats.contains(document.format) || element.isSynthesized { fix.correction = nil }
        var finding = Finding(ruleId: rule.id, severity: rule.defaultSeverity, message: message, fix: fix, location: element.location,
                elementId: element.id, screen: screen.name, spoken: utterance(for: element)?.text,
                elementType: element.type, identifier: element.accessibility.identifier.value,
                customClass: element.customClass)
        finding.elementName = element.accessibility.label.value
        if document.idiom == .android { finding.screenReader = document.idiom.screenReader }
        // Lint matches the ids `tools:ignore` names whatever their case ("labelFor" is LabelFor).
        if let ignored = element.android?.lintIgnores, !ignored.isEmpty,
           let written = (["all"] + rule.lintChecks).lazy.compactMap({ check in
               ignored.sorted().first { $0.lowercased() == check.lowercased() } }).first {
            finding.acknowledgedBy = "tools:ignore=\"\(written)\""
        }
        return finding
    }
}
