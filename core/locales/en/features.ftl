### Features: names (feature-<key>), form labels, help lines, questions, options and refusals.


## acrobats
acrobats-error-ghosts = { $ghosts ->
        [one] { $ghosts } ghost does
       *[other] { $ghosts } ghosts do
    } not fit { $meeples ->
        [one] { $meeples } acrobat
       *[other] { $meeples } acrobats
    } (at most { $most } each)
acrobats-error-pyramid-full = { $total ->
        [one] { $total } meeple does
       *[other] { $total } meeples do
    } not fit one pyramid (at most { $most })
acrobats-ghosts-players-acrobats = Ghosts on the player's acrobats
acrobats-own-meeples-pyramid = Own meeples in the pyramid

## area
area-count-spaces-around = Count the spaces around it that hold a tile (0 to 8).
area-error-little-buildings-do-not-fit = { $count ->
        [one] { $count } little building does
       *[other] { $count } little buildings do
    } not fit on the { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } { $place } (one per tile)
area-half-double-sized = Each half of a double-sized tile counts as 1 tile; a space with one or two triangular tiles counts as 1 tile; each space of a wonder tile counts as 1 tile.
area-occupied-spaces-around = Occupied spaces around it
area-say-how-many = say how many tiles are around it
area-say-how-many-spaces = say how many spaces around it are occupied
area-say-how-many-tiles = say how many tiles are in the 8 spaces around it
area-tiles-8-spaces = Tiles in the 8 spaces around it
area-tiles-around = Tiles around it
row-area-tiles-8-spaces-around = Tiles in the 8 spaces around it (1 each)

## baba-yaga
baba-yaga-ask-say-how-many = say how many of the 8 spaces around the hut are empty
baba-yaga-empty-square-spaces = Empty square spaces around the hut
baba-yaga-followers-baba-yagas = Followers on Baba Yaga's hut
baba-yaga-help-8-square-spaces = Of the 8 square spaces around the hut, those with no tile on them (+1 each).

## bets
bets-chip-2-6 = Chip 2 / 6
bets-chip-2-6-settled = Chip 2 / 6 settled against this feature
bets-chip-3-5 = Chip 3 / 5
bets-chip-3-5-settled = Chip 3 / 5 settled against this feature
bets-chip-3-6 = Chip 3 / 6
bets-chip-3-6-settled = Chip 3 / 6 settled against this feature
bets-chip-4-7 = Chip 4 / 7+
bets-chip-4-7-plus = Chip 4 / 7+ settled against this feature
bets-chip-4-8 = Chip 4 (8 points)
bets-chip-4-8-points = Chip 4 (8 points) settled against this feature
bets-chip-5-8 = Chip 5 / 8+
bets-chip-5-8-plus = Chip 5 / 8+ settled against this feature
bets-feature-chips-settled = Feature the chips are settled against
bets-help-counted-when-road = Counted as when the road or city was scored.
bets-option-completed-city = A completed city
bets-option-completed-road = A completed road
bets-tiles-that-road = Tiles of that road or city

## castle
castle-ask-say-how-many = say how many points the first completed feature next to the castle scored
castle-help-that-features-value = That feature's value as its majority scored it (bonuses and ghost penalties of single players apart), even if nobody occupied it.
castle-mayor-castle-scores = Mayor in the castle (scores 0: a castle has no coats of arms)
castle-meeples-castle = Meeples in the castle
castle-points-first-completed = Points of the first completed feature next to the castle

## cemetery
cemetery-cemetery-0-points = Cemetery: 0 points; take 1 extra guard meeple of your colour, if available
cemetery-cemetery-0-points-2 = Cemetery: 0 points
cemetery-cemetery-keepers = Cemetery keepers

