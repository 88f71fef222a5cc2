import ElementModel

/// Reads a screen like VoiceOver: prunes what it skips, orders the rest into spoken order, assigns
/// positions within counted runs, and composes what it says for each element. An Android screen is read like
/// TalkBack instead (`TalkBackReader`).
public struct ScreenReader: Sendable {
    public let phrases: Phrasebook
    /// Whether utterances keep where each of their words came from (`Utterance.parts`), for `--explain`.
    public let explains: Bool

    public init(phrases: Phrasebook = .english, explains: Bool = true) {
        self.phrases = phrases
        self.explains = explains
    }

    public func read(_ screen: Screen, idiom: DeviceIdiom) -> ScreenTranscript {
        // Android screens are read by TalkBack, by its own rules and words.
        if idiom == .android { return TalkBackReader(explains: explains, phrases: .forCode(phrases.code)).read(screen) }
        // AppKit and WatchKit views are not UIKit's: reading them by UIKit's rules would invent what VoiceOver says.
        // The transcript notes it once for the whole document (`KnownGap.unsupportedPlatform`).
        if KnownGap.unsupportedPlatform(idiom) != nil { return ScreenTranscript(screen: screen, utterances: [], notes: []) }
        let tree = ReadingTree(root: screen.root)
        let order = ReadingOrder(idiom: idiom, isRightToLeft: screen.isRightToLeft, elements: tree.elements)
        let nodes = order.sorted(tree.nodes)
        var positions = PositionAssigner(elements: tree.elements)
        positions.walk(nodes, provider: nil)
        let composer = UtteranceComposer(phrases: phrases, keepsParts: explains)
        // An element with nothing to say (no label, value, hint, traits or position) is still a stop VoiceOver lands on,
        // in silence (AccessibilitySnapshot's reference images show it as an empty item): the transcript keeps it, as
        // `Utterance.isSilent`, and `missing-label` flags it.
        let utterances = positions.items.map { composer.utterance(for: tree.elements[$0.element], context: $0.context) }
        var notes = knownGaps(in: nodes, elements: tree.elements, positions: positions)
        if utterances.contains(where: \.isEstimated) { notes.insert(.estimatedWording) }
        if tree.holdsTemplates { notes.insert(.cellTemplates) }
        if tree.holdsPickers { notes.insert(.pickers) }
        return ScreenTranscript(screen: screen, utterances: utterances, notes: KnownGap.allCases.filter(notes.contains))
    }

    /// Every screen of a document, in order. Screens are independent, so a document with many of them is
    /// read on all cores (`ParallelMap` keeps the order).
    public func read(_ document: LayoutDocument) -> [ScreenTranscript] {
        let screens = document.screens
        guard screens.count >= 16 else { return screens.map { read($0, idiom: document.idiom) } }
        return ParallelMap.map(screens) { read($0, idiom: document.idiom) }
    }

    private func knownGaps(in nodes: [ReadingNode], elements: [Element], positions: PositionAssigner) -> Set<KnownGap> {
        var gaps: Set<KnownGap> = []
        func visit(_ node: ReadingNode) {
            switch node {
            case .element(let index):
                if elements[index].accessibility.traits.value.contains(.allowsDirectInteraction) {
                    gaps.insert(.directInteraction)
                }
            case .group(let group):
                let accessibility = elements[group.owner].accessibility
                if accessibility.containerType.value == .dataTable { gaps.insert(.dataTable) }
                if accessibility.containerType.value == .semanticGroup, accessibility.label.value != nil {
                    gaps.insert(.containerLabel)
                }
                group.children.forEach(visit)
            }
        }
        nodes.forEach(visit)
        if positions.items.contains(where: { if case .tab = $0.context { return true } else { return false } }) {
            gaps.insert(.tabBar)
        }
        return gaps
    }
}

/// Flattens the ordered tree depth first and gives each element its place in the run it is counted in.
/// The outermost container that counts wins; nested ones are ignored (§1.3).
struct PositionAssigner {
    let elements: [Element]
    /// Elements in reading order, as indices into `elements`, with their places.
    private(set) var items: [(element: Int, context: PositionContext?)] = []

    init(elements: [Element]) {
        self.elements = elements
    }

    private enum Run {
        /// "Tab. i of n": a tab bar's buttons, or every element under a `.tabBar` view.
        case tabs(onlyTabBarButtons: Bool)
        /// "i of n": a segmented control's segments.
        case series
        case list, landmark
    }

    mutating func walk(_ nodes: [ReadingNode], provider: Int?) {
        for node in nodes {
            switch node {
            case .element(let element):
                items.append((element, nil))
            case .group(let group):
                guard provider == nil, let run = Self.run(of: group, owner: elements[group.owner]) else {
                    walk(group.children, provider: provider)
                    continue
                }
                let start = items.count
                walk(group.children, provider: start)
                assign(run, to: start..<items.count)
            }
        }
    }

    private mutating func assign(_ run: Run, to range: Range<Int>) {
        var members = Array(range)
        if case .tabs(onlyTabBarButtons: true) = run {
            members = members.filter { elements[items[$0].element].type == "UITabBarButton" }
        }
        guard let first = members.first, let last = members.last else { return }
        for (offset, index) in members.enumerated() {
            switch run {
            case .tabs: items[index].context = .tab(index: offset + 1, count: members.count)
            case .series: items[index].context = .series(index: offset + 1, count: members.count)
            case .list, .landmark: break
            }
        }
        switch run {
        case .list:
            // A one-element list only gets its start.
            items[last].context = .listEnd
            items[first].context = .listStart
        case .landmark:
            items[last].context = .landmarkEnd
            items[first].context = .landmarkStart
        case .tabs, .series:
            break
        }
    }

    /// Which containers count their elements (§1.3): tab bars and `.tabBar` views; and, among containers
    /// that vend `accessibilityElements`, segmented controls, lists and landmarks.
    private static func run(of group: ReadingGroup, owner: Element) -> Run? {
        if owner.type == "UITabBar" { return .tabs(onlyTabBarButtons: true) }
        if owner.accessibility.traits.value.contains(.tabBar) { return .tabs(onlyTabBarButtons: false) }
        guard group.isExplicitlyOrdered else { return nil }
        if owner.type == "UISegmentedControl" { return .series }
        switch owner.accessibility.containerType.value {
        case .list: return .list
        case .landmark: return .landmark
        default: return nil
        }
    }
}
