# Собственные тексты приложений.
app-name = Tally
app-score-it = Подсчитать

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
app-phase-end-game = Подсчёт в конце игры
app-phase-finished = Завершена
app-figure-at = фишка подсчёта очков { $figure } на { $space }
app-space-at = клетка { $space }
app-robber-on = грабитель на { $space }
app-last-entry = Последнее: { $summary }
app-score-feature-completed = Оценить завершённый объект
app-score-feature-end-of-game = Оценить незавершённый объект
app-events = События
app-step-description = Шаг { $code }, { $name }
app-table = Стол
app-end-turn = Завершить ход
app-place-robber = Поставить грабителя
app-second-part = Вторая часть (строитель)
app-start-end-game = Конец игры
app-end-game-walkthrough = Подсчёт в конце игры
app-see-results = Итоги
app-reopen = Вернуться к подсчёту в конце игры
app-timeline = Ход партии
app-correct = Исправить очки
app-correct-whose = Чьи очки?
app-correct-points = Очки (отрицательные — отнять)
app-correct-reason = Почему (напр. забытый монастырь)
app-correct-apply = Внести исправление
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
app-dispatch-title = Гонец
app-dispatch-resolve = Разыграть гонца
app-dispatch-choose = Вытянутый гонец
app-dispatch-meeple-feature = Объект подданного
app-dispatch-feature-form = { $feature }, как в конце игры
app-end-game-title = Подсчёт в конце игры
app-end-game-progress = { $index } из { $of }
app-end-game-not-yet = Пока ничего не оценено.
app-end-game-scored = Оценено { $times }×.
app-end-game-score = Оценить
app-end-game-next = Дальше
app-automatic = само
app-at-the-finish = При завершении
app-finish-game = Итоговая таблица
app-results-title = Итоги
app-results-provisional = Подсчёт в конце игры не завершён: предварительные итоги.
app-share-result = Поделиться итогами
app-export-for-bg-stats = Экспорт для BG Stats
app-export-for-bgg = Экспорт для BoardGameGeek
app-tied = поровну
app-category-roads = Дороги
app-category-cities = Города
app-category-cloisters = Монастыри
app-category-fields = Поля
app-category-features = Объекты
app-category-bonuses = Бонусы
app-category-dispatches = Гонцы
app-category-robbers = Грабители
app-category-corrections = Исправления
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
app-dispatch-body = Фишка подсчёта очков игрока { $player } на тёмной клетке { $space }: два очка или гонец.
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
app-finish-question = Завершить партию?
app-finish-body = Итоги станут окончательными; подсчёт очков в конце игры можно снова открыть из итогов.
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