## circus
circus-ask-say-number-animal = say the number on the animal token
circus-big-top-tile = The big-top tile and the 8 tiles around it, meeples in castles overlapping them included. A double-sized tile counts as 1 tile with all its meeples on regular features; a triangular or wonder tile counts as 1 tile. Not counted: meeples in the City of Carcassonne, inside the Wheel of Fortune or in the City of Leipzig.
circus-big-top-tile-tiles = The big-top tile and the tiles on the 8 spaces around it, meeples in castles overlapping those spaces included. Each half of a double-sized tile is a tile, but the meeples on regular features of both halves count even if one half is not adjacent. Not counted: meeples in the City of Carcassonne, inside the Wheel of Fortune or in the City of Leipzig.
circus-meeples-big-tops = Meeples in the big top's vicinity
circus-number-animal-token = Number on the animal token under the big top

## city
city-active-city-scoring = Active city scoring tile
city-cathars-siege-besiegers = Cathars / siege / besiegers in the city
city-cathedral-city = Cathedral in the city
city-city-tiles = City tiles
city-coats-arms-pennants = Coats of arms (pennants)
city-darmstadtium-city = Darmstadtium in the city
city-error-one-tile-city = a one-tile city has 1 tile, not { $counted }
city-german-castles-closing = German castles closing the city
city-gingerbread-man-leaves = The Gingerbread Man leaves this city
city-knights-city = Knights in the city
city-mage-city = Mage in the city
city-mayors-city-strength = Mayors in the city (strength = coats of arms)
city-meeple-coiners-quarter = Meeple in the Coiners quarter
city-one-tile-city = A one-tile city closed by a city gate
city-option-bad-neighborhood-tiles = Bad Neighborhood: tiles with only semicircular city segments do not count
city-option-citizens-jury-everyone = Citizens' Jury: everyone in the city shares the majority
city-option-no-city-scoring = No city scoring tile
city-option-siege-plus-1 = Siege: +1 per coat of arms
city-sum-numbers-citys = Sum of the numbers on the city's bathhouses
city-tiles-only-semicircular = Tiles with only semicircular city segments
city-witch-city = Witch in the city

## cloister
cloister-abbey = Abbey
cloister-abbot-building-scores = Abbot on the building (scores like a monk)
cloister-active-monastic-scoring = Active monastic scoring tile
cloister-area = of the area
cloister-building = Building
cloister-challenge-between-shrine = Challenge between a shrine and a cloister
cloister-cloister-monastery = Cloister (monastery)
cloister-darmstadt-church = Darmstadt church
cloister-dutch-belgian-monastery = Dutch & Belgian monastery
cloister-error-church-bonus = the majority bonus is for a Darmstadt church, not a { $building }
cloister-error-vineyards-do-not-fit = { $vineyards ->
        [one] { $vineyards } vineyard does
       *[other] { $vineyards } vineyards do
    } not fit among the { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } around the { $building }
cloister-german-monastery = German monastery
cloister-help-not-those-city = Not those in the City of Carcassonne, inside the Wheel of Fortune or in the City of Leipzig.
cloister-japanese-building = Japanese building
cloister-meeple-bookbinders-quarter = Meeple in the Bookbinders quarter
cloister-meeples-darmstadt-church = Meeples on the Darmstadt church tile and the 8 around it
cloister-monks-building-heretic = Monks on the building (heretic on a shrine)
cloister-neighbouring-vineyards-plus = Neighbouring vineyards (+3 each)
cloister-neighbouring-vineyards-plus-0 = Neighbouring vineyards (+0 at the end)
cloister-noun-abbey = abbey
cloister-noun-cloister = cloister
cloister-noun-darmstadt-church = Darmstadt church
cloister-noun-dutch-belgian-monastery = Dutch & Belgian monastery
cloister-noun-german-monastery = German monastery
cloister-noun-japanese-building = Japanese building
cloister-noun-shrine = shrine
cloister-option-challenge-not-resolved = Challenge not resolved by the end of the game
cloister-option-hermit-monastery-1 = Hermit Monastery: -1 per tile with city segments
cloister-option-lost-rival-building = Lost: the rival building was completed first
cloister-option-no-challenge = No challenge
cloister-option-no-monastic-scoring = No monastic scoring tile
cloister-option-pilgrimage-route-plus = Pilgrimage Route: +1 per tile with road segments or a wooden bridge
cloister-option-won-this-building = Won: this building was completed first
cloister-shrine = Shrine
cloister-tiles-city-segments = Tiles with city segments in the area (Hermit Monastery)
cloister-tiles-road-segments = Tiles with road segments or a wooden bridge in the area (Pilgrimage Route)
row-cloister-darmstadt-church-plus = Darmstadt church: +3 to the majority on the church tile and the 8 tiles around it
row-cloister-darmstadt-church-plus-3 = Darmstadt church: +3 to the majority on the church tile and the tiles in the 8 spaces around it

