### The command line's own texts (bindings/cli/src/l10n.rs, docs/l10n.md).
### Every language has the same messages with the same variables. Fluent trims the
### spaces at both ends of a text: the code adds indentation and the space after a
### question. Command words (`help`, `dispatch two_points`, `finish`), input names
### (`coa=2`) and colour keys stay as they are: players type them.

## The board (view/board.rs)

cli-board-game = Game #{ $id }
cli-board-turn = turn { $turn }, { $player }'s turn, step { $step }
cli-board-turn-second-part = turn { $turn } (second part), { $player }'s turn, step { $step }
cli-board-end-game = end-game scoring
cli-board-finished = finished
# A scoring figure's place on the track; ◆ and the 50/100 tiles follow it.
cli-board-space = space { $space }
cli-board-robber = robber on space { $space }
cli-board-dark-space = a dark space: a figure that stops there after a scoring round draws a dispatch
cli-pending-dispatch-label = Dispatch:
cli-pending-dispatch = { $player }'s figure { $figure } stopped on dark space { $space }: `dispatch two_points`, or a tile (`help dispatch`).
cli-pending-robber-label = Robber:
cli-pending-robber = { $owner }'s robber on space { $space } may rob { $candidates }: `victim <player>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })

## What a command changed (view/changes.rs); $entry is "#4 City: red +12"

cli-change-undid = Undid { $entry }
cli-change-redid = Redid { $entry }
cli-change-edited = Edited #{ $seq }: was { $old }
cli-change-edited-same = Edited #{ $seq } ({ $old }): nothing changed
cli-change-deleted = Deleted { $entry }
cli-change-taken-back = Entry #{ $seq } was taken back
cli-change-reloaded = The game was reloaded.
cli-change-now = #{ $seq } is now: { $summary }
cli-change-gone = #{ $seq } is gone
cli-change-gone-was = #{ $seq } is gone: { $summary }
cli-elsewhere = The game changed elsewhere: { $changes }.
cli-elsewhere-new = { $entry } is new
cli-elsewhere-taken-back = #{ $seq } was taken back
cli-elsewhere-reloaded = The game changed elsewhere: reloaded.
cli-elsewhere-first = The game had changed elsewhere ({ $entries ->
        [one] { $entries } new entry
       *[other] { $entries } new entries
    }): the command applies to the game as stored.

## Entries and the log (view/entries.rs)

# After a player's points when the figure moved otherwise ($moved is signed: +3, -2).
cli-award-moved = the figure moved { $moved }
cli-award-figure = figure { $figure }
cli-log-empty = Nothing recorded yet.
cli-log-turn = turn { $turn }
cli-log-latest = the latest { $shown } of { $total ->
        [one] { $total } entry
       *[other] { $total } entries
    }

## Words shared by several screens

# Between two items of a list, with a space on each side: "2A or 2B-1".
cli-or = or

## Help in the session (view/help.rs); the words a player types stay as they are

cli-help-score = Score
cli-help-score-how = (the words after an item fill its form; `help <item>` shows it):
cli-help-nothing-now = nothing now: { $why }
cli-help-features = features: { $keys }
cli-help-events = events at step { $step }: { $keys }
cli-help-events-none = events at step { $step }: none with these expansions
cli-help-other-steps = other steps with events (`step <code>` lists them): { $steps }
cli-help-end-game-items = end-game items: { $keys }
cli-help-eg = e.g.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (one tile, one round)
cli-help-example-words = red.figure=2 (the figure that moves) · nobody (nobody scores it) · step=2B-1
cli-help-commands = Commands
cli-help-commands-how = (`help <command>` for one):
cli-help-item-steps = step { $steps }
cli-help-item-no-inputs = no inputs: name the players
# The words a player types for a toggle: they stay yes and no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = a player
cli-help-kind-per-player-count = per player { $range } (<player>.{ $input }=N)
cli-help-kind-per-player-toggle = per player (<player>.{ $input })
cli-help-kind-required = must be given
cli-help-dispatch-tiles = Dispatch tiles (Messages): `dispatch <tile> ...`; `figure=2` moves the other figure.
cli-help-dispatch-feature-words = { $feature } words
cli-help-dispatch-words = words

