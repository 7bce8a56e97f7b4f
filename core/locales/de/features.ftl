### Gebiete: Namen (feature-<key>), Formularbeschriftungen, Hilfezeilen, Fragen, Optionen und Ablehnungen.


## acrobats
acrobats-error-ghosts = { $ghosts ->
        [one] { $ghosts } Gespenst passt
       *[other] { $ghosts } Gespenster passen
    } nicht auf { $meeples ->
        [one] { $meeples } Akrobaten
       *[other] { $meeples } Akrobaten
    } (höchstens { $most } je Akrobat)
acrobats-error-pyramid-full = { $total ->
        [one] { $total } Gefolgsmann passt
       *[other] { $total } Gefolgsleute passen
    } nicht in eine Pyramide (höchstens { $most })
acrobats-ghosts-players-acrobats = Gespenster auf den Akrobaten des Spielers
acrobats-own-meeples-pyramid = Eigene Gefolgsleute in der Pyramide

## area
area-count-spaces-around = Zähle die Felder ringsum, auf denen eine Karte liegt (0 bis 8).
area-error-little-buildings-do-not-fit = { $count ->
        [one] { $count } kleines Gebäude passt
       *[other] { $count } kleine Gebäude passen
    } nicht auf { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    } { $place } (eines je Karte)
area-half-double-sized = Jede Hälfte einer Doppelkarte zählt als 1 Karte; ein Feld mit einer oder zwei Dreieckskarten zählt als 1 Karte; jedes Feld einer Wunderkarte zählt als 1 Karte.
area-occupied-spaces-around = Belegte Felder ringsum
area-say-how-many = gib an, wie viele Karten ringsum liegen
area-say-how-many-spaces = gib an, wie viele Felder ringsum belegt sind
area-say-how-many-tiles = gib an, wie viele Karten auf den 8 Feldern ringsum liegen
area-tiles-8-spaces = Karten auf den 8 Feldern ringsum
area-tiles-around = Karten ringsum
row-area-tiles-8-spaces-around = Karten auf den 8 Feldern ringsum (je 1)

## baba-yaga
baba-yaga-ask-say-how-many = gib an, wie viele der 8 Felder um die Hütte leer sind
baba-yaga-empty-square-spaces = Leere Felder um die Hütte
baba-yaga-followers-baba-yagas = Gefolgsleute auf der Hütte der Baba Jaga
baba-yaga-help-8-square-spaces = Von den 8 Feldern um die Hütte die ohne Karte (je +1).

## bets
bets-chip-2-6 = Wettmarke 2 / 6
bets-chip-2-6-settled = Wettmarke 2 / 6, eingelöst mit diesem Gebiet
bets-chip-3-5 = Wettmarke 3 / 5
bets-chip-3-5-settled = Wettmarke 3 / 5, eingelöst mit diesem Gebiet
bets-chip-3-6 = Wettmarke 3 / 6
bets-chip-3-6-settled = Wettmarke 3 / 6, eingelöst mit diesem Gebiet
bets-chip-4-7 = Wettmarke 4 / 7+
bets-chip-4-7-plus = Wettmarke 4 / 7+, eingelöst mit diesem Gebiet
bets-chip-4-8 = Wettmarke 4 (8 Punkte)
bets-chip-4-8-points = Wettmarke 4 (8 Punkte), eingelöst mit diesem Gebiet
bets-chip-5-8 = Wettmarke 5 / 8+
bets-chip-5-8-plus = Wettmarke 5 / 8+, eingelöst mit diesem Gebiet
bets-feature-chips-settled = Gebiet, mit dem die Wettmarken eingelöst werden
bets-help-counted-when-road = Gezählt wie bei der Wertung der Straße oder Stadt.
bets-option-completed-city = Eine fertige Stadt
bets-option-completed-road = Eine fertige Straße
bets-tiles-that-road = Karten dieser Straße oder Stadt

