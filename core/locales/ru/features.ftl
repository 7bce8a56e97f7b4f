### Объекты: названия (feature-<key>), подписи форм, подсказки, вопросы, варианты и отказы.


## acrobats
acrobats-error-ghosts = призраки ({ $ghosts }) не помещаются к акробатам ({ $meeples }): не больше { $most } на акробата
acrobats-error-pyramid-full = подданные ({ $total }) не помещаются в одну пирамиду (не больше { $most })
acrobats-ghosts-players-acrobats = Призраки на акробатах игрока
acrobats-own-meeples-pyramid = Свои подданные в пирамиде

## area
area-count-spaces-around = Посчитайте соседние клетки, на которых лежит квадрат (от 0 до 8).
area-error-little-buildings-do-not-fit = маленькие постройки ({ $count }) не помещаются на { $tiles ->
        [one] { $tiles } квадрат
        [few] { $tiles } квадрата
       *[many] { $tiles } квадратов
    } { $place } (одна на квадрат)
area-half-double-sized = Каждая половина двойного квадрата считается 1 квадратом; клетка с одним или двумя треугольными тайлами считается 1 квадратом; каждая клетка тайла-чуда считается 1 квадратом.
area-occupied-spaces-around = Занятые клетки вокруг
area-say-how-many = укажите, сколько квадратов вокруг
area-say-how-many-spaces = укажите, сколько клеток вокруг занято
area-say-how-many-tiles = укажите, сколько квадратов на 8 клетках вокруг
area-tiles-8-spaces = Квадраты на 8 клетках вокруг
area-tiles-around = Квадраты вокруг
row-area-tiles-8-spaces-around = { $quantity ->
        [one] { $quantity } квадрат на 8 клетках вокруг (по 1 очку)
        [few] { $quantity } квадрата на 8 клетках вокруг (по 1 очку)
       *[many] { $quantity } квадратов на 8 клетках вокруг (по 1 очку)
    }

## baba-yaga
baba-yaga-ask-say-how-many = укажите, сколько из 8 клеток вокруг избушки пусты
baba-yaga-empty-square-spaces = Пустые клетки вокруг избушки
baba-yaga-followers-baba-yagas = Подданные на избушке Бабы-яги
baba-yaga-help-8-square-spaces = Из 8 клеток вокруг избушки те, где нет квадрата (по +1).

## bets
bets-chip-2-6 = Жетон ставки 2/6
bets-chip-2-6-settled = Жетон ставки 2/6, разыгранный на этом объекте
bets-chip-3-5 = Жетон ставки 3/5
bets-chip-3-5-settled = Жетон ставки 3/5, разыгранный на этом объекте
bets-chip-3-6 = Жетон ставки 3/6
bets-chip-3-6-settled = Жетон ставки 3/6, разыгранный на этом объекте
bets-chip-4-7 = Жетон ставки 4/7+
bets-chip-4-7-plus = Жетон ставки 4/7+, разыгранный на этом объекте
bets-chip-4-8 = Жетон ставки 4 (8 очков)
bets-chip-4-8-points = Жетон ставки 4 (8 очков), разыгранный на этом объекте
bets-chip-5-8 = Жетон ставки 5/8+
bets-chip-5-8-plus = Жетон ставки 5/8+, разыгранный на этом объекте
bets-feature-chips-settled = Объект, на котором разыгрываются жетоны
bets-help-counted-when-road = Считается так же, как при подсчёте дороги или города.
bets-option-completed-city = Завершённый город
bets-option-completed-road = Завершённая дорога
bets-tiles-that-road = Квадраты этой дороги или города

## castle
castle-ask-say-how-many = укажите, сколько очков принёс первый завершённый объект рядом с замком
castle-help-that-features-value = Ценность этого объекта, как её получило большинство (без бонусов и штрафов за призраков отдельных игроков), даже если его никто не занимал.
castle-mayor-castle-scores = Мэр в замке (приносит 0: у замка нет щитов)
castle-meeples-castle = Подданные в замке
castle-points-first-completed = Очки первого завершённого объекта рядом с замком

