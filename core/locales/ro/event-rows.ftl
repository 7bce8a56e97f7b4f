### Rândurile de evaluare ale evenimentelor și ale evaluării de după joc. Fiecare rând primește și $quantity, numărul rândului.

row-after-game-barn-castles-next-field = Cetăți adiacente cu câmpul (câte 5)
row-after-game-barn-cathars-siege-x2 = Catari / asediu: x2 pentru fiecare oraș asediat (câte +4)
row-after-game-barn-completed-cities-next = Orașe finalizate adiacente cu câmpul (câte 4)
row-after-game-figures-ringmaster-fortune-teller = Director de circ pe un cort de prezicător de noroc: 2 / cartonaș de circ sau cu artiști (un prezicător de noroc poate primi punctele directorului de circ)
row-after-game-figures-ringmaster-only-roads = Director de circ: doar pe drumuri, orașe, mănăstiri și câmpuri (teritoriile jocului de bază)
row-after-game-figures-robber-still-scoring = Haiduc rămas pe tabla de scor: 3 puncte
row-after-game-figures-shepherd-still-field = Oier rămas pe un câmp: 0 / oaie
row-after-game-holders-king-1-completed = Rege: 1 / oraș finalizat
row-after-game-holders-robber-baron-1 = Cavaler brigand: 1 / drum finalizat
row-after-game-tokens-fruit-tokens-left = Jetoane de fructe rămase: câte 1
row-after-game-tokens-unopened-gifts-2 = Daruri nedeschise: câte 2
row-after-game-wonders-alhambra-4-farmer = Alhambra: 4 / țăran al proprietarului
row-bathhouse-meeple-bought-back = Supus răscumpărat: minus numărul de pe casa-baie
row-bazaar-auction-points-paid = Licitație: puncte plătite vânzătorului
row-bazaar-auction-points-received = Licitație: puncte primite de la cumpărător
row-catapult-target-tournament-5 = Turnir de tras la țintă: 5 pentru cea mai apropiată aruncare
row-circus-maximus = Circus Maximus: { $per } / cavaler al lui { $player } ({ $players ->
        [one] { $players } jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    })
row-common-active-player = jucătorul activ
row-easter-easter-eggs-1 = Ouă de Paște: 1 / supus de lângă cuib (evaluate după joc)
row-easter-easter-eggs-1-meeple = Ouă de Paște: 1 / supus întâlnit de iepuraș (evaluate după joc)
row-easter-easter-eggs-2 = Ouă de Paște: 2 pentru finalizarea cuibului (evaluate după joc)
# $place: most sau second
row-easter-eggs-most = { $place ->
        [most] Cele mai multe
       *[second] Al doilea cel mai mare număr de
    } ouă de Paște ({ $eggs }): { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
row-easter-own-meeples-tiles = Supuși proprii pe cartonașele pe care iepurașul aterizează sau pe care le sare
row-fairy-fairy-1-point = Zâna: 1 punct la începutul turei
row-fairy-fairy-acrobat-1 = Zâna pe un artist: 1 / artist propriu din piramidă
row-fruit-sold = { $tokens ->
        [one] { $tokens } jeton de fructe vândut
        [few] { $tokens } jetoane de fructe vândute
       *[other] { $tokens } de jetoane de fructe vândute
    }: { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
row-fruit-trees-harvest-points-fruit = Recoltare: punctele de pe jetonul de fructe
row-gifts-cash-out-2 = Încasează: 2 / supus de pe teritoriu (inclusiv cel eliminat)
row-gifts-road-sweeper-incomplete = Măturător de drumuri: drumul nefinalizat evaluat ca la sfârșitul jocului
row-gingerbread-man = Omul de turtă dulce: 1 / cartonaș ({ $tiles }) pentru { $meeples ->
        [one] { $meeples } supus
        [few] fiecare din cei { $meeples } supuși
       *[other] fiecare din cei { $meeples } de supuși
    }
row-gold = Aur: { $pieces ->
        [one] { $pieces } lingou
        [few] { $pieces } lingouri
       *[other] { $pieces } de lingouri
    } a câte { $per }
row-peasant-revolts-protected-against-revolt = Protejat împotriva răscoalei: 2 / supus
row-peasant-revolts-protecting-phantom-while = Protejarea fantomei în timpul plasării (-4)
row-placement-arrow-tile-just = Săgeată pe cartonașul tocmai plasat, neactivată încă: 2 puncte
row-placement-wind-rose-placed = Roză a vântului plasată cu cvadrantul orientat corect: 3 puncte
row-shepherd-flock-herded-into = Turma mânată în staul: 1 / oaie
row-tower-ransom-paid-imprisoned = Răscumpărare plătită pentru un supus capturat (-3)
row-tower-ransom-received-prisoner = Răscumpărare primită pentru un prizonier (+3)
# $good: wine, grain sau cloth
row-trade-goods-most = Cele mai multe jetoane cu { $good ->
        [wine] vin
        [grain] grâne
       *[cloth] stofă
    } ({ $tokens }): 10 puncte
row-wheel-taxes = Biruri: (1 / blazon + 1 / cavaler propriu) pentru fiecare cavaler propriu ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Cetăți: 2 / cetate pentru fiecare țăran
row-wheel-of-fortune-completed-cities-1 = Orașe finalizate: 1 / oraș pentru fiecare țăran
row-wheel-of-fortune-fortuna-3-points = Fortuna: 3 puncte jucătorului activ
row-wheel-of-fortune-inquisition-2-own = Inchiziție: 2 / călugăr propriu
row-wheel-of-fortune-pig-herd-plus = Turmă de porci: +1 / cetate sau oraș finalizat pentru fiecare țăran
row-wheel-of-fortune-pig-plus-1 = Porc: +1 / cetate sau oraș finalizat pentru fiecare țăran
row-wheel-of-fortune-plague-remove-one = Ciumă: elimină unul dintre supușii tăi fără evaluare
row-wheel-of-fortune-storm-1-meeple = Furtună: 1 / supus din rezervă
