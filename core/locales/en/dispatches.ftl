### Messages dispatches (Mini 2) and robbers (Mini 6).

dispatch-2-points = 2 points each.
dispatch-2-points-coat = 2 points per coat of arms
dispatch-2-points-farmer = 2 points per farmer
dispatch-2-points-knight = 2 points per knight
dispatch-ask-say-how-many = say how many
dispatch-city-one-your = The city with one of your meeples and the lowest score, as at the end of the game, without majority.
dispatch-cloister-one-your = The cloister with one of your meeples and the lowest score, as at the end of the game, without majority.
dispatch-coats-arms-cities = Coats of arms in cities with at least one of your meeples
dispatch-error-keeps-feature = this dispatch scores a feature: choose another dispatch instead
dispatch-error-count-out-of-range = { $count } is not between { $min } and { $max }
dispatch-error-not-scored-at-end = `{ $key }` is not scored at the end of this game
dispatch-error-say-how-many = say how many: { LOWER($what) }
dispatch-error-say-which-feature = say which feature the meeple stands on (road, city, cloister...)
dispatch-error-takes-no = the dispatch `{ $tile }` takes no { $field }
dispatch-error-unknown-tile = `{ $key }` is not a dispatch tile (one of { $keys })
dispatch-feature-one-your = A feature with one of your meeples, as at the end of the game, with majority; the meeple returns to your supply.
dispatch-instead-tiles-effect = Instead of the tile's effect.
dispatch-no-points-action = No points for the action itself; points may come from placing the tile.
dispatch-place-extra-tile = Place an extra land tile
dispatch-road-one-your = The road with one of your meeples and the lowest score, as at the end of the game, without majority.
dispatch-score-one-meeple = Score one of your meeples
dispatch-score-smallest-city = Score your smallest city
dispatch-score-smallest-cloister = Score your smallest cloister
dispatch-score-smallest-road = Score your smallest road
dispatch-take-2-points = Take 2 points
dispatch-your-farmers = Your farmers
dispatch-your-knights = Your knights
row-dispatch-count = Dispatch: { $what } ({ $per } each)
row-dispatch-meeple = Dispatch: your meeple on a { LOWER($feature) }, as at the end, majority applies
row-dispatch-smallest = Dispatch: your smallest { LOWER($feature) }, as at the end, no majority
row-dispatch-tile = Dispatch: { LOWER($tile) }
row-robber-steal = Robber: half of { $victim }'s { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, rounded up
