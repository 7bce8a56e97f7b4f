// The app's destinations as @Serializable types (type-safe navigation): a game's
// screens carry its id (its detail also the entry to show), a player's charts their
// roster id and the statistics' filter; the scoring form carries
// what it scores (a feature's or an event's key from the core with the core's own
// enums, or the entry it edits), the dispatch screen the entry it edits, if any.
package app.tally.navigation

import app.tally.core.Edition
import app.tally.core.ItemKind
import app.tally.core.Step
import kotlinx.serialization.Serializable

@Serializable data object HomeRoute

@Serializable data object NewGameRoute

@Serializable data class ScoreboardRoute(val gameId: Long)

/**
 * A scoring form: the core's draft of [key] (a feature or an event the core listed,
 * [kind] says which; [step]: the step an event is recorded at, where it has several),
 * or of the past entry [editSeq].
 */
@Serializable
data class ScoringRoute(
    val gameId: Long,
    val kind: ItemKind = ItemKind.FEATURE,
    val key: String? = null,
    val step: Step? = null,
    val editSeq: Long? = null,
)

/** The dispatch prompt: the dispatch waiting now, or the past entry [editSeq] that answered one. */
@Serializable data class DispatchRoute(val gameId: Long, val editSeq: Long? = null)

@Serializable data class EndGameRoute(val gameId: Long)

@Serializable data class ResultsRoute(val gameId: Long)

/** The live table this phone hosts for the game: its links, QR codes and who follows. */
@Serializable data class LiveTableRoute(val gameId: Long)

/** Joining a table another phone hosts; [link]: one opened from outside (a tally:// link). */
@Serializable data class JoinRoute(val link: String? = null)

/** The table this phone joined (the one JoinedTables holds). */
@Serializable data object JoinedTableRoute

/** A scoring form on the joined table, sent to the host through the scorer link. */
@Serializable data class JoinedScoringRoute(val key: String)

@Serializable data object HistoryRoute

/** A game's detail; [entry]: the entry to scroll to and mark (a record's). */
@Serializable data class GameDetailRoute(val gameId: Long, val entry: Long? = null)

@Serializable data object StatisticsRoute

/** One roster player's charts over the games the statistics' filter chooses (its fields, unset: every game). */
@Serializable
data class PlayerChartsRoute(
    val rosterId: Long,
    val fromYear: Int? = null,
    val toYear: Int? = null,
    val players: List<Long> = emptyList(),
    val expansions: List<String> = emptyList(),
    val edition: Edition? = null,
)

@Serializable data object PlayersRoute

@Serializable data object SettingsRoute
