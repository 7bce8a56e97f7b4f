// The UniformTypeIdentifiers stand-in: the types of file the views ask for.
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

import Foundation

// doc: uniformtypeidentifiers/uttype-swift.struct
@available(iOS 14.0, *)
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public var identifier: String
    public var description: String { identifier }
    // doc: uniformtypeidentifiers/uttype-swift.struct/init(_:)
    public init?(_ identifier: String) { self.identifier = identifier }
    // doc: uniformtypeidentifiers/uttype-swift.struct/init(filenameextension:)
    public init?(filenameExtension: String) { self.identifier = filenameExtension }
    // doc: uniformtypeidentifiers/uttype-swift.struct/preferredfilenameextension
    public var preferredFilenameExtension: String? { nil }
    init(known identifier: String) { self.identifier = identifier }

    // doc: uniformtypeidentifiers/uttype-swift.struct/json ... (system-declared types)
    public static let json = UTType(known: "public.json")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let text = UTType(known: "public.text")
    public static let data = UTType(known: "public.data")
    public static let content = UTType(known: "public.content")
    public static let item = UTType(known: "public.item")
    public static let png = UTType(known: "public.png")
    public static let image = UTType(known: "public.image")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let database = UTType(known: "public.database")
}
