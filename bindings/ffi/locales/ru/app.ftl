# Собственные тексты приложений.
app-name = Tally
app-score-it = Подсчитать

## iOS
## Собственные тексты приложения для iOS (ios/Tally, ios/TallyKit), показанные через `tx`.

app-ios-colour = { $colour }
app-ios-undid = Отменено: { $entry }
app-ios-undid-nothing-named = Отменено
app-ios-redid = Повторено: { $entry }
app-ios-redid-nothing-named = Повторено
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } проходит отметку { $points }.
app-ios-figure-passes = { $player }, фишка подсчёта очков { $figure }: проходит отметку { $points }.
app-ios-lap-tile-new = Возьмите жетон 50/100 стороной 50.
app-ios-lap-tile-turn = Переверните жетон 50/100 на сторону 100.
app-ios-rematch-missing = { $count ->
    [one] { $names }: этого игрока больше нет в списке (объединён с другим). Лучше начните новую игру.
    [few] { $names }: этих игроков больше нет в списке (объединены с другими). Лучше начните новую игру.
   *[many] { $names }: этих игроков больше нет в списке (объединены с другими). Лучше начните новую игру.
}
app-ios-category-roads = Дороги
app-ios-category-cities = Города
app-ios-category-cloisters = Монастыри
app-ios-category-fields = Поля
app-ios-category-features = Другие объекты
app-ios-category-bonuses = Бонусы
app-ios-category-dispatches = Послания
app-ios-category-robbers = Грабители
app-ios-category-corrections = Поправки
app-ios-group-major = Большие дополнения
app-ios-group-minor = Малые дополнения
app-ios-group-other = Другие дополнения
app-ios-group-print-and-play = Print & Play
app-ios-group-fan = Фанатские дополнения
app-ios-phase-playing = Игра идёт
app-ios-phase-end-game = Подсчёт очков в конце игры
app-ios-phase-finished = Игра окончена
app-ios-problem-too-few = Добавьте хотя бы двух игроков.
app-ios-problem-too-many = Не больше восьми игроков.
app-ios-problem-missing-name = Каждому игроку нужно имя.
app-ios-problem-same-name = Двух игроков зовут { $name }.
app-ios-problem-same-colour = У двух игроков один цвет.
app-ios-step = Шаг
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Посчитайте на столе.
app-ios-refusal-here = Последний отказ касался этого значения.
app-ios-filled-in-by-tally = Заполнено Tally: это значение активного игрока.
app-ios-nobody = Никто
app-ios-not-chosen = Не выбрано
app-ios-empty = пусто
app-ios-nobody-scores = Никто не получает очков.
app-ios-fill-in-to-see-points = Заполните форму, чтобы увидеть очки.
app-ios-breakdown = Расчёт
app-ios-scoring-figure-number = фишка подсчёта очков { $figure }
app-ios-scoring-figure-of = Фишка подсчёта очков игрока { $player }
app-ios-which-figure-moves = Какая фишка подсчёта очков идёт
app-ios-which-figure-moves-footer = Фишка подсчёта очков, которую двинул бы Tally, выбрана, пока вы не выберете другую.
app-ios-figure-on-space = Фишка подсчёта очков { $figure }: клетка { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, тёмная клетка
app-ios-change-player = { $player }: сейчас { $before }, после { $after }
app-ios-entries-that-change = Записи, которые изменятся: { $entries }
app-ios-entries-that-go = Записи, которые исчезнут: { $entries }
app-ios-what-this-changes = Что изменится
app-ios-nothing-changed = Ничего не изменилось
app-ios-ok = OK
app-ios-scoring-track = Трек подсчёта очков
app-ios-space-number = Клетка { $space }
app-ios-dark-space-number = Клетка { $space }, тёмная клетка
app-ios-player-figure = { $player }, фишка подсчёта очков { $figure }
app-ios-robber-of = грабитель игрока { $player }
app-ios-lap-tile = Жетон 50/100: { $value }
app-ios-another-feature = Ещё один объект, завершённый этим квадратом
app-ios-another-feature-footer = Всё в одном раунде считается вместе: тёмные клетки и грабители разрешаются один раз, в его конце.
app-ios-nobody-scores-record-anyway = Никто не получает очков: всё равно записать
app-ios-nobody-scores-items = Никто не получает очков: { $items }
app-ios-cancel = Отмена
app-ios-remove-from-round = Убрать из раунда
app-ios-round = Один раунд
app-ios-replace = Заменить
app-ios-dispatch-drawn = Фишка подсчёта очков { $figure } игрока { $player } стоит на тёмной клетке { $space }: { $player } берёт послание.
app-ios-dispatch = Послание
app-ios-feature = Объект
app-ios-choose = Выбрать
app-ios-resolve-dispatch = Разыграть послание
app-ios-undo-last-scoring = Отменить последний подсчёт
app-ios-robber-chooses = В этом раунде клетку { $space } покинула не одна фишка подсчёта очков: { $player } выбирает, чьи очки берёт грабитель.
app-ios-points-scored = { $points ->
    [one] набрано { $points } очко
    [few] набрано { $points } очка
   *[many] набрано { $points } очков
}
app-ios-rob = Ограбить
app-ios-robber = Грабитель
app-ios-robber-of-heading = Грабитель игрока
app-ios-no-figure-to-rob = На треке подсчёта очков ещё нет фишки подсчёта очков другого игрока.
app-ios-space-with = Клетка { $space }: { $names }
app-ios-robber-spaces = На клетке с фишкой подсчёта очков другого игрока
app-ios-place-robber = Поставить грабителя
app-ios-place = Поставить
app-ios-robber-owner-on-space = { $player } (на клетке { $space })
app-ios-player = Игрок
app-ios-points = Очки
app-ios-reason = Причина
app-ios-correction-footer = Отрицательные очки отнимают очки. Каждая поправка сохраняет свою причину в записях.
app-ios-correction = Поправка
app-ios-edit-correction = Изменить поправку
app-ios-record = Записать
app-ios-entry-heading = Запись
app-ios-delete-entry = Удалить запись
app-ios-delete-entry-footer = Последующие записи переигрываются без неё.
app-ios-delete-an-entry = Удалить запись
app-ios-next = Дальше
app-ios-end-game-next-footer = Посчитайте каждый пункт для каждого игрока столько раз, сколько нужно, и переходите дальше.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-ios-standings = Места
app-ios-finish-game = Завершить игру
app-ios-items-not-scored = { $count ->
    [one] Ещё не посчитано пунктов: { $count }.
    [few] Ещё не посчитано пунктов: { $count }.
   *[many] Ещё не посчитано пунктов: { $count }.
}
app-ios-undo = Отменить
app-ios-undo-hint = Отменяет последнюю запись и говорит, какую.
app-ios-redo = Повторить
app-ios-redo-hint = Повторяет то, что было отменено.
app-ios-scored-by-itself = Игра посчитает это сама, когда завершится.
app-ios-times-scored = { $times ->
    [one] посчитано { $times } раз
    [few] посчитано { $times } раза
   *[many] посчитано { $times } раз
}
app-ios-not-scored-yet = Ещё не посчитано
app-ios-nothing-scored-by-itself = Больше ничего не считается само.
app-ios-scored-when-finished = Считается, когда игра завершится
app-ios-finished-can-reopen = Завершённую игру можно открыть снова.
app-ios-finish-game-question = Завершить игру?
app-ios-finish = Завершить
app-ios-rematch = Реванш
app-ios-rematch-footer = Реванш: те же игроки и дополнения; начинает второй игрок.
app-ios-game-detail = Подробности и график игры
app-ios-reopen = Снова открыть подсчёт очков в конце игры
app-ios-done = Готово
app-ios-results = Итоги
app-ios-share-victory = Победу делят: { $names }
app-ios-wins = Побеждает { $player }
app-ios-share-result = Поделиться итогом
app-ios-export-bgstats = Экспорт для BG Stats
app-ios-export-bgg = Экспорт для BoardGameGeek
app-ios-log-in-bg-stats = Записать партию в BG Stats
app-ios-log-on-bgg = Записать на BoardGameGeek (поля для копирования)
app-ios-settings-me = Чей это телефон
app-ios-settings-me-footer = Файлы для BG Stats указывают, чьи они: выберите себя среди игроков.
app-ios-settings-me-nobody = Никто не выбран
app-ios-new-game = Новая игра
app-ios-last-played = Последний раз: { $when }
app-ios-opens-scoreboard = Открывает обзор игры
app-ios-resume = Продолжить
app-ios-recent-games = Недавние игры
app-ios-history = История
app-ios-statistics = Статистика
app-ios-players = Игроки
app-ios-settings = Настройки
app-ios-expansion-count = { $count ->
    [one] { $count } дополнение
    [few] { $count } дополнения
   *[many] { $count } дополнений
}
app-ios-no-games = Нет игр
app-ios-no-games-description = Здесь появляются завершённые и незавершённые игры.
app-ios-unfinished-badge = не завершена
app-ios-all-players = Все игроки
app-ios-games = Игры
app-ios-all-games = Все игры
app-ios-unfinished = Незавершённые
app-ios-expansion = Дополнение
app-ios-any-expansion = Любое дополнение
app-ios-filter = Фильтр
app-ios-delete-game-question = Удалить эту игру?
app-ios-delete-game = Удалить игру
app-ios-delete-game-being-played = Игра ({ $names }) идёт на этом телефоне: удаление её завершит. Она исчезнет из истории и статистики. Сначала экспортируйте её, чтобы сохранить копию.
app-ios-delete-game-message = Игра ({ $names }) исчезнет из истории и статистики. Сначала экспортируйте её, чтобы сохранить копию.
app-ios-score-progression = Ход счёта
app-ios-turn-of = Ход { $turn } · { $player }
app-ios-game = Игра
app-ios-share = Поделиться
app-ios-export = Экспорт
app-ios-open-scoreboard = Открыть обзор игры
app-ios-more = Ещё
app-ios-turn = Ход
app-ios-edition = Издание
app-ios-start = Начать
app-ios-new-player = Новый игрок
app-ios-add = Добавить
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
})
app-ios-add-from-players = Добавить из списка игроков
app-ios-players-in-turn-order = Игроки в порядке хода
app-ios-players-footer = Перетащите, чтобы изменить порядок. У каждого игрока свой цвет.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, состав не подтверждён)
app-ios-apply-preset = Применить набор
app-ios-clear-expansions = Снять все дополнения
app-ios-presets = Наборы
app-ios-presets-footer = Big Box 1–7, ограниченные издания и другое выбирают свои дополнения и издание сразу.
app-ios-rule-variants = Варианты правил
app-ios-colour-heading = Цвет
app-ios-colour-of = Цвет игрока { $player }
app-ios-name = Имя
app-ios-from-players-list = Из списка игроков
app-ios-off = Выкл.
app-ios-some-components = Некоторые части
app-ios-on = Вкл.
app-ios-no-players = Игроков пока нет
app-ios-no-players-description = Игроки попадают в список, когда сыграют игру, или добавьте их здесь.
app-ios-add-player = Добавить игрока
app-ios-rename = Переименовать
app-ios-rename-message = Новое имя заменит { $player } во всех играх.
app-ios-merge-question = Объединить игроков?
app-ios-merge-into = Объединить { $duplicate } с { $keep }
app-ios-merge-message = Игры { $duplicate } станут играми { $keep }, а { $duplicate } уйдёт из списка.
app-ios-game-count = { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
}
app-ios-favourite-colour = Любимый цвет
app-ios-merge-into-menu = Объединить с…
app-ios-keep-screen-on = Не гасить экран во время игры
app-ios-at-the-table = За столом
app-ios-keep-screen-on-footer = Телефон не гаснет, пока открыта игра.
app-ios-games-stored = Сохранённые игры
app-ios-share-export = Поделиться экспортом
app-ios-export-all = Экспортировать все игры
app-ios-import = Импортировать игры
app-ios-import-report = { $imported ->
    [one] импортирована { $imported } игра
    [few] импортированы { $imported } игры
   *[many] импортировано { $imported } игр
} · { $skipped ->
    [one] { $skipped } уже сохранена
    [few] { $skipped } уже сохранены
   *[many] { $skipped } уже сохранено
}
app-ios-your-games = Ваши игры
app-ios-your-games-footer = Экспорт — это документ JSON с каждой игрой, её игроками и записями. Импорт пропускает уже сохранённые игры.
app-ios-about = О приложении
app-ios-version = Версия
app-ios-language = Язык
app-ios-about-rules = Очки следуют официальным правилам каждого дополнения; у каждого счёта есть расчёт с обозначением правила.
app-ios-no-statistics = Статистики пока нет
app-ios-no-statistics-description = Завершите игру, чтобы увидеть статистику.
app-ios-first-player = Первый игрок
app-ios-second-player = Второй игрок
app-ios-games-together = Совместные игры
app-ios-player-ahead = { $player } впереди
app-ios-ties = Ничьи
app-ios-averages = Средние
app-ios-head-to-head = Лицом к лицу
app-ios-win-count = { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Лучший счёт
app-ios-worst-score = Худший счёт
app-ios-category = Категория
app-ios-average-by-category = Средние очки по категориям
app-ios-longest-feature = Самый большой объект
app-ios-most-valuable-feature = Самый ценный объект
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } квадрат
    [few] { $tiles } квадрата
   *[many] { $tiles } квадратов
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
app-ios-turn-number = Ход { $turn }
app-ios-table-mode = Вид для стола
app-ios-list-mode = Список
app-ios-last-tile-question = Последний квадрат выложен?
app-ios-begin-end-game = Начать подсчёт очков в конце игры
app-ios-begin-end-game-message = Дальше считаются незавершённые объекты и бонусы конца игры. Это можно отменить.
app-ios-last-entries = Последние записи
app-ios-timeline = Записи
app-ios-timeline-hint = Показывает каждую запись; там записи можно изменить или удалить.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-ios-player-score-active = { $player }, сейчас ход: { $score ->
    [one] { $score } очко
    [few] { $score } очка
   *[many] { $score } очков
}
app-ios-incomplete-features = Незавершённые объекты
app-ios-completed-features = Завершённые объекты
app-ios-earlier-steps = Прежние шаги этого хода
app-ios-second-part = Строитель: вторая часть
app-ios-end-of-game = Конец игры
app-ios-end-game-walkthrough = По шагам через подсчёт очков в конце игры
app-ios-live-table = Живой стол
app-ios-end-turn = Закончить ход
app-ios-end-turn-hint = Начинает следующий игрок.
app-ios-second-part-builder = Вторая часть (строитель)
app-ios-step-code = Шаг { $code }
app-ios-active-player = Активный игрок
app-ios-score-points = { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
app-ios-dark-space = тёмная клетка
app-ios-robber-on-space = Грабитель на клетке { $space }
app-ios-now = сейчас
app-ios-opens-score-form = Открывает форму подсчёта
app-ios-turn-step = Ход { $turn } · { $code }
app-ios-nothing-recorded = Пока ничего не записано.
app-ios-delete = Удалить
app-ios-edit = Изменить
app-ios-older-entries = Показать более ранние записи
app-ios-close = Закрыть
app-ios-game-cannot-open = Эту игру нельзя открыть
app-ios-foreign-log-title = Журнал рядом с базой данных не её собственный
app-ios-foreign-log-message = { $reason } Tally может отложить этот журнал (он останется рядом с файлом) и открыть базу данных такой, какой её хранит файл.
app-ios-set-aside-log = Отложить журнал и открыть
app-ios-cannot-open-database = Tally не может открыть свою базу данных

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Загрузка…
app-ok = OK
app-back = Назад
app-cancel = Отмена
app-add = Добавить
app-home = Главная
app-open = Открыть
app-nobody = Никто
app-undo = Отменить
app-redo = Повторить
app-home-resume = Незаконченная партия
app-home-resume-button = Продолжить
app-home-new-game = Новая партия
app-home-history = История ({ $games })
app-home-statistics = Статистика
app-home-players = Игроки ({ $players })
app-home-settings = Настройки
app-home-other-unfinished = Другие незаконченные партии
app-new-game-title = Новая партия
app-new-game-players = Игроки в порядке хода ({ $count })
app-new-game-from-roster = Добавить из списка:
app-new-game-new-player = Новый игрок
app-new-game-edition = Издание
app-new-game-presets = Быстрый выбор
app-new-game-expansions = Дополнения (выбрано: { $chosen })
app-new-game-variants = Варианты правил
app-new-game-start = Начать партию
app-selected-of = { $chosen } из { $of }
app-group-major = Большие дополнения
app-group-minor = Мини-дополнения
app-group-other = Другие дополнения
app-group-print-and-play = Print & Play и Cut & Play
app-group-fan = Фанатские дополнения
app-move-up = Поднять { $name } выше
app-remove = Убрать { $name }
app-turn-of = Ход { $turn } · { $player }
app-step-now = Шаг: { $step }
app-second-part-short = вторая часть
app-phase-playing = Идёт игра
app-phase-end-game = Подсчёт очков в конце игры
app-phase-finished = Завершена
app-figure-at = фишка подсчёта очков { $figure } на { $space }
app-space-at = клетка { $space }
app-robber-on = грабитель на клетке { $space }
app-last-entry = Последнее: { $summary }
app-score-feature-completed = Оценить завершённый объект
app-score-feature-end-of-game = Оценить незавершённый объект
app-events = События
app-step-description = Шаг { $code }, { $name }
app-table = Стол
app-end-turn = Закончить ход
app-place-robber = Поставить грабителя
app-second-part = Вторая часть (строитель)
app-start-end-game = Конец игры
app-end-game-walkthrough = Подсчёт очков в конце игры
app-see-results = Итоги
app-reopen = Вернуться к подсчёту очков в конце игры
app-timeline = Ход партии
app-live-table = Живой стол
app-correct = Исправить очки
app-correct-whose = Чьи очки?
app-correct-points = Очки (отрицательные — отнять)
app-correct-reason = Почему (напр. забытый монастырь)
app-correct-apply = Внести поправку
app-robber-whose = Чей грабитель?
app-robber-where = На какую клетку?
app-robber-nowhere = Нет фишки другого игрока, рядом с которой он мог бы встать.
app-robber-to-space = Грабитель на клетку { $space }
app-robber-choice-title = Грабитель выбирает
app-robber-choice-body = Грабитель игрока { $owner } на клетке { $space }: чьи очки он забирает?
app-which-figure = Какая фишка подсчёта очков идёт вперёд
app-figure-on = Фишка подсчёта очков { $figure } (на { $space })
app-figure-number = фишка подсчёта очков { $figure }
app-breakdown = Расчёт
app-breakdown-nobody = Никто не получает очков.
app-score-round = Оценить все ({ $items })
app-remove-from-round = Убрать «{ $item }» из этого подсчёта
app-another-feature = Ещё один объект, завершённый этим квадратом
app-nobody-scores = Никто не получает очков: всё равно записать
app-edit-entry = Изменить запись №{ $seq }
app-save-edit = Сохранить изменение
app-entry-changes = №{ $seq } станет: { $summary }
app-scores-after = Очки после изменения
app-field-of-player = { $field }, { $player }
app-decrease = Уменьшить: { $label }
app-increase = Увеличить: { $label }
app-dispatch-title = Послание
app-dispatch-resolve = Разыграть послание
app-dispatch-choose = Вытянутое послание
app-dispatch-meeple-feature = Объект подданного
app-dispatch-feature-form = { $feature }, как в конце игры
app-end-game-title = Подсчёт очков в конце игры
app-end-game-progress = { $index } из { $of }
app-end-game-not-yet = Пока ничего не оценено.
app-end-game-scored = Оценено { $times }×.
app-end-game-score = Оценить
app-end-game-next = Дальше
app-automatic = само
app-at-the-finish = При завершении
app-finish-game = Итоговые места
app-results-title = Итоги
app-results-provisional = Подсчёт очков в конце игры не завершён: предварительные места.
app-share-result = Поделиться итогами
app-export-for-bg-stats = Экспорт для BG Stats
app-export-for-bgg = Экспорт для BoardGameGeek
app-log-in-bg-stats = Записать партию в BG Stats
app-log-on-bgg = Записать на BoardGameGeek (поля для копирования)
app-settings-me = Чей это телефон
app-settings-me-body = Файлы для BG Stats указывают, чьи они: выберите себя среди игроков.
app-settings-me-nobody = Никто не выбран
app-tied = поровну
app-category-roads = Дороги
app-category-cities = Города
app-category-cloisters = Монастыри
app-category-fields = Поля
app-category-features = Объекты
app-category-bonuses = Бонусы
app-category-dispatches = Послания
app-category-robbers = Грабители
app-category-corrections = Поправки
app-history-title = История
app-history-empty = Партий пока нет.
app-finished-only = Только завершённые
app-finished = завершена
app-unfinished = не закончена
app-expansions-count = дополнений: { $count }
app-detail-title = Партия
app-detail-chart = Очки по ходам
app-end-short = Конец
app-timeline-hint = Нажмите на запись, чтобы изменить или удалить её.
app-entry-options = Изменить или удалить
app-entry-title = №{ $seq } { $summary }
app-edit-entry-button = Изменить
app-delete-entry = Удалить
app-delete-changes = Удаление изменит
app-confirm-delete = Удалить эту запись
app-statistics-title = Статистика
app-statistics-empty = Завершите партию, чтобы увидеть статистику.
app-stats-win-rate = Доля побед
app-stats-average = Среднее
app-stats-best = Лучший
app-stats-worst = Худший
app-stats-best-feature = Самый ценный: { $feature } ({ $points })
app-stats-longest-feature = Самый длинный: { $feature } ({ $size })
app-players-title = Игроки
app-players-add = Новый игрок
app-players-name = Имя
app-edit-player = Изменить: { $name }
app-rename = Переименовать
app-merge-into = { $name } — тот же человек, что и:
app-merge-description = Объединить { $duplicate } с { $keep }
app-settings-title = Настройки
app-settings-backup = Резервная копия и перенос партий
app-settings-export = Экспортировать все партии (поделиться)
app-settings-import = Импортировать партии из файла
app-settings-about = О приложении
app-settings-about-body = Tally ведёт счёт в «Каркассоне» по официальным правилам дополнений в игре. Каждое очко — с расчётом.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    })
app-player-row = { $name }, { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }
app-track-player = { $name }: { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }, { $figures ->
        [one] фишка подсчёта очков на клетке
        [few] фишки подсчёта очков на клетках
       *[many] фишки подсчёта очков на клетках
    } { $spaces }
