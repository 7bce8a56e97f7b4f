// The Charts stand-in (Swift Charts): a chart, its content builder, the marks and
// modifiers the views use, and the chart modifiers of SwiftUI's View.
// Signatures: https://developer.apple.com/documentation/ + the path in each `doc:` comment.

import SwiftUI

// doc: charts/chartcontent
@available(iOS 16.0, *)
@MainActor @preconcurrency
public protocol ChartContent {
    // doc: charts/chartcontent/body-swift.associatedtype
    associatedtype Body: ChartContent
    // doc: charts/chartcontent/body-swift.property
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ChartContent {}

/// What a stand-in's chart-content modifier returns behind `some ChartContent`.
public struct _ChartStandIn: ChartContent {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// doc: charts/chartcontentbuilder
@available(iOS 16.0, *)
@resultBuilder
public struct ChartContentBuilder {
    // doc: charts/chartcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    // doc: charts/chartcontentbuilder/buildblock()
    public static func buildBlock() -> some ChartContent { _ChartStandIn() }
    // (buildBlock(_:)-797vj and the pack buildBlock(_:)-51ukk are iOS 18: a block is
    // built from partial blocks on iOS 17.)
    // doc: charts/chartcontentbuilder/buildpartialblock(first:)
    public static func buildPartialBlock<T: ChartContent>(first content: T) -> T { content }
    // doc: charts/chartcontentbuilder/buildpartialblock(accumulated:next:)
    public static func buildPartialBlock(accumulated: some ChartContent, next: some ChartContent) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontentbuilder/buildif(_:)
    public static func buildIf<T: ChartContent>(_ content: T?) -> T? { content }
    // doc: charts/chartcontentbuilder/buildeither(first:)
    public static func buildEither<T1: ChartContent, T2: ChartContent>(first: T1) -> BuilderConditional<T1, T2> { fatalError() }
    // doc: charts/chartcontentbuilder/buildeither(second:)
    public static func buildEither<T1: ChartContent, T2: ChartContent>(second: T2) -> BuilderConditional<T1, T2> { fatalError() }
    // doc: charts/chartcontentbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability(_ content: some ChartContent) -> AnyChartContent { AnyChartContent(content) }
}

// doc: charts/builderconditional
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public var body: Never { fatalError() }
}

// doc: charts/anychartcontent
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct AnyChartContent: ChartContent {
    nonisolated public init<C: ChartContent>(_ content: C) {}
    public var body: Never { fatalError() }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError() }
}