## Points by category (standings, statistics)

cli-category-roads = roads
cli-category-cities = cities
cli-category-cloisters = cloisters
cli-category-fields = fields
cli-category-features = features
cli-category-bonuses = bonuses
cli-category-dispatches = dispatches
cli-category-robbers = robbers
cli-category-corrections = corrections

## Standings and the end-game walkthrough (view/standings.rs, view/walkthrough.rs)

cli-standings = Standings:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = End-game scoring, in order (score each incomplete feature; skip what does not apply):
cli-walkthrough-done = done
cli-walkthrough-scored = scored { $times ->
        [one] { $times } time
       *[other] { $times } times
    }
cli-walkthrough-finish = then `finish` for the standings.

## Questions and answers in the session (view/questions.rs); the code adds the space after a question

# "Road: say how many tiles the road has:" ($ask is the core's question).
cli-ask-count = { $item }: { $ask }:
# $items: the names of what is scored, joined as the language joins a list ("A, B and C").
cli-ask-nobody-scores = Nobody scores this { LOWER($items) }: no follower is named. Record it with no points? [y/N]
# Besides y and yes, what answers yes (comma-separated, any case).
cli-answers-yes = y, yes
cli-ask-finish-not-begun = The end-game scoring has not begun: incomplete features and end-game items are scored there.
# The answers `end` and `finish` are command words: they stay.
cli-ask-finish-how = Type `end` to start it, `finish` to finish without it, or nothing to go back:
cli-finish-not-begun-script = the end-game scoring has not begun: `tally end` starts it (incomplete features and end-game items are scored there); `tally end --finish --now` finishes without it
cli-no-walkthrough-yet = The end-game scoring has not begun: `end` starts it.
cli-nothing-done = Nothing was done: check the board, then type the command again if it still applies.
cli-nothing-recorded = Nothing recorded.
cli-resuming = Resuming game #{ $id }.
cli-welcome = Type `help` for what you can score now, `quit` to leave (the game is saved after every command).
cli-refused-label = refused:
cli-refused = { $message } (nothing changed)
cli-line-too-long = the line is too long: at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }

## The session's prompt, shown in brackets before `>` (session/mod.rs)

cli-prompt-turn = turn { $turn } · { $player } · { $step }
cli-prompt-end-game = end of game
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = any time
cli-prompt-finished = finished

## Refusals of the session's commands (session/*.rs); a leading `step:`, `victim:`... is the command typed

