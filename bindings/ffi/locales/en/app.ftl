# The apps' own texts: screen titles, buttons, hints, confirmations. Both apps
# render the same id for the same thing (Android: android/app/src/main/kotlin/
# app/tally/l10n/Strings.kt; iOS: `tx` in ios/Tally and ios/TallyKit); ids say what
# a text is about, grouped below by the screen that shows it most. What the core
# produces (breakdowns, log lines, names, errors) the core renders itself. Words of
# the glossary (docs/glossary.md) are used as the glossary says.

## Words many screens use

app-name = Tally
app-score-it = Score it
app-colour = { $colour }
app-undone = Undone: { $entry }
app-undid-nothing-named = Undone
app-redone = Redone: { $entry }
app-redid-nothing-named = Redone
app-nobody = Nobody
app-not-chosen = Not chosen
app-empty = empty
app-ok = OK
app-cancel = Cancel
app-replace = Replace
app-choose = Choose
app-place = Place
app-player = Player
app-points = Points
app-reason = Reason
app-record = Record
app-next = Next
app-undo = Undo
app-undo-hint = Takes back the last entry and says what it took back.
app-redo = Redo
app-redo-hint = Does again what was taken back.
app-done = Done
app-share = Share
app-export = Export
app-more = More
app-turn = Turn
app-edition = Edition
app-add = Add
app-name-field = Name
app-off = Off
app-on = On
app-delete = Delete
app-edit = Edit
app-close = Close
app-loading = Loading…
app-back = Back
app-home = Home
app-open = Open
app-selected-of = { $chosen } of { $of }
app-move-up = Move { $name } up
app-remove = Remove { $name }
app-field-of-player = { $field }, { $player }
app-decrease = Decrease { $label }
app-increase = Increase { $label }
app-tied = tied

## Categories of points, groups of expansions, phases of a game

app-category-roads = Roads
app-category-cities = Cities
app-category-cloisters = Cloisters
app-category-fields = Fields
app-category-features = Other features
app-category-bonuses = Bonuses
app-category-dispatches = Dispatches
app-category-robbers = Robbers
app-category-corrections = Corrections
app-group-major = Major expansions
app-group-minor = Minor expansions
app-group-other = Other expansions
app-group-print-and-play = Print & Play and Cut & Play
app-group-fan = Fan expansions
app-phase-playing = Playing
app-phase-end-game = End-game scoring
app-phase-finished = Finished

## Home, the history and a game's page

app-game-detail = Game detail and chart
app-new-game = New game
app-last-played = Last played { $when }
app-opens-scoreboard = Opens the scoreboard
app-resume = Resume
app-recent-games = Recent games
app-history = History
app-statistics = Statistics
app-players = Players
app-settings = Settings
app-expansion-count = { $count ->
    [one] { $count } expansion
   *[other] { $count } expansions
}
app-no-games = No games
app-no-games-description = Finished and unfinished games appear here.
app-unfinished-badge = unfinished
app-all-players = All players
app-games = Games
app-all-games = All games
app-unfinished-filter = Unfinished
app-expansion = Expansion
app-any-expansion = Any expansion
app-filter = Filter
app-delete-game-question = Delete this game?
app-delete-game = Delete the game
app-delete-game-ends-it = The game of { $names } is being played on this phone: deleting it ends it. It disappears from the history and the statistics. Export it first to keep a copy.
app-delete-game-message = The game of { $names } disappears from the history and the statistics. Export it first to keep a copy.
app-score-progression = Score progression
app-turn-of = Turn { $turn } · { $player }
app-game = Game
app-open-scoreboard = Open the scoreboard
app-home-resume = Unfinished game
app-home-history = History ({ $games })
app-home-players = Players ({ $players })
app-home-other-unfinished = Other unfinished games
app-finished = finished
app-end-short = End
app-chart-description = Score chart. { $finals }
app-chart-final = { $name } ends with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }

## A new game

