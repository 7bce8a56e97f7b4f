### Projecten: namen (feature-<key>), formulierlabels, hulpregels, vragen, opties en weigeringen.


## acrobats
acrobats-error-ghosts = { $ghosts ->
        [one] { $ghosts } spook past
       *[other] { $ghosts } spoken passen
    } niet bij { $meeples ->
        [one] { $meeples } artiest
       *[other] { $meeples } artiesten
    } (hoogstens { $most } per artiest)
acrobats-error-pyramid-full = { $total ->
        [one] { $total } horige past
       *[other] { $total } horigen passen
    } niet in één pyramide (hoogstens { $most })
acrobats-ghosts-players-acrobats = Spoken op de artiesten van de speler
acrobats-own-meeples-pyramid = Eigen horigen in de pyramide

## area
area-count-spaces-around = Tel de omliggende ruimtes waarop een tegel ligt (0 tot 8).
area-error-little-buildings-do-not-fit = { $count ->
        [one] { $count } klein gebouw past
       *[other] { $count } kleine gebouwen passen
    } niet op { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    } { $place } (één per tegel)
area-half-double-sized = Elke helft van een dubbele tegel telt als 1 tegel; een vak met één of twee driehoekige tegels telt als 1 tegel; elk vak van een wondertegel telt als 1 tegel.
area-occupied-spaces-around = Bezette omliggende ruimtes
area-say-how-many = zeg hoeveel tegels eromheen liggen
area-say-how-many-spaces = zeg hoeveel omliggende ruimtes bezet zijn
area-say-how-many-tiles = zeg hoeveel tegels in de 8 omliggende ruimtes liggen
area-tiles-8-spaces = Tegels in de 8 omliggende ruimtes
area-tiles-around = Omliggende tegels
row-area-tiles-8-spaces-around = Tegels in de 8 omliggende ruimtes (elk 1)

## baba-yaga
baba-yaga-ask-say-how-many = zeg hoeveel van de 8 ruimtes rond de hut leeg zijn
baba-yaga-empty-square-spaces = Lege ruimtes rond de hut
baba-yaga-followers-baba-yagas = Horigen op Baba Yaga's hut
baba-yaga-help-8-square-spaces = Van de 8 ruimtes rond de hut, die zonder tegel (elk +1).

## bets
bets-chip-2-6 = Wedfiche 2/6
bets-chip-2-6-settled = Wedfiche 2/6 verrekend met dit project
bets-chip-3-5 = Wedfiche 3/5
bets-chip-3-5-settled = Wedfiche 3/5 verrekend met dit project
bets-chip-3-6 = Wedfiche 3/6
bets-chip-3-6-settled = Wedfiche 3/6 verrekend met dit project
bets-chip-4-7 = Wedfiche 4/7+
bets-chip-4-7-plus = Wedfiche 4/7+ verrekend met dit project
bets-chip-4-8 = Wedfiche 4 (8 punten)
bets-chip-4-8-points = Wedfiche 4 (8 punten) verrekend met dit project
bets-chip-5-8 = Wedfiche 5/8+
bets-chip-5-8-plus = Wedfiche 5/8+ verrekend met dit project
bets-feature-chips-settled = Project waarmee de fiches worden verrekend
bets-help-counted-when-road = Geteld zoals bij de telling van de weg of stad.
bets-option-completed-city = Een afgebouwde stad
bets-option-completed-road = Een afgebouwde weg
bets-tiles-that-road = Tegels van die weg of stad

## castle
castle-ask-say-how-many = zeg hoeveel punten het eerste afgebouwde project naast de burcht opleverde
castle-help-that-features-value = De waarde van dat project zoals de meerderheid die kreeg (zonder bonussen en spookaftrek van afzonderlijke spelers), ook als niemand het bezette.
castle-mayor-castle-scores = Burgemeester in de burcht (telt 0: een burcht heeft geen wapens)
castle-meeples-castle = Horigen in de burcht
castle-points-first-completed = Punten van het eerste afgebouwde project naast de burcht

