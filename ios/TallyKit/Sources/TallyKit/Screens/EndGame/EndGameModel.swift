// The end-game walkthrough as the core gives it (`TableSummary.walkthrough`, named
// by the catalogue's `endGame`): the incomplete features, then the figures and the
// other scoring after the game, in the reference's order, each with how often it
// was scored and whether it is done; items the game scores by itself (a robber left
// on the track) are shown with the core's note, not offered. Each item opens in the
// score form (the core's draft). Finishing previews what the game scores by itself,
// so that owners with two figures choose which one moves. The reference's section
// codes group the rows; they are never shown to the players.

import Observation
import TallyCore

public struct EndGameRow: Equatable, Identifiable, Sendable {
    public var id: String { key }
    public let key: String
    public let name: String
    public let kind: ItemKind
    /// `B.1`, `B.2` or `B.3`.
    public let section: String
    /// How often it was scored in this end-game scoring.
    public let scored: UInt32
    /// Its limit is reached.
    public let done: Bool
    /// The game scores it by itself when the game is finished.
    public let automatic: Bool
    /// The core's line about it (what the game will score by itself), or empty.
    public let note: String

    /// It can be opened in the score form.
    public var isOffered: Bool { !automatic && !done }
}

public struct EndGameSection: Equatable, Identifiable, Sendable {
    public var id: String { section }
    public let section: String
    public let rows: [EndGameRow]
}

public struct EndGameViewState: Equatable, Sendable {
    public var sections: [EndGameSection]
    /// The first item offered that nobody has scored yet.
    public var next: EndGameRow?
    /// Where that item stands in the walkthrough ("2 of 5").
    public var nextProgress: String?
    /// Items players score by hand not scored yet (the core's count).
    public var unscored: UInt32
    public var standings: [ResultRow]
    public var canUndo: Bool
    public var canRedo: Bool
    public var canFinish: Bool
    /// Why the game cannot be finished now, in the core's words.
    public var whyNotFinish: String?
    /// What finishing scores by itself (robbers left on the track), once asked.
    public var finishAwards: [AwardPreview]?
    public var finishFigures: [FigureChoiceRow]
    /// The item whose score form is open.
    public var form: EndGameRow?
    /// A score form kept before the app was killed, reopened.
    public var restoredForm: SavedScoreForm?
    /// What the players should hear (an undo, a redo).
    public var announcement: AnnouncementState?
    public var alert: AlertState?
}

public enum EndGameViewAction: Equatable, Sendable {
    /// Begins the end-game scoring if the core allows it now.
    case begin
    case open(EndGameRow)
    /// Reopens a score form kept before the app was killed.
    case restoreDraft(SavedScoreForm)
    case dismissForm
    case undo
    case redo
    /// Shows what finishing scores by itself before the game is finished.
    case prepareFinish
    case chooseFinishFigure(player: String, figure: UInt32?)
    /// Closes what finishing would score without finishing.
    case cancelFinish
    case finish
    case dismissAlert
}

@MainActor
@Observable
public final class EndGameModel {
    public let game: GameService
    @ObservationIgnored private let router: AppRouter
    @ObservationIgnored private let tasks = SerialTasks()
    private var form: EndGameRow?
    private var restoredForm: SavedScoreForm?
    private var alert: AlertState?
    private var finishAwards: [AwardPreview]?
    private var finishFigures: [String: UInt32] = [:]

    public init(game: GameService, router: AppRouter) {
        self.game = game
        self.router = router
    }

    public var viewState: EndGameViewState {
        let table = game.table
        let walkthrough = table.walkthrough
        let entries = game.catalogue.endGame
        let rows = (walkthrough?.items ?? []).map { item in
            let entry = entries.first { $0.key == item.key }
            return EndGameRow(key: item.key, name: entry?.name ?? item.key, kind: item.kind, section: entry?.section ?? "",
                              scored: item.scored, done: item.done, automatic: item.automatic, note: item.note ?? "")
        }
        var sections: [EndGameSection] = []
        for row in rows {
            if let last = sections.last, last.section == row.section {
                sections[sections.count - 1] = EndGameSection(section: row.section, rows: last.rows + [row])
            } else {
                sections.append(EndGameSection(section: row.section, rows: [row]))
            }
        }
        let next = rows.firstIndex { $0.isOffered && $0.scored == 0 }
        return EndGameViewState(
            sections: sections, next: next.map { rows[$0] },
            nextProgress: next.map { tx("app-end-game-progress", ["index": .count($0 + 1), "of": .count(rows.count)]) },
            unscored: walkthrough?.unscored ?? 0,
            standings: ResultRow.rows(table.standings, game: game),
            canUndo: table.actions.undo.allowed, canRedo: table.actions.redo.allowed,
            canFinish: table.actions.finish.allowed, whyNotFinish: table.actions.finish.whyNot,
            finishAwards: finishAwards,
            finishFigures: finishFigureRows,
            form: form, restoredForm: restoredForm,
            announcement: game.announcement.map { AnnouncementState(id: $0.id, text: AnnouncementText.text(of: $0, game: game)) },
            alert: alert)
    }

    @discardableResult
    public func send(viewAction: EndGameViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .begin:
            return tasks.run {
                if self.game.table.actions.startEndGame.allowed { await self.run(.startEndGame) }
            }
        case .open(let row):
            if row.isOffered { form = row }
        case .restoreDraft(let saved):
            if saved.gameId == game.gameId { restoredForm = saved }
        case .dismissForm:
            form = nil
            restoredForm = nil
        case .undo:
            return tasks.run {
                await self.run(.undo)
                // Undoing the start of the end-game scoring leads back to the scoreboard.
                if self.game.table.walkthrough == nil { self.router.pop() }
            }
        case .redo:
            return tasks.run { await self.run(.redo) }
        case .prepareFinish:
            finishFigures = [:]
            return tasks.run { await self.previewFinish() }
        case .cancelFinish:
            finishAwards = nil
            finishFigures = [:]
        case .chooseFinishFigure(let player, let figure):
            finishFigures[player] = figure
            return tasks.run { await self.previewFinish() }
        case .finish:
            return tasks.run {
                await self.run(.finish(figures: self.finishFigures))
                self.finishAwards = nil
                if self.game.table.actions.reopen.allowed {
                    self.router.replaceTop(with: .results(gameId: self.game.gameId))
                }
            }
        case .dismissAlert:
            alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    public func scoreFormModel(_ row: EndGameRow) -> ScoreFormModel {
        ScoreFormModel(game: game, kind: row.kind, key: row.key)
    }

    public func scoreFormModel(restoring saved: SavedScoreForm) -> ScoreFormModel {
        ScoreFormModel(game: game, restoring: saved)
    }

    /// A row per receiver with two figures of what finishing scores by itself.
    private var finishFigureRows: [FigureChoiceRow] {
        var players: [String] = []
        for award in finishAwards ?? [] where award.points != 0 && !players.contains(award.player.id) {
            players.append(award.player.id)
        }
        return players.compactMap { player in
            FigureChoiceRow.standing(player, game: game, chosen: finishFigures[player],
                                     previewed: finishAwards?.first { $0.player.id == player }?.figure)
        }
    }

    private func previewFinish() async {
        switch await game.preview(.finish(figures: finishFigures)) {
        case .success(let item): finishAwards = AwardPreview.awards(item, players: game.formPlayers)
        case .failure(let error): alert = AlertState(error)
        }
    }

    private func run(_ command: Command) async {
        if case .failure(let error) = await game.execute(command) {
            alert = AlertState(error)
        }
    }
}
