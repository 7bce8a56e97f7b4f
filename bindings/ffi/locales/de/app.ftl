# Die eigenen Texte der Apps.
app-name = Tally
app-score-it = Werten

## iOS
## Die eigenen Texte der iOS-App (ios/Tally, ios/TallyKit), mit `tx` gezeigt.

app-ios-colour = { $colour }
app-ios-undid = Zurückgenommen: { $entry }
app-ios-undid-nothing-named = Zurückgenommen
app-ios-redid = Wiederhergestellt: { $entry }
app-ios-redid-nothing-named = Wiederhergestellt
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } überschreitet { $points }.
app-ios-figure-passes = { $player }, Zählfigur { $figure }: überschreitet { $points }.
app-ios-lap-tile-new = Ein 50/100-Plättchen mit der 50 nehmen.
app-ios-lap-tile-turn = Das 50/100-Plättchen auf die 100 umdrehen.
app-ios-rematch-missing = { $count ->
    [one] { $names } ist nicht mehr unter den Spielern (mit einem anderen zusammengeführt). Bitte ein neues Spiel beginnen.
   *[other] { $names } sind nicht mehr unter den Spielern (mit anderen zusammengeführt). Bitte ein neues Spiel beginnen.
}
app-ios-category-roads = Straßen
app-ios-category-cities = Städte
app-ios-category-cloisters = Klöster
app-ios-category-fields = Wiesen
app-ios-category-features = Andere Gebiete
app-ios-category-bonuses = Boni
app-ios-category-dispatches = Botschaften
app-ios-category-robbers = Räuber
app-ios-category-corrections = Korrekturen
app-ios-group-major = Große Erweiterungen
app-ios-group-minor = Mini-Erweiterungen
app-ios-group-other = Weitere Erweiterungen
app-ios-group-print-and-play = Print & Play
app-ios-group-fan = Fan-Erweiterungen
app-ios-phase-playing = Im Spiel
app-ios-phase-end-game = Schlusswertung
app-ios-phase-finished = Beendet
app-ios-problem-too-few = Mindestens zwei Spieler hinzufügen.
app-ios-problem-too-many = Höchstens acht Spieler.
app-ios-problem-missing-name = Jeder Spieler braucht einen Namen.
app-ios-problem-same-name = Zwei Spieler heißen { $name }.
app-ios-problem-same-colour = Zwei Spieler haben dieselbe Farbe.
app-ios-step = Schritt
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Auf dem Tisch zählen.
app-ios-refusal-here = Die letzte Ablehnung betraf diese Eingabe.
app-ios-filled-in-by-tally = Von Tally eingetragen: Es ist die Eingabe des Spielers am Zug.
app-ios-nobody = Niemand
app-ios-not-chosen = Nicht gewählt
app-ios-empty = leer
app-ios-nobody-scores = Niemand bekommt Punkte.
app-ios-fill-in-to-see-points = Das Formular ausfüllen, um die Punkte zu sehen.
app-ios-breakdown = Aufschlüsselung
app-ios-scoring-figure-number = Zählfigur { $figure }
app-ios-scoring-figure-of = Zählfigur von { $player }
app-ios-which-figure-moves = Welche Zählfigur zieht
app-ios-which-figure-moves-footer = Die Zählfigur, die Tally ziehen würde, ist gewählt, bis ihr eine andere wählt.
app-ios-figure-on-space = Zählfigur { $figure }: Feld { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, dunkles Feld
app-ios-change-player = { $player }: jetzt { $before }, danach { $after }
app-ios-entries-that-change = Einträge, die sich ändern: { $entries }
app-ios-entries-that-go = Einträge, die entfallen: { $entries }
app-ios-what-this-changes = Was sich ändert
app-ios-nothing-changed = Nichts geändert
app-ios-ok = OK
app-ios-scoring-track = Wertungstafel
app-ios-space-number = Feld { $space }
app-ios-dark-space-number = Feld { $space }, dunkles Feld
app-ios-player-figure = { $player }, Zählfigur { $figure }
app-ios-robber-of = Räuber von { $player }
app-ios-lap-tile = 50/100-Plättchen: { $value }
app-ios-another-feature = Ein weiteres Gebiet, das diese Karte fertigstellt
app-ios-another-feature-footer = Alles in einer Runde wird zusammen gewertet: dunkle Felder und Räuber werden einmal, an ihrem Ende, abgerechnet.
app-ios-nobody-scores-record-anyway = Niemand bekommt Punkte: trotzdem eintragen
app-ios-nobody-scores-items = Niemand bekommt Punkte: { $items }
app-ios-cancel = Abbrechen
app-ios-remove-from-round = Aus der Runde nehmen
app-ios-round = Eine Runde
app-ios-replace = Ersetzen
app-ios-dispatch-drawn = Die Zählfigur { $figure } von { $player } hält auf dem dunklen Feld { $space }: { $player } zieht eine Botschaft.
app-ios-dispatch = Botschaft
app-ios-feature = Gebiet
app-ios-choose = Wählen
app-ios-resolve-dispatch = Botschaft ausführen
app-ios-undo-last-scoring = Die letzte Wertung zurücknehmen
app-ios-robber-chooses = Mehrere Zählfiguren haben in dieser Runde das Feld { $space } verlassen: { $player } wählt, wessen Punkte der Räuber nimmt.
app-ios-points-scored = { $points ->
    [one] { $points } Punkt gewertet
   *[other] { $points } Punkte gewertet
}
app-ios-rob = Rauben
app-ios-robber = Räuber
app-ios-robber-of-heading = Räuber von
app-ios-no-figure-to-rob = Noch steht keine Zählfigur eines anderen Spielers auf der Wertungstafel.
app-ios-space-with = Feld { $space }: { $names }
app-ios-robber-spaces = Auf einem Feld mit der Zählfigur eines anderen Spielers
app-ios-place-robber = Einen Räuber setzen
app-ios-place = Setzen
app-ios-robber-owner-on-space = { $player } (auf Feld { $space })
app-ios-player = Spieler
app-ios-points = Punkte
app-ios-reason = Grund
app-ios-correction-footer = Negative Punkte ziehen Punkte ab. Jede Korrektur behält ihren Grund im Protokoll.
app-ios-correction = Korrektur
app-ios-edit-correction = Korrektur bearbeiten
app-ios-record = Eintragen
app-ios-entry-heading = Eintrag
app-ios-delete-entry = Eintrag löschen
app-ios-delete-entry-footer = Die späteren Einträge werden ohne ihn neu abgespielt.
app-ios-delete-an-entry = Einen Eintrag löschen
app-ios-next = Als Nächstes
app-ios-end-game-next-footer = Jede Position für alle betroffenen Spieler so oft wie nötig werten, dann weiter.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-ios-standings = Endstand
app-ios-finish-game = Spiel beenden
app-ios-items-not-scored = { $count ->
    [one] { $count } Position ist noch nicht gewertet.
   *[other] { $count } Positionen sind noch nicht gewertet.
}
app-ios-undo = Rückgängig
app-ios-undo-hint = Nimmt den letzten Eintrag zurück und sagt, welchen.
app-ios-redo = Wiederholen
app-ios-redo-hint = Stellt wieder her, was zurückgenommen wurde.
app-ios-scored-by-itself = Wird vom Spiel gewertet, wenn es beendet wird.
app-ios-times-scored = { $times ->
    [one] einmal gewertet
   *[other] { $times }-mal gewertet
}
app-ios-not-scored-yet = Noch nicht gewertet
app-ios-nothing-scored-by-itself = Nichts weiter wird von selbst gewertet.
app-ios-scored-when-finished = Gewertet, wenn das Spiel beendet wird
app-ios-finished-can-reopen = Ein beendetes Spiel kann wieder geöffnet werden.
app-ios-finish-game-question = Das Spiel beenden?
app-ios-finish = Beenden
app-ios-rematch = Revanche
app-ios-rematch-footer = Eine Revanche: dieselben Spieler und Erweiterungen; der zweite Spieler beginnt.
app-ios-game-detail = Spieldetails und Verlauf
app-ios-reopen = Schlusswertung wieder öffnen
app-ios-done = Fertig
app-ios-results = Ergebnis
app-ios-share-victory = { $names } teilen sich den Sieg
app-ios-wins = { $player } gewinnt
app-ios-share-result = Ergebnis teilen
app-ios-export-bgstats = Für BG Stats exportieren
app-ios-export-bgg = Für BoardGameGeek exportieren
app-ios-log-in-bg-stats = Diese Partie in BG Stats eintragen
app-ios-log-on-bgg = Auf BoardGameGeek eintragen (Felder zum Kopieren)
app-ios-settings-me = Wem dieses Telefon gehört
app-ios-settings-me-footer = Dateien für BG Stats sagen, wem sie gehören: wähle dich unter den Spielern aus.
app-ios-settings-me-nobody = Niemand ausgewählt
app-ios-new-game = Neues Spiel
app-ios-last-played = Zuletzt gespielt { $when }
app-ios-opens-scoreboard = Öffnet die Spielübersicht
app-ios-resume = Fortsetzen
app-ios-recent-games = Letzte Spiele
app-ios-history = Verlauf
app-ios-statistics = Statistik
app-ios-players = Spieler
app-ios-settings = Einstellungen
app-ios-expansion-count = { $count ->
    [one] { $count } Erweiterung
   *[other] { $count } Erweiterungen
}
app-ios-no-games = Keine Spiele
app-ios-no-games-description = Beendete und offene Spiele erscheinen hier.
app-ios-unfinished-badge = offen
app-ios-all-players = Alle Spieler
app-ios-games = Spiele
app-ios-all-games = Alle Spiele
app-ios-unfinished = Offen
app-ios-expansion = Erweiterung
app-ios-any-expansion = Jede Erweiterung
app-ios-filter = Filtern
app-ios-delete-game-question = Dieses Spiel löschen?
app-ios-delete-game = Spiel löschen
app-ios-delete-game-being-played = Das Spiel von { $names } läuft auf diesem Telefon: Löschen beendet es. Es verschwindet aus dem Verlauf und der Statistik. Vorher exportieren, um eine Kopie zu behalten.
app-ios-delete-game-message = Das Spiel von { $names } verschwindet aus dem Verlauf und der Statistik. Vorher exportieren, um eine Kopie zu behalten.
app-ios-score-progression = Punkteverlauf
app-ios-turn-of = Zug { $turn } · { $player }
app-ios-game = Spiel
app-ios-share = Teilen
app-ios-export = Exportieren
app-ios-open-scoreboard = Spielübersicht öffnen
app-ios-more = Mehr
app-ios-turn = Zug
app-ios-edition = Ausgabe
app-ios-start = Starten
app-ios-new-player = Neuer Spieler
app-ios-add = Hinzufügen
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
})
app-ios-add-from-players = Aus der Spielerliste hinzufügen
app-ios-players-in-turn-order = Spieler in Zugreihenfolge
app-ios-players-footer = Zum Umsortieren ziehen. Jeder Spieler hat seine eigene Farbe.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, Inhalt unbestätigt)
app-ios-apply-preset = Eine Auswahl übernehmen
app-ios-clear-expansions = Alle Erweiterungen abwählen
app-ios-presets = Schnellauswahl
app-ios-presets-footer = Big Box 1 bis 7, limitierte Ausgaben und mehr wählen ihre Erweiterungen und ihre Ausgabe auf einmal.
app-ios-rule-variants = Regelvarianten
app-ios-colour-heading = Farbe
app-ios-colour-of = Farbe von { $player }
app-ios-name = Name
app-ios-from-players-list = Aus der Spielerliste
app-ios-off = Aus
app-ios-some-components = Einige Teile
app-ios-on = An
app-ios-no-players = Noch keine Spieler
app-ios-no-players-description = Spieler kommen auf die Liste, wenn sie ein Spiel spielen, oder hier hinzufügen.
app-ios-add-player = Spieler hinzufügen
app-ios-rename = Umbenennen
app-ios-rename-message = Der neue Name ersetzt { $player } in jedem Spiel.
app-ios-merge-question = Spieler zusammenführen?
app-ios-merge-into = { $duplicate } mit { $keep } zusammenführen
app-ios-merge-message = Die Spiele von { $duplicate } werden die von { $keep }, und { $duplicate } verschwindet von der Liste.
app-ios-game-count = { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}
app-ios-favourite-colour = Lieblingsfarbe
app-ios-merge-into-menu = Zusammenführen mit …
app-ios-keep-screen-on = Bildschirm während eines Spiels anlassen
app-ios-at-the-table = Am Tisch
app-ios-keep-screen-on-footer = Das Telefon wird nicht dunkel, solange ein Spiel offen ist.
app-ios-games-stored = Gespeicherte Spiele
app-ios-share-export = Export teilen
app-ios-export-all = Alle Spiele exportieren
app-ios-import = Spiele importieren
app-ios-import-report = { $imported ->
    [one] { $imported } Spiel importiert
   *[other] { $imported } Spiele importiert
} · { $skipped ->
    [one] { $skipped } schon vorhanden
   *[other] { $skipped } schon vorhanden
}
app-ios-your-games = Eure Spiele
app-ios-your-games-footer = Ein Export ist ein JSON-Dokument mit jedem Spiel, seinen Spielern und seinem Protokoll. Beim Import werden vorhandene Spiele übersprungen.
app-ios-about = Über Tally
app-ios-version = Version
app-ios-language = Sprache
app-ios-about-rules = Die Punkte folgen den offiziellen Regeln jeder Erweiterung; jede Wertung zeigt ihre Aufschlüsselung mit der Kennung der Regel.
app-ios-no-statistics = Noch keine Statistik
app-ios-no-statistics-description = Ein Spiel beenden, um die Statistik zu sehen.
app-ios-first-player = Erster Spieler
app-ios-second-player = Zweiter Spieler
app-ios-games-together = Gemeinsame Spiele
app-ios-player-ahead = { $player } vorn
app-ios-ties = Gleichstand
app-ios-averages = Durchschnitte
app-ios-head-to-head = Direkter Vergleich
app-ios-win-count = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Bestes Ergebnis
app-ios-worst-score = Schlechtestes Ergebnis
app-ios-category = Kategorie
app-ios-average-by-category = Durchschnittliche Punkte nach Kategorie
app-ios-longest-feature = Größtes Gebiet
app-ios-most-valuable-feature = Wertvollstes Gebiet
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } Karte
   *[other] { $tiles } Karten
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
app-ios-turn-number = Zug { $turn }
app-ios-table-mode = Tischansicht
app-ios-list-mode = Liste
app-ios-last-tile-question = Ist die letzte Karte gelegt?
app-ios-begin-end-game = Schlusswertung beginnen
app-ios-begin-end-game-message = Als Nächstes werden unfertige Gebiete und Schlussboni gewertet. Das lässt sich zurücknehmen.
app-ios-last-entries = Letzte Einträge
app-ios-timeline = Protokoll
app-ios-timeline-hint = Zeigt jeden Eintrag; dort lassen sich Einträge bearbeiten oder löschen.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-ios-player-score-active = { $player }, am Zug: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-ios-incomplete-features = Unfertige Gebiete
app-ios-completed-features = Fertige Gebiete
app-ios-earlier-steps = Frühere Schritte dieses Zuges
app-ios-second-part = Baumeister: zweiter Teil
app-ios-end-of-game = Spielende
app-ios-end-game-walkthrough = Durch die Schlusswertung
app-ios-live-table = Live-Tisch
app-ios-end-turn = Zug beenden
app-ios-end-turn-hint = Der nächste Spieler beginnt.
app-ios-second-part-builder = Zweiter Teil (Baumeister)
app-ios-step-code = Schritt { $code }
app-ios-active-player = Spieler am Zug
app-ios-score-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
app-ios-dark-space = dunkles Feld
app-ios-robber-on-space = Räuber auf Feld { $space }
app-ios-now = jetzt
app-ios-opens-score-form = Öffnet das Wertungsformular
app-ios-turn-step = Zug { $turn } · { $code }
app-ios-nothing-recorded = Noch nichts eingetragen.
app-ios-delete = Löschen
app-ios-edit = Bearbeiten
app-ios-older-entries = Ältere Einträge zeigen
app-ios-close = Schließen
app-ios-game-cannot-open = Dieses Spiel lässt sich nicht öffnen
app-ios-foreign-log-title = Ein Protokoll neben der Datenbank gehört nicht zu ihr
app-ios-foreign-log-message = { $reason } Tally kann dieses Protokoll beiseitelegen (es bleibt neben der Datei) und die Datenbank so öffnen, wie ihre Datei sie hält.
app-ios-set-aside-log = Protokoll beiseitelegen und öffnen
app-ios-cannot-open-database = Tally kann seine Datenbank nicht öffnen

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Wird geladen…
app-ok = OK
app-back = Zurück
app-cancel = Abbrechen
app-add = Hinzufügen
app-home = Start
app-open = Öffnen
app-nobody = Niemand
app-undo = Rückgängig
app-redo = Wiederholen
app-home-resume = Laufende Partie
app-home-resume-button = Weiterspielen
app-home-new-game = Neue Partie
app-home-history = Verlauf ({ $games })
app-home-statistics = Statistik
app-home-players = Spieler ({ $players })
app-home-settings = Einstellungen
app-home-other-unfinished = Weitere laufende Partien
app-new-game-title = Neue Partie
app-new-game-players = Spieler in Zugreihenfolge ({ $count })
app-new-game-from-roster = Aus der Spielerliste:
app-new-game-new-player = Neuer Spieler
app-new-game-edition = Ausgabe
app-new-game-presets = Schnellauswahl
app-new-game-expansions = Erweiterungen ({ $chosen } gewählt)
app-new-game-variants = Regelvarianten
app-new-game-start = Partie beginnen
app-selected-of = { $chosen } von { $of }
app-group-major = Große Erweiterungen
app-group-minor = Mini-Erweiterungen
app-group-other = Weitere Erweiterungen
app-group-print-and-play = Print & Play und Cut & Play
app-group-fan = Fan-Erweiterungen
app-move-up = { $name } nach vorne
app-remove = { $name } entfernen
app-turn-of = Zug { $turn } · { $player }
app-step-now = Schritt: { $step }
app-second-part-short = zweiter Teil
app-phase-playing = Im Spiel
app-phase-end-game = Schlusswertung
app-phase-finished = Beendet
app-figure-at = Zählfigur { $figure } auf { $space }
app-space-at = Feld { $space }
app-robber-on = Räuber auf Feld { $space }
app-last-entry = Zuletzt: { $summary }
app-score-feature-completed = Fertiges Gebiet werten
app-score-feature-end-of-game = Unfertiges Gebiet werten
app-events = Ereignisse
app-step-description = Schritt { $code }, { $name }
app-table = Tisch
app-end-turn = Zug beenden
app-place-robber = Räuber einsetzen
app-second-part = Zweiter Teil (Baumeister)
app-start-end-game = Spielende
app-end-game-walkthrough = Schlusswertung
app-see-results = Ergebnis
app-reopen = Schlusswertung wieder öffnen
app-timeline = Spielverlauf
app-live-table = Live-Tisch
app-correct = Punkte korrigieren
app-correct-whose = Wessen Punkte?
app-correct-points = Punkte (negativ zum Abziehen)
app-correct-reason = Grund (z. B. vergessenes Kloster)
app-correct-apply = Korrektur eintragen
app-robber-whose = Wessen Räuber?
app-robber-where = Auf welches Feld?
app-robber-nowhere = Keine Zählfigur eines anderen Spielers, neben die er sich stellen kann.
app-robber-to-space = Räuber auf Feld { $space }
app-robber-choice-title = Der Räuber wählt
app-robber-choice-body = Räuber von { $owner } auf Feld { $space }: wessen Punkte nimmt er?
app-which-figure = Welche Zählfigur zieht
app-figure-on = Zählfigur { $figure } (auf { $space })
app-figure-number = Zählfigur { $figure }
app-breakdown = Aufschlüsselung
app-breakdown-nobody = Niemand punktet.
app-score-round = Alle { $items } werten
app-remove-from-round = { $item } aus dieser Wertung nehmen
app-another-feature = Weiteres Gebiet, das diese Karte vollendet
app-nobody-scores = Niemand punktet: trotzdem eintragen
app-edit-entry = Eintrag #{ $seq } ändern
app-save-edit = Änderung speichern
app-entry-changes = #{ $seq } wird: { $summary }
app-scores-after = Punkte nach der Änderung
app-field-of-player = { $field }, { $player }
app-decrease = { $label } verringern
app-increase = { $label } erhöhen
app-dispatch-title = Botschaft
app-dispatch-resolve = Botschaft ausführen
app-dispatch-choose = Die gezogene Botschaft
app-dispatch-meeple-feature = Das Gebiet des Gefolgsmanns
app-dispatch-feature-form = { $feature }, wie bei Spielende
app-end-game-title = Schlusswertung
app-end-game-progress = { $index } von { $of }
app-end-game-not-yet = Noch nichts gewertet.
app-end-game-scored = { $times }× gewertet.
app-end-game-score = Werten
app-end-game-next = Weiter
app-automatic = von selbst
app-at-the-finish = Beim Abschluss
app-finish-game = Endstand
app-results-title = Ergebnis
app-results-provisional = Die Schlusswertung ist nicht abgeschlossen: vorläufiger Stand.
app-share-result = Ergebnis teilen
app-export-for-bg-stats = Für BG Stats exportieren
app-export-for-bgg = Für BoardGameGeek exportieren
app-log-in-bg-stats = Diese Partie in BG Stats eintragen
app-log-on-bgg = Auf BoardGameGeek eintragen (Felder zum Kopieren)
app-settings-me = Wem dieses Telefon gehört
app-settings-me-body = Dateien für BG Stats sagen, wem sie gehören: wähle dich unter den Spielern aus.
app-settings-me-nobody = Niemand ausgewählt
app-tied = gleichauf
app-category-roads = Straßen
app-category-cities = Städte
app-category-cloisters = Klöster
app-category-fields = Wiesen
app-category-features = Gebiete
app-category-bonuses = Boni
app-category-dispatches = Botschaften
app-category-robbers = Räuber
app-category-corrections = Korrekturen
app-history-title = Verlauf
app-history-empty = Noch keine Partien.
app-finished-only = Nur beendete Partien
app-finished = beendet
app-unfinished = läuft
app-expansions-count = Erweiterungen: { $count }
app-detail-title = Partie
app-detail-chart = Punkte Zug um Zug
app-end-short = Ende
app-timeline-hint = Einen Eintrag antippen, um ihn zu ändern oder zu löschen.
app-entry-options = Ändern oder löschen
app-entry-title = #{ $seq } { $summary }
app-edit-entry-button = Ändern
app-delete-entry = Löschen
app-delete-changes = Löschen ändert
app-confirm-delete = Diesen Eintrag löschen
app-statistics-title = Statistik
app-statistics-empty = Beende eine Partie, um die Statistik zu sehen.
app-stats-win-rate = Siegquote
app-stats-average = Schnitt
app-stats-best = Beste
app-stats-worst = Schlechteste
app-stats-best-feature = Wertvollstes: { $feature } ({ $points })
app-stats-longest-feature = Längstes: { $feature } ({ $size })
app-players-title = Spieler
app-players-add = Neuer Spieler
app-players-name = Name
app-edit-player = { $name } bearbeiten
app-rename = Umbenennen
app-merge-into = { $name } ist dieselbe Person wie:
app-merge-description = { $duplicate } mit { $keep } zusammenführen
app-settings-title = Einstellungen
app-settings-backup = Partien sichern und übertragen
app-settings-export = Alle Partien exportieren (teilen)
app-settings-import = Partien aus einer Datei importieren
app-settings-about = Über Tally
app-settings-about-body = Tally zählt die Punkte von Carcassonne nach den offiziellen Regeln der gespielten Erweiterungen. Jeder Punkt kommt mit seiner Aufschlüsselung.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
app-player-row = { $name }, { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
app-track-player = { $name }: { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }, { $figures ->
        [one] Zählfigur auf Feld
       *[other] Zählfiguren auf den Feldern
    } { $spaces }
app-track-robber = Räuber auf Feld { $space }
app-track-description = Wertungstafel. { $players }
app-round-items = Diese Karte vollendet { $items ->
        [one] { $items } Gebiet
       *[other] { $items } Gebiete
    }
app-standing = Platz { $rank }, { $name }, { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
app-chart-description = Punkteverlauf. { $finals }
app-chart-final = { $name } endet mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }
app-players-games = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }
app-settings-games = { $games ->
        [one] { $games } Partie auf diesem Telefon.
       *[other] { $games } Partien auf diesem Telefon.
    }
