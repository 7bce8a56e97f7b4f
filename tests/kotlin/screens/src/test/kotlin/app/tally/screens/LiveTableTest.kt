// The live table hosted from the app: from the scoreboard, a tap on "Live table" and
// one on "Host the live table" show the viewer link and its QR code, and the screen
// counts a phone that opens the link; the view model on a database file gives links
// with QR codes, adds and revokes a scorer link, stops; nothing listens before it
// starts or after it stops.
package app.tally.screens

import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onFirst
import androidx.compose.ui.test.runComposeUiTest
import app.tally.core.LinkRole
import app.tally.feature.livetable.LiveTableUiState
import app.tally.feature.livetable.LiveTableViewModel
import app.tally.ffi.TallyStore
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import java.net.InetSocketAddress
import java.net.Socket

/** A phone of the table opening a link's events from its own loopback address; its first line. */
fun followFrom(phone: String, url: String): Pair<Socket, String> {
    val address = url.removePrefix("http://").substringBefore('/')
    val path = "/" + url.removePrefix("http://").substringAfter('/') + "events"
    val socket = Socket()
    socket.bind(InetSocketAddress(phone, 0))
    socket.connect(InetSocketAddress(address.substringBeforeLast(':'), address.substringAfterLast(':').toInt()), 5_000)
    socket.getOutputStream().write("GET $path HTTP/1.1\r\nHost: $address\r\n\r\n".toByteArray())
    val status = socket.getInputStream().bufferedReader().readLine()
    return socket to status
}

@OptIn(ExperimentalTestApi::class)
class LiveTableTest {
    private fun waitUntil(condition: () -> Boolean) {
        val deadline = System.currentTimeMillis() + 10_000
        while (!condition()) {
            check(System.currentTimeMillis() < deadline) { "timed out" }
            Thread.sleep(20)
        }
    }

    @Test
    fun fromTheScoreboard_aTapHostsTheTable_andShowsItsLinkAndQrCode() = runComposeUiTest {
        val dir = kotlin.io.path.createTempDirectory("tally-live-table-ui").toFile()
        val store = TallyStore.open(File(dir, "tally.db").path)
        val core = testCore(store)
        Games.base(store)
        showApp(core)
        reporting {
            tap(English.homeResumeButton)
            tap(English.liveTable)
            tap("Host the live table")
            waitForText("No phone follows the table yet.")
            val link = hasText("http://127.0.0.1:", substring = true)
            waitFor(link)
            val url = onAllNodes(link).onFirst().fetchSemanticsNode().config[androidx.compose.ui.semantics.SemanticsProperties.Text]
                .first().text
            assertTrue(url.matches(Regex("http://127\\.0\\.0\\.1:\\d+/t/[0-9a-f]{64}/")), url)
            // The QR code a screen reader names by its link: drawn dark on light, about
            // as many dark modules as light ones.
            val qr = onAllNodes(hasContentDescription(url)).onFirst()
            qr.assertExists()
            val image = qr.captureToImage().toAwtImage()
            assertTrue(image.width > 100 && image.width == image.height, "${image.width} x ${image.height}")
            val dark = (0 until image.width).sumOf { x -> (0 until image.height).count { y -> (image.getRGB(x, y) and 0xff) < 128 } }
            val share = dark.toDouble() / (image.width * image.height)
            assertTrue(share in 0.2..0.6, "dark share $share")
            // A phone opens the link: the screen counts it within its refresh.
            val (phone, status) = followFrom("127.0.0.2", url)
            assertEquals("HTTP/1.1 200 OK", status)
            waitForText("1 phone follows the table.")
            waitForText("open on 1 phone")
            phone.close()
            tap("Stop hosting")
            waitForText("Host the live table")
        }
        dir.deleteRecursively()
    }

    @Test
    fun hostingTheTable_givesLinksWithQrCodes_untilStopped() {
        useUnconfinedMain()
        val dir = kotlin.io.path.createTempDirectory("tally-live-table").toFile()
        val store = TallyStore.open(File(dir, "tally.db").path)
        val core = testCore(store)
        val game = Games.base(store)
        val model = LiveTableViewModel(core, game, "127.0.0.1:0")
        waitUntil { model.uiState.value.words.isNotEmpty() }
        assertEquals("Host the live table", model.uiState.value.words["start"])

        model.start()
        waitUntil { model.uiState.value is LiveTableUiState.Hosting }
        val hosting = model.uiState.value as LiveTableUiState.Hosting
        assertEquals(listOf(LinkRole.VIEWER), hosting.links.map { it.link.role })
        val viewer = hosting.links.single()
        assertTrue(viewer.urls.single().startsWith("http://${hosting.address}/t/"))
        assertEquals(viewer.qrSize.toInt() * viewer.qrSize.toInt(), viewer.qrDark.size)
        assertEquals(0u, hosting.following.phones)
        val port = hosting.address.substringAfterLast(':').toInt()
        Socket("127.0.0.1", port).close()

        model.addScorer("Ben's phone")
        waitUntil { (model.uiState.value as LiveTableUiState.Hosting).links.size == 2 }
        val scorer = (model.uiState.value as LiveTableUiState.Hosting).links.last()
        assertEquals(LinkRole.SCORER, scorer.link.role)
        // Ben's phone opens its link: the screen says the scorer link is in use.
        val (phone, status) = followFrom("127.0.0.3", scorer.urls.single())
        assertEquals("HTTP/1.1 200 OK", status)
        model.refreshFollowing()
        waitUntil { (model.uiState.value as LiveTableUiState.Hosting).following.phones == 1u }
        val inUse = model.uiState.value as LiveTableUiState.Hosting
        assertEquals("open on 1 phone", inUse.inUse(scorer))
        assertEquals(null, inUse.inUse(viewer), "the viewer link is open nowhere")
        phone.close()
        model.revoke(scorer.link.id)
        waitUntil { (model.uiState.value as LiveTableUiState.Hosting).links.size == 1 }

        model.stop()
        waitUntil { model.uiState.value is LiveTableUiState.Stopped }
        waitUntil { runCatching { Socket("127.0.0.1", port).close() }.isFailure }
        dir.deleteRecursively()
    }
}
