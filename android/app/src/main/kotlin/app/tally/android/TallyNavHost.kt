// Routes of the app. Arguments are the game id and, for forms, the item to score.
package app.tally.android

import android.net.Uri
import androidx.compose.runtime.Composable
import androidx.lifecycle.ViewModelProvider
import androidx.navigation.NavHostController
import androidx.navigation.NavType
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import androidx.navigation.navArgument
import app.tally.core.ItemKind
import app.tally.core.Step

object Routes {
    const val HOME = "home"
    const val NEW_GAME = "new-game"
    const val SCOREBOARD = "scoreboard/{$GAME_ID}"
    const val FORM = "form/{$GAME_ID}/{$ITEM_KIND}/{$ITEM_KEY}?$ITEM_NAME={$ITEM_NAME}&$ITEM_STEP={$ITEM_STEP}&$END_OF_GAME={$END_OF_GAME}"
    const val DISPATCH = "dispatch/{$GAME_ID}"
    const val END_GAME = "end-game/{$GAME_ID}"
    const val RESULTS = "results/{$GAME_ID}"
    const val HISTORY = "history"
    const val DETAIL = "detail/{$GAME_ID}"
    const val STATISTICS = "statistics"
    const val PLAYERS = "players"
    const val SETTINGS = "settings"

    fun scoreboard(id: Long) = "scoreboard/$id"
    fun dispatch(id: Long) = "dispatch/$id"
    fun endGame(id: Long) = "end-game/$id"
    fun results(id: Long) = "results/$id"
    fun detail(id: Long) = "detail/$id"
    fun form(id: Long, kind: ItemKind, key: String, name: String, step: Step?, endOfGame: Boolean) =
        "form/$id/${kind.name}/${Uri.encode(key)}?$ITEM_NAME=${Uri.encode(name)}" +
            (step?.let { "&$ITEM_STEP=${it.name}" } ?: "") + "&$END_OF_GAME=$endOfGame"
}

private val gameArg = navArgument(GAME_ID) { type = NavType.LongType }

@Composable
fun TallyNavHost(factory: ViewModelProvider.Factory, nav: NavHostController = rememberNavController()) {
    NavHost(nav, startDestination = Routes.HOME) {
        composable(Routes.HOME) { HomeScreen(factory, nav) }
        composable(Routes.NEW_GAME) { NewGameScreen(factory, nav) }
        composable(Routes.SCOREBOARD, listOf(gameArg)) { ScoreboardScreen(factory, nav) }
        composable(
            Routes.FORM,
            listOf(
                gameArg,
                navArgument(ITEM_KIND) { type = NavType.StringType },
                navArgument(ITEM_KEY) { type = NavType.StringType },
                navArgument(ITEM_NAME) { type = NavType.StringType; nullable = true },
                navArgument(ITEM_STEP) { type = NavType.StringType; nullable = true },
                navArgument(END_OF_GAME) { type = NavType.BoolType; defaultValue = false },
            ),
        ) { ScoringFormScreen(factory, nav) }
        composable(Routes.DISPATCH, listOf(gameArg)) { DispatchScreen(factory, nav) }
        composable(Routes.END_GAME, listOf(gameArg)) { EndGameScreen(factory, nav) }
        composable(Routes.RESULTS, listOf(gameArg)) { ResultsScreen(factory, nav) }
        composable(Routes.HISTORY) { HistoryScreen(factory, nav) }
        composable(Routes.DETAIL, listOf(gameArg)) { GameDetailScreen(factory, nav) }
        composable(Routes.STATISTICS) { StatisticsScreen(factory, nav) }
        composable(Routes.PLAYERS) { PlayersScreen(factory, nav) }
        composable(Routes.SETTINGS) { SettingsScreen(factory, nav) }
    }
}