## cemetery
cemetery-cemetery-0-points = Kerkhof: 0 punten; neem 1 extra wachthorige van je kleur, als die er is
cemetery-cemetery-0-points-2 = Kerkhof: 0 punten
cemetery-cemetery-keepers = Kerkhofbeheerders

## circus
circus-ask-say-number-animal = zeg het getal op het dierenfiche
circus-big-top-tile = De circustenttegel en de 8 tegels eromheen, horigen in burchten die ze overlappen inbegrepen. Een dubbele tegel telt als 1 tegel met al zijn horigen op gewone projecten; een driehoekige tegel of wondertegel telt als 1 tegel. Niet geteld: horigen in de stad Carcassonne, in het Rad van Fortuin of in de stad Leipzig.
circus-big-top-tile-tiles = De circustenttegel en de tegels in de 8 omliggende ruimtes, horigen in burchten die die ruimtes overlappen inbegrepen. Elke helft van een dubbele tegel is een tegel, maar de horigen op gewone projecten van beide helften tellen, ook als één helft niet aangrenzend is. Niet geteld: horigen in de stad Carcassonne, in het Rad van Fortuin of in de stad Leipzig.
circus-meeples-big-tops = Horigen in de omgeving van de circustent
circus-number-animal-token = Getal op het dierenfiche onder de circustent

## city
city-active-city-scoring = Actieve stadstellingtegel
city-cathars-siege-besiegers = Katharen / beleg / belegeraars in de stad
city-cathedral-city = Kathedraal in de stad
city-city-tiles = Stadstegels
city-coats-arms-pennants = Wapens
city-darmstadtium-city = Darmstadtium in de stad
city-error-one-tile-city = een stad van één tegel heeft 1 tegel, niet { $counted }
city-german-castles-closing = Duitse burchten die de stad afsluiten
city-gingerbread-man-leaves = Het peperkoekmannetje verlaat deze stad
city-knights-city = Ridders in de stad
city-mage-city = Tovenaar in de stad
city-mayors-city-strength = Burgemeesters in de stad (sterkte = wapens)
city-meeple-coiners-quarter = Horige in het muntmeesterskwartier
city-one-tile-city = Een stad van één tegel, afgesloten door een stadspoort
city-option-bad-neighborhood-tiles = Slechte buurt: tegels met alleen halfronde stadsdelen tellen niet
city-option-citizens-jury-everyone = Burgerjury: iedereen in de stad deelt de meerderheid
city-option-no-city-scoring = Geen stadstellingtegel
city-option-siege-plus-1 = Beleg: +1 per wapen
city-sum-numbers-citys = Som van de getallen op de badhuizen van de stad
city-tiles-only-semicircular = Tegels met alleen halfronde stadsdelen
city-witch-city = Heks in de stad

## cloister
cloister-abbey = Abdij
cloister-abbot-building-scores = Abt op het gebouw (telt als een monnik)
cloister-active-monastic-scoring = Actieve kloostertellingtegel
cloister-area = in de omgeving
cloister-building = Gebouw
cloister-challenge-between-shrine = Uitdaging tussen een cultusplaats en een klooster
cloister-cloister-monastery = Klooster
cloister-darmstadt-church = Darmstadt-kerk
cloister-dutch-belgian-monastery = Nederlands & Belgisch klooster
cloister-error-church-bonus = de meerderheidsbonus is voor een Darmstadt-kerk, niet voor: { $building }
cloister-error-vineyards-do-not-fit = { $vineyards ->
        [one] { $vineyards } wijngaard past
       *[other] { $vineyards } wijngaarden passen
    } niet { $tiles ->
        [one] op de { $tiles } tegel
       *[other] tussen de { $tiles } tegels
    } rond: { $building }
