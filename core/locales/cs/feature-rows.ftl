### Řádky hodnocení území. Každý řádek dostává také $quantity, počet v řádku (pro tvary množného čísla).

row-acrobats-ghosts = Duchové na artistech (každý { $per })
row-acrobats-pyramid = Pyramida artistů: { $per } za vlastní figurku
row-area-completed-c1 = Území: { $name } a osm kartiček okolo (9 bodů)
row-area-completed-c2-c3 = Kartičky v prostoru území ({ $name }) a v 8 polích okolo (po 1 bodu)
row-area-completed-winter = Prostor území ({ $name }) a osm polí okolo (9 bodů)
row-area-own-tile-c1 = Kartička s územím: { $name } (1 bod)
row-area-own-tile-c2-c3 = Kartička v prostoru území: { $name } (1 bod)
row-area-own-tile-winter = Prostor území: { $name } (1 bod)
row-baba-yaga-baba-yagas-hut = Chaloupka baby Jagy: 1 za kartičku (žádná prázdná pole okolo)
row-baba-yaga-baba-yagas-hut-1 = Chaloupka baby Jagy: 1 za kartičku
row-baba-yaga-empty-square-spaces = { $quantity ->
        [one] { $quantity } prázdné pole okolo chaloupky (po 1 bodu)
        [few] { $quantity } prázdná pole okolo chaloupky (po 1 bodu)
       *[other] { $quantity } prázdných polí okolo chaloupky (po 1 bodu)
    }
# $feature: road, city nebo road_or_city; $outcome: match nebo no_match
row-bets-settled = { $chip } na { $feature ->
        [road] cestu
        [city] město
       *[road_or_city] cestu nebo město
    } s { $tiles ->
        [one] { $tiles } kartičkou
        [few] { $tiles } kartičkami
       *[other] { $tiles } kartičkami
    }: { $outcome ->
        [match] výhra
       *[no_match] bez shody
    }
row-castle-castle-full-value = Hrad: plná hodnota prvního dokončeného území vedle něj
row-castle-castle-still-occupied = Hrad je stále obsazen: 0 bodů (figurky se před závěrečným hodnocením odstraní)
row-castle-mayor-castle-0 = Starosta v hradu: 0 bodů (hrad nemá erby)
row-cemetery-cemeteries-not-scored = Hřbitovy se po hře nehodnotí (0 bodů)
row-circus-big-top = Šapitó: { $token } (žeton se zvířetem) za figurku v okolí
row-city-bad-neighborhood-tiles = Špatné sousedství: kartičky jen s půlkruhy se nepočítají
row-city-cathars-siege-1 = Kataři / obléhání: -1 za kartičku
row-city-cathars-siege-1-coat = Kataři / obléhání: -1 za erb
row-city-cathedral-incomplete-city = Katedrála v nedokončeném městě: dosud žádné body (x0)
row-city-cathedral-plus-1 = Katedrála: +1 za kartičku
row-city-cathedral-plus-1-coat = Katedrála: +1 za erb
row-city-city-tiles-1 = { $quantity ->
        [one] { $quantity } kartička města (po 1 bodu)
        [few] { $quantity } kartičky města (po 1 bodu)
       *[other] { $quantity } kartiček města (po 1 bodu)
    }
row-city-city-tiles-2 = { $quantity ->
        [one] { $quantity } kartička města (po 2 bodech)
        [few] { $quantity } kartičky města (po 2 bodech)
       *[other] { $quantity } kartiček města (po 2 bodech)
    }
row-city-coats-arms-1 = { $quantity ->
        [one] { $quantity } erb (po 1 bodu)
        [few] { $quantity } erby (po 1 bodu)
       *[other] { $quantity } erbů (po 1 bodu)
    }
row-city-coats-arms-2 = { $quantity ->
        [one] { $quantity } erb (po 2 bodech)
        [few] { $quantity } erby (po 2 bodech)
       *[other] { $quantity } erbů (po 2 bodech)
    }
