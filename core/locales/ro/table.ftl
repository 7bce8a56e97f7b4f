### Modelul mesei: rândurile jurnalului, de ce o acțiune nu este permisă, notele evaluării finale.

# $points cu semn: +3, -2
log-correction = Corecție pentru { $player }: { $points } ({ $reason })
# $points cu semn: +2
log-dispatch = Depeșă pentru { $player }: { $tile } ({ $points })
log-end-game-begins = Începe evaluarea de la sfârșitul jocului
log-final-standings = Clasamentul final
log-no-points = { $item }: niciun punct
log-no-points-at-end = { $item } (la sfârșitul jocului): niciun punct
log-reopened = Jocul este redeschis
log-robber-placed = Haiducul lui { $owner } pe spațiul { $space }
log-robber-steals = Haiducul fură de la { $victim }
# $awards: fiecare jucător cu punctele sale, ca "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (la sfârșitul jocului): { $awards }
log-second-part = { $player } joacă a doua parte a turei (constructor)
log-turn-ends = Tura { $turn } se încheie; urmează { $player }
table-nothing-recorded = încă nu este nimic înregistrat
table-recorded-once-per-game = { $item }: se înregistrează o singură dată pe joc
table-scored-at-finish = Se evaluează singur la terminarea jocului: acum { $robbers ->
        [one] { $robbers } haiduc
        [few] { $robbers } haiduci
       *[other] { $robbers } de haiduci
    } pe tabla de scor
