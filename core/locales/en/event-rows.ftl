### Breakdown rows of events and end-game items. Every row message also receives $quantity, the row's count.


## after-game-barn
row-after-game-barn-castles-next-field = Castles next to the field (5 each)
row-after-game-barn-cathars-siege-x2 = Cathars / siege: x2 for each besieged city (+4 each)
row-after-game-barn-completed-cities-next = Completed cities next to the field (4 each)

## after-game-figures
row-after-game-figures-ringmaster-fortune-teller = Ringmaster on a fortune teller tent: 2 per circus or acrobat tile (a fortune teller may receive ringmaster points)
row-after-game-figures-ringmaster-only-roads = Ringmaster: only on roads, cities, cloisters and fields (basic-game features)
row-after-game-figures-robber-still-scoring = Robber still on the scoring track: 3 points
row-after-game-figures-shepherd-still-field = Shepherd still on a field: 0 per sheep

## after-game-holders
row-after-game-holders-king-1-completed = King: 1 per completed city
row-after-game-holders-robber-baron-1 = Robber Baron: 1 per completed road

## after-game-tokens
row-after-game-tokens-fruit-tokens-left = Fruit tokens left: 1 each
row-after-game-tokens-unopened-gifts-2 = Unopened gifts: 2 each

## after-game-wonders
row-after-game-wonders-alhambra-4-farmer = Alhambra: 4 per farmer of the owner

## bathhouse
row-bathhouse-meeple-bought-back = Meeple bought back: minus the number on the bathhouse

## bazaar
row-bazaar-auction-points-paid = Auction: points paid to the seller
row-bazaar-auction-points-received = Auction: points received from the buyer

## catapult
row-catapult-target-tournament-5 = Target tournament: 5 to the closest throw

## circus
row-circus-maximus = Circus Maximus: { $per } per knight of { $player } ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    })

## common
row-common-active-player = the active player

## easter
row-easter-easter-eggs-1 = Easter eggs: 1 per meeple next to the nest (scored after the game)
row-easter-easter-eggs-1-meeple = Easter eggs: 1 per meeple the bunny meets (scored after the game)
row-easter-easter-eggs-2 = Easter eggs: 2 for completing the nest (scored after the game)
# $place: most or second
row-easter-eggs-most = The { $place ->
        [most] most
       *[second] second most
    } Easter eggs ({ $eggs }): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
row-easter-own-meeples-tiles = Own meeples on the tiles the bunny lands on or jumps over

## fairy
row-fairy-fairy-1-point = Fairy: 1 point at the start of the turn
row-fairy-fairy-acrobat-1 = Fairy on an acrobat: 1 per own acrobat in the pyramid

## fruit
row-fruit-sold = Sold { $tokens ->
        [one] { $tokens } fruit token
       *[other] { $tokens } fruit tokens
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

## fruit-trees
row-fruit-trees-harvest-points-fruit = Harvest: the points on the fruit token

## gifts
row-gifts-cash-out-2 = Cash out: 2 per meeple on the feature (the one taken back included)
row-gifts-road-sweeper-incomplete = Road sweeper: the incomplete road scored as at the end of the game

## gingerbread-man
row-gingerbread-man = Gingerbread Man: 1 per tile ({ $tiles }) for { $meeples ->
        [one] { $meeples } meeple
       *[other] each of { $meeples } meeples
    }

## gold
row-gold = Gold: { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    } at { $per } each

## peasant-revolts
row-peasant-revolts-protected-against-revolt = Protected against the revolt: 2 per meeple
row-peasant-revolts-protecting-phantom-while = Protecting the phantom while placing it (-4)

## placement
row-placement-arrow-tile-just = Arrow on the tile just placed, not yet activated: 2 points
row-placement-wind-rose-placed = Wind rose placed with its quadrant correctly oriented: 3 points

## shepherd
row-shepherd-flock-herded-into = Flock herded into the stable: 1 per sheep

## tower
row-tower-ransom-paid-imprisoned = Ransom paid for an imprisoned meeple (-3)
row-tower-ransom-received-prisoner = Ransom received for a prisoner (+3)

## trade
# $good: wine, grain or cloth
row-trade-goods-most = Most { $good ->
        [wine] wine
        [grain] grain
       *[cloth] cloth
    } ({ $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }): 10 points

## wheel
row-wheel-taxes = Taxes: (1 per coat of arms + 1 per own knight) for each own knight ({ $knights } x ({ $coats } + { $knights }))

## wheel-of-fortune
row-wheel-of-fortune-castles-2-castle = Castles: 2 per castle for each farmer
row-wheel-of-fortune-completed-cities-1 = Completed cities: 1 per city for each farmer
row-wheel-of-fortune-fortuna-3-points = Fortuna: 3 points to the active player
row-wheel-of-fortune-inquisition-2-own = Inquisition: 2 per own monk
row-wheel-of-fortune-pig-herd-plus = Pig-herd: +1 per castle or completed city for each farmer
row-wheel-of-fortune-pig-plus-1 = Pig: +1 per castle or completed city for each farmer
row-wheel-of-fortune-plague-remove-one = Plague: remove one of your meeples without scoring
row-wheel-of-fortune-storm-1-meeple = Storm: 1 per meeple in the supply
