### Lignes d'évaluation des zones. Chaque ligne reçoit aussi $quantity, le nombre de la ligne.

row-acrobats-ghosts = Fantômes sur les artistes ({ $per } chacun)
row-acrobats-pyramid = Pyramide d'artistes : { $per } par meeple du joueur
row-area-completed-c1 = La tuile { DE($name) } et les huit tuiles autour (9 points)
row-area-completed-c2-c3 = Tuiles sur la case { DE($name) } et les 8 cases autour (1 chacune)
row-area-completed-winter = La case { DE($name) } et les huit cases autour (9 points)
row-area-own-tile-c1 = La tuile { DE($name) } (1 point)
row-area-own-tile-c2-c3 = Tuile sur la case { DE($name) } (1 point)
row-area-own-tile-winter = La case { DE($name) } (1 point)
row-baba-yaga-baba-yagas-hut = Cabane de Baba Yaga : 1 pour la tuile (aucune case vide autour)
row-baba-yaga-baba-yagas-hut-1 = Cabane de Baba Yaga : 1 pour la tuile
row-baba-yaga-empty-square-spaces = Cases vides autour de la cabane (1 chacune)
# $feature : road, city ou road_or_city ; $outcome : match ou no_match
row-bets-settled = { $chip } sur { $feature ->
        [road] une route
        [city] une ville
       *[road_or_city] une route ou une ville
    } de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } : { $outcome ->
        [match] gagné
       *[no_match] perdu
    }
