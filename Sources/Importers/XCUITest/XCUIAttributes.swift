import ElementModel
import XMLStreaming

/// The attributes of one page-source element that say something VoiceOver uses (`formats.md` §2; `index` and
/// `hittable` do not), the first of each name kept.
///
/// A page source repeats a dozen attributes on every element, so they are read from libxml2's bytes: flags and
/// numbers without making a string, a name or value that repeats the label as the label's own string, and a
/// `traits` list parsed once per distinct text.
struct XCUIAttributes: Sendable {
    var name, label, value, placeholderValue, customActions, bundleID: String?
    /// Only read when the element's own name is not its type (hand-written and foreign elements).
    var type: String?
    var enabled, visible, accessible: Bool?
    var x, y, width, height: Double?
    /// What `traits` lists, when the attribute is there.
    var traits: AccessibilityTraits?

    /// The attributes read, by their names in the dump.
    enum Name: String, CaseIterable {
        case type, name, label, value, enabled, visible, accessible, placeholderValue, traits, customActions, bundleId
        case x, y, width, height
    }

    /// `Name.allCases`, made once (the synthesized property makes a new array at each call).
    static let names = Name.allCases
    static let nameSet = XMLNameSet(names.map(\.rawValue))

    /// Reads `attributes`; `typeNeeded` says whether the `type` attribute is wanted. `traitsCache` keeps each
    /// `traits` text met, with what it lists.
    init(_ attributes: XMLAttributes, typeNeeded: Bool, traitsCache: inout XCUITraitsCache) {
        var labelBytes: UnsafeBufferPointer<UInt8>?
        // Texts equal to the label are the label's own string; the label may come after them, so they wait for it.
        var nameBytes, valueBytes, placeholderBytes: UnsafeBufferPointer<UInt8>?
        attributes.forEachRaw(in: Self.nameSet) { position, raw in
            switch Self.names[position] {
            case .enabled: enabled = enabled ?? Self.flag(raw)
            case .visible: visible = visible ?? Self.flag(raw)
            case .accessible: accessible = accessible ?? Self.flag(raw)
            case .x: x = x ?? Self.number(raw)
            case .y: y = y ?? Self.number(raw)
            case .width: width = width ?? Self.number(raw)
            case .height: height = height ?? Self.number(raw)
            case .traits: traits = traits ?? traitsCache.traits(raw)
            case .label:
                guard label == nil else { return }
                label = XMLAttributes.string(raw)
                labelBytes = raw
            case .type: if typeNeeded, type == nil { type = XMLAttributes.string(raw) }
            case .bundleId: bundleID = bundleID ?? XMLAttributes.string(raw)
            case .customActions: customActions = customActions ?? XMLAttributes.string(raw)
            case .name: nameBytes = nameBytes ?? raw
            case .value: valueBytes = valueBytes ?? raw
            case .placeholderValue: placeholderBytes = placeholderBytes ?? raw
            }
        }
        name = Self.text(nameBytes, label: label, labelBytes: labelBytes)
        value = Self.text(valueBytes, label: label, labelBytes: labelBytes)
        placeholderValue = Self.text(placeholderBytes, label: label, labelBytes: labelBytes)
    }

    /// The text of `raw`: the label's own string when it is the same text.
    private static func text(_ raw: UnsafeBufferPointer<UInt8>?, label: String?, labelBytes: UnsafeBufferPointer<UInt8>?) -> String? {
        guard let raw else { return nil }
        if let label, let labelBytes, raw.elementsEqual(labelBytes) { return label }
        return XMLAttributes.string(raw)
    }

    /// `true` or `false`; anything else says nothing.
    private static func flag(_ raw: UnsafeBufferPointer<UInt8>) -> Bool? {
        if raw.elementsEqual("true".utf8) { return true }
        if raw.elementsEqual("false".utf8) { return false }
        return nil
    }

    /// A frame number: WebDriverAgent writes whole points; anything else goes through Double's own parser.
    /// Clamped to ±10¹⁵ points, as Interface Builder frames are, so that differences of frames stay finite;
    /// `nan` and `inf` say nothing.
    private static func number(_ raw: UnsafeBufferPointer<UInt8>) -> Double? {
        parsed(raw).map { min(max($0, -1e15), 1e15) }
    }

    private static func parsed(_ raw: UnsafeBufferPointer<UInt8>) -> Double? {
        var whole = 0
        var negative = false
        for (index, byte) in raw.enumerated() {
            if index == 0, byte == UInt8(ascii: "-"), raw.count > 1 {
                negative = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), whole < Int.max / 20 {
                whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
            } else {
                return Double(XMLAttributes.string(raw)).flatMap { $0.isFinite ? $0 : nil }
            }
        }
        guard !raw.isEmpty else { return nil }
        return Double(negative ? -whole : whole)
    }
}

/// Each `traits` text met in one dump, with what it lists: a dump repeats a handful ("Button", "StaticText").
struct XCUITraitsCache {
    private var entries: [(text: [UInt8], traits: AccessibilityTraits)] = []

    mutating func traits(_ raw: UnsafeBufferPointer<UInt8>) -> AccessibilityTraits {
        if let entry = entries.first(where: { $0.text.elementsEqual(raw) }) { return entry.traits }
        let traits = XCUIElementKind.traits(listed: XMLAttributes.string(raw))
        // Bounded: a hostile dump with a different list on every element must not make every lookup slow.
        if entries.count < 64 { entries.append((Array(raw), traits)) }
        return traits
    }
}
