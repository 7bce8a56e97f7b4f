// Bindings that read a view's state and write by sending an action.
//
// SwiftUI's Binding(get:set:) takes `@isolated(any) @Sendable` closures (Xcode 16):
// a plain closure that reads a view's properties or calls its `send` is not
// Sendable, and Swift 6 refuses it. These closures run on the main actor, where the
// views and the models live, and say so.

import SwiftUI

extension Binding {
    @MainActor
    init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void) {
        self.init(get: { @MainActor in read() }, set: { @MainActor in write($0) })
    }
}