cloister-german-monastery = Duits klooster
cloister-help-not-those-city = Niet die in de stad Carcassonne, in het Rad van Fortuin of in de stad Leipzig.
cloister-japanese-building = Japans gebouw
cloister-meeple-bookbinders-quarter = Horige in het boekbinderskwartier
cloister-meeples-darmstadt-church = Horigen op de Darmstadt-kerktegel en de 8 eromheen
cloister-monks-building-heretic = Monniken op het gebouw (ketter op een cultusplaats)
cloister-neighbouring-vineyards-plus = Naburige wijngaarden (elk +3)
cloister-neighbouring-vineyards-plus-0 = Naburige wijngaarden (+0 aan het einde)
cloister-noun-abbey = abdij
cloister-noun-cloister = klooster
cloister-noun-darmstadt-church = Darmstadt-kerk
cloister-noun-dutch-belgian-monastery = Nederlands & Belgisch klooster
cloister-noun-german-monastery = Duits klooster
cloister-noun-japanese-building = Japans gebouw
cloister-noun-shrine = cultusplaats
cloister-option-challenge-not-resolved = Uitdaging niet beslist bij het einde van het spel
cloister-option-hermit-monastery-1 = Kluizenarij: -1 per tegel met stadsdelen
cloister-option-lost-rival-building = Verloren: het rivaliserende gebouw was eerder af
cloister-option-no-challenge = Geen uitdaging
cloister-option-no-monastic-scoring = Geen kloostertellingtegel
cloister-option-pilgrimage-route-plus = Pelgrimsroute: +1 per tegel met wegdelen of een houten brug
cloister-option-won-this-building = Gewonnen: dit gebouw was eerder af
cloister-shrine = Cultusplaats
cloister-tiles-city-segments = Tegels met stadsdelen in de omgeving (Kluizenarij)
cloister-tiles-road-segments = Tegels met wegdelen of een houten brug in de omgeving (Pelgrimsroute)
row-cloister-darmstadt-church-plus = Darmstadt-kerk: +3 voor de meerderheid op de kerktegel en de 8 tegels eromheen
row-cloister-darmstadt-church-plus-3 = Darmstadt-kerk: +3 voor de meerderheid op de kerktegel en de tegels in de 8 omliggende ruimtes

## common
common-double-sized-tile = Een dubbele tegel telt als 1 tegel; elke driehoekige tegel telt als 1 tegel; een wondertegel telt als 1 tegel.
common-farmhouses-sheds-gardens = Boerderijen, stallen, tuinen en struikrovers aan de weg
common-groups-travelers-road = Groepen reizigers op de weg
common-option-poverty-3 = Armoede: -3
common-option-wealth-plus-3 = Rijkdom: +3
common-road-segments-german = Wegdelen op Duitse kathedraaltegels
row-common-occupied-spaces-around = Bezette omliggende ruimtes (elk 1)
row-common-tiles-around-1 = Omliggende tegels (elk 1)

## feature
feature-acrobats = Pyramide
feature-baba_yaga = Baba Yaga's hut
feature-bets = Wedlokaal
feature-castle = Burcht
feature-cemetery = Kerkhof
feature-circus = Circus (circustent)
feature-city = Stad
feature-cloister = Klooster
feature-field = Weide
feature-field_barn_s1 = Weide en herenboerderij: een herenboerderij plaatsen
feature-field_barn_s2 = Weide en herenboerderij: een weide aan een herenboerderij verbinden
feature-field_barn_special = Weide en herenboerderij: boeren uit de stad Carcassonne
feature-fortune_teller = Waarzeggerstent
feature-garden = Tuin
feature-german_castle = Duitse burcht
feature-german_cathedral = Duitse kathedraal
feature-german_monastery = Duits klooster of Japans gebouw (abt)
feature-haunted_castle = Spookslot
feature-la_porxada = Stad van een speler met ridders in de stad van La Porxada
feature-obelisk = Obelisk
feature-road = Weg
feature-tollkeepers = Tolhuizen aan een onafgebouwde weg
feature-vodyanoy = Vodyanoy

## field
field-city-carcassonne-city = De steden Carcassonne en Leipzig tellen als afgebouwde steden.
field-city-carcassonne-city-leipzig = De steden Carcassonne en Leipzig tellen als afgebouwde steden; een kleine stad die tot burcht is uitgebouwd is geen afgebouwde stad (tel haar als burcht).
field-error-besieged-cities = { $besieged ->
        [one] { $besieged } stad
       *[other] { $besieged } steden
    } met Katharen, maar slechts { $cities ->
        [one] { $cities } afgebouwde stad grenst
       *[other] { $cities } afgebouwde steden grenzen
    } aan de weide