app-settings-exported = { $games ->
        [one] { $games } Partie exportiert.
       *[other] { $games } Partien exportiert.
    }
app-settings-imported = { $imported ->
        [one] { $imported } Partie importiert
       *[other] { $imported } Partien importiert
    }, schon vorhanden: { $skipped }.
app-stats-wins = Gewonnen: { $wins } von { $games }
app-dispatch-body = Zählfigur von { $player } auf dem dunklen Feld { $space }: zwei Punkte oder eine Botschaft.
app-their-turn = ist am Zug
app-colour = { $colour }
app-undone = Zurückgenommen: { $summary }
app-redone = Wiederholt: { $summary }
app-passed-lap = { $player } überschreitet { $points }: ein 50/100-Plättchen nehmen
app-foreign-log-title = Ein Protokoll, das nicht zu dieser Datenbank gehört
app-foreign-log-body = Tally kann dieses Protokoll umbenannt neben der Datei aufheben und die Partien öffnen, wie sie in der Datei stehen.
app-foreign-log-set-aside = Beiseitelegen und öffnen
app-foreign-log-leave = Tally schließen
app-settings-keep-screen-on = Bildschirm während einer Partie anlassen
app-settings-version = Version { $version }
app-settings-language = Sprache: { $language } (die des Telefons; in dessen Einstellungen zu ändern)
app-last-change = Zuletzt geändert: { $ago }
app-share-game = Diese Partie teilen
app-rematch = Revanche (dieselben Spieler, der Nächste beginnt)
app-rematch-missing = { $count ->
        [one] { $names } ist nicht mehr in der Spielerliste: bitte eine neue Partie beginnen.
       *[other] { $names } sind nicht mehr in der Spielerliste: bitte eine neue Partie beginnen.
    }
