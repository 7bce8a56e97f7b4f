# Статистика для графиков (core/src/statistics): названия рекордов и то, что
# запрос статистики отклоняет.

stats-record-biggest_city = Самый большой город
stats-record-longest_road = Самая длинная дорога
stats-record-best_farmer_game = Лучшая игра крестьян
stats-record-highest_score = Наибольший счёт
stats-record-closest_finish = Победа с наименьшим отрывом
stats-page-limit = число игр на странице должно быть от 1 до { $most }, а не { $given }
stats-dates-out-of-order = период заканчивается раньше, чем начинается: его конец должен быть после начала
stats-player-repeated = игрок с номером { $id } назван дважды
stats-pair-same-player = для сравнения один на один нужны два разных игрока
