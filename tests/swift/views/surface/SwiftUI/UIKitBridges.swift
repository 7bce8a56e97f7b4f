// The SwiftUI stand-in: what SwiftUI declares with UIKit's types (iOS only).
// (Where the signatures come from: the header of View.swift.)

import UIKit

extension Color {
    // doc: swiftui/color/init(uicolor:)
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) { self.init(red: 0, green: 0, blue: 0) }
}

extension View {
    // doc: swiftui/view/keyboardtype(_:)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { _StandIn() }
}

// doc: swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    // doc: swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController
    // doc: swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void
    // doc: swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
    // doc: swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    // doc: swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    // doc: swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    // doc: swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable {
    // doc: swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:) (its default)
    @MainActor @preconcurrency public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    // doc: swiftui/uiviewcontrollerrepresentable (the body every representable has)
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    // doc: swiftui/uiviewcontrollerrepresentable/makecoordinator() (its default)
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

// doc: swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    // doc: swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
}
