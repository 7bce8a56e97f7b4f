# Собственные тексты приложений.

## Words many screens use

app-name = Tally
app-score-it = Подсчитать
app-colour = { $colour }
app-undone = Отменено: { $entry }
app-undid-nothing-named = Отменено
app-redone = Повторено: { $entry }
app-redid-nothing-named = Повторено
app-nobody = Никто
app-not-chosen = Не выбрано
app-empty = пусто
app-ok = OK
app-cancel = Отмена
app-replace = Заменить
app-choose = Выбрать
app-place = Поставить
app-player = Игрок
app-points = Очки
app-reason = Причина
app-record = Записать
app-next = Дальше
app-undo = Отменить
app-undo-hint = Отменяет последнюю запись и говорит, какую.
app-redo = Повторить
app-redo-hint = Повторяет то, что было отменено.
app-done = Готово
app-share = Поделиться
app-export = Экспорт
app-more = Ещё
app-turn = Ход
app-edition = Издание
app-add = Добавить
app-name-field = Имя
app-off = Выкл.
app-on = Вкл.
app-delete = Удалить
app-edit = Изменить
app-close = Закрыть
app-loading = Загрузка…
app-back = Назад
app-home = Главная
app-open = Открыть
app-selected-of = { $chosen } из { $of }
app-move-up = Поднять { $name } выше
app-remove = Убрать { $name }
app-field-of-player = { $field }, { $player }
app-decrease = Уменьшить: { $label }
app-increase = Увеличить: { $label }
app-tied = поровну

## Categories of points, groups of expansions, phases of a game

app-category-roads = Дороги
app-category-cities = Города
app-category-cloisters = Монастыри
app-category-fields = Поля
app-category-features = Другие объекты
app-category-bonuses = Бонусы
app-category-dispatches = Послания
app-category-robbers = Грабители
app-category-corrections = Поправки
app-group-major = Большие дополнения
app-group-minor = Малые дополнения
app-group-other = Другие дополнения
app-group-print-and-play = Print & Play и Cut & Play
app-group-fan = Фанатские дополнения
app-phase-playing = Игра идёт
app-phase-end-game = Подсчёт очков в конце игры
app-phase-finished = Игра окончена

## Home, the history and a game's page

app-game-detail = Подробности и график игры
app-new-game = Новая игра
app-last-played = Последний раз: { $when }
app-opens-scoreboard = Открывает обзор игры
app-resume = Продолжить
app-recent-games = Недавние игры
app-history = История
app-statistics = Статистика
app-players = Игроки
app-settings = Настройки
app-expansion-count = { $count ->
    [one] { $count } дополнение
    [few] { $count } дополнения
   *[many] { $count } дополнений
}
app-no-games = Нет игр
app-no-games-description = Здесь появляются завершённые и незавершённые игры.
app-unfinished-badge = не завершена
app-all-players = Все игроки
app-games = Игры
app-all-games = Все игры
app-unfinished-filter = Незавершённые
app-expansion = Дополнение
app-any-expansion = Любое дополнение
app-filter = Фильтр
app-delete-game-question = Удалить эту игру?
app-delete-game = Удалить игру
app-delete-game-ends-it = Игра ({ $names }) идёт на этом телефоне: удаление её завершит. Она исчезнет из истории и статистики. Сначала экспортируйте её, чтобы сохранить копию.
app-delete-game-message = Игра ({ $names }) исчезнет из истории и статистики. Сначала экспортируйте её, чтобы сохранить копию.
app-score-progression = Ход счёта
app-turn-of = Ход { $turn } · { $player }
app-game = Игра
app-open-scoreboard = Открыть обзор игры
app-home-resume = Незаконченная партия
app-home-history = История ({ $games })
app-home-players = Игроки ({ $players })
app-home-other-unfinished = Другие незаконченные партии
app-finished = завершена
app-end-short = Конец
app-chart-description = График очков. { $finals }
app-chart-final = { $name }: в итоге { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }

## A new game

app-problem-too-few = Добавьте хотя бы двух игроков.
app-problem-too-many = Не больше восьми игроков.
app-problem-missing-name = Каждому игроку нужно имя.
app-problem-same-name = Двух игроков зовут { $name }.
app-problem-same-colour = У двух игроков один цвет.
app-start-game = Начать партию
app-new-player = Новый игрок
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
})
app-add-from-players = Добавить из списка игроков
app-players-footer = Перетащите, чтобы изменить порядок. У каждого игрока свой цвет.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, состав не подтверждён)
app-apply-preset = Применить набор
app-clear-expansions = Снять все дополнения
app-presets = Наборы
app-presets-footer = Big Box 1–7, ограниченные издания и другое выбирают свои дополнения и издание сразу.
app-rule-variants = Варианты правил
app-colour-heading = Цвет
app-colour-of = Цвет игрока { $player }
app-from-players-list = Из списка игроков
app-some-components = Некоторые части
app-new-game-players = Игроки в порядке хода ({ $count })
app-new-game-expansions = Дополнения (выбрано: { $chosen })

## The scoreboard and the scoring track

app-passes = { $player } проходит отметку { $points }.
app-figure-passes = { $player }, фишка подсчёта очков { $figure }: проходит отметку { $points }.
app-lap-tile-new = Возьмите жетон 50/100 стороной 50.
app-lap-tile-turn = Переверните жетон 50/100 на сторону 100.
app-step = Шаг
app-step-named = Шаг { $code }, { $name }
app-scoring-track = Трек подсчёта очков
app-space-number = Клетка { $space }
app-dark-space-number = Клетка { $space }, тёмная клетка
app-player-figure = { $player }, фишка подсчёта очков { $figure }
app-robber-of = грабитель игрока { $player }
app-lap-tile = Жетон 50/100: { $value }
app-turn-number = Ход { $turn }
app-table-mode = Вид для стола
app-list-mode = Список
app-last-tile-question = Последний квадрат выложен?
app-begin-end-game = Начать подсчёт очков в конце игры
app-begin-end-game-message = Дальше считаются незавершённые объекты и бонусы конца игры. Это можно отменить.
app-last-entries = Последние записи
app-timeline = Записи
app-timeline-opens-hint = Показывает каждую запись; там записи можно изменить или удалить.
app-player-score = { $player }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-player-score-active = { $player }, сейчас ход: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-incomplete-features = Незавершённые объекты
app-completed-features = Завершённые объекты
app-earlier-steps = Прежние шаги этого хода
app-end-of-game = Конец игры
app-end-game-walkthrough = По шагам через подсчёт очков в конце игры
app-live-table = Живой стол
app-end-turn = Закончить ход
app-end-turn-hint = Начинает следующий игрок.
app-second-part = Вторая часть (строитель)
app-step-code = Шаг { $code }
app-active-player = Активный игрок
app-score-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
app-dark-space = тёмная клетка
app-robber-on-space = Грабитель на клетке { $space }
app-now = сейчас
app-opens-score-form = Открывает форму подсчёта
app-turn-step = Ход { $turn } · { $code }
app-nothing-recorded = Пока ничего не записано.
app-older-entries = Показать более ранние записи
app-events = События

## The scoring form

