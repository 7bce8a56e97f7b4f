### Wertungszeilen der Gebiete. Jede Zeile erhält auch $quantity, die Anzahl der Zeile.

row-acrobats-ghosts = Gespenster auf den Akrobaten (je { $per })
row-acrobats-pyramid = Akrobatenpyramide: { $per } je eigenem Gefolgsmann
row-area-completed-c1 = Die Karte des Gebiets ({ $name }) und die acht Karten ringsum (9 Punkte)
row-area-completed-c2-c3 = Karten auf dem Feld des Gebiets ({ $name }) und den 8 Feldern ringsum (je 1)
row-area-completed-winter = Das Feld des Gebiets ({ $name }) und die acht Felder ringsum (9 Punkte)
row-area-own-tile-c1 = Die Karte des Gebiets: { $name } (1 Punkt)
row-area-own-tile-c2-c3 = Karte auf dem Feld des Gebiets: { $name } (1 Punkt)
row-area-own-tile-winter = Das Feld des Gebiets: { $name } (1 Punkt)
row-baba-yaga-baba-yagas-hut = Hütte der Baba Jaga: 1 für die Karte (keine leeren Felder ringsum)
row-baba-yaga-baba-yagas-hut-1 = Hütte der Baba Jaga: 1 für die Karte
row-baba-yaga-empty-square-spaces = Leere Felder um die Hütte (je 1)
# $feature: road, city oder road_or_city; $outcome: match oder no_match
row-bets-settled = { $chip } auf { $feature ->
        [road] eine Straße
        [city] eine Stadt
       *[road_or_city] eine Straße oder Stadt
    } mit { $tiles ->
        [one] { $tiles } Karte
       *[other] { $tiles } Karten
    }: { $outcome ->
        [match] Treffer
       *[no_match] kein Treffer
    }
row-castle-castle-full-value = Burg: der volle Wert des ersten fertigen Gebiets neben ihr
row-castle-castle-still-occupied = Burg noch besetzt: 0 Punkte (Gefolgsleute werden vor der Schlusswertung entfernt)
row-castle-mayor-castle-0 = Bürgermeister in einer Burg: 0 Punkte (eine Burg hat keine Wappen)
row-cemetery-cemeteries-not-scored = Friedhöfe werden nach dem Spiel nicht gewertet (0 Punkte)
row-circus-big-top = Zirkuszelt: { $token } (Tierplättchen) je Gefolgsmann in der Umgebung
row-city-bad-neighborhood-tiles = Schlechte Nachbarschaft: Karten nur mit Halbkreisen zählen nicht
row-city-cathars-siege-1 = Katharer / Belagerung: -1 je Karte
row-city-cathars-siege-1-coat = Katharer / Belagerung: -1 je Wappen
row-city-cathedral-incomplete-city = Kathedrale in einer unfertigen Stadt: bis hierher keine Punkte (x0)
row-city-cathedral-plus-1 = Kathedrale: +1 je Karte
row-city-cathedral-plus-1-coat = Kathedrale: +1 je Wappen
row-city-city-tiles-1 = Stadtkarten (je 1)
row-city-city-tiles-2 = Stadtkarten (je 2)
row-city-coats-arms-1 = Wappen (je 1)
row-city-coats-arms-2 = Wappen (je 2)
row-city-coiners-quarter-plus = Münzerviertel: +3 je Wappen
row-city-darmstadtium-plus-3 = Darmstadtium: +3 für die Mehrheit
row-city-german-castles-plus = Burgen in Deutschland (je +3)
row-city-gingerbread-man = Lebkuchenmann: 1 je Karte für { $meeples ->
        [one] { $meeples } Gefolgsmann
       *[other] jeden von { $meeples } Gefolgsleuten
    }