row-city-coiners-quarter-plus = Čtvrť mincířů: +3 za erb
row-city-darmstadtium-plus-3 = Darmstadtium: +3 pro převahu
row-city-german-castles-plus = Německé hrady (každý +3)
row-city-gingerbread-man = Perníkový panáček: 1 za kartičku za každou figurku ({ $meeples })
row-city-large-city-wonder = Velké město kartiček divů (2 za započítanou kartičku)
row-city-large-city-wonder-tiles = Velké město kartiček divů (1 za započítanou kartičku)
row-city-mage-plus-1 = Mág: +1 za kartičku (i s katedrálou)
row-city-one-tile-city = Město z jedné kartičky (Městské brány): 4 body
row-city-siege-plus-0 = Obléhání: +0 za kartičku, +1 za erb
row-cloister-bookbinders-quarter-plus = Čtvrť knihařů: +4 za hodnocené území
row-cloister-challenge-lost-rival = Souboj prohrán: soupeř byl dokončen dřív, tato budova získá 0
row-cloister-challenge-won-completed = Souboj vyhrán: dokončena dřív, hodnotí se obvykle
row-cloister-hermit-monastery-1 = Poustevna: -1 za kartičku s částmi města
row-cloister-neighbouring-vineyards-plus = Sousední vinice (každá +3)
row-cloister-neighbouring-vineyards-plus-0 = Sousední vinice (na konci hry +0)
row-cloister-pilgrimage-route-plus = Poutní cesta: +1 za kartičku s úseky cesty nebo dřevěným mostem
row-cloister-ringmaster-no-bonus = Ředitel cirkusu: žádný bonus, budova: { $building } (jen obyčejné kláštery)
row-cloister-unresolved-challenge-both = Nevyřešený souboj: obě budovy se hodnotí obvykle
row-common-bathhouses-plus-numbers = Lázně (+ čísla na nich)
row-common-mage-plus-1 = Mág: +1 za skutečnou kartičku
row-common-poverty-3-feature = Chudoba: -3 za území
row-common-road-segments-german = { $quantity ->
        [one] { $quantity } úsek cesty na Německé katedrále (po 1 bodu)
        [few] { $quantity } úseky cest na Německé katedrále (po 1 bodu)
       *[other] { $quantity } úseků cest na Německé katedrále (po 1 bodu)
    }
row-common-wealth-plus-3 = Bohatství: +3 za území
row-common-witch-half-points = Čarodějnice: 1/2 bodů výše (zaokrouhleno nahoru)
row-correction = Oprava: { $reason }
row-field-castles = Hrady na louce (každý { $per })
row-field-cathars = Města s katary / obléháním: x2 (každé mělo výše { $per ->
        [one] { $per } bod
        [few] { $per } body
       *[other] { $per } bodů
    })
row-field-completed-cities = { $quantity ->
        [one] { $quantity } dokončené město
        [few] { $quantity } dokončená města
       *[other] { $quantity } dokončených měst
    } na louce (každé za { $per ->
        [one] { $per } bod
        [few] { $per } body
       *[other] { $per } bodů
    })
row-field-own-pig-plus = Vlastní prasátko: +1 za hrad nebo dokončené město
row-field-pig-herd-plus = Stádo prasat: +1 za hrad nebo dokončené město
row-field-tanners-quarter-plus = Čtvrť koželuhů: +2 za stáj a farmu
row-fortune-teller-completed-fortune-teller = Dokončil stan věštkyně
row-fortune-teller-fortune-teller-tent = Stan věštkyně: 0 bodů
row-german-castle-german-castle-2 = Německý hrad (2 body)
row-german-castle-german-castle-completed = Dokončený Německý hrad: 12 bodů (2 za hrad + 1 za každou kartičku okolo)
row-german-castle-german-castle-completed-12 = Dokončený Německý hrad: 12 bodů (jeho dvě pole a deset okolo)
row-german-castle-tiles-10-spaces = Kartičky v 10 polích okolo (po 1 bodu)
row-german-cathedral-completed-roads-inn = Dokončené cesty s hostincem: +1 za kartičku
row-german-cathedral-completed-roads-inn-plus = Dokončené cesty s hostincem: +1 za úsek cesty na katedrále
row-german-cathedral-labyrinth-tiles-road = Kartičky s labyrintem s ještě otevřenou cestou: nehodnotí se
row-german-cathedral-roads-inn-plus = Cesty s hostincem: +1 za kartičku
row-german-cathedral-roads-inn-plus-1 = Cesty s hostincem: +1 za úsek cesty na katedrále
row-german-cathedral-uncompleted-roads-inn = Nedokončené cesty s hostincem: nic pro arcibiskupa (x0)
row-german-monastery-monastery-japanese-building = Klášter nebo japonská budova (1 bod)
row-german-monastery-tiles-direct-row = { $quantity ->
        [one] { $quantity } kartička v přímém řádku nebo sloupci (po 1 bodu)
        [few] { $quantity } kartičky v přímém řádku nebo sloupci (po 1 bodu)
       *[other] { $quantity } kartiček v přímém řádku nebo sloupci (po 1 bodu)
    }
row-ghosts-each = Duchové (každý { $per })
row-haunted-castle-mist = { $quantity ->
        [one] { $quantity } kartička
        [few] { $quantity } kartičky
       *[other] { $quantity } kartiček
    } s mlhou v okolí (každá za { $per ->
        [one] { $per } bod
        [few] { $per } body
       *[other] { $per } bodů
    })
