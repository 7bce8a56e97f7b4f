# Die eigenen Texte der Apps.

## Words many screens use

app-name = Tally
app-score-it = Werten
app-colour = { $colour }
app-undone = Zurückgenommen: { $entry }
app-undid-nothing-named = Zurückgenommen
app-redone = Wiederhergestellt: { $entry }
app-redid-nothing-named = Wiederhergestellt
app-nobody = Niemand
app-not-chosen = Nicht gewählt
app-empty = leer
app-ok = OK
app-cancel = Abbrechen
app-replace = Ersetzen
app-choose = Wählen
app-place = Setzen
app-player = Spieler
app-points = Punkte
app-reason = Grund
app-record = Eintragen
app-next = Als Nächstes
app-undo = Rückgängig
app-undo-hint = Nimmt den letzten Eintrag zurück und sagt, welchen.
app-redo = Wiederholen
app-redo-hint = Stellt wieder her, was zurückgenommen wurde.
app-done = Fertig
app-share = Teilen
app-export = Exportieren
app-more = Mehr
app-turn = Zug
app-edition = Ausgabe
app-add = Hinzufügen
app-name-field = Name
app-off = Aus
app-on = An
app-delete = Löschen
app-edit = Bearbeiten
app-close = Schließen
app-loading = Wird geladen…
app-back = Zurück
app-home = Start
app-open = Öffnen
app-selected-of = { $chosen } von { $of }
app-move-up = { $name } nach vorne
app-remove = { $name } entfernen
app-field-of-player = { $field }, { $player }
app-decrease = { $label } verringern
app-increase = { $label } erhöhen
app-tied = gleichauf

## Categories of points, groups of expansions, phases of a game

app-category-roads = Straßen
app-category-cities = Städte
app-category-cloisters = Klöster
app-category-fields = Wiesen
app-category-features = Andere Gebiete
app-category-bonuses = Boni
app-category-dispatches = Botschaften
app-category-robbers = Räuber
app-category-corrections = Korrekturen
app-group-major = Große Erweiterungen
app-group-minor = Mini-Erweiterungen
app-group-other = Weitere Erweiterungen
app-group-print-and-play = Print & Play und Cut & Play
app-group-fan = Fan-Erweiterungen
app-phase-playing = Im Spiel
app-phase-end-game = Schlusswertung
app-phase-finished = Beendet

## Home, the history and a game's page

app-game-detail = Spieldetails und Verlauf
app-new-game = Neues Spiel
app-last-played = Zuletzt gespielt { $when }
app-opens-scoreboard = Öffnet die Spielübersicht
app-resume = Fortsetzen
app-recent-games = Letzte Spiele
app-history = Verlauf
app-statistics = Statistik
app-players = Spieler
app-settings = Einstellungen
app-expansion-count = { $count ->
    [one] { $count } Erweiterung
   *[other] { $count } Erweiterungen
}
app-no-games = Keine Spiele
app-no-games-description = Beendete und offene Spiele erscheinen hier.
app-unfinished-badge = offen
app-all-players = Alle Spieler
app-games = Spiele
app-all-games = Alle Spiele
app-unfinished-filter = Offen
app-expansion = Erweiterung
app-any-expansion = Jede Erweiterung
app-filter = Filtern
app-delete-game-question = Dieses Spiel löschen?
app-delete-game = Spiel löschen
app-delete-game-ends-it = Das Spiel von { $names } läuft auf diesem Telefon: Löschen beendet es. Es verschwindet aus dem Verlauf und der Statistik. Vorher exportieren, um eine Kopie zu behalten.
app-delete-game-message = Das Spiel von { $names } verschwindet aus dem Verlauf und der Statistik. Vorher exportieren, um eine Kopie zu behalten.
app-score-progression = Punkteverlauf
app-turn-of = Zug { $turn } · { $player }
app-game = Spiel
app-open-scoreboard = Spielübersicht öffnen
app-home-resume = Laufende Partie
app-home-history = Verlauf ({ $games })
app-home-players = Spieler ({ $players })
app-home-other-unfinished = Weitere laufende Partien
app-finished = beendet
app-end-short = Ende
app-chart-description = Punkteverlauf. { $finals }
app-chart-final = { $name } endet mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }

