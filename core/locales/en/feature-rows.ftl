### Breakdown rows of features. Every row message also receives $quantity, the row's count.


## acrobats
row-acrobats-ghosts = Ghosts on the acrobats ({ $per } each)
row-acrobats-pyramid = Acrobat pyramid: { $per } per own meeple

## area
row-area-completed-c1 = The { $name } and the eight tiles around it (9 points)
row-area-completed-c2-c3 = Tiles in the { $name }'s space and the 8 spaces around it (1 each)
row-area-completed-winter = The { $name }'s space and the eight spaces around it (9 points)
row-area-own-tile-c1 = The { $name }'s tile (1 point)
row-area-own-tile-c2-c3 = Tile in the { $name }'s space (1 point)
row-area-own-tile-winter = The { $name }'s space (1 point)

## baba-yaga
row-baba-yaga-baba-yagas-hut = Baba Yaga's hut: 1 for the tile (no empty spaces around it)
row-baba-yaga-baba-yagas-hut-1 = Baba Yaga's hut: 1 for the tile
row-baba-yaga-empty-square-spaces = Empty square spaces around the hut (1 each)

## bets
# $feature: road, city or road_or_city; $outcome: match or no_match
row-bets-settled = { $chip } against a { $feature ->
        [road] road
        [city] city
       *[road_or_city] road or city
    } of { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }: { $outcome ->
        [match] match
       *[no_match] no match
    }

## castle
row-castle-castle-full-value = Castle: the full value of the first completed feature next to it
row-castle-castle-still-occupied = Castle still occupied: 0 points (meeples removed before final scoring)
row-castle-mayor-castle-0 = Mayor in a castle: 0 points (a castle has no coats of arms)

## cemetery
row-cemetery-cemeteries-not-scored = Cemeteries are not scored after the game (0 points)

## circus
row-circus-big-top = Big top: { $token } (animal token) per meeple in the vicinity

## city
row-city-bad-neighborhood-tiles = Bad Neighborhood: tiles with only semicircles do not count
row-city-cathars-siege-1 = Cathars / siege: -1 per tile
row-city-cathars-siege-1-coat = Cathars / siege: -1 per coat of arms
row-city-cathedral-incomplete-city = Cathedral in an incomplete city: no points up to here (x0)
row-city-cathedral-plus-1 = Cathedral: +1 per tile
row-city-cathedral-plus-1-coat = Cathedral: +1 per coat of arms
row-city-city-tiles-1 = City tiles (1 each)
row-city-city-tiles-2 = City tiles (2 each)
row-city-coats-arms-1 = Coats of arms (1 each)
row-city-coats-arms-2 = Coats of arms (2 each)
row-city-coiners-quarter-plus = Coiners quarter: +3 per coat of arms
row-city-darmstadtium-plus-3 = Darmstadtium: +3 to the majority
row-city-german-castles-plus = German castles (+3 each)
row-city-gingerbread-man = Gingerbread Man: 1 per tile for { $meeples ->
        [one] { $meeples } meeple
       *[other] each of { $meeples } meeples
    }
row-city-large-city-wonder = Large city of wonder tiles (2 per counted tile)
row-city-large-city-wonder-tiles = Large city of wonder tiles (1 per counted tile)
row-city-mage-plus-1 = Mage: +1 per tile (also with a cathedral)
row-city-one-tile-city = One-tile city (City Gates): 4 points
row-city-siege-plus-0 = Siege: +0 per tile, +1 per coat of arms

## cloister
row-cloister-bookbinders-quarter-plus = Bookbinders quarter: +4 per scored feature
row-cloister-challenge-lost-rival = Challenge lost: the rival was completed first, this building scores 0
row-cloister-challenge-won-completed = Challenge won: completed first, scores as usual
row-cloister-hermit-monastery-1 = Hermit Monastery: -1 per tile with city segments
row-cloister-neighbouring-vineyards-plus = Neighbouring vineyards (+3 each)
row-cloister-neighbouring-vineyards-plus-0 = Neighbouring vineyards (+0 at the end)
row-cloister-pilgrimage-route-plus = Pilgrimage Route: +1 per tile with road segments or a wooden bridge
row-cloister-ringmaster-no-bonus = Ringmaster: no bonus on a { $building } (basic cloisters only)
row-cloister-unresolved-challenge-both = Unresolved challenge: both buildings score as usual

## common
row-common-bathhouses-plus-numbers = Bathhouses (+ the numbers on them)
row-common-mage-plus-1 = Mage: +1 per actual tile
row-common-poverty-3-feature = Poverty: -3 for the feature
row-common-road-segments-german = Road segments on German cathedral tiles (1 each)
row-common-wealth-plus-3 = Wealth: +3 for the feature
row-common-witch-half-points = Witch: half of the points above, rounded up

## correction
row-correction = Correction: { $reason }

## field
row-field-castles = Castles next to the field ({ $per } each)
row-field-cathars = Cities with Cathars / siege: x2 (each had { $per ->
        [one] { $per } point
       *[other] { $per } points
    } above)
row-field-completed-cities = Completed cities next to the field ({ $per } each)
row-field-own-pig-plus = Own pig: +1 per castle or completed city
row-field-pig-herd-plus = Pig-herd: +1 per castle or completed city
row-field-tanners-quarter-plus = Tanners quarter: +2 per shed and farmhouse

