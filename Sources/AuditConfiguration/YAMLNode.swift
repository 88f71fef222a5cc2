internal import CLibYAML

/// A YAML document as plain values with their positions, read with libyaml's event parser.
/// Anchors and aliases are refused: a configuration has no need of them, and they are how YAML bombs work.
/// So are duplicate keys and a second document, which YAML readers disagree on (the last key wins in
/// some, the first in others), and nesting deeper than `YAMLReader.maximumDepth`.
public indirect enum YAMLNode: Sendable {
    case scalar(String, YAMLPosition)
    case sequence([YAMLNode], YAMLPosition)
    case mapping([(key: String, keyPosition: YAMLPosition, value: YAMLNode)], YAMLPosition)

    public var position: YAMLPosition {
        switch self {
        case .scalar(_, let position), .sequence(_, let position), .mapping(_, let position): return position
        }
    }
}

/// 1-based line and column.
public struct YAMLPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

public struct YAMLError: Error, Sendable {
    public var message: String
    public var position: YAMLPosition
}

public enum YAMLReader {
    /// The deepest nesting of lists and mappings accepted. A configuration needs three levels; the limit
    /// keeps recursion over the nodes (freeing them among it) far from the end of the stack.
    public static let maximumDepth = 64

    /// The document in `text`, or nil when it is empty.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        try parse(bytes: Array(text.utf8))
    }

    /// The document in `bytes`: UTF-8, or UTF-16 with a byte-order mark (libyaml tells them apart).
    public static func parse(bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
        if bytes.count >= 2, bytes[0] != 0xFF, bytes[0] != 0xFE, bytes[0] == 0 || bytes[1] == 0 {
            throw YAMLError(message: "the file looks like UTF-16 without a byte-order mark: save it as UTF-8",
                            position: YAMLPosition(line: 1, column: 1))
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw YAMLError(message: "cannot create a YAML parser", position: YAMLPosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder()
            var documents = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let mark = parser.problem_mark
                    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                    throw YAMLError(message: problem, position: YAMLPosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
                }
                defer { yaml_event_delete(&event) }
                let position = YAMLPosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return builder.result
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 {
                        throw YAMLError(message: "a second YAML document: the file must hold one", position: position)
                    }
                case YAML_ALIAS_EVENT:
                    throw YAMLError(message: "aliases are not supported in the configuration", position: position)
                case YAML_SCALAR_EVENT:
                    try refuseAnchor(event.data.scalar.anchor, at: position)
                    let value = event.data.scalar.value.map {
                        String(decoding: UnsafeBufferPointer(start: $0, count: event.data.scalar.length), as: UTF8.self)
                    } ?? ""
                    try builder.add(.scalar(value, position))
                case YAML_SEQUENCE_START_EVENT:
                    try refuseAnchor(event.data.sequence_start.anchor, at: position)
                    try builder.open(isMapping: false, at: position)
                case YAML_MAPPING_START_EVENT:
                    try refuseAnchor(event.data.mapping_start.anchor, at: position)
                    try builder.open(isMapping: true, at: position)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    try builder.close()
                default:
                    continue
                }
            }
        }
    }

    private static func refuseAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, at position: YAMLPosition) throws(YAMLError) {
        if anchor != nil { throw YAMLError(message: "anchors are not supported in the configuration", position: position) }
    }

    /// Assembles nodes from events. Open collections are kept as growing arrays and become nodes only
    /// when they close, so each item is appended in place, never copied with the list before it.
    private struct Builder {
        struct OpenCollection {
            let isMapping: Bool
            let position: YAMLPosition
            var items: [YAMLNode] = []
            var pairs: [(key: String, keyPosition: YAMLPosition, value: YAMLNode)] = []
            var pendingKey: (String, YAMLPosition)?
            /// Where each key was first given, to refuse a repeated one.
            var keyLines: [String: Int] = [:]
        }

        var stack: [OpenCollection] = []
        var result: YAMLNode?

        mutating func open(isMapping: Bool, at position: YAMLPosition) throws(YAMLError) {
            guard stack.count < YAMLReader.maximumDepth else {
                throw YAMLError(message: "lists and mappings are nested deeper than \(YAMLReader.maximumDepth) levels",
                                position: position)
            }
            stack.append(OpenCollection(isMapping: isMapping, position: position))
        }

        mutating func close() throws(YAMLError) {
            guard let collection = stack.popLast() else { return }
            try add(collection.isMapping ? .mapping(collection.pairs, collection.position)
                                         : .sequence(collection.items, collection.position))
        }

        mutating func add(_ node: YAMLNode) throws(YAMLError) {
            guard !stack.isEmpty else {
                result = node
                return
            }
            let top = stack.count - 1
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return
            }
            if let (key, keyPosition) = stack[top].pendingKey {
                stack[top].pairs.append((key, keyPosition, node))
                stack[top].pendingKey = nil
            } else if case .scalar(let key, let keyPosition) = node {
                if let firstLine = stack[top].keyLines[key] {
                    throw YAMLError(message: "duplicate key '\(key)' (first given on line \(firstLine))", position: keyPosition)
                }
                stack[top].keyLines[key] = keyPosition.line
                stack[top].pendingKey = (key, keyPosition)
            } else {
                throw YAMLError(message: "mapping keys must be plain text", position: node.position)
            }
        }
    }
}
