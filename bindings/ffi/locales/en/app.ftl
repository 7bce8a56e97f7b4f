# The apps' own texts (Android and iOS alike): screen titles, buttons, hints,
# confirmations. Rendered through `app_text`; what the core produces (breakdowns,
# log lines, names, errors) the core renders itself. Words of the glossary
# (docs/glossary.md) are used as the glossary says.
app-name = Tally
app-score-it = Score it

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
app-robber-on = robber on { $space }
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