## castle
castle-ask-say-how-many = gib an, wie viele Punkte das erste fertige Gebiet neben der Burg brachte
castle-help-that-features-value = Der Wert dieses Gebiets, wie seine Mehrheit ihn erhielt (Boni und Gespenster-Abzüge einzelner Spieler ausgenommen), auch wenn es niemand besetzte.
castle-mayor-castle-scores = Bürgermeister in der Burg (zählt 0: Eine Burg hat keine Wappen)
castle-meeples-castle = Gefolgsleute in der Burg
castle-points-first-completed = Punkte des ersten fertigen Gebiets neben der Burg

## cemetery
cemetery-cemetery-0-points = Friedhof: 0 Punkte; nimm dir 1 zusätzlichen Wächter deiner Farbe, falls vorhanden
cemetery-cemetery-0-points-2 = Friedhof: 0 Punkte
cemetery-cemetery-keepers = Friedhofswärter

## circus
circus-ask-say-number-animal = gib die Zahl auf dem Tierplättchen an
circus-big-top-tile = Die Zirkuskarte und die 8 Karten ringsum, Gefolgsleute in darüberliegenden Burgen eingeschlossen. Eine Doppelkarte zählt als 1 Karte mit allen Gefolgsleuten auf normalen Gebieten; eine Dreiecks- oder Wunderkarte zählt als 1 Karte. Nicht gezählt: Gefolgsleute in der Stadt Carcassonne, im Schicksalsrad oder in der Stadt Leipzig.
circus-big-top-tile-tiles = Die Zirkuskarte und die Karten auf den 8 Feldern ringsum, Gefolgsleute in darüberliegenden Burgen eingeschlossen. Jede Hälfte einer Doppelkarte ist eine Karte, aber die Gefolgsleute auf normalen Gebieten beider Hälften zählen, auch wenn eine Hälfte nicht angrenzt. Nicht gezählt: Gefolgsleute in der Stadt Carcassonne, im Schicksalsrad oder in der Stadt Leipzig.
circus-meeples-big-tops = Gefolgsleute in der Umgebung des Zirkuszelts
circus-number-animal-token = Zahl auf dem Tierplättchen unter dem Zirkuszelt

## city
city-active-city-scoring = Aktive Stadtwertungskarte
city-cathars-siege-besiegers = Katharer / Belagerung / Belagerer in der Stadt
city-cathedral-city = Kathedrale in der Stadt
city-city-tiles = Stadtkarten
city-coats-arms-pennants = Wappen
city-darmstadtium-city = Darmstadtium in der Stadt
city-error-one-tile-city = eine Stadt aus einer Karte hat 1 Karte, nicht { $counted }
city-german-castles-closing = Burgen in Deutschland, die die Stadt abschließen
city-gingerbread-man-leaves = Der Lebkuchenmann verlässt diese Stadt
city-knights-city = Ritter in der Stadt
city-mage-city = Magier in der Stadt
city-mayors-city-strength = Bürgermeister in der Stadt (Stärke = Wappen)
city-meeple-coiners-quarter = Gefolgsmann im Münzerviertel
city-one-tile-city = Eine Stadt aus einer Karte, mit einem Stadttor geschlossen
city-option-bad-neighborhood-tiles = Schlechte Nachbarschaft: Karten nur mit halbrunden Stadtteilen zählen nicht
city-option-citizens-jury-everyone = Bürgergericht: alle in der Stadt teilen sich die Mehrheit
city-option-no-city-scoring = Keine Stadtwertungskarte
city-option-siege-plus-1 = Belagerung: +1 je Wappen
city-sum-numbers-citys = Summe der Zahlen auf den Badehäusern der Stadt
city-tiles-only-semicircular = Karten nur mit halbrunden Stadtteilen
city-witch-city = Hexe in der Stadt

