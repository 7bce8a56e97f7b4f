// The live table this phone hosts (the core's TableHost): started on the address the
// player chose with a viewer link, scorer links added and revoked, stopped. Each link
// comes with its join addresses and the modules of its QR code; the words are the
// core's. Nothing listens until the player starts it.

import Foundation
import Observation
import TallyCore

public struct LiveTableViewState {
    /// The screen's words in the player's language (`start`, `stop`, `listening`,
    /// `viewer_link`, `scorer_link` with `{label}`, `add_scorer`, `revoke`, `table`).
    public var words: [String: String]
    /// Where the host listens; nil while it is stopped.
    public var address: String?
    public var links: [HostLink]
    public var alert: AlertState?
}

public enum LiveTableViewAction: Sendable {
    /// Starts hosting on an address and port (`0.0.0.0:7878`).
    case start(address: String)
    case addScorer(label: String)
    case revoke(linkId: Int64)
    case stop
    case dismissAlert
}

@MainActor
@Observable
public final class LiveTableModel {
    public static let defaultAddress = "0.0.0.0:7878"

    public private(set) var viewState: LiveTableViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let gameId: Int64
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private var host: TableHost?

    public init(service: TallyService, gameId: Int64) {
        self.service = service
        self.gameId = gameId
        viewState = LiveTableViewState(words: liveTableWords(), address: nil, links: [], alert: nil)
    }

    @discardableResult
    public func send(viewAction: LiveTableViewAction) -> Task<Void, Never> {
        tasks.run {
            switch viewAction {
            case .start(let address): await self.start(address)
            case .addScorer(let label): await self.change { _ = try $0.createLink(role: .scorer, label: label) }
            case .revoke(let linkId): await self.change { try $0.revoke(linkId: linkId) }
            case .stop: await self.stop()
            case .dismissAlert: self.viewState.alert = nil
            }
        }
    }

    private func start(_ address: String) async {
        if host != nil { return }
        switch await service.hostTable(gameId, address: address) {
        case .success(let started):
            host = started
            let table = viewState.words["table"] ?? "table"
            await change { host in
                if try !host.links().contains(where: { $0.link.role == .viewer }) {
                    _ = try host.createLink(role: .viewer, label: table)
                }
            }
            viewState.address = started.address()
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }

    private func change(_ body: @escaping @Sendable (TableHost) throws -> Void) async {
        guard let host else { return }
        switch await service.hostLinks(host, after: body) {
        case .success(let links): viewState.links = links
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }

    private func stop() async {
        guard let running = host else { return }
        host = nil
        await service.stopHosting(running)
        viewState.address = nil
        viewState.links = []
    }
}
