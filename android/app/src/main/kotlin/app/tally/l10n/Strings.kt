// Every text the app itself shows, typed: one interface, one object per language
// (English, German, French, Romanian, Czech, Russian, Dutch) that must implement every
// member, so a missing translation does not compile. It works the same on Android and
// on the desktop test JVM (no resource lookup by name). Texts about the rules —
// feature, event, tile and field names, breakdown rows, refusal reasons — come from
// the core in the language given to `setLocale`, not from here.
package app.tally.l10n

import androidx.compose.runtime.staticCompositionLocalOf
import app.tally.core.Category
import app.tally.core.Colour
import app.tally.core.Group
import app.tally.core.Phase
import app.tally.core.When

interface Strings {
    val appName: String
    val loading: String
    val ok: String
    val back: String
    val cancel: String
    val add: String
    val home: String
    val open: String
    val nobody: String
    val undo: String
    val redo: String

    // home
    val homeResume: String
    val homeResumeButton: String
    val homeNewGame: String
    fun homeHistory(games: Int): String
    val homeStatistics: String
    fun homePlayers(players: Int): String
    val homeSettings: String
    val homeOtherUnfinished: String

    // new game
    val newGameTitle: String
    fun newGamePlayers(count: Int): String
    val newGameFromRoster: String
    val newGameNewPlayer: String
    val newGameEdition: String
    val newGamePresets: String
    fun newGameExpansions(chosen: Int): String
    val newGameVariants: String
    val newGameStart: String
    fun selectedOf(chosen: Int, of: Int): String
    fun group(group: Group): String
    fun colour(colour: Colour): String
    fun moveUp(name: String): String
    fun remove(name: String): String

    // scoreboard
    fun turnOf(turn: Int, player: String): String
    fun stepNow(step: String): String
    val secondPartShort: String
    fun phase(phase: Phase): String
    fun figureAt(figure: Int, space: Int): String
    fun spaceAt(space: Int): String
    fun robberOn(space: Int): String
    fun lastEntry(summary: String): String
    fun scoreFeature(moment: When): String
    val events: String
    fun stepDescription(code: String, name: String): String
    val table: String
    val endTurn: String
    val placeRobber: String
    val secondPart: String
    val startEndGame: String
    val endGameWalkthrough: String
    val seeResults: String
    val reopen: String
    val timeline: String
    val correct: String
    val correctWhose: String
    val correctPoints: String
    val correctReason: String
    val correctApply: String
    val robberWhose: String
    val robberWhere: String
    val robberNowhere: String
    fun robberToSpace(space: Int): String
    val robberChoiceTitle: String
    fun robberChoiceBody(owner: String, space: Int): String
    fun robberCandidate(player: String, points: Long): String
    fun playerRow(name: String, score: Long): String
    val theirTurn: String
    fun trackPlayer(name: String, score: Long, spaces: List<Int>, robber: Int?): String
    fun trackDescription(players: List<String>): String

    // scoring form
    val whichFigure: String
    fun figureOn(figure: Int, space: Int): String
    fun figureNumber(figure: Int): String
    val breakdown: String
    val breakdownNobody: String
    val scoreIt: String
    fun scoreRound(items: Int): String
    fun roundItems(items: Int): String
    fun removeFromRound(item: String): String
    val anotherFeature: String
    val nobodyScores: String
    fun editEntry(seq: Long): String
    val saveEdit: String
    fun entryChanges(seq: Long, summary: String): String
    val scoresAfter: String
    fun fieldOfPlayer(field: String, player: String): String
    fun decrease(label: String): String
    fun increase(label: String): String

    // dispatch
    val dispatchTitle: String
    fun dispatchBody(player: String, space: Int): String
    val dispatchResolve: String
    val dispatchChoose: String
    val dispatchMeepleFeature: String
    fun dispatchFeatureForm(feature: String): String

    // end game, results
    val endGameTitle: String
    fun endGameProgress(index: Int, of: Int, section: String): String
    val endGameNotYet: String
    fun endGameScored(times: Int): String
    val endGameScore: String
    val endGameNext: String
    val automatic: String
    val atTheFinish: String
    val finishGame: String
    val resultsTitle: String
    val resultsProvisional: String
    val shareResult: String
    val exportForBgStats: String
    val exportForBgg: String
    val tied: String
    fun standing(rank: Int, name: String, score: Long): String
    fun category(category: Category): String

    // history, detail
    val historyTitle: String
    val historyEmpty: String
    val finishedOnly: String
    val finished: String
    val unfinished: String
    fun expansionsCount(count: Int): String
    val detailTitle: String
    val detailChart: String
    val endShort: String
    fun chartDescription(finals: List<Pair<String, Long>>): String
    val timelineHint: String
    val entryOptions: String
    fun entryTitle(seq: Long, summary: String): String
    val editEntryButton: String
    val deleteEntry: String
    val deleteChanges: String
    val confirmDelete: String

    // statistics
    val statisticsTitle: String
    val statisticsEmpty: String
    fun statsWins(wins: Int, games: Int): String
    val statsWinRate: String
    val statsAverage: String
    val statsBest: String
    val statsWorst: String
    fun statsBestFeature(feature: String, points: Long): String
    fun statsLongestFeature(feature: String, size: Long): String

    // players
    val playersTitle: String
    fun playersGames(games: Int): String
    val playersAdd: String
    val playersName: String
    fun editPlayer(name: String): String
    val rename: String
    fun mergeInto(name: String): String
    fun mergeDescription(duplicate: String, keep: String): String

    // settings
    val settingsTitle: String
    val settingsBackup: String
    fun settingsGames(games: Int): String
    val settingsExport: String
    val settingsImport: String
    fun settingsExported(games: Int): String
    fun settingsImported(imported: Int, skipped: Int): String
    val settingsAbout: String
    val settingsAboutBody: String
}

/** Every language of the app by its ISO 639-1 code. */
val languages: Map<String, Strings> = mapOf(
    "en" to English, "de" to German, "fr" to French, "ro" to Romanian, "cs" to Czech, "ru" to Russian, "nl" to Dutch,
)

/** The strings for a locale tag (`fr-FR`, `cs`); English for a language Tally does not speak. */
fun stringsFor(tag: String): Strings = languages[tag.substringBefore('-').substringBefore('_').lowercase()] ?: English

val LocalStrings = staticCompositionLocalOf<Strings> { English }
