// The SwiftUI stand-in: the app, its scenes and their phase.
// (Where the signatures come from: the header of View.swift.)

// doc: swiftui/app
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol App {
    // doc: swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    // doc: swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    // doc: swiftui/app/init()
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, *)
extension App {
    // doc: swiftui/app/main()
    @MainActor @preconcurrency public static func main() {}
}

// doc: swiftui/scene
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol Scene {
    // doc: swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    // doc: swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

// doc: swiftui/scenebuilder
@available(iOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
    // doc: swiftui/scenebuilder/buildexpression(_:)
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    // doc: swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// doc: swiftui/windowgroup
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    // doc: swiftui/windowgroup/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// doc: swiftui/scenephase
@available(iOS 14.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}
