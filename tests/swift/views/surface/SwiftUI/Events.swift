// The SwiftUI stand-in: appearing, disappearing, changes, tasks, submitting,
// animations and transitions.
// (Where the signatures come from: the header of View.swift.)

extension View {
    // doc: swiftui/view/onopenurl(perform:)
    @available(iOS 14.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { _StandIn() }
    // doc: swiftui/view/onappear(perform:)
    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/ondisappear(perform:)
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _StandIn() }
    // doc: swiftui/view/onchange(of:initial:_:) (old and new value)
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/onchange(of:initial:_:) (no values)
    @available(iOS 17.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                                   _ action: @escaping () -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/task(priority:_:); `@_inheritActorContext` and `@Sendable` from the SDK's interface
    @available(iOS 15.0, *)
    @inlinable nonisolated public func task(priority: TaskPriority = .userInitiated,
                                            @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/task(id:priority:_:); `@_inheritActorContext` and `@Sendable` from the SDK's interface
    @available(iOS 15.0, *)
    @inlinable nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                                          @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/onsubmit(of:_:)
    @available(iOS 15.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/submitlabel(_:)
    @available(iOS 15.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _StandIn() }
    // doc: swiftui/view/transition(_:)
    @inlinable nonisolated public func transition(_ t: AnyTransition) -> some View { _StandIn() }
    // doc: swiftui/view/animation(_:value:)
    @inlinable nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _StandIn() }
    // doc: swiftui/view/disabled(_:)
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { _StandIn() }
}

// doc: swiftui/submittriggers
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // doc: swiftui/submittriggers/text, search
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

// doc: swiftui/submitlabel
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
    // doc: swiftui/submitlabel/done ... continue
    public static let done = SubmitLabel()
    public static let go = SubmitLabel()
    public static let send = SubmitLabel()
    public static let join = SubmitLabel()
    public static let route = SubmitLabel()
    public static let search = SubmitLabel()
    public static let `return` = SubmitLabel()
    public static let next = SubmitLabel()
    public static let `continue` = SubmitLabel()
}

// doc: swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

// doc: swiftui/animation
@frozen
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    // doc: swiftui/animation/easeinout, easein, easeout, linear, spring
    public static let easeInOut = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let linear = Animation()
    @available(iOS 17.0, *) public static let spring = Animation()
    // doc: swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

// doc: swiftui/anytransition
@frozen
public struct AnyTransition: Sendable {
    // doc: swiftui/anytransition/opacity, identity, scale, slide
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    // doc: swiftui/anytransition/move(edge:)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    // doc: swiftui/anytransition/combined(with:)
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    // doc: swiftui/anytransition/animation(_:)
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
