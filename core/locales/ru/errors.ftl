### Ошибки: сообщение error-<code> каждого кода ошибки и причины, которые оно несёт.

colour-unknown = `{ $word }` — не цвет: { $colours }
colour-taken = цвет { $colour } уже занят
command-changes-the-log = отмена, повтор, правка и удаление меняют журнал, а не стол
correction-reason-too-long = причина не длиннее { $most ->
        [one] { $most } символа
        [few] { $most } символов
       *[many] { $most } символов
    }
reason-invisible-character = причина не может содержать { $code } — управляющий или невидимый символ либо символ направления текста
correction-say-why = укажите, почему исправляется счёт
correction-too-large = поправка не больше { $most ->
        [one] { $most } очка
        [few] { $most } очков
       *[many] { $most } очков
    } в любую сторону, а не { $points }
correction-zero = поправка на 0 очков ничего не меняет
edit-not-undo-or-redo = правка заменяет команду другой командой, а не отменой или повтором
error-already_recorded = { $item }: записывается { $limit }, уже записано
error-changed_elsewhere = игра изменилась в другом месте и была перезагружена: { $reason }
error-host_only = это делает только хост: { $reason }
error-import_stopped = импорт остановлен: { $cause }. Партий сохранено до остановки: { $imported } из { $total }; импортируйте документ ещё раз, чтобы добавить остальные (уже сохранённые партии пропускаются)
error-database_busy = база данных занята: другая программа пишет в неё (долгий импорт?) и не освободила её вовремя; ничего не изменилось, попробуйте ещё раз через минуту
error-damaged_database = { $path } повреждён и оставлен нетронутым: { $reason }
error-foreign_log = { $path } не открыт: { $reason }. Ничего не изменено. Отложите журнал { $wal } в сторону (Tally может переместить его вместе с файлом -shm рядом; в командной строке — `tally check --set-aside-log`) и откройте снова: файл откроется с партиями, которые в нём хранятся, а журнал сохранится
error-duplicate_player = игрок `{ $player }` указан дважды
error-edit_refused = правка записи № { $seq } сделает запись № { $invalid } недействительной: { $reason }
error-end_game_not_started = { $what } в конце игры: сначала начните подсчёт очков в конце игры
error-end_game_started = подсчёт очков в конце игры начался: { $what }
error-game_finished = игра окончена: сначала откройте её снова
error-input_not_enabled = `{ $field }` требует { $needs }, а это не в игре
error-invalid_import = импорт невозможен: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = неверный запрос: { $reason }
error-no_players = нет игроков: нужен хотя бы один
error-no_prompt = нет ожидающего вопроса: { $question }
error-nobody_scores = никто не получает очков за этот объект ({ LOWER($item) }): { $hint }
error-not_a_tally_database = { $path } не база данных Tally: { $reason }
error-not_available = `{ $item }` здесь не подсчитывается: { $reason }
error-not_finished = снова открыть можно только оконченную игру
error-nothing_to_redo = нечего повторять
error-nothing_to_undo = нечего отменять
error-prompt_pending = Сначала: игрок { $player } { $question }
error-read_only_database = { $path } открыта только для чтения ({ $reason }): её можно читать, но не изменять
error-too_large = { $what }: { $found } больше предела { $limit }
error-schema_too_new = у базы данных версия схемы { $found }; этот Tally читает до { $supported }: обновите Tally
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = у этого хода уже есть вторая часть
error-storage = ошибка хранилища: { $message }
error-unknown_edition = неизвестное издание `{ $key }` (ожидается c1, c2, c3 или winter)
error-unknown_entry = записи № { $seq } нет или её нельзя изменить
error-unknown_event = неизвестное событие `{ $key }` (см. `tally rules events`)
error-unknown_expansion = неизвестное дополнение `{ $key }` (см. `tally rules expansions`)
error-unknown_feature = неизвестный объект `{ $key }` (см. `tally rules features`)
error-unknown_game = нет игры с номером { $id }
error-unknown_input = `{ $field }` — не параметр `{ $item }`
error-unknown_player = неизвестный игрок `{ $player }`
error-unknown_preset = неизвестный быстрый выбор `{ $key }` (см. `tally rules presets`)
error-unknown_roster_player = в списке игроков нет игрока с номером { $id }
error-would_go_negative = у { $player } { $score ->
        [one] { $score } очко
        [few] { $score } очка
       *[many] { $score } очков
    }, и отнять { $lose ->
        [one] { $lose } очко
        [few] { $lose } очка
       *[many] { $lose } очков
    } нельзя: счёт не может опуститься ниже 0