## common
common-double-sized-tile = A double-sized tile counts as 1 tile; each triangular tile counts as 1 tile; a wonder tile counts as 1 tile.
common-farmhouses-sheds-gardens = Farmhouses, sheds, gardens and highwaymen on the road
common-groups-travelers-road = Groups of travelers on the road
common-option-poverty-3 = Poverty: -3
common-option-wealth-plus-3 = Wealth: +3
common-road-segments-german = Road segments on German cathedral tiles
row-common-occupied-spaces-around = Occupied spaces around it (1 each)
row-common-tiles-around-1 = Tiles around it (1 each)

## feature
feature-acrobats = Acrobat pyramid
feature-baba_yaga = Baba Yaga's hut
feature-bets = Betting office
feature-castle = Castle
feature-cemetery = Cemetery
feature-circus = Circus (big top)
feature-city = City
feature-cloister = Cloister
feature-field = Field
feature-field_barn_s1 = Field & barn: placing a barn
feature-field_barn_s2 = Field & barn: joining a field to a barn
feature-field_barn_special = Field & barn: farmers from the City of Carcassonne
feature-fortune_teller = Fortune teller tent
feature-garden = Garden
feature-german_castle = German castle
feature-german_cathedral = German cathedral
feature-german_monastery = German monastery or Japanese building (abbot)
feature-haunted_castle = Haunted castle
feature-la_porxada = City of a player with knights in La Porxada's city
feature-obelisk = Obelisk
feature-road = Road
feature-tollkeepers = Tollhouses at an incomplete road
feature-vodyanoy = Vodyanoy

## field
field-city-carcassonne-city = The City of Carcassonne and the City of Leipzig count as completed cities.
field-city-carcassonne-city-leipzig = The City of Carcassonne and the City of Leipzig count as completed cities; a town converted into a castle is not a completed city (count it as a castle).
field-error-besieged-cities = { $besieged ->
        [one] { $besieged } city
       *[other] { $besieged } cities
    } with Cathars, but only { $cities ->
        [one] { $cities } completed city touches
       *[other] { $cities } completed cities touch
    } the field
field-farmers-field = Farmers in the field
field-help-pig-helps-only = The pig helps only its owner, and only if the owner has the majority of farmers.
field-help-pig-herds-do = Pig-herds do not stack: two or more count as one.
field-help-such-city-worth = Each such city is worth twice what it got above (its points, pig and pig-herd included).
field-help-tanners-quarter-plus = For the Tanners quarter: +2 per shed and farmhouse, only for a player with the majority of farmers.
field-help-towns-converted-into = Towns converted into castles (Bridges, Castles & Bazaars).
field-meeple-tanners-quarter = Meeple in the Tanners quarter
field-pig-herd-pigsty = Pig-herd (pigsty) in the field
field-sheds-farmhouses-field = Sheds and farmhouses in the field
field-those-cities-cities = Of those cities: cities with Cathars / siege

## fortune-teller
fortune-teller-fortune-tellers-tent = Fortune tellers in the tent
fortune-teller-help-scores-3-points = Scores 3 points whether or not they have a fortune teller in the tent.
fortune-teller-player-who-completed = Player who completed the tent

## garden
garden-abbot-garden = Abbot on the garden
garden-error-one-abbot = a { $feature } holds one abbot
garden-gardens-area = of the garden's area
garden-help-vineyards-do-not = Vineyards do not affect gardens.
garden-noun-garden = garden

