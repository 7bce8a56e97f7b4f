# Statistiken für Diagramme (core/src/statistics): die Namen der Rekorde und was
# eine Statistikabfrage ablehnt.

stats-record-biggest_city = Größte Stadt
stats-record-longest_road = Längste Straße
stats-record-best_farmer_game = Bestes Spiel der Bauern
stats-record-highest_score = Höchste Punktzahl
stats-record-closest_finish = Knappster Sieg
stats-page-limit = die Zahl der Spiele einer Seite liegt zwischen 1 und { $most }, nicht bei { $given }
stats-dates-out-of-order = der Zeitraum endet, bevor er beginnt: Sein Ende muss nach seinem Anfang liegen
stats-player-repeated = der Spieler mit der Nummer { $id } ist zweimal genannt
stats-pair-same-player = ein direkter Vergleich braucht zwei verschiedene Spieler
