// The live table hosted from the app's view model on a database file: started on
// 127.0.0.1 with a viewer link and its QR code, a scorer link added and revoked, then
// stopped; nothing listens before it starts or after it stops.
package app.tally.screens

import app.tally.core.LinkRole
import app.tally.feature.livetable.LiveTableUiState
import app.tally.feature.livetable.LiveTableViewModel
import app.tally.ffi.TallyStore
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.net.Socket

class LiveTableTest {
    private fun waitUntil(condition: () -> Boolean) {
        val deadline = System.currentTimeMillis() + 10_000
        while (!condition()) {
            check(System.currentTimeMillis() < deadline) { "timed out" }
            Thread.sleep(20)
        }
    }

    @Test
    fun hostingTheTable_givesLinksWithQrCodes_untilStopped() {
        useUnconfinedMain()
        val dir = kotlin.io.path.createTempDirectory("tally-live-table").toFile()
        val store = TallyStore.open(File(dir, "tally.db").path)
        val core = testCore(store)
        val game = Games.base(store)
        val model = LiveTableViewModel(core, game)
        waitUntil { model.uiState.value.words.isNotEmpty() }
        assertEquals("Host the live table", model.uiState.value.words["start"])

        model.start("127.0.0.1:0")
        waitUntil { model.uiState.value is LiveTableUiState.Hosting }
        val hosting = model.uiState.value as LiveTableUiState.Hosting
        assertEquals(listOf(LinkRole.VIEWER), hosting.links.map { it.link.role })
        val viewer = hosting.links.single()
        assertTrue(viewer.urls.single().startsWith("http://${hosting.address}/t/"))
        assertEquals(viewer.qrSize.toInt() * viewer.qrSize.toInt(), viewer.qrDark.size)
        val port = hosting.address.substringAfterLast(':').toInt()
        Socket("127.0.0.1", port).close()

        model.addScorer("Ben's phone")
        waitUntil { (model.uiState.value as LiveTableUiState.Hosting).links.size == 2 }
        val scorer = (model.uiState.value as LiveTableUiState.Hosting).links.last()
        assertEquals(LinkRole.SCORER, scorer.link.role)
        model.revoke(scorer.link.id)
        waitUntil { (model.uiState.value as LiveTableUiState.Hosting).links.size == 1 }

        model.stop()
        waitUntil { model.uiState.value is LiveTableUiState.Stopped }
        waitUntil { runCatching { Socket("127.0.0.1", port).close() }.isFailure }
        dir.deleteRecursively()
    }
}