## cemetery
cemetery-cemetery-0-points = Кладбище: 0 очков; возьмите 1 дополнительного подданного-стража своего цвета, если он есть
cemetery-cemetery-0-points-2 = Кладбище: 0 очков
cemetery-cemetery-keepers = Смотрители кладбища

## circus
circus-ask-say-number-animal = укажите число на жетоне животного
circus-big-top-tile = Квадрат с цирком и 8 квадратов вокруг, включая подданных в замках, которые их перекрывают. Двойной квадрат считается 1 квадратом со всеми подданными на обычных объектах; треугольный тайл или тайл-чудо считается 1 квадратом. Не считаются: подданные в городе Каркассон, в Колесе Фортуны или в городе Лейпциг.
circus-big-top-tile-tiles = Квадрат с цирком и квадраты на 8 клетках вокруг, включая подданных в замках, которые перекрывают эти клетки. Каждая половина двойного квадрата — квадрат, но подданные на обычных объектах обеих половин считаются, даже если одна половина не соседняя. Не считаются: подданные в городе Каркассон, в Колесе Фортуны или в городе Лейпциг.
circus-meeples-big-tops = Подданные рядом с цирком
circus-number-animal-token = Число на жетоне животного под куполом цирка

## city
city-active-city-scoring = Действующий квадрат подсчёта города
city-cathars-siege-besiegers = Катары / осада / осаждающие в городе
city-cathedral-city = Собор в городе
city-city-tiles = Квадраты города
city-coats-arms-pennants = Щиты
city-darmstadtium-city = Дармштадтий в городе
city-error-one-tile-city = город из одного квадрата состоит из 1 квадрата, а не { $counted }
city-german-castles-closing = Немецкие замки, замыкающие город
city-gingerbread-man-leaves = Пряничный Человечек покидает этот город
city-knights-city = Рыцари в городе
city-mage-city = Маг в городе
city-mayors-city-strength = Мэры в городе (сила = щиты)
city-meeple-coiners-quarter = Подданный в квартале чеканщиков
city-one-tile-city = Город из одного квадрата, закрытый городскими воротами
city-option-bad-neighborhood-tiles = Плохое соседство: квадраты только с полукруглыми частями города не считаются
city-option-citizens-jury-everyone = Суд горожан: все в городе делят большинство
city-option-no-city-scoring = Нет квадрата подсчёта города
city-option-siege-plus-1 = Осада: +1 за щит
city-sum-numbers-citys = Сумма чисел на банях города
city-tiles-only-semicircular = Квадраты только с полукруглыми частями города
city-witch-city = Ведьма в городе

## cloister
cloister-abbey = Аббатство
cloister-abbot-building-scores = Аббат на постройке (считается как монах)
cloister-active-monastic-scoring = Действующий квадрат подсчёта монастыря
cloister-area = в окрестности
cloister-building = Постройка
cloister-challenge-between-shrine = Состязание капища и монастыря
cloister-cloister-monastery = Монастырь
cloister-darmstadt-church = Дармштадтская церковь
cloister-dutch-belgian-monastery = Монастырь Нидерландов и Бельгии
cloister-error-church-bonus = бонус за большинство положен Дармштадтской церкви, а не постройке: { $building }
cloister-error-vineyards-do-not-fit = виноградники ({ $vineyards }) не помещаются среди { $tiles ->
        [one] { $tiles } квадрата
        [few] { $tiles } квадратов
       *[many] { $tiles } квадратов
    } вокруг постройки: { $building }