event-belongs-to-active-player = { $item } принадлежит активному игроку ({ $active }), а не { $player }
event-choose-player = выберите игрока: { $who }
event-same-player = { $second } не может быть одновременно { $first }
feature-not-at-the-end = он не подсчитывается в конце игры
feature-only-at-the-end = он подсчитывается только в конце игры
figure-out-of-range = у { $player } { $count ->
        [one] { $count } фишка подсчёта очков
        [few] { $count } фишки подсчёта очков
       *[many] { $count } фишек подсчёта очков
    }, фишки { $figure } нет
hint-name-the-players = укажите игроков с подданными на нём (или подтвердите, что никто не получает очков, чтобы всё равно записать)
import-damaged = документ повреждён: { $error }
import-entry-number = запись { $entry } имеет номер { $number }
import-format-too-new = события имеют формат { $format }; этот Tally читает до { $supported }
import-game-refused = игра { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` не UUID
import-not-an-export = это не экспорт Tally (нет "format": "tally-export")
import-not-json = это не JSON: { $error }
import-version-too-new = у экспорта версия { $version }; этот Tally читает до { $supported }: обновите Tally
input-above-maximum = { $number } больше максимума { $max }
input-below-minimum = { $number } меньше минимума { $min }
input-empty-player-id = идентификатор игрока не может быть пустым
input-expected-number = ожидается целое число
input-expected-option = ожидается один из ключей вариантов
input-expected-player = ожидается идентификатор игрока
input-expected-toggle = ожидается true или false
input-given-per-player = задаётся для каждого игрока: укажите в записи каждого игрока
input-negative = { $number } отрицательно; счёт начинается с { $min }
input-not-an-option = `{ $key }` не входит в { $options }
input-not-per-player = не задаётся по игрокам: укажите в `inputs`
limit-once-per-game = один раз за игру
limit-once-per-player-taken = один раз на игрока, а у { $player } это уже есть
limit-once-per-turn = один раз за ход, даже в двойной ход
merge-into-themselves = игрока нельзя объединить с самим собой
merge-same-game = оба играли в одной игре, значит, это разные игроки
name-missing = игроку нужно имя
name-too-long = имя не длиннее { $most ->
        [one] { $most } символа
        [few] { $most } символов
       *[many] { $most } символов
    }
needs-elements = нужно { $elements }
prompt-dispatch-to-resolve = должен разыграть послание
prompt-robber-choice = должен выбрать, у кого грабитель заберёт очки
question-dispatch = послание
question-robber-choice = выбор грабителя
reason-double-turn-needs-builder = для двойного хода нужен строитель (exp02_traders_builders.builder)
reason-scored-when-finished = игра засчитывает это сама, когда заканчивается
robber-space-no-figure = на клетке { $space } нет фишки подсчёта очков другого игрока
robber-space-off-track = на треке подсчёта очков клетки от 0 до 49, а не { $space }
robber-victim-did-not-score = у { $victim } нет очков с клетки грабителя в этом раунде подсчёта
round-empty = раунд подсчёта включает хотя бы один объект или событие
round-one-step = раунд подсчёта относится к одному шагу: { $first } относится к шагу { $first_step }, { $second } к шагу { $second_step }
round-too-many = раунд подсчёта включает не больше { $most ->
        [one] { $most } пункта
        [few] { $most } пунктов
       *[many] { $most } пунктов
    }
setup-player-count = в игре от { $min } до { $max ->
        [one] { $max } игрока
        [few] { $max } игроков
       *[many] { $max } игроков
    }, а не { $count }
step-1a-first-part-only = шаг 1A бывает только в первой части двойного хода
step-feature-wrong = объект подсчитывается на шаге { $step }, а не { $given }
step-say-which = { $item } может быть на шаге { $steps }: укажите, на каком
step-wrong = { $item } бывает на шаге { $steps }, а не { $given }
storage-bad-json = сохранённые данные ({ $what }) неверны: { $error }
storage-bad-timestamp = неверная отметка времени `{ $text }`: { $error }
storage-cannot-create = невозможно создать { $path }: { $error }
storage-cannot-read = не удаётся прочитать { $path }: { $error }
storage-cannot-move = не удаётся переместить { $path }: { $error }
too-large-entries-way-out = записей в этой партии, включая отмены, повторы и удаления (завершение игры по-прежнему доступно)
too-large-import-read = байт прочитано из импортируемого документа (чтение остановлено там)
import-not-text = документ не является текстом в UTF-8: { $error }
import-cannot-read = не удалось прочитать документ: { $error }
storage-cannot-write-file = не удалось записать { $path }: { $error }
output-is-the-database = { $path } — это база данных, которую читает эта команда ({ $database }), или один из её файлов журнала: выберите другой файл; ничего не записано
changed-elsewhere-redo = { $changes } с момента чтения; ничего не повторено: посмотрите на игру и повторите снова, если всё ещё хотите
changed-elsewhere-redo-target = #{ $seq } — теперь запись, которую вернёт повтор
changed-elsewhere-undo = { $changes } с момента чтения; ничего не отменено: посмотрите на игру и отмените снова, если последняя запись — всё ещё та, которую нужно отменить
changed-elsewhere-gone = #{ $seq } отменена
changed-elsewhere-now = #{ $seq } теперь { $summary }
changed-elsewhere-new = #{ $seq } { $summary } — новая запись
storage-corrupt = файл базы данных повреждён
storage-disk-full = диск заполнен
storage-interrupted = остановлено до завершения: ничего из этого не записано
storage-game-does-not-replay = игру { $id } невозможно воспроизвести: { $error }
storage-migration-failed = миграция не удалась: { $error }
storage-not-a-database = файл не является базой данных
storage-read-only = база данных только для чтения
store-another-application = он принадлежит другому приложению
store-cannot-check = SQLite не может его проверить ({ $error })
store-check-says = проверка SQLite сообщает: { $check }
store-file-corrupt = файл повреждён
store-not-sqlite = это не база данных SQLite
store-schema-unreadable = его схему невозможно прочитать (повреждена?)
store-wal-another-database = журнал предзаписи рядом относится к другой базе данных
store-wal-does-not-fit = журнал предзаписи рядом не подходит к файлу
store-wal-would-drop-games = журнал предзаписи рядом удалил бы игры из файла
store-wal-would-drop-entries = журнал предзаписи рядом потерял бы записи из файла
store-wal-would-drop-players = журнал предзаписи рядом потерял бы игроков из списка в файле
store-wal-older-than-file = журнал предзаписи рядом старше файла: изменения, сделанные с тех пор, были бы потеряны
store-wal-unreadable = журнал предзаписи рядом не является журналом, который SQLite применила бы к этому файлу (другой размер страницы или повреждённый заголовок)
store-wal-not-its-own = журнал предзаписи рядом не относится к этому файлу: он от другой базы данных или от копии, которую меняли отдельно от этого файла
store-wal-starts-after-file = журнал предзаписи рядом продолжает более позднее состояние этой базы, чем то, что хранит файл (не вернули ли на место старую копию файла?): изменения между ними были бы потеряны
store-file-alone-damaged = сам файл повреждён ({ $error }), и журнал предзаписи { $wal } рядом его не восстанавливает: сохраните копию обоих файлов и восстановите последнюю резервную копию
store-view-damaged = базу данных в том виде, какой ей придаёт её журнал предзаписи { $wal }, прочитать нельзя ({ $error })
store-corrupt-through-log = база данных в том виде, какой ей придаёт её журнал предзаписи { $wal }, повреждена
store-path-link-loop = символические ссылки на пути к нему образуют петлю
store-path-is-uri = укажите путь к файлу, а не URI SQLite (`file:...`, `:memory:`)
store-path-not-a-file = { $file } — { $kind ->
        [directory] каталог
        [fifo] FIFO (именованный канал)
        [stream] поток или устройство (стандартный ввод, файловый дескриптор, /dev или /proc)
       *[other] устройство или сокет
    }, а не файл базы данных
variant-error-unknown = не является вариантом правил
what-a-completed-feature = объект, завершённый во время игры, подсчитывается только во время ходов
what-a-double-turn = двойной ход бывает только во время ходов
what-ending-a-turn = ход завершается только во время ходов
what-incomplete-features = подсчёт незавершённых объектов
what-item-is-scored = подсчёт: { $item }
what-item-belongs-to-turns = { $item } относится к ходам
what-placing-a-robber = грабитель ставится только во время ходов
what-starting-the-end-game = второй раз он начаться не может

import-not-an-object = это не объект JSON: { $error }
import-year-out-of-range = год { $year } вне диапазона 0000-9999
integrity-sound = База данных в порядке.
integrity-unknown = неизвестно
integrity-damaged = База данных повреждена (найдено проблем: { $count }; первая: { $first }). Экспортируйте партии сейчас, пока Tally ещё может их показать, сохраните копию файла и восстановите последнюю резервную копию.
name-invisible-character = имя не может содержать { $code } — управляющий или невидимый символ либо символ направления текста
roster-name-taken = `{ $other }` (игрок № { $id }) уже носит это имя
score-beyond-any = { $current } не может получить ещё { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }: это больше любого счёта
score-out-of-range = { $score } — не счёт: итоги лежат между -{ $limit } и { $limit }
seat-same-roster-player = это место и одно из предыдущих — один и тот же игрок списка (№ { $id })
storage-bad-scores = сохранённые очки `{ $text }` недействительны
storage-no-database = по пути { $path } нет базы данных
store-directory-not-writable = в её папку { $directory } нельзя писать, а SQLite хранит там свои журналы
store-file-not-writable = в файл нельзя писать: измените его права
store-log-file-not-writable = в { $file } нельзя писать (его могло оставить открытие только для чтения): закройте все Tally, использующие базу, затем удалите этот файл
store-opened-read-only = открыта только для чтения
too-large-entries-in-game = записей в партии { $game } ({ $uuid })
too-large-entries-in-this-game = записей в этой партии (отмена, удаление записи и завершение игры по-прежнему доступны)
too-large-import-bytes = байт в импортируемом документе
too-large-request-players = игроков в запросе на подсчёт
name-already-at-table = `{ $name }` уже за столом как `{ $other }`: один человек — одно место
store-read-only-needs-migration = { $reason }; её схему (версия { $version }) сначала нужно обновить до версии { $latest }, а для этого нужна запись
draft-no-such-item = в этом подсчёте нет пункта { $item } (их { $count })
draft-not-during-turns = по этим правилам это не подсчитывается во время ходов
draft-not-at-end = по этим правилам это не подсчитывается при подсчёте очков в конце игры
draft-step-of-an-event = только событие записывается на своём шаге
draft-moment-changed = с начала этого подсчёта игра продвинулась (начался подсчёт очков в конце игры или игра вернулась к ходам): начните его заново
draft-empty = пока нечего подсчитывать: выберите объект или событие
draft-entry-not-a-scoring = запись № { $seq } — не подсчёт: поправка меняется как поправка, остальное удаляется
too-large-draft-bytes = байт в сохранённом черновике подсчёта
error-not_exportable = игру { $game } нельзя экспортировать для { $format }: { $reason }
roster-bgstats-uuid-invalid = это не идентификатор игрока из BG Stats: в нём 36 символов, шестнадцатеричные цифры группами 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
