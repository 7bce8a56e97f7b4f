# Statistics for charts (core/src/statistics): the records' titles and what a
# statistics query refuses.

stats-record-biggest_city = Biggest city
stats-record-longest_road = Longest road
stats-record-best_farmer_game = Best farmer game
stats-record-highest_score = Highest score
stats-record-closest_finish = Closest finish
stats-page-limit = the number of games in a page must be between 1 and { $most }, not { $given }
stats-dates-out-of-order = the period ends before it starts: its end must come after its start
stats-player-repeated = the player with ID { $id } is named twice
stats-pair-same-player = a head-to-head compares two different players
