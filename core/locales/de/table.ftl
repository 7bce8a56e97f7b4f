### Das Tischmodell: Zeilen des Spielverlaufs, warum eine Aktion nicht erlaubt ist, Hinweise der Schlusswertung.

# $points mit Vorzeichen: +3, -2
log-correction = Korrektur für { $player }: { $points } ({ $reason })
# $points mit Vorzeichen: +2
log-dispatch = Botschaft für { $player }: { $tile } ({ $points })
log-end-game-begins = Die Schlusswertung beginnt
log-final-standings = Endstand
log-no-points = { $item }: keine Punkte
log-no-points-at-end = { $item } (Schlusswertung): keine Punkte
log-reopened = Das Spiel ist wieder geöffnet
log-robber-placed = Räuber von { $owner } auf Feld { $space }
log-robber-steals = Der Räuber stiehlt von { $victim }
# $awards: Spieler und Punkte, etwa "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (Schlusswertung): { $awards }
log-second-part = { $player } macht den zweiten Teil des Zuges (Baumeister)
log-turn-ends = Zug { $turn } endet; { $player } ist am Zug
table-nothing-recorded = noch nichts eingetragen
table-recorded-once-per-game = { $item }: wird einmal pro Spiel eingetragen
table-scored-at-finish = Wird beim Spielende von selbst gewertet: jetzt { $robbers ->
        [one] { $robbers } Räuber
       *[other] { $robbers } Räuber
    } auf der Wertungstafel
