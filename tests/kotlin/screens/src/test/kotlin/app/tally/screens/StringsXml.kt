// Reads android/app/src/main/res/values/strings.xml the way Android does (the escapes
// \' \" \n \\ and \@), so that the desktop renders the app's own texts.
package app.tally.screens

import app.tally.ui.TallyStrings
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

val repoRoot: File = File(System.getProperty("tally.root") ?: "../../..").canonicalFile

val stringsXml = File(repoRoot, "android/app/src/main/res/values/strings.xml")

fun unescapeAndroid(text: String): String {
    val out = StringBuilder()
    var i = 0
    while (i < text.length) {
        val c = text[i]
        if (c == '\\' && i + 1 < text.length) {
            when (val next = text[i + 1]) {
                'n' -> out.append('\n')
                't' -> out.append('\t')
                else -> out.append(next)
            }
            i += 2
        } else {
            out.append(c)
            i++
        }
    }
    return out.toString()
}

fun readStrings(file: File = stringsXml): Map<String, String> {
    val document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
    val nodes = document.getElementsByTagName("string")
    return (0 until nodes.length).associate { i ->
        val node = nodes.item(i)
        node.attributes.getNamedItem("name").nodeValue to unescapeAndroid(node.textContent.trim())
    }
}

/** The app's strings; a name missing from strings.xml fails the test that uses it. */
fun desktopStrings(): TallyStrings {
    val table = readStrings()
    return TallyStrings { name -> table[name] ?: throw IllegalStateException("strings.xml has no string `$name`") }
}
