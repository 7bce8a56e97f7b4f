// Statistics of the roster: games, wins, averages, best and worst scores, average
// points by category, memorable features, and two players head to head. Numbers
// with decimals and percentages are written as the players' language writes them;
// a player with no finished game has no win rate (not "0 %").

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
}

public struct StatisticsViewState: Equatable, Sendable {
    /// Players with finished games first, most wins first.
    public var rows: [StatisticsRow]
    public var selected: StatisticsRow?
    public var comparison: (first: Int64?, second: Int64?)
    public var headToHead: HeadToHeadRow?
    public var alert: AlertState?

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rows == rhs.rows && lhs.selected == rhs.selected && lhs.comparison.first == rhs.comparison.first
            && lhs.comparison.second == rhs.comparison.second && lhs.headToHead == rhs.headToHead && lhs.alert == rhs.alert
    }
}

public enum StatisticsViewAction: Equatable, Sendable {
    case refresh
    case select(Int64?)
    case compare(first: Int64?, second: Int64?)
    case dismissAlert
}

@MainActor
@Observable
public final class StatisticsModel {
    public private(set) var viewState = StatisticsViewState(rows: [], selected: nil, comparison: (nil, nil))
    @ObservationIgnored private let service: TallyService
    @ObservationIgnored private let tasks = SerialTasks()

    public init(service: TallyService) {
        self.service = service
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
            guard let first, let second, first != second else { break }
            return tasks.run {
                switch await self.service.headToHead(first, second) {
                case .success(let result):
                    let name = { (id: Int64) in self.viewState.rows.first { $0.rosterId == id }?.name ?? "" }
                    self.viewState.headToHead = HeadToHeadRow(
                        first: name(result.a), second: name(result.b), games: result.games, firstAhead: result.aAhead,
                        secondAhead: result.bAhead, ties: result.ties, firstAverage: result.aAverage,
                        secondAverage: result.bAverage,
                        firstAverageText: result.aAverage.map { self.service.catalog.decimal($0) },
                        secondAverageText: result.bAverage.map { self.service.catalog.decimal($0) })
                case .failure(let error):
                    self.viewState.alert = AlertState(error)
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
    }
}