## cloister
cloister-abbey = Abtei
cloister-abbot-building-scores = Abt auf dem Bauwerk (zählt wie ein Mönch)
cloister-active-monastic-scoring = Aktive Klosterwertungskarte
cloister-area = des Umfelds
cloister-building = Bauwerk
cloister-challenge-between-shrine = Herausforderung zwischen einer Kultstätte und einem Kloster
cloister-cloister-monastery = Kloster
cloister-darmstadt-church = Darmstädter Kirche
cloister-dutch-belgian-monastery = Kloster in den Niederlanden und Belgien
cloister-error-church-bonus = der Mehrheitsbonus gilt für eine Darmstädter Kirche, nicht für: { $building }
cloister-error-vineyards-do-not-fit = { $vineyards ->
        [one] { $vineyards } Weinberg passt
       *[other] { $vineyards } Weinberge passen
    } nicht { $tiles ->
        [one] auf die { $tiles } Karte
       *[other] unter die { $tiles } Karten
    } rings um: { $building }
cloister-german-monastery = Kloster in Deutschland
cloister-help-not-those-city = Nicht die in der Stadt Carcassonne, im Schicksalsrad oder in der Stadt Leipzig.
cloister-japanese-building = Japanisches Bauwerk
cloister-meeple-bookbinders-quarter = Gefolgsmann im Buchbinderviertel
cloister-meeples-darmstadt-church = Gefolgsleute auf der Karte der Darmstädter Kirche und den 8 Karten ringsum
cloister-monks-building-heretic = Mönche auf dem Bauwerk (Ketzer auf einer Kultstätte)
cloister-neighbouring-vineyards-plus = Benachbarte Weinberge (je +3)
cloister-neighbouring-vineyards-plus-0 = Benachbarte Weinberge (bei Spielende +0)
cloister-noun-abbey = Abtei
cloister-noun-cloister = Kloster
cloister-noun-darmstadt-church = Darmstädter Kirche
cloister-noun-dutch-belgian-monastery = Kloster in den Niederlanden und Belgien
cloister-noun-german-monastery = Kloster in Deutschland
cloister-noun-japanese-building = Japanisches Bauwerk
cloister-noun-shrine = Kultstätte
cloister-option-challenge-not-resolved = Herausforderung bis Spielende nicht entschieden
cloister-option-hermit-monastery-1 = Einsiedelei: -1 je Karte mit Stadtteilen
cloister-option-lost-rival-building = Verloren: Das gegnerische Bauwerk wurde zuerst fertig
cloister-option-no-challenge = Keine Herausforderung
cloister-option-no-monastic-scoring = Keine Klosterwertungskarte
cloister-option-pilgrimage-route-plus = Pilgerweg: +1 je Karte mit Straßenteilen oder einer Holzbrücke
cloister-option-won-this-building = Gewonnen: Dieses Bauwerk wurde zuerst fertig
cloister-shrine = Kultstätte
cloister-tiles-city-segments = Karten mit Stadtteilen im Umfeld (Einsiedelei)
cloister-tiles-road-segments = Karten mit Straßenteilen oder einer Holzbrücke im Umfeld (Pilgerweg)
row-cloister-darmstadt-church-plus = Darmstädter Kirche: +3 für die Mehrheit auf der Kirchenkarte und den 8 Karten ringsum
row-cloister-darmstadt-church-plus-3 = Darmstädter Kirche: +3 für die Mehrheit auf der Kirchenkarte und den Karten auf den 8 Feldern ringsum

## common
common-double-sized-tile = Eine Doppelkarte zählt als 1 Karte; jede Dreieckskarte zählt als 1 Karte; eine Wunderkarte zählt als 1 Karte.
common-farmhouses-sheds-gardens = Bauernhöfe, Schuppen, Gärten und Wegelagerer an der Straße
common-groups-travelers-road = Reisegruppen an der Straße
common-option-poverty-3 = Armut: -3
common-option-wealth-plus-3 = Reichtum: +3
common-road-segments-german = Straßenteile auf Domkarten
row-common-occupied-spaces-around = Belegte Felder ringsum (je 1)
row-common-tiles-around-1 = Karten ringsum (je 1)

