// The QuartzCore stand-in: the layer a camera's preview is drawn in (UIKit and
// AVFoundation re-export QuartzCore).
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.
// On Linux, NSObject is Foundation's; the Objective-C classes are declared as
// Swift classes of the same shape.

@_exported import Foundation

// doc: quartzcore/calayer
open class CALayer: NSObject {
    // doc: quartzcore/calayer/init()
    public override init() {}
    // doc: quartzcore/calayer/frame
    open var frame: CGRect = .zero
    // doc: quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {}
}
