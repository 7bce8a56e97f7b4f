### Fehler: die Meldung error-<code> jedes Fehlercodes und die Gründe, die sie tragen.

colour-unknown = `{ $word }` ist keine Farbe: { $colours }
colour-taken = { $colour } ist schon vergeben
command-changes-the-log = Rückgängig, Wiederholen, Ändern und Löschen ändern den Verlauf, nicht den Tisch
correction-reason-too-long = ein Grund hat höchstens { $most ->
        [one] { $most } Zeichen
       *[other] { $most } Zeichen
    }
reason-invisible-character = ein Grund darf { $code } nicht enthalten, ein Steuer-, Schreibrichtungs- oder unsichtbares Zeichen
correction-say-why = gib an, warum der Punktestand korrigiert wird
correction-too-large = eine Korrektur beträgt höchstens { $most ->
        [one] { $most } Punkt
       *[other] { $most } Punkte
    } in jede Richtung, nicht { $points }
correction-zero = eine Korrektur um 0 Punkte ändert nichts
edit-not-undo-or-redo = eine Änderung ersetzt einen Befehl durch einen anderen, nicht durch Rückgängig oder Wiederholen
error-already_recorded = { $item }: wird { $limit } eingetragen, das ist schon geschehen
error-changed_elsewhere = das Spiel wurde anderswo geändert und neu geladen: { $reason }
error-host_only = das macht nur der Host: { $reason }
error-import_stopped = der Import wurde abgebrochen: { $cause }. Bis dahin gespeicherte Spiele: { $imported } von { $total }; importiere das Dokument erneut, um den Rest hinzuzufügen (bereits gespeicherte Spiele werden übersprungen)
error-database_busy = die Datenbank ist belegt: ein anderes Programm schreibt gerade hinein (ein langer Import?) und hat sie nicht rechtzeitig freigegeben; nichts wurde geändert, versuche es gleich noch einmal
error-damaged_database = { $path } ist beschädigt und wurde nicht angetastet: { $reason }
error-foreign_log = { $path } wurde nicht geöffnet: { $reason }. Nichts wurde geändert. Lege das Log { $wal } beiseite (Tally kann es und die -shm-Datei daneben aus dem Weg räumen; auf der Kommandozeile `tally check --set-aside-log`) und öffne erneut: Die Datei öffnet sich mit den Spielen, die sie enthält, und das Log bleibt erhalten
error-duplicate_player = Spieler `{ $player }` steht doppelt in der Liste
error-edit_refused = die Änderung von Eintrag #{ $seq } würde Eintrag #{ $invalid } ungültig machen: { $reason }
error-end_game_not_started = { $what } bei Spielende: beginne zuerst die Schlusswertung
error-end_game_started = die Schlusswertung hat begonnen: { $what }
error-game_finished = das Spiel ist beendet: öffne es zuerst wieder
error-input_not_enabled = `{ $field }` braucht { $needs }, das nicht im Spiel ist
error-invalid_import = Import nicht möglich: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = ungültige Anfrage: { $reason }
error-no_players = keine Spieler: mindestens ein Spieler wird gebraucht
error-no_prompt = keine Frage offen: { $question }
error-nobody_scores = bei { $item } punktet niemand: { $hint }
error-not_a_tally_database = { $path } ist keine Tally-Datenbank: { $reason }
error-not_available = `{ $item }` kann hier nicht gewertet werden: { $reason }
error-not_finished = nur ein beendetes Spiel kann wieder geöffnet werden
error-nothing_to_redo = nichts zu wiederholen
error-nothing_to_undo = nichts rückgängig zu machen
error-prompt_pending = Zuerst: { $player } { $question }
error-read_only_database = { $path } ist schreibgeschützt geöffnet ({ $reason }): Sie kann gelesen, aber nicht geändert werden
error-too_large = { $what }: { $found } ist mehr als die Grenze von { $limit }
error-schema_too_new = die Datenbank hat Schemaversion { $found }; dieses Tally liest bis { $supported }: aktualisiere Tally
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = dieser Zug hat seinen zweiten Teil schon
error-storage = Speicherfehler: { $message }
error-unknown_edition = unbekannte Edition `{ $key }` (erwartet: c1, c2, c3 oder winter)
error-unknown_entry = Eintrag #{ $seq } gibt es nicht oder er kann nicht geändert werden
error-unknown_event = unbekanntes Ereignis `{ $key }` (siehe `tally rules events`)
error-unknown_expansion = unbekannte Erweiterung `{ $key }` (siehe `tally rules expansions`)
error-unknown_feature = unbekanntes Gebiet `{ $key }` (siehe `tally rules features`)
error-unknown_game = kein Spiel mit der Nummer { $id }
error-unknown_input = `{ $field }` ist keine Eingabe von `{ $item }`
error-unknown_player = unbekannter Spieler `{ $player }`
error-unknown_preset = unbekannte Schnellauswahl `{ $key }` (siehe `tally rules presets`)
error-unknown_roster_player = kein Spieler mit der Nummer { $id } in der Spielerliste
error-would_go_negative = { $player } hat { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    } und kann nicht { $lose ->
        [one] { $lose } Punkt
       *[other] { $lose } Punkte
    } verlieren: Der Punktestand darf nicht unter 0 fallen
