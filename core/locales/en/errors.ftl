### Errors: the message error-<code> of every error code, and the reasons they carry.

colour-unknown = `{ $word }` is not a colour: { $colours }
colour-taken = { $colour } is already taken
command-changes-the-log = undo, redo, edit and delete change the log, not the table
correction-reason-too-long = a reason has at most { $most ->
        [one] { $most } character
       *[other] { $most } characters
    }
reason-invisible-character = a reason cannot hold { $code }, a control, text-direction or invisible character
correction-say-why = say why the score is corrected
correction-too-large = a correction is at most { $most ->
        [one] { $most } point
       *[other] { $most } points
    } either way, not { $points }
correction-zero = a correction of 0 points changes nothing
edit-not-undo-or-redo = an edit replaces a command by another, not by undo or redo
error-already_recorded = { $item }: recorded { $limit }, and it already is
error-changed_elsewhere = the game changed elsewhere and was reloaded: { $reason }
error-host_only = only the host does this: { $reason }
error-import_stopped = the import stopped: { $cause }. Games stored before it stopped: { $imported } of { $total }; import the document again to add the rest (games already stored are skipped)
error-database_busy = the database is busy: another program is writing to it (a long import?) and did not let go in time; nothing changed, try again in a moment
error-damaged_database = { $path } is damaged and was left untouched: { $reason }
error-foreign_log = { $path } was not opened: { $reason }. Nothing was changed. Set the log { $wal } aside (Tally can move it and the -shm file beside it out of the way; with the command line, `tally check --set-aside-log`) and open again: the file opens with the games it holds, and the log is kept
error-duplicate_player = player `{ $player }` is listed twice
error-edit_refused = changing entry #{ $seq } would make entry #{ $invalid } invalid: { $reason }
error-end_game_not_started = { $what } at the end of the game: start the end-game scoring first
error-end_game_started = the end-game scoring has begun: { $what }
error-game_finished = the game is finished: reopen it first
error-input_not_enabled = `{ $field }` needs { $needs }, which is not in play
error-invalid_import = cannot import: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = invalid request: { $reason }
error-no_players = no players: at least one player is needed
error-no_prompt = no { $question } is waiting
error-nobody_scores = nobody scores this { LOWER($item) }: { $hint }
error-not_a_tally_database = { $path } is not a Tally database: { $reason }
error-not_available = `{ $item }` cannot be scored here: { $reason }
error-not_finished = only a finished game can be reopened
error-nothing_to_redo = nothing to redo
error-nothing_to_undo = nothing to undo
error-prompt_pending = { $player } { $question } first
error-read_only_database = { $path } is open read-only ({ $reason }): it can be read but not changed
error-too_large = { $what }: { $found } is more than the limit of { $limit }
error-schema_too_new = the database has schema version { $found }; this Tally reads up to { $supported }: update Tally
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = this turn already has its second part
error-storage = storage error: { $message }
error-unknown_edition = unknown edition `{ $key }` (expected c1, c2, c3 or winter)
error-unknown_entry = entry #{ $seq } does not exist or cannot be changed
error-unknown_event = unknown event `{ $key }` (see `tally rules events`)
error-unknown_expansion = unknown expansion `{ $key }` (see `tally rules expansions`)
error-unknown_feature = unknown feature `{ $key }` (see `tally rules features`)
error-unknown_game = no game with ID { $id }
error-unknown_input = `{ $field }` is not an input of `{ $item }`
error-unknown_player = unknown player `{ $player }`
error-unknown_preset = unknown preset `{ $key }` (see `tally rules presets`)
error-unknown_roster_player = no player with ID { $id } in the roster
error-would_go_negative = { $player } has { $score ->
        [one] { $score } point
       *[other] { $score } points
    } and cannot lose { $lose }: the score may not go below 0
event-belongs-to-active-player = { $item } belongs to the active player ({ $active }), not { $player }
event-choose-player = choose { $who }
event-same-player = { $second } cannot be { $first } as well
feature-not-at-the-end = it is not scored at the end of the game
feature-only-at-the-end = it is only scored at the end of the game
figure-out-of-range = { $player } has { $count ->
        [one] { $count } scoring figure
       *[other] { $count } scoring figures
    }, not a figure { $figure }