## german-castle
german-castle-ask-say-how-many = say how many tiles are around the German castle
german-castle-help-10-spaces-around = Of the 10 spaces around the castle; all 10 filled means it was completed.
german-castle-help-c1-double-sized = C1: a double-sized tile counts as 1 tile, each triangular tile as 1, a wonder tile as 1.
german-castle-help-space-holding-tile = Each space holding a tile counts 1 (one or two triangular tiles: 1; each half of a double-sized tile and each square of a wonder tile: 1). All 10 filled means it was completed.
german-castle-knights-german-castle = Knights in the German castle
german-castle-occupied-spaces-around = Occupied spaces around the German castle
german-castle-tiles-10-spaces = Tiles in the 10 spaces around the German castle
german-castle-tiles-around-german = Tiles around the German castle
row-german-castle-tiles-10-spaces-around = Tiles in the 10 spaces around it (1 each)

## german-cathedral
german-cathedral-archbishops-german-cathedral = Archbishops on the German cathedral
german-cathedral-ask-say-how-many = say how many road segments these roads have on German cathedral tiles
german-cathedral-ask-say-how-many-road = say how many road tiles these roads have
german-cathedral-cathedral-road-segments = Cathedral road segments of the roads with an inn
german-cathedral-cathedral-road-segments-completed = Cathedral road segments of completed roads with an inn
german-cathedral-cathedral-road-segments-uncompleted = Cathedral road segments of uncompleted roads with an inn
german-cathedral-error-inn-segments = { $inn ->
        [one] { $inn } cathedral road segment
       *[other] { $inn } cathedral road segments
    } with an inn, but the roads have only { $segments }
german-cathedral-error-inn-tiles = { $inn ->
        [one] { $inn } road tile
       *[other] { $inn } road tiles
    } with an inn, but the roads count only { $tiles }
german-cathedral-error-open-labyrinths = { $open ->
        [one] { $open } open labyrinth tile
       *[other] { $open } open labyrinth tiles
    }, but only { $labyrinths ->
        [one] { $labyrinths } labyrinth tile
       *[other] { $labyrinths } labyrinth tiles
    }
german-cathedral-german-cathedral-tiles = German cathedral tiles these roads reach
german-cathedral-help-archbishops-cathedral-any = The archbishop's cathedral and any other German cathedral at the far end of one of its roads.
german-cathedral-help-archbishops-cathedral-has = The archbishop's cathedral has 3 or 4; each other cathedral counts the segments of these roads.
german-cathedral-help-counted-above-plus = Counted as above: +1 each. A road with several inns counts once.
german-cathedral-help-counted-above-road = Counted as above; a road with several inns counts once.
german-cathedral-help-these-give-archbishop = These give the archbishop nothing (x0).
german-cathedral-help-this-rule-labyrinth = With this rule a labyrinth tile scores only when every road leading out of it is closed.
german-cathedral-needs-labyrinth-closed-only = labyrinth with the closed-only German cathedral rule
german-cathedral-road-tiles-all = Road tiles of all these roads (cathedral tiles apart; each tile once)
german-cathedral-road-tiles-completed = Road tiles of completed roads with an inn
german-cathedral-road-tiles-roads = Road tiles of the roads with an inn
german-cathedral-road-tiles-uncompleted = Road tiles of uncompleted roads with an inn
german-cathedral-those-labyrinth-tiles = Of those labyrinth tiles: tiles with a road leading out still open

## german-monastery
german-monastery-abbot-monastery-japanese = Abbot on the monastery or Japanese building
german-monastery-ask-say-how-many = say how many tiles are in a direct row or column from the building
german-monastery-every-tile-straight = Every tile in a straight line from the building, in its row and in its column. A double-sized tile counts as 1 tile; each triangular tile counts as 1 tile; a wonder tile counts as 1 tile.
german-monastery-every-tile-straight-line = Every tile in a straight line from the building, in its row and in its column. Each half of a double-sized tile counts as 1 tile; a square with one or two triangular tiles counts as 1 tile; each square of a wonder tile counts as 1 tile.
german-monastery-that-count = that count
german-monastery-tiles-direct-row = Tiles in a direct row or column from it
german-monastery-who-monastery-japanese-building = monastery or Japanese building

