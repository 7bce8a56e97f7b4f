### Depeșe (Mini 2) și haiduci (Mini 6).

dispatch-2-points = Câte 2 puncte.
dispatch-2-points-coat = Câte 2 puncte pentru fiecare blazon
dispatch-2-points-farmer = 2 puncte pentru fiecare țăran de-al tău
dispatch-2-points-knight = Câte 2 puncte pentru fiecare cavaler de-al tău
dispatch-ask-say-how-many = spune câte
dispatch-city-one-your = Orașul cu cel puțin unul dintre supușii tăi și cel mai mic punctaj, ca după joc; nu este aplicată majoritatea.
dispatch-cloister-one-your = Mănăstirea cu cel puțin unul dintre supușii tăi și cel mai mic punctaj, ca după joc; nu este aplicată majoritatea.
dispatch-coats-arms-cities = Blazoane din orașele cu cel puțin unul dintre supușii tăi
dispatch-error-keeps-feature = această depeșă evaluează un teritoriu: alege în schimb altă depeșă
dispatch-error-count-out-of-range = { $count } nu este între { $min } și { $max }
dispatch-error-not-scored-at-end = `{ $key }` nu se evaluează la sfârșitul acestui joc
dispatch-error-say-how-many = spune câte: { LOWER($what) }
dispatch-error-say-which-feature = spune pe ce teritoriu se află supusul (drum, oraș, mănăstire...)
dispatch-error-takes-no = depeșa `{ $tile }` nu primește { $field }
dispatch-error-unknown-tile = `{ $key }` nu este o depeșă (una dintre { $keys })
dispatch-feature-one-your = Teritoriul ales cu cel puțin unul dintre supușii tăi, ca după joc; majoritatea este aplicată; supusul se întoarce în rezerva ta personală.
dispatch-instead-tiles-effect = În locul efectului cartonașului.
dispatch-no-points-action = 0 puncte de la executarea acestei acțiuni (pot apărea puncte prin atașarea cartonașului).
dispatch-place-extra-tile = Adaugă un cartonaș de teren
dispatch-road-one-your = Drumul cu cel puțin unul dintre supușii tăi și cel mai mic punctaj, ca după joc; nu este aplicată majoritatea.
dispatch-score-one-meeple = Evaluează un meeple de-al tău și retrage-l în rezerva ta personală
dispatch-score-smallest-city = Evaluează cel mai mic oraș
dispatch-score-smallest-cloister = Evaluează cea mai mică mănăstire
dispatch-score-smallest-road = Evaluează cel mai mic drum
dispatch-take-2-points = 2 puncte
dispatch-your-farmers = Țăranii tăi
dispatch-your-knights = Cavalerii tăi
row-dispatch-count = Depeșă: { $what } (câte { $per })
row-dispatch-meeple = Depeșă: supusul tău pe teritoriul „{ LOWER($feature) }”, ca după joc, cu majoritate
row-dispatch-smallest = Depeșă: teritoriul tău cel mai mic de tip „{ LOWER($feature) }”, ca după joc, fără majoritate
row-dispatch-tile = Depeșă: { LOWER($tile) }
row-robber-steal = Haiduc: 1/2 din { $points ->
        [one] { $points } punct primar al lui { $victim }
        [few] cele { $points } puncte primare ale lui { $victim }
       *[other] cele { $points } de puncte primare ale lui { $victim }
    } (cu rotunjire în sus)