// doc: charts/chart
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct Chart<Content: ChartContent>: View {
    // doc: charts/chart/init(content:)
    nonisolated public init(@ChartContentBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension Chart {
    // doc: charts/chart/init(_:content:)
    nonisolated public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable {}
    // doc: charts/chart/init(_:id:content:)
    nonisolated public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent {}
}

// doc: charts/chartcontent (ForEach among its conforming types); swiftui/foreach
@available(iOS 16.0, *)
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension ForEach where Content: ChartContent {
    // doc: swiftui/foreach/init(_:content:) (chart content of identifiable data)
    nonisolated public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    // doc: swiftui/foreach/init(_:id:content:) (chart content)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

// doc: charts/plottable
@available(iOS 16.0, *)
public protocol Plottable {}

// doc: charts/plottable (conforming types)
extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension CGFloat: Plottable {}
extension Decimal: Plottable {}
extension String: Plottable {}
extension Date: Plottable {}

// doc: charts/plottablevalue
@available(iOS 16.0, *)
public struct PlottableValue<Value: Plottable> {
    // doc: charts/plottablevalue/value(_:_:)-70xhu
    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    // doc: charts/plottablevalue/value(_:_:)-13lvv
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
    // doc: charts/plottablevalue/value(_:_:)-7ed58
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

// doc: charts/linemark
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct LineMark: ChartContent {
    // doc: charts/linemark/init(x:y:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    // doc: charts/linemark/init(x:y:series:)
    nonisolated public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {}
    public var body: Never { fatalError() }
}

// doc: charts/pointmark
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct PointMark: ChartContent {
    // doc: charts/pointmark/init(x:y:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

// doc: charts/barmark
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct BarMark: ChartContent {
    // doc: charts/barmark/init(x:y:width:height:stacking:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                                        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {}
    public var body: Never { fatalError() }
}

// doc: charts/areamark
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct AreaMark: ChartContent {
    // doc: charts/areamark/init(x:y:stacking:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {}
    // doc: charts/areamark/init(x:ystart:yend:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

// doc: charts/rulemark
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct RuleMark: ChartContent {
    // doc: charts/rulemark/init(x:)
    nonisolated public init<X: Plottable>(x: PlottableValue<X>) {}
    // doc: charts/rulemark/init(y:)
    nonisolated public init<Y: Plottable>(y: PlottableValue<Y>) {}
    // doc: charts/rulemark/init(xstart:xend:y:)
    nonisolated public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {}
    // doc: charts/rulemark/init(x:ystart:yend:)
    nonisolated public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {}
    public var body: Never { fatalError() }
}

// doc: charts/markdimension
@available(iOS 16.0, *)
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public static let automatic = MarkDimension()
    public init() {}
    public init(floatLiteral value: Double) {}
    public init(integerLiteral value: Int) {}
}

// doc: charts/markstackingmethod
@available(iOS 16.0, *)
public struct MarkStackingMethod: Equatable, Sendable {
    public static let standard = MarkStackingMethod()
    public static let normalized = MarkStackingMethod()
    public static let center = MarkStackingMethod()
    public static let unstacked = MarkStackingMethod()
}

// doc: charts/interpolationmethod
@available(iOS 16.0, *)
public struct InterpolationMethod: Equatable, Sendable {
    // doc: charts/interpolationmethod/linear ... stepend
    public static let linear = InterpolationMethod()
    public static let monotone = InterpolationMethod()
    public static let catmullRom = InterpolationMethod()
    public static let cardinal = InterpolationMethod()
    public static let stepStart = InterpolationMethod()
    public static let stepCenter = InterpolationMethod()
    public static let stepEnd = InterpolationMethod()
}

// doc: charts/chartsymbolshape
@available(iOS 16.0, *)
public protocol ChartSymbolShape: Shape {}

// doc: charts/basicchartsymbolshape
@available(iOS 16.0, *)
public struct BasicChartSymbolShape: ChartSymbolShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 16.0, *)
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    // doc: charts/chartsymbolshape/circle ... pentagon
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape() }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape() }
}

@available(iOS 16.0, *)
extension ChartContent {
    // doc: charts/chartcontent/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/foregroundstyle(by:)
    nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/interpolationmethod(_:)
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/symbol(_:)
    nonisolated public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/symbol(by:)
    nonisolated public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/symbolsize(_:)-8dtyt
    nonisolated public func symbolSize(_ area: CGFloat) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/linestyle(_:)
    nonisolated public func lineStyle(_ style: StrokeStyle) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/opacity(_:)
    nonisolated public func opacity(_ value: Double) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/accessibilitylabel(_:)
    nonisolated public func accessibilityLabel(_ label: Text) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/accessibilityvalue(_:)
    nonisolated public func accessibilityValue(_ value: Text) -> some ChartContent { _ChartStandIn() }
    // doc: charts/chartcontent/annotation(position:alignment:spacing:content:)
    nonisolated public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                                @ViewBuilder content: @escaping () -> C) -> some ChartContent { _ChartStandIn() }
}

// doc: charts/scaledomain
@available(iOS 16.0, *)
public protocol ScaleDomain {}
// doc: charts/scaledomain (an array of plottable values; a closed range)
extension Array: ScaleDomain where Element: Plottable {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}

// doc: charts/scalerange
@available(iOS 16.0, *)
public protocol ScaleRange {
    associatedtype VisualValue
}
// doc: charts/scalerange (an array of visual values)
extension Array: ScaleRange {
    public typealias VisualValue = Element
}

// doc: charts/scaletype
@available(iOS 16.0, *)
public struct ScaleType: Sendable {
    public static let linear = ScaleType()
    public static let log = ScaleType()
    public static let category = ScaleType()
    public static let date = ScaleType()
}

// doc: charts/annotationposition
@available(iOS 16.0, *)
public struct AnnotationPosition: Sendable {
    public static let automatic = AnnotationPosition()
    public static let top = AnnotationPosition()
    public static let bottom = AnnotationPosition()
    public static let leading = AnnotationPosition()
    public static let trailing = AnnotationPosition()
}

@available(iOS 16.0, *)
extension View {
    // doc: swiftui/view/chartlegend(position:alignment:spacing:)
    nonisolated public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _StandIn()
    }
    // doc: swiftui/view/chartlegend(_:)
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View { _StandIn() }
    // doc: swiftui/view/chartxscale(domain:type:)
    nonisolated public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/chartyscale(domain:type:)
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/chartforegroundstylescale(domain:range:type:)
    nonisolated public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil)
        -> some View where Range.VisualValue: ShapeStyle { _StandIn() }
    // doc: swiftui/view/chartxaxislabel(_:position:alignment:spacing:) (a localized key)
    nonisolated public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                            alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/chartxaxislabel(_:position:alignment:spacing:) (a label shown as it is)
    @_disfavoredOverload
    nonisolated public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                               alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/chartyaxislabel(_:position:alignment:spacing:) (a localized key)
    nonisolated public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                            alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/chartyaxislabel(_:position:alignment:spacing:) (a label shown as it is)
    @_disfavoredOverload
    nonisolated public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                               alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { _StandIn() }
}