cloister-german-monastery = Немецкий монастырь
cloister-help-not-those-city = Кроме тех, что в городе Каркассон, в Колесе Фортуны или в городе Лейпциг.
cloister-japanese-building = Японская постройка
cloister-meeple-bookbinders-quarter = Подданный в квартале переплётчиков
cloister-meeples-darmstadt-church = Подданные на квадрате Дармштадтской церкви и 8 квадратах вокруг
cloister-monks-building-heretic = Монахи на постройке (еретик на капище)
cloister-neighbouring-vineyards-plus = Соседние виноградники (по +3)
cloister-neighbouring-vineyards-plus-0 = Соседние виноградники (в конце игры +0)
cloister-noun-abbey = аббатство
cloister-noun-cloister = монастырь
cloister-noun-darmstadt-church = Дармштадтская церковь
cloister-noun-dutch-belgian-monastery = монастырь Нидерландов и Бельгии
cloister-noun-german-monastery = немецкий монастырь
cloister-noun-japanese-building = японская постройка
cloister-noun-shrine = капище
cloister-option-challenge-not-resolved = Состязание не разрешилось до конца игры
cloister-option-hermit-monastery-1 = Скит: -1 за квадрат с частями города
cloister-option-lost-rival-building = Проигрыш: соперничающая постройка завершена раньше
cloister-option-no-challenge = Нет состязания
cloister-option-no-monastic-scoring = Нет квадрата подсчёта монастыря
cloister-option-pilgrimage-route-plus = Путь паломников: +1 за квадрат с участками дороги или деревянным мостом
cloister-option-won-this-building = Победа: эта постройка завершена раньше
cloister-shrine = Капище
cloister-tiles-city-segments = Квадраты с частями города в окрестности (Скит)
cloister-tiles-road-segments = Квадраты с участками дороги или деревянным мостом в окрестности (Путь паломников)
row-cloister-darmstadt-church-plus = Дармштадтская церковь: +3 большинству на квадрате церкви и 8 квадратах вокруг
row-cloister-darmstadt-church-plus-3 = Дармштадтская церковь: +3 большинству на квадрате церкви и квадратах на 8 клетках вокруг

## common
common-double-sized-tile = Двойной квадрат считается 1 квадратом; каждый треугольный тайл считается 1 квадратом; тайл-чудо считается 1 квадратом.
common-farmhouses-sheds-gardens = Фермы, сараи, сады и разбойники у дороги
common-groups-travelers-road = Группы путников на дороге
common-option-poverty-3 = Бедность: -3
common-option-wealth-plus-3 = Богатство: +3
common-road-segments-german = Участки дороги на квадратах с немецким собором
row-common-occupied-spaces-around = { $quantity ->
        [one] { $quantity } занятая клетка вокруг (по 1 очку)
        [few] { $quantity } занятые клетки вокруг (по 1 очку)
       *[many] { $quantity } занятых клеток вокруг (по 1 очку)
    }
row-common-tiles-around-1 = { $quantity ->
        [one] { $quantity } квадрат вокруг (по 1 очку)
        [few] { $quantity } квадрата вокруг (по 1 очку)
       *[many] { $quantity } квадратов вокруг (по 1 очку)
    }

## feature
feature-acrobats = Пирамида акробатов
feature-baba_yaga = Избушка Бабы-яги
feature-bets = Букмекерская контора
feature-castle = Замок
feature-cemetery = Кладбище
feature-circus = Цирк (купол)
feature-city = Город
feature-cloister = Монастырь
feature-field = Поле
feature-field_barn_s1 = Поле и амбар: размещение амбара
feature-field_barn_s2 = Поле и амбар: присоединение поля к амбару
feature-field_barn_special = Поле и амбар: крестьяне из города Каркассон
feature-fortune_teller = Шатёр гадалки
feature-garden = Сад
feature-german_castle = Немецкий замок
feature-german_cathedral = Немецкий собор
feature-german_monastery = Немецкий монастырь или японская постройка (аббат)
feature-haunted_castle = Замок с привидениями
feature-la_porxada = Город игрока с рыцарями в городе La Porxada
feature-obelisk = Обелиск
feature-road = Дорога
feature-tollkeepers = Таможни у незавершённой дороги
feature-vodyanoy = Водяной

