### Zones : noms (feature-<key>), libellés des formulaires, lignes d'aide, questions, options et refus.


## acrobats
acrobats-error-ghosts = { $ghosts ->
        [one] { $ghosts } fantôme ne tient
       *[other] { $ghosts } fantômes ne tiennent
    } pas sur { $meeples ->
        [one] { $meeples } artiste
       *[other] { $meeples } artistes
    } (au plus { $most } par artiste)
acrobats-error-pyramid-full = { $total ->
        [one] { $total } meeple ne tient
       *[other] { $total } meeples ne tiennent
    } pas dans une pyramide (au plus { $most })
acrobats-ghosts-players-acrobats = Fantômes sur les artistes du joueur
acrobats-own-meeples-pyramid = Ses meeples dans la pyramide

## area
area-count-spaces-around = Comptez les cases autour qui portent une tuile (0 à 8).
area-error-little-buildings-do-not-fit = { $count ->
        [one] { $count } petit bâtiment ne tient
       *[other] { $count } petits bâtiments ne tiennent
    } pas sur { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } { $place } (un par tuile)
area-half-double-sized = Chaque moitié d'une tuile double compte pour 1 tuile ; une case avec une ou deux tuiles triangulaires compte pour 1 tuile ; chaque case d'une tuile merveille compte pour 1 tuile.
area-occupied-spaces-around = Cases occupées autour
area-say-how-many = dites combien de tuiles l'entourent
area-say-how-many-spaces = dites combien de cases autour sont occupées
area-say-how-many-tiles = dites combien de tuiles se trouvent sur les 8 cases autour
area-tiles-8-spaces = Tuiles sur les 8 cases autour
area-tiles-around = Tuiles autour
row-area-tiles-8-spaces-around = Tuiles sur les 8 cases autour (1 chacune)

## baba-yaga
baba-yaga-ask-say-how-many = dites combien des 8 cases autour de la cabane sont vides
baba-yaga-empty-square-spaces = Cases vides autour de la cabane
baba-yaga-followers-baba-yagas = Partisans sur la cabane de Baba Yaga
baba-yaga-help-8-square-spaces = Parmi les 8 cases autour de la cabane, celles sans tuile (+1 chacune).

## bets
bets-chip-2-6 = Jeton de pari 2 / 6
bets-chip-2-6-settled = Jeton de pari 2 / 6 réglé sur cette zone
bets-chip-3-5 = Jeton de pari 3 / 5
bets-chip-3-5-settled = Jeton de pari 3 / 5 réglé sur cette zone
bets-chip-3-6 = Jeton de pari 3 / 6
bets-chip-3-6-settled = Jeton de pari 3 / 6 réglé sur cette zone
bets-chip-4-7 = Jeton de pari 4 / 7+
bets-chip-4-7-plus = Jeton de pari 4 / 7+ réglé sur cette zone
bets-chip-4-8 = Jeton de pari 4 (8 points)
bets-chip-4-8-points = Jeton de pari 4 (8 points) réglé sur cette zone
bets-chip-5-8 = Jeton de pari 5 / 8+
bets-chip-5-8-plus = Jeton de pari 5 / 8+ réglé sur cette zone
bets-feature-chips-settled = Zone sur laquelle les jetons sont réglés
bets-help-counted-when-road = Compté comme lors de l'évaluation de la route ou de la ville.
bets-option-completed-city = Une ville achevée
bets-option-completed-road = Une route achevée
bets-tiles-that-road = Tuiles de cette route ou ville

