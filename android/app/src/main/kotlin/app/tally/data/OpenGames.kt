// The open-game repository: one OpenGame per game id, shared by every screen of that
// game (the core also hands out one session per open game). Screens acquire the game
// when their ViewModel starts and release it when it is cleared; the last release
// removes the listener and lets go of the session.
package app.tally.data

import app.tally.ffi.TallyStore
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class OpenGames(private val store: TallyStore, private val work: CoreWork) {
    private val lock = Mutex()
    private val open = HashMap<Long, Pair<OpenGame, Int>>()

    /** The open game [gameId], opened from the store the first time. */
    suspend fun acquire(gameId: Long): Result<OpenGame> = lock.withLock {
        open[gameId]?.let { (game, users) ->
            open[gameId] = game to users + 1
            return@withLock Result.success(game)
        }
        work.call {
            val session = store.resume(gameId)
            OpenGame(gameId, session, work, session.catalogue(), session.summary(), session.logPage(null, OpenGame.LOG_WINDOW.toUInt()).items)
        }.onSuccess { open[gameId] = it to 1 }
    }

    /** How many screens hold [gameId] now (0: it is not open). */
    fun holders(gameId: Long): Int = open[gameId]?.second ?: 0

    /** One screen is done with [gameId]. */
    suspend fun release(gameId: Long) {
        val closing = lock.withLock {
            val (game, users) = open[gameId] ?: return
            if (users > 1) {
                open[gameId] = game to users - 1
                null
            } else {
                open.remove(gameId)
                game
            }
        }
        closing?.let { game -> work.call { game.close() } }
    }
}
