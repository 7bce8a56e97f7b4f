### Botschaften (Mini 2) und Räuber (Mini 6).

dispatch-2-points = Je 2 Punkte.
dispatch-2-points-coat = 2 Punkte je Wappen
dispatch-2-points-farmer = 2 Punkte je Bauer
dispatch-2-points-knight = 2 Punkte je Ritter
dispatch-ask-say-how-many = gib an, wie viele
dispatch-city-one-your = Die Stadt mit einem deiner Gefolgsleute und der niedrigsten Wertung, wie bei Spielende, ohne Mehrheit.
dispatch-cloister-one-your = Das Kloster mit einem deiner Gefolgsleute und der niedrigsten Wertung, wie bei Spielende, ohne Mehrheit.
dispatch-coats-arms-cities = Wappen in Städten mit mindestens einem deiner Gefolgsleute
dispatch-error-keeps-feature = diese Botschaft wertet ein Gebiet: wähle stattdessen eine andere Botschaft
dispatch-error-count-out-of-range = { $count } liegt nicht zwischen { $min } und { $max }
dispatch-error-not-scored-at-end = `{ $key }` wird bei Spielende in diesem Spiel nicht gewertet
dispatch-error-say-how-many = gib die Anzahl an: { $what }
dispatch-error-say-which-feature = gib an, auf welchem Gebiet der Gefolgsmann steht (Straße, Stadt, Kloster ...)
dispatch-error-takes-no = die Botschaft `{ $tile }` nimmt kein { $field }
dispatch-error-unknown-tile = `{ $key }` ist keine Botschaft (eine von { $keys })
dispatch-feature-one-your = Ein Gebiet mit einem deiner Gefolgsleute, wie bei Spielende, mit Mehrheit; der Gefolgsmann kehrt in deinen Vorrat zurück.
dispatch-instead-tiles-effect = Statt der Wirkung der Botschaft.
dispatch-no-points-action = Keine Punkte für die Aktion selbst; Punkte können durch das Anlegen der Karte entstehen.
dispatch-place-extra-tile = Eine zusätzliche Landschaftskarte anlegen
dispatch-road-one-your = Die Straße mit einem deiner Gefolgsleute und der niedrigsten Wertung, wie bei Spielende, ohne Mehrheit.
dispatch-score-one-meeple = Einen deiner Gefolgsleute werten
dispatch-score-smallest-city = Deine kleinste Stadt werten
dispatch-score-smallest-cloister = Dein kleinstes Kloster werten
dispatch-score-smallest-road = Deine kleinste Straße werten
dispatch-take-2-points = 2 Punkte nehmen
dispatch-your-farmers = Deine Bauern
dispatch-your-knights = Deine Ritter
row-dispatch-count = Botschaft: { $what } (je { $per })
row-dispatch-meeple = Botschaft: dein Gefolgsmann auf dem Gebiet „{ $feature }“, wie bei Spielende, mit Mehrheit
row-dispatch-smallest = Botschaft: dein kleinstes Gebiet „{ $feature }“, wie bei Spielende, ohne Mehrheit
row-dispatch-tile = Botschaft: { $tile }
row-robber-steal = Räuber: die Hälfte von { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    } von { $victim }, aufgerundet