## feature
feature-acrobats = Akrobatenpyramide
feature-baba_yaga = Hütte der Baba Jaga
feature-bets = Wettbüro
feature-castle = Burg
feature-cemetery = Friedhof
feature-circus = Zirkus (Zirkuszelt)
feature-city = Stadt
feature-cloister = Kloster
feature-field = Wiese
feature-field_barn_s1 = Wiese und Gutshof: Gutshof einsetzen
feature-field_barn_s2 = Wiese und Gutshof: Wiese an einen Gutshof anschließen
feature-field_barn_special = Wiese und Gutshof: Bauern aus der Stadt Carcassonne
feature-fortune_teller = Zelt der Wahrsagerin
feature-garden = Garten
feature-german_castle = Burg in Deutschland
feature-german_cathedral = Dom in Deutschland
feature-german_monastery = Kloster in Deutschland oder japanisches Bauwerk (Abt)
feature-haunted_castle = Spukschloss
feature-la_porxada = Stadt eines Spielers mit Rittern in der Stadt von La Porxada
feature-obelisk = Obelisk
feature-road = Straße
feature-tollkeepers = Zollhäuser an einer unfertigen Straße
feature-vodyanoy = Wodjanoi

## field
field-city-carcassonne-city = Die Stadt Carcassonne und die Stadt Leipzig zählen als fertige Städte.
field-city-carcassonne-city-leipzig = Die Stadt Carcassonne und die Stadt Leipzig zählen als fertige Städte; eine zur Burg ausgebaute Stadt ist keine fertige Stadt (zähle sie als Burg).
field-error-besieged-cities = { $besieged ->
        [one] { $besieged } Stadt
       *[other] { $besieged } Städte
    } mit Katharern, aber nur { $cities ->
        [one] { $cities } fertige Stadt grenzt
       *[other] { $cities } fertige Städte grenzen
    } an die Wiese
field-farmers-field = Bauern auf der Wiese
field-help-pig-helps-only = Das Schwein hilft nur seinem Besitzer, und nur, wenn er die Mehrheit der Bauern hat.
field-help-pig-herds-do = Schweineherden zählen nicht mehrfach: zwei oder mehr zählen wie eine.
field-help-such-city-worth = Jede solche Stadt zählt doppelt so viel wie oben (ihre Punkte, Schwein und Schweineherde eingeschlossen).
field-help-tanners-quarter-plus = Für das Gerberviertel: +2 je Schuppen und Bauernhof, nur für einen Spieler mit der Mehrheit der Bauern.
field-help-towns-converted-into = Zu Burgen ausgebaute Städte (Brücken, Burgen und Basare).
field-meeple-tanners-quarter = Gefolgsmann im Gerberviertel
field-pig-herd-pigsty = Schweineherde (Schweinestall) auf der Wiese
field-sheds-farmhouses-field = Schuppen und Bauernhöfe auf der Wiese
field-those-cities-cities = Davon: Städte mit Katharern / Belagerung

## fortune-teller
fortune-teller-fortune-tellers-tent = Wahrsagerinnen im Zelt
fortune-teller-help-scores-3-points = Erhält 3 Punkte, ob mit oder ohne Wahrsagerin im Zelt.
fortune-teller-player-who-completed = Spieler, der das Zelt fertiggestellt hat

## garden
garden-abbot-garden = Abt im Garten
garden-error-one-abbot = ein { $feature } fasst nur einen Abt
garden-gardens-area = des Gartenumfelds
garden-help-vineyards-do-not = Weinberge wirken nicht auf Gärten.
garden-noun-garden = Garten

