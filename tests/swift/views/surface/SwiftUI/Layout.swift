// The SwiftUI stand-in: stacks, grids, scrolling, geometry, layouts, and the
// modifiers that size and place a view.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    @available(iOS 16.0, *) public static let listRowSeparatorLeading = HorizontalAlignment()
    @available(iOS 16.0, *) public static let listRowSeparatorTrailing = HorizontalAlignment()
}

// doc: swiftui/verticalalignment
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

// doc: swiftui/alignment
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// doc: swiftui/edge
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    // doc: swiftui/edge/set
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

// doc: swiftui/horizontaledge
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

// doc: swiftui/verticaledge
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

// doc: swiftui/edgeinsets
@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // doc: swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// doc: swiftui/axis
@frozen
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    // doc: swiftui/axis/set
    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

// doc: swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

// doc: swiftui/hstack
@MainActor @preconcurrency
public struct HStack<Content: View>: View {
    // doc: swiftui/hstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/vstack
@MainActor @preconcurrency
public struct VStack<Content: View>: View {
    // doc: swiftui/vstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/zstack
@MainActor @preconcurrency
public struct ZStack<Content: View>: View {
    // doc: swiftui/zstack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(*, unavailable) extension HStack: Sendable {}
@available(*, unavailable) extension VStack: Sendable {}
@available(*, unavailable) extension ZStack: Sendable {}

// doc: swiftui/spacer
@MainActor @preconcurrency
public struct Spacer: View {
    public var minLength: CGFloat?
    // doc: swiftui/spacer/init(minlength:)
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError() }
}

// doc: swiftui/lazyvgrid
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct LazyVGrid<Content: View>: View {
    // doc: swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
    nonisolated public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/lazyhgrid
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct LazyHGrid<Content: View>: View {
    // doc: swiftui/lazyhgrid/init(rows:alignment:spacing:pinnedviews:content:)
    nonisolated public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/pinnedscrollableviews
@available(iOS 14.0, *)
@frozen
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

// doc: swiftui/griditem
@available(iOS 14.0, *)
public struct GridItem: Sendable {
    // doc: swiftui/griditem/size-swift.enum
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    // doc: swiftui/griditem/init(_:spacing:alignment:)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

// doc: swiftui/scrollview
@MainActor @preconcurrency
public struct ScrollView<Content: View>: View {
    // doc: swiftui/scrollview/init(_:content:)
    nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/scrollviewreader
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ScrollViewReader<Content: View>: View {
    // doc: swiftui/scrollviewreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/scrollviewproxy
@available(iOS 14.0, *)
public struct ScrollViewProxy {
    // doc: swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

extension View {
    // doc: swiftui/view/id(_:)
    @inlinable nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _StandIn() }
}

// doc: swiftui/viewthatfits
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct ViewThatFits<Content: View>: View {
    // doc: swiftui/viewthatfits/init(in:content:)
    nonisolated public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/geometryreader
@MainActor @preconcurrency
public struct GeometryReader<Content: View>: View {
    // doc: swiftui/geometryreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/geometryproxy
public struct GeometryProxy {
    // doc: swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    // doc: swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

@available(*, unavailable)
extension GeometryProxy: Sendable {}

// doc: swiftui/layout
@available(iOS 16.0, *)
public protocol Layout: Animatable {}

@available(iOS 16.0, *)
extension Layout {
    // doc: swiftui/layout/callasfunction(_:)
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { _StandIn() }
}

// doc: swiftui/anylayout
@available(iOS 16.0, *)
@frozen
public struct AnyLayout: Layout {
    // doc: swiftui/anylayout/init(_:)
    public init<L: Layout>(_ layout: L) {}
}

// doc: swiftui/hstacklayout
@available(iOS 16.0, *)
@frozen
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    // doc: swiftui/hstacklayout/init(alignment:spacing:)
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

// doc: swiftui/vstacklayout
@available(iOS 16.0, *)
@frozen
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    // doc: swiftui/vstacklayout/init(alignment:spacing:)
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

// doc: swiftui/zstacklayout
@available(iOS 16.0, *)
@frozen
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    @inlinable public init(alignment: Alignment = .center) { self.alignment = alignment }
}

extension View {
    // doc: swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/padding(_:)-68shk
    nonisolated public func padding(_ length: CGFloat) -> some View { _StandIn() }
    // doc: swiftui/view/padding(_:)-6pgqq
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _StandIn() }
    // doc: swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StandIn() }
    // doc: swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View { _StandIn() }
    // doc: swiftui/view/position(x:y:)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandIn() }
    // doc: swiftui/view/position(_:)
    nonisolated public func position(_ position: CGPoint) -> some View { _StandIn() }
    // doc: swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandIn() }
    // doc: swiftui/view/aspectratio(_:contentmode:)
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _StandIn() }
    // doc: swiftui/view/aspectratio(_:contentmode:)
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { _StandIn() }
    // doc: swiftui/view/fixedsize()
    nonisolated public func fixedSize() -> some View { _StandIn() }
    // doc: swiftui/view/fixedsize(horizontal:vertical:)
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { _StandIn() }
    // doc: swiftui/view/layoutpriority(_:)
    nonisolated public func layoutPriority(_ value: Double) -> some View { _StandIn() }
    // doc: swiftui/view/safeareainset(edge:alignment:spacing:content:) (vertical edge)
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View { _StandIn() }
    // doc: swiftui/view/safeareainset(edge:alignment:spacing:content:) (horizontal edge)
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                   @ViewBuilder content: () -> V) -> some View { _StandIn() }
    // doc: swiftui/view/ignoressafearea(_:edges:)
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { _StandIn() }
}

// doc: swiftui/safearearegions
@available(iOS 14.0, *)
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}
