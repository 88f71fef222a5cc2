/// Base64 (RFC 4648, with padding), for sound inlined in the HTML report as a `data:` URL.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encoded(_ bytes: [UInt8]) -> String {
        var result = [UInt8]()
        result.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            for shift in [18, 12, 6, 0] { result.append(alphabet[Int(word >> UInt32(shift) & 63)]) }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            result.append(alphabet[Int(word >> 18 & 63)])
            result.append(alphabet[Int(word >> 12 & 63)])
            result.append(rest == 2 ? alphabet[Int(word >> 6 & 63)] : UInt8(ascii: "="))
            result.append(UInt8(ascii: "="))
        }
        return String(decoding: result, as: UTF8.self)
    }
}
