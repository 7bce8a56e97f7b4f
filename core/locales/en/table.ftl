### The table model: log lines, why an action is not allowed, walkthrough notes.

# $points is signed: +3, -2
log-correction = Correction for { $player }: { $points } ({ $reason })
# $points is signed: +2
log-dispatch = Dispatch for { $player }: { $tile } ({ $points })
log-end-game-begins = The end-game scoring begins
log-final-standings = Final standings
log-no-points = { $item }: no points
log-no-points-at-end = { $item } (at the end): no points
log-reopened = The game is reopened
log-robber-placed = { $owner }'s robber to space { $space }
log-robber-steals = Robber steals from { $victim }
# $awards: each player's name and points, as "Anna +12, Ben +12"
log-scored = { $item }: { $awards }
log-scored-at-end = { $item } (at the end): { $awards }
log-second-part = { $player } takes the second part of the turn (builder)
log-turn-ends = Turn { $turn } ends; { $player } begins
table-nothing-recorded = nothing is recorded yet
table-recorded-once-per-game = { $item }: recorded once per game
table-scored-at-finish = Scored by itself when the game is finished: { $robbers ->
        [one] { $robbers } robber
       *[other] { $robbers } robbers
    } on the track now
