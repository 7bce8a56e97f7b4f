### Die eigenen Texte der Kommandozeile (bindings/cli/src/l10n.rs, docs/l10n.md).
### Dieselben Nachrichten und Variablen wie locales/en/cli.ftl, wo jede erklärt ist.
### Was die Spieler tippen (`help`, `dispatch two_points`, `finish`, `coa=2`, die
### Farben), bleibt, wie es ist.

## Das Spielbrett (view/board.rs)

cli-board-game = Spiel #{ $id }
cli-board-turn = Zug { $turn }, { $player } ist am Zug, Schritt { $step }
cli-board-turn-second-part = Zug { $turn } (zweiter Teil), { $player } ist am Zug, Schritt { $step }
cli-board-end-game = Schlusswertung
cli-board-finished = beendet
cli-board-space = Feld { $space }
cli-board-robber = Räuber auf Feld { $space }
cli-board-dark-space = ein dunkles Feld: eine Zählfigur, die nach einer Wertung dort stehen bleibt, zieht eine Botschaft
cli-pending-dispatch-label = Botschaft:
cli-pending-dispatch = Zählfigur { $figure } von { $player } steht auf dem dunklen Feld { $space }: `dispatch two_points` oder ein Plättchen (`help dispatch`).
cli-pending-robber-label = Räuber:
cli-pending-robber = der Räuber von { $owner } auf Feld { $space } kann { $candidates } bestehlen: `victim <Spieler>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })

## Was ein Befehl geändert hat (view/changes.rs)

cli-change-undid = Rückgängig gemacht: { $entry }
cli-change-redid = Wiederhergestellt: { $entry }
cli-change-edited = #{ $seq } geändert: war { $old }
cli-change-edited-same = #{ $seq } geändert ({ $old }): Nichts hat sich geändert
cli-change-deleted = Gelöscht: { $entry }
cli-change-taken-back = Eintrag #{ $seq } wurde zurückgenommen
cli-change-reloaded = Das Spiel wurde neu geladen.
cli-change-now = #{ $seq } ist jetzt: { $summary }
cli-change-gone = #{ $seq } ist weg
cli-change-gone-was = #{ $seq } ist weg: { $summary }
cli-elsewhere = Das Spiel wurde anderswo geändert: { $changes }.
cli-elsewhere-new = { $entry } ist neu
cli-elsewhere-taken-back = #{ $seq } wurde zurückgenommen
cli-elsewhere-reloaded = Das Spiel wurde anderswo geändert: neu geladen.
cli-elsewhere-first = Das Spiel war anderswo geändert worden ({ $entries ->
        [one] { $entries } neuer Eintrag
       *[other] { $entries } neue Einträge
    }): Der Befehl gilt für das gespeicherte Spiel.

## Einträge und das Protokoll (view/entries.rs)

cli-award-moved = die Zählfigur zog { $moved }
cli-award-figure = Zählfigur { $figure }
cli-log-empty = Noch nichts eingetragen.
cli-log-turn = Zug { $turn }
cli-log-latest = die letzten { $shown } von { $total ->
        [one] { $total } Eintrag
       *[other] { $total } Einträgen
    }

## Wörter mehrerer Bildschirme

cli-or = oder

## Hilfe in der Sitzung (view/help.rs)

cli-help-score = Werten
cli-help-score-how = (die Wörter nach einem Element füllen sein Formular; `help <Element>` zeigt es):
cli-help-nothing-now = jetzt nichts: { $why }
cli-help-features = Gebiete: { $keys }
cli-help-events = Ereignisse in Schritt { $step }: { $keys }
cli-help-events-none = Ereignisse in Schritt { $step }: keine mit diesen Erweiterungen
cli-help-other-steps = andere Schritte mit Ereignissen (`step <Code>` listet sie): { $steps }
cli-help-end-game-items = Elemente der Schlusswertung: { $keys }
cli-help-eg = z. B.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (eine Karte, eine Wertung)
cli-help-example-words = red.figure=2 (die Zählfigur, die zieht) · nobody (niemand punktet) · step=2B-1
cli-help-commands = Befehle
cli-help-commands-how = (`help <Befehl>` für einen):
cli-help-item-steps = Schritt { $steps }
cli-help-item-no-inputs = keine Eingaben: nenne die Spieler
# Getippt werden yes und no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = ein Spieler
cli-help-kind-per-player-count = pro Spieler { $range } (<Spieler>.{ $input }=N)
cli-help-kind-per-player-toggle = pro Spieler (<Spieler>.{ $input })
cli-help-kind-required = muss angegeben werden
cli-help-dispatch-tiles = Botschaftsplättchen (Die Botschaften): `dispatch <Plättchen> ...`; `figure=2` zieht die andere Zählfigur.
cli-help-dispatch-feature-words = Wörter für { $feature }
cli-help-dispatch-words = Wörter

## Punkte nach Kategorie (Wertung, Statistik)

cli-category-roads = Straßen
cli-category-cities = Städte
cli-category-cloisters = Klöster
cli-category-fields = Wiesen
cli-category-features = andere Gebiete
cli-category-bonuses = Boni
cli-category-dispatches = Botschaften
cli-category-robbers = Räuber
cli-category-corrections = Korrekturen

## Wertung und Schlusswertung Schritt für Schritt (view/standings.rs, view/walkthrough.rs)

cli-standings = Endstand:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = Schlusswertung der Reihe nach (werte jedes unfertige Gebiet; überspringe, was nicht zutrifft):
cli-walkthrough-done = erledigt
cli-walkthrough-scored = { $times ->
        [one] einmal gewertet
       *[other] { $times }-mal gewertet
    }
cli-walkthrough-finish = dann `finish` für den Endstand.

## Fragen und Antworten in der Sitzung (view/questions.rs)

cli-ask-count = { $item }: { $ask }:
cli-ask-nobody-scores = Niemand punktet hier ({ $items }): Kein Gefolgsmann ist genannt. Ohne Punkte eintragen? [j/N]
cli-answers-yes = j, ja
cli-ask-finish-not-begun = Die Schlusswertung hat nicht begonnen: dort werden unfertige Gebiete und Elemente der Schlusswertung gewertet.
cli-ask-finish-how = Tippe `end`, um sie zu beginnen, `finish`, um ohne sie zu beenden, oder nichts, um zurückzugehen:
cli-finish-not-begun-script = die Schlusswertung hat nicht begonnen: `tally end` beginnt sie (dort werden unfertige Gebiete und Elemente der Schlusswertung gewertet); `tally end --finish --now` beendet ohne sie
cli-no-walkthrough-yet = Die Schlusswertung hat nicht begonnen: `end` beginnt sie.
cli-nothing-done = Nichts wurde getan: sieh dir das Spielbrett an und tippe den Befehl noch einmal, wenn er noch passt.
cli-nothing-recorded = Nichts eingetragen.
cli-resuming = Spiel #{ $id } wird fortgesetzt.
cli-welcome = Tippe `help` für das, was du jetzt werten kannst, `quit` zum Verlassen (das Spiel wird nach jedem Befehl gespeichert).
cli-refused-label = abgelehnt:
cli-refused = { $message } (nichts geändert)
cli-line-too-long = die Zeile ist zu lang: höchstens { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }

## Die Eingabeaufforderung der Sitzung (session/mod.rs)

cli-prompt-turn = Zug { $turn } · { $player } · { $step }
cli-prompt-end-game = Spielende
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = jederzeit
cli-prompt-finished = beendet

## Ablehnungen der Befehle der Sitzung (session/*.rs)

cli-step-which = step: welcher? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` ist kein Schritt des Zuges
cli-no-unfinished-game = kein laufendes Spiel: beginne eins mit `tally new` oder `tally play`
cli-no-game-yet = noch kein Spiel: beginne eins mit `tally new` oder `tally play`
cli-no-finished-game = kein beendetes Spiel zum Wiederöffnen
cli-edit-not-a-move = ein Eintrag wird durch eine Wertung oder einen Spielzug ersetzt, nicht durch undo, redo, edit oder delete
cli-not-a-move = das ist kein Spielzug
cli-victim-figure = victim: `{ $word }`: gib die Zählfigur als figure=1 oder figure=2 an
cli-correction-points = die Punkte einer Korrektur
cli-correct-figure-twice = correct: die Zählfigur ist zweimal angegeben
cli-figure-choice-how = `{ $word }`: gib eine Zählfigur als <Spieler>.figure=2 an
cli-figure-chosen-twice = `{ $word }`: die Zählfigur von { $player } ist schon gewählt
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } punktet hier nicht