## field
field-city-carcassonne-city = Город Каркассон и город Лейпциг считаются завершёнными городами.
field-city-carcassonne-city-leipzig = Город Каркассон и город Лейпциг считаются завершёнными городами; городок, перестроенный в замок, не считается завершённым городом (считайте его замком).
field-error-besieged-cities = города с катарами: { $besieged }, но с полем { $cities ->
        [one] граничит только { $cities } завершённый город
        [few] граничат только { $cities } завершённых города
       *[many] граничат только { $cities } завершённых городов
    }
field-farmers-field = Крестьяне на поле
field-help-pig-helps-only = Свинья помогает только своему владельцу и только если у него большинство крестьян.
field-help-pig-herds-do = Стада свиней не складываются: два и больше считаются как одно.
field-help-such-city-worth = Каждый такой город стоит вдвое больше, чем получил выше (его очки, свинья и стадо свиней включительно).
field-help-tanners-quarter-plus = За квартал кожевников: +2 за сарай и ферму, только игроку с большинством крестьян.
field-help-towns-converted-into = Городки, перестроенные в замки (Мосты, Замки и Базары).
field-meeple-tanners-quarter = Подданный в квартале кожевников
field-pig-herd-pigsty = Стадо свиней (свинарник) на поле
field-sheds-farmhouses-field = Сараи и фермы на поле
field-those-cities-cities = Из этих городов: города с катарами / в осаде

## fortune-teller
fortune-teller-fortune-tellers-tent = Гадалки в шатре
fortune-teller-help-scores-3-points = Получает 3 очка, есть ли у него гадалка в шатре или нет.
fortune-teller-player-who-completed = Игрок, завершивший шатёр

## garden
garden-abbot-garden = Аббат в саду
garden-error-one-abbot = на объекте ({ $feature }) может быть только один аббат
garden-gardens-area = в окрестности сада
garden-help-vineyards-do-not = Виноградники не влияют на сады.
garden-noun-garden = сад

## german-castle
german-castle-ask-say-how-many = укажите, сколько квадратов вокруг немецкого замка
german-castle-help-10-spaces-around = Из 10 клеток вокруг замка; все 10 заняты — значит, он был завершён.
german-castle-help-c1-double-sized = К1: двойной квадрат считается 1 квадратом, каждый треугольный тайл — 1, тайл-чудо — 1.
german-castle-help-space-holding-tile = Каждая клетка с квадратом считается 1 (один или два треугольных тайла: 1; каждая половина двойного квадрата и каждая клетка тайла-чуда: 1). Все 10 заняты — значит, он был завершён.
german-castle-knights-german-castle = Рыцари в немецком замке
german-castle-occupied-spaces-around = Занятые клетки вокруг немецкого замка
german-castle-tiles-10-spaces = Квадраты на 10 клетках вокруг немецкого замка
german-castle-tiles-around-german = Квадраты вокруг немецкого замка
row-german-castle-tiles-10-spaces-around = { $quantity ->
        [one] { $quantity } квадрат на 10 клетках вокруг (по 1 очку)
        [few] { $quantity } квадрата на 10 клетках вокруг (по 1 очку)
       *[many] { $quantity } квадратов на 10 клетках вокруг (по 1 очку)
    }

