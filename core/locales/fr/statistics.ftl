# Statistiques pour les graphiques (core/src/statistics) : les noms des records
# et ce qu'une requête de statistiques refuse.

stats-record-biggest_city = Plus grande ville
stats-record-longest_road = Plus longue route
stats-record-best_farmer_game = Meilleure partie des paysans
stats-record-highest_score = Score le plus élevé
stats-record-closest_finish = Victoire la plus serrée
stats-page-limit = le nombre de parties d'une page doit être compris entre 1 et { $most }, et non { $given }
stats-dates-out-of-order = la période se termine avant de commencer : sa fin doit venir après son début
stats-player-repeated = le joueur avec l'identifiant { $id } est nommé deux fois
stats-pair-same-player = un face-à-face compare deux joueurs différents
