### Het tafelmodel: regels van het spelverloop, waarom een actie niet mag, notities bij de eindtelling.

# $points met teken: +3, -2
log-correction = Correctie voor { $player }: { $points } ({ $reason })
# $points met teken: +2
log-dispatch = Bericht voor { $player }: { $tile } ({ $points })
log-end-game-begins = De eindtelling begint
log-final-standings = Eindstand
log-no-points = { $item }: geen punten
log-no-points-at-end = { $item } (eindtelling): geen punten
log-reopened = Het spel is heropend
log-robber-placed = Rover van { $owner } op vak { $space }
log-robber-steals = De rover steelt van { $victim }
# $awards: elke speler met zijn punten, zoals "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (eindtelling): { $awards }
log-second-part = { $player } speelt het tweede deel van de beurt (bouwmeester)
log-turn-ends = Beurt { $turn } eindigt; { $player } is aan de beurt
table-nothing-recorded = nog niets genoteerd
table-recorded-once-per-game = { $item }: wordt eenmaal per spel genoteerd
table-scored-at-finish = Telt vanzelf mee bij het einde van het spel: nu { $robbers ->
        [one] { $robbers } rover
       *[other] { $robbers } rovers
    } op het scoretableau
