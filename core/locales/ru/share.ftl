### Результат игры для сообщения в чате или картинки и комментарии к играм,
### экспортированным для BG Stats и BoardGameGeek.

# $date: день начала (ГГГГ-ММ-ДД); $edition: название издания
share-title = Каркассон · { $date } · { $edition }
share-in-progress = Игра продолжается
share-winner = 🏆 { $name } побеждает, набрав { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
# $names: победители с равным счётом, через «и» («Ann и Ben»)
share-tied-winners = 🏆 { $names } делят победу, набрав по { $points ->
        [one] { $points } очку
        [few] { $points } очка
       *[many] { $points } очков
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
# $list: названия дополнений через запятую
share-expansions = Дополнения: { $list }
share-base-game = Базовая игра
share-turns = { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
       *[many] { $turns } ходов
    }
share-minutes = { $minutes } мин
share-recorded = Подсчитано в Tally
share-standings-final = Итоговые места
share-standings-current = Места на данный момент
share-chart-title = Очки после каждого хода
# Последняя точка графика: после подсчёта очков в конце игры
share-chart-end = конец
export-comment = Подсчитано в Tally · { $edition }
export-comment-expansions = Подсчитано в Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = она не закончена, а BG Stats записывает только законченные игры (закончите её или экспортируйте для BoardGameGeek, где она будет отмечена как незаконченная)
format-picture = картинку (PNG)
picture-failed = её не удалось нарисовать ({ $error })
export-bgstats-no-me = BG Stats должен знать, какой игрок — вы: сначала отметьте себя среди игроков (Настройки или `tally roster me ИМЯ`)
bgg-form-title = Запишите эту партию на BoardGameGeek (страница игры, «Record a play»), поле за полем:
bgg-form-expansion = { $name } записывается на BoardGameGeek отдельной партией:
share-seat-name = Игрок { $seat }