row-haunted-castle-starting-tile = Startovní kartička 2x2 (počítá se jako { $counted ->
        [one] { $counted } kartička
        [few] { $counted } kartičky
       *[other] { $counted } kartiček
    } s mlhou, každá za { $per ->
        [one] { $per } bod
        [few] { $per } body
       *[other] { $per } bodů
    })
row-la-porxada-la-porxada-your = La Porxada: tví rytíři byli v jejím městě, toto se hodnotí jako dokončené
row-obelisk-obelisk-4-spaces = Obelisk: jeho 4 pole a 12 okolo (16 bodů)
row-road-ends-german-cathedral = Končí u Německé katedrály: +1 za kartičku
row-road-ends-german-cathedral-plus = Končí u Německé katedrály: +1 za úsek na katedrále
row-road-german-castles-roads = Německé hrady na koncích cesty (každý +3)
row-road-highway-road-counts = Dálnice: cesta se počítá jako 5 kartiček
row-road-inn-incomplete-road = Hostinec u nedokončené cesty: dosud žádné body (x0)
row-road-inn-plus-1 = Hostinec: +1 za kartičku
row-road-inn-plus-1-road = Hostinec: +1 za úsek cesty na Německé katedrále
row-road-labyrinth-advanced-rules = Labyrint, pokročilá pravidla: +2 za figurku v síti
row-road-mage-plus-1 = Mág: +1 za kartičku (i s hostincem)
row-road-peasant-uprising-1 = Selské povstání: -1 za kartičku s farmou
row-road-road-segments-german = Úseky cest na Německé katedrále (po 1 bodu; +0 za kartičku)
row-road-signposts = Ukazatele správným směrem (každý { $per }: správné druhy ukazatelů)
row-road-signposts-correct-direction = Ukazatele správným směrem (každý +1)
row-road-street-fair-plus = Pouť: +1 za kartičku
row-road-street-fair-plus-1 = Pouť: +1 za úsek na Německé katedrále
# $toll: small nebo large
row-road-tollhouse-buildings = Mýtnice, { $toll ->
        [small] malé mýto
       *[large] velké mýto
    }: { $per } za farmu, stáj, zahradu a loupežníka
row-road-tollhouse-travelers = Mýtnice, { $toll ->
        [small] malé mýto
       *[large] velké mýto
    }: { $per } za skupinu pocestných
row-road-wainwrights-quarter-plus = Čtvrť kolářů: +1 za skutečnou kartičku cesty
row-shared-fairy-next-meeple = Víla vedle figurky
row-shared-houses-plus-2 = Domy (každý +2)
row-shared-little-buildings-plus = Budovy (každá +1)
row-shared-sheds-plus-1 = Kůlny (každá +1)
row-shared-teacher-equal-feature = Učitel: stejně jako hodnocení území
row-shared-towers-plus-3 = Věže (každá +3)
row-tiles-double-sized = Dvojkartičky (každá { $per ->
        [one] { $per } kartička
        [few] { $per } kartičky
       *[other] { $per } kartiček
    })
row-tiles-ferry-tiles-1 = Kartičky s přívozem (každá 1 kartička cesty)
row-tiles-labyrinth-tiles-1 = Kartičky s labyrintem (každá 1 kartička cesty)
row-tiles-leipzig-long-roads = Dlouhé cesty na kartičkách Lipska (každá { $per ->
        [one] { $per } kartička cesty
        [few] { $per } kartičky cesty
       *[other] { $per } kartiček cesty
    })
row-tiles-road-tiles-1 = { $quantity ->
        [one] { $quantity } kartička cesty (po 1 bodu)
        [few] { $quantity } kartičky cesty (po 1 bodu)
       *[other] { $quantity } kartiček cesty (po 1 bodu)
    }
row-tiles-triangular-tiles-1 = Trojúhelníkové kartičky (každá 1 kartička)
row-tiles-tunnel-tiles-1 = Kartičky s tunelem (každá 1 kartička cesty)
row-tiles-wonder-forking-roads = Rozdvojené cesty kartiček divů (každá { $per ->
        [one] { $per } kartička cesty
        [few] { $per } kartičky cesty
       *[other] { $per } kartiček cesty
    })
row-tiles-wooden-bridges-1 = Dřevěné mosty (každý 1 kartička cesty)
row-tollkeepers-tollhouse-1-farmhouse = Mýtnice: 1 za farmu, stáj, zahradu a loupežníka (jakékoli mýto)
row-tollkeepers-tollhouse-1-group = Mýtnice: 1 za skupinu pocestných (jakékoli mýto)
row-vodyanoy-vodyanoy-2-follower = Vodník: -2 za figurku na kartičce
