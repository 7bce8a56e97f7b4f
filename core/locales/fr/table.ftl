### Le modèle de la table : lignes du journal, pourquoi une action n'est pas permise, notes de l'évaluation finale.

# $points avec son signe : +3, -2
log-correction = Correction pour { $player } : { $points } ({ $reason })
# $points avec son signe : +2
log-dispatch = Message pour { $player } : { $tile } ({ $points })
log-end-game-begins = L'évaluation finale commence
log-final-standings = Classement final
log-no-points = { $item } : aucun point
log-no-points-at-end = { $item } (en fin de partie) : aucun point
log-reopened = La partie est rouverte
log-robber-placed = Voleur { DE($owner) } sur la case { $space }
log-robber-steals = Le voleur prend des points à { $victim }
# $awards : chaque joueur et ses points, comme "Anna +12, Ben +12"
log-scored = { $item } : { $awards }
log-scored-at-end = { $item } (en fin de partie) : { $awards }
log-second-part = { $player } joue la seconde partie du tour (bâtisseur)
log-turn-ends = Fin du tour { $turn } ; à { $player } de jouer
table-nothing-recorded = rien n'est encore enregistré
table-recorded-once-per-game = { $item } : s'enregistre une seule fois par partie
table-scored-at-finish = Compté automatiquement à la fin de la partie : { $robbers ->
        [one] { $robbers } voleur
       *[other] { $robbers } voleurs
    } sur le plateau de score maintenant