## german-cathedral
german-cathedral-archbishops-german-cathedral = Архиепископы на немецком соборе
german-cathedral-ask-say-how-many = укажите, сколько участков этих дорог лежит на квадратах с немецким собором
german-cathedral-ask-say-how-many-road = укажите, сколько квадратов у этих дорог
german-cathedral-cathedral-road-segments = Участки дорог с таверной на квадратах собора
german-cathedral-cathedral-road-segments-completed = Участки завершённых дорог с таверной на квадратах собора
german-cathedral-cathedral-road-segments-uncompleted = Участки незавершённых дорог с таверной на квадратах собора
german-cathedral-error-inn-segments = участков на соборе с таверной: { $inn }, но у дорог их только { $segments }
german-cathedral-error-inn-tiles = квадратов дорог с таверной: { $inn }, но у дорог их только { $tiles }
german-cathedral-error-open-labyrinths = открытых квадратов лабиринта: { $open }, но всего квадратов лабиринта { $labyrinths }
german-cathedral-german-cathedral-tiles = Квадраты с немецким собором, до которых доходят эти дороги
german-cathedral-help-archbishops-cathedral-any = Собор архиепископа и любой другой немецкий собор на дальнем конце одной из его дорог.
german-cathedral-help-archbishops-cathedral-has = У собора архиепископа их 3 или 4; каждый другой собор считает участки этих дорог.
german-cathedral-help-counted-above-plus = Считается как выше: по +1. Дорога с несколькими тавернами считается один раз.
german-cathedral-help-counted-above-road = Считается как выше; дорога с несколькими тавернами считается один раз.
german-cathedral-help-these-give-archbishop = Они ничего не дают архиепископу (x0).
german-cathedral-help-this-rule-labyrinth = По этому правилу квадрат лабиринта засчитывается, только когда все выходящие из него дороги закрыты.
german-cathedral-needs-labyrinth-closed-only = лабиринт с правилом немецких соборов «только закрытые»
german-cathedral-road-tiles-all = Квадраты всех этих дорог (без квадратов собора; каждый квадрат один раз)
german-cathedral-road-tiles-completed = Квадраты завершённых дорог с таверной
german-cathedral-road-tiles-roads = Квадраты дорог с таверной
german-cathedral-road-tiles-uncompleted = Квадраты незавершённых дорог с таверной
german-cathedral-those-labyrinth-tiles = Из этих квадратов лабиринта: те, из которых выходит ещё открытая дорога

## german-monastery
german-monastery-abbot-monastery-japanese = Аббат на монастыре или японской постройке
german-monastery-ask-say-how-many = укажите, сколько квадратов лежит по прямой от постройки в её ряду или столбце
german-monastery-every-tile-straight = Каждый квадрат по прямой от постройки, в её ряду и столбце. Двойной квадрат считается 1 квадратом; каждый треугольный тайл считается 1 квадратом; тайл-чудо считается 1 квадратом.
german-monastery-every-tile-straight-line = Каждый квадрат по прямой от постройки, в её ряду и столбце. Каждая половина двойного квадрата считается 1 квадратом; клетка с одним или двумя треугольными тайлами считается 1 квадратом; каждая клетка тайла-чуда считается 1 квадратом.
german-monastery-that-count = которые учитываются
german-monastery-tiles-direct-row = Квадраты по прямой в её ряду или столбце
german-monastery-who-monastery-japanese-building = монастырь или японская постройка

## haunted-castle
haunted-castle-2x2-starting-tile = Стартовый квадрат 2x2 в окрестности (считается 1 квадратом)
haunted-castle-2x2-starting-tile-area = Стартовый квадрат 2x2 в окрестности (считается 4 квадратами)
haunted-castle-ask-say-how-many = укажите, сколько квадратов с туманом в окрестности
haunted-castle-error-area-full = другие квадраты ({ $mist }) не помещаются в окрестность со стартовым квадратом 2x2 (не больше { $most })
haunted-castle-followers-haunted-castle = Подданные в замке с привидениями
haunted-castle-haunted-castles-tile = Квадрат замка с привидениями и восемь квадратов вокруг; двойной квадрат считается 1 квадратом.
haunted-castle-haunted-castles-tile-eight = Квадрат замка с привидениями и восемь клеток вокруг.
haunted-castle-haunted-castles-tile-tiles = Квадрат замка с привидениями и квадраты на 8 клетках вокруг; каждая половина двойного квадрата считается квадратом.
haunted-castle-tiles-mist-area = Квадраты с туманом в окрестности (без стартового квадрата 2x2)

## la-porxada
la-porxada-error-no-majority-holder = ни у кого из большинства этого города не было рыцарей в городе La Porxada: подсчитайте его как город
la-porxada-had-knights-completed = Были рыцари в завершённом городе с La Porxada
la-porxada-help-this-uncompleted-city = Этот незавершённый город считается завершённым для игрока из большинства, у которого были рыцари в городе La Porxada.

