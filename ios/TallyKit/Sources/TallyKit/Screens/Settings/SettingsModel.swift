// Settings: export every game to a JSON document (shared with the share sheet) and
// import one (from the file importer); nothing is written unless all of it is valid.

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
    public var lastImport: ImportSummary?
    /// The language the core speaks (from the system's).
    public var language: String
    public var alert: AlertState?
}

public enum SettingsViewAction: Equatable, Sendable {
    case refresh
    case export
    /// The contents of the file the player picked.
    case importDocument(String)
    /// The file could not be read (the importer's error, in words).
    case importFailed(String)
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
        viewState = SettingsViewState(gameCount: 0, language: service.catalog.language)
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: SettingsViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh:
            break
        case .export:
            return tasks.run {
                switch await self.service.exportGames() {
                case .success(let json): self.viewState.export = ExportFile(contents: json)
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .importDocument(let json):
            return tasks.run {
                switch await self.service.importGames(json) {
                case .success(let report):
                    self.viewState.lastImport = ImportSummary(imported: report.imported.count, skipped: report.skipped.count)
                    self.viewState.export = nil
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
                await self.refresh()
            }
        case .importFailed(let reason):
            viewState.alert = AlertState(message: reason)
            return tasks.run {}
        case .dismissAlert:
            viewState.alert = nil
            return tasks.run {}
        }
        return tasks.run { await self.refresh() }
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        if case .success(let games) = await service.history() {
            viewState.gameCount = games.count
        }
    }
}
