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
    public private(set) var viewState = SettingsViewState(gameCount: 0)
    @ObservationIgnored private let service: TallyService

    public init(service: TallyService) {
        self.service = service
        refresh()
    }

    public func send(viewAction: SettingsViewAction) {
        switch viewAction {
        case .refresh:
            break
        case .export:
            switch service.exportGames() {
            case .success(let json): viewState.export = ExportFile(contents: json)
            case .failure(let error): viewState.alert = AlertState(error)
            }
        case .importDocument(let json):
            switch service.importGames(json) {
            case .success(let report):
                viewState.lastImport = ImportSummary(imported: report.imported.count, skipped: report.skipped.count)
                viewState.export = nil
            case .failure(let error):
                viewState.alert = AlertState(error)
            }
        case .importFailed(let reason):
            viewState.alert = AlertState(message: reason)
        case .dismissAlert:
            viewState.alert = nil
        }
        refresh()
    }

    private func refresh() {
        if case .success(let games) = service.history() {
            viewState.gameCount = games.count
        }
    }
}
