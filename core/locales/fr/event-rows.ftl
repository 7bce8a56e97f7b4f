### Lignes d'évaluation des événements et des évaluations d'après-partie. Chaque ligne reçoit aussi $quantity, le nombre de la ligne.

row-after-game-barn-castles-next-field = Forteresses bordant le pré (5 chacune)
row-after-game-barn-cathars-siege-x2 = Cathares / siège : x2 pour chaque ville assiégée (+4 chacune)
row-after-game-barn-completed-cities-next = Villes achevées bordant le pré (4 chacune)
row-after-game-figures-ringmaster-fortune-teller = Directeur de cirque sur une tente de diseuse de bonne aventure : 2 par tuile de cirque ou d'artistes (une diseuse peut recevoir les points du directeur de cirque)
row-after-game-figures-ringmaster-only-roads = Directeur de cirque : seulement sur les routes, villes, abbayes et prés (zones du jeu de base)
row-after-game-figures-robber-still-scoring = Voleur encore sur le plateau de score : 3 points
row-after-game-figures-shepherd-still-field = Berger encore dans un pré : 0 par mouton
row-after-game-holders-king-1-completed = Roi : 1 par ville achevée
row-after-game-holders-robber-baron-1 = Chevalier-brigand : 1 par route achevée
row-after-game-tokens-fruit-tokens-left = Jetons fruit restants : 1 chacun
row-after-game-tokens-unopened-gifts-2 = Présents non ouverts : 2 chacun
row-after-game-wonders-alhambra-4-farmer = Alhambra : 4 par paysan du propriétaire
row-bathhouse-meeple-bought-back = Meeple racheté : moins le nombre des bains
row-bazaar-auction-points-paid = Enchère : points payés au vendeur
row-bazaar-auction-points-received = Enchère : points reçus de l'acheteur
row-catapult-target-tournament-5 = Tournoi de tir sur cible : 5 pour le tir le plus proche
row-circus-maximus = Circus Maximus : { $per } par chevalier { DE($player) } ({ $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    })
row-common-active-player = le joueur actif
row-easter-easter-eggs-1 = Œufs de Pâques : 1 par meeple à côté du nid (comptés après la partie)
row-easter-easter-eggs-1-meeple = Œufs de Pâques : 1 par meeple rencontré par le lapin (comptés après la partie)
row-easter-easter-eggs-2 = Œufs de Pâques : 2 pour avoir achevé le nid (comptés après la partie)
# $place : most ou second
row-easter-eggs-most = { $place ->
        [most] Le plus
       *[second] Le deuxième plus grand nombre
    } d'œufs de Pâques ({ $eggs }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
row-easter-own-meeples-tiles = Ses meeples sur les tuiles où le lapin s'arrête ou qu'il saute
row-fairy-fairy-1-point = Fée : 1 point au début du tour
row-fairy-fairy-acrobat-1 = Fée sur un artiste : 1 par artiste du joueur dans la pyramide
row-fruit-sold = { $tokens } { $tokens ->
        [one] jeton fruit vendu
       *[other] jetons fruit vendus
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
row-fruit-trees-harvest-points-fruit = Récolte : les points du jeton fruit
row-gifts-cash-out-2 = Encaisser : 2 par meeple sur la zone (y compris celui repris)
row-gifts-road-sweeper-incomplete = Balayeur de route : la route inachevée comptée comme en fin de partie
row-gingerbread-man = Bonhomme de pain d'épice : 1 par tuile ({ $tiles }) pour { $meeples ->
        [one] { $meeples } meeple
       *[other] chacun des { $meeples } meeples
    }
row-gold = Or : { $pieces ->
        [one] { $pieces } lingot
       *[other] { $pieces } lingots
    } à { $per } chacun
row-peasant-revolts-protected-against-revolt = Protégé contre la révolte : 2 par meeple
row-peasant-revolts-protecting-phantom-while = Protéger le fantôme en le posant (-4)
row-placement-arrow-tile-just = Flèche sur la tuile qui vient d'être posée, pas encore activée : 2 points
row-placement-wind-rose-placed = Rose des vents posée avec son quadrant bien orienté : 3 points
row-shepherd-flock-herded-into = Troupeau mené à l'étable : 1 par mouton
row-tower-ransom-paid-imprisoned = Rançon payée pour un meeple prisonnier (-3)
row-tower-ransom-received-prisoner = Rançon reçue pour un prisonnier (+3)
# $good : wine, grain ou cloth
row-trade-goods-most = Le plus de { $good ->
        [wine] vin
        [grain] blé
       *[cloth] tissu
    } ({ $tokens ->
        [one] { $tokens } jeton
       *[other] { $tokens } jetons
    }) : 10 points
row-wheel-taxes = Impôts : (1 par blason + 1 par chevalier du joueur) pour chacun de ses chevaliers ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Forteresses : 2 par forteresse pour chaque paysan
row-wheel-of-fortune-completed-cities-1 = Villes achevées : 1 par ville pour chaque paysan
row-wheel-of-fortune-fortuna-3-points = Fortuna : 3 points au joueur actif
row-wheel-of-fortune-inquisition-2-own = Inquisition : 2 par moine du joueur
row-wheel-of-fortune-pig-herd-plus = Troupeau de cochons : +1 par forteresse ou ville achevée pour chaque paysan
row-wheel-of-fortune-pig-plus-1 = Cochon : +1 par forteresse ou ville achevée pour chaque paysan
row-wheel-of-fortune-plague-remove-one = Peste : retirez un de vos meeples sans évaluation
row-wheel-of-fortune-storm-1-meeple = Tempête : 1 par meeple dans la réserve