## haunted-castle
haunted-castle-2x2-starting-tile = The 2x2 starting tile is in the area (counts as 1 tile)
haunted-castle-2x2-starting-tile-area = The 2x2 starting tile is in the area (counts as 4 tiles)
haunted-castle-ask-say-how-many = say how many tiles with mist are in the area
haunted-castle-error-area-full = { $mist ->
        [one] { $mist } other tile does
       *[other] { $mist } other tiles do
    } not fit the area with the 2x2 starting tile in it (at most { $most })
haunted-castle-followers-haunted-castle = Followers on the haunted castle
haunted-castle-haunted-castles-tile = The haunted castle's tile and the eight tiles around it; a double-sized tile counts as 1 tile.
haunted-castle-haunted-castles-tile-eight = The haunted castle's tile and the eight spaces around it.
haunted-castle-haunted-castles-tile-tiles = The haunted castle's tile and the tiles on the 8 spaces around it; each half of a double-sized tile counts as a tile.
haunted-castle-tiles-mist-area = Tiles with mist in the area (the 2x2 starting tile apart)

## la-porxada
la-porxada-error-no-majority-holder = no majority holder of this city had knights in La Porxada's city: score it as a city
la-porxada-had-knights-completed = Had knights in the completed city with La Porxada
la-porxada-help-this-uncompleted-city = This uncompleted city is scored as completed for a majority holder who had knights in La Porxada's city.

## majority
majority-follower-hill-wins = Follower on a hill (wins a tie)
majority-large-meeples-count = Large meeples (count 2)

## needs
needs-during-the-game = { $element } (during the game)
needs-one-of = one of { $elements }

## obelisk
obelisk-followers-obelisk = Followers on the obelisk

## road
road-active-road-scoring = Active road scoring tile
road-ask-say-how-many = say how many tiles the road has
road-correct-signpost-types = Correct signpost types
road-different-german-castles = Different German castles the road ends at
road-german-cathedral-tiles = German cathedral tiles the road ends at
road-help-road-that-ends = A road that ends at a German cathedral gets +1 per tile; roads that start and end at the same cathedral count once.
road-highwaymen-road = Highwaymen on the road
road-inn-road = Inn on the road
road-large-tollhouses-toll = Large tollhouses (toll 2) at the road's ends
road-mage-road = Mage on the road
road-meeple-wainwrights-quarter = Meeple in the Wainwrights quarter
road-meeples-labyrinths-road = Meeples on the labyrinth's road network
road-needs-labyrinth-advanced-rules = labyrinth with the advanced rules variant
road-option-highway-road-counts = Highway: the road counts as 5 tiles
road-option-no-road-scoring = No road scoring tile
road-option-peasant-uprising-1 = Peasant Uprising: -1 per tile with a farmhouse
road-option-street-fair-plus = Street Fair: +1 per tile
road-road-tiles-german = Road tiles (German cathedral tiles apart)
road-signposts-pointing-correct = Signposts pointing in the correct direction
road-small-tollhouses-toll = Small tollhouses (toll 1) at the road's ends
road-sum-numbers-roads = Sum of the numbers on the road's bathhouses
road-tiles-farmhouse-peasant = Tiles with a farmhouse (Peasant Uprising)
road-witch-road = Witch on the road

## shared
shared-acrobat-tiles-under = Acrobat tiles under or next to the ringmaster
shared-circus-acrobat-tiles = Circus or acrobat tiles under or next to the ringmaster
shared-circus-tiles-under = Circus tiles under or next to the ringmaster
shared-ghosts-players-followers = Ghosts on the player's followers
shared-houses-plus-2 = Houses (+2)
shared-little-buildings = Little buildings
shared-little-buildings-basic = little_buildings (basic rules)
shared-little-buildings-variant = little_buildings (variant rules)
shared-player-meeple-next = Player with the meeple next to the fairy
shared-player-ringmaster = Player with the ringmaster on it
shared-player-teacher = Player with the teacher
shared-ringmaster-2-acrobat = Ringmaster: 2 per acrobat tile
shared-ringmaster-2-circus = Ringmaster: 2 per circus tile
shared-ringmaster-2-circus-acrobat = Ringmaster: 2 per circus or acrobat tile
shared-sheds-plus-1 = Sheds (+1)
shared-towers-plus-3 = Towers (+3)

