// One GameSession per game for the whole app: the scoreboard, its forms, the dispatch
// prompt and the end-game walkthrough must share it (a session holds the game in
// memory; two sessions of one game would not see each other's commands).
package app.tally.presentation

import app.tally.core.GameSession
import app.tally.core.TallyStore

class GameSessions(private val store: TallyStore) {
    private val open = HashMap<Long, GameSession>()

    @Synchronized
    fun session(gameId: Long): GameSession = open.getOrPut(gameId) { store.resume(gameId) }

    @Synchronized
    fun closeAll() {
        open.values.forEach { it.close() }
        open.clear()
    }
}
