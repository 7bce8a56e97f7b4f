// The SwiftUI stand-in: the navigation stack, titles and toolbars.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/navigationstack
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension NavigationStack where Data == NavigationPath {
    // doc: swiftui/navigationstack/init(root:)
    nonisolated public init(@ViewBuilder root: () -> Root) {}
    // doc: swiftui/navigationstack/init(path:root:) (a NavigationPath)
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

@available(iOS 16.0, *)
extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable {
    // doc: swiftui/navigationstack/init(path:root:) (a collection of values)
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

// doc: swiftui/navigationpath
@available(iOS 16.0, *)
public struct NavigationPath: Equatable {
    public init() {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
}

extension View {
    // doc: swiftui/view/navigationdestination(for:destination:)
    @available(iOS 16.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                                        @ViewBuilder destination: @escaping (D) -> C) -> some View { _StandIn() }
    // doc: swiftui/view/navigationtitle(_:) (a Text)
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ title: Text) -> some View { _StandIn() }
    // doc: swiftui/view/navigationtitle(_:) (a localized title)
    @available(iOS 14.0, *)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _StandIn() }
    // doc: swiftui/view/navigationtitle(_:) (a title shown as it is)
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StandIn() }
    // doc: swiftui/view/navigationbartitledisplaymode(_:)
    @available(iOS 14.0, *)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { _StandIn() }
    // doc: swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _StandIn() }
}

// doc: swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    // doc: swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

// doc: swiftui/toolbarcontent
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    // doc: swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// doc: swiftui/customizabletoolbarcontent
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

// doc: swiftui/toolbarcontentbuilder
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    // doc: swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // doc: swiftui/toolbarcontentbuilder/buildblock(_:)
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // doc: swiftui/toolbarcontentbuilder/buildblock(_:_:) ... (the iOS 17 SDK's pack)
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        fatalError()
    }
    // doc: swiftui/toolbarcontentbuilder/buildif(_:)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    // doc: swiftui/toolbarcontentbuilder/buildeither(first:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    // doc: swiftui/toolbarcontentbuilder/buildeither(second:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

/// The toolbar items of a block (documented as ToolbarContentBuilder.buildBlock's result).
@MainActor @preconcurrency
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

// doc: swiftui/toolbaritem
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    // doc: swiftui/toolbaritem/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

// doc: swiftui/toolbaritemgroup
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    // doc: swiftui/toolbaritemgroup/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension ToolbarItemGroup: Sendable {}

// doc: swiftui/toolbaritemplacement
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    // doc: swiftui/toolbaritemplacement/automatic ... bottombar
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
}

extension View {
    // doc: swiftui/view/toolbar(content:) (views)
    @available(iOS 14.0, *)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _StandIn() }
    // doc: swiftui/view/toolbar(content:) (toolbar items)
    @available(iOS 14.0, *)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { _StandIn() }
}
