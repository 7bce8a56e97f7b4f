# Statistieken voor grafieken (core/src/statistics): de namen van de records en
# wat een statistiekvraag weigert.

stats-record-biggest_city = Grootste stad
stats-record-longest_road = Langste weg
stats-record-best_farmer_game = Beste spel van de boeren
stats-record-highest_score = Hoogste score
stats-record-closest_finish = Nipste overwinning
stats-page-limit = het aantal spellen op een pagina ligt tussen 1 en { $most }, niet bij { $given }
stats-dates-out-of-order = de periode eindigt voordat ze begint: het einde moet na het begin komen
stats-player-repeated = de speler met nummer { $id } wordt twee keer genoemd
stats-pair-same-player = een onderlinge vergelijking heeft twee verschillende spelers nodig
