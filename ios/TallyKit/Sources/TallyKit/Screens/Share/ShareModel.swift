// Sharing one game where the group keeps it: its result as a chat message and a
// picture, the play opened in BG Stats by its link and its fields for BoardGameGeek's
// play form (Results), and the game as BG Stats' file or BoardGameGeek's play records
// (the game's detail).
// The core makes every byte; the view hands the files to the share sheet (ShareLink),
// and Tally itself sends nothing anywhere.

import Foundation
import Observation
import TallyCore

/// A file for the share sheet.
public struct SharedFile: Equatable, Sendable {
    public let filename: String
    public let contents: Data

    public init(filename: String, contents: Data) {
        self.filename = filename
        self.contents = contents
    }

    /// Writes the file into `directory` (a temporary one, for the share sheet).
    public func write(into directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(filename)
        try contents.write(to: url, options: .atomic)
        return url
    }
}

/// A game's result to share: the message and the picture.
public struct SharedResult: Equatable, Sendable {
    public let text: String
    public let picture: SharedFile
}

public struct ShareViewState: Equatable, Sendable {
    /// The result, once made.
    public var result: SharedResult?
    /// The file for another app, once made.
    public var file: SharedFile?
    /// The link that opens the play in BG Stats, once made.
    public var bgstatsLink: URL?
    /// The play's fields for BoardGameGeek's form, once made.
    public var bggForm: String?
    public var alert: AlertState?
}

public enum ShareViewAction: Equatable, Sendable {
    /// The result as text and picture, the picture dark or light as the app is.
    case prepareResult(dark: Bool)
    case exportForBgStats
    case exportForBgg
    /// The link that opens the finished play in BG Stats.
    case logInBgStats
    /// The play's fields for BoardGameGeek's form.
    case logOnBgg
    case dismissAlert
}

@MainActor
@Observable
public final class ShareModel {
    public private(set) var viewState = ShareViewState()
    @ObservationIgnored private let gameId: Int64
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let tasks = SerialTasks()

    public init(gameId: Int64, service: TallyService) {
        self.gameId = gameId
        self.service = service
    }

    @discardableResult
    public func send(viewAction: ShareViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .prepareResult(let dark):
            return tasks.run {
                let text = await self.service.shareText(self.gameId)
                let picture = await self.service.sharePicture(self.gameId, theme: dark ? .dark : .light)
                switch (text, picture) {
                case (.success(let text), .success(let png)):
                    let file = SharedFile(filename: "tally-\(self.gameId)-result.png", contents: png)
                    self.viewState.result = SharedResult(text: text, picture: file)
                case (.failure(let error), _), (_, .failure(let error)):
                    self.viewState.alert = AlertState(error)
                }
            }
        case .exportForBgStats:
            return tasks.run {
                switch await self.service.exportBgstats([self.gameId]) {
                case .success(let json):
                    self.viewState.file = SharedFile(filename: "tally-\(self.gameId).bgsplay", contents: Data(json.utf8))
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
            }
        case .exportForBgg:
            return tasks.run {
                switch await self.service.exportBgg([self.gameId]) {
                case .success(let xml):
                    self.viewState.file = SharedFile(filename: "tally-\(self.gameId)-bgg-plays.xml", contents: Data(xml.utf8))
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
                }
            }
        case .logInBgStats:
            return tasks.run {
                switch await self.service.bgstatsLink(self.gameId) {
                case .success(let link): self.viewState.bgstatsLink = URL(string: link)
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .logOnBgg:
            return tasks.run {
                switch await self.service.bggLogForm(self.gameId) {
                case .success(let form): self.viewState.bggForm = form
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .dismissAlert:
            viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }
}
