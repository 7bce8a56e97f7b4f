### Živý stůl (issue 29): odmítnutí hostitele a slova stránky, kterou otevírají ostatní
### telefony (`bindings/host/page/`), v jazyce diváka.

live-no-such-link = hra { $game } nemá odkaz { $id } (nebo je už zrušený)
live-no-randomness = systém nedal náhodu pro token odkazu: { $error }
live-bad-request-key = klíč idempotence tvoří písmena, číslice, `-` nebo `_`, nejvýše { $most ->
        [one] { $most } znak
        [few] { $most } znaky
       *[other] { $most } znaků
    }
live-bad-command = tohle není příkaz, který Tally čte: { $error }
live-what-request = bajtů v požadavku na živý stůl
live-viewer-cannot-score = tento odkaz ukazuje stůl; nemůže nic zapsat
live-other-site = zápis z jiného webu je odmítnut
live-slow-down = příliš mnoho požadavků z tohoto telefonu; chvíli počkejte
live-not-json = zápis na živý stůl je JSON (`Content-Type: application/json`)
live-hosting-needs-file = živý stůl se podává ze souboru databáze, ne z databáze v paměti
live-cannot-listen = na { $address } nelze naslouchat: { $error }
live-bad-address = `{ $address }` není adresa s portem (například 0.0.0.0:7878)
live-host-stopped = živý stůl už se nepodává
live-no-network = tento počítač nemá síť (žádnou výchozí trasu): připojte se k Wi-Fi u stolu, nebo zvolte adresu pomocí `--address`
live-network-not-private = síť výchozí trasy ({ $interface }, { $address }) není soukromá: pomocí `--address` zvolte adresu, na které telefony tento počítač zastihnou (`0.0.0.0` pro všechny sítě)
live-body-too-slow = tělo požadavku nedorazilo do { $seconds ->
        [one] { $seconds } sekundy
        [few] { $seconds } sekund
       *[other] { $seconds } sekund
    }

live-host-only-command = { $command ->
        [correct] ruční oprava skóre
        [start_end_game] zahájení závěrečného hodnocení
        [finish] ukončení hry
        [reopen] znovuotevření hry
        [redo] opětovné provedení
        [edit] úprava záznamu
       *[delete] smazání záznamu
    } zůstává hostiteli; odkaz zapisovatele zapisuje hodnocení, události, odpovědi na zprávy, zbojníky a konec tahu a vrací jen svůj vlastní poslední záznam
live-host-only-undo = záznam č. { $seq } { $summary } nebyl zapsán z tohoto odkazu; odkaz zapisovatele vrací jen svůj vlastní poslední záznam
live-seen-ahead = tento telefon viděl záznam č. { $seen }, ke kterému hra ještě nedošla (je u č. { $now })
live-changed-since-seen = { $changes } od chvíle, kdy tento telefon viděl záznam č. { $seen }; nic nebylo zapsáno: podívejte se na stůl a zapište to znovu, pokud to stále platí
live-changed-since-seen-entries = byly zapsány záznamy č. { $from } až { $to }

live-page-title = Tally · živý stůl
live-page-turn = Tah { $turn }
live-page-turn-of = na tahu je { $player }
live-page-step = krok { $step }
live-page-end-game = Závěrečné hodnocení
live-page-finished = Konečné pořadí
live-page-scores = Body
live-page-track = Počítadlo bodů
live-page-entries = Poslední záznamy
live-page-no-entries = Zatím není nic zapsáno.
live-page-space = pole { $space }
live-page-figure = figurka { $figure }
live-page-robber = zbojník
live-page-dark-space = tmavé pole
live-page-tiles = kartičky 50/100
live-page-live = živě
live-page-reconnecting = znovu se připojuji…
live-page-by = zapsáno: { $label }
live-page-score = Hodnotit
live-page-record = Zapsat
live-page-cancel = Zrušit
live-page-recorded = Zapsáno jako záznam č. { $seq }
live-page-already-recorded = Už zapsáno jako záznam č. { $seq }
live-page-end-turn = Ukončit tah
live-page-dispatch = Zpráva
live-page-waiting = Na hostiteli čeká otázka na odpověď
live-page-stale-since = neaktuální od { $time }
live-page-link-closed = Tento odkaz už stůl neotevírá.
live-page-figure-moves = { $player }: která počítací figurka se posune?
live-page-figure-option = figurka { $figure }: pole { $space } → { $lands }
live-page-dispatch-waiting = { $player } táhne zprávu: figurka { $figure } se zastavila na tmavém poli { $space }.
live-page-answer-dispatch = Odpovědět na zprávu
live-page-dispatch-tile = Kartička zprávy
live-page-meeple-feature = Území figurky
live-page-robber-waiting = { $player } volí, koho zbojník na poli { $space } okrade.
live-page-rob = Okrást: { $player }
live-page-place-robber = Postavit zbojníka
live-page-robber-owner = Čí zbojník
live-page-undo-own = Vrátit záznam č. { $seq }

live-app-start = Nabídnout živý stůl
live-app-stop = Přestat nabízet
live-app-listening = Ostatní telefony v této síti otevřou odkaz níže nebo naskenují jeho kód.
live-app-viewer-link = Sledovat stůl
live-app-scorer-link = Sledovat a zapisovat: { $label }
live-app-add-scorer = Přidat odkaz zapisovatele
live-app-revoke = Zrušit odkaz
live-app-table = stůl
live-app-following = { $phones ->
        [0] Stůl zatím nesleduje žádný telefon.
        [one] Stůl sleduje { $phones } telefon.
        [few] Stůl sledují { $phones } telefony.
       *[other] Stůl sleduje { $phones } telefonů.
    }
live-app-link-in-use = { $phones ->
        [0] neotevřený na žádném telefonu
        [one] otevřený na { $phones } telefonu
        [few] otevřený na { $phones } telefonech
       *[other] otevřený na { $phones } telefonech
    }