## A new game

app-problem-too-few = Mindestens zwei Spieler hinzufügen.
app-problem-too-many = Höchstens acht Spieler.
app-problem-missing-name = Jeder Spieler braucht einen Namen.
app-problem-same-name = Zwei Spieler heißen { $name }.
app-problem-same-colour = Zwei Spieler haben dieselbe Farbe.
app-start-game = Partie beginnen
app-new-player = Neuer Spieler
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
})
app-add-from-players = Aus der Spielerliste hinzufügen
app-players-footer = Zum Umsortieren ziehen. Jeder Spieler hat seine eigene Farbe.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, Inhalt unbestätigt)
app-apply-preset = Eine Auswahl übernehmen
app-clear-expansions = Alle Erweiterungen abwählen
app-presets = Schnellauswahl
app-presets-footer = Big Box 1 bis 7, limitierte Ausgaben und mehr wählen ihre Erweiterungen und ihre Ausgabe auf einmal.
app-rule-variants = Regelvarianten
app-colour-heading = Farbe
app-colour-of = Farbe von { $player }
app-from-players-list = Aus der Spielerliste
app-some-components = Einige Teile
app-new-game-players = Spieler in Zugreihenfolge ({ $count })
app-new-game-expansions = Erweiterungen ({ $chosen } gewählt)

## The scoreboard and the scoring track

app-passes = { $player } überschreitet { $points }.
app-figure-passes = { $player }, Zählfigur { $figure }: überschreitet { $points }.
app-lap-tile-new = Ein 50/100-Plättchen mit der 50 nehmen.
app-lap-tile-turn = Das 50/100-Plättchen auf die 100 umdrehen.
app-step = Schritt
app-step-named = Schritt { $code }, { $name }
app-scoring-track = Wertungstafel
app-space-number = Feld { $space }
app-dark-space-number = Feld { $space }, dunkles Feld
app-player-figure = { $player }, Zählfigur { $figure }
app-robber-of = Räuber von { $player }
app-lap-tile = 50/100-Plättchen: { $value }
app-turn-number = Zug { $turn }
app-table-mode = Tischansicht
app-list-mode = Liste
app-last-tile-question = Ist die letzte Karte gelegt?
app-begin-end-game = Schlusswertung beginnen
app-begin-end-game-message = Als Nächstes werden unfertige Gebiete und Schlussboni gewertet. Das lässt sich zurücknehmen.
app-last-entries = Letzte Einträge
app-timeline = Protokoll
app-timeline-opens-hint = Zeigt jeden Eintrag; dort lassen sich Einträge bearbeiten oder löschen.
app-player-score = { $player }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-player-score-active = { $player }, am Zug: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-incomplete-features = Unfertige Gebiete
app-completed-features = Fertige Gebiete
app-earlier-steps = Frühere Schritte dieses Zuges
app-end-of-game = Spielende
app-end-game-walkthrough = Durch die Schlusswertung
app-live-table = Live-Tisch
app-end-turn = Zug beenden
app-end-turn-hint = Der nächste Spieler beginnt.
app-second-part = Zweiter Teil (Baumeister)
app-step-code = Schritt { $code }
app-active-player = Spieler am Zug
app-score-points = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
app-dark-space = dunkles Feld
app-robber-on-space = Räuber auf Feld { $space }
app-now = jetzt
app-opens-score-form = Öffnet das Wertungsformular
app-turn-step = Zug { $turn } · { $code }
app-nothing-recorded = Noch nichts eingetragen.
app-older-entries = Ältere Einträge zeigen
app-events = Ereignisse

## The scoring form

