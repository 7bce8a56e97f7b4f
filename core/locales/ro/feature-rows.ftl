### Rândurile de evaluare ale teritoriilor. Fiecare rând primește și $quantity, numărul rândului.

row-acrobats-ghosts = Spirite pe artiști (câte { $per })
row-acrobats-pyramid = Piramidă de artiști: { $per } / supus propriu
row-area-completed-c1 = { $name } și cele opt cartonașe din jurul său (9 puncte)
row-area-completed-c2-c3 = Cartonașe din spațiul pătrat cu { $name } și din cele 8 spații din jurul său (câte 1)
row-area-completed-winter = Spațiul pătrat cu { $name } și cele opt spații din jurul său (9 puncte)
row-area-own-tile-c1 = Cartonașul teritoriului: { $name } (1 punct)
row-area-own-tile-c2-c3 = Cartonașul din spațiul pătrat cu { $name } (1 punct)
row-area-own-tile-winter = Spațiul pătrat cu { $name } (1 punct)
row-baba-yaga-baba-yagas-hut = Coliba Babei Yaga: 1 pentru cartonaș (niciun spațiu gol în jur)
row-baba-yaga-baba-yagas-hut-1 = Coliba Babei Yaga: 1 pentru cartonaș
row-baba-yaga-empty-square-spaces = Spații pătrate goale din jurul colibei (câte 1)
# $feature: road, city sau road_or_city; $outcome: match sau no_match
row-bets-settled = { $chip } pe { $feature ->
        [road] un drum
        [city] un oraș
       *[road_or_city] un drum sau un oraș
    } cu { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    }: { $outcome ->
        [match] câștigat
       *[no_match] pierdut
    }
row-castle-castle-full-value = Cetate: numărul întreg de puncte al primului teritoriu finalizat adiacent
row-castle-castle-still-occupied = Cetate încă ocupată: 0 puncte (supușii sunt scoși înainte de evaluarea finală)
row-castle-mayor-castle-0 = Primar într-o cetate: 0 puncte (o cetate nu are blazoane)
row-cemetery-cemeteries-not-scored = Cimitirele nu se evaluează după joc (0 puncte)
row-circus-big-top = Cort de circ: { $token } (jetonul cu animal) / supus din vecinătate
row-city-bad-neighborhood-tiles = Vecinătate proastă: cartonașele doar cu semicercuri nu se numără
row-city-cathars-siege-1 = Catari / asediu: -1 / cartonaș
row-city-cathars-siege-1-coat = Catari / asediu: -1 / blazon
row-city-cathedral-incomplete-city = Catedrală într-un oraș nefinalizat: niciun punct până aici (x0)
row-city-cathedral-plus-1 = Catedrală: +1 / cartonaș
row-city-cathedral-plus-1-coat = Catedrală: +1 / blazon
row-city-city-tiles-1 = Cartonașe de oraș (câte 1)
row-city-city-tiles-2 = Cartonașe de oraș (câte 2)
row-city-coats-arms-1 = Blazoane (câte 1)
row-city-coats-arms-2 = Blazoane (câte 2)
row-city-coiners-quarter-plus = Cartierul monetarilor: +3 / blazon
row-city-darmstadtium-plus-3 = Darmstadtium: +3 pentru majoritate
row-city-german-castles-plus = Castele germane (câte +3)
row-city-gingerbread-man = Omul de turtă dulce: 1 / cartonaș pentru { $meeples ->
        [one] { $meeples } supus
        [few] fiecare din cei { $meeples } supuși
       *[other] fiecare din cei { $meeples } de supuși
    }