## tiles
tiles-alhambras-large-city = Alhambra's large city
tiles-circus-maximuss-large = Circus Maximus's large city
tiles-error-segments-do-not-fit = { $segments ->
        [one] { $segments } segment does
       *[other] { $segments } segments do
    } not fit { $tiles ->
        [one] { $tiles } German cathedral tile
       *[other] { $tiles } German cathedral tiles
    } (1 to 4 segments each)
tiles-ferry-tiles-1 = Ferry tiles (1 road tile each)
tiles-half-double-sized = Each half of a double-sized tile counts as a tile; a square with one or two triangular tiles counts as 1 tile; each square of a wonder tile counts as 1 tile.
tiles-labyrinth-tiles-1 = Labyrinth tiles (1 road tile each)
tiles-long-roads-leipzig = Long roads on Leipzig tiles (2 road tiles each in C3)
tiles-long-roads-leipzig-tiles = Long roads on Leipzig tiles (1 road tile each)
tiles-notre-dames-large = Notre-Dame's large city
tiles-notre-dames-long = Notre-Dame's long forking road
tiles-other-double-sized = Other double-sized tiles (1 tile each in C1)
tiles-other-double-sized-tiles = Other double-sized tiles (each half counts: 2 each)
tiles-square-one-two = A square with one or two triangular tiles counts as 1 tile; each square of a wonder tile counts as 1 tile (double-sized tiles: no impact on cities).
tiles-squares-holding-triangular = Squares holding triangular tiles (1 tile each)
tiles-stonehenges-long-forking = Stonehenge's long forking road
tiles-tiles-wooden-bridge = Tiles with a wooden bridge (1 road tile each)
tiles-triangular-tile-counts = Each triangular tile counts as 1 tile; a wonder tile counts as 1 tile (double-sized tiles: no impact on cities).
tiles-triangular-tiles-1 = Triangular tiles (1 tile each)
tiles-tunnel-tiles-1 = Tunnel tiles (1 road tile each)

## tollkeepers
tollkeepers-ask-say-how-many = say how many farmhouses, sheds, gardens and highwaymen are on the road
tollkeepers-ask-say-how-many-groups = say how many groups of travelers are on the road
tollkeepers-error-too-many = { $tollhouses ->
        [one] { $tollhouses } tollhouse
       *[other] { $tollhouses } tollhouses
    } at one road: a road has { $ends ->
        [one] { $ends } end
       *[other] { $ends } ends
    }
tollkeepers-help-toll-1-2 = Toll 1 or 2 alike: the number on the tollhouse does not matter at the end of the game.
tollkeepers-help-wooden-bridge-same = A wooden bridge on the same tile does not change these.
tollkeepers-tollhouse-crossing-end = Tollhouse at a crossing at an end of this road

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Followers on the Vodyanoy tile
vodyanoy-help-every-follower-player = Every follower of the player on any feature of the tile; a large meeple is one follower.

## watchtower
watchtower-help-all-players-meeples = All players' meeples count, also in castles overlapping the area; not in Carcassonne, the Wheel of Fortune or Leipzig. Wooden bridges count as road segments.
watchtower-option-city-1-tile = City: 1 per tile with a city segment
watchtower-option-cloister-3-monastic = Cloister: 3 per monastic building
watchtower-option-coat-arms-2 = Coat of arms: 2 per coat of arms
watchtower-option-meeple-2-meeple = Meeple: 2 per meeple in the area
watchtower-option-road-1-tile = Road: 1 per tile with a road segment
watchtower-player-meeple-next = Player with a meeple next to the watchtower
watchtower-symbol-watchtower = Symbol on the watchtower
watchtower-things-that-symbol = Things with that symbol in the watchtower's area
row-watchtower-city-symbol = Watchtower, city symbol: 1 per tile with a city segment
row-watchtower-cloister-symbol = Watchtower, cloister symbol: 3 per monastic building
row-watchtower-coat-arms = Watchtower, coat of arms symbol: 2 per coat of arms
row-watchtower-meeple-symbol = Watchtower, meeple symbol: 2 per meeple in the area
row-watchtower-road-symbol = Watchtower, road symbol: 1 per tile with a road segment