app-count-on-the-board = Auf dem Tisch zählen.
app-refusal-here = Die letzte Ablehnung betraf diese Eingabe.
app-filled-in-by-tally = Von Tally eingetragen: Es ist die Eingabe des Spielers am Zug.
app-breakdown-nobody = Niemand bekommt Punkte.
app-fill-in-to-see-points = Das Formular ausfüllen, um die Punkte zu sehen.
app-breakdown = Aufschlüsselung
app-figure-number = Zählfigur { $figure }
app-scoring-figure-of = Zählfigur von { $player }
app-which-figure-moves = Welche Zählfigur zieht
app-which-figure-moves-footer = Die Zählfigur, die Tally ziehen würde, ist gewählt, bis ihr eine andere wählt.
app-figure-on-space = Zählfigur { $figure }: Feld { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, dunkles Feld
app-another-feature = Ein weiteres Gebiet, das diese Karte fertigstellt
app-another-feature-footer = Alles in einer Runde wird zusammen gewertet: dunkle Felder und Räuber werden einmal, an ihrem Ende, abgerechnet.
app-nobody-scores-record-anyway = Niemand bekommt Punkte: trotzdem eintragen
app-nobody-scores-items = Niemand bekommt Punkte: { $items }
app-points-scored = { $points ->
    [one] { $points } Punkt gewertet
   *[other] { $points } Punkte gewertet
}
app-score-round = Alle { $items } werten
app-remove-item-from-round = { $item } aus dieser Wertung nehmen
app-round-items = Diese Karte vollendet { $items ->
        [one] { $items } Gebiet
       *[other] { $items } Gebiete
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Die Zählfigur { $figure } von { $player } hält auf dem dunklen Feld { $space }: { $player } zieht eine Botschaft.
app-dispatch = Botschaft
app-dispatch-resolve = Botschaft ausführen
app-undo-last-scoring = Die letzte Wertung zurücknehmen
app-robber-chooses = Mehrere Zählfiguren haben in dieser Runde das Feld { $space } verlassen: { $player } wählt, wessen Punkte der Räuber nimmt.
app-rob = Rauben
app-robber = Räuber
app-robber-of-heading = Räuber von
app-robber-nowhere = Noch steht keine Zählfigur eines anderen Spielers auf der Wertungstafel.
app-space-with = Feld { $space }: { $names }
app-robber-spaces = Auf einem Feld mit der Zählfigur eines anderen Spielers
app-place-robber = Einen Räuber setzen
app-robber-owner-on-space = { $player } (auf Feld { $space })
app-correction-footer = Negative Punkte ziehen Punkte ab. Jede Korrektur behält ihren Grund im Protokoll.
app-correction = Korrektur
app-edit-correction = Korrektur bearbeiten
app-dispatch-choose = Die gezogene Botschaft
app-dispatch-meeple-feature = Das Gebiet des Gefolgsmanns
app-dispatch-feature-form = { $feature }, wie bei Spielende
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: jetzt { $before }, danach { $after }
app-entries-that-go = Einträge, die entfallen: { $entries }
app-what-this-changes = Was sich ändert
app-nothing-changed = Nichts geändert
app-entry-heading = Eintrag
app-delete-entry = Eintrag löschen
app-delete-entry-footer = Die späteren Einträge werden ohne ihn neu abgespielt.
app-delete-an-entry = Einen Eintrag löschen
app-entry-changes = #{ $seq } wird: { $summary }
app-timeline-hint = Einen Eintrag antippen, um ihn zu ändern oder zu löschen.
app-entry-options = Ändern oder löschen

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } ist nicht mehr unter den Spielern (mit einem anderen zusammengeführt). Bitte ein neues Spiel beginnen.
   *[other] { $names } sind nicht mehr unter den Spielern (mit anderen zusammengeführt). Bitte ein neues Spiel beginnen.
}
app-end-game-next-footer = Jede Position für alle betroffenen Spieler so oft wie nötig werten, dann weiter.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}
app-standings = Endstand
app-finish-game = Spiel beenden
app-items-not-scored = { $count ->
    [one] { $count } Position ist noch nicht gewertet.
   *[other] { $count } Positionen sind noch nicht gewertet.
}
app-scored-by-itself = Vom Spiel selbst gewertet
app-times-scored = { $times ->
    [one] einmal gewertet
   *[other] { $times }-mal gewertet
}
app-not-scored-yet = Noch nicht gewertet
app-nothing-scored-by-itself = Nichts weiter wird von selbst gewertet.
app-scored-when-finished = Gewertet, wenn das Spiel beendet wird
app-finished-can-reopen = Ein beendetes Spiel kann wieder geöffnet werden.
app-finish-game-question = Das Spiel beenden?
app-finish = Beenden
app-rematch = Revanche
app-rematch-footer = Eine Revanche: dieselben Spieler und Erweiterungen; der zweite Spieler beginnt.
app-reopen = Schlusswertung wieder öffnen
app-results = Ergebnis
app-share-victory = { $names } teilen sich den Sieg
app-wins = { $player } gewinnt
app-share-result = Ergebnis teilen
app-export-bgstats = Für BG Stats exportieren
app-export-bgg = Für BoardGameGeek exportieren
app-log-in-bg-stats = Diese Partie in BG Stats eintragen
app-log-on-bgg = Auf BoardGameGeek eintragen (Felder zum Kopieren)
app-end-game-progress = { $index } von { $of }
app-results-provisional = Die Schlusswertung ist nicht abgeschlossen: vorläufiger Stand.

