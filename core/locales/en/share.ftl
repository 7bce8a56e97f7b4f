### A game's result shared in a chat message or a picture, and the comments of plays
### exported for BG Stats and BoardGameGeek.

# $date: the day it started (YYYY-MM-DD); $edition: the edition's name
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Game in progress
share-winner = 🏆 { $name } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $names: the tied winners, joined ("Ann and Ben")
share-tied-winners = 🏆 { $names } share the win with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $list: the expansions' names, joined
share-expansions = Expansions: { $list }
share-base-game = Base game
share-turns = { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
share-minutes = { $minutes } min
share-recorded = Recorded with Tally
share-standings-final = Final standings
share-standings-current = Standings so far
share-chart-title = Score after each turn
# The last point of the chart: after the end-game scoring
share-chart-end = end
export-comment = Recorded with Tally · { $edition }
export-comment-expansions = Recorded with Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = it is not finished, and BG Stats records finished plays (finish it, or export it for BoardGameGeek, which marks it incomplete)
format-picture = a picture (PNG)
picture-failed = it could not be drawn ({ $error })
export-bgstats-no-me = BG Stats needs to know which player you are: mark yourself among the players first (Settings, or `tally roster me NAME`)
# The block to copy into BoardGameGeek's form for logging a play, field by field.
bgg-form-title = Log this play on BoardGameGeek (the game's page, "Record a play"), field by field:
bgg-form-expansion = { $name } is logged on BoardGameGeek as a play of its own:
# The picture's name for a player whose name no bundled font can draw.
share-seat-name = Player { $seat }