app-count-on-the-board = Посчитайте на столе.
app-refusal-here = Последний отказ касался этого значения.
app-filled-in-by-tally = Заполнено Tally: это значение активного игрока.
app-breakdown-nobody = Никто не получает очков.
app-fill-in-to-see-points = Заполните форму, чтобы увидеть очки.
app-breakdown = Расчёт
app-figure-number = фишка подсчёта очков { $figure }
app-scoring-figure-of = Фишка подсчёта очков игрока { $player }
app-which-figure-moves = Какая фишка подсчёта очков идёт
app-which-figure-moves-footer = Фишка подсчёта очков, которую двинул бы Tally, выбрана, пока вы не выберете другую.
app-figure-on-space = Фишка подсчёта очков { $figure }: клетка { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, тёмная клетка
app-another-feature = Ещё один объект, завершённый этим квадратом
app-another-feature-footer = Всё в одном раунде считается вместе: тёмные клетки и грабители разрешаются один раз, в его конце.
app-nobody-scores-record-anyway = Никто не получает очков: всё равно записать
app-nobody-scores-items = Никто не получает очков: { $items }
app-points-scored = { $points ->
    [one] набрано { $points } очко
    [few] набрано { $points } очка
   *[many] набрано { $points } очков
}
app-score-round = Оценить все ({ $items })
app-remove-item-from-round = Убрать «{ $item }» из этого подсчёта
app-round-items = Этот квадрат завершает { $items ->
        [one] { $items } объект
        [few] { $items } объекта
       *[many] { $items } объектов
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Фишка подсчёта очков { $figure } игрока { $player } стоит на тёмной клетке { $space }: { $player } берёт послание.
app-dispatch = Послание
app-dispatch-resolve = Разыграть послание
app-undo-last-scoring = Отменить последний подсчёт
app-robber-chooses = В этом раунде клетку { $space } покинула не одна фишка подсчёта очков: { $player } выбирает, чьи очки берёт грабитель.
app-rob = Ограбить
app-robber = Грабитель
app-robber-of-heading = Грабитель игрока
app-robber-nowhere = На треке подсчёта очков ещё нет фишки подсчёта очков другого игрока.
app-space-with = Клетка { $space }: { $names }
app-robber-spaces = На клетке с фишкой подсчёта очков другого игрока
app-place-robber = Поставить грабителя
app-robber-owner-on-space = { $player } (на клетке { $space })
app-correction-footer = Отрицательные очки отнимают очки. Каждая поправка сохраняет свою причину в записях.
app-correction = Поправка
app-edit-correction = Изменить поправку
app-dispatch-choose = Вытянутое послание
app-dispatch-meeple-feature = Объект подданного
app-dispatch-feature-form = { $feature }, как в конце игры
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: сейчас { $before }, после { $after }
app-entries-that-go = Записи, которые исчезнут: { $entries }
app-what-this-changes = Что изменится
app-nothing-changed = Ничего не изменилось
app-entry-heading = Запись
app-delete-entry = Удалить запись
app-delete-entry-footer = Последующие записи переигрываются без неё.
app-delete-an-entry = Удалить запись
app-entry-changes = №{ $seq } станет: { $summary }
app-timeline-hint = Нажмите на запись, чтобы изменить или удалить её.
app-entry-options = Изменить или удалить

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names }: этого игрока больше нет в списке (объединён с другим). Лучше начните новую игру.
    [few] { $names }: этих игроков больше нет в списке (объединены с другими). Лучше начните новую игру.
   *[many] { $names }: этих игроков больше нет в списке (объединены с другими). Лучше начните новую игру.
}
app-end-game-next-footer = Посчитайте каждый пункт для каждого игрока столько раз, сколько нужно, и переходите дальше.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-standings = Места
app-finish-game = Завершить игру
app-items-not-scored = { $count ->
    [one] Ещё не посчитано пунктов: { $count }.
    [few] Ещё не посчитано пунктов: { $count }.
   *[many] Ещё не посчитано пунктов: { $count }.
}
app-scored-by-itself = Игра посчитает сама
app-times-scored = { $times ->
    [one] посчитано { $times } раз
    [few] посчитано { $times } раза
   *[many] посчитано { $times } раз
}
app-not-scored-yet = Ещё не посчитано
app-nothing-scored-by-itself = Больше ничего не считается само.
app-scored-when-finished = Считается, когда игра завершится
app-finished-can-reopen = Завершённую игру можно открыть снова.
app-finish-game-question = Завершить игру?
app-finish = Завершить
app-rematch = Реванш
app-rematch-footer = Реванш: те же игроки и дополнения; начинает второй игрок.
app-reopen = Снова открыть подсчёт очков в конце игры
app-results = Итоги
app-share-victory = Победу делят: { $names }
app-wins = Побеждает { $player }
app-share-result = Поделиться итогом
app-export-bgstats = Экспорт для BG Stats
app-export-bgg = Экспорт для BoardGameGeek
app-log-in-bg-stats = Записать партию в BG Stats
app-log-on-bgg = Записать на BoardGameGeek (поля для копирования)
app-end-game-progress = { $index } из { $of }
app-results-provisional = Подсчёт очков в конце игры не завершён: предварительные места.

