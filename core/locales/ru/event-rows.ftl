### Строки подсчёта событий и подсчёта после игры. Каждая строка получает и $quantity, число в строке (для форм множественного числа).

row-after-game-barn-castles-next-field = Замки у поля (по 5)
row-after-game-barn-cathars-siege-x2 = Катары / осада: x2 за каждый осаждённый город (по +4)
row-after-game-barn-completed-cities-next = { $quantity ->
        [one] { $quantity } завершённый город у поля (по 4 очка)
        [few] { $quantity } завершённых города у поля (по 4 очка)
       *[many] { $quantity } завершённых городов у поля (по 4 очка)
    }
row-after-game-figures-ringmaster-fortune-teller = Директор цирка на шатре гадалки: 2 за квадрат цирка или акробатов (гадалка может получить очки директора цирка)
row-after-game-figures-ringmaster-only-roads = Директор цирка: только на дорогах, городах, монастырях и полях (объекты базовой игры)
row-after-game-figures-robber-still-scoring = Грабитель всё ещё на треке подсчёта очков: 3 очка
row-after-game-figures-shepherd-still-field = Пастух всё ещё на поле: 0 за овцу
row-after-game-holders-king-1-completed = Король: 1 за завершённый город
row-after-game-holders-robber-baron-1 = Атаман: 1 за завершённую дорогу
row-after-game-tokens-fruit-tokens-left = { $quantity ->
        [one] { $quantity } оставшийся жетон фруктов (по 1 очку)
        [few] { $quantity } оставшихся жетона фруктов (по 1 очку)
       *[many] { $quantity } оставшихся жетонов фруктов (по 1 очку)
    }
row-after-game-tokens-unopened-gifts-2 = { $quantity ->
        [one] { $quantity } неоткрытый дар (по 2 очка)
        [few] { $quantity } неоткрытых дара (по 2 очка)
       *[many] { $quantity } неоткрытых даров (по 2 очка)
    }
row-after-game-wonders-alhambra-4-farmer = Альгамбра: 4 за крестьянина владельца
row-bathhouse-meeple-bought-back = Подданный выкуплен: минус число на бане
row-bazaar-auction-points-paid = Аукцион: очки, уплаченные продавцу
row-bazaar-auction-points-received = Аукцион: очки, полученные от покупателя
row-catapult-target-tournament-5 = Стрельба по мишени: 5 за ближайший бросок
row-circus-maximus = Большой цирк: { $per } за рыцаря игрока { $player } (игроков: { $players })
row-common-active-player = активный игрок
row-easter-easter-eggs-1 = Пасхальные яйца: 1 за подданного рядом с гнездом (подсчёт после игры)
row-easter-easter-eggs-1-meeple = Пасхальные яйца: 1 за подданного, которого встретил кролик (подсчёт после игры)
row-easter-easter-eggs-2 = Пасхальные яйца: 2 за завершение гнезда (подсчёт после игры)
# $place: most или second
row-easter-eggs-most = { $place ->
        [most] Больше всех
       *[second] Второе место по числу
    } пасхальных яиц ({ $eggs }): { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
row-easter-own-meeples-tiles = Свои подданные на квадратах, куда приземляется или которые перепрыгивает кролик
row-fairy-fairy-1-point = Фея: 1 очко в начале хода
row-fairy-fairy-acrobat-1 = Фея у акробата: 1 за своего акробата в пирамиде
row-fruit-sold = { $tokens ->
        [one] Продан { $tokens } жетон фруктов
        [few] Продано { $tokens } жетона фруктов
       *[many] Продано { $tokens } жетонов фруктов
    }: { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
row-fruit-trees-harvest-points-fruit = Сбор: очки на жетоне фруктов
row-gifts-cash-out-2 = Обналичить: 2 за подданного на объекте (включая забранного)
row-gifts-road-sweeper-incomplete = Подметальщик дорог: незавершённая дорога подсчитана как в конце игры
row-gingerbread-man = Пряничный Человечек: 1 за квадрат ({ $tiles }) за каждого подданного ({ $meeples })
row-gold = Золото: { $pieces ->
        [one] { $pieces } слиток
        [few] { $pieces } слитка
       *[many] { $pieces } слитков
    } по { $per }
row-peasant-revolts-protected-against-revolt = Защищён от восстания: 2 за подданного
row-peasant-revolts-protecting-phantom-while = Защита фантома при выставлении (-4)
row-placement-arrow-tile-just = Стрелка на только что выложенном квадрате, ещё не активированная: 2 очка
row-placement-wind-rose-placed = Роза ветров выложена с верно направленной четвертью: 3 очка
row-shepherd-flock-herded-into = { $quantity ->
        [one] Стадо загнано в хлев: { $quantity } овца (по 1 очку)
        [few] Стадо загнано в хлев: { $quantity } овцы (по 1 очку)
       *[many] Стадо загнано в хлев: { $quantity } овец (по 1 очку)
    }
row-tower-ransom-paid-imprisoned = Выкуп, уплаченный за пленного подданного (-3)
row-tower-ransom-received-prisoner = Выкуп, полученный за пленника (+3)
# $good: wine, grain или cloth
row-trade-goods-most = Больше всех { $good ->
        [wine] вина
        [grain] зерна
       *[cloth] ткани
    } (жетонов: { $tokens }): 10 очков
row-wheel-taxes = Налоги: (1 за щит + 1 за своего рыцаря) за каждого своего рыцаря ({ $knights } x ({ $coats } + { $knights }))
row-wheel-of-fortune-castles-2-castle = Замки: 2 за замок за каждого крестьянина
row-wheel-of-fortune-completed-cities-1 = Завершённые города: 1 за город за каждого крестьянина
row-wheel-of-fortune-fortuna-3-points = Фортуна: 3 очка активному игроку
row-wheel-of-fortune-inquisition-2-own = Инквизиция: 2 за своего монаха
row-wheel-of-fortune-pig-herd-plus = Стадо свиней: +1 за замок или завершённый город за каждого крестьянина
row-wheel-of-fortune-pig-plus-1 = Свинья: +1 за замок или завершённый город за каждого крестьянина
row-wheel-of-fortune-plague-remove-one = Чума: уберите одного своего подданного без подсчёта
row-wheel-of-fortune-storm-1-meeple = Буря: 1 за подданного в запасе
