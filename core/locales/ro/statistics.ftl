# Statistici pentru grafice (core/src/statistics): numele recordurilor și ce
# refuză o interogare de statistici.

stats-record-biggest_city = Cel mai mare oraș
stats-record-longest_road = Cel mai lung drum
stats-record-best_farmer_game = Cel mai bun joc al țăranilor
stats-record-highest_score = Cel mai mare scor
stats-record-closest_finish = Cea mai strânsă victorie
stats-page-limit = numărul de jocuri dintr-o pagină trebuie să fie între 1 și { $most }, nu { $given }
stats-dates-out-of-order = perioada se termină înainte să înceapă: sfârșitul ei trebuie să vină după început
stats-player-repeated = jucătorul cu id-ul { $id } este numit de două ori
stats-pair-same-player = o comparație directă are nevoie de doi jucători diferiți
