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
