### Berichten (Mini 2) en rovers (Mini 6).

dispatch-2-points = Elk 2 punten.
dispatch-2-points-coat = 2 punten per wapen
dispatch-2-points-farmer = 2 punten per boer
dispatch-2-points-knight = 2 punten per ridder
dispatch-ask-say-how-many = zeg hoeveel
dispatch-city-one-your = De stad met een van je horigen en de laagste score, zoals aan het einde van het spel, zonder meerderheid.
dispatch-cloister-one-your = Het klooster met een van je horigen en de laagste score, zoals aan het einde van het spel, zonder meerderheid.
dispatch-coats-arms-cities = Wapens in steden met minstens een van je horigen
dispatch-error-keeps-feature = dit bericht telt een project: kies in plaats daarvan een ander bericht
dispatch-error-count-out-of-range = { $count } ligt niet tussen { $min } en { $max }
dispatch-error-not-scored-at-end = `{ $key }` wordt aan het einde van dit spel niet geteld
dispatch-error-say-how-many = zeg hoeveel: { LOWER($what) }
dispatch-error-say-which-feature = zeg op welk project de horige staat (weg, stad, klooster...)
dispatch-error-takes-no = het bericht `{ $tile }` neemt geen { $field }
dispatch-error-unknown-tile = `{ $key }` is geen bericht (een van { $keys })
dispatch-feature-one-your = Een project met een van je horigen, zoals aan het einde van het spel, met meerderheid; de horige gaat terug naar je voorraad.
dispatch-instead-tiles-effect = In plaats van het effect van de tegel.
dispatch-no-points-action = Geen punten voor de actie zelf; het aanleggen van de tegel kan punten opleveren.
dispatch-place-extra-tile = Een extra landschapstegel aanleggen
dispatch-road-one-your = De weg met een van je horigen en de laagste score, zoals aan het einde van het spel, zonder meerderheid.
dispatch-score-one-meeple = Een van je horigen laten tellen
dispatch-score-smallest-city = Je kleinste stad laten tellen
dispatch-score-smallest-cloister = Je kleinste klooster laten tellen
dispatch-score-smallest-road = Je kleinste weg laten tellen
dispatch-take-2-points = 2 punten nemen
dispatch-your-farmers = Je boeren
dispatch-your-knights = Je ridders
row-dispatch-count = Bericht: { $what } (elk { $per })
row-dispatch-meeple = Bericht: je horige op het project „{ LOWER($feature) }”, zoals aan het einde, met meerderheid
row-dispatch-smallest = Bericht: je kleinste project „{ LOWER($feature) }”, zoals aan het einde, zonder meerderheid
row-dispatch-tile = Bericht: { LOWER($tile) }
row-robber-steal = Rover: de helft van { $points ->
        [one] het { $points } punt
       *[other] de { $points } punten
    } van { $victim }, naar boven afgerond