event-belongs-to-active-player = { $item } gehört dem Spieler am Zug ({ $active }), nicht { $player }
event-choose-player = wähle den Spieler: { $who }
event-same-player = { $second } kann nicht zugleich { $first } sein
feature-not-at-the-end = es wird bei Spielende nicht gewertet
feature-only-at-the-end = es wird nur bei Spielende gewertet
figure-out-of-range = { $player } hat { $count ->
        [one] { $count } Zählfigur
       *[other] { $count } Zählfiguren
    }, keine Figur { $figure }
hint-name-the-players = nenne die Spieler mit Gefolgsleuten darauf (oder bestätige, dass niemand punktet, um es trotzdem einzutragen)
import-damaged = das Dokument ist beschädigt: { $error }
import-entry-number = Eintrag { $entry } hat die Nummer { $number }
import-format-too-new = die Ereignisse haben Format { $format }; dieses Tally liest bis { $supported }
import-game-refused = Spiel { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` ist keine UUID
import-not-an-export = das ist kein Tally-Export (kein "format": "tally-export")
import-not-json = kein JSON: { $error }
import-version-too-new = der Export hat Version { $version }; dieses Tally liest bis { $supported }: aktualisiere Tally
input-above-maximum = { $number } liegt über dem Höchstwert { $max }
input-below-minimum = { $number } liegt unter dem Mindestwert { $min }
input-empty-player-id = eine Spieler-ID darf nicht leer sein
input-expected-number = erwartet wird eine ganze Zahl
input-expected-option = erwartet wird einer der Optionsschlüssel
input-expected-player = erwartet wird eine Spieler-ID
input-expected-toggle = erwartet wird true oder false
input-given-per-player = wird pro Spieler angegeben: trage es bei jedem Spieler ein
input-negative = { $number } ist negativ; Zählungen beginnen bei { $min }
input-not-an-option = `{ $key }` ist keiner von { $options }
input-not-per-player = ist keine Eingabe pro Spieler: trage es unter `inputs` ein
limit-once-per-game = einmal pro Spiel
limit-once-per-player-taken = einmal pro Spieler, und { $player } hat es schon
limit-once-per-turn = einmal pro Zug, auch in einem Doppelzug
merge-into-themselves = ein Spieler kann nicht mit sich selbst zusammengeführt werden
merge-same-game = beide haben im selben Spiel gespielt, also sind es verschiedene Spieler
name-missing = ein Spieler braucht einen Namen
name-too-long = ein Name hat höchstens { $most ->
        [one] { $most } Zeichen
       *[other] { $most } Zeichen
    }
needs-elements = es braucht { $elements }
prompt-dispatch-to-resolve = muss eine Botschaft ausführen
prompt-robber-choice = muss wählen, wen der Räuber bestiehlt
question-dispatch = Botschaft
question-robber-choice = Wahl des Räubers
reason-double-turn-needs-builder = ein Doppelzug braucht den Baumeister (exp02_traders_builders.builder)
reason-scored-when-finished = das Spiel wertet es selbst, wenn es beendet wird
robber-space-no-figure = auf Feld { $space } steht keine Zählfigur eines anderen Spielers
robber-space-off-track = die Wertungstafel hat die Felder 0 bis 49, nicht { $space }
robber-victim-did-not-score = { $victim } hat in dieser Wertungsrunde nicht vom Feld des Räubers aus gepunktet
round-empty = eine Wertungsrunde wertet mindestens ein Gebiet oder Ereignis
round-one-step = eine Wertungsrunde wertet einen Schritt: { $first } gehört zu { $first_step }, { $second } zu { $second_step }
round-too-many = eine Wertungsrunde umfasst höchstens { $most ->
        [one] { $most } Eintrag
       *[other] { $most } Einträge
    }
setup-player-count = ein Spiel hat { $min } bis { $max ->
        [one] { $max } Spieler
       *[other] { $max } Spieler
    }, nicht { $count }
step-1a-first-part-only = Schritt 1A gibt es nur im ersten Teil eines Doppelzugs
step-feature-wrong = ein Gebiet wird in Schritt { $step } gewertet, nicht { $given }
step-say-which = { $item } kann in Schritt { $steps } geschehen: sag, in welchem
step-wrong = { $item } geschieht in Schritt { $steps }, nicht { $given }
storage-bad-json = gespeicherte Daten ({ $what }) sind ungültig: { $error }
storage-bad-timestamp = ungültiger Zeitstempel `{ $text }`: { $error }
storage-cannot-create = { $path } kann nicht angelegt werden: { $error }
storage-cannot-read = { $path } kann nicht gelesen werden: { $error }
storage-cannot-move = { $path } kann nicht verschoben werden: { $error }
too-large-entries-way-out = Einträge in diesem Spiel, Rückgängig, Wiederholen und Löschen eingeschlossen (das Beenden des Spiels geht weiterhin)
too-large-import-read = gelesene Bytes des Importdokuments (dort wurde das Lesen beendet)
import-not-text = das Dokument ist kein UTF-8-Text: { $error }
import-cannot-read = das Dokument kann nicht gelesen werden: { $error }
storage-cannot-write-file = { $path } kann nicht geschrieben werden: { $error }
output-is-the-database = { $path } ist die Datenbank, die dieser Befehl liest ({ $database }), oder eine ihrer Protokolldateien: wähle eine andere Datei; nichts wurde geschrieben
changed-elsewhere-redo = { $changes }, seit es gelesen wurde; nichts wurde wiederhergestellt: sieh dir das Spiel an und wiederhole erneut, wenn du es noch willst
changed-elsewhere-redo-target = #{ $seq } ist jetzt der Eintrag, den „Wiederholen“ zurückholt
changed-elsewhere-undo = { $changes }, seit es gelesen wurde; nichts wurde rückgängig gemacht: sieh dir das Spiel an und mache erneut rückgängig, wenn der letzte Eintrag noch der zurückzunehmende ist
changed-elsewhere-gone = #{ $seq } wurde zurückgenommen
changed-elsewhere-now = #{ $seq } ist jetzt { $summary }
changed-elsewhere-new = #{ $seq } { $summary } ist neu
storage-corrupt = die Datenbankdatei ist beschädigt
storage-disk-full = der Speicher ist voll
storage-interrupted = vor dem Abschluss angehalten: Nichts davon wurde geschrieben
storage-game-does-not-replay = Spiel { $id } lässt sich nicht nachspielen: { $error }
storage-migration-failed = Umstellung fehlgeschlagen: { $error }
storage-not-a-database = die Datei ist keine Datenbank
storage-read-only = die Datenbank ist schreibgeschützt
store-another-application = sie gehört einer anderen Anwendung
store-cannot-check = SQLite kann sie nicht prüfen ({ $error })
store-check-says = die Prüfung von SQLite meldet: { $check }
store-file-corrupt = die Datei ist beschädigt
store-not-sqlite = sie ist keine SQLite-Datenbank
store-schema-unreadable = ihr Schema ist nicht lesbar (beschädigt?)
store-wal-another-database = das Write-Ahead-Log daneben gehört zu einer anderen Datenbank
store-wal-does-not-fit = das Write-Ahead-Log daneben passt nicht zur Datei
store-wal-would-drop-games = das Write-Ahead-Log daneben würde Spiele der Datei verwerfen
store-wal-would-drop-entries = das Write-Ahead-Log daneben würde Einträge der Datei verlieren
store-wal-would-drop-players = das Write-Ahead-Log daneben würde Spieler der Spielerliste verlieren, die die Datei hat
store-wal-older-than-file = das Write-Ahead-Log daneben ist älter als die Datei: seither gemachte Änderungen gingen verloren
store-wal-unreadable = das Write-Ahead-Log daneben ist kein Log, das SQLite auf diese Datei anwenden würde (andere Seitengröße oder beschädigter Kopf)
store-wal-not-its-own = das Write-Ahead-Log daneben gehört nicht zu dieser Datei: Es stammt von einer anderen Datenbank oder von einer Kopie, die getrennt von dieser Datei geändert wurde
store-wal-starts-after-file = das Write-Ahead-Log daneben setzt einen späteren Stand dieser Datenbank fort, als die Datei enthält (wurde eine ältere Kopie der Datei zurückgelegt?): Die Änderungen dazwischen gingen verloren
store-file-alone-damaged = die Datei selbst ist beschädigt ({ $error }), und das Write-Ahead-Log { $wal } daneben macht sie nicht wieder ganz: bewahre eine Kopie beider Dateien auf und stelle die letzte Sicherung wieder her
store-view-damaged = die Datenbank, wie ihr Write-Ahead-Log { $wal } sie macht, lässt sich nicht lesen ({ $error })
store-corrupt-through-log = die Datenbank, wie ihr Write-Ahead-Log { $wal } sie macht, ist beschädigt
store-path-link-loop = die symbolischen Links auf dem Weg dorthin führen im Kreis
store-path-is-uri = gib den Pfad einer Datei an, keine SQLite-URI (`file:...`, `:memory:`)
store-path-not-a-file = { $file } ist { $kind ->
        [directory] ein Verzeichnis
        [fifo] ein FIFO (benannte Pipe)
        [stream] ein Datenstrom oder ein Gerät (Standardeingabe, ein Dateideskriptor, /dev oder /proc)
       *[other] ein Gerät oder ein Socket
    }, keine Datenbankdatei
variant-error-unknown = ist keine Regelvariante
what-a-completed-feature = ein während des Spiels fertiggestelltes Gebiet wird in den Spielzügen gewertet
what-a-double-turn = ein Doppelzug gehört zu den Spielzügen
what-ending-a-turn = das Beenden eines Zuges gehört zu den Spielzügen
what-incomplete-features = unfertige Gebiete werden gewertet
what-item-is-scored = { $item } wird gewertet
what-item-belongs-to-turns = { $item } gehört zu den Spielzügen
what-placing-a-robber = ein Räuber wird nur während der Spielzüge gesetzt
what-starting-the-end-game = sie kann nicht ein zweites Mal beginnen

import-not-an-object = kein JSON-Objekt: { $error }
import-year-out-of-range = das Jahr { $year } liegt außerhalb von 0000 bis 9999
integrity-sound = Die Datenbank ist in Ordnung.
integrity-unknown = unbekannt
integrity-damaged = Die Datenbank ist beschädigt ({ $count ->
        [one] { $count } Problem
       *[other] { $count } Probleme
    } gefunden; zuerst: { $first }). Exportiere deine Spiele jetzt, solange Tally sie noch auflisten kann, bewahre eine Kopie der Datei auf und stelle die letzte Sicherung wieder her.
name-invisible-character = ein Name darf { $code } nicht enthalten, ein Steuer-, Schreibrichtungs- oder unsichtbares Zeichen
roster-name-taken = `{ $other }` (Spielerliste Nr. { $id }) trägt diesen Namen schon
score-beyond-any = { $current } kann nicht noch { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } bekommen: Das übersteigt jeden Punktestand
score-out-of-range = { $score } ist kein Punktestand: Summen liegen zwischen -{ $limit } und { $limit }
seat-same-roster-player = dieser Platz und ein früherer sind derselbe Spieler der Liste (Nr. { $id })
storage-bad-scores = die gespeicherten Punktestände `{ $text }` sind ungültig
storage-no-database = unter { $path } gibt es keine Datenbank
store-directory-not-writable = ihr Ordner { $directory } ist nicht beschreibbar, und SQLite legt dort seine Protokolldateien ab
store-file-not-writable = die Datei ist nicht beschreibbar: ändere ihre Rechte, um zu schreiben
store-log-file-not-writable = { $file } ist nicht beschreibbar (ein schreibgeschütztes Öffnen hat sie vielleicht hinterlassen): schließe jedes Tally, das die Datenbank nutzt, und lösche dann diese Datei, um wieder zu schreiben
store-opened-read-only = schreibgeschützt geöffnet
too-large-entries-in-game = Einträge in Spiel { $game } ({ $uuid })
too-large-entries-in-this-game = Einträge in diesem Spiel (Rückgängig, das Löschen eines Eintrags und das Beenden des Spiels gehen weiterhin)
too-large-import-bytes = Bytes im Importdokument
too-large-request-players = Spieler in einer Wertungsanfrage
name-already-at-table = `{ $name }` sitzt schon als `{ $other }` am Tisch: eine Person, ein Platz
store-read-only-needs-migration = { $reason }; ihr Schema (Version { $version }) muss erst auf Version { $latest } gebracht werden, wofür geschrieben werden muss
draft-no-such-item = diese Wertung hat keinen Posten { $item } (sie hat { $count })
draft-not-during-turns = nach diesen Regeln wird das nicht während der Spielzüge gewertet
draft-not-at-end = nach diesen Regeln wird das nicht in der Schlusswertung gewertet
draft-step-of-an-event = nur ein Ereignis wird in einem eigenen Schritt erfasst
draft-moment-changed = am Tisch ging es weiter, seit diese Wertung begonnen wurde (die Schlusswertung hat begonnen oder ging zurück zu den Spielzügen): beginne sie neu
draft-empty = noch nichts zu werten: wähle ein Gebiet oder ein Ereignis
draft-entry-not-a-scoring = Eintrag #{ $seq } ist keine Wertung: Eine Korrektur wird als Korrektur bearbeitet, alles andere wird gelöscht
too-large-draft-bytes = Bytes im aufbewahrten Wertungsentwurf
error-not_exportable = Spiel { $game } kann nicht für { $format } exportiert werden: { $reason }
roster-bgstats-uuid-invalid = das ist keine Spieler-ID aus BG Stats: Sie hat 36 Zeichen, Hexadezimalziffern in Gruppen zu 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
