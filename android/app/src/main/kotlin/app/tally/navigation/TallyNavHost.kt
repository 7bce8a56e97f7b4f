// The navigation graph: one destination per screen, keyed by the @Serializable routes;
// each screen's ViewModel is created here from the core and the route (and the
// SavedStateHandle where a screen keeps a draft). The same graph runs on Android (the
// shell) and in the desktop tests.
package app.tally.navigation

import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.LaunchedEffect
import androidx.navigation.NavDestination.Companion.hasRoute
import androidx.navigation.compose.currentBackStackEntryAsState
import androidx.compose.ui.graphics.luminance
import androidx.lifecycle.compose.LifecycleResumeEffect
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import androidx.lifecycle.createSavedStateHandle
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.navigation.NavHostController
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import androidx.navigation.toRoute
import app.tally.core.ItemKind
import app.tally.data.TallyCore
import app.tally.feature.dispatch.DispatchScreen
import app.tally.feature.dispatch.DispatchViewModel
import app.tally.feature.endgame.EndGameScreen
import app.tally.feature.endgame.EndGameViewModel
import app.tally.feature.gamedetail.GameDetailScreen
import app.tally.feature.gamedetail.GameDetailViewModel
import app.tally.feature.history.HistoryScreen
import app.tally.feature.history.HistoryViewModel
import app.tally.feature.home.HomeActions
import app.tally.feature.home.HomeScreen
import app.tally.feature.home.HomeViewModel
import app.tally.feature.join.JoinScreen
import app.tally.feature.join.JoinViewModel
import app.tally.feature.join.JoinedScoringViewModel
import app.tally.feature.join.JoinedTableScreen
import app.tally.feature.join.JoinedTableViewModel
import app.tally.feature.livetable.LiveTableScreen
import app.tally.feature.livetable.LiveTableViewModel
import app.tally.feature.newgame.NewGameScreen
import app.tally.feature.newgame.NewGameViewModel
import app.tally.feature.players.PlayersScreen
import app.tally.feature.players.PlayersViewModel
import app.tally.feature.results.ResultsScreen
import app.tally.feature.results.ResultsViewModel
import app.tally.feature.scoreboard.ScoreboardNavigation
import app.tally.feature.scoreboard.ScoreboardScreen
import app.tally.feature.scoreboard.ScoreboardViewModel
import app.tally.feature.scoring.ScoringScreen
import app.tally.feature.scoring.ScoringViewModel
import app.tally.feature.settings.SettingsScreen
import app.tally.feature.share.ExportForButtons
import app.tally.feature.share.ShareResultButton
import app.tally.feature.share.ShareGameButton
import app.tally.feature.rematch.RematchButton
import app.tally.feature.rematch.RematchViewModel
import app.tally.feature.share.ShareViewModel
import app.tally.feature.share.LogPlayButtons
import app.tally.feature.share.SharedFile
import app.tally.feature.settings.SettingsViewModel
import app.tally.feature.statistics.PlayerChartsScreen
import app.tally.feature.statistics.PlayerChartsViewModel
import app.tally.feature.statistics.StatisticsNavigation
import app.tally.feature.statistics.StatisticsScreen
import app.tally.feature.statistics.StatsFilterChoice
import app.tally.feature.statistics.StatisticsViewModel