field-farmers-field = Boeren in de weide
field-help-pig-helps-only = Het varken helpt alleen zijn eigenaar, en alleen als die de meerderheid van de boeren heeft.
field-help-pig-herds-do = Je kunt varkenskuddes niet stapelen: twee of meer tellen als één.
field-help-such-city-worth = Elke zulke stad is het dubbele waard van wat ze hierboven kreeg (haar punten, varken en varkenskudde inbegrepen).
field-help-tanners-quarter-plus = Voor het leerlooierskwartier: +2 per stal en boerderij, alleen voor een speler met de meerderheid van de boeren.
field-help-towns-converted-into = Kleine steden uitgebouwd tot burcht (Bruggen, Burchten en Bazaars).
field-meeple-tanners-quarter = Horige in het leerlooierskwartier
field-pig-herd-pigsty = Varkenskudde (varkensstal) in de weide
field-sheds-farmhouses-field = Stallen en boerderijen in de weide
field-those-cities-cities = Daarvan: steden met Katharen / onder beleg

## fortune-teller
fortune-teller-fortune-tellers-tent = Waarzeggers in de tent
fortune-teller-help-scores-3-points = Krijgt 3 punten, met of zonder waarzegger in de tent.
fortune-teller-player-who-completed = Speler die de tent afbouwde

## garden
garden-abbot-garden = Abt in de tuin
garden-error-one-abbot = een { $feature } heeft maar één abt
garden-gardens-area = in de omgeving van de tuin
garden-help-vineyards-do-not = Wijngaarden hebben geen effect op tuinen.
garden-noun-garden = tuin

## german-castle
german-castle-ask-say-how-many = zeg hoeveel tegels rond de Duitse burcht liggen
german-castle-help-10-spaces-around = Van de 10 vakken rond de burcht; zijn alle 10 bezet, dan was hij afgebouwd.
german-castle-help-c1-double-sized = C1: een dubbele tegel telt als 1 tegel, elke driehoekige tegel als 1, een wondertegel als 1.
german-castle-help-space-holding-tile = Elk vak met een tegel telt 1 (één of twee driehoekige tegels: 1; elke helft van een dubbele tegel en elk vak van een wondertegel: 1). Zijn alle 10 bezet, dan was hij afgebouwd.
german-castle-knights-german-castle = Ridders in de Duitse burcht
german-castle-occupied-spaces-around = Bezette vakken rond de Duitse burcht
german-castle-tiles-10-spaces = Tegels in de 10 vakken rond de Duitse burcht
german-castle-tiles-around-german = Tegels rond de Duitse burcht
row-german-castle-tiles-10-spaces-around = Tegels in de 10 omliggende vakken (elk 1)

## german-cathedral
german-cathedral-archbishops-german-cathedral = Aartsbisschoppen op de Duitse kathedraal
german-cathedral-ask-say-how-many = zeg hoeveel wegdelen deze wegen op Duitse kathedraaltegels hebben
german-cathedral-ask-say-how-many-road = zeg hoeveel wegtegels deze wegen hebben
german-cathedral-cathedral-road-segments = Wegdelen op de kathedraal van de wegen met een herberg
german-cathedral-cathedral-road-segments-completed = Wegdelen op de kathedraal van de afgebouwde wegen met een herberg
german-cathedral-cathedral-road-segments-uncompleted = Wegdelen op de kathedraal van de onafgebouwde wegen met een herberg
german-cathedral-error-inn-segments = { $inn ->
        [one] { $inn } kathedraalwegdeel
       *[other] { $inn } kathedraalwegdelen
    } met een herberg, maar de wegen hebben er maar { $segments }
german-cathedral-error-inn-tiles = { $inn ->
        [one] { $inn } wegtegel
       *[other] { $inn } wegtegels
    } met een herberg, maar de wegen tellen er maar { $tiles }
german-cathedral-error-open-labyrinths = { $open ->
        [one] { $open } open doolhoftegel
       *[other] { $open } open doolhoftegels
    }, maar slechts { $labyrinths ->
        [one] { $labyrinths } doolhoftegel
       *[other] { $labyrinths } doolhoftegels
    }