app-problem-too-few = Add at least two players.
app-problem-too-many = At most eight players.
app-problem-missing-name = Every player needs a name.
app-problem-same-name = Two players are called { $name }.
app-problem-same-colour = Two players have the same colour.
app-start-game = Start the game
app-new-player = New player
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
app-add-from-players = Add from players
app-players-footer = Drag to change the order. Each player has a colour of their own.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, contents unconfirmed)
app-apply-preset = Apply a preset
app-clear-expansions = Clear all expansions
app-presets = Presets
app-presets-footer = Big Box 1 to 7, limited editions and more select their expansions and edition at once.
app-rule-variants = Rule variants
app-colour-heading = Colour
app-colour-of = Colour of { $player }
app-from-players-list = From the players list
app-some-components = Some components
app-new-game-players = Players in turn order ({ $count })
app-new-game-expansions = Expansions ({ $chosen } chosen)

## The scoreboard and the scoring track

app-passes = { $player } passes { $points }.
app-figure-passes = { $player }, scoring figure { $figure }: passes { $points }.
app-lap-tile-new = Take a 50 tile.
app-lap-tile-turn = Turn the 50 tile over to 100.
app-step = Step
app-step-named = Step { $code }, { $name }
app-scoring-track = Scoring track
app-space-number = Space { $space }
app-dark-space-number = Space { $space }, dark space
app-player-figure = { $player }, scoring figure { $figure }
app-robber-of = robber of { $player }
app-lap-tile = { $value } tile
app-turn-number = Turn { $turn }
app-table-mode = Table mode
app-list-mode = List
app-last-tile-question = Is the last tile placed?
app-begin-end-game = Begin the end-game scoring
app-begin-end-game-message = Incomplete features and end-game bonuses are scored next. This can be undone.
app-last-entries = Last entries
app-timeline = Timeline
app-timeline-opens-hint = Shows every entry; entries can be edited or deleted there.
app-player-score = { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-player-score-active = { $player }, whose turn it is: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-incomplete-features = Incomplete features
app-completed-features = Completed features
app-earlier-steps = Earlier steps of this turn
app-end-of-game = End of the game
app-end-game-walkthrough = End-game walkthrough
app-live-table = Live table
app-end-turn = End turn
app-end-turn-hint = The next player begins.
app-second-part = Second part (builder)
app-step-code = Step { $code }
app-active-player = Active player
app-score-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-dark-space = dark space
app-robber-on-space = Robber on space { $space }
app-now = now
app-opens-score-form = Opens the score form
app-turn-step = Turn { $turn } · { $code }
app-nothing-recorded = Nothing recorded yet.
app-older-entries = Show older entries
app-events = Events

## The scoring form

app-count-on-the-board = Count this on the board.
app-refusal-here = The last refusal was about this input.
app-filled-in-by-tally = Filled in by Tally: it is the active player's.
app-breakdown-nobody = Nobody scores.
app-fill-in-to-see-points = Fill in the form to see the points.
app-breakdown = Breakdown
app-figure-number = scoring figure { $figure }
app-scoring-figure-of = Scoring figure of { $player }
app-which-figure-moves = Which scoring figure moves
app-which-figure-moves-footer = The scoring figure Tally would move is chosen until you pick one.
app-figure-on-space = Scoring figure { $figure }: space { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, dark space
app-another-feature = Another feature completed by this tile
app-another-feature-footer = Everything in one round is scored together: the dark spaces and the robbers are settled once, at its end.
app-nobody-scores-record-anyway = Nobody scores: record it anyway
app-nobody-scores-items = Nobody scores: { $items }
app-points-scored = { $points ->
    [one] { $points } point scored
   *[other] { $points } points scored
}
app-score-round = Score all { $items }
app-remove-item-from-round = Remove { $item } from this round
app-round-items = This tile completes { $items ->
        [one] { $items } feature
       *[other] { $items } features
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = { $player }'s scoring figure { $figure } stopped on dark space { $space }: { $player } draws a dispatch.
app-dispatch = Dispatch
app-dispatch-resolve = Resolve the dispatch
app-undo-last-scoring = Undo the last scoring
app-robber-chooses = Several scoring figures left space { $space } this round: { $player } chooses whose points the robber takes.
app-rob = Rob
app-robber = Robber
app-robber-of-heading = Robber of
app-robber-nowhere = No other player's scoring figure is on the track yet.
app-space-with = Space { $space }: { $names }
app-robber-spaces = On a space with another player's scoring figure
app-place-robber = Place a robber
app-robber-owner-on-space = { $player } (on space { $space })
app-correction-footer = Negative points take points away. Every correction keeps its reason in the log.
app-correction = Correction
app-edit-correction = Edit the correction
app-dispatch-choose = The tile drawn
app-dispatch-meeple-feature = The meeple's feature
app-dispatch-feature-form = { $feature }, as at the end of the game
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: now { $before }, after { $after }
app-entries-that-go = Entries that go: { $entries }
app-what-this-changes = What this changes
app-nothing-changed = Nothing changed
app-entry-heading = Entry
app-delete-entry = Delete the entry
app-delete-entry-footer = Later entries are replayed without it.
app-delete-an-entry = Delete an entry
app-entry-changes = #{ $seq } becomes: { $summary }
app-timeline-hint = Tap an entry to edit or delete it.
app-entry-options = Edit or delete

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } is no longer among the players (merged into another). Start a new game instead.
   *[other] { $names } are no longer among the players (merged into others). Start a new game instead.
}
app-end-game-next-footer = Score each item for every player concerned, as often as needed, then move on.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-standings = Standings
app-finish-game = Finish the game
app-items-not-scored = { $count ->
    [one] { $count } item not scored yet.
   *[other] { $count } items not scored yet.
}
app-scored-by-itself = Scored by the game itself
app-times-scored = { $times ->
    [one] scored once
   *[other] scored { $times } times
}
app-not-scored-yet = Not scored yet
app-nothing-scored-by-itself = Nothing more is scored by itself.
app-scored-when-finished = Scored when the game is finished
app-finished-can-reopen = A finished game can be reopened.
app-finish-game-question = Finish the game?
app-finish = Finish
app-rematch = Rematch
app-rematch-footer = A rematch: the same players and expansions; the second player begins.
app-reopen = Reopen the end-game scoring
app-results = Results
app-share-victory = { $names } share the victory
app-wins = { $player } wins
app-share-result = Share the result
app-export-bgstats = Export for BG Stats
app-export-bgg = Export for BoardGameGeek
app-log-in-bg-stats = Log this play in BG Stats
app-log-on-bgg = Log it on BoardGameGeek (the fields to copy)
app-end-game-progress = { $index } of { $of }
app-results-provisional = The end-game scoring is not finished: provisional standings.

## Players

app-no-players = No players yet
app-no-players-description = Players join the list when they play a game, or add them here.
app-add-player = Add player
app-rename = Rename
app-rename-message = The new name replaces { $player } in every game.
app-merge-question = Merge the players?
app-merge-into = Merge { $duplicate } into { $keep }
app-merge-message = The games of { $duplicate } become those of { $keep }, and { $duplicate } leaves the list.
app-game-count = { $games ->
    [one] { $games } game
   *[other] { $games } games
}
app-favourite-colour = Favourite colour
app-merge-into-menu = Merge into…
app-edit-player = Edit { $name }

## Settings

app-settings-me = Who holds this phone
app-settings-me-footer = BG Stats files say whose they are: choose yourself among the players.
app-settings-me-nobody = Nobody chosen
app-keep-screen-on = Keep the screen on during a game
app-at-the-table = At the table
app-keep-screen-on-footer = The phone does not go dark while a game is open.
app-games-stored = Games stored
app-share-export = Share the export
app-export-all = Export all games
app-import = Import games
app-import-report = { $imported ->
    [one] { $imported } game imported
   *[other] { $imported } games imported
} · { $skipped ->
    [one] { $skipped } already stored
   *[other] { $skipped } already stored
}
app-your-games = Your games
app-your-games-footer = An export is a JSON document with every game, its players and its log. Importing skips games already stored.
app-about = About
app-version = Version
app-language = Language
app-about-rules = Points follow the official rules of each expansion; every score shows its breakdown with the rule's ID.
app-settings-exported = { $games ->
        [one] { $games } game exported.
       *[other] { $games } games exported.
    }

## Statistics and their charts

app-no-statistics = No statistics yet
app-no-statistics-description = Finish a game to see statistics.
app-first-player = First player
app-second-player = Second player
app-games-together = Games together
app-player-ahead = { $player } ahead
app-ties = Ties
app-averages = Averages
app-head-to-head = Head to head
app-average = ⌀ { $average }
app-best-score = Best score
app-worst-score = Worst score
app-category = Category
app-average-by-category = Average points by category
app-longest-feature = Longest feature
app-most-valuable-feature = Most valuable feature
app-stats-record-feature = { $name }: { $tiles ->
        [one] { $tiles } tile
       *[other] { $tiles } tiles
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
app-stats-record-points = { $name }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
app-stats-win-rate = Win rate
app-stats-average = Average
app-stats-wins = Won { $wins } of { $games }
app-stats-charts = Charts
app-stats-wins-heading = Wins
app-stats-rating-heading = Rating
app-stats-rating-explained = Estimate ± uncertainty, from every game in the order played; ranked by the estimate less three uncertainties.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
app-stats-record-lead = { $name } won by { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } with { $points }
app-stats-open-game = Open the game
app-stats-points-by-category = Points by category
app-stats-points-chart = Points by category in the latest { $games ->
        [one] game
       *[other] { $games } games
    }
app-stats-score-and-place = Score and place
app-stats-scores = Scores, oldest first: { $scores }
app-stats-places = Places, oldest first: { $places }
app-stats-by-players = Win rate by number of players
app-stats-players-count = { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
app-stats-by-expansion = Win rate by expansion
app-stats-rating-history = Rating after each game
app-stats-rating-chart = Rating from { $first } to { $last }
app-stats-pair-chart = { $a } ahead { $ahead }, level { $ties }, { $b } ahead { $behind }
app-stats-pair-scores = Scores of { $a } and { $b } in their games together, oldest first
app-stats-filters-heading = Filters
app-stats-filter-summary = Filters: { $filters }
app-stats-filter-clear = Clear the filters
app-stats-filter-years = Years
app-stats-filter-from = From
app-stats-filter-to = To
app-stats-filter-any-year = Any year
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = since { $year }
app-stats-filter-until = up to { $year }
app-stats-filter-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}
app-stats-filter-players-hint = Only the games every chosen player took part in.
app-stats-filter-expansions = Expansions
app-stats-filter-expansions-hint = Only the games with every chosen expansion in play.
app-stats-filter-any-edition = Any edition
app-stats-filter-no-games = No finished game matches these filters.
app-stats-open-entry = Open the game at this entry

## Opening the database

app-game-cannot-open = This game cannot be opened
app-foreign-log-title = A log beside the database is not its own
app-foreign-log-message = { $reason } Tally can keep that log aside (it stays beside the file) and open the database as its file holds it.
app-foreign-log-set-aside = Keep the log aside and open
app-cannot-open-database = Tally cannot open its database
app-foreign-log-leave = Close Tally

## Joining a table another phone hosts

app-join-table = Join a table
app-join-link-label = Link to the table
app-join-link-hint = The link the host's phone shows, or scan its QR code.
app-join-scan = Scan the QR code
app-join-me-label = Your name at the table
app-join-action = Join
app-join-live = live
app-join-stale = stale since { $time }
app-join-viewer = You follow this table; only the host and the scorer links record.
app-join-link-closed = This link no longer opens the table.
app-join-kept = The finished game is in your history as game #{ $game }.
app-join-leave = Leave the table
app-join-not-a-link = This is not a link to a table: use the address the host shows (http://…/t/…/) or scan its QR code.
app-join-link-refused = The host no longer opens the table for this link (taken back, or the game deleted).
app-join-unreachable = The host cannot be reached; nothing was recorded. Is this phone on the same Wi-Fi?
app-join-damaged = The host sent something Tally cannot read; nothing was recorded.
app-join-left = You left the table; nothing was recorded.
app-join-host-decides = Only the host's phone does this; nothing was recorded.
app-join-camera-denied = Tally may not use the camera: allow it in the phone's settings, or type the link.
