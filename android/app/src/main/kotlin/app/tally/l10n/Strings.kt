// Every text the app itself shows, from one source: the Fluent messages of
// `bindings/ffi/locales/<language>/app.ftl`, the same the iOS app renders for the same
// thing, each id written whole (a test reads them here), rendered by the
// core's `appText` with the language's plural rules and the glossary's words. One
// `Strings` per language, each text rendered once per arguments and kept. Texts about
// the rules — feature, event, tile and field names, breakdown rows, refusal reasons,
// colours — are the core's, in the language given to `setLocale`; the app renders in
// that same language (the shell and the tests set both together).
package app.tally.l10n

import androidx.compose.runtime.staticCompositionLocalOf
import app.tally.ffi.TextArg
import app.tally.ffi.TextValue
import app.tally.ffi.appText
import app.tally.core.Category
import app.tally.core.Colour
import app.tally.core.Group
import app.tally.core.Phase
import app.tally.core.When
import java.text.NumberFormat
import java.util.Locale
import java.util.concurrent.ConcurrentHashMap

class Strings internal constructor(
    /** The ISO 639-1 code the texts are rendered in (`setLocale` must have chosen it). */
    val language: String,
) {
    private val rendered = ConcurrentHashMap<String, String>()

    private fun text(id: String, vararg args: Pair<String, Any>): String {
        val key = if (args.isEmpty()) id else id + args.joinToString("") { (name, value) -> "\u0000$name=$value" }
        return rendered.getOrPut(key) {
            appText(
                id,
                args.map { (name, value) ->
                    TextArg(
                        name,
                        when (value) {
                            is TextValue -> value
                            is Int -> TextValue.Number(value.toLong())
                            is Long -> TextValue.Number(value)
                            is UInt -> TextValue.Number(value.toLong())
                            else -> TextValue.Text(value.toString())
                        },
                    )
                },
            )
        }
    }

    /** A decimal (an average) written as the language writes it: "56.0", "56,0". */
    fun decimal(value: Double): String =
        NumberFormat.getNumberInstance(Locale.forLanguageTag(language)).apply {
            minimumFractionDigits = 1
            maximumFractionDigits = 1
        }.format(value)

    val appName: String get() = text("app-name")
    val loading: String get() = text("app-loading")
    val ok: String get() = text("app-ok")
    val back: String get() = text("app-back")
    val cancel: String get() = text("app-cancel")
    val add: String get() = text("app-add")
    val home: String get() = text("app-home")
    val liveTable: String get() = text("app-live-table")
    val open: String get() = text("app-open")
    val nobody: String get() = text("app-nobody")
    val undo: String get() = text("app-undo")
    val redo: String get() = text("app-redo")

    // home
    val homeResume: String get() = text("app-home-resume")
    val homeResumeButton: String get() = text("app-resume")
    val homeNewGame: String get() = text("app-new-game")
    fun homeHistory(games: Int): String = text("app-home-history", "games" to games)
    val homeStatistics: String get() = text("app-statistics")
    fun homePlayers(players: Int): String = text("app-home-players", "players" to players)
    val homeSettings: String get() = text("app-settings")
    val homeOtherUnfinished: String get() = text("app-home-other-unfinished")

    // joining a table another phone hosts
    val joinTable: String get() = text("app-join-table")
    val joinLinkLabel: String get() = text("app-join-link-label")
    val joinLinkHint: String get() = text("app-join-link-hint")
    val joinScan: String get() = text("app-join-scan")
    val joinMeLabel: String get() = text("app-join-me-label")
    val joinAction: String get() = text("app-join-action")
    val joinLive: String get() = text("app-join-live")
    fun joinStale(time: String): String = text("app-join-stale", "time" to time)
    val joinViewer: String get() = text("app-join-viewer")
    val joinLinkClosed: String get() = text("app-join-link-closed")
    fun joinKept(game: Long): String = text("app-join-kept", "game" to game)
    val joinLeave: String get() = text("app-join-leave")

    // new game
    val newGameTitle: String get() = text("app-new-game")
    fun newGamePlayers(count: Int): String = text("app-new-game-players", "count" to count)
    val newGameFromRoster: String get() = text("app-add-from-players")
    val newGameNewPlayer: String get() = text("app-new-player")
    val newGameEdition: String get() = text("app-edition")
    val newGamePresets: String get() = text("app-presets")
    fun newGameExpansions(chosen: Int): String = text("app-new-game-expansions", "chosen" to chosen)
    val newGameVariants: String get() = text("app-rule-variants")
    val newGameStart: String get() = text("app-start-game")
    fun selectedOf(chosen: Int, of: Int): String = text("app-selected-of", "chosen" to chosen, "of" to of)
    fun group(group: Group): String = when (group) {
        Group.MAJOR -> text("app-group-major")
        Group.MINOR -> text("app-group-minor")
        Group.OTHER -> text("app-group-other")
        Group.PRINT_AND_PLAY -> text("app-group-print-and-play")
        Group.FAN -> text("app-group-fan")
    }
    /** A colour by the core's name in the player's language. */
    fun colour(colour: Colour): String = text("app-colour", "colour" to TextValue.Name("colour-" + colour.name.lowercase()))
    fun moveUp(name: String): String = text("app-move-up", "name" to name)
    fun remove(name: String): String = text("app-remove", "name" to name)

    // scoreboard
    fun turnOf(turn: Int, player: String): String = text("app-turn-of", "turn" to turn, "player" to player)
    fun stepNow(step: String): String = text("app-step-now", "step" to step)
    val secondPartShort: String get() = text("app-second-part-short")
    fun phase(phase: Phase): String = when (phase) {
        Phase.PLAYING -> text("app-phase-playing")
        Phase.END_GAME -> text("app-phase-end-game")
        Phase.FINISHED -> text("app-phase-finished")
    }
    fun figureAt(figure: Int, space: Int): String = text("app-figure-at", "figure" to figure, "space" to space)
    fun spaceAt(space: Int): String = text("app-space-at", "space" to space)
    fun robberOn(space: Int): String = text("app-robber-on", "space" to space)
    fun lastEntry(summary: String): String = text("app-last-entry", "summary" to summary)
    fun scoreFeature(moment: When): String = when (moment) {
        When.COMPLETED -> text("app-score-feature-completed")
        When.END_OF_GAME -> text("app-score-feature-end-of-game")
    }
    val events: String get() = text("app-events")
    fun stepDescription(code: String, name: String): String = text("app-step-named", "code" to code, "name" to name)
    val table: String get() = text("app-table-mode")
    val endTurn: String get() = text("app-end-turn")
    val placeRobber: String get() = text("app-place-robber")
    val secondPart: String get() = text("app-second-part")
    val startEndGame: String get() = text("app-end-of-game")
    val endGameWalkthrough: String get() = text("app-end-game-walkthrough")
    val seeResults: String get() = text("app-results")
    val reopen: String get() = text("app-reopen")
    val timeline: String get() = text("app-timeline")
    val correct: String get() = text("app-correct")
    val correctWhose: String get() = text("app-correct-whose")
    val correctPoints: String get() = text("app-correct-points")
    val correctReason: String get() = text("app-correct-reason")
    val correctApply: String get() = text("app-correct-apply")
    val robberWhose: String get() = text("app-robber-whose")
    val robberWhere: String get() = text("app-robber-where")
    val robberNowhere: String get() = text("app-robber-nowhere")
    fun robberToSpace(space: Int): String = text("app-robber-to-space", "space" to space)
    val robberChoiceTitle: String get() = text("app-robber-choice-title")
    fun robberChoiceBody(owner: String, space: Int): String = text("app-robber-chooses", "player" to owner, "space" to space)
    fun robberCandidate(player: String, points: Long): String = text("app-robber-candidate", "player" to player, "points" to points)
    fun playerRow(name: String, score: Long): String = text("app-player-row", "name" to name, "score" to score)
    val theirTurn: String get() = text("app-their-turn")
    fun trackPlayer(name: String, score: Long, spaces: List<Int>, robber: Int?): String =
        text("app-track-player", "name" to name, "score" to score, "figures" to spaces.size, "spaces" to spaces.joinToString(", ")) +
            (robber?.let { ", " + text("app-robber-on", "space" to it) } ?: "")
    fun trackDescription(players: List<String>): String = text("app-track-description", "players" to players.joinToString("; "))

    // scoring form
    val whichFigure: String get() = text("app-which-figure-moves")
    fun figureOn(figure: Int, space: Int): String = text("app-figure-on-space", "figure" to figure, "space" to space)
    fun figureNumber(figure: Int): String = text("app-figure-number", "figure" to figure)
    val breakdown: String get() = text("app-breakdown")
    val breakdownNobody: String get() = text("app-breakdown-nobody")
    val scoreIt: String get() = text("app-score-it")
    fun scoreRound(items: Int): String = text("app-score-round", "items" to items)
    fun roundItems(items: Int): String = text("app-round-items", "items" to items)
    fun removeFromRound(item: String): String = text("app-remove-item-from-round", "item" to item)
    val anotherFeature: String get() = text("app-another-feature")
    val nobodyScores: String get() = text("app-nobody-scores-record-anyway")
    fun editEntry(seq: Long): String = text("app-edit-entry", "seq" to seq)
    val saveEdit: String get() = text("app-save-edit")
    fun entryChanges(seq: Long, summary: String): String = text("app-entry-changes", "seq" to seq, "summary" to summary)
    val scoresAfter: String get() = text("app-scores-after")
    fun fieldOfPlayer(field: String, player: String): String = text("app-field-of-player", "field" to field, "player" to player)
    fun decrease(label: String): String = text("app-decrease", "label" to label)
    fun increase(label: String): String = text("app-increase", "label" to label)

    // dispatch
    val dispatchTitle: String get() = text("app-dispatch")
    fun dispatchBody(player: String, space: Int): String = text("app-dispatch-body", "player" to player, "space" to space)
    val dispatchResolve: String get() = text("app-dispatch-resolve")
    val dispatchChoose: String get() = text("app-dispatch-choose")
    val dispatchMeepleFeature: String get() = text("app-dispatch-meeple-feature")
    fun dispatchFeatureForm(feature: String): String = text("app-dispatch-feature-form", "feature" to feature)

    // end game, results
    val endGameTitle: String get() = text("app-end-game-title")
    fun endGameProgress(index: Int, of: Int): String = text("app-end-game-progress", "index" to index, "of" to of)
    val endGameNotYet: String get() = text("app-not-scored-yet")
    fun endGameScored(times: Int): String = text("app-times-scored", "times" to times)
    val endGameScore: String get() = text("app-end-game-score")
    val endGameNext: String get() = text("app-next")
    val automatic: String get() = text("app-automatic")
    val atTheFinish: String get() = text("app-at-the-finish")
    val finishGame: String get() = text("app-finish-game")
    val resultsTitle: String get() = text("app-results")
    val resultsProvisional: String get() = text("app-results-provisional")
    val shareResult: String get() = text("app-share-result")
    val exportForBgStats: String get() = text("app-export-bgstats")
    val exportForBgg: String get() = text("app-export-bgg")
    val logInBgStats: String get() = text("app-log-in-bg-stats")
    val logOnBgg: String get() = text("app-log-on-bgg")
    val tied: String get() = text("app-tied")
    fun standing(rank: Int, name: String, score: Long): String = text("app-standing", "rank" to rank, "name" to name, "score" to score)
    fun category(category: Category): String = when (category) {
        Category.ROADS -> text("app-category-roads")
        Category.CITIES -> text("app-category-cities")
        Category.CLOISTERS -> text("app-category-cloisters")
        Category.FIELDS -> text("app-category-fields")
        Category.FEATURES -> text("app-category-features")
        Category.BONUSES -> text("app-category-bonuses")
        Category.DISPATCHES -> text("app-category-dispatches")
        Category.ROBBERS -> text("app-category-robbers")
        Category.CORRECTIONS -> text("app-category-corrections")
    }

    // history, detail
    val historyTitle: String get() = text("app-history")
    val historyEmpty: String get() = text("app-no-games")
    val finishedOnly: String get() = text("app-finished-only")
    val finished: String get() = text("app-finished")
    val unfinished: String get() = text("app-unfinished-badge")
    fun expansionsCount(count: Int): String = text("app-expansion-count", "count" to count)
    val detailTitle: String get() = text("app-game")
    val detailChart: String get() = text("app-score-progression")
    val endShort: String get() = text("app-end-short")
    fun chartDescription(finals: List<Pair<String, Long>>): String =
        text("app-chart-description", "finals" to finals.joinToString("; ") { (name, score) -> text("app-chart-final", "name" to name, "score" to score) })
    val timelineHint: String get() = text("app-timeline-hint")
    val entryOptions: String get() = text("app-entry-options")
    fun entryTitle(seq: Long, summary: String): String = text("app-entry-title", "seq" to seq, "title" to summary)
    val editEntryButton: String get() = text("app-edit")
    val deleteEntry: String get() = text("app-delete")
    val deleteChanges: String get() = text("app-delete-changes")
    val confirmDelete: String get() = text("app-delete-entry")

    // statistics
    val statisticsTitle: String get() = text("app-statistics")
    val statisticsEmpty: String get() = text("app-no-statistics-description")
    fun statsWins(wins: Int, games: Int): String = text("app-stats-wins", "wins" to wins, "games" to games)
    val statsWinRate: String get() = text("app-stats-win-rate")
    val statsAverage: String get() = text("app-stats-average")
    val statsBest: String get() = text("app-best-score")
    val statsWorst: String get() = text("app-worst-score")
    fun statsBestFeature(feature: String, points: Long): String = text("app-stats-best-feature", "feature" to feature, "points" to points)
    fun statsLongestFeature(feature: String, size: Long): String = text("app-stats-longest-feature", "feature" to feature, "size" to size)

    // players
    val playersTitle: String get() = text("app-players")
    fun playersGames(games: Int): String = text("app-game-count", "games" to games)
    val playersAdd: String get() = text("app-new-player")
    val playersName: String get() = text("app-name-field")
    fun editPlayer(name: String): String = text("app-edit-player", "name" to name)
    val rename: String get() = text("app-rename")
    fun mergeInto(name: String): String = text("app-merge-same-person", "name" to name)
    fun mergeDescription(duplicate: String, keep: String): String = text("app-merge-into", "duplicate" to duplicate, "keep" to keep)

    // settings
    val settingsTitle: String get() = text("app-settings")
    val settingsBackup: String get() = text("app-your-games")
    fun settingsGames(games: Int): String = text("app-settings-games", "games" to games)
    val settingsExport: String get() = text("app-export-all")
    val settingsImport: String get() = text("app-import")
    fun settingsExported(games: Int): String = text("app-settings-exported", "games" to games)
    fun settingsImported(imported: Int, skipped: Int): String = text("app-import-report", "imported" to imported, "skipped" to skipped)
    val settingsAbout: String get() = text("app-about")
    val settingsAboutBody: String get() = text("app-about-rules")
    fun undone(summary: String): String = text("app-undone", "entry" to summary)
    fun redone(summary: String): String = text("app-redone", "entry" to summary)
    fun passedLap(player: String, points: Long): String = text("app-passed-lap", "player" to player, "points" to points)
    val foreignLogTitle: String get() = text("app-foreign-log-title")
    val foreignLogBody: String get() = text("app-foreign-log-body")
    val foreignLogSetAside: String get() = text("app-foreign-log-set-aside")
    val foreignLogLeave: String get() = text("app-foreign-log-leave")
    val settingsKeepScreenOn: String get() = text("app-keep-screen-on")
    val settingsMe: String get() = text("app-settings-me")
    val settingsMeBody: String get() = text("app-settings-me-footer")
    val settingsMeNobody: String get() = text("app-settings-me-nobody")
    fun settingsVersion(version: String): String = text("app-settings-version", "version" to version)
    fun settingsLanguage(language: String): String = text("app-settings-language", "language" to language)
    fun lastChange(ago: String): String = text("app-last-change", "ago" to ago)
    val shareGame: String get() = text("app-share-game")
    val rematch: String get() = text("app-rematch-explained")
    fun rematchMissing(names: String, count: Int): String = text("app-rematch-missing", "names" to names, "count" to count)
    val deleteGame: String get() = text("app-delete-game")
    val deleteGameQuestion: String get() = text("app-delete-game-question")
    fun deleteGameBody(entries: Long): String = text("app-delete-game-body", "entries" to entries)
    val deleteGameBeingPlayed: String get() = text("app-delete-game-being-played")
    val lastTilePlaced: String get() = text("app-last-tile-question")
    val lastTilePlacedBody: String get() = text("app-begin-end-game-message")
    val beginEndGame: String get() = text("app-begin-end-game")
    val finishQuestion: String get() = text("app-finish-game-question")
    val finishBody: String get() = text("app-finish-body")
    val finishConfirm: String get() = text("app-finish")
    fun mergeBody(duplicate: String, keep: String): String = text("app-merge-message", "duplicate" to duplicate, "keep" to keep)
    val merge: String get() = text("app-merge")
    // statistics charts (texts shared by both apps)
    val statsCharts: String get() = text("app-stats-charts")
    val statsWinsHeading: String get() = text("app-stats-wins-heading")
    val statsRatingHeading: String get() = text("app-stats-rating-heading")
    val statsRatingExplained: String get() = text("app-stats-rating-explained")
    fun statsRating(rating: Double, uncertainty: Double): String =
        text("app-stats-rating-value", "rating" to decimal(rating), "uncertainty" to decimal(uncertainty))
    val statsRecordsHeading: String get() = text("app-stats-records-heading")
    fun statsRecordFeature(name: String, tiles: Long, points: Long): String =
        text("app-stats-record-feature", "name" to name, "tiles" to tiles, "points" to points)
    fun statsRecordPoints(name: String, points: Long): String = text("app-stats-record-points", "name" to name, "points" to points)
    fun statsRecordLead(name: String, lead: Long, points: Long): String =
        text("app-stats-record-lead", "name" to name, "lead" to lead, "points" to points)
    val statsOpenGame: String get() = text("app-stats-open-game")
    val statsPointsByCategory: String get() = text("app-stats-points-by-category")
    fun statsPointsChart(games: Int): String = text("app-stats-points-chart", "games" to games)
    val statsScoreAndPlace: String get() = text("app-stats-score-and-place")
    fun statsScores(scores: String): String = text("app-stats-scores", "scores" to scores)
    fun statsPlaces(places: String): String = text("app-stats-places", "places" to places)
    val statsByPlayers: String get() = text("app-stats-by-players")
    fun statsPlayersCount(players: Long): String = text("app-stats-players-count", "players" to players)
    val statsByExpansion: String get() = text("app-stats-by-expansion")
    val statsRatingHistory: String get() = text("app-stats-rating-history")
    fun statsRatingChart(first: String, last: String): String = text("app-stats-rating-chart", "first" to first, "last" to last)
    fun statsPairChart(a: String, ahead: Long, ties: Long, b: String, behind: Long): String =
        text("app-stats-pair-chart", "a" to a, "ahead" to ahead, "ties" to ties, "b" to b, "behind" to behind)
    fun statsPairScores(a: String, b: String): String = text("app-stats-pair-scores", "a" to a, "b" to b)
    val filter: String get() = text("app-filter")
    val statsFiltersHeading: String get() = text("app-stats-filters-heading")
    fun statsFilterSummary(filters: String): String = text("app-stats-filter-summary", "filters" to filters)
    val statsFilterClear: String get() = text("app-stats-filter-clear")
    val statsFilterYears: String get() = text("app-stats-filter-years")
    val statsFilterFrom: String get() = text("app-stats-filter-from")
    val statsFilterTo: String get() = text("app-stats-filter-to")
    val statsFilterAnyYear: String get() = text("app-stats-filter-any-year")

    // years as text: a year is not a quantity ("2024", never "2,024")
    fun statsFilterYearRange(from: Int, to: Int): String = text("app-stats-filter-year-range", "from" to from.toString(), "to" to to.toString())
    fun statsFilterSince(year: Int): String = text("app-stats-filter-since", "year" to year.toString())
    fun statsFilterUntil(year: Int): String = text("app-stats-filter-until", "year" to year.toString())
    fun statsFilterPlayers(players: Int): String = text("app-stats-filter-players", "players" to players)
    val statsFilterPlayersHint: String get() = text("app-stats-filter-players-hint")
    val statsFilterExpansions: String get() = text("app-stats-filter-expansions")
    val statsFilterExpansionsHint: String get() = text("app-stats-filter-expansions-hint")
    val statsFilterAnyEdition: String get() = text("app-stats-filter-any-edition")
    val statsFilterNoGames: String get() = text("app-stats-filter-no-games")
    val statsOpenEntry: String get() = text("app-stats-open-entry")
    val headToHead: String get() = text("app-head-to-head-choose")
    fun headToHeadGames(games: Long): String = text("app-head-to-head-games", "games" to games)
    fun headToHeadAhead(player: String, games: Long): String = text("app-head-to-head-ahead", "player" to player, "games" to games)
    fun headToHeadTies(ties: Long): String = text("app-head-to-head-ties", "ties" to ties)
    fun headToHeadAverages(a: String, aAverage: String, b: String, bAverage: String): String =
        text("app-head-to-head-averages", "a" to a, "aAverage" to aAverage, "b" to b, "bAverage" to bAverage)
}

/** The languages of the app by their ISO 639-1 codes (those of the core). */
val languages: Map<String, Strings> = listOf("en", "de", "fr", "ro", "cs", "ru", "nl").associateWith { Strings(it) }

/** The strings for a locale tag (`fr-FR`, `cs`); English for a language Tally does not speak. */
fun stringsFor(tag: String): Strings = languages[tag.substringBefore('-').substringBefore('_').lowercase()] ?: languages.getValue("en")

val LocalStrings = staticCompositionLocalOf { languages.getValue("en") }
