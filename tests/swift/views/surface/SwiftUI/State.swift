// The SwiftUI stand-in: state, bindings and the environment.
// (Where the signatures come from: the header of View.swift.)

import Observation

// doc: swiftui/state
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    // doc: swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    // doc: swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    // doc: swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    // doc: swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    // doc: swiftui/state/init()
    @inlinable public init() { self.init(wrappedValue: nil) }
}

extension State: Sendable where Value: Sendable {}

// doc: swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    // doc: swiftui/binding/init(get:set:)
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value,
                set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    // doc: swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) {}
    // doc: swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    // doc: swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    // doc: swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    // doc: swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding {
    // doc: swiftui/binding/init(_:) (a binding of an optional from one of its wrapped value)
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    // doc: swiftui/binding/init(_:) (nil when the base's value is nil)
    public init?(_ base: Binding<Value?>) { fatalError() }
    // doc: swiftui/binding/init(_:) (a binding of a hashable value)
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

// "A binding conforms to Sendable only if its wrapped value type also conforms to
// Sendable" (swiftui/binding/init(get:set:)).
extension Binding: @unchecked Sendable where Value: Sendable {}

// doc: swiftui/binding (Identifiable, Sequence, Collection conformances)
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

// doc: swiftui/bindable
@available(iOS 17.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    let object: Value?
    // doc: swiftui/bindable/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    // doc: swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
    // doc: swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject { fatalError() }
}

@available(iOS 17.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    // doc: swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) { object = wrappedValue }
    // doc: swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) { object = wrappedValue }
    // doc: swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) { object = projectedValue.object }
}

@available(iOS 17.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

@available(iOS 17.0, *)
extension Bindable: Sendable where Value: Sendable {}

@available(iOS 17.0, *)
extension Bindable: DynamicProperty {}

// doc: swiftui/environment
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // doc: swiftui/environment/init(_:)
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    // doc: swiftui/environment/wrappedvalue
    @inlinable public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, *)
extension Environment {
    // doc: swiftui/environment/init(_:) (an Observable object of the environment)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    // doc: swiftui/environment/init(_:) (optional)
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension Environment: Sendable where Value: Sendable {}

// doc: swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "" }
    // doc: swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, *)
    public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/verticalsizeclass
    public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/locale
    public var locale: Locale { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/isenabled
    public var isEnabled: Bool { get { fatalError() } set {} }
    // doc: swiftui/environmentvalues/dismiss
    @available(iOS 15.0, *)
    public var dismiss: DismissAction { fatalError() }
    // doc: swiftui/environmentvalues/openurl
    public var openURL: OpenURLAction { get { fatalError() } set {} }
}

// doc: swiftui/dismissaction
@available(iOS 15.0, *)
@MainActor @preconcurrency
public struct DismissAction {
    // doc: swiftui/dismissaction/callasfunction()
    public func callAsFunction() {}
}

// doc: swiftui/openurlaction
@MainActor @preconcurrency
public struct OpenURLAction {
    // doc: swiftui/openurlaction/callasfunction(_:)
    public func callAsFunction(_ url: URL) {}
}

// doc: swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

// doc: swiftui/colorscheme
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

// doc: swiftui/dynamictypesize
@available(iOS 15.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    // doc: swiftui/dynamictypesize/isaccessibilitysize
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

// doc: swiftui/scenestorage
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    // doc: swiftui/scenestorage/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    // doc: swiftui/scenestorage/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    // doc: swiftui/scenestorage/init(wrappedvalue:_:) (Bool, Int, Double, String, URL, Data)
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.key = key }
    // doc: swiftui/scenestorage/init(wrappedvalue:_:) (a RawRepresentable of Int or String)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.key = key }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.key = key }
}

@available(*, unavailable)
extension SceneStorage: Sendable {}

// doc: swiftui/scaledmetric
@available(iOS 14.0, *)
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    // doc: swiftui/scaledmetric/init(wrappedvalue:relativeto:)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    // doc: swiftui/scaledmetric/init(wrappedvalue:)
    public init(wrappedValue: Value) {}
    // doc: swiftui/scaledmetric/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

@available(*, unavailable)
extension ScaledMetric: Sendable {}