cli-step-which = step: which one? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` is not a step of the turn
cli-no-unfinished-game = no unfinished game: start one with `tally new` or `tally play`
cli-no-game-yet = no game yet: start one with `tally new` or `tally play`
cli-no-finished-game = no finished game to reopen
cli-edit-not-a-move = an entry is replaced by a scoring or a move of the game, not by undo, redo, edit or delete
cli-not-a-move = that is not a move of the game
cli-victim-figure = victim: `{ $word }`: give the figure as figure=1 or figure=2
# What a number was given for, in "`x` is not a number (the points of a correction)".
cli-correction-points = the points of a correction
cli-correct-figure-twice = correct: the figure is given twice
cli-figure-choice-how = `{ $word }`: give a figure as <player>.figure=2
cli-figure-chosen-twice = `{ $word }`: { $player }'s figure is already chosen
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } scores nothing here

## Refusals of scoring words (words/*.rs); $word is what was typed, $input an input's name (`coa`), $item a feature's or event's name

cli-word-step-needs-code = `step=` needs a step code, e.g. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` is not a step of the turn
cli-word-no-such-colour = `{ $word }`: there is no { $colour } player in this game ({ $players })
cli-word-name-and-input = `{ $word }` is both a player's name and an input here: write the player's colour ({ $colour })
cli-word-no-count = `{ $word }`: { $item } has no count to give here ({ $inputs })
# $label is the count's label ("Road tiles").
cli-word-count-given = `{ $word }`: { $label } ({ $input }) is already given
cli-word-count-others = give the other counts by name, e.g. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: players are not named here
cli-word-which-figure = `{ $word }`: which figure? e.g. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $player }'s { $input } is already given
cli-word-no-followers = `{ $word }`: { $item } counts no followers
# After cli-word-no-followers: the words to type instead, joined by cli-or.
cli-word-give = give { $words }
# What a number was given for: "`x` is not a number (red's followers)".
cli-word-followers-of = { $player }'s followers
cli-word-followers-given = `{ $word }`: { $player }'s followers are already given
cli-word-input-given = `{ $word }`: { $input } is already given
cli-word-no-inputs = it takes no inputs here
cli-word-inputs = its inputs: { $inputs }
# $needs: the expansion or component that brings the input.
cli-word-not-in-play = `{ $word }`: { $input } needs { $needs }, which is not in play
cli-word-per-player = `{ $word }`: { $input } is given per player, e.g. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } is not given per player: { $input }=...
cli-word-not-an-input = `{ $word }` is not an input of { $item } ({ $inputs })
# $words: what it could be (inputs joined by cli-or, or keys of features and events).
cli-word-could-be = `{ $word }` could be { $words }
cli-word-give-number = `{ $word }`: give a number, e.g. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` is not yes or no
cli-word-which-option = `{ $word }`: which option? e.g. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` is not one of { $options }
cli-word-which-player = `{ $word }`: which player? e.g. { $input }=red
cli-too-many-words = too many words ({ $count }): a command has at most { $max }
cli-word-too-long = `{ $start }…` is too long: a word has at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    }
cli-plus-joins = `+` joins two items of one round: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` cannot be scored during the turns with the expansions in play (`help` lists what can)
cli-not-scorable-at-end = `{ $word }` cannot be scored in the end-game scoring with the expansions in play (`help` lists what can)
cli-unknown-word = unknown command or item `{ $word }` (type `help`)

## Numbers and players as typed (words/numbers.rs, words/players.rs); $what is what the number is for, or the command typed

cli-number-too-large = `{ $word }` is too large ({ $what })
cli-number-too-large-max = `{ $word }` is too large ({ $what }: at most { $max })
cli-number-not-whole = `{ $word }` is not a whole number ({ $what })
cli-number-not-a-number = `{ $word }` is not a number ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` is not an entry number (`log` shows them)
cli-number-not-a-space = robber: `{ $word }` is not a track space (0 to 49)
cli-number-not-a-figure = { $what }: `{ $word }` is not a scoring figure (1 or 2)
cli-player-no-such-colour = { $what }: there is no { $colour } player in this game ({ $players })
cli-player-unknown = { $what }: `{ $word }` is not a player of this game ({ $players })

## Dispatch words (words/dispatch.rs); $tile is a tile's key (`knights`)

cli-dispatch-whose = `{ $word }`: the dispatch is { $player }'s, so only { $player }'s figure moves
cli-dispatch-figure-twice = `{ $word }`: the figure is already chosen
cli-dispatch-which-tile = dispatch: which tile? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` is not one tile ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: takes nothing more than the tile, not `{ $word }`
# $label: the count's label ("Knights").
cli-dispatch-one-count = dispatch { $tile }: give one count, { LOWER($label) } (e.g. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: which feature ({ $features })? e.g. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` is not one of its features

## Failures (failure.rs, db.rs); `tally:` comes before them

cli-failure-cancelled = nothing recorded
cli-failure-output-recorded = the command was recorded, but its output could not be written: { $reason }
cli-failure-output = the output could not be written: { $reason }
# The hint of the core's error-nobody_scores when a command cannot ask.
cli-hint-nobody-word = name the players with followers on it, or add the word `nobody` to record it with no points
cli-db-no-home = no home directory to keep the database in: pass --db PATH
cli-db-read-only = { $path } is read-only ({ $reason }): it can be shown and exported, not changed
cli-db-log-set-aside = { $path }: the write-ahead log of a session stopped during its first write held no finished change; it is kept as { $kept }
cli-db-no-folder = --db { $path }: the folder { $folder } does not exist (create it first, or check the path)

## A new game's seats and ruleset (seats.rs, play/setup.rs); $seat is what was typed

