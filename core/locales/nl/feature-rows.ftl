### Telregels van projecten. Elke regel krijgt ook $quantity, het aantal van de regel.

row-acrobats-ghosts = Spoken op de artiesten (elk { $per })
row-acrobats-pyramid = Pyramide: { $per } per eigen horige
row-area-completed-c1 = Het project ({ $name }) en de acht tegels eromheen (9 punten)
row-area-completed-c2-c3 = Tegels in het vak van het project ({ $name }) en de 8 omliggende ruimtes (elk 1)
row-area-completed-winter = Het vak van het project ({ $name }) en de acht omliggende ruimtes (9 punten)
row-area-own-tile-c1 = De projecttegel: { $name } (1 punt)
row-area-own-tile-c2-c3 = Tegel in het vak van het project: { $name } (1 punt)
row-area-own-tile-winter = Het vak van het project: { $name } (1 punt)
row-baba-yaga-baba-yagas-hut = Baba Yaga's hut: 1 voor de tegel (geen lege ruimtes eromheen)
row-baba-yaga-baba-yagas-hut-1 = Baba Yaga's hut: 1 voor de tegel
row-baba-yaga-empty-square-spaces = Lege ruimtes rond de hut (elk 1)
# $feature: road, city of road_or_city; $outcome: match of no_match
row-bets-settled = { $chip } op { $feature ->
        [road] een weg
        [city] een stad
       *[road_or_city] een weg of stad
    } van { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }: { $outcome ->
        [match] raak
       *[no_match] mis
    }
row-castle-castle-full-value = Burcht: de volle waarde van het eerste afgebouwde project ernaast
row-castle-castle-still-occupied = Burcht nog bezet: 0 punten (horigen worden vóór de eindtelling verwijderd)
row-castle-mayor-castle-0 = Burgemeester in een burcht: 0 punten (een burcht heeft geen wapens)
row-cemetery-cemeteries-not-scored = Kerkhoven tellen na het spel niet (0 punten)
row-circus-big-top = Circustent: { $token } (dierenfiche) per horige in de omgeving
row-city-bad-neighborhood-tiles = Slechte buurt: tegels met alleen halve cirkels tellen niet
row-city-cathars-siege-1 = Katharen / beleg: -1 per tegel
row-city-cathars-siege-1-coat = Katharen / beleg: -1 per wapen
row-city-cathedral-incomplete-city = Kathedraal in een onafgebouwde stad: tot hier geen punten (x0)
row-city-cathedral-plus-1 = Kathedraal: +1 per tegel
row-city-cathedral-plus-1-coat = Kathedraal: +1 per wapen
row-city-city-tiles-1 = Stadstegels (elk 1)
row-city-city-tiles-2 = Stadstegels (elk 2)
row-city-coats-arms-1 = Wapens (elk 1)
row-city-coats-arms-2 = Wapens (elk 2)
row-city-coiners-quarter-plus = Muntmeesterskwartier: +3 per wapen
row-city-darmstadtium-plus-3 = Darmstadtium: +3 voor de meerderheid
row-city-german-castles-plus = Duitse burchten (elk +3)
row-city-gingerbread-man = Peperkoekmannetje: 1 per tegel voor { $meeples ->
        [one] { $meeples } horige
       *[other] elk van de { $meeples } horigen
    }