## Players

app-no-players = Noch keine Spieler
app-no-players-description = Spieler kommen auf die Liste, wenn sie ein Spiel spielen, oder hier hinzufügen.
app-add-player = Spieler hinzufügen
app-rename = Umbenennen
app-rename-message = Der neue Name ersetzt { $player } in jedem Spiel.
app-merge-question = Spieler zusammenführen?
app-merge-into = { $duplicate } mit { $keep } zusammenführen
app-merge-message = Die Spiele von { $duplicate } werden die von { $keep }, und { $duplicate } verschwindet von der Liste.
app-game-count = { $games ->
    [one] { $games } Spiel
   *[other] { $games } Spiele
}
app-favourite-colour = Lieblingsfarbe
app-merge-into-menu = Zusammenführen mit …
app-edit-player = { $name } bearbeiten

## Settings

app-settings-me = Wem dieses Telefon gehört
app-settings-me-footer = Dateien für BG Stats sagen, wem sie gehören: wähle dich unter den Spielern aus.
app-settings-me-nobody = Niemand ausgewählt
app-keep-screen-on = Bildschirm während eines Spiels anlassen
app-at-the-table = Am Tisch
app-keep-screen-on-footer = Das Telefon wird nicht dunkel, solange ein Spiel offen ist.
app-games-stored = Gespeicherte Spiele
app-share-export = Export teilen
app-export-all = Alle Spiele exportieren
app-import = Spiele importieren
app-import-report = { $imported ->
    [one] { $imported } Spiel importiert
   *[other] { $imported } Spiele importiert
} · { $skipped ->
    [one] { $skipped } schon vorhanden
   *[other] { $skipped } schon vorhanden
}
app-your-games = Eure Spiele
app-your-games-footer = Ein Export ist ein JSON-Dokument mit jedem Spiel, seinen Spielern und seinem Protokoll. Beim Import werden vorhandene Spiele übersprungen.
app-about = Über Tally
app-version = Version
app-language = Sprache
app-about-rules = Die Punkte folgen den offiziellen Regeln jeder Erweiterung; jede Wertung zeigt ihre Aufschlüsselung mit der Kennung der Regel.
app-settings-exported = { $games ->
        [one] { $games } Partie exportiert.
       *[other] { $games } Partien exportiert.
    }

## Statistics and their charts