## majority
majority-follower-hill-wins = Подданный на холме (побеждает при равенстве)
majority-large-meeples-count = Крупные подданные (считаются за 2)

## needs
needs-during-the-game = { $element } (во время игры)
needs-one-of = одно из: { $elements }

## obelisk
obelisk-followers-obelisk = Подданные у обелиска

## road
road-active-road-scoring = Действующий квадрат подсчёта дороги
road-ask-say-how-many = укажите, сколько квадратов у дороги
road-correct-signpost-types = Верные типы указателей
road-different-german-castles = Разные немецкие замки на концах дороги
road-german-cathedral-tiles = Квадраты с немецким собором на концах дороги
road-help-road-that-ends = Дорога, которая заканчивается у немецкого собора, получает +1 за квадрат; дороги, которые начинаются и заканчиваются у одного собора, считаются один раз.
road-highwaymen-road = Разбойники на дороге
road-inn-road = Таверна у дороги
road-large-tollhouses-toll = Большие таможни (пошлина 2) на концах дороги
road-mage-road = Маг на дороге
road-meeple-wainwrights-quarter = Подданный в квартале колёсников
road-meeples-labyrinths-road = Подданные в сети дорог лабиринта
road-needs-labyrinth-advanced-rules = лабиринт с вариантом продвинутых правил
road-option-highway-road-counts = Большак: дорога считается 5 квадратами
road-option-no-road-scoring = Нет квадрата подсчёта дороги
road-option-peasant-uprising-1 = Крестьянский бунт: -1 за квадрат с фермой
road-option-street-fair-plus = Ярмарка: +1 за квадрат
road-road-tiles-german = Квадраты дороги (без квадратов с немецким собором)
road-signposts-pointing-correct = Указатели, направленные верно
road-small-tollhouses-toll = Малые таможни (пошлина 1) на концах дороги
road-sum-numbers-roads = Сумма чисел на банях у дороги
road-tiles-farmhouse-peasant = Квадраты с фермой (Крестьянский бунт)
road-witch-road = Ведьма на дороге

## shared
shared-acrobat-tiles-under = Квадраты акробатов под директором цирка или рядом
shared-circus-acrobat-tiles = Квадраты цирка или акробатов под директором цирка или рядом
shared-circus-tiles-under = Квадраты цирка под директором цирка или рядом
shared-ghosts-players-followers = Призраки у подданных игрока
shared-houses-plus-2 = Дома (+2)
shared-little-buildings = Маленькие постройки
shared-little-buildings-basic = little_buildings (основные правила)
shared-little-buildings-variant = little_buildings (вариант правил)
shared-player-meeple-next = Игрок, рядом с подданным которого фея
shared-player-ringmaster = Игрок, чей директор цирка на нём
shared-player-teacher = Игрок с учителем
shared-ringmaster-2-acrobat = Директор цирка: 2 за квадрат акробатов
shared-ringmaster-2-circus = Директор цирка: 2 за квадрат цирка
shared-ringmaster-2-circus-acrobat = Директор цирка: 2 за квадрат цирка или акробатов
shared-sheds-plus-1 = Сараи (+1)
shared-towers-plus-3 = Башни (+3)

## tiles
tiles-alhambras-large-city = Большой город Альгамбры
tiles-circus-maximuss-large = Большой город Большого цирка
tiles-error-segments-do-not-fit = участки ({ $segments }) не подходят к { $tiles ->
        [one] { $tiles } квадрату
        [few] { $tiles } квадратам
       *[many] { $tiles } квадратам
    } с немецким собором (от 1 до 4 участков на квадрат)
