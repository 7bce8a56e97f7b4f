### De live tafel (issue 29): weigeringen van de host, en de woorden van de pagina die
### andere telefoons openen (`bindings/host/page/`), in de taal van de kijker.

live-no-such-link = spel { $game } heeft geen link { $id } (of hij is al ingetrokken)
live-no-randomness = het systeem gaf geen willekeur voor het token van een link: { $error }
live-bad-request-key = een idempotentiesleutel bestaat uit letters, cijfers, `-` of `_`, hoogstens { $most ->
        [one] { $most } teken
       *[other] { $most } tekens
    }
live-bad-command = dit is geen opdracht die Tally leest: { $error }
live-what-request = bytes in een verzoek aan de live tafel
live-viewer-cannot-score = deze link toont de tafel; hij kan niets vastleggen
live-other-site = schrijven vanaf een andere site wordt geweigerd
live-slow-down = te veel verzoeken van deze telefoon; wacht even
live-not-json = schrijven naar de live tafel is JSON (`Content-Type: application/json`)
live-hosting-needs-file = een live tafel wordt vanuit een databasebestand aangeboden, niet vanuit een database in het geheugen
live-cannot-listen = kan niet luisteren op { $address }: { $error }
live-bad-address = `{ $address }` is geen adres met poort (zoals 0.0.0.0:7878)
live-host-stopped = de live tafel wordt niet meer aangeboden
live-no-network = deze computer heeft geen netwerk (geen standaardroute): maak verbinding met de wifi van de tafel of kies een adres met `--address`
live-network-not-private = het netwerk van de standaardroute ({ $interface }, { $address }) is geen privénetwerk: kies met `--address` het adres waarop de telefoons deze computer bereiken (`0.0.0.0` voor alle netwerken)
live-body-too-slow = de inhoud van het verzoek kwam niet binnen { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } aan

live-host-only-command = { $command ->
        [correct] een score met de hand corrigeren
        [start_end_game] de eindtelling beginnen
        [finish] het spel beëindigen
        [reopen] het spel heropenen
        [redo] opnieuw doen
        [edit] een regel wijzigen
       *[delete] een regel verwijderen
    } blijft bij de host; een tellerslink legt tellingen, gebeurtenissen, antwoorden op berichten, rovers en het einde van een beurt vast en neemt alleen zijn eigen laatste regel terug
live-host-only-undo = regel #{ $seq } { $summary } is niet via deze link vastgelegd; een tellerslink neemt alleen zijn eigen laatste regel terug
live-seen-ahead = deze telefoon zag regel #{ $seen }, die het spel nog niet bereikt heeft (het staat bij #{ $now })
live-changed-since-seen = { $changes } sinds deze telefoon regel #{ $seen } zag; er is niets vastgelegd: bekijk de tafel en leg het opnieuw vast als het nog geldt
live-changed-since-seen-entries = de regels #{ $from } tot en met #{ $to } zijn vastgelegd

live-page-title = Tally · live tafel
live-page-turn = Beurt { $turn }
live-page-turn-of = { $player } is aan de beurt
live-page-step = stap { $step }
live-page-end-game = Eindtelling
live-page-finished = Eindstand
live-page-scores = Punten
live-page-track = Scoretableau
live-page-entries = Laatste regels
live-page-no-entries = Er is nog niets vastgelegd.
live-page-space = vak { $space }
live-page-figure = telhorige { $figure }
live-page-robber = rover
live-page-dark-space = donker vak
live-page-tiles = 50/100-tegels
live-page-live = live
live-page-reconnecting = opnieuw verbinden…
live-page-by = door { $label }
live-page-score = Tellen
live-page-record = Vastleggen
live-page-cancel = Annuleren
live-page-recorded = Vastgelegd als regel #{ $seq }
live-page-already-recorded = Al vastgelegd als regel #{ $seq }
live-page-end-turn = Beurt beëindigen
live-page-dispatch = Bericht
live-page-waiting = Een vraag op de host wacht op antwoord
live-page-stale-since = verouderd sinds { $time }
live-page-link-closed = Deze link opent de tafel niet meer.
live-page-figure-moves = { $player }: welke telhorige gaat vooruit?
live-page-figure-option = telhorige { $figure }: vak { $space } → { $lands }
live-page-dispatch-waiting = { $player } trekt een bericht: telhorige { $figure } staat op donker vak { $space }.
live-page-answer-dispatch = Het bericht beantwoorden
live-page-dispatch-tile = Berichttegel
live-page-meeple-feature = Project van de meeple
live-page-robber-waiting = { $player } kiest wie de rover op vak { $space } besteelt.
live-page-rob = { $player } bestelen
live-page-place-robber = De rover plaatsen
live-page-robber-owner = Rover van
live-page-undo-own = Regel #{ $seq } terugnemen

live-app-start = Live tafel aanbieden
live-app-stop = Stoppen
live-app-listening = Andere telefoons op dit netwerk openen hieronder een link of scannen de code.
live-app-viewer-link = De tafel volgen
live-app-scorer-link = Volgen en tellen: { $label }
live-app-add-scorer = Tellerslink toevoegen
live-app-revoke = Intrekken
live-app-table = tafel
live-app-following = { $phones ->
        [0] Nog geen telefoon volgt de tafel.
        [one] { $phones } telefoon volgt de tafel.
       *[other] { $phones } telefoons volgen de tafel.
    }
live-app-link-in-use = { $phones ->
        [0] op geen enkele telefoon open
        [one] open op { $phones } telefoon
       *[other] open op { $phones } telefoons
    }
