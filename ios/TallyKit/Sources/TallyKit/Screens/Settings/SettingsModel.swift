// Settings: export every game to a JSON document (written by the core's door, then
// shared with the share sheet) and import one (from the file importer; nothing is
// written unless all of it is valid); keep the screen on while a game is open; which
// player holds the phone (BG Stats' file says whose it is); the language the app speaks
// (the system's, as the core took it).

import Foundation
import Observation
import TallyCore

public struct ImportSummary: Equatable, Sendable {
    public let imported: Int
    public let skipped: Int
}

public struct SettingsViewState: Equatable, Sendable {
    public var gameCount: Int
    public var export: ExportFile?
    /// How many games the last export wrote (what the settings confirm).
    public var exportedGames: Int?
    public var lastImport: ImportSummary?
    /// The language the app and the core speak, named in itself ("Deutsch").
    public var language: String
    public var keepScreenAwake: Bool
    /// The roster, to choose who holds the phone.
    public var players: [RosterPlayer] = []
    /// The roster player who holds the phone, if one is chosen.
    public var me: Int64? { players.first(where: { $0.me })?.id }
    public var alert: AlertState?
}

public enum SettingsViewAction: Equatable, Sendable {
    case refresh
    case export
    /// The contents of the file the player picked.
    case importDocument(String)
    /// The file could not be read (the importer's error, in words).
    case importFailed(String)
    case setKeepScreenAwake(Bool)
    /// The roster player who holds the phone (`nil`: nobody).
    case setMe(Int64?)
    case dismissAlert
}

@MainActor
@Observable
public final class SettingsModel {
    public private(set) var viewState: SettingsViewState
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService) {
        self.service = service
        let code = service.catalog.language
        let language = Locale(identifier: code).localizedString(forLanguageCode: code) ?? code
        viewState = SettingsViewState(
            gameCount: 0, language: language, keepScreenAwake: service.preferences.keepScreenAwake)
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: SettingsViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh:
            break
        case .export:
            return tasks.run { await self.export() }
        case .importDocument(let json):
            return tasks.run {
                switch await self.service.importGames(json) {
                case .success(let report):
                    self.viewState.lastImport = ImportSummary(imported: report.imported.count, skipped: report.skipped.count)
                    self.viewState.export = nil
                    self.viewState.exportedGames = nil
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
                await self.refresh()
            }
        case .importFailed(let reason):
            viewState.alert = AlertState(message: reason)
            return tasks.run {}
        case .setKeepScreenAwake(let on):
            service.preferences.keepScreenAwake = on
            viewState.keepScreenAwake = on
            return tasks.run {}
        case .setMe(let id):
            return tasks.run {
                if case .failure(let error) = await self.service.setRosterMe(id) {
                    self.viewState.alert = AlertState(error)
                }
                await self.refresh()
            }
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.refresh() }
    }

    public func settled() async {
        await tasks.settled()
    }

    private func export() async {
        let url: URL
        do {
            url = try ExportFile.folder().appendingPathComponent(ExportFile.filename())
        } catch {
            viewState.alert = AlertState(message: error.localizedDescription)
            return
        }
        switch await service.exportGames([], to: url) {
        case .success:
            viewState.export = ExportFile(url: url)
            if case .success(let games) = await service.history() {
                viewState.exportedGames = games.count
            }
        case .failure(let error): viewState.alert = AlertState(error)
        }
    }

    private func refresh() async {
        if case .success(let games) = await service.history() {
            viewState.gameCount = games.count
        }
        if case .success(let players) = await service.roster() {
            viewState.players = players
        }
    }
}
