### The live table (issue 29): refusals of the host, and the words of the page other
### phones open (`bindings/host/page/`), which the host sends in the viewer's language.

live-no-such-link = game { $game } has no link { $id } (or it is revoked already)
live-no-randomness = the system gave no randomness for a link's token: { $error }
live-bad-request-key = an idempotency key is made of letters, digits, `-` or `_`, at most { $most ->
        [one] { $most } character
       *[other] { $most } characters
    }
live-bad-command = this is not a command Tally reads: { $error }
live-what-request = bytes in a request to the live table
live-viewer-cannot-score = this link shows the table; it cannot record anything
live-other-site = a write from another site is refused
live-slow-down = too many requests from this phone; wait a moment
live-not-json = a write to the live table is JSON (`Content-Type: application/json`)
live-hosting-needs-file = a live table is hosted from a database file, not from one in memory
live-cannot-listen = cannot listen on { $address }: { $error }
live-bad-address = `{ $address }` is not an address and port (such as 0.0.0.0:7878)
live-host-stopped = the live table is no longer hosted
live-no-network = this machine has no network (no default route): join the table's Wi-Fi, or choose an address with `--address`
live-network-not-private = the network of the default route ({ $interface }, { $address }) is not a private one: choose the address the phones reach this machine at with `--address` (`0.0.0.0` for every network)
live-body-too-slow = the request's body did not arrive within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }

live-host-only-command = { $command ->
        [correct] correcting a score by hand
        [start_end_game] beginning the end-game scoring
        [finish] finishing the game
        [reopen] reopening the game
        [redo] redoing
        [edit] editing an entry
       *[delete] deleting an entry
    } stays with the host; a scorer link records scoring, events, dispatch answers, robbers and the end of a turn, and takes back only its own last entry
live-host-only-undo = #{ $seq } { $summary } was not recorded from this link; a scorer link takes back only its own last entry
live-seen-ahead = this phone saw entry #{ $seen }, which the game has not reached (it is at #{ $now })
live-changed-since-seen = { $changes } since this phone saw entry #{ $seen }; nothing was recorded: look at the table and record it again if it still applies
live-changed-since-seen-entries = entries #{ $from } to #{ $to } were recorded

live-page-title = Tally · live table
live-page-turn = Turn { $turn }
live-page-turn-of = { $player }'s turn
live-page-step = step { $step }
live-page-end-game = End-game scoring
live-page-finished = Final standings
live-page-scores = Scores
live-page-track = Scoring track
live-page-entries = Last entries
live-page-no-entries = Nothing is recorded yet.
live-page-space = space { $space }
live-page-figure = figure { $figure }
live-page-robber = robber
live-page-dark-space = dark space
live-page-tiles = 50/100 tiles
live-page-live = live
live-page-reconnecting = reconnecting…
live-page-by = by { $label }
live-page-score = Score
live-page-record = Record
live-page-cancel = Cancel
live-page-recorded = Recorded as entry #{ $seq }
live-page-already-recorded = Already recorded as entry #{ $seq }
live-page-end-turn = End the turn
live-page-dispatch = Dispatch
live-page-waiting = Waiting on a question at the host
live-page-stale-since = stale since { $time }
live-page-link-closed = This link no longer opens the table.
live-page-figure-moves = { $player }: which scoring figure moves?
live-page-figure-option = figure { $figure }: space { $space } → { $lands }
live-page-dispatch-waiting = { $player } draws a dispatch: figure { $figure } stopped on dark space { $space }.
live-page-answer-dispatch = Answer the dispatch
live-page-dispatch-tile = Dispatch tile
live-page-meeple-feature = Feature of the meeple
live-page-robber-waiting = { $player } chooses whom the robber on space { $space } robs.
live-page-rob = Rob { $player }
live-page-place-robber = Place the robber
live-page-robber-owner = Whose robber
live-page-undo-own = Take back #{ $seq }

live-app-start = Host the live table
live-app-stop = Stop hosting
live-app-listening = Other phones on this network open a link below, or scan its code.
live-app-viewer-link = Follow the table
live-app-scorer-link = Follow and score: { $label }
live-app-add-scorer = Add a scorer link
live-app-revoke = Revoke
live-app-table = table
live-app-following = { $phones ->
        [0] No phone follows the table yet.
        [one] { $phones } phone follows the table.
       *[other] { $phones } phones follow the table.
    }
live-app-link-in-use = { $phones ->
        [0] not open on any phone
        [one] open on { $phones } phone
       *[other] open on { $phones } phones
    }

joined-one-game = the host's answer does not hold the one game of the table (it holds { $games })
joined-not-finished = the host has not finished this game yet: it is kept once it is finished
joined-own-game = game { $uuid } is this phone's own game, not one kept from another table
joined-does-not-continue = the host's game { $uuid } does not continue the one kept here: nothing was changed
joined-no-such-seat = no seat of this game is called { $name }
