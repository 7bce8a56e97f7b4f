# The apps' own texts (Android and iOS alike): screen titles, buttons, hints,
# confirmations. Rendered through `app_text`; what the core produces (breakdowns,
# log lines, names, errors) the core renders itself. Words of the glossary
# (docs/glossary.md) are used as the glossary says.
app-name = Tally
app-score-it = Score it

## iOS
## The iOS app's own texts (ios/Tally, ios/TallyKit), rendered with `tx`.

app-ios-colour = { $colour }
app-ios-undid = Undone: { $entry }
app-ios-undid-nothing-named = Undone
app-ios-redid = Redone: { $entry }
app-ios-redid-nothing-named = Redone
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } passes { $points }.
app-ios-figure-passes = { $player }, scoring figure { $figure }: passes { $points }.
app-ios-lap-tile-new = Take a 50 tile.
app-ios-lap-tile-turn = Turn the 50 tile over to 100.
app-ios-rematch-missing = { $count ->
    [one] { $names } is no longer among the players (merged into another). Start a new game instead.
   *[other] { $names } are no longer among the players (merged into others). Start a new game instead.
}
app-ios-category-roads = Roads
app-ios-category-cities = Cities
app-ios-category-cloisters = Cloisters
app-ios-category-fields = Fields
app-ios-category-features = Other features
app-ios-category-bonuses = Bonuses
app-ios-category-dispatches = Dispatches
app-ios-category-robbers = Robbers
app-ios-category-corrections = Corrections
app-ios-group-major = Major expansions
app-ios-group-minor = Minor expansions
app-ios-group-other = Other expansions
app-ios-group-print-and-play = Print & Play
app-ios-group-fan = Fan expansions
app-ios-phase-playing = Playing
app-ios-phase-end-game = End-game scoring
app-ios-phase-finished = Finished
app-ios-problem-too-few = Add at least two players.
app-ios-problem-too-many = At most eight players.
app-ios-problem-missing-name = Every player needs a name.
app-ios-problem-same-name = Two players are called { $name }.
app-ios-problem-same-colour = Two players have the same colour.
app-ios-step = Step
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Count this on the board.
app-ios-refusal-here = The last refusal was about this input.
app-ios-filled-in-by-tally = Filled in by Tally: it is the active player's.
app-ios-nobody = Nobody
app-ios-not-chosen = Not chosen
app-ios-empty = empty
app-ios-nobody-scores = Nobody scores.
app-ios-fill-in-to-see-points = Fill in the form to see the points.
app-ios-breakdown = Breakdown
app-ios-scoring-figure-number = scoring figure { $figure }
app-ios-scoring-figure-of = Scoring figure of { $player }
app-ios-which-figure-moves = Which scoring figure moves
app-ios-which-figure-moves-footer = The scoring figure Tally would move is chosen until you pick one.
app-ios-figure-on-space = Scoring figure { $figure }: space { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, dark space
app-ios-change-player = { $player }: now { $before }, after { $after }
app-ios-entries-that-change = Entries that change: { $entries }
app-ios-entries-that-go = Entries that go: { $entries }
app-ios-what-this-changes = What this changes
app-ios-nothing-changed = Nothing changed
app-ios-ok = OK
app-ios-scoring-track = Scoring track
app-ios-space-number = Space { $space }
app-ios-dark-space-number = Space { $space }, dark space
app-ios-player-figure = { $player }, scoring figure { $figure }
app-ios-robber-of = robber of { $player }
app-ios-lap-tile = { $value } tile
app-ios-another-feature = Another feature completed by this tile
app-ios-another-feature-footer = Everything in one round is scored together: the dark spaces and the robbers are settled once, at its end.
app-ios-nobody-scores-record-anyway = Nobody scores: record it anyway
app-ios-nobody-scores-items = Nobody scores: { $items }
app-ios-cancel = Cancel
app-ios-remove-from-round = Remove from the round
app-ios-round = One round
app-ios-replace = Replace
app-ios-dispatch-drawn = { $player }'s scoring figure { $figure } stopped on dark space { $space }: { $player } draws a dispatch.
app-ios-dispatch = Dispatch
app-ios-feature = Feature
app-ios-choose = Choose
app-ios-resolve-dispatch = Resolve the dispatch
app-ios-undo-last-scoring = Undo the last scoring
app-ios-robber-chooses = Several scoring figures left space { $space } this round: { $player } chooses whose points the robber takes.
app-ios-points-scored = { $points ->
    [one] { $points } point scored
   *[other] { $points } points scored
}
app-ios-rob = Rob
app-ios-robber = Robber
app-ios-robber-of-heading = Robber of
app-ios-no-figure-to-rob = No other player's scoring figure is on the track yet.
app-ios-space-with = Space { $space }: { $names }
app-ios-robber-spaces = On a space with another player's scoring figure
app-ios-place-robber = Place a robber
app-ios-place = Place
app-ios-robber-owner-on-space = { $player } (on space { $space })
app-ios-player = Player
app-ios-points = Points
app-ios-reason = Reason
app-ios-correction-footer = Negative points take points away. Every correction keeps its reason in the log.
app-ios-correction = Correction
app-ios-edit-correction = Edit the correction
app-ios-record = Record
app-ios-entry-heading = Entry
app-ios-delete-entry = Delete the entry
app-ios-delete-entry-footer = Later entries are replayed without it.
app-ios-delete-an-entry = Delete an entry
app-ios-next = Next
app-ios-end-game-next-footer = Score each item for every player concerned, as often as needed, then move on.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-standings = Standings
app-ios-finish-game = Finish the game
app-ios-items-not-scored = { $count ->
    [one] { $count } item not scored yet.
   *[other] { $count } items not scored yet.
}
app-ios-undo = Undo
app-ios-undo-hint = Takes back the last entry and says what it took back.
app-ios-redo = Redo
app-ios-redo-hint = Does again what was taken back.
app-ios-scored-by-itself = Scored by the game when it is finished.
app-ios-times-scored = { $times ->
    [one] scored once
   *[other] scored { $times } times
}
app-ios-not-scored-yet = Not scored yet
app-ios-nothing-scored-by-itself = Nothing more is scored by itself.
app-ios-scored-when-finished = Scored when the game is finished
app-ios-finished-can-reopen = A finished game can be reopened.
app-ios-finish-game-question = Finish the game?
app-ios-finish = Finish
app-ios-rematch = Rematch
app-ios-rematch-footer = A rematch: the same players and expansions; the second player begins.
app-ios-game-detail = Game detail and chart
app-ios-reopen = Reopen the end-game scoring
app-ios-done = Done
app-ios-results = Results
app-ios-share-victory = { $names } share the victory
app-ios-wins = { $player } wins
app-ios-share-result = Share the result
app-ios-export-bgstats = Export for BG Stats
app-ios-export-bgg = Export for BoardGameGeek
app-ios-log-in-bg-stats = Log this play in BG Stats
app-ios-log-on-bgg = Log it on BoardGameGeek (the fields to copy)
app-ios-settings-me = Who holds this phone
app-ios-settings-me-footer = BG Stats files say whose they are: choose yourself among the players.
app-ios-settings-me-nobody = Nobody chosen
app-ios-new-game = New game
app-ios-last-played = Last played { $when }
app-ios-opens-scoreboard = Opens the scoreboard
app-ios-resume = Resume
app-ios-recent-games = Recent games
app-ios-history = History
app-ios-statistics = Statistics
app-ios-players = Players
app-ios-settings = Settings
app-ios-expansion-count = { $count ->
    [one] { $count } expansion
   *[other] { $count } expansions
}
app-ios-no-games = No games
app-ios-no-games-description = Finished and unfinished games appear here.
app-ios-unfinished-badge = unfinished
app-ios-all-players = All players
app-ios-games = Games
app-ios-all-games = All games
app-ios-unfinished = Unfinished
app-ios-expansion = Expansion
app-ios-any-expansion = Any expansion
app-ios-filter = Filter
app-ios-delete-game-question = Delete this game?
app-ios-delete-game = Delete the game
app-ios-delete-game-being-played = The game of { $names } is being played on this phone: deleting it ends it. It disappears from the history and the statistics. Export it first to keep a copy.
app-ios-delete-game-message = The game of { $names } disappears from the history and the statistics. Export it first to keep a copy.
app-ios-score-progression = Score progression
app-ios-turn-of = Turn { $turn } · { $player }
app-ios-game = Game
app-ios-share = Share
app-ios-export = Export
app-ios-open-scoreboard = Open the scoreboard
app-ios-more = More
app-ios-turn = Turn
app-ios-edition = Edition
app-ios-start = Start
app-ios-new-player = New player
app-ios-add = Add
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
app-ios-add-from-players = Add from players
app-ios-players-in-turn-order = Players in turn order
app-ios-players-footer = Drag to change the order. Each player has a colour of their own.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, contents unconfirmed)
app-ios-apply-preset = Apply a preset
app-ios-clear-expansions = Clear all expansions
app-ios-presets = Presets
app-ios-presets-footer = Big Box 1 to 7, limited editions and more select their expansions and edition at once.
app-ios-rule-variants = Rule variants
app-ios-colour-heading = Colour
app-ios-colour-of = Colour of { $player }
app-ios-name = Name
app-ios-from-players-list = From the players list
app-ios-off = Off
app-ios-some-components = Some components
app-ios-on = On
app-ios-no-players = No players yet
app-ios-no-players-description = Players join the list when they play a game, or add them here.
app-ios-add-player = Add player
app-ios-rename = Rename
app-ios-rename-message = The new name replaces { $player } in every game.
app-ios-merge-question = Merge the players?
app-ios-merge-into = Merge { $duplicate } into { $keep }
app-ios-merge-message = The games of { $duplicate } become those of { $keep }, and { $duplicate } leaves the list.
app-ios-game-count = { $games ->
    [one] { $games } game
   *[other] { $games } games
}
app-ios-favourite-colour = Favourite colour
app-ios-merge-into-menu = Merge into…
app-ios-keep-screen-on = Keep the screen on during a game
app-ios-at-the-table = At the table
app-ios-keep-screen-on-footer = The phone does not go dark while a game is open.
app-ios-games-stored = Games stored
app-ios-share-export = Share the export
app-ios-export-all = Export all games
app-ios-import = Import games
app-ios-import-report = { $imported ->
    [one] { $imported } game imported
   *[other] { $imported } games imported
} · { $skipped ->
    [one] { $skipped } already stored
   *[other] { $skipped } already stored
}
app-ios-your-games = Your games
app-ios-your-games-footer = An export is a JSON document with every game, its players and its log. Importing skips games already stored.
app-ios-about = About
app-ios-version = Version
app-ios-language = Language
app-ios-about-rules = Points follow the official rules of each expansion; every score shows its breakdown with the rule's id.
app-ios-no-statistics = No statistics yet
app-ios-no-statistics-description = Finish a game to see statistics.
app-ios-first-player = First player
app-ios-second-player = Second player
app-ios-games-together = Games together
app-ios-player-ahead = { $player } ahead
app-ios-ties = Ties
app-ios-averages = Averages
app-ios-head-to-head = Head to head
app-ios-win-count = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Best score
app-ios-worst-score = Worst score
app-ios-category = Category
app-ios-average-by-category = Average points by category
app-ios-longest-feature = Longest feature
app-ios-most-valuable-feature = Most valuable feature
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-turn-number = Turn { $turn }
app-ios-table-mode = Table mode
app-ios-list-mode = List
app-ios-last-tile-question = Is the last tile placed?
app-ios-begin-end-game = Begin the end-game scoring
app-ios-begin-end-game-message = Incomplete features and end-game bonuses are scored next. This can be undone.
app-ios-last-entries = Last entries
app-ios-timeline = Timeline
app-ios-timeline-hint = Shows every entry; entries can be edited or deleted there.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-player-score-active = { $player }, whose turn it is: { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-incomplete-features = Incomplete features
app-ios-completed-features = Completed features
app-ios-earlier-steps = Earlier steps of this turn
app-ios-second-part = Builder: second part
app-ios-end-of-game = End of the game
app-ios-end-game-walkthrough = End-game walkthrough
app-ios-live-table = Live table
app-ios-end-turn = End turn
app-ios-end-turn-hint = The next player begins.
app-ios-second-part-builder = Second part (builder)
app-ios-step-code = Step { $code }
app-ios-active-player = Active player
app-ios-score-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-dark-space = dark space
app-ios-robber-on-space = Robber on space { $space }
app-ios-now = now
app-ios-opens-score-form = Opens the score form
app-ios-turn-step = Turn { $turn } · { $code }
app-ios-nothing-recorded = Nothing recorded yet.
app-ios-delete = Delete
app-ios-edit = Edit
app-ios-older-entries = Show older entries
app-ios-close = Close
app-ios-game-cannot-open = This game cannot be opened
app-ios-foreign-log-title = A log beside the database is not its own
app-ios-foreign-log-message = { $reason } Tally can keep that log aside (it stays beside the file) and open the database as its file holds it.
app-ios-set-aside-log = Keep the log aside and open
app-ios-cannot-open-database = Tally cannot open its database

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Loading…
app-ok = OK
app-back = Back
app-cancel = Cancel
app-add = Add
app-home = Home
app-open = Open
app-nobody = Nobody
app-undo = Undo
app-redo = Redo
app-home-resume = Unfinished game
app-home-resume-button = Resume
app-home-new-game = New game
app-home-history = History ({ $games })
app-home-statistics = Statistics
app-home-players = Players ({ $players })
app-home-settings = Settings
app-home-other-unfinished = Other unfinished games
app-new-game-title = New game
app-new-game-players = Players in turn order ({ $count })
app-new-game-from-roster = Add from the roster:
app-new-game-new-player = New player
app-new-game-edition = Edition
app-new-game-presets = Quick selection
app-new-game-expansions = Expansions ({ $chosen } chosen)
app-new-game-variants = Rule variants
app-new-game-start = Start the game
app-selected-of = { $chosen } of { $of }
app-group-major = Major expansions
app-group-minor = Minor expansions
app-group-other = Other expansions
app-group-print-and-play = Print & Play and Cut & Play
app-group-fan = Fan expansions
app-move-up = Move { $name } up
app-remove = Remove { $name }
app-turn-of = Turn { $turn } · { $player }
app-step-now = Step: { $step }
app-second-part-short = second part
app-phase-playing = Playing
app-phase-end-game = End-game scoring
app-phase-finished = Finished
app-figure-at = figure { $figure } on { $space }
app-space-at = space { $space }
app-robber-on = robber on space { $space }
app-last-entry = Last: { $summary }
app-score-feature-completed = Score a completed feature
app-score-feature-end-of-game = Score an incomplete feature
app-events = Events
app-step-description = Step { $code }, { $name }
app-table = Table
app-end-turn = End turn
app-place-robber = Place a robber
app-second-part = Second part (builder)
app-start-end-game = End of the game
app-end-game-walkthrough = End-game scoring
app-see-results = Results
app-reopen = Reopen the end-game scoring
app-timeline = Timeline
app-live-table = Live table
app-correct = Correct a score
app-correct-whose = Whose score?
app-correct-points = Points (negative to take)
app-correct-reason = Why (e.g. forgotten cloister)
app-correct-apply = Apply the correction
app-robber-whose = Whose robber?
app-robber-where = On which space?
app-robber-nowhere = No other player's figure to stand beside.
app-robber-to-space = Robber to space { $space }
app-robber-choice-title = The robber chooses
app-robber-choice-body = { $owner }'s robber on space { $space }: whose points does it take?
app-which-figure = Which figure moves
app-figure-on = Figure { $figure } (on { $space })
app-figure-number = figure { $figure }
app-breakdown = Breakdown
app-breakdown-nobody = Nobody scores.
app-score-round = Score all { $items }
app-remove-from-round = Remove { $item } from this round
app-another-feature = Another feature completed by this tile
app-nobody-scores = Nobody scores: record it anyway
app-edit-entry = Edit entry #{ $seq }
app-save-edit = Save the change
app-entry-changes = #{ $seq } becomes: { $summary }
app-scores-after = Scores after the change
app-field-of-player = { $field }, { $player }
app-decrease = Decrease { $label }
app-increase = Increase { $label }
app-dispatch-title = Dispatch
app-dispatch-resolve = Resolve the dispatch
app-dispatch-choose = The tile drawn
app-dispatch-meeple-feature = The meeple's feature
app-dispatch-feature-form = { $feature }, as at the end of the game
app-end-game-title = End-game scoring
app-end-game-progress = { $index } of { $of }
app-end-game-not-yet = Nothing scored yet.
app-end-game-scored = Scored { $times }×.
app-end-game-score = Score
app-end-game-next = Next
app-automatic = by itself
app-at-the-finish = At the finish
app-finish-game = Final standings
app-results-title = Results
app-results-provisional = The end-game scoring is not finished: provisional standings.
app-share-result = Share the result
app-export-for-bg-stats = Export for BG Stats
app-export-for-bgg = Export for BoardGameGeek
app-log-in-bg-stats = Log this play in BG Stats
app-log-on-bgg = Log it on BoardGameGeek (the fields to copy)
app-settings-me = Who holds this phone
app-settings-me-body = BG Stats files say whose they are: choose yourself among the players.
app-settings-me-nobody = Nobody chosen
app-tied = tied
app-category-roads = Roads
app-category-cities = Cities
app-category-cloisters = Cloisters
app-category-fields = Fields
app-category-features = Features
app-category-bonuses = Bonuses
app-category-dispatches = Dispatches
app-category-robbers = Robbers
app-category-corrections = Corrections
app-history-title = History
app-history-empty = No games yet.
app-finished-only = Finished games only
app-finished = finished
app-unfinished = unfinished
app-expansions-count = expansions: { $count }
app-detail-title = Game
app-detail-chart = Scores turn by turn
app-end-short = End
app-timeline-hint = Tap an entry to edit or delete it.
app-entry-options = Edit or delete
app-entry-title = #{ $seq } { $summary }
app-edit-entry-button = Edit
app-delete-entry = Delete
app-delete-changes = Deleting it changes
app-confirm-delete = Delete this entry
app-statistics-title = Statistics
app-statistics-empty = Finish a game to see statistics.
app-stats-win-rate = Win rate
app-stats-average = Average
app-stats-best = Best
app-stats-worst = Worst
app-stats-best-feature = Most valuable: { $feature } ({ $points })
app-stats-longest-feature = Longest: { $feature } ({ $size })
app-players-title = Players
app-players-add = New player
app-players-name = Name
app-edit-player = Edit { $name }
app-rename = Rename
app-merge-into = { $name } is the same person as:
app-merge-description = Merge { $duplicate } into { $keep }
app-settings-title = Settings
app-settings-backup = Back up and move games
app-settings-export = Export all games (share)
app-settings-import = Import games from a file
app-settings-about = About
app-settings-about-body = Tally keeps the score of Carcassonne by the official rules of the expansions in play. Every point comes with its breakdown.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
app-player-row = { $name }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-track-player = { $name }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $figures ->
        [one] scoring figure on space
       *[other] scoring figures on spaces
    } { $spaces }
