### Zprávy (Mini 2) a zbojníci (Mini 6).

dispatch-2-points = Každá 2 body.
dispatch-2-points-coat = 2 body za erb
dispatch-2-points-farmer = 2 body za sedláka
dispatch-2-points-knight = 2 body za rytíře
dispatch-ask-say-how-many = uveďte kolik
dispatch-city-one-your = Město s alespoň jednou vaší figurkou a nejnižším hodnocením, jako na konci hry, bez převahy.
dispatch-cloister-one-your = Klášter s alespoň jednou vaší figurkou a nejnižším hodnocením, jako na konci hry, bez převahy.
dispatch-coats-arms-cities = Erby ve městech s alespoň jednou vaší figurkou
dispatch-error-keeps-feature = tato zpráva hodnotí území: zvolte raději jinou zprávu
dispatch-error-count-out-of-range = { $count } není mezi { $min } a { $max }
dispatch-error-not-scored-at-end = `{ $key }` se na konci této hry nehodnotí
dispatch-error-say-how-many = uveďte počet: { LOWER($what) }
dispatch-error-say-which-feature = uveďte, na kterém území figurka stojí (cesta, město, klášter...)
dispatch-error-takes-no = zpráva `{ $tile }` nepřijímá { $field }
dispatch-error-unknown-tile = `{ $key }` není zpráva (jedna z { $keys })
dispatch-feature-one-your = Území s alespoň jednou vaší figurkou, jako na konci hry, s převahou; figurka se vrací do vaší zásoby.
dispatch-instead-tiles-effect = Místo účinku zprávy.
dispatch-no-points-action = Za samotnou akci žádné body; body může přinést přiložení kartičky.
dispatch-place-extra-tile = Přiložit kartičku navíc
dispatch-road-one-your = Cesta s alespoň jednou vaší figurkou a nejnižším hodnocením, jako na konci hry, bez převahy.
dispatch-score-one-meeple = Vyhodnotit jednu svou figurku
dispatch-score-smallest-city = Vyhodnotit své nejmenší město
dispatch-score-smallest-cloister = Vyhodnotit svůj nejmenší klášter
dispatch-score-smallest-road = Vyhodnotit svou nejmenší cestu
dispatch-take-2-points = Vzít 2 body
dispatch-your-farmers = Tví sedláci
dispatch-your-knights = Tví rytíři
row-dispatch-count = Zpráva: { $what } (každý { $per })
row-dispatch-meeple = Zpráva: tvá figurka na území „{ LOWER($feature) }“, jako na konci hry, s převahou
row-dispatch-smallest = Zpráva: vaše nejmenší území „{ LOWER($feature) }“, jako na konci hry, bez převahy
row-dispatch-tile = Zpráva: { LOWER($tile) }
row-robber-steal = Zbojník: polovina { Z($points) } { $points ->
        [one] { $points } bodu
        [few] { $points } bodů
       *[other] { $points } bodů
    } hráče { $victim }, zaokrouhleno nahoru
