/// A count with its noun, as people write it: "1 file", "3,054 elements", never "1 files".
public enum Counted {
    /// `plural` where adding an "s" is wrong ("entries").
    public static func phrase(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return "\(digits) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}
