internal import CLibYAML

/// A YAML document as plain values with their positions, read with libyaml's event parser.
/// Anchors and aliases are refused: a configuration has no need of them, and they are how YAML bombs work.
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
    /// The document in `text`, or nil when it is empty.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw YAMLError(message: "cannot create a YAML parser", position: YAMLPosition(line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(YAMLError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder()
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
                case YAML_ALIAS_EVENT:
                    throw YAMLError(message: "aliases are not supported in the configuration", position: position)
                case YAML_SCALAR_EVENT:
                    if event.data.scalar.anchor != nil {
                        throw YAMLError(message: "anchors are not supported in the configuration", position: position)
                    }
                    let value = event.data.scalar.value.map {
                        String(decoding: UnsafeBufferPointer(start: $0, count: event.data.scalar.length), as: UTF8.self)
                    } ?? ""
                    try builder.add(.scalar(value, position))
                case YAML_SEQUENCE_START_EVENT:
                    builder.open(.sequence([], position))
                case YAML_MAPPING_START_EVENT:
                    builder.open(.mapping([], position))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    try builder.close()
                default:
                    continue
                }
            }
        }
    }

    /// Assembles nodes from events: a stack of open collections, and the pending key of each mapping.
    private struct Builder {
        var stack: [(node: YAMLNode, pendingKey: (String, YAMLPosition)?)] = []
        var result: YAMLNode?

        mutating func open(_ node: YAMLNode) {
            stack.append((node, nil))
        }

        mutating func close() throws(YAMLError) {
            guard let (node, _) = stack.popLast() else { return }
            try attach(node)
        }

        mutating func add(_ scalar: YAMLNode) throws(YAMLError) {
            try attach(scalar)
        }

        private mutating func attach(_ node: YAMLNode) throws(YAMLError) {
            guard var top = stack.popLast() else {
                result = node
                return
            }
            switch top.node {
            case .sequence(var items, let position):
                items.append(node)
                top.node = .sequence(items, position)
            case .mapping(var pairs, let position):
                if let (key, keyPosition) = top.pendingKey {
                    pairs.append((key, keyPosition, node))
                    top.pendingKey = nil
                    top.node = .mapping(pairs, position)
                } else if case .scalar(let key, let keyPosition) = node {
                    top.pendingKey = (key, keyPosition)
                } else {
                    throw YAMLError(message: "mapping keys must be plain text", position: node.position)
                }
            case .scalar:
                break
            }
            stack.append(top)
        }
    }
}