cli-seat-how = `{ $seat }`: give a name and a colour, e.g. `Ann red` or `Ann:red` (colours: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` is not a colour ({ $colours })
cli-seat-no-name = `{ $seat }`: the player needs a name
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } plays already; two seats cannot share a name
cli-seat-colour-taken = `{ $seat }`: { $colour } is already taken; choose another colour
cli-presets-of-two-editions = the presets are of different editions: give the edition (--edition or its question)
cli-setup-players = New game. Players in turn order, one per line as `Name colour`, an empty line when done.
cli-setup-colours = Colours: { $colours }.
cli-setup-known-players = Known players: { $names }.
# The question before each player's line.
cli-setup-player = player { $number }:
cli-setup-too-few = A game needs at least { $min ->
        [one] { $min } player
       *[other] { $min } players
    }.
cli-setup-plays = { $name } plays { $colour }
# The edition keys and `list` are typed as they are.
cli-setup-edition = edition (c1, c2, c3, winter) [c3, or the preset's]:
cli-setup-expansions = expansions or a preset (e.g. big_box_6; `list`; empty for the base game):
cli-game-started = Game #{ $id } started.

## Subcommands (commands/*.rs)

cli-games-none = No games yet.
cli-games-none-unfinished = No unfinished game.
cli-game-finished = finished
cli-game-unfinished = unfinished
cli-request-not-text = the request is not UTF-8 text: { $error }
cli-request-too-large = the request is larger than { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }
cli-check-opened = Opened: { $opened }.
cli-check-new = a new database
cli-check-clean = closed cleanly last time
cli-check-unclean = not closed cleanly last time; checked when opened
cli-check-log-proven = not closed cleanly last time, or still open elsewhere; its write-ahead log was proven its own when opened
cli-check-uncommitted-set-aside = stopped during its first write last time; its write-ahead log held no finished change and was set aside
cli-check-log-set-aside = The write-ahead log beside the database is set aside: { $path }
cli-check-no-log = There was no write-ahead log beside the database to set aside.
cli-check-foreign-log = The open refused the write-ahead log beside the database. `tally check --set-aside-log` moves it (and the -shm file) aside, keeping both, and opens the database as its file holds it.
cli-cannot-write = cannot write { $path }: { $error }
cli-wrote = Wrote { $path }.
cli-cannot-read = cannot read { $path }: { $error }
cli-imported = Imported { $imported ->
        [one] { $imported } game
       *[other] { $imported } games
    }; { $skipped } already there.
cli-history-not-a-date = --{ $flag }: `{ $word }` is not a date (YYYY-MM-DD)
cli-history-not-a-day = --{ $flag }: not a day
cli-no-roster-player = no player called `{ $name }` in the roster
cli-history-none = No game matches.
cli-history-turn = Turn { $turn } ({ $player })
cli-history-step = step { $step }
cli-history-progression = Score after each turn:
# $ahead: how often $player finished ahead of $other; $behind: how often $other did.
cli-stats-head-to-head = { $player } vs { $other }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }; { $player } ahead { $ahead ->
        [one] { $ahead } time
       *[other] { $ahead } times
    }, { $other } ahead { $behind ->
        [one] { $behind } time
       *[other] { $behind } times
    }, { $ties ->
        [one] { $ties } tie
       *[other] { $ties } ties
    }
cli-stats-averages = average scores: { $player } { $a }, { $other } { $b }
# $rate: the share of games won, in percent; $average, $best, $worst are "-" before any game.
cli-stats-player = { $name }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ $rate }%), average { $average }, best { $best }, worst { $worst }
cli-stats-per-game = per game: { $categories }
# $feature: the feature's name.
cli-stats-longest = longest feature: { LOWER($feature) } of { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, game #{ $game })
cli-stats-most-valuable = most valuable feature: { LOWER($feature) } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (game #{ $game })
cli-rules-unknown-topic = unknown topic `{ $topic }` (expected editions, expansions, presets, features, events or variants)
cli-rules-preset-unconfirmed = contents unconfirmed
cli-rules-base-game = base game
cli-rules-variants = Rule variants and their defaults (pass with --variants '{ "{" }"name": value{ "}" }'):
cli-schema-when = --when: `{ $word }` is not completed or end_of_game
cli-schema-unknown = `{ $item }` is neither a feature nor an event (see `tally rules features`, `tally rules events`)

## Descriptions of the commands in `tally --help` (cli.rs); the command names stay

cli-about = The `tally` command: Carcassonne scoring at the table, in scripts and for review
cli-about-play = Play at the table: an interactive session (the default)
cli-about-new = Start a game
cli-about-games = List unfinished games (or all with --all)
cli-about-show = Show a game's board (default: the game changed last, finished or not)
cli-about-score = Score features and events of one round: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (one tile completing both). With no words: a JSON request on stdin to the JSON result (no game involved)
cli-about-event = Record a turn-step event or end-game item (the same words as `score`), or, with no words, a JSON request on stdin to the JSON result
cli-about-robber = Put a player's robber on a track space: `tally robber green 12`
cli-about-victim = Choose whom a robber steals from when several figures on its space scored: `tally victim blue`
cli-about-dispatch = Resolve the pending dispatch: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Add or take points by hand: `tally correct red -2 miscounted road`
cli-about-turn = End the active player's turn
cli-about-double = The builder's second part of the turn (a double turn)
cli-about-undo = Take back the last command
cli-about-redo = Do again what was taken back
cli-about-end = Begin the end-game scoring and list what to score; `--finish` for the standings, `--reopen` to go back to a finished game
cli-about-edit = Replace a past entry: `tally edit 4 road 5 red`
cli-about-delete = Remove a past entry: `tally delete 4`
cli-about-log = A game's log: every entry with its number (what `edit` and `delete` take)
cli-about-history = Finished and unfinished games, filtered
cli-about-stats = Player statistics, or head-to-head with --vs
cli-about-export = Write games: Tally's document, for BG Stats or BoardGameGeek, or one game's result as text or a picture
cli-about-import = Read games from a Tally export document (Tally's own format only)
cli-about-schema = Print the form schema of a feature or event as JSON
cli-about-rules = List editions, expansions, presets, features, events and variants
cli-about-check = Read the whole database and report damage (the check the apps run in the background); exit 3 when it is damaged
cli-about-help = Print this message or the help of the given subcommands

## Descriptions of the session's commands in `help` (line.rs)

cli-line-about-help = What can be scored now and every command; `help <command>` or `help <item>` for one (`help robber`, `help city`)
cli-line-about-board = The board: scores, figures on the track, robbers, what the game waits on
cli-line-about-log = The log: every entry with its number (what `edit` and `delete` take)
cli-line-about-todo = The end-game walkthrough: what was scored and what is left
cli-line-about-step = List the events of a step of the turn: `step 2A`
cli-line-about-undo = Take back the last command
cli-line-about-redo = Do again what was taken back
cli-line-about-turn = End the active player's turn
cli-line-about-double = The builder's second part of the turn (a double turn)
cli-line-about-end = Begin the end-game scoring: incomplete features and end-game items
cli-line-about-finish = Final standings (during the turns, asks whether to score the end first)
cli-line-about-reopen = Back to the end-game scoring of a finished game
cli-line-about-robber = Put a player's robber on a track space: `robber green 12`
cli-line-about-victim = Choose whom a robber steals from: `victim blue`
cli-line-about-dispatch = Resolve the pending dispatch: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Add or take points by hand: `correct red -2 miscounted road`
cli-line-about-edit = Replace a past entry: `edit 4 road 5 red`
cli-line-about-delete = Remove a past entry: `delete 4`
cli-line-about-new = Start another game
cli-line-about-quit = Leave (the game is saved after every command)

## clap's refusals of a command line (clap_errors.rs): written again from clap's own
## context, in its layout; the code styles the values it quotes

cli-clap-error = error:
cli-clap-unrecognized-subcommand = unrecognized subcommand '{ $subcommand }'
cli-clap-unexpected-argument = unexpected argument '{ $argument }' found
cli-clap-value-required = a value is required for '{ $argument }' but none was supplied
cli-clap-invalid-value = invalid value '{ $value }' for '{ $argument }'
# Before the values an argument takes: "[possible values: text, png]".
cli-clap-possible-values = possible values
# Followed by the missing arguments, one per line.
cli-clap-missing-arguments = the following required arguments were not provided:
cli-clap-missing-subcommand = '{ $command }' requires a subcommand but one was not provided
# Before the subcommands a command takes: "[subcommands: a, b]".
cli-clap-subcommands = subcommands
cli-clap-too-many-values = unexpected value '{ $value }' for '{ $argument }' found; no more were expected
cli-clap-used-twice = the argument '{ $argument }' cannot be used multiple times
# Followed by the other argument, or a list of them.
cli-clap-cannot-be-used-with = the argument '{ $argument }' cannot be used with
cli-clap-subcommand-cannot-be-used-with = the subcommand '{ $subcommand }' cannot be used with
cli-clap-the-others = one or more of the other specified arguments
cli-clap-no-equals = equal sign is needed when assigning values to '{ $argument }'
cli-clap-invalid-utf8 = invalid UTF-8 was detected in one or more arguments
cli-clap-tip = tip:
# $names: what clap found, quoted and joined by commas.
cli-clap-similar-subcommand = { $count ->
        [one] a similar subcommand exists:
       *[other] some similar subcommands exist:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] a similar argument exists:
       *[other] some similar arguments exist:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] a similar value exists:
       *[other] some similar values exist:
    } { $names }
cli-clap-tip-pass-as-value = to pass '{ $argument }' as a value, use '{ $usage }'
cli-clap-tip-exists = '{ $usage }' exists
cli-clap-tip-remove-dashes = subcommand '{ $subcommand }' exists; to use it, remove the '{ $dashes }' before it
cli-clap-more-information = For more information, try '{ $flag }'.

## The rest of a help: headings, -h and -V, the arguments' help (clap_l10n.rs).
## What clap adds stays: [env: ...], [default: ...], and the usage line's
## placeholders ([OPTIONS], <PATH>, [WORDS]...).

# The headings, colon included.
cli-heading-usage = Usage:
cli-heading-commands = Commands:
cli-heading-arguments = Arguments:
cli-heading-options = Options:
cli-flag-help = Print help
cli-flag-version = Print version

# An argument's help is cli-arg-<command>-<argument>, or cli-arg-<argument> for an
# argument that reads the same in every command without a message of its own. The
# session's commands (line.rs) share them: `robber <OWNER>` is the same argument.
cli-arg-db = The database (default: tally.db in the user's data directory, which is created; a folder given here must exist)
cli-arg-lang = The language Tally speaks, as a locale (`de`, `fr_FR.UTF-8`); default: the environment's (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = The game (default: the unfinished game changed last)
cli-arg-json = Print JSON: the game's state, its table (standings, allowed actions) and what the command changed
cli-arg-edition = Edition: c1, c2, c3 or winter (default: the preset's, or c3)
cli-arg-expansions = Expansion, component or preset keys, separated by commas or spaces (as asked in the interactive setup)
cli-arg-preset = A preset (quick selection) such as big_box_6; adds to --expansions
cli-arg-variants = Rule variants as JSON, e.g. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Feature or event, then its words (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` starts the next item of the round. Empty: read a JSON request on stdin
cli-arg-entry = The entry's number (`log` shows them)
cli-arg-help-subcommand = Print help for the given subcommands
cli-arg-help-topic = A command, a feature or an event
cli-arg-play-game = Resume this game
cli-arg-play-new = Start a new game even if one is unfinished (asks for the players)
cli-arg-new-players = A player as `NAME:COLOUR` (or `"NAME COLOUR"`), in turn order (2 to 8)
cli-arg-new-json = Print the game as JSON
cli-arg-games-all = Finished games too
cli-arg-games-json = Print JSON
cli-arg-robber-owner = Whose robber: a colour or a player's name
cli-arg-robber-space = The track space (0-49) where another player's scoring figure stands
cli-arg-victim-victim = Whom the robber steals from: a colour or a player's name
cli-arg-victim-figure = With Messages: `figure=1` or `figure=2`, the robber owner's figure that takes the stolen points
cli-arg-dispatch-words = The tile (`two_points`, `knights`...: `help dispatch` lists them), then what it asks: a count (`knights 3`) or a feature and its words (`score_meeple city 4 red`); `figure=2` picks the figure that moves
cli-arg-correct-player = Who: a colour or a player's name
cli-arg-correct-points = Points to add; negative to take some away
cli-arg-correct-reason = Why, in a few words; a word `figure=2` picks the figure that moves (Messages)
cli-arg-end-finish = Finish the game: final standings
cli-arg-end-now = With --finish during the turns: finish without the end-game scoring
cli-arg-end-reopen = Reopen a finished game (default: the finished game changed last)
cli-arg-end-figures = With --finish and Messages: which figure takes a robber's 3 points, as `green.figure=2`
cli-arg-edit-command = The command that replaces it, as it would be typed: `road 5 red`, `robber green 12`, `correct red -2 miscounted`...
cli-arg-history-player = Only games of this player (roster name)
cli-arg-history-from = Only games started on or after this day (YYYY-MM-DD)
cli-arg-history-to = Only games started before this day (YYYY-MM-DD)
cli-arg-history-finished = Only finished games
cli-arg-history-unfinished = Only unfinished games
cli-arg-history-expansion = Only games with this expansion or component
cli-arg-history-game = Show this game in full (timeline and progression)
cli-arg-history-json = Print JSON
cli-arg-stats-player = A roster player (default: everyone)
cli-arg-stats-vs = Head-to-head against this player
cli-arg-stats-json = Print JSON
cli-arg-check-set_aside_log = Move a write-ahead log the open refused (and the -shm file) aside, keeping them, then open and check the database as its file holds it
cli-arg-export-games = Games to export (default: all; every finished game for bgstats and bgg; the game changed last for bgstats-link, bgg-form, text and png)
cli-arg-export-output = Write to this file instead of stdout (a PNG goes to stdout only when it is not a terminal)
cli-arg-export-format = What to write: Tally's document, BG Stats' file (.bgsplay) or its link for one play, BoardGameGeek's play records (XML) or the fields for its play form (BoardGameGeek has no file import for plays), a result as text or as a PNG picture
cli-arg-export-theme = With png: light or dark
cli-arg-export-player = Only games of this player (roster name)
cli-arg-export-from = Only games started on or after this day (YYYY-MM-DD)
cli-arg-export-to = Only games started before this day (YYYY-MM-DD)
cli-arg-import-file = A Tally export document ("-" for stdin)
cli-arg-import-json = Print JSON
cli-arg-schema-item = Feature or event key (see `tally rules features`, `tally rules events`)
cli-arg-schema-when = Features: completed | end_of_game
cli-arg-rules-topic = editions | expansions | presets | features | events | variants
cli-arg-rules-json = Print JSON
cli-arg-step-code = The step's code (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = With Messages: which figure takes the 3 points of a robber left on the track, as `green.figure=2`

## tally serve: the live table (commands/serve.rs).
cli-about-serve = Host the game's live table on the local network: the other players follow it on their phones' browsers from the links printed (with their QR codes), and scorer links record; stops with Ctrl-C
cli-arg-serve-address = Where to listen (default: this machine's private address on the network of its default route, the Wi-Fi): one of its addresses for that network only, 127.0.0.1 for this machine only, 0.0.0.0 for every network of this machine
cli-arg-serve-port = The port (0: any free port)
cli-arg-serve-scorers = Give a scorer link to this person or phone (one per use: `--scorer Ben`)
cli-arg-serve-revoke = Revoke the link with this number (a running host refuses it at once) and stop
cli-arg-serve-json = Print the links as one line of JSON, without the QR codes
cli-serve-hosting = Game #{ $game }: live table on { $address } (Ctrl-C stops it).
cli-serve-hosting-network = Game #{ $game }: live table on { $address }, the network of { $interface } (Ctrl-C stops it).
cli-serve-viewer-link = Link { $link }, to follow the table ({ $label }):
cli-serve-scorer-link = Link { $link }, to follow and score ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <link>` takes a link back.
cli-serve-revoked = Link { $link } of game #{ $game } is revoked.
cli-serve-table = table
cli-export-nothing = no game to export: none matches (BG Stats and BoardGameGeek get finished games only)
cli-export-one-game = text and png show one game: give one game ID, or none for the game changed last
cli-export-png-terminal = a PNG is not for a terminal: give -o FILE or redirect the output
cli-import-foreign = this is a { $format } document: `tally import` reads Tally's own export documents only (`tally export` writes them)
cli-about-roster = The players: list them, mark who holds this phone (`tally roster me Ann`), keep a player's name and ID in BG Stats (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = The roster player (for me and bgstats)
cli-arg-roster-bgstats_name = With bgstats: the player's name in BG Stats (left out: forgotten)
cli-arg-roster-bgstats_uuid = With bgstats: the player's ID in BG Stats, a UUID such as A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (left out: forgotten)
cli-arg-roster-json = Print JSON
cli-roster-name-needed = say which player: `tally roster me NAME`, `tally roster bgstats NAME`
cli-roster-me-mark = (holds this phone)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = { $name } holds this phone: BG Stats files are theirs
cli-roster-bgstats-set = { $name }: BG Stats name and ID kept

## tally stats: the charts (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: points by category in each game, oldest first
cli-stats-legend = { $categories }
cli-stats-score-row = score { $line }
cli-stats-place-row = place { $line }
cli-stats-heading-by-players = Win rate by number of players
cli-stats-players = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
cli-stats-heading-by-expansion = Win rate by expansion
# $rate: the share of games won, in percent.
cli-stats-won-of = { $wins } of { $games } ({ $rate }%)
cli-stats-heading-rating = Rating: estimate ± uncertainty (ranked by the estimate less three uncertainties)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = rating after each game: { $line }
cli-stats-heading-wins = Wins
cli-stats-heading-pairs = Head to head: ahead, behind, level
cli-stats-pair-row = { $a } vs { $b }: { $ahead }, { $behind }, { $ties } of { $games }
cli-stats-heading-records = Records
cli-stats-record-feature = { $title }: { $name }, { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (game #{ $game }, entry #{ $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (game #{ $game }, entry #{ $entry })
cli-stats-record-lead = { $title }: { $name } ahead by { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } with { $points } (game #{ $game }, entry #{ $entry })
cli-stats-heading-together = Their games together, oldest first
cli-stats-no-games = No finished game matches.
cli-arg-stats-from = Only games started on or after this day (YYYY-MM-DD)
cli-arg-stats-to = Only games started before this day (YYYY-MM-DD)
cli-arg-stats-with = Only games this roster player took part in (repeat it for the games they all played)
cli-arg-stats-expansion = Only games with this expansion or component in play (repeat it for several)
cli-arg-stats-edition = Only games of this edition (c1, c2, c3, winter)
cli-arg-stats-games = How many of the latest games the charts show

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Join a table another phone or laptop hosts: follow it live from a viewer link, or score with a scorer link (the words of `tally play`, one line each); the finished game is kept in this database
cli-arg-join-link = The link the host printed (http://…/t/…/ or tally://…/t/…/)
cli-arg-join-me = Which player of the table is you (a name of the game), so that your statistics count the kept game for you
cli-join-not-a-link = this is not a link to a table: give the address the host printed (http://…/t/…/)
cli-join-link-refused = the host no longer opens the table for this link (taken back, or the game deleted)
cli-join-joined = Joined the table at entry #{ $entry }.
cli-join-stale = The host is out of reach; the table is stale since { $since }. Trying again…
cli-join-viewer-only = this link follows the table; only a scorer link records
cli-join-taken-back = #{ $entry } is taken back.
cli-join-recorded = Recorded as entry #{ $entry }.
cli-join-unreachable = the host could not be reached; nothing was recorded
cli-join-kept = The finished game is kept here as game #{ $game }.
cli-join-kept-updated = Game #{ $game } is brought up to the host's: { $entries ->
        [one] { $entries } new entry.
       *[other] { $entries } new entries.
    }
cli-join-kept-already = Game #{ $game } is already kept as the host has it.