app-no-statistics = Noch keine Statistik
app-no-statistics-description = Ein Spiel beenden, um die Statistik zu sehen.
app-first-player = Erster Spieler
app-second-player = Zweiter Spieler
app-games-together = Gemeinsame Spiele
app-player-ahead = { $player } vorn
app-ties = Gleichstand
app-averages = Durchschnitte
app-head-to-head = Direkter Vergleich
app-average = ⌀ { $average }
app-best-score = Bestes Ergebnis
app-worst-score = Schlechtestes Ergebnis
app-category = Kategorie
app-average-by-category = Durchschnittliche Punkte nach Kategorie
app-longest-feature = Größtes Gebiet
app-most-valuable-feature = Wertvollstes Gebiet
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
app-stats-win-rate = Siegquote
app-stats-average = Schnitt
app-stats-wins = Gewonnen: { $wins } von { $games }
app-stats-charts = Diagramme
app-stats-wins-heading = Siege
app-stats-rating-heading = Wertung
app-stats-rating-explained = Schätzung ± Unsicherheit, aus allen Partien in der Reihenfolge, in der sie gespielt wurden; geordnet nach der Schätzung abzüglich dreier Unsicherheiten.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Rekorde
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
app-stats-filters-heading = Filter
app-stats-filter-summary = Filter: { $filters }
app-stats-filter-clear = Filter aufheben
app-stats-filter-years = Jahre
app-stats-filter-from = Von
app-stats-filter-to = Bis
app-stats-filter-any-year = Beliebiges Jahr
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = seit { $year }
app-stats-filter-until = bis { $year }
app-stats-filter-players = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}
app-stats-filter-players-hint = Nur Spiele, an denen alle gewählten Spieler teilgenommen haben.
app-stats-filter-expansions = Erweiterungen
app-stats-filter-expansions-hint = Nur Spiele, in denen alle gewählten Erweiterungen im Spiel waren.
app-stats-filter-any-edition = Jede Ausgabe
app-stats-filter-no-games = Kein beendetes Spiel passt zu diesen Filtern.
app-stats-open-entry = Das Spiel bei diesem Eintrag öffnen

## Opening the database

app-game-cannot-open = Dieses Spiel lässt sich nicht öffnen
app-foreign-log-title = Ein Protokoll neben der Datenbank gehört nicht zu ihr
app-foreign-log-message = { $reason } Tally kann dieses Protokoll beiseitelegen (es bleibt neben der Datei) und die Datenbank so öffnen, wie ihre Datei sie hält.
app-foreign-log-set-aside = Protokoll beiseitelegen und öffnen
app-cannot-open-database = Tally kann seine Datenbank nicht öffnen
app-foreign-log-leave = Tally schließen

## Einem Tisch beitreten, den ein anderes Telefon anbietet

app-join-table = Einem Tisch beitreten
app-join-link-label = Link zum Tisch
app-join-link-hint = Der Link, den das Telefon des Gastgebers zeigt, oder scanne seinen QR-Code.
app-join-scan = QR-Code scannen
app-join-me-label = Dein Name am Tisch
app-join-action = Beitreten
app-join-live = live
app-join-stale = veraltet seit { $time }
app-join-viewer = Du verfolgst diesen Tisch; eintragen können nur der Gastgeber und die Punkte-Links.
app-join-link-closed = Dieser Link öffnet den Tisch nicht mehr.
app-join-kept = Das beendete Spiel steht in deinem Verlauf als Spiel #{ $game }.
app-join-leave = Tisch verlassen
app-join-not-a-link = Das ist kein Link zu einem Tisch: Nimm die Adresse, die der Gastgeber zeigt (http://…/t/…/), oder scanne seinen QR-Code.
app-join-link-refused = Der Gastgeber öffnet den Tisch für diesen Link nicht mehr (zurückgenommen oder das Spiel gelöscht).
app-join-unreachable = Der Gastgeber ist nicht erreichbar; nichts wurde eingetragen. Ist dieses Telefon im selben WLAN?
app-join-damaged = Der Gastgeber hat etwas geschickt, das Tally nicht lesen kann; nichts wurde eingetragen.
app-join-left = Du hast den Tisch verlassen; nichts wurde eingetragen.
app-join-host-decides = Das kann nur das Telefon des Gastgebers; nichts wurde eingetragen.
app-join-camera-denied = Tally darf die Kamera nicht verwenden: Erlaube es in den Einstellungen des Telefons oder gib den Link ein.
