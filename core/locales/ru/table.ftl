### Модель стола: строки журнала, почему действие недоступно, заметки подсчёта очков в конце игры.

# $points со знаком: +3, -2
log-correction = Поправка для { $player }: { $points } ({ $reason })
# $points со знаком: +2
log-dispatch = Послание для игрока { $player }: { $tile } ({ $points })
log-end-game-begins = Начинается подсчёт очков в конце игры
log-final-standings = Итоговые места
log-no-points = { $item }: нет очков
log-no-points-at-end = { $item } (в конце игры): нет очков
log-reopened = Игра снова открыта
log-robber-placed = Грабитель игрока { $owner } на клетку { $space }
log-robber-steals = Грабитель забирает очки у { $victim }
# $awards: игроки и их очки, например "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (в конце игры): { $awards }
log-second-part = { $player } делает вторую часть хода (строитель)
log-turn-ends = Ход { $turn } окончен; ходит { $player }
table-nothing-recorded = пока ничего не записано
table-recorded-once-per-game = { $item }: записывается один раз за игру
table-scored-at-finish = Засчитывается само в конце игры: сейчас { $robbers ->
        [one] { $robbers } грабитель
        [few] { $robbers } грабителя
       *[many] { $robbers } грабителей
    } на треке подсчёта очков
