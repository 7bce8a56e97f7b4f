### Живой стол (issue 29): отказы хоста и слова страницы, которую открывают другие
### телефоны (`bindings/host/page/`), на языке зрителя.

live-no-such-link = у игры { $game } нет ссылки { $id } (или она уже отозвана)
live-no-randomness = система не дала случайности для токена ссылки: { $error }
live-bad-request-key = ключ идемпотентности состоит из букв, цифр, `-` или `_`, не более { $most ->
        [one] { $most } символа
        [few] { $most } символов
        [many] { $most } символов
       *[other] { $most } символа
    }
live-bad-command = это не команда, которую читает Tally: { $error }
live-what-request = байтов в запросе к живому столу
live-viewer-cannot-score = эта ссылка показывает стол; записывать она не может
live-other-site = запись с другого сайта отклонена
live-slow-down = слишком много запросов с этого телефона; подождите немного
live-not-json = запись на живой стол — это JSON (`Content-Type: application/json`)
live-hosting-needs-file = живой стол раздаётся из файла базы данных, а не из базы в памяти
live-cannot-listen = не удаётся слушать на { $address }: { $error }
live-bad-address = `{ $address }` — это не адрес с портом (например, 0.0.0.0:7878)
live-host-stopped = живой стол больше не раздаётся
live-no-network = у этого компьютера нет сети (нет маршрута по умолчанию): подключитесь к Wi-Fi стола или выберите адрес с `--address`
live-network-not-private = сеть маршрута по умолчанию ({ $interface }, { $address }) не частная: выберите с `--address` адрес, по которому телефоны подключаются к этому компьютеру (`0.0.0.0` — все сети)
live-body-too-slow = тело запроса не пришло за { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }

live-host-only-command = { $command ->
        [correct] ручная поправка счёта
        [start_end_game] начало подсчёта очков в конце игры
        [finish] завершение игры
        [reopen] повторное открытие игры
        [redo] повтор
        [edit] изменение записи
       *[delete] удаление записи
    } остаётся за хостом; ссылка счётчика записывает подсчёт очков, события, ответы на послания, грабителей и конец хода и отменяет только свою последнюю запись
live-host-only-undo = запись № { $seq } { $summary } сделана не с этой ссылки; ссылка счётчика отменяет только свою последнюю запись
live-seen-ahead = этот телефон видел запись № { $seen }, до которой игра ещё не дошла (она на № { $now })
live-changed-since-seen = { $changes } с тех пор, как этот телефон видел запись № { $seen }; ничего не записано: посмотрите на стол и запишите снова, если это ещё в силе
live-changed-since-seen-entries = сделаны записи с № { $from } по № { $to }

live-page-title = Tally · живой стол
live-page-turn = Ход { $turn }
live-page-turn-of = ходит { $player }
live-page-step = шаг { $step }
live-page-end-game = Подсчёт очков в конце игры
live-page-finished = Итоговые места
live-page-scores = Очки
live-page-track = Трек подсчёта очков
live-page-entries = Последние записи
live-page-no-entries = Пока ничего не записано.
live-page-space = клетка { $space }
live-page-figure = фишка { $figure }
live-page-robber = грабитель
live-page-dark-space = тёмная клетка
live-page-tiles = жетоны 50/100
live-page-live = в эфире
live-page-reconnecting = переподключение…
live-page-by = запись: { $label }
live-page-score = Подсчитать
live-page-record = Записать
live-page-cancel = Отмена
live-page-recorded = Записано как запись № { $seq }
live-page-already-recorded = Уже записано как запись № { $seq }
live-page-end-turn = Закончить ход
live-page-dispatch = Послание
live-page-waiting = На хосте ждёт ответа вопрос
live-page-stale-since = не обновлялось с { $time }
live-page-link-closed = Эта ссылка больше не открывает стол.
live-page-figure-moves = { $player }: какая фишка подсчёта очков идёт?
live-page-figure-option = фишка { $figure }: клетка { $space } → { $lands }
live-page-dispatch-waiting = { $player } берёт послание: фишка { $figure } остановилась на тёмной клетке { $space }.
live-page-answer-dispatch = Ответить на послание
live-page-dispatch-tile = Квадрат послания
live-page-meeple-feature = Объект мипла
live-page-robber-waiting = { $player } выбирает, кого грабит грабитель на клетке { $space }.
live-page-rob = Ограбить: { $player }
live-page-place-robber = Поставить грабителя
live-page-robber-owner = Чей грабитель
live-page-undo-own = Отменить запись № { $seq }

live-app-start = Раздавать живой стол
live-app-stop = Перестать раздавать
live-app-listening = Другие телефоны в этой сети открывают ссылку ниже или сканируют её код.
live-app-viewer-link = Следить за столом
live-app-scorer-link = Следить и записывать: { $label }
live-app-add-scorer = Добавить ссылку счётчика
live-app-revoke = Отозвать
live-app-table = стол
live-app-following = { $phones ->
        [0] За столом пока не следит ни один телефон.
        [one] За столом следит { $phones } телефон.
        [few] За столом следят { $phones } телефона.
        [many] За столом следят { $phones } телефонов.
       *[other] За столом следят { $phones } телефона.
    }
live-app-link-in-use = { $phones ->
        [0] не открыта ни на одном телефоне
        [one] открыта на { $phones } телефоне
        [few] открыта на { $phones } телефонах
        [many] открыта на { $phones } телефонах
       *[other] открыта на { $phones } телефона
    }

joined-one-game = в ответе хозяина нет единственной игры этого стола (число игр: { $games })
joined-not-finished = хозяин ещё не закончил эту игру: она сохранится, когда закончится
joined-own-game = игра { $uuid } — собственная игра этого телефона, а не сохранённая с другого стола
joined-does-not-continue = игра { $uuid } хозяина не продолжает сохранённую здесь: ничего не изменено
joined-no-such-seat = ни одно место в этой игре не называется { $name }
