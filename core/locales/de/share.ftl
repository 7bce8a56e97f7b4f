### Das Ergebnis eines Spiels für eine Chatnachricht oder ein Bild, und die Kommentare
### der für BG Stats und BoardGameGeek exportierten Partien.

# $date: der Tag, an dem es begann (JJJJ-MM-TT); $edition: der Name der Edition
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Spiel läuft noch
share-winner = 🏆 { $name } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
# $names: die Gleichplatzierten, verbunden („Ann und Ben“)
share-tied-winners = 🏆 { $names } gewinnen gemeinsam mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# $list: die Namen der Erweiterungen, verbunden
share-expansions = Erweiterungen: { $list }
share-base-game = Grundspiel
share-turns = { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    }
share-minutes = { $minutes } Min.
share-recorded = Mit Tally gezählt
share-standings-final = Endstand
share-standings-current = Stand bisher
share-chart-title = Punkte nach jedem Zug
# Der letzte Punkt der Kurve: nach der Schlusswertung
share-chart-end = Ende
export-comment = Mit Tally gezählt · { $edition }
export-comment-expansions = Mit Tally gezählt · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = es ist nicht beendet, und BG Stats erfasst nur beendete Partien (beende es oder exportiere es für BoardGameGeek, das es als unvollständig markiert)
format-picture = ein Bild (PNG)
picture-failed = es konnte nicht gezeichnet werden ({ $error })
export-bgstats-no-me = BG Stats muss wissen, welcher Spieler du bist: markiere dich zuerst unter den Spielern (Einstellungen oder `tally roster me NAME`)
bgg-form-title = Diese Partie auf BoardGameGeek eintragen (Seite des Spiels, „Record a play“), Feld für Feld:
bgg-form-expansion = { $name } wird auf BoardGameGeek als eigene Partie eingetragen:
share-seat-name = Spieler { $seat }
