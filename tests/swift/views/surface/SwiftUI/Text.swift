// The SwiftUI stand-in: text, fonts, images and labels.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/localizedstringkey
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    // doc: swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
    }
}

/// The numbers a localized string key interpolates (swiftui/localizedstringkey/stringinterpolation).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

// doc: swiftui/text
@frozen
public struct Text: Equatable, Sendable {
    // doc: swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    // doc: swiftui/text/init(_:) (a string shown as it is)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    // doc: swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}
    // doc: swiftui/text/init(_:) (an attributed string)
    public init(_ attributedContent: AttributedString) {}
    // doc: swiftui/text/init(_:format:)
    @available(iOS 15.0, *)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    // doc: swiftui/text/init(_:style:)
    public init(_ date: Date, style: Text.DateStyle) {}
    // doc: swiftui/text/init(_:) (an image in text)
    public init(_ image: Image) {}
    public static func == (a: Text, b: Text) -> Bool { true }

    // doc: swiftui/text/datestyle
    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }
}

extension Text: View {
    public var body: Never { fatalError() }
}

// Text's own modifiers, which return Text.
extension Text {
    // doc: swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { self }
    // doc: swiftui/text/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    // doc: swiftui/text/bold()
    public func bold() -> Text { self }
    // doc: swiftui/text/bold(_:)
    @available(iOS 16.0, *)
    public func bold(_ isActive: Bool) -> Text { self }
    // doc: swiftui/text/italic()
    public func italic() -> Text { self }
    // doc: swiftui/text/monospaced(_:)
    @available(iOS 16.4, *)
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    // doc: swiftui/text/monospaceddigit()
    @available(iOS 15.0, *)
    public func monospacedDigit() -> Text { self }
    // doc: swiftui/text/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> Text { self }
    // doc: swiftui/text/foregroundstyle(_:)
    @available(iOS 17.0, *)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    // doc: swiftui/text/strikethrough(_:color:)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    // doc: swiftui/text/underline(_:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    // doc: swiftui/text/+(_:_:)
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// doc: swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

// doc: swiftui/font
@frozen
public struct Font: Hashable, Sendable {
    // doc: swiftui/font/largetitle ... swiftui/font/caption2
    public static let largeTitle = Font()
    public static let title = Font()
    @available(iOS 14.0, *) public static let title2 = Font()
    @available(iOS 14.0, *) public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    @available(iOS 14.0, *) public static let caption2 = Font()

    // doc: swiftui/font/system(size:weight:design:)
    @available(iOS 16.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    // doc: swiftui/font/system(_:design:weight:)
    @available(iOS 16.0, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    // doc: swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    // doc: swiftui/font/custom(_:size:relativeto:)
    @available(iOS 14.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    // doc: swiftui/font/custom(_:fixedsize:)
    @available(iOS 14.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

    // doc: swiftui/font/weight(_:)
    public func weight(_ weight: Font.Weight) -> Font { self }
    // doc: swiftui/font/bold()
    public func bold() -> Font { self }
    // doc: swiftui/font/italic()
    public func italic() -> Font { self }
    // doc: swiftui/font/monospaced()
    @available(iOS 15.0, *)
    public func monospaced() -> Font { self }
    // doc: swiftui/font/monospaceddigit()
    public func monospacedDigit() -> Font { self }

    // doc: swiftui/font/weight
    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    // doc: swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }

    // doc: swiftui/font/textstyle
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        // title2, title3 and caption2: iOS 14 (the synthesized allCases cannot carry the marks)
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

// doc: swiftui/image
@frozen
public struct Image: Equatable, Sendable {
    // doc: swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}
    // doc: swiftui/image/init(systemname:)
    public init(systemName: String) {}
    // doc: swiftui/image/init(decorative:bundle:)
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public static func == (a: Image, b: Image) -> Bool { true }
    // doc: swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable() -> Image { self }
}

extension Image: View {
    public var body: Never { fatalError() }
}

// doc: swiftui/label
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct Label<Title: View, Icon: View>: View {
    // doc: swiftui/label/init(title:icon:)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
    // doc: swiftui/label/init(_:systemimage:)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    // doc: swiftui/label/init(_:systemimage:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    // doc: swiftui/label/init(_:image:)
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {}
    // doc: swiftui/label/init(_:image:)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {}
}

@available(*, unavailable)
extension Label: Sendable {}

// doc: swiftui/labelstyle
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol LabelStyle {}

// doc: swiftui/titleandiconlabelstyle, iconOnly, titleOnly, automatic
@available(iOS 14.0, *)
public struct TitleAndIconLabelStyle: LabelStyle { nonisolated public init() {} }
@available(iOS 14.0, *)
public struct IconOnlyLabelStyle: LabelStyle { nonisolated public init() {} }
@available(iOS 14.0, *)
public struct TitleOnlyLabelStyle: LabelStyle { nonisolated public init() {} }
@available(iOS 14.0, *)
public struct DefaultLabelStyle: LabelStyle { nonisolated public init() {} }

@available(iOS 14.0, *)
extension LabelStyle where Self == TitleAndIconLabelStyle {
    // doc: swiftui/labelstyle/titleandicon
    @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
@available(iOS 14.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
    // doc: swiftui/labelstyle/icononly
    @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
@available(iOS 14.0, *)
extension LabelStyle where Self == TitleOnlyLabelStyle {
    // doc: swiftui/labelstyle/titleonly
    @MainActor @preconcurrency public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
@available(iOS 14.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
    // doc: swiftui/labelstyle/automatic
    @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension View {
    // doc: swiftui/view/labelstyle(_:)
    @available(iOS 14.0, *)
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _StandIn() }
}