app-track-robber = robber on space { $space }
app-track-description = Scoring track. { $players }
app-round-items = This tile completes { $items ->
        [one] { $items } feature
       *[other] { $items } features
    }
app-standing = Rank { $rank }, { $name }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-chart-description = Score chart. { $finals }
app-chart-final = { $name } ends with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-players-games = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
app-settings-games = { $games ->
        [one] { $games } game on this phone.
       *[other] { $games } games on this phone.
    }
app-settings-exported = { $games ->
        [one] { $games } game exported.
       *[other] { $games } games exported.
    }
app-settings-imported = { $imported ->
        [one] { $imported } game imported
       *[other] { $imported } games imported
    }, already here: { $skipped }.
app-stats-wins = Won { $wins } of { $games }
app-dispatch-body = { $player } stopped on dark space { $space }: take two points or a dispatch tile.
app-their-turn = their turn
app-colour = { $colour }
app-undone = Taken back: { $summary }
app-redone = Done again: { $summary }
app-passed-lap = { $player } passes { $points }: take a 50/100 tile
app-foreign-log-title = A log that is not this database's
app-foreign-log-body = Tally can keep that log aside, renamed next to the file, and open the games as they are in the file.
app-foreign-log-set-aside = Set it aside and open
app-foreign-log-leave = Close Tally
app-settings-keep-screen-on = Keep the screen on during a game
app-settings-version = Version { $version }
app-settings-language = Language: { $language } (the phone's; change it in the phone's settings)
app-last-change = Last change: { $ago }
app-share-game = Share this game
app-rematch = Rematch (same players, next seat begins)
app-rematch-missing = { $count ->
        [one] { $names } is no longer in the roster: start a new game instead.
       *[other] { $names } are no longer in the roster: start a new game instead.
    }
