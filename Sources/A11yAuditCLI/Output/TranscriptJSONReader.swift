import ReportFormats
import ScreenReaders

/// Reads back a transcript written by `transcript --format json`, for `transcript --compare` (and its fuzzer).
public enum TranscriptJSONReader {
    public struct ReadError: Error {
        public var line: Int
        public var column: Int
        public var message: String
    }

    /// The transcript's locale and screens.
    public static func read(_ bytes: [UInt8]) throws(ReadError) -> (locale: String?, screens: [SpokenScreen]) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw ReadError(line: error.line, column: error.column, message: "not JSON: \(error.message)")
        }
        let notATranscript = ReadError(line: 1, column: 1,
                                       message: "not a transcript written by a11y-audit transcript --format json")
        guard let documents = root["documents"]?.array else { throw notATranscript }
        var screens: [SpokenScreen] = []
        for document in documents {
            guard let path = document["path"]?.string, let list = document["screens"]?.array else { throw notATranscript }
            for screen in list {
                guard let id = screen["id"]?.string, let items = screen["items"]?.array else { throw notATranscript }
                screens.append(SpokenScreen(path: path, id: id, name: screen["name"]?.string ?? id, items: try items.map { item throws(ReadError) in
                    guard let text = item["text"]?.string else { throw notATranscript }
                    return SpokenItem(elementId: item["elementId"]?.string, identifier: item["identifier"]?.string,
                                      text: text, hint: item["hint"]?.string)
                }))
            }
        }
        return (root["locale"]?.string, screens)
    }
}