@Composable
fun TallyNavHost(
    core: TallyCore,
    platform: Platform,
    nav: NavHostController = rememberNavController(),
    /** A join link opened from outside the app (tally://…), once. */
    openedLink: String? = null,
) {
    val back: () -> Unit = { nav.popBackStack() }
    LaunchedEffect(openedLink) { openedLink?.let { nav.navigate(JoinRoute(it)) } }
    // a game's screens keep the phone awake on the table, if the player wants it
    val destination = nav.currentBackStackEntryAsState().value?.destination
    val inGame = destination != null && (
        destination.hasRoute<ScoreboardRoute>() || destination.hasRoute<ScoringRoute>() ||
            destination.hasRoute<DispatchRoute>() || destination.hasRoute<EndGameRoute>() ||
            destination.hasRoute<LiveTableRoute>() || destination.hasRoute<JoinedTableRoute>() ||
            destination.hasRoute<JoinedScoringRoute>()
        )
    LaunchedEffect(inGame) { platform.keepScreenOn(inGame && core.preferences.keepScreenOn) }
    NavHost(nav, startDestination = HomeRoute) {
        composable<HomeRoute> {
            val vm = viewModel { HomeViewModel(core) }
            LifecycleResumeEffect(vm) {
                vm.reload()
                onPauseOrDispose {}
            }
            HomeScreen(
                vm, platform::formatDate,
                HomeActions(
                    onResume = { nav.navigate(ScoreboardRoute(it)) },
                    onNewGame = { nav.navigate(NewGameRoute) },
                    onHistory = { nav.navigate(HistoryRoute) },
                    onStatistics = { nav.navigate(StatisticsRoute) },
                    onPlayers = { nav.navigate(PlayersRoute) },
                    onSettings = { nav.navigate(SettingsRoute) },
                    onJoin = { nav.navigate(JoinRoute()) },
                    onGame = { nav.navigate(GameDetailRoute(it)) },
                ),
                relativeTime = platform::relativeTime,
            )
        }
        composable<NewGameRoute> {
            NewGameScreen(
                viewModel { NewGameViewModel(core) },
                onStarted = { id -> nav.navigate(ScoreboardRoute(id)) { popUpTo(HomeRoute) } },
                onBack = back,
            )
        }
        composable<ScoreboardRoute> { entry ->
            val gameId = entry.toRoute<ScoreboardRoute>().gameId
            val vm = viewModel { ScoreboardViewModel(core, gameId) }
            LifecycleResumeEffect(vm) {
                vm.refresh()
                onPauseOrDispose {}
            }
            ScoreboardScreen(
                vm,
                ScoreboardNavigation(
                    onFeature = { nav.navigate(ScoringRoute(gameId, ItemKind.FEATURE, key = it)) },
                    onEvent = { key, step -> nav.navigate(ScoringRoute(gameId, ItemKind.EVENT, key = key, step = step)) },
                    onDispatch = { nav.navigate(DispatchRoute(gameId)) },
                    onEndGame = { nav.navigate(EndGameRoute(gameId)) },
                    onResults = { nav.navigate(ResultsRoute(gameId)) },
                    onTimeline = { nav.navigate(GameDetailRoute(gameId)) },
                    onLiveTable = { nav.navigate(LiveTableRoute(gameId)) },
                    onHome = { nav.popBackStack(HomeRoute, inclusive = false) },
                ),
            )
        }
        composable<LiveTableRoute> { entry ->
            val gameId = entry.toRoute<LiveTableRoute>().gameId
            LiveTableScreen(viewModel { LiveTableViewModel(core, gameId, platform.liveTableAddress) }, onBack = back)
        }
        composable<JoinRoute> { entry ->
            val link = entry.toRoute<JoinRoute>().link
            JoinScreen(
                viewModel { JoinViewModel(core, link) },
                onJoined = { nav.navigate(JoinedTableRoute) { popUpTo(HomeRoute) } },
                onScan = platform.scanQrCode, onBack = back,
            )
        }
        composable<JoinedTableRoute> {
            JoinedTableScreen(
                viewModel { JoinedTableViewModel(core) }, platform::formatTime,
                onFeature = { nav.navigate(JoinedScoringRoute(it)) },
                onLeave = { nav.popBackStack(HomeRoute, inclusive = false) },
            )
        }
        composable<JoinedScoringRoute> { entry ->
            val key = entry.toRoute<JoinedScoringRoute>().key
            ScoringScreen(viewModel { JoinedScoringViewModel(core, ItemKind.FEATURE, key) }, onClose = back)
        }
        composable<ScoringRoute>(typeMap = scoringRouteTypes) { entry ->
            val route = entry.toRoute<ScoringRoute>()
            ScoringScreen(viewModel { ScoringViewModel(core, route, createSavedStateHandle()) }, onClose = back)
        }
        composable<DispatchRoute> { entry ->
            val route = entry.toRoute<DispatchRoute>()
            DispatchScreen(viewModel { DispatchViewModel(core, route.gameId, createSavedStateHandle(), route.editSeq) }, onClose = back)
        }
        composable<EndGameRoute> { entry ->
            val gameId = entry.toRoute<EndGameRoute>().gameId
            EndGameScreen(
                viewModel { EndGameViewModel(core, gameId) },
                onScore = { item -> nav.navigate(ScoringRoute(gameId, item.kind, key = item.key)) },
                onFinished = { nav.navigate(ResultsRoute(gameId)) { popUpTo(HomeRoute) } },
                onBack = back,
            )
        }
        composable<ResultsRoute> { entry ->
            val gameId = entry.toRoute<ResultsRoute>().gameId
            val sharing = viewModel { ShareViewModel(core, gameId) }
            val problem by sharing.problem.collectAsStateWithLifecycle()
            val dark = MaterialTheme.colorScheme.background.luminance() < 0.5f
            val rematching = viewModel { RematchViewModel(core, gameId) }
            val rematchProblem by rematching.problem.collectAsStateWithLifecycle()
            ResultsScreen(
                viewModel { ResultsViewModel(core, gameId) }, onTimeline = { nav.navigate(GameDetailRoute(gameId)) }, onBack = back,
                onReopened = { nav.navigate(EndGameRoute(gameId)) { popUpTo(ScoreboardRoute(gameId)) } },
                onDone = { nav.popBackStack(HomeRoute, inclusive = false) },
                extras = {
                    ShareResultButton({ sharing.shareResult(dark, platform::shareResult) }, problem)
                    LogPlayButtons({ sharing.logInBgStats(platform::openLink) }, { sharing.logOnBgg(platform::shareText) })
                    RematchButton({ rematching.rematch { id -> nav.navigate(ScoreboardRoute(id)) { popUpTo(HomeRoute) } } }, rematchProblem)
                },
            )
        }
        composable<HistoryRoute> {
            HistoryScreen(
                viewModel { HistoryViewModel(core, createSavedStateHandle()) }, platform::formatDate,
                onGame = { nav.navigate(GameDetailRoute(it)) }, onBack = back,
            )
        }
        composable<GameDetailRoute> { entry ->
            val route = entry.toRoute<GameDetailRoute>()
            val gameId = route.gameId
            val sharing = viewModel { ShareViewModel(core, gameId) }
            val problem by sharing.problem.collectAsStateWithLifecycle()
            val deliver: (SharedFile) -> Unit = { platform.shareFile(it.name, it.mimeType, it.content) }
            val rematching = viewModel { RematchViewModel(core, gameId) }
            val rematchProblem by rematching.problem.collectAsStateWithLifecycle()
            GameDetailScreen(
                viewModel { GameDetailViewModel(core, gameId, route.entry) }, platform::formatDate,
                onEdit = { seq -> nav.navigate(ScoringRoute(gameId, editSeq = seq)) },
                onEditDispatch = { seq -> nav.navigate(DispatchRoute(gameId, editSeq = seq)) }, onBack = back,
                onDeleted = { nav.popBackStack(HomeRoute, inclusive = false) },
                extras = { ShareGameButton({ sharing.shareGame(platform::share) }) },
                finishedExtras = {
                    ExportForButtons({ sharing.exportForBgStats(deliver) }, { sharing.exportForBgg(deliver) }, problem)
                    RematchButton({ rematching.rematch { id -> nav.navigate(ScoreboardRoute(id)) { popUpTo(HomeRoute) } } }, rematchProblem)
                },
            )
        }
        composable<StatisticsRoute> {
            StatisticsScreen(
                viewModel { StatisticsViewModel(core) },
                StatisticsNavigation(
                    onBack = back,
                    onPlayer = { id, filter ->
                        nav.navigate(PlayerChartsRoute(id, filter.fromYear, filter.toYear, filter.players, filter.expansions, filter.edition))
                    },
                    onGame = { gameId, entry -> nav.navigate(GameDetailRoute(gameId, entry)) },
                ),
            )
        }
        composable<PlayerChartsRoute>(typeMap = playerChartsRouteTypes) { entry ->
            val route = entry.toRoute<PlayerChartsRoute>()
            val filter = StatsFilterChoice(route.fromYear, route.toYear, route.players, route.expansions, route.edition)
            PlayerChartsScreen(viewModel { PlayerChartsViewModel(core, route.rosterId, filter) }, onBack = back)
        }
        composable<PlayersRoute> { PlayersScreen(viewModel { PlayersViewModel(core) }, onBack = back) }
        composable<SettingsRoute> { SettingsScreen(viewModel { SettingsViewModel(core) }, platform, onBack = back) }
    }
}
