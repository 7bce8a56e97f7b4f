// The work a screen model sends to the core, one piece after another: each
// `send(viewAction:)` runs in a task that waits for the previous one, so answers
// arrive in the order the player acted (a preview never overtakes a later edit).
// The task is returned: SwiftUI ignores it, tests await it.

@MainActor
final class SerialTasks {
    private var last: Task<Void, Never>?

    /// Runs `work` after everything sent before it.
    @discardableResult
    func run(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        let previous = last
        let task = Task { @MainActor in
            await previous?.value
            await work()
        }
        last = task
        return task
    }

    /// Waits until everything sent so far is done.
    func settled() async {
        await last?.value
    }
}
