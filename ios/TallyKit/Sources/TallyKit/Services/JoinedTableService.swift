// A joined table as the screens draw it: the host's game as an open GameService
// (through JoinedSession: the scoreboard and the scoring screens as at home), and
// how the phone stands with the host (live, stale since it was last heard, the link
// closed, the finished game kept), heard through the FFI's status listener and
// applied on the main actor.

import Observation
import TallyCore

@MainActor
@Observable
public final class JoinedTableService {
    /// How the phone stands with the host, as the FFI last told it.
    public private(set) var status: JoinedStatus
    /// The host's game as the phone holds it.
    public let game: GameService
    /// A viewer follows; a scorer records too.
    public let role: LinkRole
    /// The host's address (`192.168.1.20:7878`).
    public let host: String
    /// The link's label as the host named it.
    public let label: String

    @ObservationIgnored private let table: any JoinedTableProtocol
    @ObservationIgnored private var consumer: Task<Void, Never>?

    private init(table: any JoinedTableProtocol, game: GameService, statuses: AsyncStream<JoinedStatus>) {
        self.table = table
        self.game = game
        role = table.role()
        host = table.host()
        label = table.label()
        status = table.status()
        consumer = Task { [weak self] in
            for await status in statuses {
                self?.status = status
            }
        }
    }

    /// Opens the joined table's game and listens to its status, off the main actor.
    static func open(table: any JoinedTableProtocol, catalog: Catalog) async -> Result<JoinedTableService, TallyError> {
        let (statuses, continuation) = AsyncStream.makeStream(of: JoinedStatus.self)
        table.addStatusListener(listener: StatusRelay(continuation: continuation))
        switch await GameService.open(session: JoinedSession(table: table), catalog: catalog) {
        case .success(let game):
            return .success(JoinedTableService(table: table, game: game, statuses: statuses))
        case .failure(let error):
            continuation.finish()
            return .failure(error)
        }
    }

    /// Stops following the host; the finished game, if kept, stays.
    func leave() {
        table.leave()
        consumer?.cancel()
    }
}

/// The JoinedStatusListener of a joined table: the FFI calls it on the joined
/// table's thread; each status goes onto the stream as it is.
final class StatusRelay: JoinedStatusListener, @unchecked Sendable {
    private let continuation: AsyncStream<JoinedStatus>.Continuation

    init(continuation: AsyncStream<JoinedStatus>.Continuation) {
        self.continuation = continuation
    }

    func onStatus(status: JoinedStatus) {
        continuation.yield(status)
    }
}
