### Послания (Мини 2 «Гонцы») и грабители (Мини 6).

dispatch-2-points = По 2 очка.
dispatch-2-points-coat = 2 очка за щит
dispatch-2-points-farmer = 2 очка за крестьянина
dispatch-2-points-knight = 2 очка за рыцаря
dispatch-ask-say-how-many = укажите, сколько
dispatch-city-one-your = Город с хотя бы одним вашим подданным и наименьшим счётом, как в конце игры, без большинства.
dispatch-cloister-one-your = Монастырь с хотя бы одним вашим подданным и наименьшим счётом, как в конце игры, без большинства.
dispatch-coats-arms-cities = Щиты в городах, где есть хотя бы один ваш подданный
dispatch-error-keeps-feature = это послание подсчитывает объект: выберите другое послание
dispatch-error-count-out-of-range = { $count } не от { $min } до { $max }
dispatch-error-not-scored-at-end = `{ $key }` в этой игре не подсчитывается в конце
dispatch-error-say-how-many = укажите число: { LOWER($what) }
dispatch-error-say-which-feature = укажите, на каком объекте стоит подданный (дорога, город, монастырь...)
dispatch-error-takes-no = послание `{ $tile }` не принимает { $field }
dispatch-error-unknown-tile = `{ $key }` — не послание (одно из: { $keys })
dispatch-feature-one-your = Объект с хотя бы одним вашим подданным, как в конце игры, с большинством; подданный возвращается в ваш запас.
dispatch-instead-tiles-effect = Вместо действия квадрата.
dispatch-no-points-action = За само действие очков нет; очки может принести выкладывание квадрата.
dispatch-place-extra-tile = Выложить дополнительный квадрат
dispatch-road-one-your = Дорога с хотя бы одним вашим подданным и наименьшим счётом, как в конце игры, без большинства.
dispatch-score-one-meeple = Подсчитать одного своего подданного
dispatch-score-smallest-city = Подсчитать свой наименьший город
dispatch-score-smallest-cloister = Подсчитать свой наименьший монастырь
dispatch-score-smallest-road = Подсчитать свою наименьшую дорогу
dispatch-take-2-points = Взять 2 очка
dispatch-your-farmers = Твои крестьяне
dispatch-your-knights = Твои рыцари
row-dispatch-count = Послание: { $what } (по { $per })
row-dispatch-meeple = Послание: ваш подданный на объекте «{ LOWER($feature) }», как в конце игры, с большинством
row-dispatch-smallest = Послание: ваш наименьший объект «{ LOWER($feature) }», как в конце игры, без большинства
row-dispatch-tile = Послание: { LOWER($tile) }
row-robber-steal = Грабитель: половина из { $points ->
        [one] { $points } очка
        [few] { $points } очков
       *[many] { $points } очков
    } игрока { $victim }, с округлением вверх