app-delete-game = Diese Partie löschen
app-delete-game-question = Diese Partie löschen?
app-delete-game-body = Sie ist endgültig weg, mit { $entries ->
        [one] ihrem { $entries } Eintrag
       *[other] ihren { $entries } Einträgen
    }.
app-delete-game-being-played = Diese Partie ist am Tisch geöffnet: erst die Wertungsansicht verlassen.
app-last-tile-placed = Ist die letzte Karte gelegt?
app-last-tile-placed-body = Die Schlusswertung beginnt: als Nächstes werden unfertige Gebiete und der Rest der Schlusswertung gewertet.
app-begin-end-game = Schlusswertung beginnen
app-finish-question = Das Spiel beenden?
app-finish-body = Der Endstand wird endgültig; die Schlusswertung lässt sich in den Ergebnissen wieder öffnen.
app-finish-confirm = Beenden
app-merge-body = Die Partien von { $duplicate } werden zu denen von { $keep }. Das lässt sich nicht zurücknehmen.
app-merge = Zusammenführen
app-head-to-head = Direkter Vergleich: zwei Spieler wählen
app-head-to-head-games = { $games ->
        [one] { $games } gemeinsame Partie
       *[other] { $games } gemeinsame Partien
    }
app-head-to-head-ahead = { $player } vorn: { $games }
app-head-to-head-ties = Gleichstand: { $ties }
app-head-to-head-averages = Schnitt: { $a } { $aAverage }, { $b } { $bAverage }

