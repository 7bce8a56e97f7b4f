### Der Live-Tisch (Issue 29): Ablehnungen des Hosts und die Wörter der Seite, die
### andere Telefone öffnen (`bindings/host/page/`), in der Sprache des Zuschauers.

live-no-such-link = Spiel { $game } hat keinen Link { $id } (oder er ist schon widerrufen)
live-no-randomness = das System gab keinen Zufall für das Token eines Links: { $error }
live-bad-request-key = ein Idempotenzschlüssel besteht aus Buchstaben, Ziffern, `-` oder `_`, höchstens { $most ->
        [one] { $most } Zeichen
       *[other] { $most } Zeichen
    }
live-bad-command = das ist kein Befehl, den Tally liest: { $error }
live-what-request = Bytes in einer Anfrage an den Live-Tisch
live-viewer-cannot-score = dieser Link zeigt den Tisch; er kann nichts eintragen
live-other-site = ein Schreiben von einer anderen Seite wird abgelehnt
live-slow-down = zu viele Anfragen von diesem Telefon; bitte einen Moment warten
live-not-json = ein Schreiben an den Live-Tisch ist JSON (`Content-Type: application/json`)
live-hosting-needs-file = ein Live-Tisch wird aus einer Datenbankdatei angeboten, nicht aus einer im Speicher
live-cannot-listen = auf { $address } kann nicht gelauscht werden: { $error }
live-bad-address = `{ $address }` ist keine Adresse mit Port (wie 0.0.0.0:7878)
live-host-stopped = der Live-Tisch wird nicht mehr angeboten
live-no-network = dieser Rechner hat kein Netz (keine Standardroute): verbinde dich mit dem WLAN des Tisches oder wähle eine Adresse mit `--address`
live-network-not-private = das Netz der Standardroute ({ $interface }, { $address }) ist kein privates: wähle mit `--address` die Adresse, unter der die Telefone diesen Rechner erreichen (`0.0.0.0` für alle Netze)
live-body-too-slow = der Inhalt der Anfrage kam nicht innerhalb von { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } an

live-host-only-command = { $command ->
        [correct] Eine Korrektur von Hand
        [start_end_game] Der Beginn der Schlusswertung
        [finish] Das Beenden des Spiels
        [reopen] Das Wiedereröffnen des Spiels
        [redo] Das Wiederherstellen
        [edit] Das Ändern eines Eintrags
       *[delete] Das Löschen eines Eintrags
    } bleibt beim Host; ein Werter-Link trägt Wertungen, Ereignisse, Antworten auf Botschaften, Räuber und das Ende eines Zuges ein und nimmt nur seinen eigenen letzten Eintrag zurück
live-host-only-undo = #{ $seq } { $summary } wurde nicht über diesen Link eingetragen; ein Werter-Link nimmt nur seinen eigenen letzten Eintrag zurück
live-seen-ahead = dieses Telefon hat Eintrag #{ $seen } gesehen, den das Spiel noch nicht erreicht hat (es steht bei #{ $now })
live-changed-since-seen = { $changes }, seit dieses Telefon Eintrag #{ $seen } gesehen hat; nichts wurde eingetragen: sieh dir den Tisch an und trage es erneut ein, wenn es noch gilt
live-changed-since-seen-entries = die Einträge #{ $from } bis #{ $to } wurden eingetragen

live-page-title = Tally · Live-Tisch
live-page-turn = Zug { $turn }
live-page-turn-of = { $player } ist am Zug
live-page-step = Schritt { $step }
live-page-end-game = Schlusswertung
live-page-finished = Endstand
live-page-scores = Punkte
live-page-track = Wertungstafel
live-page-entries = Letzte Einträge
live-page-no-entries = Noch ist nichts eingetragen.
live-page-space = Feld { $space }
live-page-figure = Zählfigur { $figure }
live-page-robber = Räuber
live-page-dark-space = dunkles Feld
live-page-tiles = 50/100-Karten
live-page-live = live
live-page-reconnecting = verbinde neu…
live-page-by = von { $label }
live-page-score = Werten
live-page-record = Eintragen
live-page-cancel = Abbrechen
live-page-recorded = Eingetragen als Eintrag #{ $seq }
live-page-already-recorded = Schon eingetragen als Eintrag #{ $seq }
live-page-end-turn = Zug beenden
live-page-dispatch = Botschaft
live-page-waiting = Eine Frage am Host wartet auf Antwort
live-page-stale-since = veraltet seit { $time }
live-page-link-closed = Dieser Link öffnet den Tisch nicht mehr.
live-page-figure-moves = { $player }: welche Zählfigur zieht?
live-page-figure-option = Zählfigur { $figure }: Feld { $space } → { $lands }
live-page-dispatch-waiting = { $player } zieht eine Botschaft: Zählfigur { $figure } steht auf dem dunklen Feld { $space }.
live-page-answer-dispatch = Botschaft beantworten
live-page-dispatch-tile = Botschaftskarte
live-page-meeple-feature = Gebiet des Meeples
live-page-robber-waiting = { $player } wählt, wen der Räuber auf Feld { $space } beraubt.
live-page-rob = { $player } berauben
live-page-place-robber = Räuber setzen
live-page-robber-owner = Wessen Räuber
live-page-undo-own = #{ $seq } zurücknehmen

live-app-start = Live-Tisch anbieten
live-app-stop = Nicht mehr anbieten
live-app-listening = Andere Telefone in diesem Netz öffnen einen Link unten oder scannen seinen Code.
live-app-viewer-link = Den Tisch verfolgen
live-app-scorer-link = Verfolgen und werten: { $label }
live-app-add-scorer = Werter-Link hinzufügen
live-app-revoke = Widerrufen
live-app-table = Tisch
live-app-following = { $phones ->
        [0] Noch verfolgt kein Telefon den Tisch.
        [one] { $phones } Telefon verfolgt den Tisch.
       *[other] { $phones } Telefone verfolgen den Tisch.
    }
live-app-link-in-use = { $phones ->
        [0] auf keinem Telefon offen
        [one] auf { $phones } Telefon offen
       *[other] auf { $phones } Telefonen offen
    }

joined-one-game = die Antwort des Gastgebers enthält nicht das eine Spiel des Tisches (Anzahl der Spiele: { $games })
joined-not-finished = der Gastgeber hat dieses Spiel noch nicht beendet: Es wird gespeichert, sobald es beendet ist
joined-own-game = Spiel { $uuid } ist ein eigenes Spiel dieses Telefons, keines von einem anderen Tisch
joined-does-not-continue = das Spiel { $uuid } des Gastgebers setzt das hier gespeicherte nicht fort: Nichts wurde geändert
joined-no-such-seat = in diesem Spiel heißt kein Platz { $name }
