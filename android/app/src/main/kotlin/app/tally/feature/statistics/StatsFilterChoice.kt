// The statistics' filter as the players choose it — a range of years, players who
// all sat at the table, expansions all in play, an edition — and the core's
// StatsFilter it asks for (a year runs from 1 January, UTC, to the next). What can be
// chosen comes from the finished games themselves: their years, expansions and
// editions.
package app.tally.feature.statistics

import app.tally.core.Edition
import app.tally.core.StatsFilter
import java.time.LocalDate
import java.time.ZoneOffset

data class StatsFilterChoice(
    val fromYear: Int? = null,
    val toYear: Int? = null,
    /** Roster ids, in the order chosen. */
    val players: List<Long> = emptyList(),
    /** Expansion keys, in the order chosen. */
    val expansions: List<String> = emptyList(),
    val edition: Edition? = null,
) {
    val isEmpty: Boolean get() = this == StatsFilterChoice()

    /** The core's filter: games started in [fromYear] or later and in [toYear] or earlier. */
    fun toCore(): StatsFilter = StatsFilter(
        from = fromYear?.let(::startOfYear),
        to = toYear?.let { startOfYear(it + 1) },
        players = players,
        expansions = expansions,
        edition = edition,
    )

    /** A "from" year after the "to" year moves the "to" year with it (and the other way round). */
    fun withFromYear(year: Int?): StatsFilterChoice =
        copy(fromYear = year, toYear = if (year != null && toYear != null && toYear < year) year else toYear)

    fun withToYear(year: Int?): StatsFilterChoice =
        copy(toYear = year, fromYear = if (year != null && fromYear != null && fromYear > year) year else fromYear)

    fun togglePlayer(rosterId: Long): StatsFilterChoice =
        copy(players = if (rosterId in players) players - rosterId else players + rosterId)

    fun toggleExpansion(key: String): StatsFilterChoice =
        copy(expansions = if (key in expansions) expansions - key else expansions + key)

    private fun startOfYear(year: Int): Long = LocalDate.of(year, 1, 1).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli()
}

/** What the finished games offer to filter by: their years (oldest first), expansions and editions (key to name). */
data class StatsFilterOptions(
    val years: List<Int> = emptyList(),
    val expansions: List<Pair<String, String>> = emptyList(),
    val editions: List<Pair<Edition, String>> = emptyList(),
)

/** The year (UTC) of a time in epoch milliseconds. */
fun yearOf(millis: Long): Int = java.time.Instant.ofEpochMilli(millis).atZone(ZoneOffset.UTC).year
