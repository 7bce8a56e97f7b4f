### Строки подсчёта объектов. Каждая строка получает и $quantity, число в строке (для форм множественного числа).

row-acrobats-ghosts = Призраки на акробатах (по { $per })
row-acrobats-pyramid = Пирамида акробатов: { $per } за своего подданного
row-area-completed-c1 = Объект: { $name } и восемь квадратов вокруг (9 очков)
row-area-completed-c2-c3 = Квадраты на клетке объекта ({ $name }) и 8 клетках вокруг (по 1 очку)
row-area-completed-winter = Клетка объекта ({ $name }) и восемь клеток вокруг (9 очков)
row-area-own-tile-c1 = Квадрат объекта: { $name } (1 очко)
row-area-own-tile-c2-c3 = Квадрат на клетке объекта: { $name } (1 очко)
row-area-own-tile-winter = Клетка объекта: { $name } (1 очко)
row-baba-yaga-baba-yagas-hut = Избушка Бабы-яги: 1 за квадрат (вокруг нет пустых клеток)
row-baba-yaga-baba-yagas-hut-1 = Избушка Бабы-яги: 1 за квадрат
row-baba-yaga-empty-square-spaces = { $quantity ->
        [one] { $quantity } пустая клетка вокруг избушки (по 1 очку)
        [few] { $quantity } пустые клетки вокруг избушки (по 1 очку)
       *[many] { $quantity } пустых клеток вокруг избушки (по 1 очку)
    }
# $feature: road, city или road_or_city; $outcome: match или no_match
row-bets-settled = { $chip } на { $feature ->
        [road] дорогу
        [city] город
       *[road_or_city] дорогу или город
    } из { $tiles ->
        [one] { $tiles } квадрата
        [few] { $tiles } квадратов
       *[many] { $tiles } квадратов
    }: { $outcome ->
        [match] совпало
       *[no_match] не совпало
    }
row-castle-castle-full-value = Замок: полная ценность первого завершённого объекта рядом
row-castle-castle-still-occupied = Замок всё ещё занят: 0 очков (подданные убираются до подсчёта очков в конце игры)
row-castle-mayor-castle-0 = Мэр в замке: 0 очков (у замка нет щитов)
row-cemetery-cemeteries-not-scored = Кладбища после игры не подсчитываются (0 очков)
row-circus-big-top = Цирк: { $token } (жетон животного) за подданного рядом
row-city-bad-neighborhood-tiles = Плохое соседство: квадраты только с полукругами не считаются
row-city-cathars-siege-1 = Катары / осада: -1 за квадрат
row-city-cathars-siege-1-coat = Катары / осада: -1 за щит
row-city-cathedral-incomplete-city = Собор в незавершённом городе: пока без очков (x0)
row-city-cathedral-plus-1 = Собор: +1 за квадрат
row-city-cathedral-plus-1-coat = Собор: +1 за щит
row-city-city-tiles-1 = { $quantity ->
        [one] { $quantity } квадрат города (по 1 очку)
        [few] { $quantity } квадрата города (по 1 очку)
       *[many] { $quantity } квадратов города (по 1 очку)
    }
row-city-city-tiles-2 = { $quantity ->
        [one] { $quantity } квадрат города (по 2 очка)
        [few] { $quantity } квадрата города (по 2 очка)
       *[many] { $quantity } квадратов города (по 2 очка)
    }
row-city-coats-arms-1 = { $quantity ->
        [one] { $quantity } щит (по 1 очку)
        [few] { $quantity } щита (по 1 очку)
       *[many] { $quantity } щитов (по 1 очку)
    }
row-city-coats-arms-2 = { $quantity ->
        [one] { $quantity } щит (по 2 очка)
        [few] { $quantity } щита (по 2 очка)
       *[many] { $quantity } щитов (по 2 очка)
    }
