# Statistiky pro grafy (core/src/statistics): názvy rekordů a co dotaz na
# statistiky odmítne.

stats-record-biggest_city = Největší město
stats-record-longest_road = Nejdelší cesta
stats-record-best_farmer_game = Nejlepší hra sedláků
stats-record-highest_score = Nejvyšší skóre
stats-record-closest_finish = Nejtěsnější vítězství
stats-page-limit = počet her na stránce musí být mezi 1 a { $most }, ne { $given }
stats-dates-out-of-order = období končí dřív, než začne: jeho konec musí být po začátku
stats-player-repeated = hráč s číslem { $id } je uveden dvakrát
stats-pair-same-player = vzájemné srovnání potřebuje dva různé hráče