## german-castle
german-castle-ask-say-how-many = gib an, wie viele Karten um die Burg liegen
german-castle-help-10-spaces-around = Von den 10 Feldern um die Burg; sind alle 10 belegt, war sie fertig.
german-castle-help-c1-double-sized = C1: eine Doppelkarte zählt als 1 Karte, jede Dreieckskarte als 1, eine Wunderkarte als 1.
german-castle-help-space-holding-tile = Jedes Feld mit einer Karte zählt 1 (eine oder zwei Dreieckskarten: 1; jede Hälfte einer Doppelkarte und jedes Feld einer Wunderkarte: 1). Sind alle 10 belegt, war sie fertig.
german-castle-knights-german-castle = Ritter in der Burg
german-castle-occupied-spaces-around = Belegte Felder um die Burg
german-castle-tiles-10-spaces = Karten auf den 10 Feldern um die Burg
german-castle-tiles-around-german = Karten um die Burg
row-german-castle-tiles-10-spaces-around = Karten auf den 10 Feldern ringsum (je 1)

## german-cathedral
german-cathedral-archbishops-german-cathedral = Erzbischöfe im Dom
german-cathedral-ask-say-how-many = gib an, wie viele Straßenteile diese Straßen auf Domkarten haben
german-cathedral-ask-say-how-many-road = gib an, wie viele Straßenkarten diese Straßen haben
german-cathedral-cathedral-road-segments = Straßenteile auf Domkarten der Straßen mit Wirtshaus
german-cathedral-cathedral-road-segments-completed = Straßenteile auf Domkarten der fertigen Straßen mit Wirtshaus
german-cathedral-cathedral-road-segments-uncompleted = Straßenteile auf Domkarten der unfertigen Straßen mit Wirtshaus
german-cathedral-error-inn-segments = { $inn ->
        [one] { $inn } Straßenteil
       *[other] { $inn } Straßenteile
    } auf Domkarten mit Wirtshaus, aber die Straßen haben nur { $segments }
german-cathedral-error-inn-tiles = { $inn ->
        [one] { $inn } Straßenkarte
       *[other] { $inn } Straßenkarten
    } mit Wirtshaus, aber die Straßen zählen nur { $tiles }
german-cathedral-error-open-labyrinths = { $open ->
        [one] { $open } offene Labyrinthkarte
       *[other] { $open } offene Labyrinthkarten
    }, aber nur { $labyrinths ->
        [one] { $labyrinths } Labyrinthkarte
       *[other] { $labyrinths } Labyrinthkarten
    }
german-cathedral-german-cathedral-tiles = Domkarten, die diese Straßen erreichen
german-cathedral-help-archbishops-cathedral-any = Der Dom des Erzbischofs und jeder andere Dom am fernen Ende einer seiner Straßen.
german-cathedral-help-archbishops-cathedral-has = Der Dom des Erzbischofs hat 3 oder 4; jeder andere Dom zählt die Teile dieser Straßen.
german-cathedral-help-counted-above-plus = Gezählt wie oben: je +1. Eine Straße mit mehreren Wirtshäusern zählt einmal.
german-cathedral-help-counted-above-road = Gezählt wie oben; eine Straße mit mehreren Wirtshäusern zählt einmal.
german-cathedral-help-these-give-archbishop = Diese bringen dem Erzbischof nichts (x0).
german-cathedral-help-this-rule-labyrinth = Mit dieser Regel zählt eine Labyrinthkarte nur, wenn jede abgehende Straße geschlossen ist.
german-cathedral-needs-labyrinth-closed-only = das Labyrinth mit der Dom-Regel „nur geschlossen“
german-cathedral-road-tiles-all = Straßenkarten aller dieser Straßen (ohne Domkarten; jede Karte einmal)
german-cathedral-road-tiles-completed = Straßenkarten der fertigen Straßen mit Wirtshaus
german-cathedral-road-tiles-roads = Straßenkarten der Straßen mit Wirtshaus
german-cathedral-road-tiles-uncompleted = Straßenkarten der unfertigen Straßen mit Wirtshaus
german-cathedral-those-labyrinth-tiles = Davon Labyrinthkarten, von denen noch eine Straße offen wegführt

