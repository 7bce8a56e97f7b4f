// One player's charts from the core: the latest games' points by category (the
// segments of stacked bars), score and place, win rates by number of players and
// by expansion, and the rating after each game with a band of one uncertainty
// either side; all over the games the statistics' filter chose, which a summary
// names.

import Observation
import TallyCore

public struct PlayerChartsViewState: Equatable, Sendable {
    public var name: String = ""
    /// Every game's points by category, oldest game first, categories in the core's order.
    public var segments: [CategorySegment] = []
    public var scores: [ScorePointRow] = []
    public var byPlayers: [WinRateBar] = []
    public var byExpansion: [WinRateBar] = []
    /// The rating now ("27,6 ± 8,1"); nil before a game with another player.
    public var rating: String?
    public var ratingHistory: [RatingPointRow] = []
    /// The rating history read out: from the first game's rating to the last one's.
    public var ratingHistoryDescription: String?
    /// What the filter chose ("Filters: 2025 · 2 players"); nil: every game.
    public var filterSummary: String?
    public var alert: AlertState?
}

public enum PlayerChartsViewAction: Equatable, Sendable {
    case refresh
    case dismissAlert
}

@MainActor
@Observable
public final class PlayerChartsModel {
    public private(set) var viewState = PlayerChartsViewState()
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let rosterId: Int64
    @ObservationIgnored private let filter: StatsFilterChoice
    @ObservationIgnored private let tasks = SerialTasks()

    public init(rosterId: Int64, filter: StatsFilterChoice = StatsFilterChoice(), service: TallyService) {
        self.rosterId = rosterId
        self.filter = filter
        self.service = service
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: PlayerChartsViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh:
            return tasks.run { await self.refresh() }
        case .dismissAlert:
            viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    private func refresh() async {
        guard let charts = await service.playerCharts(rosterId, filter: filter.coreFilter, page: chartPage)
            .value(alerting: &viewState.alert)
        else { return }
        viewState = Self.viewState(of: charts, catalog: service.catalog)
        viewState.filterSummary = filter.summary(catalog: service.catalog)
    }

    static func viewState(of charts: PlayerCharts, catalog: Catalog) -> PlayerChartsViewState {
        var state = PlayerChartsViewState(name: charts.name)
        for (index, game) in charts.games.games.enumerated() {
            state.segments += game.byCategory.map {
                CategorySegment(
                    game: index + 1, gameId: game.gameId, category: $0.category, categoryName: $0.category.name,
                    points: $0.points)
            }
            state.scores.append(ScorePointRow(game: index + 1, gameId: game.gameId, score: game.score, rank: game.rank))
        }
        state.byPlayers = charts.byPlayers.map {
            WinRateBar(
                id: String($0.players), label: tx("app-stats-players-count", ["players": .number(Int64($0.players))]),
                result: $0.result, catalog: catalog)
        }
        state.byExpansion = charts.byExpansion.map {
            WinRateBar(id: $0.expansion ?? "", label: $0.name, result: $0.result, catalog: catalog)
        }
        state.rating = charts.rating.map { ratingText($0.rating, catalog: catalog) }
        if let first = charts.ratingHistory.points.first, let last = charts.ratingHistory.points.last {
            state.ratingHistoryDescription = tx("app-stats-rating-chart", [
                "first": .text(ratingText(first.rating, catalog: catalog)),
                "last": .text(ratingText(last.rating, catalog: catalog)),
            ])
        }
        state.ratingHistory = charts.ratingHistory.points.enumerated().map { index, point in
            RatingPointRow(
                game: index + 1, gameId: point.gameId, rating: point.rating.rating,
                low: point.rating.rating - point.rating.uncertainty, high: point.rating.rating + point.rating.uncertainty)
        }
        return state
    }
}
