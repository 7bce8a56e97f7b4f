### Wertungszeilen der Ereignisse und der Wertungen nach dem Spiel. Jede Zeile erhält auch $quantity, die Anzahl der Zeile.

row-after-game-barn-castles-next-field = Burgen an der Wiese (je 5)
row-after-game-barn-cathars-siege-x2 = Katharer / Belagerung: x2 je belagerter Stadt (je +4)
row-after-game-barn-completed-cities-next = Fertige Städte an der Wiese (je 4)
row-after-game-figures-ringmaster-fortune-teller = Zirkusdirektor auf dem Zelt der Wahrsagerin: 2 je Zirkus- oder Akrobatenkarte (eine Wahrsagerin kann Punkte des Zirkusdirektors erhalten)
row-after-game-figures-ringmaster-only-roads = Zirkusdirektor: nur auf Straßen, Städten, Klöstern und Wiesen (Gebiete des Grundspiels)
row-after-game-figures-robber-still-scoring = Räuber noch auf der Wertungstafel: 3 Punkte
row-after-game-figures-shepherd-still-field = Schäfer noch auf einer Wiese: 0 je Schaf
row-after-game-holders-king-1-completed = König: 1 je fertiger Stadt
row-after-game-holders-robber-baron-1 = Raubritter: 1 je fertiger Straße
row-after-game-tokens-fruit-tokens-left = Übrige Obstplättchen: je 1
row-after-game-tokens-unopened-gifts-2 = Ungeöffnete Geschenke: je 2
row-after-game-wonders-alhambra-4-farmer = Alhambra: 4 je Bauer des Besitzers
row-bathhouse-meeple-bought-back = Gefolgsmann freigekauft: minus die Zahl auf dem Badehaus
row-bazaar-auction-points-paid = Versteigerung: an den Verkäufer gezahlte Punkte
row-bazaar-auction-points-received = Versteigerung: vom Käufer erhaltene Punkte
row-catapult-target-tournament-5 = Zielwerfen: 5 für den nächsten Wurf
row-circus-maximus = Circus Maximus: { $per } je Ritter von { $player } ({ $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    })
row-common-active-player = Spieler am Zug
row-easter-easter-eggs-1 = Ostereier: 1 je Gefolgsmann neben dem Nest (nach dem Spiel gewertet)
row-easter-easter-eggs-1-meeple = Ostereier: 1 je Gefolgsmann, den der Hase trifft (nach dem Spiel gewertet)
row-easter-easter-eggs-2 = Ostereier: 2 für das Fertigstellen des Nests (nach dem Spiel gewertet)
# $place: most oder second
row-easter-eggs-most = { $place ->
        [most] Die meisten
       *[second] Die zweitmeisten
    } Ostereier ({ $eggs }): { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
row-easter-own-meeples-tiles = Eigene Gefolgsleute auf den Karten, auf denen der Hase landet oder die er überspringt
row-fairy-fairy-1-point = Fee: 1 Punkt zu Beginn des Zuges
row-fairy-fairy-acrobat-1 = Fee bei einem Akrobaten: 1 je eigenem Akrobaten in der Pyramide
row-fruit-sold = { $tokens } { $tokens ->
        [one] Obstplättchen
       *[other] Obstplättchen
    } verkauft: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
row-fruit-trees-harvest-points-fruit = Ernte: die Punkte auf dem Obstplättchen
row-gifts-cash-out-2 = Auszahlung: 2 je Gefolgsmann auf dem Gebiet (der zurückgenommene eingeschlossen)
row-gifts-road-sweeper-incomplete = Straßenkehrer: die unfertige Straße wie bei Spielende gewertet
row-gingerbread-man = Lebkuchenmann: 1 je Karte ({ $tiles }) für { $meeples ->
        [one] { $meeples } Gefolgsmann
       *[other] jeden von { $meeples } Gefolgsleuten
    }
row-gold = Gold: { $pieces ->
        [one] { $pieces } Barren
       *[other] { $pieces } Barren
    } zu je { $per }
row-peasant-revolts-protected-against-revolt = Vor dem Aufstand geschützt: 2 je Gefolgsmann
row-peasant-revolts-protecting-phantom-while = Schutz des Phantoms beim Einsetzen (-4)
row-placement-arrow-tile-just = Pfeil auf der gerade angelegten Karte, noch nicht ausgelöst: 2 Punkte
row-placement-wind-rose-placed = Windrose mit richtig ausgerichtetem Viertel angelegt: 3 Punkte
row-shepherd-flock-herded-into = Herde in den Stall getrieben: 1 je Schaf
row-tower-ransom-paid-imprisoned = Lösegeld für einen gefangenen Gefolgsmann gezahlt (-3)
row-tower-ransom-received-prisoner = Lösegeld für einen Gefangenen erhalten (+3)
# $good: wine, grain oder cloth
row-trade-goods-most = Die meisten { $good ->
        [wine] Weinplättchen
        [grain] Getreideplättchen
       *[cloth] Tuchplättchen
    } ({ $tokens }): 10 Punkte
row-wheel-taxes = Steuern: (1 je Wappen + 1 je eigenem Ritter) für jeden eigenen Ritter ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Burgen: 2 je Burg für jeden Bauern
row-wheel-of-fortune-completed-cities-1 = Fertige Städte: 1 je Stadt für jeden Bauern
row-wheel-of-fortune-fortuna-3-points = Fortuna: 3 Punkte für den Spieler am Zug
row-wheel-of-fortune-inquisition-2-own = Inquisition: 2 je eigenem Mönch
row-wheel-of-fortune-pig-herd-plus = Schweineherde: +1 je Burg oder fertiger Stadt für jeden Bauern
row-wheel-of-fortune-pig-plus-1 = Schwein: +1 je Burg oder fertiger Stadt für jeden Bauern
row-wheel-of-fortune-plague-remove-one = Pest: nimm einen deiner Gefolgsleute ohne Wertung vom Plan
row-wheel-of-fortune-storm-1-meeple = Sturm: 1 je Gefolgsmann im Vorrat
