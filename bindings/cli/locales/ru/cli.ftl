### Собственные тексты командной строки (bindings/cli/src/l10n.rs, docs/l10n.md).
### Те же сообщения и переменные, что и в locales/en/cli.ftl, где объяснено каждое.
### То, что игроки набирают (`help`, `dispatch two_points`, `finish`, `coa=2`,
### цвета), остаётся как есть.

## Сводка игры (view/board.rs)

cli-board-game = Игра № { $id }
cli-board-turn = ход { $turn }, ходит { $player }, шаг { $step }
cli-board-turn-second-part = ход { $turn } (вторая часть), ходит { $player }, шаг { $step }
cli-board-end-game = подсчёт очков в конце игры
cli-board-finished = окончена
cli-board-space = клетка { $space }
cli-board-robber = грабитель на клетке { $space }
cli-board-dark-space = тёмная клетка: фишка, остановившаяся на ней после подсчёта, берёт послание
cli-pending-dispatch-label = Послание:
cli-pending-dispatch = фишка { $figure } игрока { $player } стоит на тёмной клетке { $space }: `dispatch two_points` или квадрат (`help dispatch`).
cli-pending-robber-label = Грабитель:
cli-pending-robber = грабитель игрока { $owner } на клетке { $space } может ограбить { $candidates }: `victim <игрок>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    })

## Что изменила команда (view/changes.rs)

cli-change-undid = Отменено: { $entry }
cli-change-redid = Повторено: { $entry }
cli-change-edited = Изменена запись #{ $seq }: было { $old }
cli-change-edited-same = Изменена запись #{ $seq } ({ $old }): ничего не изменилось
cli-change-deleted = Удалено: { $entry }
cli-change-taken-back = Запись #{ $seq } отменена
cli-change-reloaded = Игра перезагружена.
cli-change-now = #{ $seq } теперь: { $summary }
cli-change-gone = #{ $seq } исчезла
cli-change-gone-was = #{ $seq } исчезла: { $summary }
cli-elsewhere = Игра изменилась в другом месте: { $changes }.
cli-elsewhere-new = { $entry } — новая запись
cli-elsewhere-taken-back = #{ $seq } отменена
cli-elsewhere-reloaded = Игра изменилась в другом месте: перезагружена.
cli-elsewhere-first = Игра тем временем изменилась в другом месте ({ $entries ->
        [one] { $entries } новая запись
        [few] { $entries } новые записи
       *[many] { $entries } новых записей
    }): команда применяется к сохранённой игре.

## Записи и журнал (view/entries.rs)

cli-award-moved = фишка сдвинулась на { $moved }
cli-award-figure = фишка { $figure }
cli-log-empty = Пока ничего не записано.
cli-log-turn = ход { $turn }
cli-log-latest = последние { $shown } из { $total ->
        [one] { $total } записи
        [few] { $total } записей
       *[many] { $total } записей
    }

## Слова нескольких экранов

cli-or = или

## Справка в сеансе (view/help.rs)

cli-help-score = Подсчёт
cli-help-score-how = (слова после элемента заполняют его форму; `help <элемент>` её показывает):
cli-help-nothing-now = сейчас ничего: { $why }
cli-help-features = объекты: { $keys }
cli-help-events = события на шаге { $step }: { $keys }
cli-help-events-none = события на шаге { $step }: с этими дополнениями нет
cli-help-other-steps = другие шаги с событиями (`step <код>` их перечисляет): { $steps }
cli-help-end-game-items = элементы подсчёта очков в конце игры: { $keys }
cli-help-eg = напр.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (один квадрат, один подсчёт)
cli-help-example-words = red.figure=2 (фишка, которая двигается) · nobody (никто не получает очков) · step=2B-1
cli-help-commands = Команды
cli-help-commands-how = (`help <команда>` для одной):
cli-help-item-steps = шаг { $steps }
cli-help-item-no-inputs = параметров нет: укажите игроков
# Набирают yes и no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = игрок
cli-help-kind-per-player-count = для каждого игрока { $range } (<игрок>.{ $input }=N)
cli-help-kind-per-player-toggle = для каждого игрока (<игрок>.{ $input })
cli-help-kind-required = обязательно
cli-help-dispatch-tiles = Послания (Гонцы): `dispatch <послание> ...`; `figure=2` двигает другую фишку.
cli-help-dispatch-feature-words = слова для { $feature }
cli-help-dispatch-words = слова

## Очки по категориям (места, статистика)

cli-category-roads = дороги
cli-category-cities = города
cli-category-cloisters = монастыри
cli-category-fields = поля
cli-category-features = другие объекты
cli-category-bonuses = бонусы
cli-category-dispatches = послания
cli-category-robbers = грабители
cli-category-corrections = поправки

## Места и подсчёт очков в конце игры по шагам (view/standings.rs, view/walkthrough.rs)

cli-standings = Места:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = Подсчёт очков в конце игры по порядку (подсчитайте каждый незавершённый объект; пропустите то, что не подходит):
cli-walkthrough-done = готово
cli-walkthrough-scored = подсчитано { $times } { $times ->
        [one] раз
        [few] раза
       *[many] раз
    }
cli-walkthrough-finish = затем `finish` для итоговых мест.

## Вопросы и ответы в сеансе (view/questions.rs)

cli-ask-count = { $item }: { $ask }:
cli-ask-nobody-scores = Никто не получает очков за этот объект ({ LOWER($items) }): не указан ни один подданный. Записать без очков? [д/Н]
cli-answers-yes = д, да
cli-ask-finish-not-begun = Подсчёт очков в конце игры не начат: в нём считаются незавершённые объекты и элементы конца игры.
cli-ask-finish-how = Наберите `end`, чтобы его начать, `finish`, чтобы закончить без него, или ничего, чтобы вернуться:
cli-finish-not-begun-script = подсчёт очков в конце игры не начат: `tally end` его начинает (в нём считаются незавершённые объекты и элементы конца игры); `tally end --finish --now` заканчивает без него
cli-no-walkthrough-yet = Подсчёт очков в конце игры не начат: `end` его начинает.
cli-nothing-done = Ничего не сделано: посмотрите сводку игры и наберите команду снова, если она ещё нужна.
cli-nothing-recorded = Ничего не записано.
cli-resuming = Продолжается игра № { $id }.
cli-welcome = Наберите `help`, чтобы узнать, что можно подсчитать сейчас, `quit`, чтобы выйти (игра сохраняется после каждой команды).
cli-refused-label = отклонено:
cli-refused = { $message } (ничего не изменилось)
cli-line-too-long = строка слишком длинная: не больше { $max } { $max ->
        [one] символа
        [few] символов
       *[many] символов
    }

## Приглашение сеанса (session/mod.rs)

cli-prompt-turn = ход { $turn } · { $player } · { $step }
cli-prompt-end-game = конец игры
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = в любой момент
cli-prompt-finished = окончена

## Отказы команд сеанса (session/*.rs)

cli-step-which = step: какой? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` — не шаг хода
cli-no-unfinished-game = нет неоконченной игры: начните её командой `tally new` или `tally play`
cli-no-game-yet = игр ещё нет: начните игру командой `tally new` или `tally play`
cli-no-finished-game = нет оконченной игры, которую можно открыть снова
cli-edit-not-a-move = запись заменяется подсчётом или ходом игры, а не undo, redo, edit или delete
cli-not-a-move = это не ход игры
cli-victim-figure = victim: `{ $word }`: укажите фишку как figure=1 или figure=2
cli-correction-points = очки поправки
cli-correct-figure-twice = correct: фишка указана дважды
cli-figure-choice-how = `{ $word }`: укажите фишку как <игрок>.figure=2
cli-figure-chosen-twice = `{ $word }`: фишка игрока { $player } уже выбрана
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } здесь ничего не получает

