// The SwiftUI stand-in: lists, forms, sections, groups, ForEach and what rows
// offer (deleting, moving, swipe actions, context menus, row backgrounds).
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/list
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    // doc: swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension List: Sendable {}

// doc: swiftui/form
@MainActor @preconcurrency
public struct Form<Content: View>: View {
    // doc: swiftui/form/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension Form: Sendable {}

// doc: swiftui/group
@frozen
public struct Group<Content> {}

extension Group: View where Content: View {
    public var body: Never { fatalError() }
    // doc: swiftui/group/init(content:)
    @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// doc: swiftui/section
@MainActor @preconcurrency
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
    // doc: swiftui/section/init(content:header:footer:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    // doc: swiftui/section/init(content:header:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    // doc: swiftui/section/init(content:footer:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    // doc: swiftui/section/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    // doc: swiftui/section/init(_:content:) (a localized title)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    // doc: swiftui/section/init(_:content:) (a title shown as it is)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension Section: Sendable {}

// doc: swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // doc: swiftui/foreach/init(_:content:) (identifiable data)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    // doc: swiftui/foreach/init(_:id:content:)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // doc: swiftui/foreach/init(_:content:) (a constant range)
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

@available(*, unavailable)
extension ForEach: Sendable {}

// doc: swiftui/dynamicviewcontent
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    // doc: swiftui/dynamicviewcontent/ondelete(perform:)
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    // doc: swiftui/dynamicviewcontent/onmove(perform:)
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension View {
    // doc: swiftui/view/swipeactions(edge:allowsfullswipe:content:)
    @available(iOS 15.0, *)
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                  @ViewBuilder content: () -> T) -> some View { _StandIn() }
    // doc: swiftui/view/contextmenu(menuitems:)
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { _StandIn() }
    // doc: swiftui/view/listrowbackground(_:)
    @inlinable nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { _StandIn() }
    // doc: swiftui/view/listrowinsets(_:)
    @inlinable nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { _StandIn() }
    // doc: swiftui/view/liststyle(_:)
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { _StandIn() }
}

// doc: swiftui/liststyle
@MainActor @preconcurrency
public protocol ListStyle {}

// doc: swiftui/insetgroupedliststyle, plainliststyle, groupedliststyle
public struct InsetGroupedListStyle: ListStyle { nonisolated public init() {} }
public struct PlainListStyle: ListStyle { nonisolated public init() {} }
public struct GroupedListStyle: ListStyle { nonisolated public init() {} }

extension ListStyle where Self == InsetGroupedListStyle {
    // doc: swiftui/liststyle/insetgrouped
    @MainActor @preconcurrency public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    // doc: swiftui/liststyle/plain
    @MainActor @preconcurrency public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    // doc: swiftui/liststyle/grouped
    @MainActor @preconcurrency public static var grouped: GroupedListStyle { GroupedListStyle() }
}
