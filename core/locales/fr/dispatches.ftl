### Messages des hérauts (Mini 2) et voleurs (Mini 6).

dispatch-2-points = 2 points chacun.
dispatch-2-points-coat = 2 points par blason
dispatch-2-points-farmer = 2 points par paysan
dispatch-2-points-knight = 2 points par chevalier
dispatch-ask-say-how-many = dites combien
dispatch-city-one-your = La ville avec un de vos meeples et le plus petit score, comptée comme en fin de partie, sans majorité.
dispatch-cloister-one-your = L'abbaye avec un de vos meeples et le plus petit score, comptée comme en fin de partie, sans majorité.
dispatch-coats-arms-cities = Blasons des villes où vous avez au moins un meeple
dispatch-error-keeps-feature = ce message compte une zone : choisissez plutôt un autre message
dispatch-error-count-out-of-range = { $count } n'est pas entre { $min } et { $max }
dispatch-error-not-scored-at-end = `{ $key }` ne se compte pas en fin de partie dans ce jeu
dispatch-error-say-how-many = dites combien : { LOWER($what) }
dispatch-error-say-which-feature = dites sur quelle zone se trouve le meeple (route, ville, abbaye...)
dispatch-error-takes-no = le message `{ $tile }` ne prend pas de { $field }
dispatch-error-unknown-tile = `{ $key }` n'est pas un message (l'un de { $keys })
dispatch-feature-one-your = Une zone avec un de vos meeples, comptée comme en fin de partie, avec majorité ; le meeple retourne dans votre réserve.
dispatch-instead-tiles-effect = Au lieu de l'effet de la tuile.
dispatch-no-points-action = Aucun point pour l'action elle-même ; la pose de la tuile peut en rapporter.
dispatch-place-extra-tile = Poser une tuile terrain supplémentaire
dispatch-road-one-your = La route avec un de vos meeples et le plus petit score, comptée comme en fin de partie, sans majorité.
dispatch-score-one-meeple = Compter un de vos meeples
dispatch-score-smallest-city = Compter votre plus petite ville
dispatch-score-smallest-cloister = Compter votre plus petite abbaye
dispatch-score-smallest-road = Compter votre plus petite route
dispatch-take-2-points = Prendre 2 points
dispatch-your-farmers = Vos paysans
dispatch-your-knights = Vos chevaliers
row-dispatch-count = Message : { $what } ({ $per } chacun)
row-dispatch-meeple = Message : votre meeple sur la zone « { LOWER($feature) } », comme en fin de partie, avec majorité
row-dispatch-smallest = Message : votre plus petite zone « { LOWER($feature) } », comme en fin de partie, sans majorité
row-dispatch-tile = Message : { LOWER($tile) }
row-robber-steal = Voleur : la moitié { $points ->
        [one] du { $points } point
       *[other] des { $points } points
    } { DE($victim) }, arrondie au supérieur
