// Statistics of the roster: games, wins, averages, best and worst scores, average
// points by category, memorable features, and two players head to head with their
// games together; the group's charts (who wins how often, everyone's rating with
// its uncertainty, the records, each opening its game at the entry it names) over
// the games the filter chooses, which a summary names. Numbers with decimals and
// percentages are written as the players' language writes them; a player with no
// finished game has no win rate (not "0 %").

import Observation
import TallyCore

/// Average points per game in one category.
public struct CategoryAverage: Equatable, Identifiable, Sendable {
    public var id: TallyCore.Category { category }
    public let category: TallyCore.Category
    public let points: Double
}

public struct StatisticsRow: Equatable, Identifiable, Sendable {
    public var id: Int64 { rosterId }
    public let rosterId: Int64
    public let name: String
    public let games: Int64
    public let wins: Int64
    /// Wins per game, 0-1.
    public let winRate: Double
    /// The win rate as the language writes it ("56 %"); nil without a finished game.
    public let winRateText: String?
    public let averageScore: Double?
    /// The average score as the language writes it ("56,5").
    public let averageText: String?
    public let bestScore: Int64?
    public let worstScore: Int64?
    /// In the order the standings list categories.
    public let averageByCategory: [CategoryAverage]
    public let longestFeature: FeatureRecord?
    public let mostValuableFeature: FeatureRecord?

    /// "Won 5 of 12".
    public var winsText: String { tx("app-stats-wins", ["wins": .number(wins), "games": .number(games)]) }

    init(_ stats: PlayerStats, catalog: Catalog) {
        rosterId = stats.rosterId
        name = stats.name
        games = stats.games
        wins = stats.wins
        winRate = stats.winRate
        winRateText = stats.games > 0 ? catalog.percent(stats.winRate) : nil
        averageScore = stats.averageScore
        averageText = stats.averageScore.map { catalog.decimal($0) }
        bestScore = stats.bestScore
        worstScore = stats.worstScore
        averageByCategory = TallyCore.Category.inOrder.compactMap { category in
            stats.averageByCategory[category].map { CategoryAverage(category: category, points: $0) }
        }
        longestFeature = stats.longestFeature
        mostValuableFeature = stats.mostValuableFeature
    }
}

/// One part of the head-to-head bar: who finished ahead (or level), in how many games.
public struct HeadToHeadShare: Equatable, Identifiable, Sendable {
    public var id: String { label }
    public let label: String
    public let games: Int64
}

public struct HeadToHeadRow: Equatable, Sendable {
    public let first: String
    public let second: String
    public let games: Int64
    public let firstAhead: Int64
    public let secondAhead: Int64
    public let ties: Int64
    public let firstAverage: Double?
    public let secondAverage: Double?
    /// The averages as the language writes them.
    public let firstAverageText: String?
    public let secondAverageText: String?

    /// Who finished ahead how often, as the bar of it shows it: the first ahead, level, the second ahead.
    public var shares: [HeadToHeadShare] {
        [
            HeadToHeadShare(label: tx("app-player-ahead", ["player": .text(first)]), games: firstAhead),
            HeadToHeadShare(label: tx("app-ties"), games: ties),
            HeadToHeadShare(label: tx("app-player-ahead", ["player": .text(second)]), games: secondAhead),
        ]
    }

    /// That bar read out.
    public var chartDescription: String {
        tx("app-stats-pair-chart", [
            "a": .text(first), "ahead": .number(firstAhead), "ties": .number(ties), "b": .text(second),
            "behind": .number(secondAhead),
        ])
    }
}

public struct StatisticsViewState: Equatable, Sendable {
    /// Players with finished games first, most wins first.
    public var rows: [StatisticsRow]
    public var selected: StatisticsRow?
    public var comparison: (first: Int64?, second: Int64?)
    public var headToHead: HeadToHeadRow?
    /// The two compared players' scores in their games together, oldest first.
    public var pairScores: [PairScoreRow] = []
    /// Who wins how often, most wins first (the core's order).
    public var wins: [WinRateBar] = []
    /// Everyone's rating, the highest first (the core's order).
    public var ratings: [RatingRow] = []
    public var records: [RecordRow] = []
    /// The filter the charts are drawn for, and what it says ("Filters: 2025 · 2 players"); nil: every game.
    public var filter = StatsFilterChoice()
    public var filterSummary: String?
    /// What the finished games offer to filter by.
    public var filterOptions = StatsFilterOptions()
    public var alert: AlertState?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows && lhs.selected == rhs.selected && lhs.comparison.first == rhs.comparison.first
            && lhs.comparison.second == rhs.comparison.second && lhs.headToHead == rhs.headToHead
            && lhs.pairScores == rhs.pairScores && lhs.wins == rhs.wins && lhs.ratings == rhs.ratings
            && lhs.records == rhs.records && lhs.filter == rhs.filter && lhs.filterSummary == rhs.filterSummary
            && lhs.filterOptions == rhs.filterOptions && lhs.alert == rhs.alert
    }
}

public enum StatisticsViewAction: Equatable, Sendable {
    case refresh
    case select(Int64?)
    case compare(first: Int64?, second: Int64?)
    /// A player's charts.
    case openCharts(Int64)
    /// The game a record was set in, at the entry it names.
    case openRecord(RecordKind)
    /// Redraws the charts for the games this filter chooses (a filter the core refuses changes nothing).
    case filter(StatsFilterChoice)
    case clearFilter
    case dismissAlert
}