row-city-large-city-wonder = Orașul mare al cartonașelor-minune (2 / cartonaș numărat)
row-city-large-city-wonder-tiles = Orașul mare al cartonașelor-minune (1 / cartonaș numărat)
row-city-mage-plus-1 = Magician: +1 / cartonaș (și cu o catedrală)
row-city-one-tile-city = Oraș dintr-un singur cartonaș (Porțile de oraș): 4 puncte
row-city-siege-plus-0 = Asediu: +0 / cartonaș, +1 / blazon
row-cloister-bookbinders-quarter-plus = Cartierul legătorilor de cărți: +4 / teritoriu evaluat
row-cloister-challenge-lost-rival = Provocare pierdută: rivalul a fost finalizat primul, această construcție valorează 0
row-cloister-challenge-won-completed = Provocare câștigată: finalizată prima, se evaluează ca de obicei
row-cloister-hermit-monastery-1 = Mănăstire pustnică: -1 / cartonaș cu segmente de oraș
row-cloister-neighbouring-vineyards-plus = Vii învecinate (câte +3)
row-cloister-neighbouring-vineyards-plus-0 = Vii învecinate (+0 la sfârșitul jocului)
row-cloister-pilgrimage-route-plus = Rută de pelerinaj: +1 / cartonaș cu segmente de drum sau un pod de lemn
row-cloister-ringmaster-no-bonus = Director de circ: niciun bonus pe: { $building } (doar mănăstirile de bază)
row-cloister-unresolved-challenge-both = Provocare nerezolvată: ambele construcții se evaluează ca de obicei
row-common-bathhouses-plus-numbers = Case-băi (+ numerele de pe ele)
row-common-mage-plus-1 = Magician: +1 / cartonaș real
row-common-poverty-3-feature = Sărăcie: -3 pentru teritoriu
row-common-road-segments-german = Segmente de drum de pe cartonașele cu catedrală germană (câte 1)
row-common-wealth-plus-3 = Bogăție: +3 pentru teritoriu
row-common-witch-half-points = Vrăjitoare: 1/2 din punctele de mai sus (cu rotunjire în sus)
row-correction = Corecție: { $reason }
row-field-castles = Cetăți adiacente cu câmpul (câte { $per })
row-field-cathars = Orașe cu catari / asediu: x2 (fiecare avea { $per ->
        [one] { $per } punct
        [few] { $per } puncte
       *[other] { $per } de puncte
    } mai sus)
row-field-completed-cities = Orașe finalizate adiacente cu câmpul (câte { $per })
row-field-own-pig-plus = Porcul propriu: +1 / cetate sau oraș finalizat
row-field-pig-herd-plus = Turmă de porci: +1 / cetate sau oraș finalizat
row-field-tanners-quarter-plus = Cartierul tăbăcarilor: +2 / grajd și gospodărie țărănească
row-fortune-teller-completed-fortune-teller = A finalizat cortul prezicătorului de noroc
row-fortune-teller-fortune-teller-tent = Cort de prezicător de noroc: 0 puncte
row-german-castle-german-castle-2 = Castel german (2 puncte)
row-german-castle-german-castle-completed = Castel german finalizat: 12 puncte (2 pentru castel + 1 / cartonaș din jurul său)
row-german-castle-german-castle-completed-12 = Castel german finalizat: 12 puncte (cele 2 spații pătrate cu castelul și cele zece din jur)
row-german-castle-tiles-10-spaces = Cartonașe din cele 10 spații din jurul său (câte 1)
row-german-cathedral-completed-roads-inn = Drumuri finalizate cu han: +1 / cartonaș
row-german-cathedral-completed-roads-inn-plus = Drumuri finalizate cu han: +1 / segment de drum pe cartonașele cu catedrală
row-german-cathedral-labyrinth-tiles-road = Cartonașe cu labirint cu un drum încă deschis: nu se evaluează
row-german-cathedral-roads-inn-plus = Drumuri cu han: +1 / cartonaș
row-german-cathedral-roads-inn-plus-1 = Drumuri cu han: +1 / segment de drum pe cartonașele cu catedrală
row-german-cathedral-uncompleted-roads-inn = Drumuri nefinalizate cu han: nimic pentru arhiepiscop (x0)
row-german-monastery-monastery-japanese-building = Mănăstirea sau construcția japoneză (1 punct)
row-german-monastery-tiles-direct-row = Cartonașe în linie dreaptă pe rând sau coloană (câte 1)
row-ghosts-each = Spirite (câte { $per })
row-haunted-castle-mist = Cartonașe cu ceață în arie (câte { $per })
row-haunted-castle-starting-tile = Cartonașul de start 2x2 (valorează ca { $counted ->
        [one] { $counted } cartonaș
        [few] { $counted } cartonașe
       *[other] { $counted } de cartonașe
    } cu ceață, câte { $per })
