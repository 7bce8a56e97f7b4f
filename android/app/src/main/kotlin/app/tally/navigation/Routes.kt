// The app's destinations as @Serializable types (type-safe navigation): a game's
// screens carry its id; the scoring form carries what it scores (a feature or an
// event key from the core, or the entry it edits).
package app.tally.navigation

import kotlinx.serialization.Serializable

@Serializable data object HomeRoute

@Serializable data object NewGameRoute

@Serializable data class ScoreboardRoute(val gameId: Long)

/**
 * A scoring form. [feature] or [event] (a key the core listed) is the first item of
 * the round; [step]: the step code an event is recorded at; [editSeq]: the past entry
 * this form edits (its command fills the form).
 */
@Serializable
data class ScoringRoute(
    val gameId: Long,
    val feature: String? = null,
    val event: String? = null,
    val step: String? = null,
    val editSeq: Long? = null,
)

@Serializable data class DispatchRoute(val gameId: Long)

@Serializable data class EndGameRoute(val gameId: Long)

@Serializable data class ResultsRoute(val gameId: Long)

@Serializable data object HistoryRoute

@Serializable data class GameDetailRoute(val gameId: Long)

@Serializable data object StatisticsRoute

@Serializable data object PlayersRoute

@Serializable data object SettingsRoute
