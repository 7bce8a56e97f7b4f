// The UIKit stand-in: what of UIKit the views use (the application's idle timer,
// dynamic colours, the trait collection's light or dark style, keyboard types, the
// view controller and view a camera's preview is drawn in).
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.
// On Linux, NSObject is Foundation's; the Objective-C classes are declared as
// Swift classes of the same shape.

@_exported import Foundation
@_exported import QuartzCore

// doc: uikit/uiresponder
@MainActor @preconcurrency
open class UIResponder: NSObject {}

// doc: uikit/uiapplication
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    // doc: uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError() }
    // doc: uikit/uiapplication/isidletimerdisabled
    open var isIdleTimerDisabled: Bool = false
}

// doc: uikit/uicolor (Sendable)
open class UIColor: NSObject, @unchecked Sendable {
    // doc: uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // doc: uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {}
    // doc: uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    // doc: uikit/uicolor/init(dynamicprovider:)
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    // doc: uikit/uicolor/resolvedcolor(with:)
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    // doc: uikit/uicolor/black, white, clear, label, systembackground
    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open class var clear: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var label: UIColor { fatalError() }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { fatalError() }
}

// doc: uikit/uitraitcollection (Sendable)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // doc: uikit/uitraitcollection/userinterfacestyle
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    // doc: uikit/uitraitcollection/current
    @available(iOS 13.0, *)
    open class var current: UITraitCollection { fatalError() }
}

// doc: uikit/uiuserinterfacestyle
@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

// doc: uikit/uikeyboardtype
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

// doc: uikit/uiview
@MainActor @preconcurrency
open class UIView: UIResponder {
    // doc: uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // doc: uikit/uiview/bounds
    open var bounds: CGRect = .zero
}

// doc: uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    // doc: uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    // doc: uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    // doc: uikit/uiviewcontroller/view
    open var view: UIView! { fatalError() }
    // doc: uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    // doc: uikit/uiviewcontroller/viewdidlayoutsubviews()
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() {}
    // doc: uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
}
