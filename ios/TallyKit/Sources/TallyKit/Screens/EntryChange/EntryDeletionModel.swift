// Deleting a past entry from the timeline: the core previews what the deletion
// changes (the entries replayed differently, where every player would stand), and
// the player confirms.

import Observation
import TallyCore

public struct EntryDeletionViewState: Equatable, Sendable {
    /// The entry as it reads now.
    public var entry: LogRow?
    /// What deleting it would change; nil while the core is asked, or when it refuses.
    public var change: ChangeSummary?
    public var canDelete: Bool
    public var alert: AlertState?
    public var isDone: Bool
}

public enum EntryDeletionViewAction: Equatable, Sendable {
    case delete
    case dismissAlert
}

@MainActor
@Observable
public final class EntryDeletionModel {
    public let seq: UInt64
    @ObservationIgnored private let game: GameService
    @ObservationIgnored private let tasks = SerialTasks()
    private var change: ChangeSummary?
    private var alert: AlertState?
    private var isDone = false

    public init(game: GameService, seq: UInt64) {
        self.game = game
        self.seq = seq
        tasks.run {
            switch await game.previewChange(.delete(seq: seq)) {
            case .success(let preview): self.change = ChangeSummary(preview, game: game)
            case .failure(let error): self.alert = AlertState(error)
            }
        }
    }

    public var viewState: EntryDeletionViewState {
        EntryDeletionViewState(
            entry: game.log.items.first { $0.seq == seq }.map { LogRow($0, game: game) },
            change: change, canDelete: change != nil && !isDone, alert: alert, isDone: isDone)
    }

    @discardableResult
    public func send(viewAction: EntryDeletionViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .delete:
            return tasks.run {
                switch await self.game.execute(.delete(seq: self.seq)) {
                case .success: self.isDone = true
                case .failure(let error): self.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            alert = nil
            return tasks.run {}
        }
    }

    public func settled() async {
        await tasks.settled()
    }
}
