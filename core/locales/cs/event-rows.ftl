### Řádky hodnocení událostí a hodnocení po hře. Každý řádek dostává také $quantity, počet v řádku (pro tvary množného čísla).

row-after-game-barn-castles-next-field = Hrady na louce (každý 5)
row-after-game-barn-cathars-siege-x2 = Kataři / obléhání: x2 za každé obléhané město (každé +4)
row-after-game-barn-completed-cities-next = { $quantity ->
        [one] { $quantity } dokončené město na louce (po 4 bodech)
        [few] { $quantity } dokončená města na louce (po 4 bodech)
       *[other] { $quantity } dokončených měst na louce (po 4 bodech)
    }
row-after-game-figures-ringmaster-fortune-teller = Ředitel cirkusu na stanu věštkyně: 2 za kartičku s cirkusem nebo artisty (věštkyně může získat body ředitele cirkusu)
row-after-game-figures-ringmaster-only-roads = Ředitel cirkusu: jen na cestách, městech, klášterech a loukách (území základní hry)
row-after-game-figures-robber-still-scoring = Zbojník stále na počítadle bodů: 3 body
row-after-game-figures-shepherd-still-field = Pastýř stále na louce: 0 za ovci
row-after-game-holders-king-1-completed = Král: 1 za dokončené město
row-after-game-holders-robber-baron-1 = Loupeživý rytíř: 1 za dokončenou cestu
row-after-game-tokens-fruit-tokens-left = { $quantity ->
        [one] { $quantity } zbylý žeton ovoce (po 1 bodu)
        [few] { $quantity } zbylé žetony ovoce (po 1 bodu)
       *[other] { $quantity } zbylých žetonů ovoce (po 1 bodu)
    }
row-after-game-tokens-unopened-gifts-2 = { $quantity ->
        [one] { $quantity } neotevřený dárek (po 2 bodech)
        [few] { $quantity } neotevřené dárky (po 2 bodech)
       *[other] { $quantity } neotevřených dárků (po 2 bodech)
    }
row-after-game-wonders-alhambra-4-farmer = Alhambra: 4 za sedláka majitele
row-bathhouse-meeple-bought-back = Figurka vykoupena: minus číslo na lázních
row-bazaar-auction-points-paid = Dražba: body zaplacené prodávajícímu
row-bazaar-auction-points-received = Dražba: body obdržené od kupujícího
row-catapult-target-tournament-5 = Střelba na cíl: 5 za nejbližší hod
row-circus-maximus = Circus Maximus: { $per } za rytíře hráče { $player } (hráčů: { $players })
row-common-active-player = hráč na tahu
row-easter-easter-eggs-1 = Velikonoční vajíčka: 1 za figurku vedle hnízda (hodnotí se po hře)
row-easter-easter-eggs-1-meeple = Velikonoční vajíčka: 1 za figurku, kterou zajíček potká (hodnotí se po hře)
row-easter-easter-eggs-2 = Velikonoční vajíčka: 2 za dokončení hnízda (hodnotí se po hře)
# $place: most nebo second
row-easter-eggs-most = { $place ->
        [most] Nejvíc
       *[second] Druhý nejvyšší počet
    } velikonočních vajíček ({ $eggs }): { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
row-easter-own-meeples-tiles = Vlastní figurky na kartičkách, kam zajíček doskočí nebo které přeskočí
row-fairy-fairy-1-point = Víla: 1 bod na začátku tahu
row-fairy-fairy-acrobat-1 = Víla u artisty: 1 za vlastního artistu v pyramidě
row-fruit-sold = { $tokens ->
        [one] Prodán { $tokens } žeton ovoce
        [few] Prodány { $tokens } žetony ovoce
       *[other] Prodáno { $tokens } žetonů ovoce
    }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
row-fruit-trees-harvest-points-fruit = Sklizeň: body na žetonu ovoce
row-gifts-cash-out-2 = Proplacení: 2 za figurku na území (včetně té vzaté zpět)
row-gifts-road-sweeper-incomplete = Metař cest: nedokončená cesta hodnocená jako na konci hry
row-gingerbread-man = Perníkový panáček: 1 za kartičku ({ $tiles }) za každou figurku ({ $meeples })
row-gold = Zlato: { $pieces ->
        [one] { $pieces } cihlička
        [few] { $pieces } cihličky
       *[other] { $pieces } cihliček
    } po { $per }
row-peasant-revolts-protected-against-revolt = Chráněno před povstáním: 2 za figurku
row-peasant-revolts-protecting-phantom-while = Ochrana fantoma při umisťování (-4)
row-placement-arrow-tile-just = Šipka na právě přiložené kartičce, dosud neaktivovaná: 2 body
row-placement-wind-rose-placed = Větrná růžice přiložená se správně natočeným kvadrantem: 3 body
row-shepherd-flock-herded-into = { $quantity ->
        [one] Stádo zahnáno do ovčína: { $quantity } ovce (po 1 bodu)
        [few] Stádo zahnáno do ovčína: { $quantity } ovce (po 1 bodu)
       *[other] Stádo zahnáno do ovčína: { $quantity } ovcí (po 1 bodu)
    }
row-tower-ransom-paid-imprisoned = Výkupné zaplacené za zajatou figurku (-3)
row-tower-ransom-received-prisoner = Výkupné obdržené za zajatce (+3)
# $good: wine, grain nebo cloth
row-trade-goods-most = Nejvíc { $good ->
        [wine] vína
        [grain] obilí
       *[cloth] látky
    } (žetonů: { $tokens }): 10 bodů
row-wheel-taxes = Daně: (1 za erb + 1 za vlastního rytíře) za každého vlastního rytíře ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Hrady: 2 za hrad za každého sedláka
row-wheel-of-fortune-completed-cities-1 = Dokončená města: 1 za město za každého sedláka
row-wheel-of-fortune-fortuna-3-points = Fortuna: 3 body hráči na tahu
row-wheel-of-fortune-inquisition-2-own = Inkvizice: 2 za vlastního mnicha
row-wheel-of-fortune-pig-herd-plus = Stádo prasat: +1 za hrad nebo dokončené město za každého sedláka
row-wheel-of-fortune-pig-plus-1 = Prasátko: +1 za hrad nebo dokončené město za každého sedláka
row-wheel-of-fortune-plague-remove-one = Mor: odeber jednu ze svých figurek bez hodnocení
row-wheel-of-fortune-storm-1-meeple = Bouře: 1 za figurku v zásobě
