// The navigation stack: home at the root, every other screen a Route pushed by
// the models (TallyKit's AppRouter), so the back stack is plain data, kept in
// scene storage so that the app reopens where the players were.

import SwiftUI
import TallyCore
import TallyKit

struct AppRootView: View {
    let context: AppContext
    @Bindable private var router: AppRouter
    @SceneStorage("navigation.path") private var savedPath = ""
    @State private var restored = false

    init(context: AppContext) {
        self.context = context
        _router = Bindable(context.router)
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            HomeScreen(context: context)
                .navigationDestination(for: Route.self) { route in
                    RouteScreen(route: route, context: context)
                }
        }
        .onAppear {
            if !restored {
                router.restore(savedPath: savedPath)
                restored = true
            }
        }
        .onChange(of: router.path) { _, _ in
            savedPath = router.savedPath
        }
        // A `tally://…/t/<token>/` link (the host's page's "open in Tally"): the
        // join screen, with the link in it.
        .onOpenURL { url in
            router.push(.join(link: url.absoluteString))
        }
    }
}

/// The screen of a route, with its model created once.
struct RouteScreen: View {
    let route: Route
    let context: AppContext

    var body: some View {
        switch route {
        case .newGame:
            ModelHost { NewGameModel(service: context.service, router: context.router) } content: { NewGameScreen(model: $0) }
        case .scoreboard(let gameId):
            GameHost(gameId: gameId, context: context) { game in
                ModelHost {
                    ScoreboardModel(game: game, router: context.router, preferences: context.service.preferences)
                } content: { ScoreboardScreen(model: $0) }
            }
        case .endGame(let gameId):
            GameHost(gameId: gameId, context: context) { game in
                ModelHost { EndGameModel(game: game, router: context.router) } content: { EndGameScreen(model: $0) }
            }
        case .results(let gameId):
            GameHost(gameId: gameId, context: context) { game in
                ModelHost { ResultsModel(game: game, service: context.service, router: context.router) } content: { results in
                    ModelHost { ShareModel(gameId: gameId, service: context.service) } content: { share in
                        ResultsScreen(model: results, share: share)
                    }
                }
            }
        case .liveTable(let gameId):
            ModelHost { LiveTableModel(service: context.service, gameId: gameId) } content: { LiveTableScreen(model: $0) }
        case .join(let link):
            ModelHost { JoinModel(service: context.service, router: context.router, link: link) } content: {
                JoinScreen(model: $0)
            }
        case .joinedTable(let link, let me):
            ModelHost {
                JoinedTableModel(service: context.service, router: context.router, link: link, me: me)
            } content: { JoinedTableScreen(model: $0) }
        case .history:
            ModelHost { HistoryModel(service: context.service, router: context.router) } content: { HistoryScreen(model: $0) }
        case .gameDetail(let gameId, let entry):
            ModelHost {
                GameDetailModel(gameId: gameId, entry: entry, service: context.service, router: context.router)
            } content: { detail in
                ModelHost { ShareModel(gameId: gameId, service: context.service) } content: { share in
                    GameDetailScreen(model: detail, share: share)
                }
            }
        case .statistics:
            ModelHost { StatisticsModel(service: context.service, router: context.router) } content: {
                StatisticsScreen(model: $0)
            }
        case .playerCharts(let rosterId, let filter):
            ModelHost { PlayerChartsModel(rosterId: rosterId, filter: filter, service: context.service) } content: {
                PlayerChartsScreen(model: $0)
            }
        case .players:
            ModelHost { PlayersModel(service: context.service) } content: { PlayersScreen(model: $0) }
        case .settings:
            ModelHost { SettingsModel(service: context.service) } content: { SettingsScreen(model: $0) }
        }
    }
}

/// Opens a stored game off the main actor (once per game: the service keeps the
/// open one) and shows its screen, or why it cannot be opened.
struct GameHost<Content: View>: View {
    let gameId: Int64
    let context: AppContext
    @ViewBuilder let content: (GameService) -> Content
    @State private var opened: Result<GameService, TallyError>?

    var body: some View {
        SwiftUI.Group {
            switch opened {
            case .success(let game)?:
                content(game)
            case .failure(let error)?:
                ContentUnavailableView {
                    Label(tx("app-game-cannot-open"), systemImage: "exclamationmark.triangle")
                } description: {
                    Text(error.reason)
                }
            case nil:
                ProgressView(tx("app-loading"))
            }
        }
        .task(id: gameId) {
            opened = await context.service.game(gameId)
        }
    }
}

/// Creates a screen's model the first time the screen appears and keeps it for
/// the screen's lifetime (a view's initialiser runs on every redraw).
struct ModelHost<Model: AnyObject, Content: View>: View {
    let make: () -> Model
    let content: (Model) -> Content
    @State private var model: Model?

    init(make: @escaping () -> Model, @ViewBuilder content: @escaping (Model) -> Content) {
        self.make = make
        self.content = content
    }

    var body: some View {
        if let model {
            content(model)
        } else {
            ProgressView(tx("app-loading"))
                .onAppear { model = make() }
        }
    }
}
