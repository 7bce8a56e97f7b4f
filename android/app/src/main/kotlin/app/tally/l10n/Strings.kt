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
    val undoHint: String get() = text("app-undo-hint")
    val redo: String get() = text("app-redo")
    val redoHint: String get() = text("app-redo-hint")
    /** A control's label with what it does, as a screen reader reads them (a hint after its label). */
    fun hinted(label: String, hint: String): String = "$label. $hint"

    // home
    val homeResume: String get() = text("app-home-resume")
    val homeResumeButton: String get() = text("app-resume")
    val opensScoreboard: String get() = text("app-opens-scoreboard")
    val homeNewGame: String get() = text("app-new-game")
    fun homeHistory(games: Int): String = text("app-home-history", "games" to games)
    val homeStatistics: String get() = text("app-statistics")
    fun homePlayers(players: Int): String = text("app-home-players", "players" to players)
    val homeSettings: String get() = text("app-settings")
    val homeOtherUnfinished: String get() = text("app-home-other-unfinished")
    val recentGames: String get() = text("app-recent-games")

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
    /** A roster player offered for a seat, with how many games they played. */
    fun rosterPlayerGames(name: String, games: Long): String = text("app-roster-player-games", "name" to name, "games" to games)
    fun colourOf(player: String): String = text("app-colour-of", "player" to player)
    /** An expansion's switch as a screen reader says it: all of it, some components, none. */
    val switchedOn: String get() = text("app-on")
    val someComponents: String get() = text("app-some-components")
    val switchedOff: String get() = text("app-off")
    val newGameNewPlayer: String get() = text("app-new-player")
    val newGameEdition: String get() = text("app-edition")
    val newGamePresets: String get() = text("app-presets")
    val newGamePresetsBody: String get() = text("app-presets-footer")
    /** A preset by name with its edition, and whether a published contents list confirmed it. */
    fun preset(name: String, edition: String, confirmed: Boolean): String =
        text(if (confirmed) "app-preset" else "app-preset-unconfirmed", "preset" to name, "edition" to edition)
    fun newGameExpansions(chosen: Int): String = text("app-new-game-expansions", "chosen" to chosen)
    val newGameVariants: String get() = text("app-rule-variants")
    val newGameStart: String get() = text("app-start-game")
    val problemTooFew: String get() = text("app-problem-too-few")
    val problemTooMany: String get() = text("app-problem-too-many")
    val problemMissingName: String get() = text("app-problem-missing-name")
    fun problemSameName(name: String): String = text("app-problem-same-name", "name" to name)
    val problemSameColour: String get() = text("app-problem-same-colour")
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
    fun phase(phase: Phase): String = when (phase) {
        Phase.PLAYING -> text("app-phase-playing")
        Phase.END_GAME -> text("app-phase-end-game")
        Phase.FINISHED -> text("app-phase-finished")
    }
    fun spaceAt(space: Int): String = text("app-space-number", "space" to space)
    /** Said after a figure's space when it is a dark (dispatch) space. */
    val darkSpace: String get() = text("app-dark-space")
    fun robberOn(space: Int): String = text("app-robber-on-space", "space" to space)
    val lastEntries: String get() = text("app-last-entries")
    /** When an entry was recorded: "Turn 3 · 2A". */
    fun turnStep(turn: Int, code: String): String = text("app-turn-step", "turn" to turn, "code" to code)
    /** The step whose events are shown is the table's own. */
    val now: String get() = text("app-now")
    val nothingRecorded: String get() = text("app-nothing-recorded")
    fun scoreFeature(moment: When): String = when (moment) {
        When.COMPLETED -> text("app-completed-features")
        When.END_OF_GAME -> text("app-incomplete-features")
    }
    val events: String get() = text("app-events")
    fun stepDescription(code: String, name: String): String = text("app-step-named", "code" to code, "name" to name)
    val table: String get() = text("app-table-mode")
    val endTurn: String get() = text("app-end-turn")
    val endTurnHint: String get() = text("app-end-turn-hint")
    val opensScoreForm: String get() = text("app-opens-score-form")
    val placeRobber: String get() = text("app-place-robber")
    val secondPart: String get() = text("app-second-part")
    val startEndGame: String get() = text("app-end-of-game")
    val endGameWalkthrough: String get() = text("app-end-game-walkthrough")
    val seeResults: String get() = text("app-results")
    val reopen: String get() = text("app-reopen")
    val timeline: String get() = text("app-timeline")
    val timelineOpensHint: String get() = text("app-timeline-opens-hint")
    val correct: String get() = text("app-correction")
    val correctWhose: String get() = text("app-player")
    val correctPoints: String get() = text("app-points")
    val correctReason: String get() = text("app-reason")
    val correctFooter: String get() = text("app-correction-footer")
    val correctApply: String get() = text("app-record")
    val robberWhose: String get() = text("app-robber-of-heading")
    val robberWhere: String get() = text("app-robber-spaces")
    val robberNowhere: String get() = text("app-robber-nowhere")
    /** A space a robber may take, with the players whose figures stand on it. */
    fun spaceWith(space: Int, names: List<String>): String = text("app-space-with", "space" to space, "names" to names.joinToString(", "))
    fun robberOwnerOnSpace(owner: String, space: Int): String = text("app-robber-owner-on-space", "player" to owner, "space" to space)
    val robberChoiceTitle: String get() = text("app-robber")
    fun robberChoiceBody(owner: String, space: Int): String = text("app-robber-chooses", "player" to owner, "space" to space)
    fun robberCandidate(player: String, points: Long): String = text("app-robber-candidate", "player" to player, "points" to points)
    /** A player's score as a screen reader says it, and whether it is their turn. */
    fun playerScore(name: String, score: Long, active: Boolean = false): String =
        text(if (active) "app-player-score-active" else "app-player-score", "player" to name, "score" to score)
    /** A space of the track as a screen reader names it, a dark (dispatch) space said so. */
    fun trackSpace(space: Int, dark: Boolean): String = text(if (dark) "app-dark-space-number" else "app-space-number", "space" to space)
    /** A player's scoring figure on the track, with two per player: "Ann, scoring figure 2". */
    fun playerFigure(player: String, figure: Int): String = text("app-player-figure", "player" to player, "figure" to figure)
    fun robberOf(player: String): String = text("app-robber-of", "player" to player)
    /** A 50/100 tile under a scoring figure, as a screen reader says it. */
    fun lapTile(value: Int): String = text("app-lap-tile", "value" to value)
    val scoringTrack: String get() = text("app-scoring-track")

    // scoring form
    val whichFigure: String get() = text("app-which-figure-moves")
    val whichFigureBody: String get() = text("app-which-figure-moves-footer")
    fun figureOn(figure: Int, space: Int): String = text("app-figure-on-space", "figure" to figure, "space" to space)
    /** A figure's move with this round's points, and whether it would stop on a dark (dispatch) space. */
    fun figureToSpace(figure: Int, from: Int, space: Int, dark: Boolean): String =
        text(if (dark) "app-figure-to-dark-space" else "app-figure-to-space", "figure" to figure, "from" to from, "space" to space)
    fun scoringFigureOf(player: String): String = text("app-scoring-figure-of", "player" to player)
    fun figureNumber(figure: Int): String = text("app-figure-number", "figure" to figure)
    val breakdown: String get() = text("app-breakdown")
    val breakdownNobody: String get() = text("app-breakdown-nobody")
    val nothingChanged: String get() = text("app-nothing-changed")
    val fillInToSeePoints: String get() = text("app-fill-in-to-see-points")
    val step: String get() = text("app-step")
    val notChosen: String get() = text("app-not-chosen")
    val empty: String get() = text("app-empty")
    val countOnTheBoard: String get() = text("app-count-on-the-board")
    val filledInByTally: String get() = text("app-filled-in-by-tally")
    val scoreIt: String get() = text("app-score-it")
    fun scoreRound(items: Int): String = text("app-score-round", "items" to items)
    fun roundItems(items: Int): String = text("app-round-items", "items" to items)
    fun removeFromRound(item: String): String = text("app-remove-item-from-round", "item" to item)
    val anotherFeature: String get() = text("app-another-feature")
    val anotherFeatureBody: String get() = text("app-another-feature-footer")
    val nobodyScores: String get() = text("app-nobody-scores-record-anyway")
    fun nobodyScoresItems(items: List<String>): String = text("app-nobody-scores-items", "items" to items.joinToString(", "))
    /** The title of an entry being edited: "#3 Road". */
    fun editEntry(seq: Long, title: String): String = text("app-entry-title", "seq" to seq, "title" to title)
    val saveEdit: String get() = text("app-replace")
    fun entryChanges(seq: Long, summary: String): String = text("app-entry-changes", "seq" to seq, "summary" to summary)
    val scoresAfter: String get() = text("app-what-this-changes")
    /** The entries a change would remove, by number: "#4, #5". */
    fun entriesThatGo(seqs: List<Long>): String = text("app-entries-that-go", "entries" to seqs.joinToString(", ") { "#$it" })
    fun changePlayer(player: String, before: Long, after: Long): String = text("app-change-player", "player" to player, "before" to before, "after" to after)
    fun fieldOfPlayer(field: String, player: String): String = text("app-field-of-player", "field" to field, "player" to player)
    fun decrease(label: String): String = text("app-decrease", "label" to label)
    fun increase(label: String): String = text("app-increase", "label" to label)

    // dispatch
    val dispatchTitle: String get() = text("app-dispatch")
    /** Who drew a dispatch: `figure` counted from 0, as the core counts it. */
    fun dispatchBody(player: String, figure: Int, space: Int): String =
        text("app-dispatch-drawn", "player" to player, "figure" to figure + 1, "space" to space)
    val dispatchResolve: String get() = text("app-dispatch-resolve")
    val undoLastScoring: String get() = text("app-undo-last-scoring")
    val dispatchChoose: String get() = text("app-dispatch-choose")
    val dispatchMeepleFeature: String get() = text("app-dispatch-meeple-feature")
    fun dispatchFeatureForm(feature: String): String = text("app-dispatch-feature-form", "feature" to feature)

    // end game, results
    val endGameTitle: String get() = text("app-phase-end-game")
    fun endGameProgress(index: Int, of: Int): String = text("app-end-game-progress", "index" to index, "of" to of)
    val endGameNotYet: String get() = text("app-not-scored-yet")
    fun endGameScored(times: Int): String = text("app-times-scored", "times" to times)
    val endGameScore: String get() = text("app-score-it")
    val endGameNextFooter: String get() = text("app-end-game-next-footer")
    fun itemsNotScored(count: Int): String = text("app-items-not-scored", "count" to count)
    val nothingScoredByItself: String get() = text("app-nothing-scored-by-itself")
    val endGameNext: String get() = text("app-next")
    val scoredByItself: String get() = text("app-scored-by-itself")
    val atTheFinish: String get() = text("app-scored-when-finished")
    val finishGame: String get() = text("app-finish-game")
    val resultsTitle: String get() = text("app-results")
    val standings: String get() = text("app-standings")
    val resultsProvisional: String get() = text("app-results-provisional")
    val gameDetail: String get() = text("app-game-detail")
    val done: String get() = text("app-done")
    val shareResult: String get() = text("app-share-result")
    val exportForBgStats: String get() = text("app-export-bgstats")
    val exportForBgg: String get() = text("app-export-bgg")
    val logInBgStats: String get() = text("app-log-in-bg-stats")
    val logOnBgg: String get() = text("app-log-on-bgg")
    val tied: String get() = text("app-tied")
    /** Who won: one player, or several sharing the victory. */
    fun winners(names: List<String>): String =
        if (names.size > 1) text("app-share-victory", "names" to names.joinToString(", ")) else text("app-wins", "player" to names.joinToString())
    fun standing(rank: Int, name: String, score: Long): String = text("app-rank-player-score", "rank" to rank, "player" to name, "score" to score)
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
    val historyEmptyBody: String get() = text("app-no-games-description")
    val historyGames: String get() = text("app-games")
    val allGames: String get() = text("app-all-games")
    val finishedGames: String get() = text("app-phase-finished")
    val unfinishedGames: String get() = text("app-unfinished-filter")
    val allPlayers: String get() = text("app-all-players")
    val historyExpansion: String get() = text("app-expansion")
    val anyExpansion: String get() = text("app-any-expansion")
    val historyPlayer: String get() = text("app-player")
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
    val deleteAnEntry: String get() = text("app-delete-an-entry")
    val confirmDelete: String get() = text("app-delete-entry")
    val deleteEntryFooter: String get() = text("app-delete-entry-footer")
    val editCorrection: String get() = text("app-edit-correction")

    // statistics
    val statisticsTitle: String get() = text("app-statistics")
    val statisticsEmpty: String get() = text("app-no-statistics")
    val statisticsEmptyBody: String get() = text("app-no-statistics-description")
    fun statsWins(wins: Int, games: Int): String = text("app-stats-wins", "wins" to wins, "games" to games)
    val statsWinRate: String get() = text("app-stats-win-rate")
    val statsAverage: String get() = text("app-stats-average")
    val statsBest: String get() = text("app-best-score")
    val statsWorst: String get() = text("app-worst-score")
    val statsBestFeature: String get() = text("app-most-valuable-feature")
    val statsLongestFeature: String get() = text("app-longest-feature")
    val statsAverageByCategory: String get() = text("app-average-by-category")

    // players
    val playersTitle: String get() = text("app-players")
    fun playersGames(games: Int): String = text("app-game-count", "games" to games)
    val playersAdd: String get() = text("app-new-player")
    val playersAddButton: String get() = text("app-add-player")
    val playersEmpty: String get() = text("app-no-players")
    val playersEmptyBody: String get() = text("app-no-players-description")
    val favouriteColour: String get() = text("app-favourite-colour")
    val playersName: String get() = text("app-name-field")
    fun editPlayer(name: String): String = text("app-edit-player", "name" to name)
    val rename: String get() = text("app-rename")
    val mergeInto: String get() = text("app-merge-into-menu")
    val mergeQuestion: String get() = text("app-merge-question")
    fun renameBody(name: String): String = text("app-rename-message", "player" to name)
    fun mergeDescription(duplicate: String, keep: String): String = text("app-merge-into", "duplicate" to duplicate, "keep" to keep)

    // settings
    val settingsTitle: String get() = text("app-settings")
    val settingsBackup: String get() = text("app-your-games")
    val settingsGames: String get() = text("app-games-stored")
    val settingsBackupBody: String get() = text("app-your-games-footer")
    val settingsAtTheTable: String get() = text("app-at-the-table")
    val settingsKeepScreenOnBody: String get() = text("app-keep-screen-on-footer")
    val settingsExport: String get() = text("app-export-all")
    val settingsImport: String get() = text("app-import")
    fun settingsExported(games: Int): String = text("app-settings-exported", "games" to games)
    fun settingsImported(imported: Int, skipped: Int): String = text("app-import-report", "imported" to imported, "skipped" to skipped)
    val settingsAbout: String get() = text("app-about")
    val settingsAboutBody: String get() = text("app-about-rules")
    /** An entry as an announcement names it: "#3 Road: Ann +3, Ben +3" ([awards] empty: "#3 End of turn"). */
    fun entry(seq: Long, title: String, awards: String): String =
        if (awards.isEmpty()) text("app-entry-title", "seq" to seq, "title" to title)
        else text("app-entry", "seq" to seq, "title" to title, "awards" to awards)
    /** What an undo took back ([entry] as [entry] names it; null: the core's update did not say). */
    fun undone(entry: String?): String = entry?.let { text("app-undone", "entry" to it) } ?: text("app-undid-nothing-named")
    fun redone(entry: String?): String = entry?.let { text("app-redone", "entry" to it) } ?: text("app-redid-nothing-named")
    /** A figure passed a 50 ([figure] from 0, named when a player has two), and the lap tile that shows it. */
    fun passedLap(player: String, figure: Int?, points: Long, turnsTile: Boolean): String {
        val passes = figure?.let { text("app-figure-passes", "player" to player, "figure" to it + 1, "points" to points) }
            ?: text("app-passes", "player" to player, "points" to points)
        return passes + " " + text(if (turnsTile) "app-lap-tile-turn" else "app-lap-tile-new")
    }
    val foreignLogTitle: String get() = text("app-foreign-log-title")
    fun foreignLogBody(reason: String): String = text("app-foreign-log-message", "reason" to reason)
    val cannotOpenDatabase: String get() = text("app-cannot-open-database")
    val foreignLogSetAside: String get() = text("app-foreign-log-set-aside")
    val foreignLogLeave: String get() = text("app-foreign-log-leave")
    val settingsKeepScreenOn: String get() = text("app-keep-screen-on")
    val settingsMe: String get() = text("app-settings-me")
    val settingsMeBody: String get() = text("app-settings-me-footer")
    val settingsMeNobody: String get() = text("app-settings-me-nobody")
    val settingsVersion: String get() = text("app-version")
    val settingsLanguage: String get() = text("app-language")
    fun lastChange(ago: String): String = text("app-last-played", "when" to ago)
    val shareGame: String get() = text("app-share")
    val rematch: String get() = text("app-rematch")
    val rematchBody: String get() = text("app-rematch-footer")
    fun rematchMissing(names: String, count: Int): String = text("app-rematch-missing", "names" to names, "count" to count)
    val deleteGame: String get() = text("app-delete-game")
    val deleteGameQuestion: String get() = text("app-delete-game-question")
    /** What deleting the game of [names] (its players in turn order) takes away. */
    fun deleteGameMessage(names: String): String = text("app-delete-game-message", "names" to names)
    /** The same, for the game being played on this phone: deleting it ends it. */
    fun deleteGameEndsIt(names: String): String = text("app-delete-game-ends-it", "names" to names)
    val lastTilePlaced: String get() = text("app-last-tile-question")
    val lastTilePlacedBody: String get() = text("app-begin-end-game-message")
    val beginEndGame: String get() = text("app-begin-end-game")
    val finishQuestion: String get() = text("app-finish-game-question")
    val finishBody: String get() = text("app-finished-can-reopen")
    val finishConfirm: String get() = text("app-finish")
    fun mergeBody(duplicate: String, keep: String): String = text("app-merge-message", "duplicate" to duplicate, "keep" to keep)
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
    val headToHead: String get() = text("app-head-to-head")
    val headToHeadGames: String get() = text("app-games-together")
    fun headToHeadAhead(player: String): String = text("app-player-ahead", "player" to player)
    val headToHeadTies: String get() = text("app-ties")
    val headToHeadAverages: String get() = text("app-averages")
    val headToHeadFirst: String get() = text("app-first-player")
    val headToHeadSecond: String get() = text("app-second-player")
    val headToHeadChoose: String get() = text("app-choose")
}

/** The languages of the app by their ISO 639-1 codes (those of the core). */
val languages: Map<String, Strings> = listOf("en", "de", "fr", "ro", "cs", "ru", "nl").associateWith { Strings(it) }

/** The strings for a locale tag (`fr-FR`, `cs`); English for a language Tally does not speak. */
fun stringsFor(tag: String): Strings = languages[tag.substringBefore('-').substringBefore('_').lowercase()] ?: languages.getValue("en")

val LocalStrings = staticCompositionLocalOf { languages.getValue("en") }