german-cathedral-german-cathedral-tiles = Duitse kathedraaltegels die deze wegen bereiken
german-cathedral-help-archbishops-cathedral-any = De kathedraal van de aartsbisschop en elke andere Duitse kathedraal aan het verre einde van een van haar wegen.
german-cathedral-help-archbishops-cathedral-has = De kathedraal van de aartsbisschop heeft er 3 of 4; elke andere kathedraal telt de delen van deze wegen.
german-cathedral-help-counted-above-plus = Geteld zoals hierboven: elk +1. Een weg met meerdere herbergen telt één keer.
german-cathedral-help-counted-above-road = Geteld zoals hierboven; een weg met meerdere herbergen telt één keer.
german-cathedral-help-these-give-archbishop = Deze leveren de aartsbisschop niets op (x0).
german-cathedral-help-this-rule-labyrinth = Met deze regel telt een doolhoftegel alleen als elke weg eruit afgesloten is.
german-cathedral-needs-labyrinth-closed-only = het doolhof met de kathedraalregel „alleen afgesloten”
german-cathedral-road-tiles-all = Wegtegels van al deze wegen (zonder kathedraaltegels; elke tegel één keer)
german-cathedral-road-tiles-completed = Wegtegels van afgebouwde wegen met een herberg
german-cathedral-road-tiles-roads = Wegtegels van de wegen met een herberg
german-cathedral-road-tiles-uncompleted = Wegtegels van onafgebouwde wegen met een herberg
german-cathedral-those-labyrinth-tiles = Daarvan doolhoftegels met een weg eruit die nog open is

## german-monastery
german-monastery-abbot-monastery-japanese = Abt op het klooster of Japanse gebouw
german-monastery-ask-say-how-many = zeg hoeveel tegels in een rechte rij of kolom vanaf het gebouw liggen
german-monastery-every-tile-straight = Elke tegel in een rechte lijn vanaf het gebouw, in zijn rij en kolom. Een dubbele tegel telt als 1 tegel; elke driehoekige tegel telt als 1 tegel; een wondertegel telt als 1 tegel.
german-monastery-every-tile-straight-line = Elke tegel in een rechte lijn vanaf het gebouw, in zijn rij en kolom. Elke helft van een dubbele tegel telt als 1 tegel; een vak met één of twee driehoekige tegels telt als 1 tegel; elk vak van een wondertegel telt als 1 tegel.
german-monastery-that-count = die meetellen
german-monastery-tiles-direct-row = Tegels in een rechte rij of kolom ervandaan
german-monastery-who-monastery-japanese-building = klooster of Japans gebouw

## haunted-castle
haunted-castle-2x2-starting-tile = De starttegel van 2x2 ligt in het gebied (telt als 1 tegel)
haunted-castle-2x2-starting-tile-area = De starttegel van 2x2 ligt in het gebied (telt als 4 tegels)
haunted-castle-ask-say-how-many = zeg hoeveel tegels met mist in het gebied liggen
haunted-castle-error-area-full = { $mist ->
        [one] { $mist } andere tegel past
       *[other] { $mist } andere tegels passen
    } niet in het gebied met de starttegel van 2x2 erin (hoogstens { $most })
haunted-castle-followers-haunted-castle = Horigen op het spookslot
haunted-castle-haunted-castles-tile = De tegel van het spookslot en de acht tegels eromheen; een dubbele tegel telt als 1 tegel.
haunted-castle-haunted-castles-tile-eight = De tegel van het spookslot en de acht ruimtes eromheen.
haunted-castle-haunted-castles-tile-tiles = De tegel van het spookslot en de tegels in de 8 omliggende ruimtes; elke helft van een dubbele tegel telt als een tegel.
haunted-castle-tiles-mist-area = Tegels met mist in het gebied (zonder de starttegel van 2x2)

## la-porxada
la-porxada-error-no-majority-holder = geen meerderheidshouder van deze stad had ridders in de stad van La Porxada: tel haar als stad
la-porxada-had-knights-completed = Had ridders in de afgebouwde stad met La Porxada
la-porxada-help-this-uncompleted-city = Deze onafgebouwde stad telt als afgebouwd voor een meerderheidshouder die ridders in de stad van La Porxada had.