hint-name-the-players = name the players with followers on it (or confirm that nobody scores to record it anyway)
import-damaged = the document is damaged: { $error }
import-entry-number = entry { $entry } has number { $number }
import-format-too-new = events have format { $format }; this Tally reads up to { $supported }
import-game-refused = game { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` is not a UUID
import-not-an-export = this is not a Tally export (no "format": "tally-export")
import-not-json = not JSON: { $error }
import-version-too-new = the export has version { $version }; this Tally reads up to { $supported }: update Tally
input-above-maximum = { $number } is above the maximum of { $max }
input-below-minimum = { $number } is below the minimum of { $min }
input-empty-player-id = a player ID cannot be empty
input-expected-number = expected a whole number
input-expected-option = expected one of the option keys
input-expected-player = expected a player ID
input-expected-toggle = expected true or false
input-given-per-player = is given per player: put it in each player's entry
input-negative = { $number } is negative; counts start at { $min }
input-not-an-option = `{ $key }` is not one of { $options }
input-not-per-player = is not a per-player input: put it in `inputs`
limit-once-per-game = once per game
limit-once-per-player-taken = once per player, and { $player } has it
limit-once-per-turn = once per turn, even in a double turn
merge-into-themselves = a player cannot be merged into themselves
merge-same-game = both played in the same game, so they are different players
name-missing = a player needs a name
name-too-long = a name has at most { $most ->
        [one] { $most } character
       *[other] { $most } characters
    }
needs-elements = it needs { $elements }
prompt-dispatch-to-resolve = has a dispatch to resolve
prompt-robber-choice = must choose whom the robber steals from
question-dispatch = dispatch
question-robber-choice = robber's choice
reason-double-turn-needs-builder = a double turn needs the builder (exp02_traders_builders.builder)
reason-scored-when-finished = the game scores it by itself when it is finished
robber-space-no-figure = no other player's scoring figure stands on space { $space }
robber-space-off-track = the track has spaces 0 to 49, not { $space }
robber-victim-did-not-score = { $victim } did not score from the robber's space this round
round-empty = a scoring round scores at least one feature or event
round-one-step = a scoring round scores one step: { $first } belongs to { $first_step }, { $second } to { $second_step }
round-too-many = a scoring round holds at most { $most ->
        [one] { $most } item
       *[other] { $most } items
    }
setup-player-count = a game has { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    }, not { $count }
step-1a-first-part-only = step 1A happens only in the first part of a double turn
step-feature-wrong = a feature is scored at step { $step }, not { $given }
step-say-which = { $item } can happen at step { $steps }: say which
step-wrong = { $item } happens at step { $steps }, not { $given }
storage-bad-json = stored { $what } is not valid: { $error }
storage-bad-timestamp = bad timestamp `{ $text }`: { $error }
storage-cannot-create = cannot create { $path }: { $error }
storage-cannot-read = cannot read { $path }: { $error }
storage-cannot-move = cannot move { $path }: { $error }
too-large-entries-way-out = entries in this game, undo, redo and deletions included (finishing the game still works)
too-large-import-read = bytes read from the import document (reading stopped there)
import-not-text = the document is not UTF-8 text: { $error }
import-cannot-read = cannot read the document: { $error }
storage-cannot-write-file = cannot write { $path }: { $error }
output-is-the-database = { $path } is the database this command reads ({ $database }) or one of its log files: choose another file; nothing was written
changed-elsewhere-redo = { $changes } since it was read; nothing was redone: look at the game and redo again if you still mean it
changed-elsewhere-redo-target = #{ $seq } is now the entry redo brings back
changed-elsewhere-undo = { $changes } since it was read; nothing was undone: look at the game and undo again if the last entry is still the one to take back
changed-elsewhere-gone = #{ $seq } was taken back
changed-elsewhere-now = #{ $seq } is now { $summary }
changed-elsewhere-new = #{ $seq } { $summary } is new
storage-corrupt = the database file is corrupt
storage-disk-full = the disk is full
storage-interrupted = stopped before it was finished: nothing of it was written
storage-game-does-not-replay = game { $id } does not replay: { $error }
storage-migration-failed = migration failed: { $error }
storage-not-a-database = the file is not a database
storage-read-only = the database is read-only
store-another-application = it belongs to another application
store-cannot-check = SQLite cannot check it ({ $error })
store-check-says = SQLite's check says: { $check }
store-file-corrupt = the file is corrupt
store-not-sqlite = it is not an SQLite database
store-schema-unreadable = its schema cannot be read (corrupt?)
store-wal-another-database = the write-ahead log beside it belongs to another database
store-wal-does-not-fit = the write-ahead log beside it does not fit the file
store-wal-would-drop-games = the write-ahead log beside it would drop games the file holds
store-wal-would-drop-entries = the write-ahead log beside it would lose entries the file holds
store-wal-would-drop-players = the write-ahead log beside it would lose roster players the file holds
store-wal-older-than-file = the write-ahead log beside it is older than the file: changes made since would be lost
store-wal-unreadable = the write-ahead log beside it is not a log SQLite would apply to this file (another page size, or a damaged header)
store-wal-not-its-own = the write-ahead log beside it is not this file's own: it is another database's, or a copy's that was changed apart from this file
store-wal-starts-after-file = the write-ahead log beside it continues a later state of this database than the file holds (was an older copy of the file put back?): the changes between them would be lost
store-file-alone-damaged = the file itself is damaged ({ $error }), and the write-ahead log { $wal } beside it does not make it whole: keep a copy of both files and restore the latest backup
store-view-damaged = the database as its write-ahead log { $wal } makes it cannot be read ({ $error })
store-corrupt-through-log = the database as its write-ahead log { $wal } makes it is corrupt
store-path-link-loop = the symbolic links that lead to it go round in a loop
store-path-is-uri = give the path of a file, not an SQLite URI (`file:...`, `:memory:`)
store-path-not-a-file = { $file } is { $kind ->
        [directory] a directory
        [fifo] a FIFO (named pipe)
        [stream] a stream or a device (standard input, a file descriptor, /dev or /proc)
       *[other] a device or a socket
    }, not a database file
variant-error-unknown = is not a rule variant
what-a-completed-feature = a feature completed during the game belongs to the turns
what-a-double-turn = a double turn belongs to the turns
what-ending-a-turn = ending a turn belongs to the turns
what-incomplete-features = incomplete features are scored
what-item-is-scored = { $item } is scored
what-item-belongs-to-turns = { $item } belongs to the turns
what-placing-a-robber = placing a robber belongs to the turns
what-starting-the-end-game = it cannot begin a second time

import-not-an-object = not a JSON object: { $error }
import-year-out-of-range = year { $year } is outside 0000-9999
integrity-sound = The database is sound.
integrity-unknown = unknown
integrity-damaged = The database is damaged ({ $count ->
        [one] { $count } problem
       *[other] { $count } problems
    } found; first: { $first }). Export your games now if Tally can still list them, keep a copy of the file, and restore the latest backup.
name-invisible-character = a name cannot hold { $code }, a control, text-direction or invisible character
roster-name-taken = `{ $other }` (roster ID { $id }) already has this name
score-beyond-any = { $current } cannot take { $points ->
        [one] { $points } more point
       *[other] { $points } more points
    }: that is beyond any score
score-out-of-range = { $score } is not a score: totals are between -{ $limit } and { $limit }
seat-same-roster-player = this seat and an earlier one are the same roster player (ID { $id })
storage-bad-scores = stored scores `{ $text }` are not valid
storage-no-database = there is no database at { $path }
store-directory-not-writable = its directory { $directory } is not writable, and SQLite keeps its log files there
store-file-not-writable = the file is not writable: change its permissions to write
store-log-file-not-writable = { $file } is not writable (a read-only open may have left it): close every Tally using the database, then delete that file to write again
store-opened-read-only = opened read-only
too-large-entries-in-game = entries in game { $game } ({ $uuid })
too-large-entries-in-this-game = entries in this game (undo, deleting an entry and finishing the game still work)
too-large-import-bytes = bytes in the import document
too-large-request-players = players in a scoring request
name-already-at-table = `{ $name }` is already at the table as `{ $other }`: one person, one seat
store-read-only-needs-migration = { $reason }; its schema (version { $version }) must first be brought to version { $latest }, which needs writing
draft-no-such-item = there is no item { $item } in this scoring (it has { $count })
draft-not-during-turns = it is not scored during the turns under these rules
draft-not-at-end = it is not scored in the end-game scoring under these rules
draft-step-of-an-event = only an event is recorded at a step of its own
draft-moment-changed = the table has moved on since this scoring was begun (the end-game scoring began, or went back to the turns): begin it again
draft-empty = nothing to score yet: choose a feature or an event
draft-entry-not-a-scoring = entry #{ $seq } is not a scoring: a correction is edited as a correction, anything else is deleted
too-large-draft-bytes = bytes in the kept scoring draft
error-not_exportable = game { $game } cannot be exported for { $format }: { $reason }
roster-bgstats-uuid-invalid = this is not a BG Stats player ID: it has 36 characters, hexadecimal digits in groups of 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