row-la-porxada-la-porxada-your = La Porxada: cavalerii tăi au fost în orașul său, acesta se evaluează ca finalizat
row-obelisk-obelisk-4-spaces = Obelisc: cele 4 spații ale sale și cele 12 din jur (16 puncte)
row-road-ends-german-cathedral = Se termină la o catedrală germană: +1 / cartonaș
row-road-ends-german-cathedral-plus = Se termină la o catedrală germană: +1 / segment pe cartonașele cu catedrală
row-road-german-castles-roads = Castele germane la capetele drumului (câte +3)
row-road-highway-road-counts = Drum lung: drumul valorează ca 5 cartonașe
row-road-inn-incomplete-road = Han pe un drum nefinalizat: niciun punct până aici (x0)
row-road-inn-plus-1 = Han: +1 / cartonaș
row-road-inn-plus-1-road = Han: +1 / segment de drum pe cartonașele cu catedrală germană
row-road-labyrinth-advanced-rules = Labirint, reguli avansate: +2 / supus pe rețea
row-road-mage-plus-1 = Magician: +1 / cartonaș (și cu un han)
row-road-peasant-uprising-1 = Răscoală de țărani: -1 / cartonaș cu o gospodărie țărănească
row-road-road-segments-german = Segmente de drum pe cartonașele cu catedrală germană (câte 1; +0 / cartonaș)
row-road-signposts = Indicatoare în direcția corectă (câte { $per }: tipuri corecte de indicatoare)
row-road-signposts-correct-direction = Indicatoare în direcția corectă (câte +1)
row-road-street-fair-plus = Târg din stradă: +1 / cartonaș
row-road-street-fair-plus-1 = Târg din stradă: +1 / segment pe cartonașele cu catedrală germană
# $toll: small sau large
row-road-tollhouse-buildings = Casă de taxe, { $toll ->
        [small] taxă mică
       *[large] taxă mare
    }: { $per } / gospodărie țărănească, grajd, grădină și tâlhar
row-road-tollhouse-travelers = Casă de taxe, { $toll ->
        [small] taxă mică
       *[large] taxă mare
    }: { $per } / grup de călători
row-road-wainwrights-quarter-plus = Cartierul rotarilor: +1 / cartonaș real de drum
row-shared-fairy-next-meeple = Zâna asociată supusului
row-shared-houses-plus-2 = Case (câte +2)
row-shared-little-buildings-plus = Construcții mici (câte +1)
row-shared-sheds-plus-1 = Șoproane (câte +1)
row-shared-teacher-equal-feature = Profesorul: punctaj egal cu evaluarea teritoriului
row-shared-towers-plus-3 = Turnuri (câte +3)
row-tiles-double-sized = Cartonașe de mărime dublă (câte { $per ->
        [one] { $per } cartonaș
        [few] { $per } cartonașe
       *[other] { $per } de cartonașe
    })
row-tiles-ferry-tiles-1 = Cartonașe cu bac (câte 1 cartonaș de drum)
row-tiles-labyrinth-tiles-1 = Cartonașe cu labirint (câte 1 cartonaș de drum)
row-tiles-leipzig-long-roads = Drumuri lungi pe cartonașele Leipzig (câte { $per ->
        [one] { $per } cartonaș de drum
        [few] { $per } cartonașe de drum
       *[other] { $per } de cartonașe de drum
    })
row-tiles-road-tiles-1 = Cartonașe de drum (câte 1 punct)
row-tiles-triangular-tiles-1 = Cartonașe triunghiulare (câte 1 cartonaș)
row-tiles-tunnel-tiles-1 = Cartonașe cu tunel (câte 1 cartonaș de drum)
row-tiles-wonder-forking-roads = Drumuri bifurcate ale cartonașelor-minune (câte { $per ->
        [one] { $per } cartonaș de drum
        [few] { $per } cartonașe de drum
       *[other] { $per } de cartonașe de drum
    })
row-tiles-wooden-bridges-1 = Poduri de lemn (câte 1 cartonaș de drum)
row-tollkeepers-tollhouse-1-farmhouse = Casă de taxe: 1 / gospodărie țărănească, grajd, grădină și tâlhar (orice taxă)
row-tollkeepers-tollhouse-1-group = Casă de taxe: 1 / grup de călători (orice taxă)
row-vodyanoy-vodyanoy-2-follower = Vodianoi: -2 / supus pe cartonaș