app-delete-game = Delete this game
app-delete-game-question = Delete this game?
app-delete-game-body = It is gone for good, with { $entries ->
        [one] its { $entries } entry
       *[other] its { $entries } entries
    }.
app-delete-game-being-played = This game is open at the table: leave its scoreboard first.
app-last-tile-placed = Is the last tile placed?
app-last-tile-placed-body = The end-game scoring begins: incomplete features and the end-game items are scored next.
app-begin-end-game = Begin the end-game scoring
app-finish-question = Finish the game?
app-finish-body = The standings become final; the end-game scoring can still be reopened from the results.
app-finish-confirm = Finish
app-merge-body = The games of { $duplicate } become those of { $keep }. This cannot be taken back.
app-merge = Merge
app-head-to-head = Head to head: choose two players
app-head-to-head-games = { $games ->
        [one] { $games } game together
       *[other] { $games } games together
    }
app-head-to-head-ahead = { $player } ahead: { $games }
app-head-to-head-ties = Tied: { $ties }
app-head-to-head-averages = Average: { $a } { $aAverage }, { $b } { $bAverage }

## Both apps: the statistics charts (android feature/statistics, TallyKit Statistics)
app-stats-charts = Charts
app-stats-wins-heading = Wins
app-stats-rating-heading = Rating
app-stats-rating-explained = Estimate ± uncertainty, from every game in the order played; ranked by the estimate less three uncertainties.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
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