row-city-large-city-wonder = Große Stadt von Wunderkarten (2 je gezählter Karte)
row-city-large-city-wonder-tiles = Große Stadt von Wunderkarten (1 je gezählter Karte)
row-city-mage-plus-1 = Magier: +1 je Karte (auch mit Kathedrale)
row-city-one-tile-city = Stadt aus einer Karte (Stadttore): 4 Punkte
row-city-siege-plus-0 = Belagerung: +0 je Karte, +1 je Wappen
row-cloister-bookbinders-quarter-plus = Buchbinderviertel: +4 je gewertetem Gebiet
row-cloister-challenge-lost-rival = Herausforderung verloren: Das andere Bauwerk war zuerst fertig, dieses zählt 0
row-cloister-challenge-won-completed = Herausforderung gewonnen: zuerst fertig, zählt wie üblich
row-cloister-hermit-monastery-1 = Einsiedelei: -1 je Karte mit Stadtteilen
row-cloister-neighbouring-vineyards-plus = Benachbarte Weinberge (je +3)
row-cloister-neighbouring-vineyards-plus-0 = Benachbarte Weinberge (bei Spielende +0)
row-cloister-pilgrimage-route-plus = Pilgerweg: +1 je Karte mit Straßenteilen oder einer Holzbrücke
row-cloister-ringmaster-no-bonus = Zirkusdirektor: kein Bonus bei { $building } (nur bei gewöhnlichen Klöstern)
row-cloister-unresolved-challenge-both = Unentschiedene Herausforderung: beide Bauwerke zählen wie üblich
row-common-bathhouses-plus-numbers = Badehäuser (+ die Zahlen darauf)
row-common-mage-plus-1 = Magier: +1 je tatsächlicher Karte
row-common-poverty-3-feature = Armut: -3 für das Gebiet
row-common-road-segments-german = Straßenteile auf Domkarten (je 1)
row-common-wealth-plus-3 = Reichtum: +3 für das Gebiet
row-common-witch-half-points = Hexe: die Hälfte der Punkte darüber, aufgerundet
row-correction = Korrektur: { $reason }
row-field-castles = Burgen an der Wiese (je { $per })
row-field-cathars = Städte mit Katharern / Belagerung: x2 (jede hatte oben { $per ->
        [one] { $per } Punkt
       *[other] { $per } Punkte
    })
row-field-completed-cities = Fertige Städte an der Wiese (je { $per })
row-field-own-pig-plus = Eigenes Schwein: +1 je Burg oder fertiger Stadt
row-field-pig-herd-plus = Schweineherde: +1 je Burg oder fertiger Stadt
row-field-tanners-quarter-plus = Gerberviertel: +2 je Schuppen und Bauernhof
row-fortune-teller-completed-fortune-teller = Zelt der Wahrsagerin fertiggestellt
row-fortune-teller-fortune-teller-tent = Zelt der Wahrsagerin: 0 Punkte
row-german-castle-german-castle-2 = Burg in Deutschland (2 Punkte)
row-german-castle-german-castle-completed = Burg in Deutschland fertig: 12 Punkte (2 für die Burg + 1 je Karte ringsum)
row-german-castle-german-castle-completed-12 = Burg in Deutschland fertig: 12 Punkte (ihre zwei Felder und die zehn ringsum)
row-german-castle-tiles-10-spaces = Karten auf den 10 Feldern ringsum (je 1)
row-german-cathedral-completed-roads-inn = Fertige Straßen mit Wirtshaus: +1 je Karte
row-german-cathedral-completed-roads-inn-plus = Fertige Straßen mit Wirtshaus: +1 je Straßenteil auf Domkarten
row-german-cathedral-labyrinth-tiles-road = Labyrinthkarten mit noch offener Straße: nicht gewertet
row-german-cathedral-roads-inn-plus = Straßen mit Wirtshaus: +1 je Karte
row-german-cathedral-roads-inn-plus-1 = Straßen mit Wirtshaus: +1 je Straßenteil auf Domkarten
row-german-cathedral-uncompleted-roads-inn = Unfertige Straßen mit Wirtshaus: nichts für den Erzbischof (x0)
row-german-monastery-monastery-japanese-building = Das Kloster oder japanische Bauwerk (1 Punkt)
row-german-monastery-tiles-direct-row = Karten in gerader Reihe oder Spalte (je 1)
row-ghosts-each = Gespenster (je { $per })
row-haunted-castle-mist = Karten mit Nebel im Umfeld (je { $per })
row-haunted-castle-starting-tile = Die 2x2-Startkarte (zählt als { $counted ->
        [one] { $counted } Karte
       *[other] { $counted } Karten
    } mit Nebel, je { $per })
