// Joining a table another phone hosts: the link (typed, opened from the host's page
// as `tally://…/t/<token>/`, or the text of the QR code the camera read) and the
// name of this phone's player at that table; left empty, the core takes the seat
// named as the roster's "me" when there is one (shown as the field's placeholder).
// Joining asks the core, which refuses what is no link, a link the host no longer
// opens, a host out of reach and a name no seat has, each with its field; the
// joined table then replaces this screen.

import Foundation
import Observation
import TallyCore

public struct JoinViewState: Equatable, Sendable {
    /// The link as typed, opened or scanned.
    public var link: String
    /// This phone's player at the table; empty: the roster's "me", if a seat has that name.
    public var me: String
    /// The roster's "me", whom an empty `me` stands for.
    public var rosterMe: String?
    /// Waiting for the host.
    public var isJoining: Bool
    /// Why the join was refused; `field` is `link`, `host` or `me`.
    public var alert: AlertState?
}

public enum JoinViewAction: Equatable, Sendable {
    case setLink(String)
    case setMe(String)
    /// The camera read a QR code: its text is the link, joined at once.
    case scanned(String)
    case join
    case dismissAlert
}

@MainActor
@Observable
public final class JoinModel {
    public private(set) var viewState: JoinViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService, router: AppRouter, link: String? = nil) {
        self.service = service
        self.router = router
        viewState = JoinViewState(link: link ?? "", me: "", isJoining: false)
        tasks.run { await self.readRosterMe() }
    }

    @discardableResult
    public func send(viewAction: JoinViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .setLink(let link): viewState.link = link
        case .setMe(let me): viewState.me = me
        case .scanned(let text):
            viewState.link = text
            return tasks.run { await self.join() }
        case .join: return tasks.run { await self.join() }
        case .dismissAlert: viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    private func readRosterMe() async {
        if case .success(let roster) = await service.roster() {
            viewState.rosterMe = roster.first(where: \.me)?.name
        }
    }

    private func join() async {
        let link = viewState.link.trimmingCharacters(in: .whitespacesAndNewlines)
        let me = viewState.me.trimmingCharacters(in: .whitespacesAndNewlines)
        viewState.isJoining = true
        defer { viewState.isJoining = false }
        switch await service.joinTable(link: link, me: me.isEmpty ? nil : me) {
        case .success:
            router.replaceTop(with: .joinedTable(link: link, me: me.isEmpty ? nil : me))
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }
}
