// The SwiftUI stand-in: modifiers of a view's look — fonts, foreground and
// background, overlays, tints, text layout, Dynamic Type, selection and entry.
// (Where the signatures come from: the header of View.swift.)

extension View {
    // doc: swiftui/view/font(_:)
    @inlinable nonisolated public func font(_ font: Font?) -> some View { _StandIn() }
    // doc: swiftui/view/fontweight(_:)
    @available(iOS 16.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _StandIn() }
    // doc: swiftui/view/bold(_:)
    @available(iOS 16.0, *)
    nonisolated public func bold(_ isActive: Bool = true) -> some View { _StandIn() }
    // doc: swiftui/view/monospaced(_:)
    @available(iOS 16.0, *)
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { _StandIn() }
    // doc: swiftui/view/monospaceddigit()
    @available(iOS 15.0, *)
    nonisolated public func monospacedDigit() -> some View { _StandIn() }
    // doc: swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StandIn() }
    // doc: swiftui/view/foregroundstyle(_:_:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _StandIn() }
    // doc: swiftui/view/foregroundcolor(_:)
    @inlinable nonisolated public func foregroundColor(_ color: Color?) -> some View { _StandIn() }
    // doc: swiftui/view/background(_:ignoressafeareaedges:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _StandIn() }
    // doc: swiftui/view/background(_:alignment:)
    @inlinable nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { _StandIn() }
    // doc: swiftui/view/background(alignment:content:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandIn() }
    // doc: swiftui/view/background(_:in:fillstyle:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _StandIn() }
    // doc: swiftui/view/overlay(_:alignment:)
    @inlinable nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { _StandIn() }
    // doc: swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StandIn() }
    // doc: swiftui/view/tint(_:) (a colour)
    @available(iOS 15.0, *)
    @inlinable nonisolated public func tint(_ tint: Color?) -> some View { _StandIn() }
    // doc: swiftui/view/tint(_:) (a shape style)
    @available(iOS 16.0, *)
    @inlinable nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _StandIn() }
    // doc: swiftui/view/opacity(_:)
    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { _StandIn() }
    // doc: swiftui/view/shadow(color:radius:x:y:)
    @inlinable nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                              x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandIn() }
    // doc: swiftui/view/rotationeffect(_:anchor:)
    @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _StandIn() }
    // doc: swiftui/view/scaleeffect(_:anchor:)
    @inlinable nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StandIn() }
    // doc: swiftui/view/clipshape(_:style:)
    @inlinable nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _StandIn() }
    // doc: swiftui/view/hidden()
    @inlinable nonisolated public func hidden() -> some View { _StandIn() }

    // doc: swiftui/view/linelimit(_:)
    @inlinable nonisolated public func lineLimit(_ number: Int?) -> some View { _StandIn() }
    // doc: swiftui/view/minimumscalefactor(_:)
    @inlinable nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { _StandIn() }
    // doc: swiftui/view/multilinetextalignment(_:)
    @inlinable nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _StandIn() }
    // doc: swiftui/view/truncationmode(_:)
    @inlinable nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { _StandIn() }
    // doc: swiftui/view/dynamictypesize(_:) (a range up to a size)
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { _StandIn() }
    // doc: swiftui/view/dynamictypesize(_:) (one size)
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _StandIn() }
    // doc: swiftui/view/textselection(_:)
    @available(iOS 15.0, *)
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { _StandIn() }
    // doc: swiftui/view/textinputautocapitalization(_:)
    @available(iOS 15.0, *)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { _StandIn() }
    // doc: swiftui/view/autocorrectiondisabled(_:)
    @available(iOS 16.0, *)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { _StandIn() }
}

extension Text {
    // doc: swiftui/text/truncationmode
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }
}

// doc: swiftui/unitpoint
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// doc: swiftui/textselectability
@available(iOS 15.0, *)
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

// doc: swiftui/enabledtextselectability
@available(iOS 15.0, *)
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

// doc: swiftui/disabledtextselectability
@available(iOS 15.0, *)
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

@available(iOS 15.0, *)
extension TextSelectability where Self == EnabledTextSelectability {
    // doc: swiftui/textselectability/enabled
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

@available(iOS 15.0, *)
extension TextSelectability where Self == DisabledTextSelectability {
    // doc: swiftui/textselectability/disabled
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

// doc: swiftui/textinputautocapitalization
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
    // doc: swiftui/textinputautocapitalization/never ... characters
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization() }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization() }
}
