### Turn-step events and end-game items: names (event-<key>), form labels, help lines, questions, options and refusals.


## abbot
abbot-1-occupied-space = 1 per occupied space around it
abbot-1-tile-8 = 1 per tile in the 8 spaces around it
abbot-1-tile-around = 1 per tile around it
abbot-abbot-cannot-taken = the abbot cannot be taken back when its feature is completely surrounded by tiles
abbot-abbot-taken-back = Abbot taken back: 1 for the feature tile
abbot-abbot-taken-back-1 = Abbot taken back: 1 for the tile in the feature's space
abbot-abbot-taken-back-1-features = Abbot taken back: 1 for the feature's space
abbot-c1-double-sized = C1: a double-sized tile counts as 1 tile, a triangular tile as 1 tile.
abbot-c2-plus-c3 = C2+C3: each half of a double-sized tile counts; a space with one or two triangular tiles counts 1.
abbot-error-eight-around = 8 tiles around: { $reason }
abbot-feature-completely-surrounded = The feature is completely surrounded by tiles
abbot-occupied-spaces-around = Occupied spaces around the abbot's cloister or garden
abbot-owner-abbot-taken = Owner of the abbot taken back
abbot-say-how-many = say how many tiles are around the abbot's feature
abbot-say-how-many-spaces = say how many spaces around the abbot's feature are occupied
abbot-say-how-many-tiles = say how many tiles are in the 8 spaces around the abbot's feature
abbot-tiles-8-spaces = Tiles in the 8 spaces around the abbot's cloister or garden
abbot-tiles-around-abbots = Tiles around the abbot's cloister or garden
abbot-who-abbots-owner = the abbot's owner
abbot-winter-edition-count = Winter edition: count the occupied spaces.

## after-game-barn
after-game-barn-barns-field = Barns in the field
after-game-barn-those-cities-cities = Of those cities, cities with Cathars / siege / besiegers

## after-game-figures
after-game-figures-ask-say-how-many = say how many circus or acrobat tiles are under or next to the ringmaster
after-game-figures-fairy-next-meeple = Fairy next to the meeple: 3 per feature scored
after-game-figures-fairy-no-bonus = Fairy: no bonus, meeples in castles are removed before final scoring
after-game-figures-fairy-no-bonus-acrobats = Fairy: no bonus for acrobats in a pyramid
after-game-figures-feature-ringmaster-stands = Feature the ringmaster stands on
after-game-figures-option-acrobat-pyramid = An acrobat pyramid
after-game-figures-option-another-feature-no = Another feature (no ringmaster points)
after-game-figures-option-castle-meeples-removed = A castle (its meeples are removed before final scoring)
after-game-figures-option-city = City
after-game-figures-option-cloister = Cloister
after-game-figures-option-feature-scored-end = A feature scored at the end of the game
after-game-figures-option-field = Field
after-game-figures-option-fortune-teller-tent = Fortune teller tent (a fortune teller may receive ringmaster points)
after-game-figures-option-road = Road
after-game-figures-players-robber-still = The player's robber is still on the scoring track
after-game-figures-sheep-flock-players = Sheep in the flock of the player's shepherd
after-game-figures-where-fairys-meeple = Where the fairy's meeple stands
after-game-figures-who-ringmasters-owner = the ringmaster's owner

## after-game-holders
after-game-holders-ask-say-how-many = say how many cities were completed in the game
after-game-holders-ask-say-how-many-roads = say how many roads were completed in the game
after-game-holders-completed-cities-game = Completed cities in the game
after-game-holders-completed-roads-game = Completed roads in the game
after-game-holders-holder-king-tile = Holder of the King tile
after-game-holders-holder-robber-baron = Holder of the Robber Baron tile
after-game-holders-who-holder-king-tile = the holder of the King tile
after-game-holders-who-holder-robber-baron = the holder of the Robber Baron tile

## after-game-majorities
after-game-majorities-cloth-tokens = Cloth tokens
after-game-majorities-easter-eggs-left = Easter eggs left (uneaten)
after-game-majorities-grain-tokens = Grain tokens
after-game-majorities-help-only-eggs-still = Only the eggs still uneaten count, even if the player collected more.
after-game-majorities-wine-tokens = Wine tokens

## after-game-tokens
after-game-tokens-fruit-tokens-left = Fruit tokens left
after-game-tokens-gold-pieces = Gold pieces
after-game-tokens-unopened-gift-cards = Unopened gift cards

## after-game-wonders
after-game-wonders-ask-say-how-many = say how many farmers the owner has on the board
after-game-wonders-help-list-every-player = List every player of the game: the rate depends on how many play. The owner's own knights do not count.
after-game-wonders-knights-board = Knights on the board
after-game-wonders-owner-alhambra = Owner of the Alhambra
after-game-wonders-owner-circus-maximus = Owner of the Circus Maximus
after-game-wonders-owners-farmers-board = The owner's farmers on the board
after-game-wonders-who-owner-alhambra = the owner of the Alhambra
after-game-wonders-who-owner-circus-maximus = the owner of the Circus Maximus

