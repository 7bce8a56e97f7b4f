// The SwiftUI stand-in: colours and shape styles.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/shapestyle
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

// doc: swiftui/color
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public var description: String { "" }
    // doc: swiftui/color/init(red:green:blue:opacity:)
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    // doc: swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    // doc: swiftui/color/init(_:white:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    // doc: swiftui/color/init(hue:saturation:brightness:opacity:)
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    // doc: swiftui/color/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}

    // doc: swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { self }

    // doc: swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    // doc: swiftui/color/black ... swiftui/color/secondary
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let pink = Color(red: 1, green: 0.4, blue: 0.6)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    @available(iOS 15.0, *) public static let mint = Color(red: 0, green: 1, blue: 0.8)
    @available(iOS 15.0, *) public static let teal = Color(red: 0, green: 0.5, blue: 0.5)
    @available(iOS 15.0, *) public static let cyan = Color(red: 0, green: 1, blue: 1)
    @available(iOS 15.0, *) public static let indigo = Color(red: 0.3, green: 0, blue: 0.5)
    @available(iOS 15.0, *) public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let primary = Color(red: 0, green: 0, blue: 0)
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    // doc: swiftui/color/accentcolor
    public static var accentColor: Color { Color(red: 0, green: 0, blue: 1) }
}

extension Color: View {
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    // doc: swiftui/shapestyle/black ... (the colours as shape styles)
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var clear: Color { .clear }
}

// doc: swiftui/hierarchicalshapestyle
@available(iOS 15.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    // doc: swiftui/hierarchicalshapestyle/primary ... quaternary
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    // doc: swiftui/shapestyle/primary, secondary, tertiary, quaternary
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

// doc: swiftui/material
@available(iOS 15.0, *)
public struct Material: Sendable, ShapeStyle {
    // doc: swiftui/material/regular ... bar
    public static let regular = Material()
    public static let thick = Material()
    public static let thin = Material()
    public static let ultraThin = Material()
    public static let ultraThick = Material()
    public static let bar = Material()
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Material {
    // doc: swiftui/shapestyle/regularmaterial ... bar
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

// doc: swiftui/tintshapestyle
@available(iOS 15.0, *)
@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    // doc: swiftui/shapestyle/tint
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// doc: swiftui/anyshapestyle
@available(iOS 15.0, *)
@frozen
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

extension ShapeStyle {
    // doc: swiftui/shapestyle/opacity(_:)
    @available(iOS 15.0, *)
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}