## Ablehnungen von Wertungswörtern (words/*.rs)

cli-word-step-needs-code = `step=` braucht den Code eines Schritts, z. B. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` ist kein Schritt des Zuges
cli-word-no-such-colour = `{ $word }`: in diesem Spiel gibt es keinen Spieler { $colour } ({ $players })
cli-word-name-and-input = `{ $word }` ist hier zugleich der Name eines Spielers und eine Eingabe: schreib die Farbe des Spielers ({ $colour })
cli-word-no-count = `{ $word }`: { $item } hat hier keine Anzahl ({ $inputs })
cli-word-count-given = `{ $word }`: { $label } ({ $input }) ist schon angegeben
cli-word-count-others = gib die anderen Anzahlen mit Namen an, z. B. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: hier werden keine Spieler genannt
cli-word-which-figure = `{ $word }`: welche Zählfigur? z. B. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $input } von { $player } ist schon angegeben
cli-word-no-followers = `{ $word }`: { $item } zählt keine Gefolgsleute
cli-word-give = gib { $words } an
cli-word-followers-of = Gefolgsleute von { $player }
cli-word-followers-given = `{ $word }`: die Gefolgsleute von { $player } sind schon angegeben
cli-word-input-given = `{ $word }`: { $input } ist schon angegeben
cli-word-no-inputs = hier gibt es keine Eingaben
cli-word-inputs = seine Eingaben: { $inputs }
cli-word-not-in-play = `{ $word }`: { $input } braucht { $needs }, das nicht im Spiel ist
cli-word-per-player = `{ $word }`: { $input } wird pro Spieler angegeben, z. B. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } wird nicht pro Spieler angegeben: { $input }=...
cli-word-not-an-input = `{ $word }` ist keine Eingabe von { $item } ({ $inputs })
cli-word-could-be = `{ $word }` könnte { $words } sein
cli-word-give-number = `{ $word }`: gib eine Zahl an, z. B. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` ist weder yes noch no
cli-word-which-option = `{ $word }`: welche Option? z. B. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` ist keins von { $options }
cli-word-which-player = `{ $word }`: welcher Spieler? z. B. { $input }=red
cli-too-many-words = zu viele Wörter ({ $count }): ein Befehl hat höchstens { $max }
cli-word-too-long = `{ $start }…` ist zu lang: Ein Wort hat höchstens { $max ->
        [one] { $max } Zeichen
       *[other] { $max } Zeichen
    }
cli-plus-joins = `+` verbindet zwei Elemente einer Wertung: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` kann mit den Erweiterungen im Spiel nicht während der Züge gewertet werden (`help` listet, was geht)
cli-not-scorable-at-end = `{ $word }` kann mit den Erweiterungen im Spiel nicht in der Schlusswertung gewertet werden (`help` listet, was geht)
cli-unknown-word = unbekannter Befehl oder unbekanntes Element `{ $word }` (tippe `help`)