## german-monastery
german-monastery-abbot-monastery-japanese = Abt im Kloster oder japanischen Bauwerk
german-monastery-ask-say-how-many = gib an, wie viele Karten in gerader Reihe oder Spalte vom Bauwerk liegen
german-monastery-every-tile-straight = Jede Karte in gerader Linie vom Bauwerk, in seiner Reihe und seiner Spalte. Eine Doppelkarte zählt als 1 Karte; jede Dreieckskarte zählt als 1 Karte; eine Wunderkarte zählt als 1 Karte.
german-monastery-every-tile-straight-line = Jede Karte in gerader Linie vom Bauwerk, in seiner Reihe und seiner Spalte. Jede Hälfte einer Doppelkarte zählt als 1 Karte; ein Feld mit einer oder zwei Dreieckskarten zählt als 1 Karte; jedes Feld einer Wunderkarte zählt als 1 Karte.
german-monastery-that-count = die zählen
german-monastery-tiles-direct-row = Karten in gerader Reihe oder Spalte davon
german-monastery-who-monastery-japanese-building = Kloster oder japanisches Bauwerk

## haunted-castle
haunted-castle-2x2-starting-tile = Die 2x2-Startkarte liegt im Umfeld (zählt als 1 Karte)
haunted-castle-2x2-starting-tile-area = Die 2x2-Startkarte liegt im Umfeld (zählt als 4 Karten)
haunted-castle-ask-say-how-many = gib an, wie viele Karten mit Nebel im Umfeld liegen
haunted-castle-error-area-full = { $mist ->
        [one] { $mist } weitere Karte passt
       *[other] { $mist } weitere Karten passen
    } nicht ins Umfeld mit der 2x2-Startkarte darin (höchstens { $most })
haunted-castle-followers-haunted-castle = Gefolgsleute im Spukschloss
haunted-castle-haunted-castles-tile = Die Karte des Spukschlosses und die acht Karten ringsum; eine Doppelkarte zählt als 1 Karte.
haunted-castle-haunted-castles-tile-eight = Die Karte des Spukschlosses und die acht Felder ringsum.
haunted-castle-haunted-castles-tile-tiles = Die Karte des Spukschlosses und die Karten auf den 8 Feldern ringsum; jede Hälfte einer Doppelkarte zählt als Karte.
haunted-castle-tiles-mist-area = Karten mit Nebel im Umfeld (ohne die 2x2-Startkarte)

## la-porxada
la-porxada-error-no-majority-holder = kein Mehrheitsbesitzer dieser Stadt hatte Ritter in der Stadt von La Porxada: werte sie als Stadt
la-porxada-had-knights-completed = Hatte Ritter in der fertigen Stadt mit La Porxada
la-porxada-help-this-uncompleted-city = Diese unfertige Stadt wird für einen Mehrheitsbesitzer mit Rittern in der Stadt von La Porxada als fertig gewertet.

## majority
majority-follower-hill-wins = Gefolgsmann auf einem Hügel (gewinnt bei Gleichstand)
majority-large-meeples-count = Große Gefolgsleute (zählen 2)

## needs
needs-during-the-game = { $element } (während des Spiels)
needs-one-of = eines von { $elements }

## obelisk
obelisk-followers-obelisk = Gefolgsleute am Obelisken