## barn
barn-error-besieged-cities = { $besieged ->
        [one] { $besieged } besieged city
       *[other] { $besieged } besieged cities
    }, but only { $cities ->
        [one] { $cities } completed city
       *[other] { $cities } completed cities
    } next to the field

## bathhouse
bathhouse-ask-say-number-bathhouse = say the number on the bathhouse
bathhouse-help-several-bathhouses-sum = With several bathhouses, the sum of their numbers.
bathhouse-number-bathhouse = Number on the bathhouse

## bazaar
bazaar-ask-say-how-many = say how many points the bid is
bazaar-help-auctioneer-who-buys = The auctioneer who buys the tile pays the highest bidder; otherwise the highest bidder pays the auctioneer.
bazaar-player-paying = the player paying
bazaar-player-paying-points = Player paying the points
bazaar-player-receiving = the player receiving
bazaar-player-receiving-points = Player receiving the points
bazaar-points-bid = Points of the bid

## bets
bets-help-all-chips-this = All chips on this office apply to the same feature; the active player picks it.
bets-tiles-completed-road = Tiles of the completed road or city the office's chips apply to

## catapult
catapult-catapult-token = Catapult token
catapult-catch-game-catcher = Catch game: catcher
catapult-catch-game-caught = Catch game, caught: 5 to the catcher
catapult-catch-game-not = Catch game, not caught and not far enough: 5 to the catcher
catapult-catch-game-not-caught = Catch game, not caught but far enough: 5 to the thrower
catapult-catch-game-result = Catch game: result
catapult-catch-game-thrower = Catch game: thrower
catapult-catch-game-touched = Catch game, touched but not caught: 5 to the thrower
catapult-catcher = the catcher
catapult-error-catch-game-not = is for the catch game, not the target tournament
catapult-error-target-tournament-not = is for the target tournament, not the catch game
catapult-option-catch-game = Catch game
catapult-option-caught-catcher-scores = Caught: the catcher scores 5
catapult-option-not-caught-but = Not caught but far enough: the thrower scores 5
catapult-option-not-caught-not = Not caught and not far enough: the catcher scores 5
catapult-option-target-throwing-tournament = Target throwing tournament
catapult-option-touched-but-not = Touched but not caught: the thrower scores 5
catapult-thrower = the thrower
catapult-tournament-thrower-whose = Tournament: thrower whose token lands closest to the target
catapult-who-thrower-closest-target = the thrower closest to the target

## common
common-active-player = Active player
common-ask-say-how-many = say how many tiles the road or city has
common-ask-say-how-many-completed = say how many completed cities touch the field
common-ask-say-how-many-tiles = say how many tiles the city has
common-castles-next-field = Castles next to the field
common-completed-cities-next = Completed cities next to the field
common-help-city-carcassonne-city = The City of Carcassonne and the City of Leipzig count; towns turned into castles do not.
common-own-pig-field = Own pig in the field
common-player-whose-meeple = Player whose meeple has the fairy
common-who-active-player = the active player
common-who-player-whose-meeple = the player whose meeple has the fairy

## easter
easter-error-choose-who-completed = choose who completed the nest
easter-own-meeples-nests = Own meeples on the nest's tile and the 8 tiles around it
easter-own-meeples-nests-space = Own meeples on the nest's space and the eight spaces around it
easter-own-meeples-nests-tile = Own meeples on the nest's tile and the tiles on the 8 spaces around it
easter-player-completing-easter = Player completing the Easter nest

## event
event-abbot-retrieve = Take the abbot back
event-acrobats-pyramid = Acrobat pyramid
event-after_game-barn = Barn final scoring
event-after_game-easter_eggs = Easter eggs
event-after_game-fairy = Fairy after the game
event-after_game-fruit = Fruit tokens
event-after_game-gifts = Unopened gifts
event-after_game-gold = Gold pieces
event-after_game-king = King
event-after_game-ringmaster = Ringmaster after the game
event-after_game-robber_baron = Robber Baron
event-after_game-robber_remaining = Robber left on the scoring track
event-after_game-shepherd_remaining = Shepherd left on a field
event-after_game-trade_goods = Trade goods
event-after_game-wonder-alhambra = Alhambra
event-after_game-wonder-circus_maximus = Circus Maximus
event-anniversary20-arrow = 20th-anniversary arrow
event-bathhouse-buy_back = Buy back a meeple from a bathhouse
event-bazaar-auction = Bazaar auction
event-bets-office = Betting office
event-catapult = Catapult
event-circus-big_top = Circus (big top)
event-easter-bunny_move = Easter bunny moves
event-easter-nest = Easter nest completed
event-fairy-start_of_turn = Fairy at the start of the turn
event-fruit_trees-harvest = Harvest fruit
event-fruit_trees-sell = Sell fruit
event-gifts-cash_out = Gift: cash out
event-gifts-road_sweeper = Gift: road sweeper
event-gingerbread_man-incomplete_city = Gingerbread Man leaves an incomplete city
event-peasant_revolts-protect_meeple = Protect a meeple against peasant revolts
event-peasant_revolts-protect_phantom = Protect the phantom against peasant revolts
event-peasant_revolts-protected = Peasant revolt: protected meeples
event-shepherd-herd_into_stable = Herd the flock into the stable
event-spiel_doch_2018-order = Spiel Doch! 02/2018 tiles in order
event-tower-prisoner_ransom = Prisoner ransom (The Tower)
event-wheel_of_fortune-crown_space = Wheel of Fortune: crown space
event-wheel_of_fortune-famine = Wheel of Fortune: famine
event-wheel_of_fortune-fortuna = Wheel of Fortune: Fortuna
event-wheel_of_fortune-inquisition = Wheel of Fortune: inquisition
event-wheel_of_fortune-plague = Wheel of Fortune: plague
event-wheel_of_fortune-storm = Wheel of Fortune: storm
event-wheel_of_fortune-taxes = Wheel of Fortune: taxes
event-wind_roses-placement = Wind rose placed correctly

