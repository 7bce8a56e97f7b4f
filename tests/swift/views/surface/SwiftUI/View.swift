// The SwiftUI stand-in: views, view modifiers and the view builder.
//
// Every declaration is written from Apple's documentation; the comment above it
// names its page under https://developer.apple.com/documentation/ (e.g.
// `swiftui/view` is https://developer.apple.com/documentation/swiftui/view); where
// one name has several overloads, the words in parentheses say which.
// Attributes the documentation does not print (the underscored ones:
// `@_disfavoredOverload`, `@_inheritActorContext`) are those of the iOS 18.0 SDK's
// SwiftUI.swiftinterface and SwiftUICore.swiftinterface (Xcode 16.0, Swift 6.0).
// Bodies are not SwiftUI's: a stand-in only has to type-check its callers, so a
// body is `fatalError()` or the `_StandIn` view.

// `import SwiftUI` brings Accessibility, CoreGraphics, CoreTransferable and Foundation along, as the SDK's SwiftUI does.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import CoreTransferable
@_exported import Accessibility
import Observation

// doc: swiftui/view
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol View {
    // doc: swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    // doc: swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// What a stand-in's modifier returns behind `some View`.
public struct _StandIn: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// doc: swiftui/never (Never: View)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// doc: swiftui/viewbuilder
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    // doc: swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // doc: swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    // doc: swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // doc: swiftui/viewbuilder/buildblock(_:) (parameter packs, iOS 17 SDK on)
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // doc: swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // doc: swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // doc: swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // doc: swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

// doc: swiftui/emptyview
@MainActor @preconcurrency
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

// doc: swiftui/tupleview
@MainActor @preconcurrency
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

/// The `if`/`else` of a view builder (documented as ViewBuilder.buildEither's result).
@MainActor @preconcurrency
public struct _ConditionalContent<TrueContent, FalseContent> {}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

// doc: swiftui/anyview
@MainActor @preconcurrency
public struct AnyView: View {
    // doc: swiftui/anyview/init(_:)
    nonisolated public init<V: View>(_ view: V) {}
    // doc: swiftui/anyview/init(erasing:)
    nonisolated public init<V: View>(erasing view: V) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/optional (Optional: View where Wrapped: View)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// doc: swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
    // doc: swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View
    // doc: swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    // doc: swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

// doc: swiftui/_viewmodifier_content
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// doc: swiftui/modifiedcontent
@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    // doc: swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// doc: swiftui/dynamicproperty
public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}
