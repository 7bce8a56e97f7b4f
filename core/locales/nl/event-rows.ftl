### Telregels van gebeurtenissen en tellingen na het spel. Elke regel krijgt ook $quantity, het aantal van de regel.

row-after-game-barn-castles-next-field = Burchten aan de weide (elk 5)
row-after-game-barn-cathars-siege-x2 = Katharen / beleg: x2 per belegerde stad (elk +4)
row-after-game-barn-completed-cities-next = Afgebouwde steden aan de weide (elk 4)
row-after-game-figures-ringmaster-fortune-teller = Circusdirecteur op een waarzeggerstent: 2 per circus- of artiestenveldtegel (een waarzegger kan punten van de circusdirecteur krijgen)
row-after-game-figures-ringmaster-only-roads = Circusdirecteur: alleen op wegen, steden, kloosters en weiden (projecten van het basisspel)
row-after-game-figures-robber-still-scoring = Rover nog op het scoretableau: 3 punten
row-after-game-figures-shepherd-still-field = Herder nog in een weide: 0 per schaap
row-after-game-holders-king-1-completed = Koning: 1 per afgebouwde stad
row-after-game-holders-robber-baron-1 = Roofridder: 1 per afgebouwde weg
row-after-game-tokens-fruit-tokens-left = Overgebleven fruitfiches: elk 1
row-after-game-tokens-unopened-gifts-2 = Ongeopende cadeaus: elk 2
row-after-game-wonders-alhambra-4-farmer = Alhambra: 4 per boer van de eigenaar
row-bathhouse-meeple-bought-back = Horige teruggekocht: min het getal op het badhuis
row-bazaar-auction-points-paid = Veiling: punten betaald aan de verkoper
row-bazaar-auction-points-received = Veiling: punten ontvangen van de koper
row-catapult-target-tournament-5 = Doelwerptoernooi: 5 voor de dichtste worp
row-circus-maximus = Circus Maximus: { $per } per ridder van { $player } ({ $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    })
row-common-active-player = de actieve speler
row-easter-easter-eggs-1 = Paaseieren: 1 per horige naast het nest (geteld na het spel)
row-easter-easter-eggs-1-meeple = Paaseieren: 1 per horige die de haas tegenkomt (geteld na het spel)
row-easter-easter-eggs-2 = Paaseieren: 2 voor het afmaken van het nest (geteld na het spel)
# $place: most of second
row-easter-eggs-most = { $place ->
        [most] De meeste
       *[second] Op één na de meeste
    } paaseieren ({ $eggs }): { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
row-easter-own-meeples-tiles = Eigen horigen op de tegels waar de haas landt of overheen springt
row-fairy-fairy-1-point = Fee: 1 punt aan het begin van de beurt
row-fairy-fairy-acrobat-1 = Fee bij een artiest: 1 per eigen artiest in de pyramide
row-fruit-sold = { $tokens } { $tokens ->
        [one] fruitfiche
       *[other] fruitfiches
    } verkocht: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
row-fruit-trees-harvest-points-fruit = Oogst: de punten op het fruitfiche
row-gifts-cash-out-2 = Uitbetalen: 2 per horige op het project (de teruggenomen horige inbegrepen)
row-gifts-road-sweeper-incomplete = Wegveger: de onafgebouwde weg geteld zoals aan het einde van het spel
row-gingerbread-man = Peperkoekmannetje: 1 per tegel ({ $tiles }) voor { $meeples ->
        [one] { $meeples } horige
       *[other] elk van de { $meeples } horigen
    }
row-gold = Goud: { $pieces ->
        [one] { $pieces } staaf
       *[other] { $pieces } staven
    } à { $per }
row-peasant-revolts-protected-against-revolt = Beschermd tegen de opstand: 2 per horige
row-peasant-revolts-protecting-phantom-while = Het fantoom bij het plaatsen beschermen (-4)
row-placement-arrow-tile-just = Pijl op de net aangelegde tegel, nog niet geactiveerd: 2 punten
row-placement-wind-rose-placed = Windroos met het kwadrant goed gericht aangelegd: 3 punten
row-shepherd-flock-herded-into = Kudde de stal in gedreven: 1 per schaap
row-tower-ransom-paid-imprisoned = Losgeld betaald voor een gevangen horige (-3)
row-tower-ransom-received-prisoner = Losgeld ontvangen voor een gevangene (+3)
# $good: wine, grain of cloth
row-trade-goods-most = { $good ->
        [wine] De meeste wijn
        [grain] Het meeste graan
       *[cloth] De meeste stof
    } ({ $tokens ->
        [one] { $tokens } fiche
       *[other] { $tokens } fiches
    }): 10 punten
row-wheel-taxes = Belastingen: (1 per wapen + 1 per eigen ridder) voor elke eigen ridder ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Burchten: 2 per burcht voor elke boer
row-wheel-of-fortune-completed-cities-1 = Afgebouwde steden: 1 per stad voor elke boer
row-wheel-of-fortune-fortuna-3-points = Fortuna: 3 punten voor de actieve speler
row-wheel-of-fortune-inquisition-2-own = Inquisitie: 2 per eigen monnik
row-wheel-of-fortune-pig-herd-plus = Varkenskudde: +1 per burcht of afgebouwde stad voor elke boer
row-wheel-of-fortune-pig-plus-1 = Varken: +1 per burcht of afgebouwde stad voor elke boer
row-wheel-of-fortune-plague-remove-one = Pest: haal een van je horigen zonder telling weg
row-wheel-of-fortune-storm-1-meeple = Storm: 1 per horige in de voorraad