## fairy
fairy-help-only-when-fairy = Only when the fairy is assigned to an acrobat; 0 otherwise.
fairy-players-acrobats-fairys = The player's acrobats in the fairy's pyramid

## fruit-trees
fruit-trees-ask-say-how-many = say how many fruit tokens are sold
fruit-trees-ask-say-points-fruit = say the points on the fruit token
fruit-trees-fruit-tokens-sold = Fruit tokens sold
fruit-trees-help-1-token-3 = 1 token = 3, 2 = 6, 3 = 10, 4 = 15 points.
fruit-trees-points-shown-fruit = Points shown on the fruit token

## gifts
gifts-ask-say-how-many = say how many meeples are on the feature
gifts-help-every-players-meeples = Every player's meeples on the feature, the one taken back included.
gifts-meeples-chosen-feature = Meeples on the chosen feature
gifts-needs-another-expansion = another expansion
gifts-player-opening-gift = Player opening the gift
gifts-who-player-opening-gift = the player opening the gift

## gingerbread-man
gingerbread-man-own-meeples-city = Own meeples in the city
gingerbread-man-tiles-city-gingerbread = Tiles of the city the Gingerbread Man leaves

## peasant-revolts
peasant-revolts-option-meeple-already-placed = A meeple already placed (-2)
peasant-revolts-option-while-placing-meeple = While placing the meeple (-4)
peasant-revolts-protected-meeples-features = Protected meeples on the features the revolt hits
peasant-revolts-protecting-meeple-already = Protecting a meeple already placed (-2)
peasant-revolts-protecting-meeple-while = Protecting a meeple while placing it (-4)
peasant-revolts-which-meeple-protected = Which meeple is protected

## placement
placement-spiel-doch-tiles = Spiel Doch! tiles in the correct order (basic rules: 0 points)
placement-spiel-doch-tiles-correct = Spiel Doch! tiles in the correct order (variant rules: 5 points)

## shepherd
shepherd-ask-say-how-many = say how many sheep the flock's tokens show
shepherd-help-add-up-sheep = Add up the sheep shown on every token of the flock.
shepherd-sheep-depicted-flocks = Sheep depicted on the flock's tokens
shepherd-shepherds-owner = Shepherd's owner
shepherd-who-shepherds-owner = the shepherd's owner

## tower
tower-captor = the captor
tower-paying-player = the paying player
tower-player-buying-back = Player buying back a meeple (the active player)
tower-player-whose-tower = Player whose tower holds the meeple

## wheel
wheel-error-crown-sector = { $total ->
        [one] { $total } meeple
       *[other] { $total } meeples
    } in the crown sector, which has { $spaces ->
        [one] { $spaces } space
       *[other] { $spaces } spaces
    }

## wheel-of-fortune
wheel-of-fortune-active-crown-sector = The active crown sector
wheel-of-fortune-coats-arms-city = Coats of arms in the city
wheel-of-fortune-help-one-city-scoring = One city per scoring: repeat for every city with knights.
wheel-of-fortune-help-one-field-scoring = One field per scoring: repeat for every field with farmers.
wheel-of-fortune-meeples-players-supply = Meeples in the player's supply
wheel-of-fortune-option-crown-space-only = A crown space with only one space
wheel-of-fortune-option-crown-space-two = A crown space with two spaces
wheel-of-fortune-own-farmers-field = Own farmers in the field
wheel-of-fortune-own-knights-city = Own knights in the city
wheel-of-fortune-own-meeples-crown = Own meeples in the crown spaces
wheel-of-fortune-own-monks = Own monks
wheel-of-fortune-pig-herd-field = Pig-herd in the field
row-wheel-of-fortune-alone-crown-space = Alone in a crown space with two spaces: 6 points
row-wheel-of-fortune-crown-space-one = Crown space with one space: 3 points
row-wheel-of-fortune-two-meeples-crown = Two meeples in a crown space with two spaces: 3 per meeple