## Players

app-no-players = Игроков пока нет
app-no-players-description = Игроки попадают в список, когда сыграют игру, или добавьте их здесь.
app-add-player = Добавить игрока
app-rename = Переименовать
app-rename-message = Новое имя заменит { $player } во всех играх.
app-merge-question = Объединить игроков?
app-merge-into = Объединить { $duplicate } с { $keep }
app-merge-message = Игры { $duplicate } станут играми { $keep }, а { $duplicate } уйдёт из списка.
app-game-count = { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
}
app-favourite-colour = Любимый цвет
app-merge-into-menu = Объединить с…
app-edit-player = Изменить: { $name }

## Settings

app-settings-me = Чей это телефон
app-settings-me-footer = Файлы для BG Stats указывают, чьи они: выберите себя среди игроков.
app-settings-me-nobody = Никто не выбран
app-keep-screen-on = Не гасить экран во время игры
app-at-the-table = За столом
app-keep-screen-on-footer = Телефон не гаснет, пока открыта игра.
app-games-stored = Сохранённые игры
app-share-export = Поделиться экспортом
app-export-all = Экспортировать все игры
app-import = Импортировать игры
app-import-report = { $imported ->
    [one] импортирована { $imported } игра
    [few] импортированы { $imported } игры
   *[many] импортировано { $imported } игр
} · { $skipped ->
    [one] { $skipped } уже сохранена
    [few] { $skipped } уже сохранены
   *[many] { $skipped } уже сохранено
}
app-your-games = Ваши игры
app-your-games-footer = Экспорт — это документ JSON с каждой игрой, её игроками и записями. Импорт пропускает уже сохранённые игры.
app-about = О приложении
app-version = Версия
app-language = Язык
app-about-rules = Очки следуют официальным правилам каждого дополнения; у каждого счёта есть расчёт с обозначением правила.
app-settings-exported = Экспортировано: { $games ->
        [one] { $games } партия.
        [few] { $games } партии.
       *[many] { $games } партий.
    }

## Statistics and their charts

app-no-statistics = Статистики пока нет
app-no-statistics-description = Завершите игру, чтобы увидеть статистику.
app-first-player = Первый игрок
app-second-player = Второй игрок
app-games-together = Совместные игры
app-player-ahead = { $player } впереди
app-ties = Ничьи
app-averages = Средние
app-head-to-head = Лицом к лицу
app-average = ⌀ { $average }
app-best-score = Лучший счёт
app-worst-score = Худший счёт
app-category = Категория
app-average-by-category = Средние очки по категориям
app-longest-feature = Самый большой объект
app-most-valuable-feature = Самый ценный объект
app-stats-record-feature = { $name }: { $tiles } { $tiles ->
        [one] квадрат
        [few] квадрата
       *[many] квадратов
    }, { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }
app-stats-record-points = { $name }: { $points } { $points ->
        [one] очко
        [few] очка
       *[many] очков
    }
app-stats-win-rate = Доля побед
app-stats-average = Среднее
app-stats-wins = Побед: { $wins } из { $games }
app-stats-charts = Графики
app-stats-wins-heading = Победы
app-stats-rating-heading = Рейтинг
app-stats-rating-explained = Оценка ± неопределённость по всем партиям в том порядке, в каком они сыграны; по порядку оценки за вычетом трёх неопределённостей.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Рекорды
app-stats-record-lead = { $name }: победа с отрывом в { $lead } { $lead ->
        [one] очко
        [few] очка
       *[many] очков
    }, счёт { $points }