## fortune-teller
row-fortune-teller-completed-fortune-teller = Completed the fortune teller tent
row-fortune-teller-fortune-teller-tent = Fortune teller tent: 0 points

## german-castle
row-german-castle-german-castle-2 = German castle (2 points)
row-german-castle-german-castle-completed = German castle completed: 12 points (2 for the castle + 1 per tile around it)
row-german-castle-german-castle-completed-12 = German castle completed: 12 points (its two spaces and the ten around them)
row-german-castle-tiles-10-spaces = Tiles in the 10 spaces around it (1 each)

## german-cathedral
row-german-cathedral-completed-roads-inn = Completed roads with an inn: +1 per tile
row-german-cathedral-completed-roads-inn-plus = Completed roads with an inn: +1 per road segment on cathedral tiles
row-german-cathedral-labyrinth-tiles-road = Labyrinth tiles with a road out still open: not scored
row-german-cathedral-roads-inn-plus = Roads with an inn: +1 per tile
row-german-cathedral-roads-inn-plus-1 = Roads with an inn: +1 per road segment on cathedral tiles
row-german-cathedral-uncompleted-roads-inn = Uncompleted roads with an inn: nothing for the archbishop (x0)

## german-monastery
row-german-monastery-monastery-japanese-building = The monastery or Japanese building (1 point)
row-german-monastery-tiles-direct-row = Tiles in a direct row or column (1 each)

## ghosts
row-ghosts-each = Ghosts ({ $per } each)

## haunted-castle
row-haunted-castle-mist = Tiles with mist in the area ({ $per } each)
row-haunted-castle-starting-tile = The 2x2 starting tile (counts as { $counted ->
        [one] { $counted } tile
       *[other] { $counted } tiles
    } with mist, { $per } each)

## la-porxada
row-la-porxada-la-porxada-your = La Porxada: your knights were in its city, this one is scored as completed

## obelisk
row-obelisk-obelisk-4-spaces = Obelisk: its 4 spaces and the 12 around it (16 points)

## road
row-road-ends-german-cathedral = Ends at a German cathedral: +1 per tile
row-road-ends-german-cathedral-plus = Ends at a German cathedral: +1 per segment on cathedral tiles
row-road-german-castles-roads = German castles at the road's ends (+3 each)
row-road-highway-road-counts = Highway: the road counts as 5 tiles
row-road-inn-incomplete-road = Inn on an incomplete road: no points up to here (x0)
row-road-inn-plus-1 = Inn: +1 per tile
row-road-inn-plus-1-road = Inn: +1 per road segment on German cathedral tiles
row-road-labyrinth-advanced-rules = Labyrinth, advanced rules: +2 per meeple on the network
row-road-mage-plus-1 = Mage: +1 per tile (also with an inn)
row-road-peasant-uprising-1 = Peasant Uprising: -1 per tile with a farmhouse
row-road-road-segments-german = Road segments on German cathedral tiles (1 each; +0 per tile)
row-road-signposts = Signposts in the correct direction ({ $per } each: correct signpost types)
row-road-signposts-correct-direction = Signposts in the correct direction (+1 each)
row-road-street-fair-plus = Street Fair: +1 per tile
row-road-street-fair-plus-1 = Street Fair: +1 per segment on German cathedral tiles
# $toll: small or large
row-road-tollhouse-buildings = Tollhouse, { $toll ->
        [small] small toll
       *[large] large toll
    }: { $per } per farmhouse, shed, garden and highwayman
row-road-tollhouse-travelers = Tollhouse, { $toll ->
        [small] small toll
       *[large] large toll
    }: { $per } per group of travelers
row-road-wainwrights-quarter-plus = Wainwrights quarter: +1 per actual road tile

## shared
row-shared-fairy-next-meeple = Fairy next to the meeple
row-shared-houses-plus-2 = Houses (+2 each)
row-shared-little-buildings-plus = Little buildings (+1 each)
row-shared-sheds-plus-1 = Sheds (+1 each)
row-shared-teacher-equal-feature = Teacher: equal to the feature scoring
row-shared-towers-plus-3 = Towers (+3 each)

## tiles
row-tiles-double-sized = Double-sized tiles ({ $per ->
        [one] { $per } tile
       *[other] { $per } tiles
    } each)
row-tiles-ferry-tiles-1 = Ferry tiles (1 road tile each)
row-tiles-labyrinth-tiles-1 = Labyrinth tiles (1 road tile each)
row-tiles-leipzig-long-roads = Long roads on Leipzig tiles ({ $per ->
        [one] { $per } road tile
       *[other] { $per } road tiles
    } each)
row-tiles-road-tiles-1 = Road tiles (1 each)
row-tiles-triangular-tiles-1 = Triangular tiles (1 tile each)
row-tiles-tunnel-tiles-1 = Tunnel tiles (1 road tile each)
row-tiles-wonder-forking-roads = Wonder forking roads ({ $per ->
        [one] { $per } road tile
       *[other] { $per } road tiles
    } each)
row-tiles-wooden-bridges-1 = Wooden bridges (1 road tile each)

## tollkeepers
row-tollkeepers-tollhouse-1-farmhouse = Tollhouse: 1 per farmhouse, shed, garden and highwayman (any toll)
row-tollkeepers-tollhouse-1-group = Tollhouse: 1 per group of travelers (any toll)

## vodyanoy
row-vodyanoy-vodyanoy-2-follower = Vodyanoy: -2 per follower on the tile
