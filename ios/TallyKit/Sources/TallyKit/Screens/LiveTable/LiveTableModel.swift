// The live table this phone hosts (the core's TableHost): started on the phone's
// Wi-Fi (or the address given) with a viewer link, scorer links added and revoked,
// stopped. Each link comes with its join addresses and the modules of its QR code;
// who follows (how many phones, which links are in use) is asked again whenever the
// screen refreshes (`refreshFollowing`, every few seconds while it shows). The words
// are the core's. Nothing listens until the player starts it.

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
    /// Who follows now: the core's words ("2 phones follow the table."), and the
    /// links in use.
    public var following: TableFollowing?
    public var alert: AlertState?

    /// On how many phones `link` is open, in the core's words; nil when none.
    public func inUse(_ link: HostLink) -> String? {
        following?.links.first(where: { $0.linkId == link.link.id })?.said
    }
}

public enum LiveTableViewAction: Sendable {
    /// Starts hosting: on the phone's Wi-Fi, or on an address and port.
    case start(address: String? = nil)
    case addScorer(label: String)
    case revoke(linkId: Int64)
    /// Asks again who follows the table.
    case refreshFollowing
    case stop
    case dismissAlert
}

@MainActor
@Observable
public final class LiveTableModel {
    /// How often the hosting screen asks who follows the table.
    public static let followingRefresh: Duration = .seconds(2)

    public private(set) var viewState: LiveTableViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let gameId: Int64
    @ObservationIgnored private let tasks = SerialTasks()
    @ObservationIgnored private var host: TableHost?

    public init(service: TallyService, gameId: Int64) {
        self.service = service
        self.gameId = gameId
        viewState = LiveTableViewState(words: liveTableWords(), address: nil, links: [], following: nil, alert: nil)
    }

    @discardableResult
    public func send(viewAction: LiveTableViewAction) -> Task<Void, Never> {
        tasks.run {
            switch viewAction {
            case .start(let address): await self.start(address)
            case .addScorer(let label): await self.change { _ = try $0.createLink(role: .scorer, label: label) }
            case .revoke(let linkId): await self.change { try $0.revoke(linkId: linkId) }
            case .refreshFollowing: await self.refreshFollowing()
            case .stop: await self.stop()
            case .dismissAlert: self.viewState.alert = nil
            }
        }
    }

    private func start(_ address: String?) async {
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
            await refreshFollowing()
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

    private func refreshFollowing() async {
        guard let host else { return }
        viewState.following = await service.following(host)
    }

    private func stop() async {
        guard let running = host else { return }
        host = nil
        await service.stopHosting(running)
        viewState.address = nil
        viewState.links = []
        viewState.following = nil
    }
}