row-city-large-city-wonder = Grote stad van wondertegels (2 per getelde tegel)
row-city-large-city-wonder-tiles = Grote stad van wondertegels (1 per getelde tegel)
row-city-mage-plus-1 = Tovenaar: +1 per tegel (ook met een kathedraal)
row-city-one-tile-city = Stad van één tegel (Stadspoorten): 4 punten
row-city-siege-plus-0 = Beleg: +0 per tegel, +1 per wapen
row-cloister-bookbinders-quarter-plus = Boekbinderskwartier: +4 per geteld project
row-cloister-challenge-lost-rival = Uitdaging verloren: de rivaal was eerder af, dit gebouw telt 0
row-cloister-challenge-won-completed = Uitdaging gewonnen: eerder af, telt zoals gewoonlijk
row-cloister-hermit-monastery-1 = Kluizenarij: -1 per tegel met stadsdelen
row-cloister-neighbouring-vineyards-plus = Naburige wijngaarden (elk +3)
row-cloister-neighbouring-vineyards-plus-0 = Naburige wijngaarden (+0 aan het einde)
row-cloister-pilgrimage-route-plus = Pelgrimsroute: +1 per tegel met wegdelen of een houten brug
row-cloister-ringmaster-no-bonus = Circusdirecteur: geen bonus bij: { $building } (alleen gewone kloosters)
row-cloister-unresolved-challenge-both = Onbesliste uitdaging: beide gebouwen tellen zoals gewoonlijk
row-common-bathhouses-plus-numbers = Badhuizen (+ de getallen erop)
row-common-mage-plus-1 = Tovenaar: +1 per werkelijke tegel
row-common-poverty-3-feature = Armoede: -3 voor het project
row-common-road-segments-german = Wegdelen op Duitse kathedraaltegels (elk 1)
row-common-wealth-plus-3 = Rijkdom: +3 voor het project
row-common-witch-half-points = Heks: de helft van de punten hierboven, naar boven afgerond
row-correction = Correctie: { $reason }
row-field-castles = Burchten aan de weide (elk { $per })
row-field-cathars = Steden met Katharen / beleg: x2 (elk had hierboven { $per ->
        [one] { $per } punt
       *[other] { $per } punten
    })
row-field-completed-cities = Afgebouwde steden aan de weide (elk { $per })
row-field-own-pig-plus = Eigen varken: +1 per burcht of afgebouwde stad
row-field-pig-herd-plus = Varkenskudde: +1 per burcht of afgebouwde stad
row-field-tanners-quarter-plus = Leerlooierskwartier: +2 per stal en boerderij
row-fortune-teller-completed-fortune-teller = Bouwde de waarzeggerstent af
row-fortune-teller-fortune-teller-tent = Waarzeggerstent: 0 punten
row-german-castle-german-castle-2 = Duitse burcht (2 punten)
row-german-castle-german-castle-completed = Duitse burcht afgebouwd: 12 punten (2 voor de burcht + 1 per omliggende tegel)
row-german-castle-german-castle-completed-12 = Duitse burcht afgebouwd: 12 punten (zijn twee vakken en de tien eromheen)
row-german-castle-tiles-10-spaces = Tegels in de 10 omliggende vakken (elk 1)
row-german-cathedral-completed-roads-inn = Afgebouwde wegen met een herberg: +1 per tegel
row-german-cathedral-completed-roads-inn-plus = Afgebouwde wegen met een herberg: +1 per wegdeel op kathedraaltegels
row-german-cathedral-labyrinth-tiles-road = Doolhoftegels met een weg eruit die nog open is: tellen niet
row-german-cathedral-roads-inn-plus = Wegen met een herberg: +1 per tegel
row-german-cathedral-roads-inn-plus-1 = Wegen met een herberg: +1 per wegdeel op kathedraaltegels
row-german-cathedral-uncompleted-roads-inn = Onafgebouwde wegen met een herberg: niets voor de aartsbisschop (x0)
row-german-monastery-monastery-japanese-building = Het klooster of Japanse gebouw (1 punt)
row-german-monastery-tiles-direct-row = Tegels in een rechte rij of kolom (elk 1)
row-ghosts-each = Spoken (elk { $per })
row-haunted-castle-mist = Tegels met mist in het gebied (elk { $per })
row-haunted-castle-starting-tile = De starttegel van 2x2 (telt als { $counted ->
        [one] { $counted } tegel
       *[other] { $counted } tegels
    } met mist, elk { $per })