row-city-coiners-quarter-plus = Квартал чеканщиков: +3 за щит
row-city-darmstadtium-plus-3 = Дармштадтий: +3 большинству
row-city-german-castles-plus = Немецкие замки (по +3)
row-city-gingerbread-man = Пряничный Человечек: 1 за квадрат за каждого подданного ({ $meeples })
row-city-large-city-wonder = Большой город тайлов-чудес (2 за засчитанный квадрат)
row-city-large-city-wonder-tiles = Большой город тайлов-чудес (1 за засчитанный квадрат)
row-city-mage-plus-1 = Маг: +1 за квадрат (и с собором)
row-city-one-tile-city = Город из одного квадрата (Городские ворота): 4 очка
row-city-siege-plus-0 = Осада: +0 за квадрат, +1 за щит
row-cloister-bookbinders-quarter-plus = Квартал переплётчиков: +4 за подсчитанный объект
row-cloister-challenge-lost-rival = Состязание проиграно: соперник завершён раньше, эта постройка приносит 0
row-cloister-challenge-won-completed = Состязание выиграно: завершена раньше, подсчитывается как обычно
row-cloister-hermit-monastery-1 = Скит: -1 за квадрат с частями города
row-cloister-neighbouring-vineyards-plus = Соседние виноградники (по +3)
row-cloister-neighbouring-vineyards-plus-0 = Соседние виноградники (в конце игры +0)
row-cloister-pilgrimage-route-plus = Путь паломников: +1 за квадрат с участками дороги или деревянным мостом
row-cloister-ringmaster-no-bonus = Директор цирка: нет бонуса, постройка: { $building } (только обычные монастыри)
row-cloister-unresolved-challenge-both = Неразрешённое состязание: обе постройки подсчитываются как обычно
row-common-bathhouses-plus-numbers = Бани (+ числа на них)
row-common-mage-plus-1 = Маг: +1 за настоящий квадрат
row-common-poverty-3-feature = Бедность: -3 за объект
row-common-road-segments-german = { $quantity ->
        [one] { $quantity } участок дороги на немецком соборе (по 1 очку)
        [few] { $quantity } участка дороги на немецком соборе (по 1 очку)
       *[many] { $quantity } участков дороги на немецком соборе (по 1 очку)
    }
row-common-wealth-plus-3 = Богатство: +3 за объект
row-common-witch-half-points = Ведьма: 1/2 очков выше (с округлением вверх)
row-correction = Поправка: { $reason }
row-field-castles = Замки у поля (по { $per })
row-field-cathars = Города с катарами / в осаде: x2 (каждый получил выше { $per ->
        [one] { $per } очко
        [few] { $per } очка
       *[many] { $per } очков
    })
row-field-completed-cities = { $quantity ->
        [one] { $quantity } завершённый город у поля (по { $per })
        [few] { $quantity } завершённых города у поля (по { $per })
       *[many] { $quantity } завершённых городов у поля (по { $per })
    }
row-field-own-pig-plus = Своя свинья: +1 за замок или завершённый город
row-field-pig-herd-plus = Стадо свиней: +1 за замок или завершённый город
row-field-tanners-quarter-plus = Квартал кожевников: +2 за сарай и ферму
row-fortune-teller-completed-fortune-teller = Завершил шатёр гадалки
row-fortune-teller-fortune-teller-tent = Шатёр гадалки: 0 очков
row-german-castle-german-castle-2 = Немецкий замок (2 очка)
row-german-castle-german-castle-completed = Завершённый немецкий замок: 12 очков (2 за замок + 1 за каждый квадрат вокруг)
row-german-castle-german-castle-completed-12 = Завершённый немецкий замок: 12 очков (его две клетки и десять вокруг)
row-german-castle-tiles-10-spaces = Квадраты на 10 клетках вокруг (по 1 очку)
row-german-cathedral-completed-roads-inn = Завершённые дороги с таверной: +1 за квадрат
row-german-cathedral-completed-roads-inn-plus = Завершённые дороги с таверной: +1 за участок дороги на соборе
row-german-cathedral-labyrinth-tiles-road = Квадраты лабиринта с ещё открытой дорогой: не подсчитываются
row-german-cathedral-roads-inn-plus = Дороги с таверной: +1 за квадрат
row-german-cathedral-roads-inn-plus-1 = Дороги с таверной: +1 за участок дороги на соборе
row-german-cathedral-uncompleted-roads-inn = Незавершённые дороги с таверной: ничего архиепископу (x0)
row-german-monastery-monastery-japanese-building = Монастырь или японская постройка (1 очко)
row-german-monastery-tiles-direct-row = { $quantity ->
        [one] { $quantity } квадрат по прямой в ряду или столбце (по 1 очку)
        [few] { $quantity } квадрата по прямой в ряду или столбце (по 1 очку)
       *[many] { $quantity } квадратов по прямой в ряду или столбце (по 1 очку)
    }
row-ghosts-each = Призраки (по { $per })
row-haunted-castle-mist = { $quantity ->
        [one] { $quantity } квадрат с туманом в окрестности (по { $per })
        [few] { $quantity } квадрата с туманом в окрестности (по { $per })
       *[many] { $quantity } квадратов с туманом в окрестности (по { $per })
    }
