// The SwiftUI stand-in: accessibility modifiers, traits, actions and
// announcements.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/accessibilityattachmentmodifier
@MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    // doc: swiftui/view/accessibilitylabel(_:) (a Text)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilitylabel(_:) (a localized key)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilitylabel(_:) (a string shown as it is)
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityhint(_:) (a Text)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityhint(_:) (a localized key)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityhint(_:) (a string shown as it is)
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityvalue(_:) (a Text)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityvalue(_:) (a localized key)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityvalue(_:) (a string shown as it is)
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityremovetraits(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilitysortpriority(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityidentifier(_:)
    @available(iOS 14.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { _StandIn() }
    // doc: swiftui/view/accessibilityadjustableaction(_:)
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityaction(named:_:) (a name shown as it is)
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    // doc: swiftui/view/accessibilityactions(_:)
    @available(iOS 16.0, *)
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { _StandIn() }
}

// doc: swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    // doc: swiftui/accessibilitytraits/isbutton ... isstatictext
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isSelected = AccessibilityTraits()
    public static let isLink = AccessibilityTraits()
    public static let isSearchField = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let playsSound = AccessibilityTraits()
    public static let isKeyboardKey = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public static let isSummaryElement = AccessibilityTraits()
    public static let updatesFrequently = AccessibilityTraits()
    public static let startsMediaSession = AccessibilityTraits()
    public static let allowsDirectInteraction = AccessibilityTraits()
    public static let causesPageTurn = AccessibilityTraits()
    public static let isModal = AccessibilityTraits()
    @available(iOS 17.0, *) public static let isToggle = AccessibilityTraits()

    // SetAlgebra
    public typealias Element = AccessibilityTraits
    public func contains(_ member: AccessibilityTraits) -> Bool { false }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { self }
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        (false, self)
    }
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { nil }
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { nil }
    public mutating func formUnion(_ other: AccessibilityTraits) {}
    public mutating func formIntersection(_ other: AccessibilityTraits) {}
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {}
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { true }
}

// doc: swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    // doc: swiftui/accessibilitychildbehavior/ignore, contain, combine
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

// doc: swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

// doc: swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
    public static let delete = AccessibilityActionKind()
    public static let showMenu = AccessibilityActionKind()
    public init(named name: Text) {}
    init() {}
}
