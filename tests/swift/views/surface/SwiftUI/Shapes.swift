// The SwiftUI stand-in: shapes, paths, angles and drawing on a canvas.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/animatable
public protocol Animatable {}

// doc: swiftui/shape
@available(iOS 13.0, *)
public protocol Shape: Sendable, Animatable, View {
    // doc: swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _StandIn { _StandIn() }
    // doc: swiftui/shape/fill(_:style:)
    @available(iOS 17.0, *)
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { _StandIn() }
    // doc: swiftui/shape/stroke(_:linewidth:antialiased:)
    @available(iOS 17.0, *)
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StandIn() }
    // doc: swiftui/shape/stroke(_:style:antialiased:)
    @available(iOS 17.0, *)
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { _StandIn() }
}

// doc: swiftui/insettableshape
@available(iOS 13.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    // doc: swiftui/insettableshape/inset(by:)
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
    // doc: swiftui/insettableshape/strokeborder(_:linewidth:antialiased:)
    @available(iOS 17.0, *)
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { _StandIn() }
    // doc: swiftui/insettableshape/strokeborder(_:style:antialiased:)
    @available(iOS 17.0, *)
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View { _StandIn() }
}

// doc: swiftui/foregroundstyle
@available(iOS 15.0, *)
@frozen
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == ForegroundStyle {
    // doc: swiftui/shapestyle/foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// doc: swiftui/circle
@frozen
public struct Circle: InsettableShape {
    @inlinable nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

// doc: swiftui/rectangle
@frozen
public struct Rectangle: InsettableShape {
    @inlinable nonisolated public init() {}
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

// doc: swiftui/capsule
@frozen
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    // doc: swiftui/capsule/init(style:)
    @inlinable nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

// doc: swiftui/roundedrectangle
@frozen
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    // doc: swiftui/roundedrectangle/init(cornersize:style:)
    @inlinable nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    // doc: swiftui/roundedrectangle/init(cornerradius:style:)
    @inlinable nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

// doc: swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

// doc: swiftui/path
@frozen
public struct Path: Equatable, Sendable {
    // doc: swiftui/path/init()
    nonisolated public init() {}
    // doc: swiftui/path/init(_:) (a rectangle)
    nonisolated public init(_ rect: CGRect) {}
    // doc: swiftui/path/init(roundedrect:cornerradius:style:)
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    // doc: swiftui/path/init(ellipsein:)
    nonisolated public init(ellipseIn rect: CGRect) {}
    // doc: swiftui/path/init(_:) (built by a closure)
    nonisolated public init(_ callback: (inout Path) -> ()) {}
    public static func == (a: Path, b: Path) -> Bool { true }
    // doc: swiftui/path/move(to:)
    public mutating func move(to end: CGPoint) {}
    // doc: swiftui/path/addline(to:)
    public mutating func addLine(to end: CGPoint) {}
    // doc: swiftui/path/addrect(_:transform:)
    public mutating func addRect(_ rect: CGRect) {}
    // doc: swiftui/path/closesubpath()
    public mutating func closeSubpath() {}
}

extension Path: Shape {
    nonisolated public func path(in _: CGRect) -> Path { self }
}

// doc: swiftui/strokestyle
@frozen
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    // doc: swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

// doc: swiftui/fillstyle
@frozen
public struct FillStyle: Equatable, Sendable {
    // doc: swiftui/fillstyle/init(eofill:antialiased:)
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// doc: swiftui/angle
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }
    // doc: swiftui/angle/degrees(_:)
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    // doc: swiftui/angle/radians(_:)
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// doc: swiftui/canvas
@available(iOS 15.0, *)
@MainActor @preconcurrency
public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 15.0, *)
extension Canvas where Symbols == EmptyView {
    // doc: swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                            rendersAsynchronously: Bool = false,
                            renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}

@available(*, unavailable)
extension Canvas: Sendable {}

// doc: swiftui/colorrenderingmode
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

// doc: swiftui/graphicscontext
@available(iOS 15.0, *)
@frozen
public struct GraphicsContext {
    // doc: swiftui/graphicscontext/fill(_:with:style:)
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}
    // doc: swiftui/graphicscontext/stroke(_:with:linewidth:)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}
    // doc: swiftui/graphicscontext/stroke(_:with:style:)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}
    // doc: swiftui/graphicscontext/opacity
    public var opacity: Double

    // doc: swiftui/graphicscontext/shading
    public struct Shading: Sendable {
        // doc: swiftui/graphicscontext/shading/color(_:)
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
        // doc: swiftui/graphicscontext/shading/style(_:)
        public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { fatalError() }
        // doc: swiftui/graphicscontext/shading/foreground
        public static var foreground: GraphicsContext.Shading { fatalError() }
    }
}

@available(*, unavailable)
extension GraphicsContext: Sendable {}