row-haunted-castle-starting-tile = Стартовый квадрат 2x2 (считается как { $counted ->
        [one] { $counted } квадрат
        [few] { $counted } квадрата
       *[many] { $counted } квадратов
    } с туманом, по { $per })
row-la-porxada-la-porxada-your = La Porxada: ваши рыцари были в её городе, этот подсчитывается как завершённый
row-obelisk-obelisk-4-spaces = Обелиск: его 4 клетки и 12 вокруг (16 очков)
row-road-ends-german-cathedral = Заканчивается у немецкого собора: +1 за квадрат
row-road-ends-german-cathedral-plus = Заканчивается у немецкого собора: +1 за участок на соборе
row-road-german-castles-roads = Немецкие замки на концах дороги (по +3)
row-road-highway-road-counts = Большак: дорога считается 5 квадратами
row-road-inn-incomplete-road = Таверна у незавершённой дороги: пока без очков (x0)
row-road-inn-plus-1 = Таверна: +1 за квадрат
row-road-inn-plus-1-road = Таверна: +1 за участок дороги на немецком соборе
row-road-labyrinth-advanced-rules = Лабиринт, продвинутые правила: +2 за подданного в сети
row-road-mage-plus-1 = Маг: +1 за квадрат (и с таверной)
row-road-peasant-uprising-1 = Крестьянский бунт: -1 за квадрат с фермой
row-road-road-segments-german = Участки дороги на немецком соборе (по 1 очку; +0 за квадрат)
row-road-signposts = Указатели в верном направлении (по { $per }: верные типы указателей)
row-road-signposts-correct-direction = Указатели в верном направлении (по +1)
row-road-street-fair-plus = Ярмарка: +1 за квадрат
row-road-street-fair-plus-1 = Ярмарка: +1 за участок на немецком соборе
# $toll: small или large
row-road-tollhouse-buildings = Таможня, { $toll ->
        [small] малая пошлина
       *[large] большая пошлина
    }: { $per } за ферму, сарай, сад и разбойника
row-road-tollhouse-travelers = Таможня, { $toll ->
        [small] малая пошлина
       *[large] большая пошлина
    }: { $per } за группу путников
row-road-wainwrights-quarter-plus = Квартал колёсников: +1 за настоящий квадрат дороги
row-shared-fairy-next-meeple = Фея рядом с подданным
row-shared-houses-plus-2 = Дома (по +2)
row-shared-little-buildings-plus = Маленькие постройки (по +1)
row-shared-sheds-plus-1 = Сараи (по +1)
row-shared-teacher-equal-feature = Учитель: столько же, сколько за объект
row-shared-towers-plus-3 = Башни (по +3)
row-tiles-double-sized = Двойные квадраты (каждый — { $per ->
        [one] { $per } квадрат
        [few] { $per } квадрата
       *[many] { $per } квадратов
    })
row-tiles-ferry-tiles-1 = Квадраты с паромом (каждый — 1 квадрат дороги)
row-tiles-labyrinth-tiles-1 = Квадраты лабиринта (каждый — 1 квадрат дороги)
row-tiles-leipzig-long-roads = Длинные дороги на квадратах Лейпцига (каждая — { $per ->
        [one] { $per } квадрат дороги
        [few] { $per } квадрата дороги
       *[many] { $per } квадратов дороги
    })
row-tiles-road-tiles-1 = { $quantity ->
        [one] { $quantity } квадрат дороги (по 1 очку)
        [few] { $quantity } квадрата дороги (по 1 очку)
       *[many] { $quantity } квадратов дороги (по 1 очку)
    }
row-tiles-triangular-tiles-1 = Треугольные тайлы (каждый — 1 квадрат)
row-tiles-tunnel-tiles-1 = Квадраты с туннелем (каждый — 1 квадрат дороги)
row-tiles-wonder-forking-roads = Разветвлённые дороги тайлов-чудес (каждая — { $per ->
        [one] { $per } квадрат дороги
        [few] { $per } квадрата дороги
       *[many] { $per } квадратов дороги
    })
row-tiles-wooden-bridges-1 = Деревянные мосты (каждый — 1 квадрат дороги)
row-tollkeepers-tollhouse-1-farmhouse = Таможня: 1 за ферму, сарай, сад и разбойника (любая пошлина)
row-tollkeepers-tollhouse-1-group = Таможня: 1 за группу путников (любая пошлина)
row-vodyanoy-vodyanoy-2-follower = Водяной: -2 за подданного на квадрате