## road
road-active-road-scoring = Aktive Straßenwertungskarte
road-ask-say-how-many = gib an, wie viele Karten die Straße hat
road-correct-signpost-types = Richtige Wegweiserarten
road-different-german-castles = Verschiedene Burgen in Deutschland an den Enden der Straße
road-german-cathedral-tiles = Domkarten an den Enden der Straße
road-help-road-that-ends = Eine Straße, die an einem Dom endet, erhält +1 je Karte; Straßen, die am selben Dom beginnen und enden, zählen einmal.
road-highwaymen-road = Wegelagerer auf der Straße
road-inn-road = Wirtshaus an der Straße
road-large-tollhouses-toll = Große Zollhäuser (Zoll 2) an den Enden der Straße
road-mage-road = Magier auf der Straße
road-meeple-wainwrights-quarter = Gefolgsmann im Stellmacherviertel
road-meeples-labyrinths-road = Gefolgsleute im Straßennetz des Labyrinths
road-needs-labyrinth-advanced-rules = das Labyrinth mit der Variante der erweiterten Regeln
road-option-highway-road-counts = Fernstraße: die Straße zählt als 5 Karten
road-option-no-road-scoring = Keine Straßenwertungskarte
road-option-peasant-uprising-1 = Bauernaufstand: -1 je Karte mit Bauernhof
road-option-street-fair-plus = Straßenfest: +1 je Karte
road-road-tiles-german = Straßenkarten (ohne Domkarten)
road-signposts-pointing-correct = Wegweiser, die in die richtige Richtung zeigen
road-small-tollhouses-toll = Kleine Zollhäuser (Zoll 1) an den Enden der Straße
road-sum-numbers-roads = Summe der Zahlen auf den Badehäusern der Straße
road-tiles-farmhouse-peasant = Karten mit Bauernhof (Bauernaufstand)
road-witch-road = Hexe auf der Straße

## shared
shared-acrobat-tiles-under = Akrobatenkarten unter oder neben dem Zirkusdirektor
shared-circus-acrobat-tiles = Zirkus- oder Akrobatenkarten unter oder neben dem Zirkusdirektor
shared-circus-tiles-under = Zirkuskarten unter oder neben dem Zirkusdirektor
shared-ghosts-players-followers = Gespenster bei den Gefolgsleuten des Spielers
shared-houses-plus-2 = Häuser (+2)
shared-little-buildings = Kleine Gebäude
shared-little-buildings-basic = little_buildings (Grundregel)
shared-little-buildings-variant = little_buildings (Variante)
shared-player-meeple-next = Spieler mit dem Gefolgsmann neben der Fee
shared-player-ringmaster = Spieler mit dem Zirkusdirektor darauf
shared-player-teacher = Spieler mit dem Lehrer
shared-ringmaster-2-acrobat = Zirkusdirektor: 2 je Akrobatenkarte
shared-ringmaster-2-circus = Zirkusdirektor: 2 je Zirkuskarte
shared-ringmaster-2-circus-acrobat = Zirkusdirektor: 2 je Zirkus- oder Akrobatenkarte
shared-sheds-plus-1 = Schuppen (+1)
shared-towers-plus-3 = Türme (+3)

## tiles
tiles-alhambras-large-city = Die große Stadt der Alhambra
tiles-circus-maximuss-large = Die große Stadt des Circus Maximus
tiles-error-segments-do-not-fit = { $segments ->
        [one] { $segments } Teil passt
       *[other] { $segments } Teile passen
    } nicht zu { $tiles ->
        [one] { $tiles } Domkarte
       *[other] { $tiles } Domkarten
    } (1 bis 4 Teile je Karte)