app-track-robber = грабитель на клетке { $space }
app-track-description = Трек подсчёта очков. { $players }
app-round-items = Этот квадрат завершает { $items ->
        [one] { $items } объект
        [few] { $items } объекта
       *[many] { $items } объектов
    }
app-standing = { $rank }-е место, { $name }, { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }
app-chart-description = График очков. { $finals }
app-chart-final = { $name }: в итоге { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }
app-players-games = { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    }
app-settings-games = На этом телефоне { $games ->
        [one] { $games } партия.
        [few] { $games } партии.
       *[many] { $games } партий.
    }
app-settings-exported = Экспортировано: { $games ->
        [one] { $games } партия.
        [few] { $games } партии.
       *[many] { $games } партий.
    }
app-settings-imported = Импортировано: { $imported ->
        [one] { $imported } партия
        [few] { $imported } партии
       *[many] { $imported } партий
    }, уже были: { $skipped }.
app-stats-wins = Побед: { $wins } из { $games }
app-dispatch-body = Фишка подсчёта очков игрока { $player } на тёмной клетке { $space }: два очка или послание.
app-their-turn = сейчас ходит
app-colour = { $colour }
app-undone = Отменено: { $summary }
app-redone = Повторено: { $summary }
app-passed-lap = { $player } проходит { $points }: возьмите жетон 50/100
app-foreign-log-title = Журнал не от этой базы данных
app-foreign-log-body = Tally может отложить этот журнал, переименовав его рядом с файлом, и открыть партии такими, какие они в файле.
app-foreign-log-set-aside = Отложить и открыть
app-foreign-log-leave = Закрыть Tally
app-settings-keep-screen-on = Не выключать экран во время партии
app-settings-version = Версия { $version }
app-settings-language = Язык: { $language } (язык телефона; меняется в его настройках)
app-last-change = Последнее изменение: { $ago }
app-share-game = Поделиться этой партией
app-rematch = Реванш (те же игроки, начинает следующий)
app-rematch-missing = { $count ->
        [one] { $names } больше нет в списке игроков: начните новую партию.
        [few] { $names } больше нет в списке игроков: начните новую партию.
       *[many] { $names } больше нет в списке игроков: начните новую партию.
    }
