/// A rectangle in points, origin at the top-left, as UIKit and Interface Builder use.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// This rectangle moved by the origin of `container`: turns a frame relative to its superview
    /// into one in the superview's coordinate space's parent.
    public func offset(by container: Rect) -> Rect {
        Rect(x: x + container.x, y: y + container.y, width: width, height: height)
    }

    public var isEmpty: Bool { width == 0 && height == 0 }
}