/// The games a chart over time shows: the latest 30.
public let chartPage = StatsPage(limit: 30, offset: 0)

@MainActor
@Observable
public final class StatisticsModel {
    public private(set) var viewState = StatisticsViewState(rows: [], selected: nil, comparison: (nil, nil))
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let router: AppRouter?
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService, router: AppRouter? = nil) {
        self.service = service
        self.router = router
        tasks.run { await self.refresh() }
    }

    @discardableResult
    public func send(viewAction: StatisticsViewAction) -> Task<Void, Never> {
        switch viewAction {
        case .refresh:
            return tasks.run { await self.refresh() }
        case .select(let id):
            viewState.selected = nil
            guard let id else { break }
            return tasks.run {
                switch await self.service.playerStatistics(id) {
                case .success(let stats): self.viewState.selected = StatisticsRow(stats, catalog: self.service.catalog)
                case .failure(let error): self.viewState.alert = AlertState(error)
                }
            }
        case .compare(let first, let second):
            viewState.comparison = (first, second)
            viewState.headToHead = nil
            viewState.pairScores = []
            guard let first, let second, first != second else { break }
            return tasks.run { await self.compare(first, second) }
        case .openCharts(let rosterId):
            router?.push(.playerCharts(rosterId: rosterId, filter: viewState.filter))
        case .openRecord(let kind):
            if let record = viewState.records.first(where: { $0.kind == kind }) {
                router?.push(.gameDetail(gameId: record.gameId, entry: record.namedEntry))
            }
        case .filter(let filter):
            return tasks.run { await self.drawCharts(for: filter) }
        case .clearFilter:
            return tasks.run { await self.drawCharts(for: StatsFilterChoice()) }
        case .dismissAlert:
            viewState.alert = nil
        }
        return tasks.run {}
    }

    public func settled() async {
        await tasks.settled()
    }

    /// Two players head to head over the filter's games: the store's lifetime figures
    /// (with the averages) without a filter, the pair chart's counts with one.
    private func compare(_ first: Int64, _ second: Int64) async {
        let filter = viewState.filter
        switch await service.pairChart(first, second, filter: filter.coreFilter, page: chartPage) {
        case .success(let chart):
            let pairing = chart.pairing
            viewState.pairScores = chart.games.games.enumerated().flatMap { index, game in
                [PairScoreRow(game: index + 1, gameId: game.gameId, player: pairing.aName, score: game.aScore),
                 PairScoreRow(game: index + 1, gameId: game.gameId, player: pairing.bName, score: game.bScore)]
            }
            if !filter.isEmpty {
                viewState.headToHead = HeadToHeadRow(
                    first: pairing.aName, second: pairing.bName, games: Int64(pairing.games),
                    firstAhead: Int64(pairing.aAhead), secondAhead: Int64(pairing.bAhead), ties: Int64(pairing.ties),
                    firstAverage: nil, secondAverage: nil, firstAverageText: nil, secondAverageText: nil)
                return
            }
        case .failure(let error):
            viewState.alert = AlertState(error)
            return
        }
        switch await service.headToHead(first, second) {
        case .success(let result):
            let name = { (id: Int64) in self.viewState.rows.first { $0.rosterId == id }?.name ?? "" }
            let catalog = service.catalog
            viewState.headToHead = HeadToHeadRow(
                first: name(result.a), second: name(result.b), games: result.games, firstAhead: result.aAhead,
                secondAhead: result.bAhead, ties: result.ties, firstAverage: result.aAverage,
                secondAverage: result.bAverage, firstAverageText: result.aAverage.map { catalog.decimal($0) },
                secondAverageText: result.bAverage.map { catalog.decimal($0) })
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }

    /// The group's charts, and the pair compared, over the games `filter` chooses.
    private func drawCharts(for filter: StatsFilterChoice) async {
        switch await service.groupCharts(filter.coreFilter) {
        case .success(let group):
            viewState.filter = filter
            viewState.filterSummary = filter.summary(catalog: service.catalog)
            show(group)
            if let first = viewState.comparison.first, let second = viewState.comparison.second, first != second {
                viewState.headToHead = nil
                viewState.pairScores = []
                await compare(first, second)
            }
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }

    private func show(_ group: GroupCharts) {
        let catalog = service.catalog
        viewState.wins = group.wins.map {
            WinRateBar(id: String($0.rosterId), label: $0.name, result: $0.result, catalog: catalog)
        }
        viewState.ratings = group.ratings.map { RatingRow($0, catalog: catalog) }
        viewState.records = group.records.map(RecordRow.init)
    }

    private func refresh() async {
        switch await service.statistics() {
        case .success(let stats):
            let catalog = service.catalog
            viewState.rows = stats.map { StatisticsRow($0, catalog: catalog) }.sorted {
                ($0.wins, $0.games, $1.name) > ($1.wins, $1.games, $0.name)
            }
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
        if case .success(let finished) = await service.history(HistoryFilter(finished: true)) {
            viewState.filterOptions = StatsFilterOptions.of(finished, catalog: service.catalog)
        }
        switch await service.groupCharts(viewState.filter.coreFilter) {
        case .success(let group):
            show(group)
        case .failure(let error):
            viewState.alert = AlertState(error)
        }
    }
}