## Beide Apps: die Statistikdiagramme (android feature/statistics, TallyKit Statistics)
app-stats-charts = Diagramme
app-stats-wins-heading = Siege
app-stats-rating-heading = Wertung
app-stats-rating-explained = Schätzung ± Unsicherheit, aus allen Partien in der Reihenfolge, in der sie gespielt wurden; geordnet nach der Schätzung abzüglich dreier Unsicherheiten.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Rekorde
app-stats-record-feature = { $name }: { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
app-stats-record-points = { $name }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
app-stats-record-lead = { $name } gewann mit { $lead ->
        [one] { $lead } Punkt
       *[other] { $lead } Punkten
    } Vorsprung bei { $points }
app-stats-open-game = Partie öffnen
app-stats-points-by-category = Punkte nach Kategorie
app-stats-points-chart = Punkte nach Kategorie { $games ->
        [one] in der letzten Partie
       *[other] in den letzten { $games } Partien
    }
app-stats-score-and-place = Punkte und Platz
app-stats-scores = Punkte, die älteste Partie zuerst: { $scores }
app-stats-places = Plätze, die älteste Partie zuerst: { $places }
app-stats-by-players = Siegquote nach Zahl der Spieler
app-stats-players-count = { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
app-stats-by-expansion = Siegquote nach Erweiterung
app-stats-rating-history = Wertung nach jeder Partie
app-stats-rating-chart = Wertung von { $first } bis { $last }
app-stats-pair-chart = { $a } vorn: { $ahead }, gleichauf: { $ties }, { $b } vorn: { $behind }
app-stats-pair-scores = Punkte von { $a } und { $b } in ihren gemeinsamen Partien, die älteste zuerst
