// The SwiftUI stand-in: previews.
// (Where the signatures come from: the header of View.swift.)
//
// `#Preview` is a macro whose implementation (PreviewsMacros) ships with Xcode
// only, so it cannot expand here. tests/swift/views/check rewrites each
// `#Preview` to `private let previewAtLine<N> = PreviewMacroStandIn` on the same
// line, and this type takes the macro's parameters: the body is type-checked as a
// `@MainActor` view builder, exactly as the macro's, and nothing runs.

// doc: swiftui/preview(_:body:)
//   @freestanding(declaration) macro Preview(_ name: String? = nil,
//       @ViewBuilder body: @escaping @MainActor () -> any View)
@available(iOS 17.0, *)
public struct PreviewMacroStandIn: Sendable {
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}