## majority
majority-follower-hill-wins = Horige op een heuvel (wint bij gelijkstand)
majority-large-meeples-count = Grote horigen (tellen 2)

## needs
needs-during-the-game = { $element } (tijdens het spel)
needs-one-of = een van { $elements }

## obelisk
obelisk-followers-obelisk = Horigen bij de obelisk

## road
road-active-road-scoring = Actieve wegtellingtegel
road-ask-say-how-many = zeg hoeveel tegels de weg heeft
road-correct-signpost-types = Juiste soorten wegwijzers
road-different-german-castles = Verschillende Duitse burchten aan de uiteinden van de weg
road-german-cathedral-tiles = Duitse kathedraaltegels aan de uiteinden van de weg
road-help-road-that-ends = Een weg die bij een Duitse kathedraal eindigt, krijgt +1 per tegel; wegen die bij dezelfde kathedraal beginnen en eindigen, tellen één keer.
road-highwaymen-road = Struikrovers op de weg
road-inn-road = Herberg aan de weg
road-large-tollhouses-toll = Grote tolhuizen (tol 2) aan de uiteinden van de weg
road-mage-road = Tovenaar op de weg
road-meeple-wainwrights-quarter = Horige in het wagenmakerskwartier
road-meeples-labyrinths-road = Horigen op het wegennet van het doolhof
road-needs-labyrinth-advanced-rules = het doolhof met de variant van de gevorderde regels
road-option-highway-road-counts = Heerweg: de weg telt als 5 tegels
road-option-no-road-scoring = Geen wegtellingtegel
road-option-peasant-uprising-1 = Boerenopstand: -1 per tegel met een boerderij
road-option-street-fair-plus = Straatfeest: +1 per tegel
road-road-tiles-german = Wegtegels (zonder Duitse kathedraaltegels)
road-signposts-pointing-correct = Wegwijzers die de goede kant op wijzen
road-small-tollhouses-toll = Kleine tolhuizen (tol 1) aan de uiteinden van de weg
road-sum-numbers-roads = Som van de getallen op de badhuizen van de weg
road-tiles-farmhouse-peasant = Tegels met een boerderij (Boerenopstand)
road-witch-road = Heks op de weg

## shared
shared-acrobat-tiles-under = Artiestenveldtegels onder of naast de circusdirecteur
shared-circus-acrobat-tiles = Circus- of artiestenveldtegels onder of naast de circusdirecteur
shared-circus-tiles-under = Circustegels onder of naast de circusdirecteur
shared-ghosts-players-followers = Spoken bij de horigen van de speler
shared-houses-plus-2 = Huizen (+2)
shared-little-buildings = Kleine gebouwen
shared-little-buildings-basic = little_buildings (basisspelregels)
shared-little-buildings-variant = little_buildings (variantspelregels)
shared-player-meeple-next = Speler met de horige naast de fee
shared-player-ringmaster = Speler met de circusdirecteur erop
shared-player-teacher = Speler met de leraar
shared-ringmaster-2-acrobat = Circusdirecteur: 2 per artiestenveldtegel
shared-ringmaster-2-circus = Circusdirecteur: 2 per circustegel
shared-ringmaster-2-circus-acrobat = Circusdirecteur: 2 per circus- of artiestenveldtegel
shared-sheds-plus-1 = Stallen (+1)
shared-towers-plus-3 = Torens (+3)

## tiles
tiles-alhambras-large-city = De grote stad van het Alhambra
tiles-circus-maximuss-large = De grote stad van het Circus Maximus
tiles-error-segments-do-not-fit = { $segments ->
        [one] { $segments } wegdeel past
       *[other] { $segments } wegdelen passen
    } niet bij { $tiles ->
        [one] { $tiles } Duitse kathedraaltegel
       *[other] { $tiles } Duitse kathedraaltegels
    } (1 tot 4 delen per tegel)