row-la-porxada-la-porxada-your = La Porxada: deine Ritter waren in ihrer Stadt, diese wird als fertig gewertet
row-obelisk-obelisk-4-spaces = Obelisk: seine 4 Felder und die 12 ringsum (16 Punkte)
row-road-ends-german-cathedral = Endet an einem Dom: +1 je Karte
row-road-ends-german-cathedral-plus = Endet an einem Dom: +1 je Teil auf Domkarten
row-road-german-castles-roads = Burgen in Deutschland an den Enden der Straße (je +3)
row-road-highway-road-counts = Fernstraße: die Straße zählt als 5 Karten
row-road-inn-incomplete-road = Wirtshaus an einer unfertigen Straße: bis hierher keine Punkte (x0)
row-road-inn-plus-1 = Wirtshaus: +1 je Karte
row-road-inn-plus-1-road = Wirtshaus: +1 je Straßenteil auf Domkarten
row-road-labyrinth-advanced-rules = Labyrinth, erweiterte Regeln: +2 je Gefolgsmann im Netz
row-road-mage-plus-1 = Magier: +1 je Karte (auch mit Wirtshaus)
row-road-peasant-uprising-1 = Bauernaufstand: -1 je Karte mit Bauernhof
row-road-road-segments-german = Straßenteile auf Domkarten (je 1; +0 je Karte)
row-road-signposts = Wegweiser in die richtige Richtung (je { $per }: richtige Wegweiserarten)
row-road-signposts-correct-direction = Wegweiser in die richtige Richtung (je +1)
row-road-street-fair-plus = Straßenfest: +1 je Karte
row-road-street-fair-plus-1 = Straßenfest: +1 je Teil auf Domkarten
# $toll: small oder large
row-road-tollhouse-buildings = Zollhaus, { $toll ->
        [small] kleiner Zoll
       *[large] großer Zoll
    }: { $per } je Bauernhof, Schuppen, Garten und Wegelagerer
row-road-tollhouse-travelers = Zollhaus, { $toll ->
        [small] kleiner Zoll
       *[large] großer Zoll
    }: { $per } je Reisegruppe
row-road-wainwrights-quarter-plus = Stellmacherviertel: +1 je tatsächlicher Straßenkarte
row-shared-fairy-next-meeple = Fee neben dem Gefolgsmann
row-shared-houses-plus-2 = Häuser (je +2)
row-shared-little-buildings-plus = Kleine Gebäude (je +1)
row-shared-sheds-plus-1 = Schuppen (je +1)
row-shared-teacher-equal-feature = Lehrer: gleich der Wertung des Gebiets
row-shared-towers-plus-3 = Türme (je +3)
row-tiles-double-sized = Doppelkarten (je { $per ->
        [one] { $per } Karte
       *[other] { $per } Karten
    })
row-tiles-ferry-tiles-1 = Fährkarten (je 1 Straßenkarte)
row-tiles-labyrinth-tiles-1 = Labyrinthkarten (je 1 Straßenkarte)
row-tiles-leipzig-long-roads = Lange Straßen auf Leipzig-Karten (je { $per ->
        [one] { $per } Straßenkarte
       *[other] { $per } Straßenkarten
    })
row-tiles-road-tiles-1 = Straßenkarten (je 1 Punkt)
row-tiles-triangular-tiles-1 = Dreieckskarten (je 1 Karte)
row-tiles-tunnel-tiles-1 = Tunnelkarten (je 1 Straßenkarte)
row-tiles-wonder-forking-roads = Gegabelte Straßen der Wunderkarten (je { $per ->
        [one] { $per } Straßenkarte
       *[other] { $per } Straßenkarten
    })
row-tiles-wooden-bridges-1 = Holzbrücken (je 1 Straßenkarte)
row-tollkeepers-tollhouse-1-farmhouse = Zollhaus: 1 je Bauernhof, Schuppen, Garten und Wegelagerer (jeder Zoll)
row-tollkeepers-tollhouse-1-group = Zollhaus: 1 je Reisegruppe (jeder Zoll)
row-vodyanoy-vodyanoy-2-follower = Wodjanoi: -2 je Gefolgsmann auf der Karte
