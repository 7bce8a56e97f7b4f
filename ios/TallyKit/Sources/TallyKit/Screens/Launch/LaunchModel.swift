// Opening the app's database. The core refuses a write-ahead log beside the file that
// is not the file's own (`foreignLog`: another copy's log, left by a restore or a
// copy); the players are told so and may set that log aside (it is kept beside the
// file) and open the file as it is. Any other refusal is shown as the core says it.

import Foundation
import Observation
import TallyCore

public enum LaunchViewState: Equatable, Sendable {
    case opening
    /// A log beside the database is not its own: the core's words, and the offer.
    case foreignLog(reason: String)
    case failed(reason: String)
    case ready
}

public enum LaunchViewAction: Equatable, Sendable {
    case open
    /// Keeps the foreign log aside and opens the file as it is.
    case setAsideLog
}

@MainActor
@Observable
public final class LaunchModel {
    public private(set) var viewState = LaunchViewState.opening
    /// The opened database, once ready.
    public private(set) var service: TallyService?
    @ObservationIgnored private let url: URL
    @ObservationIgnored private let locale: String
    @ObservationIgnored private let preferences: AppPreferences
    @ObservationIgnored private let tasks = SerialTasks()

    public init(databaseAt url: URL, locale: String, preferences: AppPreferences = AppPreferences()) {
        self.url = url
        self.locale = locale
        self.preferences = preferences
    }

    @discardableResult
    public func send(viewAction: LaunchViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .open: return tasks.run { await self.open(settingAsideLog: false) }
        case .setAsideLog: return tasks.run { await self.open(settingAsideLog: true) }
        }
    }

    public func settled() async {
        await tasks.settled()
    }

    private func open(settingAsideLog: Bool) async {
        viewState = .opening
        let opened = await TallyService.open(
            databaseAt: url, locale: locale, settingAsideLog: settingAsideLog, preferences: preferences)
        switch opened {
        case .success(let opened):
            service = opened
            viewState = .ready
        case .failure(let error) where error.code == .foreignLog:
            viewState = .foreignLog(reason: error.reason)
        case .failure(let error):
            viewState = .failed(reason: error.reason)
        }
    }
}