row-castle-castle-full-value = Forteresse : la pleine valeur de la première zone achevée à côté
row-castle-castle-still-occupied = Forteresse encore occupée : 0 point (meeples retirés avant l'évaluation finale)
row-castle-mayor-castle-0 = Maire dans une forteresse : 0 point (une forteresse n'a pas de blason)
row-cemetery-cemeteries-not-scored = Les cimetières ne se comptent pas après la partie (0 point)
row-circus-big-top = Chapiteau : { $token } (jeton animal) par meeple dans le voisinage
row-city-bad-neighborhood-tiles = Mauvais voisinage : les tuiles avec seulement des demi-cercles ne comptent pas
row-city-cathars-siege-1 = Cathares / siège : -1 par tuile
row-city-cathars-siege-1-coat = Cathares / siège : -1 par blason
row-city-cathedral-incomplete-city = Cathédrale dans une ville inachevée : aucun point jusqu'ici (x0)
row-city-cathedral-plus-1 = Cathédrale : +1 par tuile
row-city-cathedral-plus-1-coat = Cathédrale : +1 par blason
row-city-city-tiles-1 = Tuiles de ville (1 chacune)
row-city-city-tiles-2 = Tuiles de ville (2 chacune)
row-city-coats-arms-1 = Blasons (1 chacun)
row-city-coats-arms-2 = Blasons (2 chacun)
row-city-coiners-quarter-plus = Quartier des monnayeurs : +3 par blason
row-city-darmstadtium-plus-3 = Darmstadtium : +3 à la majorité
row-city-german-castles-plus = Châteaux d'Allemagne (+3 chacun)
row-city-gingerbread-man = Bonhomme de pain d'épice : 1 par tuile pour { $meeples ->
        [one] { $meeples } meeple
       *[other] chacun des { $meeples } meeples
    }
row-city-large-city-wonder = Grande ville des tuiles merveille (2 par tuile comptée)
row-city-large-city-wonder-tiles = Grande ville des tuiles merveille (1 par tuile comptée)
row-city-mage-plus-1 = Mage : +1 par tuile (même avec une cathédrale)
row-city-one-tile-city = Ville d'une tuile (Portes de la Ville) : 4 points
row-city-siege-plus-0 = Siège : +0 par tuile, +1 par blason
row-cloister-bookbinders-quarter-plus = Quartier des relieurs : +4 par zone comptée
row-cloister-challenge-lost-rival = Défi perdu : le rival a été achevé en premier, ce bâtiment compte 0
row-cloister-challenge-won-completed = Défi gagné : achevé en premier, compte normalement
row-cloister-hermit-monastery-1 = Ermitage : -1 par tuile avec des segments de ville
row-cloister-neighbouring-vineyards-plus = Vignobles voisins (+3 chacun)
row-cloister-neighbouring-vineyards-plus-0 = Vignobles voisins (+0 en fin de partie)
row-cloister-pilgrimage-route-plus = Chemin de pèlerinage : +1 par tuile avec des segments de route ou un pont de bois
row-cloister-ringmaster-no-bonus = Directeur de cirque : pas de bonus sur { $building } (abbayes du jeu de base seulement)
row-cloister-unresolved-challenge-both = Défi non résolu : les deux bâtiments comptent normalement
row-common-bathhouses-plus-numbers = Bains (+ les nombres qu'ils portent)
row-common-mage-plus-1 = Mage : +1 par tuile réelle
row-common-poverty-3-feature = Pauvreté : -3 pour la zone
row-common-road-segments-german = Segments de route sur les tuiles de cathédrale d'Allemagne (1 chacun)
row-common-wealth-plus-3 = Richesse : +3 pour la zone
row-common-witch-half-points = Sorcière : la moitié des points ci-dessus, arrondie au supérieur
row-correction = Correction : { $reason }
row-field-castles = Forteresses bordant le pré ({ $per } chacune)
row-field-cathars = Villes avec des Cathares / assiégées : x2 (chacune avait { $per ->
        [one] { $per } point
       *[other] { $per } points
    } ci-dessus)
row-field-completed-cities = Villes achevées bordant le pré ({ $per } chacune)
row-field-own-pig-plus = Son cochon : +1 par forteresse ou ville achevée
row-field-pig-herd-plus = Troupeau de cochons : +1 par forteresse ou ville achevée
row-field-tanners-quarter-plus = Quartier des tanneurs : +2 par cabane et par ferme
row-fortune-teller-completed-fortune-teller = A achevé la tente de la diseuse de bonne aventure
row-fortune-teller-fortune-teller-tent = Tente de la diseuse de bonne aventure : 0 point
row-german-castle-german-castle-2 = Château d'Allemagne (2 points)
row-german-castle-german-castle-completed = Château d'Allemagne achevé : 12 points (2 pour le château + 1 par tuile autour)
row-german-castle-german-castle-completed-12 = Château d'Allemagne achevé : 12 points (ses deux cases et les dix autour)
row-german-castle-tiles-10-spaces = Tuiles sur les 10 cases autour (1 chacune)
row-german-cathedral-completed-roads-inn = Routes achevées avec une auberge : +1 par tuile
row-german-cathedral-completed-roads-inn-plus = Routes achevées avec une auberge : +1 par segment de route sur les tuiles de cathédrale
row-german-cathedral-labyrinth-tiles-road = Tuiles labyrinthe avec une route sortante encore ouverte : non comptées
row-german-cathedral-roads-inn-plus = Routes avec une auberge : +1 par tuile
row-german-cathedral-roads-inn-plus-1 = Routes avec une auberge : +1 par segment de route sur les tuiles de cathédrale
row-german-cathedral-uncompleted-roads-inn = Routes inachevées avec une auberge : rien pour l'archevêque (x0)
row-german-monastery-monastery-japanese-building = L'abbaye ou le monument japonais (1 point)
row-german-monastery-tiles-direct-row = Tuiles en ligne droite dans la rangée ou la colonne (1 chacune)
row-ghosts-each = Fantômes ({ $per } chacun)
row-haunted-castle-mist = Tuiles avec de la brume dans la zone ({ $per } chacune)
row-haunted-castle-starting-tile = La tuile de départ 2x2 (compte pour { $counted ->
        [one] { $counted } tuile
       *[other] { $counted } tuiles
    } avec de la brume, { $per } chacune)
row-la-porxada-la-porxada-your = La Porxada : vos chevaliers étaient dans sa ville, celle-ci compte comme achevée
row-obelisk-obelisk-4-spaces = Obélisque : ses 4 cases et les 12 autour (16 points)
row-road-ends-german-cathedral = Aboutit à une cathédrale d'Allemagne : +1 par tuile
row-road-ends-german-cathedral-plus = Aboutit à une cathédrale d'Allemagne : +1 par segment sur les tuiles de cathédrale
row-road-german-castles-roads = Châteaux d'Allemagne aux extrémités de la route (+3 chacun)
row-road-highway-road-counts = Grand-route : la route compte pour 5 tuiles
row-road-inn-incomplete-road = Auberge sur une route inachevée : aucun point jusqu'ici (x0)
row-road-inn-plus-1 = Auberge : +1 par tuile
row-road-inn-plus-1-road = Auberge : +1 par segment de route sur les tuiles de cathédrale d'Allemagne
row-road-labyrinth-advanced-rules = Labyrinthe, règles avancées : +2 par meeple sur le réseau
row-road-mage-plus-1 = Mage : +1 par tuile (même avec une auberge)
row-road-peasant-uprising-1 = Jacquerie : -1 par tuile avec une ferme
row-road-road-segments-german = Segments de route sur les tuiles de cathédrale d'Allemagne (1 chacun ; +0 par tuile)
row-road-signposts = Panneaux dans la bonne direction ({ $per } chacun : types de panneaux corrects)
row-road-signposts-correct-direction = Panneaux dans la bonne direction (+1 chacun)
row-road-street-fair-plus = Fête de rue : +1 par tuile
row-road-street-fair-plus-1 = Fête de rue : +1 par segment sur les tuiles de cathédrale d'Allemagne
# $toll : small ou large
row-road-tollhouse-buildings = Péage, { $toll ->
        [small] petit péage
       *[large] grand péage
    } : { $per } par ferme, cabane, jardin et voleur
row-road-tollhouse-travelers = Péage, { $toll ->
        [small] petit péage
       *[large] grand péage
    } : { $per } par groupe de voyageurs
row-road-wainwrights-quarter-plus = Quartier des charrons : +1 par tuile de route réelle
row-shared-fairy-next-meeple = Fée à côté du meeple
row-shared-houses-plus-2 = Maisons (+2 chacune)
row-shared-little-buildings-plus = Petits bâtiments (+1 chacun)
row-shared-sheds-plus-1 = Cabanes (+1 chacune)
row-shared-teacher-equal-feature = Maître d'école : autant que l'évaluation de la zone
row-shared-towers-plus-3 = Tours (+3 chacune)
row-tiles-double-sized = Tuiles doubles ({ $per ->
        [one] { $per } tuile
       *[other] { $per } tuiles
    } chacune)
row-tiles-ferry-tiles-1 = Tuiles de bac (1 tuile de route chacune)
row-tiles-labyrinth-tiles-1 = Tuiles labyrinthe (1 tuile de route chacune)
row-tiles-leipzig-long-roads = Longues routes sur les tuiles de Leipzig ({ $per ->
        [one] { $per } tuile de route
       *[other] { $per } tuiles de route
    } chacune)
row-tiles-road-tiles-1 = Tuiles de route (1 point chacune)
row-tiles-triangular-tiles-1 = Tuiles triangulaires (1 tuile chacune)
row-tiles-tunnel-tiles-1 = Tuiles tunnel (1 tuile de route chacune)
row-tiles-wonder-forking-roads = Routes fourchues des tuiles merveille ({ $per ->
        [one] { $per } tuile de route
       *[other] { $per } tuiles de route
    } chacune)
row-tiles-wooden-bridges-1 = Ponts de bois (1 tuile de route chacun)
row-tollkeepers-tollhouse-1-farmhouse = Péage : 1 par ferme, cabane, jardin et voleur (tout péage)
row-tollkeepers-tollhouse-1-group = Péage : 1 par groupe de voyageurs (tout péage)
row-vodyanoy-vodyanoy-2-follower = Vodianoï : -2 par partisan sur la tuile