## castle
castle-ask-say-how-many = dites combien de points a rapportés la première zone achevée à côté de la forteresse
castle-help-that-features-value = La valeur de cette zone telle que sa majorité l'a reçue (sans les bonus ni les pénalités de fantômes des joueurs), même si personne ne l'occupait.
castle-mayor-castle-scores = Maire dans la forteresse (compte 0 : une forteresse n'a pas de blason)
castle-meeples-castle = Meeples dans la forteresse
castle-points-first-completed = Points de la première zone achevée à côté de la forteresse

## cemetery
cemetery-cemetery-0-points = Cimetière : 0 point ; prenez 1 meeple gardien de votre couleur en plus, s'il en reste
cemetery-cemetery-0-points-2 = Cimetière : 0 point
cemetery-cemetery-keepers = Gardiens du cimetière

## circus
circus-ask-say-number-animal = dites le nombre sur le jeton animal
circus-big-top-tile = La tuile du chapiteau et les 8 tuiles autour, y compris les meeples des forteresses qui les recouvrent. Une tuile double compte pour 1 tuile avec tous ses meeples sur des zones normales ; une tuile triangulaire ou une tuile merveille compte pour 1 tuile. Non comptés : les meeples dans la Cité de Carcassonne, dans la Roue de la Fortune ou dans la Cité de Leipzig.
circus-big-top-tile-tiles = La tuile du chapiteau et les tuiles sur les 8 cases autour, y compris les meeples des forteresses qui recouvrent ces cases. Chaque moitié d'une tuile double est une tuile, mais les meeples sur les zones normales des deux moitiés comptent même si une moitié n'est pas adjacente. Non comptés : les meeples dans la Cité de Carcassonne, dans la Roue de la Fortune ou dans la Cité de Leipzig.
circus-meeples-big-tops = Meeples dans le voisinage du chapiteau
circus-number-animal-token = Nombre sur le jeton animal sous le chapiteau

## city
city-active-city-scoring = Tuile d'évaluation de ville active
city-cathars-siege-besiegers = Cathares / siège / assiégeants dans la ville
city-cathedral-city = Cathédrale dans la ville
city-city-tiles = Tuiles de ville
city-coats-arms-pennants = Blasons
city-darmstadtium-city = Darmstadtium dans la ville
city-error-one-tile-city = une ville d'une seule tuile a 1 tuile, pas { $counted }
city-german-castles-closing = Châteaux d'Allemagne qui ferment la ville
city-gingerbread-man-leaves = Le bonhomme de pain d'épice quitte cette ville
city-knights-city = Chevaliers dans la ville
city-mage-city = Mage dans la ville
city-mayors-city-strength = Maires dans la ville (force = blasons)
city-meeple-coiners-quarter = Meeple dans le quartier des monnayeurs
city-one-tile-city = Une ville d'une seule tuile fermée par une porte de ville
city-option-bad-neighborhood-tiles = Mauvais voisinage : les tuiles avec seulement des segments de ville en demi-cercle ne comptent pas
city-option-citizens-jury-everyone = Jury citoyen : tous ceux présents dans la ville partagent la majorité
city-option-no-city-scoring = Pas de tuile d'évaluation de ville
city-option-siege-plus-1 = Siège : +1 par blason
city-sum-numbers-citys = Somme des nombres sur les bains de la ville
city-tiles-only-semicircular = Tuiles avec seulement des segments de ville en demi-cercle
city-witch-city = Sorcière dans la ville

## cloister
cloister-abbey = Monastère
cloister-abbot-building-scores = Abbé sur le bâtiment (compte comme un moine)
cloister-active-monastic-scoring = Tuile d'évaluation monastique active
cloister-area = de la zone alentour
cloister-building = Bâtiment
cloister-challenge-between-shrine = Défi entre un lieu de culte et une abbaye
cloister-cloister-monastery = Abbaye
cloister-darmstadt-church = Église de Darmstadt
cloister-dutch-belgian-monastery = Abbaye des Pays-Bas et de Belgique
cloister-error-church-bonus = le bonus de majorité est pour une église de Darmstadt, pas pour { $building }
cloister-error-vineyards-do-not-fit = { $vineyards ->
        [one] { $vineyards } vignoble ne tient
       *[other] { $vineyards } vignobles ne tiennent
    } pas { $tiles ->
        [one] sur { $tiles } tuile
       *[other] parmi les { $tiles } tuiles
    } autour { DE($building) }
cloister-german-monastery = Abbaye d'Allemagne
cloister-help-not-those-city = Pas ceux de la Cité de Carcassonne, de la Roue de la Fortune ni de la Cité de Leipzig.
cloister-japanese-building = Monument japonais
cloister-meeple-bookbinders-quarter = Meeple dans le quartier des relieurs
cloister-meeples-darmstadt-church = Meeples sur la tuile de l'église de Darmstadt et les 8 autour
cloister-monks-building-heretic = Moines sur le bâtiment (hérétique sur un lieu de culte)
cloister-neighbouring-vineyards-plus = Vignobles voisins (+3 chacun)
cloister-neighbouring-vineyards-plus-0 = Vignobles voisins (+0 en fin de partie)
cloister-noun-abbey = le monastère
cloister-noun-cloister = l'abbaye
cloister-noun-darmstadt-church = l'église de Darmstadt
cloister-noun-dutch-belgian-monastery = l'abbaye des Pays-Bas et de Belgique
cloister-noun-german-monastery = l'abbaye d'Allemagne
cloister-noun-japanese-building = le monument japonais
cloister-noun-shrine = le lieu de culte
cloister-option-challenge-not-resolved = Défi non résolu à la fin de la partie
cloister-option-hermit-monastery-1 = Ermitage : -1 par tuile avec des segments de ville
cloister-option-lost-rival-building = Perdu : le bâtiment rival a été achevé en premier
cloister-option-no-challenge = Pas de défi
cloister-option-no-monastic-scoring = Pas de tuile d'évaluation monastique
cloister-option-pilgrimage-route-plus = Chemin de pèlerinage : +1 par tuile avec des segments de route ou un pont de bois
cloister-option-won-this-building = Gagné : ce bâtiment a été achevé en premier
cloister-shrine = Lieu de culte
cloister-tiles-city-segments = Tuiles avec des segments de ville autour (Ermitage)
cloister-tiles-road-segments = Tuiles avec des segments de route ou un pont de bois autour (Chemin de pèlerinage)
row-cloister-darmstadt-church-plus = Église de Darmstadt : +3 à la majorité sur la tuile de l'église et les 8 tuiles autour
row-cloister-darmstadt-church-plus-3 = Église de Darmstadt : +3 à la majorité sur la tuile de l'église et les tuiles des 8 cases autour

## common
common-double-sized-tile = Une tuile double compte pour 1 tuile ; chaque tuile triangulaire compte pour 1 tuile ; une tuile merveille compte pour 1 tuile.
common-farmhouses-sheds-gardens = Fermes, cabanes, jardins et voleurs le long de la route
common-groups-travelers-road = Groupes de voyageurs sur la route
common-option-poverty-3 = Pauvreté : -3
common-option-wealth-plus-3 = Richesse : +3
common-road-segments-german = Segments de route sur les tuiles de cathédrale d'Allemagne
row-common-occupied-spaces-around = Cases occupées autour (1 chacune)
row-common-tiles-around-1 = Tuiles autour (1 chacune)

## feature
feature-acrobats = Pyramide d'artistes
feature-baba_yaga = Cabane de Baba Yaga
feature-bets = Bureau de paris
feature-castle = Forteresse
feature-cemetery = Cimetière
feature-circus = Cirque (chapiteau)
feature-city = Ville
feature-cloister = Abbaye
feature-field = Pré
feature-field_barn_s1 = Pré et grange : poser une grange
feature-field_barn_s2 = Pré et grange : relier un pré à une grange
feature-field_barn_special = Pré et grange : paysans venus de la Cité de Carcassonne
feature-fortune_teller = Tente de la diseuse de bonne aventure
feature-garden = Jardin
feature-german_castle = Château d'Allemagne
feature-german_cathedral = Cathédrale d'Allemagne
feature-german_monastery = Abbaye d'Allemagne ou monument japonais (abbé)
feature-haunted_castle = Château hanté
feature-la_porxada = Ville d'un joueur ayant des chevaliers dans la ville de La Porxada
feature-obelisk = Obélisque
feature-road = Route
feature-tollkeepers = Péages sur une route inachevée
feature-vodyanoy = Vodianoï

## field
field-city-carcassonne-city = La Cité de Carcassonne et la Cité de Leipzig comptent comme des villes achevées.
field-city-carcassonne-city-leipzig = La Cité de Carcassonne et la Cité de Leipzig comptent comme des villes achevées ; une ville transformée en forteresse n'est pas une ville achevée (comptez-la comme forteresse).
field-error-besieged-cities = { $besieged ->
        [one] { $besieged } ville
       *[other] { $besieged } villes
    } avec des Cathares, mais seulement { $cities ->
        [one] { $cities } ville achevée touche
       *[other] { $cities } villes achevées touchent
    } le pré
field-farmers-field = Paysans dans le pré
field-help-pig-helps-only = Le cochon n'aide que son propriétaire, et seulement s'il a la majorité des paysans.
field-help-pig-herds-do = Les troupeaux de cochons ne se cumulent pas : deux ou plus comptent pour un.
field-help-such-city-worth = Chacune de ces villes vaut le double de ce qu'elle a rapporté plus haut (points, cochon et troupeau de cochons compris).
field-help-tanners-quarter-plus = Pour le quartier des tanneurs : +2 par cabane et par ferme, seulement pour un joueur qui a la majorité des paysans.
field-help-towns-converted-into = Villes transformées en forteresses (Ponts, Forteresses et Bazars).
field-meeple-tanners-quarter = Meeple dans le quartier des tanneurs
field-pig-herd-pigsty = Troupeau de cochons (porcherie) dans le pré
field-sheds-farmhouses-field = Cabanes et fermes dans le pré
field-those-cities-cities = Parmi ces villes : villes avec des Cathares / assiégées

## fortune-teller
fortune-teller-fortune-tellers-tent = Diseuses de bonne aventure dans la tente
fortune-teller-help-scores-3-points = Marque 3 points, qu'il ait ou non une diseuse dans la tente.
fortune-teller-player-who-completed = Joueur qui a achevé la tente

## garden
garden-abbot-garden = Abbé sur le jardin
garden-error-one-abbot = { $feature } ne reçoit qu'un abbé
garden-gardens-area = de la zone du jardin
garden-help-vineyards-do-not = Les vignobles n'affectent pas les jardins.
garden-noun-garden = le jardin

## german-castle
german-castle-ask-say-how-many = dites combien de tuiles entourent le château d'Allemagne
german-castle-help-10-spaces-around = Parmi les 10 cases autour du château ; les 10 occupées signifient qu'il était achevé.
german-castle-help-c1-double-sized = C1 : une tuile double compte pour 1 tuile, chaque tuile triangulaire pour 1, une tuile merveille pour 1.
german-castle-help-space-holding-tile = Chaque case portant une tuile compte 1 (une ou deux tuiles triangulaires : 1 ; chaque moitié d'une tuile double et chaque case d'une tuile merveille : 1). Les 10 occupées signifient qu'il était achevé.
german-castle-knights-german-castle = Chevaliers dans le château d'Allemagne
german-castle-occupied-spaces-around = Cases occupées autour du château d'Allemagne
german-castle-tiles-10-spaces = Tuiles sur les 10 cases autour du château d'Allemagne
german-castle-tiles-around-german = Tuiles autour du château d'Allemagne
row-german-castle-tiles-10-spaces-around = Tuiles sur les 10 cases autour (1 chacune)

## german-cathedral
german-cathedral-archbishops-german-cathedral = Archevêques sur la cathédrale d'Allemagne
german-cathedral-ask-say-how-many = dites combien de segments de route ces routes ont sur des tuiles de cathédrale
german-cathedral-ask-say-how-many-road = dites combien de tuiles de route comptent ces routes
german-cathedral-cathedral-road-segments = Segments de route de cathédrale des routes avec une auberge
german-cathedral-cathedral-road-segments-completed = Segments de route de cathédrale des routes achevées avec une auberge
german-cathedral-cathedral-road-segments-uncompleted = Segments de route de cathédrale des routes inachevées avec une auberge
german-cathedral-error-inn-segments = { $inn ->
        [one] { $inn } segment
       *[other] { $inn } segments
    } de route de cathédrale avec une auberge, mais les routes n'en ont que { $segments }
german-cathedral-error-inn-tiles = { $inn ->
        [one] { $inn } tuile
       *[other] { $inn } tuiles
    } de route avec une auberge, mais les routes n'en comptent que { $tiles }
german-cathedral-error-open-labyrinths = { $open ->
        [one] { $open } tuile labyrinthe ouverte
       *[other] { $open } tuiles labyrinthe ouvertes
    }, mais seulement { $labyrinths ->
        [one] { $labyrinths } tuile labyrinthe
       *[other] { $labyrinths } tuiles labyrinthe
    }
german-cathedral-german-cathedral-tiles = Tuiles de cathédrale d'Allemagne atteintes par ces routes
german-cathedral-help-archbishops-cathedral-any = La cathédrale de l'archevêque et toute autre cathédrale d'Allemagne au bout d'une de ses routes.
german-cathedral-help-archbishops-cathedral-has = La cathédrale de l'archevêque en a 3 ou 4 ; chaque autre cathédrale compte les segments de ces routes.
german-cathedral-help-counted-above-plus = Compté comme ci-dessus : +1 chacun. Une route avec plusieurs auberges compte une fois.
german-cathedral-help-counted-above-road = Compté comme ci-dessus ; une route avec plusieurs auberges compte une fois.
german-cathedral-help-these-give-archbishop = Celles-ci ne rapportent rien à l'archevêque (x0).
german-cathedral-help-this-rule-labyrinth = Avec cette règle, une tuile labyrinthe ne compte que si chaque route qui en sort est fermée.
german-cathedral-needs-labyrinth-closed-only = le labyrinthe avec la règle « fermé seulement » des cathédrales d'Allemagne
german-cathedral-road-tiles-all = Tuiles de route de toutes ces routes (sans les tuiles de cathédrale ; chaque tuile une fois)
german-cathedral-road-tiles-completed = Tuiles de route des routes achevées avec une auberge
german-cathedral-road-tiles-roads = Tuiles de route des routes avec une auberge
german-cathedral-road-tiles-uncompleted = Tuiles de route des routes inachevées avec une auberge
german-cathedral-those-labyrinth-tiles = Parmi ces tuiles labyrinthe : celles dont une route sortante est encore ouverte

## german-monastery
german-monastery-abbot-monastery-japanese = Abbé sur l'abbaye ou le monument japonais
german-monastery-ask-say-how-many = dites combien de tuiles se trouvent en ligne droite depuis le bâtiment, dans sa rangée ou sa colonne
german-monastery-every-tile-straight = Chaque tuile en ligne droite depuis le bâtiment, dans sa rangée et sa colonne. Une tuile double compte pour 1 tuile ; chaque tuile triangulaire compte pour 1 tuile ; une tuile merveille compte pour 1 tuile.
german-monastery-every-tile-straight-line = Chaque tuile en ligne droite depuis le bâtiment, dans sa rangée et sa colonne. Chaque moitié d'une tuile double compte pour 1 tuile ; une case avec une ou deux tuiles triangulaires compte pour 1 tuile ; chaque case d'une tuile merveille compte pour 1 tuile.
german-monastery-that-count = qui comptent
german-monastery-tiles-direct-row = Tuiles en ligne droite dans sa rangée ou sa colonne
german-monastery-who-monastery-japanese-building = l'abbaye ou le monument japonais

## haunted-castle
haunted-castle-2x2-starting-tile = La tuile de départ 2x2 est dans la zone (compte pour 1 tuile)
haunted-castle-2x2-starting-tile-area = La tuile de départ 2x2 est dans la zone (compte pour 4 tuiles)
haunted-castle-ask-say-how-many = dites combien de tuiles avec de la brume se trouvent dans la zone
haunted-castle-error-area-full = { $mist ->
        [one] { $mist } autre tuile ne tient
       *[other] { $mist } autres tuiles ne tiennent
    } pas dans la zone avec la tuile de départ 2x2 (au plus { $most })
haunted-castle-followers-haunted-castle = Partisans sur le château hanté
haunted-castle-haunted-castles-tile = La tuile du château hanté et les huit tuiles autour ; une tuile double compte pour 1 tuile.
haunted-castle-haunted-castles-tile-eight = La tuile du château hanté et les huit cases autour.
haunted-castle-haunted-castles-tile-tiles = La tuile du château hanté et les tuiles sur les 8 cases autour ; chaque moitié d'une tuile double compte pour une tuile.
haunted-castle-tiles-mist-area = Tuiles avec de la brume dans la zone (sans la tuile de départ 2x2)

## la-porxada
la-porxada-error-no-majority-holder = aucun détenteur de la majorité de cette ville n'avait de chevaliers dans la ville de La Porxada : comptez-la comme une ville
la-porxada-had-knights-completed = Avait des chevaliers dans la ville achevée avec La Porxada
la-porxada-help-this-uncompleted-city = Cette ville inachevée est comptée comme achevée pour un détenteur de la majorité qui avait des chevaliers dans la ville de La Porxada.

## majority
majority-follower-hill-wins = Partisan sur une colline (l'emporte en cas d'égalité)
majority-large-meeples-count = Grands meeples (comptent 2)

## needs
needs-during-the-game = { $element } (pendant la partie)
needs-one-of = l'un { DE($elements) }

## obelisk
obelisk-followers-obelisk = Partisans sur l'obélisque

## road
road-active-road-scoring = Tuile d'évaluation de route active
road-ask-say-how-many = dites combien de tuiles compte la route
road-correct-signpost-types = Types de panneaux corrects
road-different-german-castles = Châteaux d'Allemagne différents aux extrémités de la route
road-german-cathedral-tiles = Tuiles de cathédrale d'Allemagne aux extrémités de la route
road-help-road-that-ends = Une route qui aboutit à une cathédrale d'Allemagne gagne +1 par tuile ; les routes qui partent et aboutissent à la même cathédrale comptent une fois.
road-highwaymen-road = Voleurs sur la route
road-inn-road = Auberge sur la route
road-large-tollhouses-toll = Grands péages (péage 2) aux extrémités de la route
road-mage-road = Mage sur la route
road-meeple-wainwrights-quarter = Meeple dans le quartier des charrons
road-meeples-labyrinths-road = Meeples sur le réseau de routes du labyrinthe
road-needs-labyrinth-advanced-rules = le labyrinthe avec la variante des règles avancées
road-option-highway-road-counts = Grand-route : la route compte pour 5 tuiles
road-option-no-road-scoring = Pas de tuile d'évaluation de route
road-option-peasant-uprising-1 = Jacquerie : -1 par tuile avec une ferme
road-option-street-fair-plus = Fête de rue : +1 par tuile
road-road-tiles-german = Tuiles de route (sans les tuiles de cathédrale d'Allemagne)
road-signposts-pointing-correct = Panneaux pointant dans la bonne direction
road-small-tollhouses-toll = Petits péages (péage 1) aux extrémités de la route
road-sum-numbers-roads = Somme des nombres sur les bains de la route
road-tiles-farmhouse-peasant = Tuiles avec une ferme (Jacquerie)
road-witch-road = Sorcière sur la route

## shared
shared-acrobat-tiles-under = Tuiles d'artistes sous le directeur de cirque ou à côté
shared-circus-acrobat-tiles = Tuiles de cirque ou d'artistes sous le directeur de cirque ou à côté
shared-circus-tiles-under = Tuiles de cirque sous le directeur de cirque ou à côté
shared-ghosts-players-followers = Fantômes sur les partisans du joueur
shared-houses-plus-2 = Maisons (+2)
shared-little-buildings = Petits bâtiments
shared-little-buildings-basic = little_buildings (règle de base)
shared-little-buildings-variant = little_buildings (variante)
shared-player-meeple-next = Joueur dont le meeple est à côté de la fée
shared-player-ringmaster = Joueur dont le directeur de cirque s'y trouve
shared-player-teacher = Joueur qui a le maître d'école
shared-ringmaster-2-acrobat = Directeur de cirque : 2 par tuile d'artistes
shared-ringmaster-2-circus = Directeur de cirque : 2 par tuile de cirque
shared-ringmaster-2-circus-acrobat = Directeur de cirque : 2 par tuile de cirque ou d'artistes
shared-sheds-plus-1 = Cabanes (+1)
shared-towers-plus-3 = Tours (+3)

## tiles
tiles-alhambras-large-city = La grande ville de l'Alhambra
tiles-circus-maximuss-large = La grande ville du Circus Maximus
tiles-error-segments-do-not-fit = { $segments ->
        [one] { $segments } segment ne correspond
       *[other] { $segments } segments ne correspondent
    } pas à { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } de cathédrale d'Allemagne (1 à 4 segments chacune)
tiles-ferry-tiles-1 = Tuiles de bac (1 tuile de route chacune)
tiles-half-double-sized = Chaque moitié d'une tuile double compte pour une tuile ; une case avec une ou deux tuiles triangulaires compte pour 1 tuile ; chaque case d'une tuile merveille compte pour 1 tuile.
tiles-labyrinth-tiles-1 = Tuiles labyrinthe (1 tuile de route chacune)
tiles-long-roads-leipzig = Longues routes sur les tuiles de Leipzig (2 tuiles de route chacune en C3)
tiles-long-roads-leipzig-tiles = Longues routes sur les tuiles de Leipzig (1 tuile de route chacune)
tiles-notre-dames-large = La grande ville de Notre-Dame
tiles-notre-dames-long = La longue route fourchue de Notre-Dame
tiles-other-double-sized = Autres tuiles doubles (1 tuile chacune en C1)
tiles-other-double-sized-tiles = Autres tuiles doubles (chaque moitié compte : 2 chacune)
tiles-square-one-two = Une case avec une ou deux tuiles triangulaires compte pour 1 tuile ; chaque case d'une tuile merveille compte pour 1 tuile (tuiles doubles : sans effet sur les villes).
tiles-squares-holding-triangular = Cases portant des tuiles triangulaires (1 tuile chacune)
tiles-stonehenges-long-forking = La longue route fourchue de Stonehenge
tiles-tiles-wooden-bridge = Tuiles avec un pont de bois (1 tuile de route chacune)
tiles-triangular-tile-counts = Chaque tuile triangulaire compte pour 1 tuile ; une tuile merveille compte pour 1 tuile (tuiles doubles : sans effet sur les villes).
tiles-triangular-tiles-1 = Tuiles triangulaires (1 tuile chacune)
tiles-tunnel-tiles-1 = Tuiles tunnel (1 tuile de route chacune)

## tollkeepers
tollkeepers-ask-say-how-many = dites combien de fermes, cabanes, jardins et voleurs bordent la route
tollkeepers-ask-say-how-many-groups = dites combien de groupes de voyageurs sont sur la route
tollkeepers-error-too-many = { $tollhouses ->
        [one] { $tollhouses } péage
       *[other] { $tollhouses } péages
    } sur une route : une route a { $ends ->
        [one] { $ends } extrémité
       *[other] { $ends } extrémités
    }
tollkeepers-help-toll-1-2 = Péage 1 ou 2, peu importe : le nombre sur le péage ne compte pas en fin de partie.
tollkeepers-help-wooden-bridge-same = Un pont de bois sur la même tuile n'y change rien.
tollkeepers-tollhouse-crossing-end = Péage sur un carrefour à une extrémité de cette route

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Partisans sur la tuile du Vodianoï
vodyanoy-help-every-follower-player = Chaque partisan du joueur sur une zone de la tuile ; un grand meeple compte pour un partisan.

## watchtower
watchtower-help-all-players-meeples = Les meeples de tous les joueurs comptent, aussi dans les forteresses qui recouvrent la zone ; pas dans Carcassonne, la Roue de la Fortune ou Leipzig. Les ponts de bois comptent comme segments de route.
watchtower-option-city-1-tile = Ville : 1 par tuile avec un segment de ville
watchtower-option-cloister-3-monastic = Abbaye : 3 par bâtiment monastique
watchtower-option-coat-arms-2 = Blason : 2 par blason
watchtower-option-meeple-2-meeple = Meeple : 2 par meeple dans la zone
watchtower-option-road-1-tile = Route : 1 par tuile avec un segment de route
watchtower-player-meeple-next = Joueur avec un meeple à côté de la tour de guet
watchtower-symbol-watchtower = Symbole sur la tour de guet
watchtower-things-that-symbol = Éléments portant ce symbole dans la zone de la tour de guet
row-watchtower-city-symbol = Tour de guet, symbole ville : 1 par tuile avec un segment de ville
row-watchtower-cloister-symbol = Tour de guet, symbole abbaye : 3 par bâtiment monastique
row-watchtower-coat-arms = Tour de guet, symbole blason : 2 par blason
row-watchtower-meeple-symbol = Tour de guet, symbole meeple : 2 par meeple dans la zone
row-watchtower-road-symbol = Tour de guet, symbole route : 1 par tuile avec un segment de route