tiles-ferry-tiles-1 = Квадраты с паромом (каждый — 1 квадрат дороги)
tiles-half-double-sized = Каждая половина двойного квадрата считается квадратом; клетка с одним или двумя треугольными тайлами считается 1 квадратом; каждая клетка тайла-чуда считается 1 квадратом.
tiles-labyrinth-tiles-1 = Квадраты лабиринта (каждый — 1 квадрат дороги)
tiles-long-roads-leipzig = Длинные дороги на квадратах Лейпцига (в К3 каждая — 2 квадрата дороги)
tiles-long-roads-leipzig-tiles = Длинные дороги на квадратах Лейпцига (каждая — 1 квадрат дороги)
tiles-notre-dames-large = Большой город Нотр-Дама
tiles-notre-dames-long = Длинная разветвлённая дорога Нотр-Дама
tiles-other-double-sized = Другие двойные квадраты (в К1 каждый — 1 квадрат)
tiles-other-double-sized-tiles = Другие двойные квадраты (каждая половина считается: по 2)
tiles-square-one-two = Клетка с одним или двумя треугольными тайлами считается 1 квадратом; каждая клетка тайла-чуда считается 1 квадратом (двойные квадраты на города не влияют).
tiles-squares-holding-triangular = Клетки с треугольными тайлами (каждая — 1 квадрат)
tiles-stonehenges-long-forking = Длинная разветвлённая дорога Стоунхенджа
tiles-tiles-wooden-bridge = Квадраты с деревянным мостом (каждый — 1 квадрат дороги)
tiles-triangular-tile-counts = Каждый треугольный тайл считается 1 квадратом; тайл-чудо считается 1 квадратом (двойные квадраты на города не влияют).
tiles-triangular-tiles-1 = Треугольные тайлы (каждый — 1 квадрат)
tiles-tunnel-tiles-1 = Квадраты с туннелем (каждый — 1 квадрат дороги)

## tollkeepers
tollkeepers-ask-say-how-many = укажите, сколько ферм, сараев, садов и разбойников у дороги
tollkeepers-ask-say-how-many-groups = укажите, сколько групп путников на дороге
tollkeepers-error-too-many = таможен у одной дороги: { $tollhouses }, а у дороги { $ends ->
        [one] { $ends } конец
        [few] { $ends } конца
       *[many] { $ends } концов
    }
tollkeepers-help-toll-1-2 = Пошлина 1 или 2 — всё равно: в конце игры число на таможне не важно.
tollkeepers-help-wooden-bridge-same = Деревянный мост на том же квадрате этого не меняет.
tollkeepers-tollhouse-crossing-end = Таможня на перекрёстке в конце этой дороги

## vodyanoy
vodyanoy-followers-vodyanoy-tile = Подданные на квадрате Водяного
vodyanoy-help-every-follower-player = Каждый подданный игрока на любом объекте квадрата; крупный подданный считается одним.

## watchtower
watchtower-help-all-players-meeples = Считаются подданные всех игроков, также в замках, перекрывающих окрестность; кроме Каркассона, Колеса Фортуны и Лейпцига. Деревянные мосты считаются участками дороги.
watchtower-option-city-1-tile = Город: 1 за квадрат с частью города
watchtower-option-cloister-3-monastic = Монастырь: 3 за монастырскую постройку
watchtower-option-coat-arms-2 = Щит: 2 за щит
watchtower-option-meeple-2-meeple = Подданный: 2 за подданного в окрестности
watchtower-option-road-1-tile = Дорога: 1 за квадрат с участком дороги
watchtower-player-meeple-next = Игрок с подданным рядом со сторожевой башней
watchtower-symbol-watchtower = Символ на сторожевой башне
watchtower-things-that-symbol = Предметы с этим символом в окрестности сторожевой башни
row-watchtower-city-symbol = Сторожевая башня, символ города: 1 за квадрат с частью города
row-watchtower-cloister-symbol = Сторожевая башня, символ монастыря: 3 за монастырскую постройку
row-watchtower-coat-arms = Сторожевая башня, символ щита: 2 за щит
row-watchtower-meeple-symbol = Сторожевая башня, символ подданного: 2 за подданного в окрестности
row-watchtower-road-symbol = Сторожевая башня, символ дороги: 1 за квадрат с участком дороги
