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

live-app-start = Раздавать живой стол
live-app-stop = Перестать раздавать
live-app-listening = Другие телефоны в этой сети открывают ссылку ниже или сканируют её код.
live-app-viewer-link = Следить за столом
live-app-scorer-link = Следить и записывать: { $label }
live-app-add-scorer = Добавить ссылку счётчика
live-app-revoke = Отозвать
live-app-table = стол