tiles-ferry-tiles-1 = Fährkarten (je 1 Straßenkarte)
tiles-half-double-sized = Jede Hälfte einer Doppelkarte zählt als Karte; ein Feld mit einer oder zwei Dreieckskarten zählt als 1 Karte; jedes Feld einer Wunderkarte zählt als 1 Karte.
tiles-labyrinth-tiles-1 = Labyrinthkarten (je 1 Straßenkarte)
tiles-long-roads-leipzig = Lange Straßen auf Leipzig-Karten (in C3 je 2 Straßenkarten)
tiles-long-roads-leipzig-tiles = Lange Straßen auf Leipzig-Karten (je 1 Straßenkarte)
tiles-notre-dames-large = Die große Stadt von Notre-Dame
tiles-notre-dames-long = Die lange gegabelte Straße von Notre-Dame
tiles-other-double-sized = Andere Doppelkarten (in C1 je 1 Karte)
tiles-other-double-sized-tiles = Andere Doppelkarten (jede Hälfte zählt: je 2)
tiles-square-one-two = Ein Feld mit einer oder zwei Dreieckskarten zählt als 1 Karte; jedes Feld einer Wunderkarte zählt als 1 Karte (Doppelkarten: keine Wirkung auf Städte).
tiles-squares-holding-triangular = Felder mit Dreieckskarten (je 1 Karte)
tiles-stonehenges-long-forking = Die lange gegabelte Straße von Stonehenge
tiles-tiles-wooden-bridge = Karten mit Holzbrücke (je 1 Straßenkarte)
tiles-triangular-tile-counts = Jede Dreieckskarte zählt als 1 Karte; eine Wunderkarte zählt als 1 Karte (Doppelkarten: keine Wirkung auf Städte).
tiles-triangular-tiles-1 = Dreieckskarten (je 1 Karte)
tiles-tunnel-tiles-1 = Tunnelkarten (je 1 Straßenkarte)

## tollkeepers
tollkeepers-ask-say-how-many = gib an, wie viele Bauernhöfe, Schuppen, Gärten und Wegelagerer an der Straße sind
tollkeepers-ask-say-how-many-groups = gib an, wie viele Reisegruppen an der Straße sind
tollkeepers-error-too-many = { $tollhouses ->
        [one] { $tollhouses } Zollhaus
       *[other] { $tollhouses } Zollhäuser
    } an einer Straße: eine Straße hat { $ends ->
        [one] { $ends } Ende
       *[other] { $ends } Enden
    }
tollkeepers-help-toll-1-2 = Zoll 1 oder 2 gleich: die Zahl auf dem Zollhaus spielt bei Spielende keine Rolle.
tollkeepers-help-wooden-bridge-same = Eine Holzbrücke auf derselben Karte ändert daran nichts.
tollkeepers-tollhouse-crossing-end = Zollhaus an einer Kreuzung an einem Ende dieser Straße

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Gefolgsleute auf der Karte des Wodjanoi
vodyanoy-help-every-follower-player = Jeder Gefolgsmann des Spielers auf einem Gebiet der Karte; ein großer Gefolgsmann ist einer.

## watchtower
watchtower-help-all-players-meeples = Die Gefolgsleute aller Spieler zählen, auch in Burgen über dem Umfeld; nicht in Carcassonne, im Schicksalsrad oder in Leipzig. Holzbrücken zählen als Straßenteile.
watchtower-option-city-1-tile = Stadt: 1 je Karte mit Stadtteil
watchtower-option-cloister-3-monastic = Kloster: 3 je klösterlichem Bauwerk
watchtower-option-coat-arms-2 = Wappen: 2 je Wappen
watchtower-option-meeple-2-meeple = Gefolgsmann: 2 je Gefolgsmann im Umfeld
watchtower-option-road-1-tile = Straße: 1 je Karte mit Straßenteil
watchtower-player-meeple-next = Spieler mit einem Gefolgsmann neben dem Wachturm
watchtower-symbol-watchtower = Symbol auf dem Wachturm
watchtower-things-that-symbol = Dinge mit diesem Symbol im Umfeld des Wachturms
row-watchtower-city-symbol = Wachturm, Stadtsymbol: 1 je Karte mit Stadtteil
row-watchtower-cloister-symbol = Wachturm, Klostersymbol: 3 je klösterlichem Bauwerk
row-watchtower-coat-arms = Wachturm, Wappensymbol: 2 je Wappen
row-watchtower-meeple-symbol = Wachturm, Gefolgsmannsymbol: 2 je Gefolgsmann im Umfeld
row-watchtower-road-symbol = Wachturm, Straßensymbol: 1 je Karte mit Straßenteil
