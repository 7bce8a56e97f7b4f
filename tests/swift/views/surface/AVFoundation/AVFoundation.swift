// The AVFoundation stand-in: what the QR scanner uses of the camera capture (a
// session with the camera as input, a metadata output for QR codes and its
// delegate, the preview layer, the camera permission).
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.
// On Linux, NSObject is Foundation's; the Objective-C classes are declared as
// Swift classes of the same shape, and the delegate's optional method as a
// requirement.

@_exported import Foundation
@_exported import QuartzCore

// doc: avfoundation/avmediatype
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    // doc: avfoundation/avmediatype/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: avfoundation/avmediatype/video
    public static let video = AVMediaType(rawValue: "vide")
}

// doc: avfoundation/avauthorizationstatus
@available(iOS 7.0, *)
public enum AVAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
}

// doc: avfoundation/avcapturedevice
@available(iOS 4.0, *)
open class AVCaptureDevice: NSObject {
    // doc: avfoundation/avcapturedevice/default(for:)
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    // doc: avfoundation/avcapturedevice/authorizationstatus(for:)
    @available(iOS 7.0, *)
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .denied }
    // doc: avfoundation/avcapturedevice/requestaccess(for:completionhandler:) (its async form)
    @available(iOS 7.0, *)
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }
}

// doc: avfoundation/avcaptureinput
@available(iOS 4.0, *)
open class AVCaptureInput: NSObject {}

// doc: avfoundation/avcapturedeviceinput
@available(iOS 4.0, *)
open class AVCaptureDeviceInput: AVCaptureInput {
    // doc: avfoundation/avcapturedeviceinput/init(device:)
    public init(device: AVCaptureDevice) throws {}
}

// doc: avfoundation/avcaptureoutput
@available(iOS 4.0, *)
open class AVCaptureOutput: NSObject {}

// doc: avfoundation/avcaptureconnection
@available(iOS 4.0, *)
open class AVCaptureConnection: NSObject {}

// doc: avfoundation/avcapturesession
@available(iOS 4.0, *)
open class AVCaptureSession: NSObject {
    // doc: avfoundation/avcapturesession/init()
    public override init() {}
    // doc: avfoundation/avcapturesession/canaddinput(_:)
    open func canAddInput(_ input: AVCaptureInput) -> Bool { false }
    // doc: avfoundation/avcapturesession/addinput(_:)
    open func addInput(_ input: AVCaptureInput) {}
    // doc: avfoundation/avcapturesession/canaddoutput(_:)
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { false }
    // doc: avfoundation/avcapturesession/addoutput(_:)
    open func addOutput(_ output: AVCaptureOutput) {}
    // doc: avfoundation/avcapturesession/startrunning()
    open func startRunning() {}
    // doc: avfoundation/avcapturesession/stoprunning()
    open func stopRunning() {}
    // doc: avfoundation/avcapturesession/isrunning
    open var isRunning: Bool { false }
}

// doc: avfoundation/avmetadataobject
@available(iOS 6.0, *)
open class AVMetadataObject: NSObject {
    // doc: avfoundation/avmetadataobject/objecttype
    public struct ObjectType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        // doc: avfoundation/avmetadataobject/objecttype/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        // doc: avfoundation/avmetadataobject/objecttype/qr
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    }
}

// doc: avfoundation/avmetadatamachinereadablecodeobject
@available(iOS 7.0, *)
open class AVMetadataMachineReadableCodeObject: AVMetadataObject {
    // doc: avfoundation/avmetadatamachinereadablecodeobject/stringvalue
    open var stringValue: String? { nil }
}

// doc: avfoundation/avcapturemetadataoutputobjectsdelegate
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    // doc: avfoundation/avcapturemetadataoutputobjectsdelegate/metadataoutput(_:didoutput:from:)
    @available(iOS 6.0, *)
    func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
        from connection: AVCaptureConnection)
}

// doc: avfoundation/avcapturemetadataoutput
@available(iOS 6.0, *)
open class AVCaptureMetadataOutput: AVCaptureOutput {
    // doc: avfoundation/avcapturemetadataoutput/init()
    public override init() {}
    // doc: avfoundation/avcapturemetadataoutput/setmetadataobjectsdelegate(_:queue:)
    open func setMetadataObjectsDelegate(
        _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
    ) {}
    // doc: avfoundation/avcapturemetadataoutput/metadataobjecttypes
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
}

// doc: avfoundation/avlayervideogravity
public struct AVLayerVideoGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    // doc: avfoundation/avlayervideogravity/init(rawvalue:)
    public init(rawValue: String) { self.rawValue = rawValue }
    // doc: avfoundation/avlayervideogravity/resizeaspectfill
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

// doc: avfoundation/avcapturevideopreviewlayer
@available(iOS 4.0, *)
open class AVCaptureVideoPreviewLayer: CALayer {
    // doc: avfoundation/avcapturevideopreviewlayer/init(session:)
    public init(session: AVCaptureSession) {}
    // doc: avfoundation/avcapturevideopreviewlayer/videogravity
    open var videoGravity: AVLayerVideoGravity = .resizeAspectFill
}