row-la-porxada-la-porxada-your = La Porxada: je ridders waren in haar stad, deze telt als afgebouwd
row-obelisk-obelisk-4-spaces = Obelisk: zijn 4 vakken en de 12 eromheen (16 punten)
row-road-ends-german-cathedral = Eindigt bij een Duitse kathedraal: +1 per tegel
row-road-ends-german-cathedral-plus = Eindigt bij een Duitse kathedraal: +1 per deel op kathedraaltegels
row-road-german-castles-roads = Duitse burchten aan de uiteinden van de weg (elk +3)
row-road-highway-road-counts = Heerweg: de weg telt als 5 tegels
row-road-inn-incomplete-road = Herberg aan een onafgebouwde weg: tot hier geen punten (x0)
row-road-inn-plus-1 = Herberg: +1 per tegel
row-road-inn-plus-1-road = Herberg: +1 per wegdeel op Duitse kathedraaltegels
row-road-labyrinth-advanced-rules = Doolhof, gevorderde regels: +2 per horige op het wegennet
row-road-mage-plus-1 = Tovenaar: +1 per tegel (ook met een herberg)
row-road-peasant-uprising-1 = Boerenopstand: -1 per tegel met een boerderij
row-road-road-segments-german = Wegdelen op Duitse kathedraaltegels (elk 1; +0 per tegel)
row-road-signposts = Wegwijzers in de goede richting (elk { $per }: juiste soorten wegwijzers)
row-road-signposts-correct-direction = Wegwijzers in de goede richting (elk +1)
row-road-street-fair-plus = Straatfeest: +1 per tegel
row-road-street-fair-plus-1 = Straatfeest: +1 per deel op Duitse kathedraaltegels
# $toll: small of large
row-road-tollhouse-buildings = Tolhuis, { $toll ->
        [small] kleine tol
       *[large] grote tol
    }: { $per } per boerderij, stal, tuin en struikrover
row-road-tollhouse-travelers = Tolhuis, { $toll ->
        [small] kleine tol
       *[large] grote tol
    }: { $per } per groep reizigers
row-road-wainwrights-quarter-plus = Wagenmakerskwartier: +1 per werkelijke wegtegel
row-shared-fairy-next-meeple = Fee naast de horige
row-shared-houses-plus-2 = Huizen (elk +2)
row-shared-little-buildings-plus = Kleine gebouwen (elk +1)
row-shared-sheds-plus-1 = Stallen (elk +1)
row-shared-teacher-equal-feature = Leraar: evenveel als de telling van het project
row-shared-towers-plus-3 = Torens (elk +3)
row-tiles-double-sized = Dubbele tegels (elk { $per ->
        [one] { $per } tegel
       *[other] { $per } tegels
    })
row-tiles-ferry-tiles-1 = Veerboottegels (elk 1 wegtegel)
row-tiles-labyrinth-tiles-1 = Doolhoftegels (elk 1 wegtegel)
row-tiles-leipzig-long-roads = Lange wegen op Leipzigtegels (elk { $per ->
        [one] { $per } wegtegel
       *[other] { $per } wegtegels
    })
row-tiles-road-tiles-1 = Wegtegels (elk 1 punt)
row-tiles-triangular-tiles-1 = Driehoekige tegels (elk 1 tegel)
row-tiles-tunnel-tiles-1 = Tunneltegels (elk 1 wegtegel)
row-tiles-wonder-forking-roads = Gevorkte wegen van wondertegels (elk { $per ->
        [one] { $per } wegtegel
       *[other] { $per } wegtegels
    })
row-tiles-wooden-bridges-1 = Houten bruggen (elk 1 wegtegel)
row-tollkeepers-tollhouse-1-farmhouse = Tolhuis: 1 per boerderij, stal, tuin en struikrover (elke tol)
row-tollkeepers-tollhouse-1-group = Tolhuis: 1 per groep reizigers (elke tol)
row-vodyanoy-vodyanoy-2-follower = Vodyanoy: -2 per horige op de tegel