## Отказы слов подсчёта (words/*.rs)

cli-word-step-needs-code = `step=` нужен код шага, напр. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` — не шаг хода
cli-word-no-such-colour = `{ $word }`: в этой игре нет игрока { $colour } ({ $players })
cli-word-name-and-input = `{ $word }` здесь и имя игрока, и параметр: напишите цвет игрока ({ $colour })
cli-word-no-count = `{ $word }`: { $item } — здесь нет числа ({ $inputs })
cli-word-count-given = `{ $word }`: { $label } ({ $input }) уже указано
cli-word-count-others = укажите другие числа по имени, напр. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: игроков здесь не указывают
cli-word-which-figure = `{ $word }`: какая фишка? напр. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $input } игрока { $player } уже указано
cli-word-no-followers = `{ $word }`: { $item } не считает подданных
cli-word-give = укажите { $words }
cli-word-followers-of = подданные игрока { $player }
cli-word-followers-given = `{ $word }`: подданные игрока { $player } уже указаны
cli-word-input-given = `{ $word }`: { $input } уже указано
cli-word-no-inputs = здесь у него нет параметров
cli-word-inputs = его параметры: { $inputs }
cli-word-not-in-play = `{ $word }`: { $input } требует { $needs }, а это не в игре
cli-word-per-player = `{ $word }`: { $input } указывается для каждого игрока, напр. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } не указывается для каждого игрока: { $input }=...
cli-word-not-an-input = `{ $word }` — не параметр элемента { $item } ({ $inputs })
cli-word-could-be = `{ $word }` может быть { $words }
cli-word-give-number = `{ $word }`: укажите число, напр. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` — не yes и не no
cli-word-which-option = `{ $word }`: какой вариант? напр. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` — не из { $options }
cli-word-which-player = `{ $word }`: какой игрок? напр. { $input }=red
cli-too-many-words = слишком много слов ({ $count }): в команде не больше { $max }
cli-word-too-long = `{ $start }…` слишком длинное: в слове не больше { $max } { $max ->
        [one] символа
        [few] символов
       *[many] символов
    }
cli-plus-joins = `+` соединяет два элемента одного подсчёта: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` нельзя подсчитать во время ходов с дополнениями в игре (`help` перечисляет, что можно)
cli-not-scorable-at-end = `{ $word }` нельзя записать при подсчёте очков в конце игры с дополнениями в игре (`help` перечисляет, что можно)
cli-unknown-word = неизвестная команда или элемент `{ $word }` (наберите `help`)

