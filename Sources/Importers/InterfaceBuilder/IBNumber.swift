/// Numbers in Interface Builder attributes: frames, alphas, values. Nearly all are short plain decimals
/// ("16", "343", "0.5", "-20.5"), read here from their bytes; anything else goes to `Double(_:)`.
enum IBNumber {
    /// `text` as `Double(text)` reads it. A plain decimal of at most 15 digits is an integer up to 10^15
    /// divided by a power of ten up to 10^15: both are exact doubles, and IEEE division rounds correctly,
    /// so the quotient is the double nearest the decimal, which is what `Double(_:)` gives (Clinger's fast
    /// path). Parsing a frame's four coordinates that way took a tenth of the reading thread's time.
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8(plainDecimal) ?? Double(text)
    }

    private static func plainDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        var seenPoint = false
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "-") where index == 0:
                negative = true
            case UInt8(ascii: "."):
                guard !seenPoint, digits > 0 else { return nil }
                seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if seenPoint { fractionDigits += 1 }
            default:
                return nil
            }
        }
        // "5." and "-" are left to `Double(_:)`, which decides what they are.
        guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