tiles-ferry-tiles-1 = Veerboottegels (elk 1 wegtegel)
tiles-half-double-sized = Elke helft van een dubbele tegel telt als een tegel; een vak met één of twee driehoekige tegels telt als 1 tegel; elk vak van een wondertegel telt als 1 tegel.
tiles-labyrinth-tiles-1 = Doolhoftegels (elk 1 wegtegel)
tiles-long-roads-leipzig = Lange wegen op Leipzigtegels (in C3 elk 2 wegtegels)
tiles-long-roads-leipzig-tiles = Lange wegen op Leipzigtegels (elk 1 wegtegel)
tiles-notre-dames-large = De grote stad van de Notre-Dame
tiles-notre-dames-long = De lange gevorkte weg van de Notre-Dame
tiles-other-double-sized = Andere dubbele tegels (in C1 elk 1 tegel)
tiles-other-double-sized-tiles = Andere dubbele tegels (elke helft telt: elk 2)
tiles-square-one-two = Een vak met één of twee driehoekige tegels telt als 1 tegel; elk vak van een wondertegel telt als 1 tegel (dubbele tegels: geen effect op steden).
tiles-squares-holding-triangular = Vakken met driehoekige tegels (elk 1 tegel)
tiles-stonehenges-long-forking = De lange gevorkte weg van Stonehenge
tiles-tiles-wooden-bridge = Tegels met een houten brug (elk 1 wegtegel)
tiles-triangular-tile-counts = Elke driehoekige tegel telt als 1 tegel; een wondertegel telt als 1 tegel (dubbele tegels: geen effect op steden).
tiles-triangular-tiles-1 = Driehoekige tegels (elk 1 tegel)
tiles-tunnel-tiles-1 = Tunneltegels (elk 1 wegtegel)

## tollkeepers
tollkeepers-ask-say-how-many = zeg hoeveel boerderijen, stallen, tuinen en struikrovers aan de weg liggen
tollkeepers-ask-say-how-many-groups = zeg hoeveel groepen reizigers op de weg zijn
tollkeepers-error-too-many = { $tollhouses ->
        [one] { $tollhouses } tolhuis
       *[other] { $tollhouses } tolhuizen
    } aan één weg: een weg heeft { $ends ->
        [one] { $ends } uiteinde
       *[other] { $ends } uiteinden
    }
tollkeepers-help-toll-1-2 = Tol 1 of 2, het maakt niet uit: het getal op het tolhuis telt niet aan het einde van het spel.
tollkeepers-help-wooden-bridge-same = Een houten brug op dezelfde tegel verandert daar niets aan.
tollkeepers-tollhouse-crossing-end = Tolhuis op een kruising aan een uiteinde van deze weg

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Horigen op de Vodyanoy-tegel
vodyanoy-help-every-follower-player = Elke horige van de speler op een project van de tegel; een grote horige is één horige.

## watchtower
watchtower-help-all-players-meeples = De horigen van alle spelers tellen, ook in burchten die het gebied overlappen; niet in Carcassonne, het Rad van Fortuin of Leipzig. Houten bruggen tellen als wegdelen.
watchtower-option-city-1-tile = Stad: 1 per tegel met een stadsdeel
watchtower-option-cloister-3-monastic = Klooster: 3 per kloostergebouw
watchtower-option-coat-arms-2 = Wapen: 2 per wapen
watchtower-option-meeple-2-meeple = Horige: 2 per horige in het gebied
watchtower-option-road-1-tile = Weg: 1 per tegel met een wegdeel
watchtower-player-meeple-next = Speler met een horige naast de wachttoren
watchtower-symbol-watchtower = Symbool op de wachttoren
watchtower-things-that-symbol = Dingen met dat symbool in het gebied van de wachttoren
row-watchtower-city-symbol = Wachttoren, stadssymbool: 1 per tegel met een stadsdeel
row-watchtower-cloister-symbol = Wachttoren, kloostersymbool: 3 per kloostergebouw
row-watchtower-coat-arms = Wachttoren, wapensymbool: 2 per wapen
row-watchtower-meeple-symbol = Wachttoren, horigesymbool: 2 per horige in het gebied
row-watchtower-road-symbol = Wachttoren, wegsymbool: 1 per tegel met een wegdeel