app-stats-open-game = Открыть партию
app-stats-points-by-category = Очки по категориям
app-stats-points-chart = Очки по категориям { $games ->
        [one] в последней партии
        [few] в последних { $games } партиях
       *[many] в последних { $games } партиях
    }
app-stats-score-and-place = Счёт и место
app-stats-scores = Счёт, начиная с самой старой партии: { $scores }
app-stats-places = Места, начиная с самой старой партии: { $places }
app-stats-by-players = Доля побед по числу игроков
app-stats-players-count = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }
app-stats-by-expansion = Доля побед по дополнениям
app-stats-rating-history = Рейтинг после каждой партии
app-stats-rating-chart = Рейтинг от { $first } до { $last }
app-stats-pair-chart = { $a } впереди: { $ahead }, вровень: { $ties }, { $b } впереди: { $behind }
app-stats-pair-scores = Счёт игроков { $a } и { $b } в их общих партиях, начиная с самой старой
app-stats-filters-heading = Фильтры
app-stats-filter-summary = Фильтры: { $filters }
app-stats-filter-clear = Сбросить фильтры
app-stats-filter-years = Годы
app-stats-filter-from = С года
app-stats-filter-to = По год
app-stats-filter-any-year = Любой год
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = с { $year } года
app-stats-filter-until = по { $year } год
app-stats-filter-players = { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
    [many] { $players } игроков
   *[other] { $players } игрока
}
app-stats-filter-players-hint = Только игры, в которых участвовали все выбранные игроки.
app-stats-filter-expansions = Дополнения
app-stats-filter-expansions-hint = Только игры со всеми выбранными дополнениями.
app-stats-filter-any-edition = Любое издание
app-stats-filter-no-games = Ни одна завершённая игра не подходит под эти фильтры.
app-stats-open-entry = Открыть игру на этой записи

## Opening the database

app-game-cannot-open = Эту игру нельзя открыть
app-foreign-log-title = Журнал рядом с базой данных не её собственный
app-foreign-log-message = { $reason } Tally может отложить этот журнал (он останется рядом с файлом) и открыть базу данных такой, какой её хранит файл.
app-foreign-log-set-aside = Отложить журнал и открыть
app-cannot-open-database = Tally не может открыть свою базу данных
app-foreign-log-leave = Закрыть Tally

## Подключение к столу, который ведёт другой телефон

app-join-table = Подключиться к столу
app-join-link-label = Ссылка на стол
app-join-link-hint = Ссылка, которую показывает телефон хозяина, или отсканируйте его QR-код.
app-join-scan = Сканировать QR-код
app-join-me-label = Ваше имя за столом
app-join-action = Подключиться
app-join-live = в эфире
app-join-stale = не обновлялось с { $time }
app-join-viewer = Вы следите за этим столом; записывают только хозяин и ссылки счётчика.
app-join-link-closed = Эта ссылка больше не открывает стол.
app-join-kept = Законченная игра сохранена в вашей истории как игра № { $game }.
app-join-leave = Покинуть стол
app-join-not-a-link = Это не ссылка на стол: используйте адрес, который показывает хозяин (http://…/t/…/), или отсканируйте его QR-код.
app-join-link-refused = Хозяин больше не открывает стол по этой ссылке (ссылка отозвана или игра удалена).
app-join-unreachable = Хозяин недоступен; ничего не записано. Этот телефон в той же сети Wi-Fi?
app-join-damaged = Хозяин прислал то, что Tally не может прочитать; ничего не записано.
app-join-left = Вы покинули стол; ничего не записано.
app-join-host-decides = Это может сделать только телефон хозяина; ничего не записано.
app-join-camera-denied = Tally не может пользоваться камерой: разрешите это в настройках телефона или введите ссылку.
