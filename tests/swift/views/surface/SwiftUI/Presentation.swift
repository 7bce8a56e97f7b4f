// The SwiftUI stand-in: sheets, alerts, confirmation dialogs, file importers and
// their options.
// (Where the signatures come from: the header of View.swift.)

import UniformTypeIdentifiers

extension View {
    // doc: swiftui/view/sheet(ispresented:ondismiss:content:)
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View { _StandIn() }
    // doc: swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View { _StandIn() }
    // doc: swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> some View { _StandIn() }
    // doc: swiftui/view/interactivedismissdisabled(_:)
    @available(iOS 15.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _StandIn() }
    // doc: swiftui/view/presentationdetents(_:)
    @available(iOS 16.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _StandIn() }
}

// doc: swiftui/presentationdetent
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    // doc: swiftui/presentationdetent/medium, large
    public static let medium = PresentationDetent()
    public static let large = PresentationDetent()
    // doc: swiftui/presentationdetent/fraction(_:)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    // doc: swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

// doc: swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

extension View {
    // doc: swiftui/view/alert(_:ispresented:actions:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              @ViewBuilder actions: () -> A) -> some View { _StandIn() }
    // doc: swiftui/view/alert(_:ispresented:actions:message:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       @ViewBuilder actions: () -> A,
                                                                       @ViewBuilder message: () -> M) -> some View { _StandIn() }
    // doc: swiftui/view/alert(_:ispresented:presenting:actions:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                 @ViewBuilder actions: (T) -> A) -> some View { _StandIn() }
    // doc: swiftui/view/alert(_:ispresented:presenting:actions:message:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                          @ViewBuilder actions: (T) -> A,
                                                                          @ViewBuilder message: (T) -> M) -> some View { _StandIn() }
    // doc: swiftui/view/alert(_:ispresented:actions:message:) (a Text title)
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                    @ViewBuilder message: () -> M) -> some View { _StandIn() }

    // doc: swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           @ViewBuilder actions: () -> A) -> some View { _StandIn() }
    // doc: swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                                    titleVisibility: Visibility = .automatic,
                                                                                    @ViewBuilder actions: () -> A,
                                                                                    @ViewBuilder message: () -> M) -> some View { _StandIn() }
    // doc: swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                              titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                              @ViewBuilder actions: (T) -> A) -> some View { _StandIn() }
    // doc: swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (a title shown as it is)
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                                       titleVisibility: Visibility = .automatic,
                                                                                       presenting data: T?,
                                                                                       @ViewBuilder actions: (T) -> A,
                                                                                       @ViewBuilder message: (T) -> M) -> some View { _StandIn() }

    // doc: swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)
    @available(iOS 14.0, *)
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                                         onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { _StandIn() }
    // doc: swiftui/view/fileimporter(ispresented:allowedcontenttypes:allowsmultipleselection:oncompletion:)
    @available(iOS 14.0, *)
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { _StandIn() }
}
