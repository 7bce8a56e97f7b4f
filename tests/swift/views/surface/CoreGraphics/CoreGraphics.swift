// The CoreGraphics stand-in: what of CoreGraphics the views reach (SwiftUI
// re-exports CoreGraphics) that Foundation on Linux does not declare. CGFloat,
// CGPoint, CGSize and CGRect are Foundation's own on Linux.
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

@_exported import Foundation

// doc: coregraphics/cglinecap
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

// doc: coregraphics/cglinejoin
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
