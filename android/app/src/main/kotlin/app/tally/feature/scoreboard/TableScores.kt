// The scoreboard's table mode: the players' scores inside the track's frame, large
// enough to read across a table (up to 52 dp, at least 48 with up to six players on a
// phone; like the track a picture that does not grow with the font scale), the active player's own colour as the
// highlight, each figure's space (a dark dispatch space said so) and the 50/100 tiles
// under the score. There is no other player list: these tiles are it.
package app.tally.feature.scoreboard

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.tally.core.PlayerState
import app.tally.designsystem.PlayerDot
import app.tally.designsystem.TileBadge
import app.tally.designsystem.colourOf
import app.tally.designsystem.palette
import app.tally.l10n.LocalStrings

/** The scores of [players] in a grid that fills the frame's inside, [active]'s tile in their colour; a figure on one of [darkSpaces] says so. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun TableScores(players: List<PlayerState>, active: String, darkSpaces: Set<Int>, modifier: Modifier = Modifier) {
    val across = when {
        players.size <= 3 -> players.size.coerceAtLeast(1)
        players.size == 4 -> 2
        players.size <= 6 -> 3
        else -> 4
    }
    val rows = (players.size + across - 1) / across
    BoxWithConstraints(modifier.fillMaxSize()) {
        val gap = 6.dp
        val tileHeight = (maxHeight - gap * (rows - 1)) / rows
        // a score as large as the tile allows: 52 dp at most, never below 48 dp with up to six players
        val score = minOf(52.dp, tileHeight * 0.42f)
        FlowRow(
            Modifier.fillMaxSize(), maxItemsInEachRow = across,
            horizontalArrangement = Arrangement.spacedBy(gap), verticalArrangement = Arrangement.spacedBy(gap),
        ) {
            players.forEach { ScoreTile(it, it.id == active, darkSpaces, score, Modifier.weight(1f).height(tileHeight)) }
        }
    }
}

@Composable
private fun ScoreTile(player: PlayerState, isActive: Boolean, darkSpaces: Set<Int>, score: Dp, modifier: Modifier = Modifier) {
    val strings = LocalStrings.current
    val colour = colourOf(player.colour)
    val shape = RoundedCornerShape(10.dp)
    val figures = player.figures.mapIndexed { i, f ->
        val space = f.space.toInt()
        val where = if (player.figures.size > 1) strings.figureOn(i + 1, space) else strings.spaceAt(space)
        if (space in darkSpaces) where + ", " + strings.darkSpace else where
    }.joinToString(" · ") + (player.robber?.let { " · " + strings.robberOn(it.toInt()) } ?: "")
    Column(
        modifier
            .background(if (isActive) colour.copy(alpha = 0.30f) else MaterialTheme.colorScheme.surfaceContainerHigh, shape)
            .then(if (isActive) Modifier.border(3.dp, colour, shape) else Modifier)
            .padding(horizontal = 8.dp, vertical = 4.dp)
            .semantics(mergeDescendants = true) {
                contentDescription = strings.playerScore(player.name, player.score, isActive)
            },
    ) {
        Row(verticalAlignment = Alignment.CenterVertically) {
            PlayerDot(colour, 14.dp)
            Spacer(Modifier.width(6.dp))
            Text(
                (if (isActive) "▶ " else "") + player.name, fontSize = fixed(17.dp), fontWeight = FontWeight.Bold,
                maxLines = 1, overflow = TextOverflow.Ellipsis,
            )
        }
        val tiles = player.figures.flatMap { f ->
            List(f.tiles.hundreds.toInt().coerceAtMost(4)) { 100 } + List(f.tiles.fifties.toInt().coerceAtMost(4)) { 50 }
        }
        Text(player.score.toString(), fontSize = fixed(score), lineHeight = fixed(score * 1.08f), fontWeight = FontWeight.Bold, maxLines = 1)
        // the 50/100 tiles under the score: beside it a three-digit score leaves them no room
        if (tiles.isNotEmpty()) {
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                tiles.forEach { value -> TileBadge(value.toString(), Modifier.semantics { contentDescription = strings.lapTile(value) }) }
            }
        }
        Text(figures, fontSize = fixed(11.dp), lineHeight = fixed(13.dp), color = palette.muted)
    }
}

/** A size in dp as text size: the table's scores are a picture, like the track around them. */
@Composable
private fun fixed(size: Dp) = with(LocalDensity.current) { size.toSp() }
