# Die eigenen Texte der Apps.
app-name = Tally
app-score-it = Werten

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
app-robber-on = Räuber auf { $space }
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
app-last-tile-placed-body = Die Schlusswertung beginnt: als Nächstes werden unvollendete Gebiete und die Schlusswertungen gewertet.
app-begin-end-game = Schlusswertung beginnen
app-finish-question = Partie beenden?
app-finish-body = Die Platzierung wird endgültig; die Schlusswertung lässt sich in den Ergebnissen wieder öffnen.
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