## Zahlen und Spieler, wie getippt (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` ist zu groß ({ $what })
cli-number-too-large-max = `{ $word }` ist zu groß ({ $what }: höchstens { $max })
cli-number-not-whole = `{ $word }` ist keine ganze Zahl ({ $what })
cli-number-not-a-number = `{ $word }` ist keine Zahl ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` ist keine Eintragsnummer (`log` zeigt sie)
cli-number-not-a-space = robber: `{ $word }` ist kein Feld der Wertungstafel (0 bis 49)
cli-number-not-a-figure = { $what }: `{ $word }` ist keine Zählfigur (1 oder 2)
cli-player-no-such-colour = { $what }: in diesem Spiel gibt es keinen Spieler { $colour } ({ $players })
cli-player-unknown = { $what }: `{ $word }` spielt in diesem Spiel nicht mit ({ $players })

## Wörter einer Botschaft (words/dispatch.rs)

cli-dispatch-whose = `{ $word }`: die Botschaft gehört { $player }, also zieht nur die Zählfigur von { $player }
cli-dispatch-figure-twice = `{ $word }`: die Zählfigur ist schon gewählt
cli-dispatch-which-tile = dispatch: welches Plättchen? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` ist nicht genau ein Plättchen ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: nimmt nichts außer dem Plättchen, nicht `{ $word }`
cli-dispatch-one-count = dispatch { $tile }: gib eine Anzahl an, { $label } (z. B. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: welches Gebiet ({ $features })? z. B. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` ist keins seiner Gebiete

## Fehlschläge (failure.rs, db.rs)

cli-failure-cancelled = nichts eingetragen
cli-failure-output-recorded = der Befehl wurde eingetragen, aber seine Ausgabe konnte nicht geschrieben werden: { $reason }
cli-failure-output = die Ausgabe konnte nicht geschrieben werden: { $reason }
cli-hint-nobody-word = nenne die Spieler mit Gefolgsleuten darauf, oder füge das Wort `nobody` hinzu, um es ohne Punkte einzutragen
cli-db-no-home = kein Benutzerverzeichnis für die Datenbank: gib --db PFAD an
cli-db-read-only = { $path } ist schreibgeschützt ({ $reason }): Es kann gezeigt und exportiert, aber nicht geändert werden
cli-db-log-set-aside = { $path }: das Write-Ahead-Log einer Sitzung, die während ihres ersten Schreibens beendet wurde, enthielt keine abgeschlossene Änderung; es ist aufbewahrt als { $kept }
cli-db-no-folder = --db { $path }: den Ordner { $folder } gibt es nicht (leg ihn zuerst an oder prüfe den Pfad)

## Plätze und Regeln eines neuen Spiels (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }`: gib einen Namen und eine Farbe an, z. B. `Ann red` oder `Ann:red` (Farben: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` ist keine Farbe ({ $colours })
cli-seat-no-name = `{ $seat }`: der Spieler braucht einen Namen
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } spielt schon mit; zwei Plätze können nicht denselben Namen haben
cli-seat-colour-taken = `{ $seat }`: { $colour } ist schon vergeben; wähle eine andere Farbe
cli-presets-of-two-editions = die Vorauswahlen gehören zu verschiedenen Editionen: gib die Edition an (--edition oder ihre Frage)
cli-setup-players = Neues Spiel. Die Spieler in Zugreihenfolge, einer pro Zeile als `Name Farbe`, eine leere Zeile zum Schluss.
cli-setup-colours = Farben: { $colours }.
cli-setup-known-players = Bekannte Spieler: { $names }.
cli-setup-player = Spieler { $number }:
cli-setup-too-few = Ein Spiel braucht mindestens { $min ->
        [one] { $min } Spieler
       *[other] { $min } Spieler
    }.
cli-setup-plays = { $name } spielt { $colour }
cli-setup-edition = Edition (c1, c2, c3, winter) [c3 oder die der Vorauswahl]:
cli-setup-expansions = Erweiterungen oder eine Vorauswahl (z. B. big_box_6; `list`; leer für das Grundspiel):
cli-game-started = Spiel #{ $id } begonnen.

## Unterbefehle (commands/*.rs)

cli-games-none = Noch keine Spiele.
cli-games-none-unfinished = Kein laufendes Spiel.
cli-game-finished = beendet
cli-game-unfinished = läuft
cli-request-not-text = die Anfrage ist kein UTF-8-Text: { $error }
cli-request-too-large = die Anfrage ist größer als { $max ->
        [one] { $max } Byte
       *[other] { $max } Bytes
    }
cli-check-opened = Geöffnet: { $opened }.
cli-check-new = eine neue Datenbank
cli-check-clean = beim letzten Mal sauber geschlossen
cli-check-unclean = beim letzten Mal nicht sauber geschlossen; beim Öffnen geprüft
cli-check-log-proven = beim letzten Mal nicht sauber geschlossen oder anderswo noch geöffnet; ihr Write-Ahead-Log wurde beim Öffnen als ihr eigenes nachgewiesen
cli-check-uncommitted-set-aside = beim letzten Mal während des ersten Schreibens beendet; ihr Write-Ahead-Log enthielt keine abgeschlossene Änderung und wurde beiseitegelegt
cli-check-log-set-aside = Das Write-Ahead-Log neben der Datenbank ist beiseitegelegt: { $path }
cli-check-no-log = Neben der Datenbank lag kein Write-Ahead-Log, das beiseitezulegen wäre.
cli-check-foreign-log = Das Öffnen hat das Write-Ahead-Log neben der Datenbank abgelehnt. `tally check --set-aside-log` legt es (und die -shm-Datei) beiseite, behält beide und öffnet die Datenbank so, wie ihre Datei sie enthält.
cli-cannot-write = { $path } kann nicht geschrieben werden: { $error }
cli-wrote = { $path } geschrieben.
cli-cannot-read = { $path } kann nicht gelesen werden: { $error }
cli-imported = { $imported ->
        [one] { $imported } Spiel importiert
       *[other] { $imported } Spiele importiert
    }; { $skipped } schon vorhanden.
cli-history-not-a-date = --{ $flag }: `{ $word }` ist kein Datum (JJJJ-MM-TT)
cli-history-not-a-day = --{ $flag }: kein Tag
cli-no-roster-player = kein Spieler namens `{ $name }` in der Spielerliste
cli-history-none = Kein Spiel passt.
cli-history-turn = Zug { $turn } ({ $player })
cli-history-step = Schritt { $step }
cli-history-progression = Punktestand nach jedem Zug:
cli-stats-head-to-head = { $player } gegen { $other }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }; { $player } { $ahead ->
        [one] einmal
       *[other] { $ahead }-mal
    } vorn, { $other } { $behind ->
        [one] einmal
       *[other] { $behind }-mal
    } vorn, { $ties ->
        [one] { $ties } Gleichstand
       *[other] { $ties } Gleichstände
    }
cli-stats-averages = durchschnittliche Punkte: { $player } { $a }, { $other } { $b }
cli-stats-player = { $name }: { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } ({ $rate } %), Durchschnitt { $average }, bestes { $best }, schlechtestes { $worst }
cli-stats-per-game = pro Spiel: { $categories }
cli-stats-longest = größtes Gebiet: { $feature } aus { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, Spiel #{ $game })
cli-stats-most-valuable = wertvollstes Gebiet: { $feature } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (Spiel #{ $game })
cli-rules-unknown-topic = unbekanntes Thema `{ $topic }` (erwartet: editions, expansions, presets, features, events oder variants)
cli-rules-preset-unconfirmed = Inhalt unbestätigt
cli-rules-base-game = Grundspiel
cli-rules-variants = Regelvarianten und ihre Vorgaben (mit --variants '{ "{" }"Name": Wert{ "}" }' anzugeben):
cli-schema-when = --when: `{ $word }` ist weder completed noch end_of_game
cli-schema-unknown = `{ $item }` ist weder ein Gebiet noch ein Ereignis (siehe `tally rules features`, `tally rules events`)

## Beschreibungen der Befehle in `tally --help` (cli.rs)

cli-about = Der Befehl `tally`: Carcassonne-Wertung am Tisch, in Skripten und zum Nachsehen
cli-about-play = Am Tisch spielen: eine interaktive Sitzung (die Vorgabe)
cli-about-new = Ein Spiel beginnen
cli-about-games = Laufende Spiele auflisten (oder alle mit --all)
cli-about-show = Das Spielbrett eines Spiels zeigen (Vorgabe: das zuletzt geänderte Spiel, beendet oder nicht)
cli-about-score = Gebiete und Ereignisse einer Wertung werten: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (eine Karte, die beide fertigstellt). Ohne Wörter: eine JSON-Anfrage auf der Standardeingabe, das Ergebnis als JSON (ohne Spiel)
cli-about-event = Ein Ereignis eines Zugschritts oder ein Element der Schlusswertung eintragen (dieselben Wörter wie `score`), oder ohne Wörter eine JSON-Anfrage auf der Standardeingabe, das Ergebnis als JSON
cli-about-robber = Den Räuber eines Spielers auf ein Feld der Wertungstafel stellen: `tally robber green 12`
cli-about-victim = Wählen, wen ein Räuber bestiehlt, wenn mehrere Zählfiguren auf seinem Feld gepunktet haben: `tally victim blue`
cli-about-dispatch = Die anstehende Botschaft ausführen: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Punkte von Hand geben oder nehmen: `tally correct red -2 Straße verzählt`
cli-about-turn = Den Zug des aktiven Spielers beenden
cli-about-double = Der zweite Teil des Zuges mit dem Baumeister (ein Doppelzug)
cli-about-undo = Den letzten Befehl zurücknehmen
cli-about-redo = Das Zurückgenommene wiederholen
cli-about-end = Die Schlusswertung beginnen und auflisten, was zu werten ist; `--finish` für den Endstand, `--reopen`, um zu einem beendeten Spiel zurückzugehen
cli-about-edit = Einen früheren Eintrag ersetzen: `tally edit 4 road 5 red`
cli-about-delete = Einen früheren Eintrag entfernen: `tally delete 4`
cli-about-log = Das Protokoll eines Spiels: jeder Eintrag mit seiner Nummer (die `edit` und `delete` nehmen)
cli-about-history = Beendete und laufende Spiele, gefiltert
cli-about-stats = Spielerstatistik, oder direkter Vergleich mit --vs
cli-about-export = Spiele schreiben: Tallys Dokument, für BG Stats oder BoardGameGeek, oder das Ergebnis eines Spiels als Text oder Bild
cli-about-import = Spiele aus einem Tally-Exportdokument lesen (nur Tallys eigenes Format)
cli-about-schema = Das Formular eines Gebiets oder Ereignisses als JSON ausgeben
cli-about-rules = Editionen, Erweiterungen, Vorauswahlen, Gebiete, Ereignisse und Varianten auflisten
cli-about-check = Die ganze Datenbank lesen und Schäden melden (die Prüfung, die die Apps im Hintergrund machen); Exit-Code 3, wenn sie beschädigt ist
cli-about-help = Diese Hilfe oder die Hilfe der angegebenen Befehle anzeigen

## Beschreibungen der Befehle der Sitzung in `help` (line.rs)

cli-line-about-help = Was jetzt gewertet werden kann, und jeder Befehl; `help <Befehl>` oder `help <Element>` für eins (`help robber`, `help city`)
cli-line-about-board = Das Spielbrett: Punkte, Zählfiguren auf der Wertungstafel, Räuber, worauf das Spiel wartet
cli-line-about-log = Das Protokoll: jeder Eintrag mit seiner Nummer (die `edit` und `delete` nehmen)
cli-line-about-todo = Die Schlusswertung Schritt für Schritt: was gewertet ist und was bleibt
cli-line-about-step = Die Ereignisse eines Zugschritts auflisten: `step 2A`
cli-line-about-undo = Den letzten Befehl zurücknehmen
cli-line-about-redo = Das Zurückgenommene wiederholen
cli-line-about-turn = Den Zug des aktiven Spielers beenden
cli-line-about-double = Der zweite Teil des Zuges mit dem Baumeister (ein Doppelzug)
cli-line-about-end = Die Schlusswertung beginnen: unfertige Gebiete und Elemente der Schlusswertung
cli-line-about-finish = Endstand (während der Züge wird gefragt, ob zuerst die Schlusswertung kommt)
cli-line-about-reopen = Zurück zur Schlusswertung eines beendeten Spiels
cli-line-about-robber = Den Räuber eines Spielers auf ein Feld der Wertungstafel stellen: `robber green 12`
cli-line-about-victim = Wählen, wen ein Räuber bestiehlt: `victim blue`
cli-line-about-dispatch = Die anstehende Botschaft ausführen: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Punkte von Hand geben oder nehmen: `correct red -2 Straße verzählt`
cli-line-about-edit = Einen früheren Eintrag ersetzen: `edit 4 road 5 red`
cli-line-about-delete = Einen früheren Eintrag entfernen: `delete 4`
cli-line-about-new = Ein anderes Spiel beginnen
cli-line-about-quit = Verlassen (das Spiel wird nach jedem Befehl gespeichert)

## claps Ablehnungen einer Befehlszeile (clap_errors.rs): neu geschrieben aus claps
## eigenem Kontext, in seinem Layout; der Code gestaltet die zitierten Werte

cli-clap-error = Fehler:
cli-clap-unrecognized-subcommand = unbekannter Unterbefehl '{ $subcommand }'
cli-clap-unexpected-argument = unerwartetes Argument '{ $argument }'
cli-clap-value-required = '{ $argument }' braucht einen Wert, aber es wurde keiner angegeben
cli-clap-invalid-value = ungültiger Wert '{ $value }' für '{ $argument }'
cli-clap-possible-values = mögliche Werte
cli-clap-missing-arguments = diese nötigen Argumente fehlen:
cli-clap-missing-subcommand = '{ $command }' braucht einen Unterbefehl, aber es wurde keiner angegeben
cli-clap-subcommands = Unterbefehle
cli-clap-too-many-values = unerwarteter Wert '{ $value }' für '{ $argument }'; es wurden keine weiteren erwartet
cli-clap-used-twice = das Argument '{ $argument }' darf nur einmal vorkommen
cli-clap-cannot-be-used-with = das Argument '{ $argument }' passt nicht zusammen mit
cli-clap-subcommand-cannot-be-used-with = der Unterbefehl '{ $subcommand }' passt nicht zusammen mit
cli-clap-the-others = einem oder mehreren der anderen angegebenen Argumente
cli-clap-no-equals = vor einem Wert für '{ $argument }' steht ein Gleichheitszeichen
cli-clap-invalid-utf8 = ein oder mehrere Argumente sind kein gültiges UTF-8
cli-clap-tip = Tipp:
cli-clap-similar-subcommand = { $count ->
        [one] es gibt einen ähnlichen Unterbefehl:
       *[other] es gibt ähnliche Unterbefehle:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] es gibt ein ähnliches Argument:
       *[other] es gibt ähnliche Argumente:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] es gibt einen ähnlichen Wert:
       *[other] es gibt ähnliche Werte:
    } { $names }
cli-clap-tip-pass-as-value = um '{ $argument }' als Wert zu übergeben, schreib '{ $usage }'
cli-clap-tip-exists = '{ $usage }' gibt es
cli-clap-tip-remove-dashes = den Unterbefehl '{ $subcommand }' gibt es; um ihn zu verwenden, lass das '{ $dashes }' davor weg
cli-clap-more-information = Mehr dazu: '{ $flag }'.

## Der Rest einer Hilfe: Überschriften, -h und -V, die Hilfe der Argumente (clap_l10n.rs).
## Was clap hinzufügt, bleibt: [env: ...], [default: ...] und die Platzhalter der
## Aufrufzeile ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Aufruf:
cli-heading-commands = Befehle:
cli-heading-arguments = Argumente:
cli-heading-options = Optionen:
cli-flag-help = Hilfe anzeigen
cli-flag-version = Version anzeigen

cli-arg-db = Die Datenbank (Vorgabe: tally.db im Datenverzeichnis des Benutzers, das angelegt wird; ein hier angegebener Ordner muss existieren)
cli-arg-lang = Die Sprache, die Tally spricht, als Locale (`de`, `fr_FR.UTF-8`); Vorgabe: die der Umgebung (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = Das Spiel (Vorgabe: das zuletzt geänderte laufende Spiel)
cli-arg-json = JSON ausgeben: den Zustand des Spiels, seine Tischansicht (Stand, erlaubte Aktionen) und was der Befehl geändert hat
cli-arg-edition = Edition: c1, c2, c3 oder winter (Vorgabe: die der Vorauswahl, oder c3)
cli-arg-expansions = Schlüssel von Erweiterungen, Bestandteilen oder Vorauswahlen, durch Kommas oder Leerzeichen getrennt (wie in der interaktiven Einrichtung gefragt)
cli-arg-preset = Eine Vorauswahl (Schnellauswahl) wie big_box_6; kommt zu --expansions hinzu
cli-arg-variants = Regelvarianten als JSON, z. B. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Gebiet oder Ereignis, dann seine Wörter (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` beginnt das nächste Element der Wertung. Leer: eine JSON-Anfrage von der Standardeingabe lesen
cli-arg-entry = Die Nummer des Eintrags (`log` zeigt sie)
cli-arg-help-subcommand = Die Hilfe dieser Befehle anzeigen
cli-arg-help-topic = Ein Befehl, ein Gebiet oder ein Ereignis
cli-arg-play-game = Dieses Spiel fortsetzen
cli-arg-play-new = Ein neues Spiel beginnen, auch wenn eines läuft (fragt nach den Spielern)
cli-arg-new-players = Ein Spieler als `NAME:FARBE` (oder `"NAME FARBE"`), in Zugreihenfolge (2 bis 8)
cli-arg-new-json = Das Spiel als JSON ausgeben
cli-arg-games-all = Auch beendete Spiele
cli-arg-games-json = JSON ausgeben
cli-arg-robber-owner = Wessen Räuber: eine Farbe oder der Name eines Spielers
cli-arg-robber-space = Das Feld der Wertungstafel (0-49), auf dem die Zählfigur eines anderen Spielers steht
cli-arg-victim-victim = Wen der Räuber bestiehlt: eine Farbe oder der Name eines Spielers
cli-arg-victim-figure = Mit den Boten: `figure=1` oder `figure=2`, die Zählfigur des Räuberbesitzers, die die gestohlenen Punkte bekommt
cli-arg-dispatch-words = Das Plättchen (`two_points`, `knights`...: `help dispatch` listet sie auf), dann was es verlangt: eine Anzahl (`knights 3`) oder ein Gebiet und seine Wörter (`score_meeple city 4 red`); `figure=2` wählt die Zählfigur, die zieht
cli-arg-correct-player = Wer: eine Farbe oder der Name eines Spielers
cli-arg-correct-points = Punkte zum Hinzufügen; negativ, um welche abzuziehen
cli-arg-correct-reason = Warum, in wenigen Worten; ein Wort `figure=2` wählt die Zählfigur, die zieht (Die Botschaften)
cli-arg-end-finish = Das Spiel beenden: Endstand
cli-arg-end-now = Mit --finish während der Züge: ohne Schlusswertung beenden
cli-arg-end-reopen = Ein beendetes Spiel wieder öffnen (Vorgabe: das zuletzt geänderte beendete Spiel)
cli-arg-end-figures = Mit --finish und den Boten: welche Zählfigur die 3 Punkte eines Räubers bekommt, als `green.figure=2`
cli-arg-edit-command = Der Befehl, der ihn ersetzt, so wie er getippt würde: `road 5 red`, `robber green 12`, `correct red -2 verzählt`...
cli-arg-history-player = Nur Spiele dieses Spielers (Name in der Spielerliste)
cli-arg-history-from = Nur Spiele, die an oder nach diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-history-to = Nur Spiele, die vor diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-history-finished = Nur beendete Spiele
cli-arg-history-unfinished = Nur laufende Spiele
cli-arg-history-expansion = Nur Spiele mit dieser Erweiterung oder diesem Bestandteil
cli-arg-history-game = Dieses Spiel vollständig zeigen (Verlauf und Punktestand nach jedem Zug)
cli-arg-history-json = JSON ausgeben
cli-arg-stats-player = Ein Spieler der Spielerliste (Vorgabe: alle)
cli-arg-stats-vs = Direkter Vergleich mit diesem Spieler
cli-arg-stats-json = JSON ausgeben
cli-arg-check-set_aside_log = Ein vom Öffnen abgelehntes Write-Ahead-Log (und die -shm-Datei) beiseitelegen und behalten, dann die Datenbank so öffnen und prüfen, wie ihre Datei sie enthält
cli-arg-export-games = Zu exportierende Spiele (Vorgabe: alle; für bgstats und bgg jedes beendete Spiel; für bgstats-link, bgg-form, text und png das zuletzt geänderte Spiel)
cli-arg-export-output = In diese Datei schreiben statt auf die Standardausgabe (ein PNG geht nur auf die Standardausgabe, wenn sie kein Terminal ist)
cli-arg-export-format = Was geschrieben wird: Tallys Dokument, die Datei für BG Stats (.bgsplay) oder der Link für eine Partie, Partien für BoardGameGeek (XML) oder die Felder seines Formulars zum Eintragen einer Partie (BoardGameGeek kann keine Partien aus Dateien importieren), ein Ergebnis als Text oder als PNG-Bild
cli-arg-export-theme = Mit png: hell (light) oder dunkel (dark)
cli-arg-export-player = Nur Spiele dieses Spielers (Name in der Spielerliste)
cli-arg-export-from = Nur Spiele, die an oder nach diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-export-to = Nur Spiele, die vor diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-import-file = Ein Tally-Exportdokument ("-" für die Standardeingabe)
cli-arg-import-json = JSON ausgeben
cli-arg-schema-item = Schlüssel eines Gebiets oder Ereignisses (siehe `tally rules features`, `tally rules events`)
cli-arg-schema-when = Gebiete: completed | end_of_game
cli-arg-rules-topic = Thema: editions | expansions | presets | features | events | variants
cli-arg-rules-json = JSON ausgeben
cli-arg-step-code = Der Code des Schritts (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = Mit den Boten: welche Zählfigur die 3 Punkte eines auf der Wertungstafel verbliebenen Räubers bekommt, als `green.figure=2`

## tally serve: der Live-Tisch (commands/serve.rs).
cli-about-serve = Den Live-Tisch des Spiels im lokalen Netz anbieten: die anderen Spieler verfolgen ihn im Browser ihres Telefons über die ausgegebenen Links (mit ihren QR-Codes), Werter-Links tragen ein; Strg-C beendet
cli-arg-serve-address = Wo gelauscht wird (Standard: die private Adresse dieses Rechners im Netz seiner Standardroute, dem WLAN): eine seiner Adressen nur für dieses Netz, 127.0.0.1 nur für diesen Rechner, 0.0.0.0 für jedes Netz dieses Rechners
cli-arg-serve-port = Der Port (0: irgendein freier Port)
cli-arg-serve-scorers = Dieser Person oder diesem Telefon einen Werter-Link geben (einer je Angabe: `--scorer Ben`)
cli-arg-serve-revoke = Den Link mit dieser Nummer widerrufen (ein laufender Host lehnt ihn sofort ab) und aufhören
cli-arg-serve-json = Die Links als eine Zeile JSON ausgeben, ohne QR-Codes
cli-serve-hosting = Spiel #{ $game }: Live-Tisch auf { $address } (Strg-C beendet).
cli-serve-hosting-network = Spiel #{ $game }: Live-Tisch auf { $address }, im Netz von { $interface } (Strg-C beendet).
cli-serve-viewer-link = Link { $link }, um den Tisch zu verfolgen ({ $label }):
cli-serve-scorer-link = Link { $link }, um zu verfolgen und zu werten ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <link>` nimmt einen Link zurück.
cli-serve-revoked = Link { $link } von Spiel #{ $game } ist widerrufen.
cli-serve-table = Tisch
cli-export-nothing = kein Spiel zu exportieren: keines passt (BG Stats und BoardGameGeek bekommen nur beendete Spiele)
cli-export-one-game = text und png zeigen ein Spiel: gib eine Spielnummer an, oder keine für das zuletzt geänderte Spiel
cli-export-png-terminal = ein PNG ist nichts für ein Terminal: gib -o DATEI an oder leite die Ausgabe um
cli-import-foreign = das ist ein { $format }-Dokument: `tally import` liest nur Tallys eigene Exportdokumente (`tally export` schreibt sie)
cli-about-roster = Die Spieler: auflisten, markieren, wem dieses Telefon gehört (`tally roster me Ann`), Name und ID eines Spielers in BG Stats behalten (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = Der Spieler aus der Spielerliste (für me und bgstats)
cli-arg-roster-bgstats_name = Mit bgstats: der Name des Spielers in BG Stats (weggelassen: vergessen)
cli-arg-roster-bgstats_uuid = Mit bgstats: die ID des Spielers in BG Stats, eine UUID wie A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (weggelassen: vergessen)
cli-arg-roster-json = JSON ausgeben
cli-roster-name-needed = welcher Spieler? `tally roster me NAME`, `tally roster bgstats NAME`
cli-roster-me-mark = (dieses Telefon gehört ihm)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = { $name } gehört dieses Telefon: Die BG-Stats-Dateien sind seine
cli-roster-bgstats-set = { $name }: Name und ID in BG Stats gespeichert

## tally stats: die Diagramme (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: Punkte nach Kategorie in jedem Spiel, das älteste zuerst
cli-stats-legend = { $categories }
cli-stats-score-row = Punkte { $line }
cli-stats-place-row = Platz { $line }
cli-stats-heading-by-players = Siegquote nach Zahl der Spieler
cli-stats-players = { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
cli-stats-heading-by-expansion = Siegquote nach Erweiterung
cli-stats-won-of = { $wins } von { $games } ({ $rate } %)
cli-stats-heading-rating = Wertung: Schätzung ± Unsicherheit (geordnet nach der Schätzung abzüglich dreier Unsicherheiten)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = Wertung nach jedem Spiel: { $line }
cli-stats-heading-wins = Siege
cli-stats-heading-pairs = Direkter Vergleich: vorn, hinten, gleichauf
cli-stats-pair-row = { $a } gegen { $b }: { $ahead }, { $behind }, { $ties } von { $games }
cli-stats-heading-records = Rekorde
cli-stats-record-feature = { $title }: { $name }, { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (Spiel #{ $game }, Eintrag #{ $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } (Spiel #{ $game }, Eintrag #{ $entry })
cli-stats-record-lead = { $title }: { $name } mit { $lead ->
        [one] { $lead } Punkt
       *[other] { $lead } Punkten
    } Vorsprung bei { $points } (Spiel #{ $game }, Eintrag #{ $entry })
cli-stats-heading-together = Ihre gemeinsamen Spiele, das älteste zuerst
cli-stats-no-games = Kein beendetes Spiel passt.
cli-arg-stats-from = Nur Spiele, die an oder nach diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-stats-to = Nur Spiele, die vor diesem Tag begonnen wurden (JJJJ-MM-TT)
cli-arg-stats-with = Nur Spiele, an denen dieser Spieler der Spielerliste teilnahm (mehrfach angeben für die Spiele, die alle gemeinsam spielten)
cli-arg-stats-expansion = Nur Spiele mit dieser Erweiterung oder diesem Bestandteil im Spiel (mehrfach angeben für mehrere)
cli-arg-stats-edition = Nur Spiele dieser Ausgabe (c1, c2, c3, winter)
cli-arg-stats-games = Wie viele der letzten Spiele die Diagramme zeigen

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Einem Tisch beitreten, den ein anderes Telefon oder ein Laptop ausrichtet: ihn mit einem Zuschauer-Link live verfolgen oder mit einem Punkte-Link werten (die Wörter von `tally play`, eine Zeile je Eingabe); das beendete Spiel wird in dieser Datenbank gespeichert
cli-arg-join-link = Der Link, den der Gastgeber ausgegeben hat (http://…/t/…/ oder tally://…/t/…/)
cli-arg-join-me = Welcher Spieler am Tisch du bist (ein Name aus dem Spiel), damit deine Statistik das gespeicherte Spiel dir zuschreibt
cli-join-not-a-link = das ist kein Link zu einem Tisch: gib die Adresse an, die der Gastgeber ausgegeben hat (http://…/t/…/)
cli-join-link-refused = der Gastgeber öffnet den Tisch für diesen Link nicht mehr (zurückgenommen oder das Spiel gelöscht)
cli-join-joined = Dem Tisch beigetreten (Eintrag #{ $entry }).
cli-join-stale = Der Gastgeber ist nicht erreichbar; der Tisch ist veraltet seit { $since }. Neuer Versuch…
cli-join-viewer-only = mit diesem Link verfolgt man den Tisch; nur ein Punkte-Link trägt ein
cli-join-taken-back = #{ $entry } ist zurückgenommen.
cli-join-recorded = Als Eintrag #{ $entry } eingetragen.
cli-join-unreachable = der Gastgeber war nicht erreichbar; nichts wurde eingetragen
cli-join-kept = Das beendete Spiel ist hier als Spiel #{ $game } gespeichert.
cli-join-kept-updated = Spiel #{ $game } ist auf dem Stand des Gastgebers: { $entries ->
        [one] { $entries } neuer Eintrag.
       *[other] { $entries } neue Einträge.
    }
cli-join-kept-already = Spiel #{ $game } ist bereits so gespeichert, wie der Gastgeber es hat.
