### Model stolu: řádky průběhu hry, proč akce není povolena, poznámky k závěrečnému hodnocení.

# $points se znaménkem: +3, -2
log-correction = Oprava pro { $player }: { $points } ({ $reason })
# $points se znaménkem: +2
log-dispatch = Zpráva pro { $player }: { $tile } ({ $points })
log-end-game-begins = Začíná závěrečné hodnocení
log-final-standings = Konečné pořadí
log-no-points = { $item }: žádné body
log-no-points-at-end = { $item } (na konci hry): žádné body
log-reopened = Hra je znovu otevřena
log-robber-placed = Zbojník hráče { $owner } na pole { $space }
log-robber-steals = Zbojník krade hráči { $victim }
# $awards: hráči a jejich body, např. "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (na konci hry): { $awards }
log-second-part = { $player } hraje druhou část tahu (stavitel)
log-turn-ends = Tah { $turn } končí; na tahu je { $player }
table-nothing-recorded = zatím není nic zapsáno
table-recorded-once-per-game = { $item }: zapisuje se jednou za hru
table-scored-at-finish = Započítá se samo na konci hry: teď { $robbers ->
        [one] { $robbers } zbojník
        [few] { $robbers } zbojníci
       *[other] { $robbers } zbojníků
    } na počítadle bodů