## Числа и игроки, как их набрали (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` слишком большое ({ $what })
cli-number-too-large-max = `{ $word }` слишком большое ({ $what }: не больше { $max })
cli-number-not-whole = `{ $word }` — не целое число ({ $what })
cli-number-not-a-number = `{ $word }` — не число ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` — не номер записи (`log` их показывает)
cli-number-not-a-space = robber: `{ $word }` — не клетка трека подсчёта очков (от 0 до 49)
cli-number-not-a-figure = { $what }: `{ $word }` — не фишка подсчёта очков (1 или 2)
cli-player-no-such-colour = { $what }: в этой игре нет игрока { $colour } ({ $players })
cli-player-unknown = { $what }: `{ $word }` не играет в этой игре ({ $players })

## Слова послания (words/dispatch.rs)

cli-dispatch-whose = `{ $word }`: послание у игрока { $player }, поэтому двигается только фишка этого игрока
cli-dispatch-figure-twice = `{ $word }`: фишка уже выбрана
cli-dispatch-which-tile = dispatch: какой квадрат? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` — не один квадрат ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: принимает только квадрат, а не `{ $word }`
cli-dispatch-one-count = dispatch { $tile }: укажите одно число, { LOWER($label) } (напр. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: какой объект ({ $features })? напр. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` — не его объект

## Сбои (failure.rs, db.rs)

cli-failure-cancelled = ничего не записано
cli-failure-output-recorded = команда записана, но её вывод не удалось записать: { $reason }
cli-failure-output = вывод не удалось записать: { $reason }
cli-hint-nobody-word = укажите игроков с подданными на нём или добавьте слово `nobody`, чтобы записать его без очков
cli-db-no-home = нет домашней папки для базы данных: укажите --db ПУТЬ
cli-db-read-only = { $path } только для чтения ({ $reason }): её можно показать и экспортировать, но не изменить
cli-db-log-set-aside = { $path }: журнал предзаписи сеанса, прерванного во время первой записи, не содержал ни одного завершённого изменения; он сохранён как { $kept }
cli-db-no-folder = --db { $path }: папки { $folder } нет (сначала создайте её или проверьте путь)

## Места и правила новой игры (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }`: укажите имя и цвет, напр. `Ann red` или `Ann:red` (цвета: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` — не цвет ({ $colours })
cli-seat-no-name = `{ $seat }`: игроку нужно имя
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } уже играет; у двух мест не может быть одного имени
cli-seat-colour-taken = `{ $seat }`: { $colour } уже занят; выберите другой цвет
cli-presets-of-two-editions = наборы из разных изданий: укажите издание (--edition или его вопрос)
cli-setup-players = Новая игра. Игроки в порядке хода, по одному в строке как `Имя цвет`, в конце пустая строка.
cli-setup-colours = Цвета: { $colours }.
cli-setup-known-players = Известные игроки: { $names }.
cli-setup-player = игрок { $number }:
cli-setup-too-few = Для игры нужно не меньше { $min } { $min ->
        [one] игрока
        [few] игроков
       *[many] игроков
    }.
cli-setup-plays = { $name } играет за { $colour }
cli-setup-edition = издание (c1, c2, c3, winter) [c3 или издание набора]:
cli-setup-expansions = дополнения или набор (напр. big_box_6; `list`; пусто для базовой игры):
cli-game-started = Игра № { $id } начата.

## Подкоманды (commands/*.rs)

cli-games-none = Игр ещё нет.
cli-games-none-unfinished = Нет неоконченной игры.
cli-game-finished = окончена
cli-game-unfinished = не окончена
cli-request-not-text = запрос — не текст в UTF-8: { $error }
cli-request-too-large = запрос больше { $max } { $max ->
        [one] байта
        [few] байт
       *[many] байт
    }
cli-check-opened = Открыта: { $opened }.
cli-check-new = новая база данных
cli-check-clean = в прошлый раз закрыта правильно
cli-check-unclean = в прошлый раз закрыта неправильно; проверена при открытии
cli-check-log-proven = в прошлый раз закрыта неправильно или ещё открыта в другом месте; её журнал предзаписи при открытии подтверждён как её собственный
cli-check-uncommitted-set-aside = в прошлый раз прервана во время первой записи; её журнал предзаписи не содержал ни одного завершённого изменения и отложен в сторону
cli-check-log-set-aside = Журнал предзаписи рядом с базой отложен в сторону: { $path }
cli-check-no-log = Рядом с базой не было журнала предзаписи, который нужно отложить.
cli-check-foreign-log = При открытии журнал предзаписи рядом с базой был отклонён. `tally check --set-aside-log` откладывает его (и файл -shm) в сторону, сохраняя оба, и открывает базу такой, какой её хранит файл.
cli-cannot-write = не удалось записать { $path }: { $error }
cli-wrote = Записан { $path }.
cli-cannot-read = не удалось прочитать { $path }: { $error }
cli-imported = { $imported ->
        [one] Импортирована { $imported } игра
        [few] Импортированы { $imported } игры
       *[many] Импортировано { $imported } игр
    }; уже были: { $skipped }.
cli-history-not-a-date = --{ $flag }: `{ $word }` — не дата (ГГГГ-ММ-ДД)
cli-history-not-a-day = --{ $flag }: это не день
cli-no-roster-player = в списке игроков нет игрока `{ $name }`
cli-history-none = Ни одна игра не подходит.
cli-history-turn = Ход { $turn } ({ $player })
cli-history-step = шаг { $step }
cli-history-progression = Счёт после каждого хода:
cli-stats-head-to-head = { $player } против { $other }: { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    }; { $player } впереди { $ahead } { $ahead ->
        [one] раз
        [few] раза
       *[many] раз
    }, { $other } впереди { $behind } { $behind ->
        [one] раз
        [few] раза
       *[many] раз
    }, { $ties ->
        [one] { $ties } ничья
        [few] { $ties } ничьи
       *[many] { $ties } ничьих
    }
cli-stats-averages = средний счёт: { $player } { $a }, { $other } { $b }
cli-stats-player = { $name }: { $games ->
        [one] { $games } игра
        [few] { $games } игры
       *[many] { $games } игр
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    } ({ $rate } %), в среднем { $average }, лучший { $best }, худший { $worst }
cli-stats-per-game = за игру: { $categories }
cli-stats-longest = самый большой объект: { LOWER($feature) } из { $tiles } { $tiles ->
        [one] квадрата
        [few] квадратов
       *[many] квадратов
    } ({ $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }, игра № { $game })
cli-stats-most-valuable = самый ценный объект: { LOWER($feature) } за { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } (игра № { $game })
cli-rules-unknown-topic = неизвестная тема `{ $topic }` (ожидается editions, expansions, presets, features, events или variants)
cli-rules-preset-unconfirmed = состав не подтверждён
cli-rules-base-game = базовая игра
cli-rules-variants = Варианты правил и их значения по умолчанию (задаются через --variants '{ "{" }"имя": значение{ "}" }'):
cli-schema-when = --when: `{ $word }` — не completed и не end_of_game
cli-schema-unknown = `{ $item }` — не объект и не событие (см. `tally rules features`, `tally rules events`)

## Описания команд в `tally --help` (cli.rs)

cli-about = Команда `tally`: подсчёт очков Каркассона за столом, в скриптах и для просмотра
cli-about-play = Играть за столом: интерактивный сеанс (по умолчанию)
cli-about-new = Начать игру
cli-about-games = Перечислить неоконченные игры (или все с --all)
cli-about-show = Показать сводку игры (по умолчанию: игра, изменённая последней, оконченная или нет)
cli-about-score = Подсчитать объекты и события одного подсчёта: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (один квадрат завершает оба). Без слов: запрос JSON на стандартном вводе, результат в JSON (без игры)
cli-about-event = Записать событие шага хода или элемент конца игры (те же слова, что у `score`), или без слов запрос JSON на стандартном вводе, результат в JSON
cli-about-robber = Поставить грабителя игрока на клетку трека подсчёта очков: `tally robber green 12`
cli-about-victim = Выбрать, кого грабит грабитель, когда на его клетке получили очки несколько фишек: `tally victim blue`
cli-about-dispatch = Разыграть ожидающее послание: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Добавить или снять очки вручную: `tally correct red -2 дорога посчитана неверно`
cli-about-turn = Закончить ход активного игрока
cli-about-double = Вторая часть хода со строителем (двойной ход)
cli-about-undo = Отменить последнюю команду
cli-about-redo = Повторить отменённое
cli-about-end = Начать подсчёт очков в конце игры и перечислить, что подсчитать; `--finish` для итоговых мест, `--reopen`, чтобы вернуться к оконченной игре
cli-about-edit = Заменить прошлую запись: `tally edit 4 road 5 red`
cli-about-delete = Удалить прошлую запись: `tally delete 4`
cli-about-log = Журнал игры: каждая запись со своим номером (его принимают `edit` и `delete`)
cli-about-history = Оконченные и неоконченные игры с фильтром
cli-about-stats = Статистика игроков или встречи с --vs
cli-about-export = Записать игры: документ Tally, для BG Stats или BoardGameGeek, или результат одной игры текстом или картинкой
cli-about-import = Прочитать игры из документа экспорта Tally (только собственный формат Tally)
cli-about-schema = Вывести форму объекта или события в JSON
cli-about-rules = Перечислить издания, дополнения, наборы, объекты, события и варианты
cli-about-check = Прочитать всю базу данных и сообщить о повреждениях (проверка, которую приложения делают в фоне); код выхода 3, если она повреждена
cli-about-help = Показать это сообщение или справку по указанным командам

## Описания команд сеанса в `help` (line.rs)

cli-line-about-help = Что можно подсчитать сейчас, и все команды; `help <команда>` или `help <элемент>` для одной (`help robber`, `help city`)
cli-line-about-board = Сводка игры: счёт, фишки на треке подсчёта очков, грабители, чего ждёт игра
cli-line-about-log = Журнал: каждая запись со своим номером (его принимают `edit` и `delete`)
cli-line-about-todo = Подсчёт очков в конце игры по шагам: что подсчитано и что осталось
cli-line-about-step = Перечислить события шага хода: `step 2A`
cli-line-about-undo = Отменить последнюю команду
cli-line-about-redo = Повторить отменённое
cli-line-about-turn = Закончить ход активного игрока
cli-line-about-double = Вторая часть хода со строителем (двойной ход)
cli-line-about-end = Начать подсчёт очков в конце игры: незавершённые объекты и элементы конца игры
cli-line-about-finish = Итоговые места (во время ходов спросит, подсчитать ли сначала конец игры)
cli-line-about-reopen = Вернуться к подсчёту очков в конце игры в оконченной игре
cli-line-about-robber = Поставить грабителя игрока на клетку трека подсчёта очков: `robber green 12`
cli-line-about-victim = Выбрать, кого грабит грабитель: `victim blue`
cli-line-about-dispatch = Разыграть ожидающее послание: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Добавить или снять очки вручную: `correct red -2 дорога посчитана неверно`
cli-line-about-edit = Заменить прошлую запись: `edit 4 road 5 red`
cli-line-about-delete = Удалить прошлую запись: `delete 4`
cli-line-about-new = Начать другую игру
cli-line-about-quit = Выйти (игра сохраняется после каждой команды)

## Отказы clap в командной строке (clap_errors.rs): написаны заново по контексту clap,
## в его раскладке; код оформляет приводимые значения

cli-clap-error = ошибка:
cli-clap-unrecognized-subcommand = неизвестная подкоманда '{ $subcommand }'
cli-clap-unexpected-argument = неожиданный аргумент '{ $argument }'
cli-clap-value-required = для '{ $argument }' нужно значение, но оно не указано
cli-clap-invalid-value = недопустимое значение '{ $value }' для '{ $argument }'
cli-clap-possible-values = возможные значения
cli-clap-missing-arguments = не указаны обязательные аргументы:
cli-clap-missing-subcommand = для '{ $command }' нужна подкоманда, но она не указана
cli-clap-subcommands = подкоманды
cli-clap-too-many-values = неожиданное значение '{ $value }' для '{ $argument }'; больше значений не ожидалось
cli-clap-used-twice = аргумент '{ $argument }' можно указать только один раз
cli-clap-cannot-be-used-with = аргумент '{ $argument }' нельзя использовать вместе с
cli-clap-subcommand-cannot-be-used-with = подкоманду '{ $subcommand }' нельзя использовать вместе с
cli-clap-the-others = одним или несколькими другими указанными аргументами
cli-clap-no-equals = значение '{ $argument }' указывается после знака равенства
cli-clap-invalid-utf8 = в одном или нескольких аргументах недопустимый UTF-8
cli-clap-tip = совет:
cli-clap-similar-subcommand = { $count ->
        [one] есть похожая подкоманда:
        [few] есть похожие подкоманды:
       *[many] есть похожие подкоманды:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] есть похожий аргумент:
        [few] есть похожие аргументы:
       *[many] есть похожие аргументы:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] есть похожее значение:
        [few] есть похожие значения:
       *[many] есть похожие значения:
    } { $names }
cli-clap-tip-pass-as-value = чтобы передать '{ $argument }' как значение, напишите '{ $usage }'
cli-clap-tip-exists = '{ $usage }' существует
cli-clap-tip-remove-dashes = подкоманда '{ $subcommand }' существует; чтобы её использовать, уберите '{ $dashes }' перед ней
cli-clap-more-information = Подробнее: '{ $flag }'.

## Остальное в справке: заголовки, -h и -V, справка по аргументам (clap_l10n.rs).
## То, что добавляет clap, остаётся: [env: ...], [default: ...] и заполнители в
## строке использования ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Использование:
cli-heading-commands = Команды:
cli-heading-arguments = Аргументы:
cli-heading-options = Параметры:
cli-flag-help = Показать справку
cli-flag-version = Показать версию

cli-arg-db = База данных (по умолчанию: tally.db в папке данных пользователя, которая создаётся; указанная здесь папка должна существовать)
cli-arg-lang = Язык, на котором говорит Tally, в виде локали (`de`, `fr_FR.UTF-8`); по умолчанию: язык окружения (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = Игра (по умолчанию: неоконченная игра, изменённая последней)
cli-arg-json = Вывести JSON: состояние игры, её стол (места, допустимые действия) и что изменила команда
cli-arg-edition = Издание: c1, c2, c3 или winter (по умолчанию: издание набора или c3)
cli-arg-expansions = Ключи дополнений, компонентов или наборов через запятую или пробел (как в интерактивной настройке)
cli-arg-preset = Набор (быстрый выбор), например big_box_6; добавляется к --expansions
cli-arg-variants = Варианты правил в JSON, напр. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Объект или событие, затем его слова (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` начинает следующий элемент подсчёта. Пусто: прочитать запрос JSON со стандартного ввода
cli-arg-entry = Номер записи (их показывает `log`)
cli-arg-help-subcommand = Показать справку по этим командам
cli-arg-help-topic = Команда, объект или событие
cli-arg-play-game = Продолжить эту игру
cli-arg-play-new = Начать новую игру, даже если есть неоконченная (спросит игроков)
cli-arg-new-players = Игрок в виде `ИМЯ:ЦВЕТ` (или `"ИМЯ ЦВЕТ"`), в порядке хода (от 2 до 8)
cli-arg-new-json = Вывести игру в JSON
cli-arg-games-all = И оконченные игры
cli-arg-games-json = Вывести JSON
cli-arg-robber-owner = Чей грабитель: цвет или имя игрока
cli-arg-robber-space = Клетка трека подсчёта очков (0-49), на которой стоит фишка подсчёта очков другого игрока
cli-arg-victim-victim = Кого грабит грабитель: цвет или имя игрока
cli-arg-victim-figure = С Гонцами: `figure=1` или `figure=2`, фишка владельца грабителя, которая получает украденные очки
cli-arg-dispatch-words = Квадрат (`two_points`, `knights`...: их перечисляет `help dispatch`), затем то, что он просит: число (`knights 3`) или объект и его слова (`score_meeple city 4 red`); `figure=2` выбирает фишку, которая двигается
cli-arg-correct-player = Кто: цвет или имя игрока
cli-arg-correct-points = Очки, которые добавить; отрицательные, чтобы снять
cli-arg-correct-reason = Почему, в нескольких словах; слово `figure=2` выбирает фишку, которая двигается (Гонцы)
cli-arg-end-finish = Завершить игру: итоговые места
cli-arg-end-now = С --finish во время ходов: закончить без подсчёта очков в конце игры
cli-arg-end-reopen = Снова открыть оконченную игру (по умолчанию: оконченная игра, изменённая последней)
cli-arg-end-figures = С --finish и Гонцами: какая фишка получает 3 очка грабителя, в виде `green.figure=2`
cli-arg-edit-command = Команда, которая её заменяет, так, как её набрали бы: `road 5 red`, `robber green 12`, `correct red -2 посчитано неверно`...
cli-arg-history-player = Только игры этого игрока (имя из списка игроков)
cli-arg-history-from = Только игры, начатые в этот день или позже (ГГГГ-ММ-ДД)
cli-arg-history-to = Только игры, начатые до этого дня (ГГГГ-ММ-ДД)
cli-arg-history-finished = Только оконченные игры
cli-arg-history-unfinished = Только неоконченные игры
cli-arg-history-expansion = Только игры с этим дополнением или компонентом
cli-arg-history-game = Показать эту игру целиком (ход игры и счёт после каждого хода)
cli-arg-history-json = Вывести JSON
cli-arg-stats-player = Игрок из списка игроков (по умолчанию: все)
cli-arg-stats-vs = Встречи с этим игроком
cli-arg-stats-json = Вывести JSON
cli-arg-check-set_aside_log = Отложить в сторону журнал предзаписи, отклонённый при открытии (и файл -shm), сохранив их, затем открыть и проверить базу такой, какой её хранит файл
cli-arg-export-games = Игры для экспорта (по умолчанию: все; для bgstats и bgg — каждая законченная игра; для bgstats-link, bgg-form, text и png — игра, изменённая последней)
cli-arg-export-output = Записать в этот файл вместо стандартного вывода (PNG идёт в стандартный вывод, только если это не терминал)
cli-arg-export-format = Что записать: документ Tally, файл для BG Stats (.bgsplay) или его ссылку для одной партии, партии для BoardGameGeek (XML) или поля его формы записи партии (BoardGameGeek не импортирует партии из файлов), результат текстом или картинкой PNG
cli-arg-export-theme = Для png: светлая (light) или тёмная (dark)
cli-arg-export-player = Только игры этого игрока (имя из списка игроков)
cli-arg-export-from = Только игры, начатые в этот день или позже (ГГГГ-ММ-ДД)
cli-arg-export-to = Только игры, начатые до этого дня (ГГГГ-ММ-ДД)
cli-arg-import-file = Документ экспорта Tally ("-" для стандартного ввода)
cli-arg-import-json = Вывести JSON
cli-arg-schema-item = Ключ объекта или события (см. `tally rules features`, `tally rules events`)
cli-arg-schema-when = Объекты: completed | end_of_game
cli-arg-rules-topic = Тема: editions | expansions | presets | features | events | variants
cli-arg-rules-json = Вывести JSON
cli-arg-step-code = Код шага (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = С Гонцами: какая фишка получает 3 очка грабителя, оставшегося на треке подсчёта очков, в виде `green.figure=2`

## tally serve: живой стол (commands/serve.rs).
cli-about-serve = Раздавать живой стол игры в локальной сети: остальные игроки следят за ним в браузере телефона по напечатанным ссылкам (с их QR-кодами), а ссылки счётчика записывают; Ctrl-C останавливает
cli-arg-serve-address = Где слушать (по умолчанию — частный адрес этого компьютера в сети его маршрута по умолчанию, то есть в Wi-Fi): один из его адресов — только в этой сети, 127.0.0.1 — только на этом компьютере, 0.0.0.0 — во всех сетях этого компьютера
cli-arg-serve-port = Порт (0: любой свободный порт)
cli-arg-serve-scorers = Дать ссылку счётчика этому человеку или телефону (по одной на каждый раз: `--scorer Ben`)
cli-arg-serve-revoke = Отозвать ссылку с этим номером (работающий хост сразу её отклонит) и завершить
cli-arg-serve-json = Напечатать ссылки одной строкой JSON, без QR-кодов
cli-serve-hosting = Игра № { $game }: живой стол на { $address } (Ctrl-C останавливает).
cli-serve-hosting-network = Игра № { $game }: живой стол на { $address }, в сети { $interface } (Ctrl-C останавливает).
cli-serve-viewer-link = Ссылка { $link }, чтобы следить за столом ({ $label }):
cli-serve-scorer-link = Ссылка { $link }, чтобы следить и записывать ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <ссылка>` отзывает ссылку.
cli-serve-revoked = Ссылка { $link } игры № { $game } отозвана.
cli-serve-table = стол
cli-export-nothing = нет игр для экспорта: ни одна не подходит (BG Stats и BoardGameGeek получают только законченные игры)
cli-export-one-game = text и png показывают одну игру: укажите номер одной игры или ничего для игры, изменённой последней
cli-export-png-terminal = PNG не для терминала: укажите -o ФАЙЛ или перенаправьте вывод
cli-import-foreign = это документ { $format }: `tally import` читает только собственные документы экспорта Tally (их пишет `tally export`)
cli-about-roster = Игроки: показать их, отметить, чей это телефон (`tally roster me Ann`), сохранить имя и идентификатор игрока в BG Stats (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = Игрок из списка (для me и bgstats)
cli-arg-roster-bgstats_name = С bgstats: имя игрока в BG Stats (не указано: забыть)
cli-arg-roster-bgstats_uuid = С bgstats: идентификатор игрока в BG Stats, uuid вида A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (не указан: забыть)
cli-arg-roster-json = Вывести JSON
cli-roster-name-needed = какой игрок? `tally roster me ИМЯ`, `tally roster bgstats ИМЯ`
cli-roster-me-mark = (это его телефон)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = этот телефон принадлежит игроку { $name }: файлы BG Stats — его
cli-roster-bgstats-set = { $name }: имя и идентификатор в BG Stats сохранены

## tally stats: графики (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: очки по категориям в каждой игре, от самой старой
cli-stats-legend = { $categories }
cli-stats-score-row = счёт { $line }
cli-stats-place-row = место { $line }
cli-stats-heading-by-players = Доля побед по числу игроков
cli-stats-players = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }
cli-stats-heading-by-expansion = Доля побед по дополнениям
cli-stats-won-of = { $wins } из { $games } ({ $rate } %)
cli-stats-heading-rating = Рейтинг: оценка ± неопределённость (по порядку оценки за вычетом трёх неопределённостей)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = рейтинг после каждой игры: { $line }
cli-stats-heading-wins = Победы
cli-stats-heading-pairs = Один на один: впереди, позади, вровень
cli-stats-pair-row = { $a } против { $b }: { $ahead }, { $behind }, { $ties } из { $games }
cli-stats-heading-records = Рекорды
cli-stats-record-feature = { $title }: { $name }, { $tiles } { $tiles ->
        [one] квадрат
        [few] квадрата
       *[many] квадратов
    } за { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } (игра № { $game }, запись № { $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } (игра № { $game }, запись № { $entry })
cli-stats-record-lead = { $title }: { $name } впереди на { $lead ->
        [one] { $lead } очко
        [few] { $lead } очка
       *[many] { $lead } очков
    } со счётом { $points } (игра № { $game }, запись № { $entry })
cli-stats-heading-together = Их общие игры, от самой старой
cli-stats-no-games = Ни одна законченная игра не подходит.
cli-arg-stats-from = Только игры, начатые в этот день или позже (ГГГГ-ММ-ДД)
cli-arg-stats-to = Только игры, начатые до этого дня (ГГГГ-ММ-ДД)
cli-arg-stats-with = Только игры, в которых участвовал этот игрок из списка (повторите для игр, сыгранных всеми вместе)
cli-arg-stats-expansion = Только игры с этим дополнением или компонентом (повторите для нескольких)
cli-arg-stats-edition = Только игры этого издания (c1, c2, c3, winter)
cli-arg-stats-games = Сколько последних игр показывают графики

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Присоединиться к столу, который ведёт другой телефон или ноутбук: следить за ним по ссылке зрителя или записывать очки по ссылке счётчика (слова `tally play`, по одному на строку); законченная игра сохраняется в этой базе данных
cli-arg-join-link = Ссылка, которую вывел хозяин (http://…/t/…/ или tally://…/t/…/)
cli-arg-join-me = Какой игрок за столом вы (имя из игры), чтобы ваша статистика засчитала сохранённую игру вам
cli-join-not-a-link = это не ссылка на стол: укажите адрес, который вывел хозяин (http://…/t/…/)
cli-join-link-refused = хозяин больше не открывает стол по этой ссылке (ссылка отозвана или игра удалена)
cli-join-joined = Вы присоединились к столу на записи №{ $entry }.
cli-join-stale = Хозяин недоступен; данные стола устарели с { $since }. Новая попытка…
cli-join-viewer-only = эта ссылка только для просмотра стола; записывает только ссылка счётчика
cli-join-taken-back = Запись №{ $entry } отменена.
cli-join-recorded = Записано как запись №{ $entry }.
cli-join-unreachable = хозяин недоступен; ничего не записано
cli-join-kept = Законченная игра сохранена здесь как игра №{ $game }.
cli-join-kept-updated = Игра №{ $game } обновлена до состояния у хозяина: { $entries ->
        [one] { $entries } новая запись.
        [few] { $entries } новые записи.
       *[many] { $entries } новых записей.
    }
cli-join-kept-already = Игра №{ $game } уже сохранена такой, как у хозяина.