app-delete-game = Удалить эту партию
app-delete-game-question = Удалить эту партию?
app-delete-game-body = Она удалится навсегда, { $entries ->
        [one] с { $entries } записью
        [few] с { $entries } записями
       *[many] с { $entries } записями
    }.
app-delete-game-being-played = Эта партия открыта за столом: сначала закройте её счёт.
app-last-tile-placed = Последний квадрат выложен?
app-last-tile-placed-body = Начинается подсчёт очков в конце игры: дальше — незавершённые объекты и остальное.
app-begin-end-game = Начать подсчёт очков в конце игры
app-finish-question = Завершить игру?
app-finish-body = Итоговые места станут окончательными; подсчёт очков в конце игры можно снова открыть из итогов.
app-finish-confirm = Завершить
app-merge-body = Партии игрока { $duplicate } станут партиями игрока { $keep }. Это нельзя отменить.
app-merge = Объединить
app-head-to-head = Лицом к лицу: выберите двух игроков
app-head-to-head-games = { $games ->
        [one] { $games } партия вместе
        [few] { $games } партии вместе
       *[many] { $games } партий вместе
    }
app-head-to-head-ahead = { $player } впереди: { $games }
app-head-to-head-ties = Ничьи: { $ties }
app-head-to-head-averages = В среднем: { $a } { $aAverage }, { $b } { $bAverage }

## Оба приложения: графики статистики (android feature/statistics, TallyKit Statistics)
app-stats-charts = Графики
app-stats-wins-heading = Победы
app-stats-rating-heading = Рейтинг
app-stats-rating-explained = Оценка ± неопределённость по всем партиям в том порядке, в каком они сыграны; по порядку оценки за вычетом трёх неопределённостей.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Рекорды
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
