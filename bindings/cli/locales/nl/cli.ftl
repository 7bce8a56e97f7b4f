### De eigen teksten van de opdrachtregel (bindings/cli/src/l10n.rs, docs/l10n.md).
### Dezelfde berichten en variabelen als locales/en/cli.ftl, waar elk uitgelegd is.
### Wat spelers typen (`help`, `dispatch two_points`, `finish`, `coa=2`, de kleuren)
### blijft zoals het is.

## Het speelbord (view/board.rs)

cli-board-game = Spel #{ $id }
cli-board-turn = beurt { $turn }, { $player } is aan de beurt, stap { $step }
cli-board-turn-second-part = beurt { $turn } (tweede deel), { $player } is aan de beurt, stap { $step }
cli-board-end-game = eindtelling
cli-board-finished = afgelopen
cli-board-space = vak { $space }
cli-board-robber = rover op vak { $space }
cli-board-dark-space = een donker vak: een telhorige die daar na een telling stopt, trekt een bericht
cli-pending-dispatch-label = Bericht:
cli-pending-dispatch = telhorige { $figure } van { $player } is op donker vak { $space } gestopt: `dispatch two_points`, of een tegel (`help dispatch`).
cli-pending-robber-label = Rover:
cli-pending-robber = de rover van { $owner } op vak { $space } kan { $candidates } beroven: `victim <speler>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } punt
       *[other] { $points } punten
    })

## Wat een opdracht veranderde (view/changes.rs)

cli-change-undid = Ongedaan gemaakt: { $entry }
cli-change-redid = Opnieuw gedaan: { $entry }
cli-change-edited = #{ $seq } gewijzigd: was { $old }
cli-change-edited-same = #{ $seq } gewijzigd ({ $old }): niets veranderd
cli-change-deleted = Verwijderd: { $entry }
cli-change-taken-back = Regel #{ $seq } is teruggenomen
cli-change-reloaded = Het spel is opnieuw geladen.
cli-change-now = #{ $seq } is nu: { $summary }
cli-change-gone = #{ $seq } is weg
cli-change-gone-was = #{ $seq } is weg: { $summary }
cli-elsewhere = Het spel is elders gewijzigd: { $changes }.
cli-elsewhere-new = { $entry } is nieuw
cli-elsewhere-taken-back = #{ $seq } is teruggenomen
cli-elsewhere-reloaded = Het spel is elders gewijzigd: opnieuw geladen.
cli-elsewhere-first = Het spel was elders gewijzigd ({ $entries ->
        [one] { $entries } nieuwe regel
       *[other] { $entries } nieuwe regels
    }): de opdracht geldt voor het opgeslagen spel.

## Regels en het logboek (view/entries.rs)

cli-award-moved = de telhorige schoof { $moved }
cli-award-figure = telhorige { $figure }
cli-log-empty = Nog niets genoteerd.
cli-log-turn = beurt { $turn }
cli-log-latest = de laatste { $shown } van { $total ->
        [one] { $total } regel
       *[other] { $total } regels
    }

## Woorden van meerdere schermen

cli-or = of

## Hulp in de sessie (view/help.rs)

cli-help-score = Tellen
cli-help-score-how = (de woorden na een onderdeel vullen zijn formulier; `help <onderdeel>` toont het):
cli-help-nothing-now = nu niets: { $why }
cli-help-features = projecten: { $keys }
cli-help-events = gebeurtenissen in stap { $step }: { $keys }
cli-help-events-none = gebeurtenissen in stap { $step }: geen met deze uitbreidingen
cli-help-other-steps = andere stappen met gebeurtenissen (`step <code>` toont ze): { $steps }
cli-help-end-game-items = onderdelen van de eindtelling: { $keys }
cli-help-eg = bv.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (één tegel, één telling)
cli-help-example-words = red.figure=2 (de telhorige die schuift) · nobody (niemand scoort) · step=2B-1
cli-help-commands = Opdrachten
cli-help-commands-how = (`help <opdracht>` voor één):
cli-help-item-steps = stap { $steps }
cli-help-item-no-inputs = geen invoer: noem de spelers
# Getypt wordt yes en no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = een speler
cli-help-kind-per-player-count = per speler { $range } (<speler>.{ $input }=N)
cli-help-kind-per-player-toggle = per speler (<speler>.{ $input })
cli-help-kind-required = verplicht
cli-help-dispatch-tiles = Berichttegels (De Berichten): `dispatch <tegel> ...`; `figure=2` schuift de andere telhorige.
cli-help-dispatch-feature-words = woorden voor { $feature }
cli-help-dispatch-words = woorden

## Punten per categorie (stand, statistieken)

cli-category-roads = wegen
cli-category-cities = steden
cli-category-cloisters = kloosters
cli-category-fields = weiden
cli-category-features = andere projecten
cli-category-bonuses = bonussen
cli-category-dispatches = berichten
cli-category-robbers = rovers
cli-category-corrections = correcties

## Stand en eindtelling stap voor stap (view/standings.rs, view/walkthrough.rs)

cli-standings = Stand:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = Eindtelling, op volgorde (tel elk onafgebouwd project; sla over wat niet van toepassing is):
cli-walkthrough-done = klaar
cli-walkthrough-scored = { $times ->
        [one] { $times } keer
       *[other] { $times } keer
    } geteld
cli-walkthrough-finish = daarna `finish` voor de eindstand.

## Vragen en antwoorden in de sessie (view/questions.rs)

cli-ask-count = { $item }: { $ask }:
cli-ask-nobody-scores = Niemand scoort voor dit project ({ LOWER($items) }): er is geen horige genoemd. Zonder punten noteren? [j/N]
cli-answers-yes = j, ja
cli-ask-finish-not-begun = De eindtelling is niet begonnen: daar worden onafgebouwde projecten en onderdelen van de eindtelling geteld.
cli-ask-finish-how = Typ `end` om haar te beginnen, `finish` om zonder haar te eindigen, of niets om terug te gaan:
cli-finish-not-begun-script = de eindtelling is niet begonnen: `tally end` begint haar (daar worden onafgebouwde projecten en onderdelen van de eindtelling geteld); `tally end --finish --now` eindigt zonder haar
cli-no-walkthrough-yet = De eindtelling is niet begonnen: `end` begint haar.
cli-nothing-done = Er is niets gedaan: bekijk het speelbord en typ de opdracht opnieuw als ze nog klopt.
cli-nothing-recorded = Niets genoteerd.
cli-resuming = Spel #{ $id } wordt hervat.
cli-welcome = Typ `help` voor wat je nu kunt tellen, `quit` om te stoppen (het spel wordt na elke opdracht opgeslagen).
cli-refused-label = geweigerd:
cli-refused = { $message } (niets veranderd)
cli-line-too-long = de regel is te lang: hoogstens { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    }

## De prompt van de sessie (session/mod.rs)

cli-prompt-turn = beurt { $turn } · { $player } · { $step }
cli-prompt-end-game = einde van het spel
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = op elk moment
cli-prompt-finished = afgelopen

## Weigeringen van opdrachten van de sessie (session/*.rs)

cli-step-which = step: welke? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` is geen stap van de beurt
cli-no-unfinished-game = geen lopend spel: begin er een met `tally new` of `tally play`
cli-no-game-yet = nog geen spel: begin er een met `tally new` of `tally play`
cli-no-finished-game = geen afgelopen spel om te heropenen
cli-edit-not-a-move = een regel wordt vervangen door een telling of een zet van het spel, niet door undo, redo, edit of delete
cli-not-a-move = dat is geen zet van het spel
cli-victim-figure = victim: `{ $word }`: geef de telhorige als figure=1 of figure=2
cli-correction-points = de punten van een correctie
cli-correct-figure-twice = correct: de telhorige is twee keer gegeven
cli-figure-choice-how = `{ $word }`: geef een telhorige als <speler>.figure=2
cli-figure-chosen-twice = `{ $word }`: de telhorige van { $player } is al gekozen
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } scoort hier niets

## Weigeringen van telwoorden (words/*.rs)

cli-word-step-needs-code = `step=` heeft de code van een stap nodig, bv. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` is geen stap van de beurt
cli-word-no-such-colour = `{ $word }`: er is geen speler { $colour } in dit spel ({ $players })
cli-word-name-and-input = `{ $word }` is hier zowel de naam van een speler als een invoer: schrijf de kleur van de speler ({ $colour })
cli-word-no-count = `{ $word }`: { $item } heeft hier geen aantal ({ $inputs })
cli-word-count-given = `{ $word }`: { $label } ({ $input }) is al gegeven
cli-word-count-others = geef de andere aantallen bij naam, bv. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: hier worden geen spelers genoemd
cli-word-which-figure = `{ $word }`: welke telhorige? bv. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $input } van { $player } is al gegeven
cli-word-no-followers = `{ $word }`: { $item } telt geen horigen
cli-word-give = geef { $words }
cli-word-followers-of = horigen van { $player }
cli-word-followers-given = `{ $word }`: de horigen van { $player } zijn al gegeven
cli-word-input-given = `{ $word }`: { $input } is al gegeven
cli-word-no-inputs = het heeft hier geen invoer
cli-word-inputs = zijn invoer: { $inputs }
cli-word-not-in-play = `{ $word }`: { $input } heeft { $needs } nodig, dat niet in het spel is
cli-word-per-player = `{ $word }`: { $input } wordt per speler gegeven, bv. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } wordt niet per speler gegeven: { $input }=...
cli-word-not-an-input = `{ $word }` is geen invoer van { $item } ({ $inputs })
cli-word-could-be = `{ $word }` kan { $words } zijn
cli-word-give-number = `{ $word }`: geef een getal, bv. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` is geen yes of no
cli-word-which-option = `{ $word }`: welke optie? bv. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` is niet een van { $options }
cli-word-which-player = `{ $word }`: welke speler? bv. { $input }=red
cli-too-many-words = te veel woorden ({ $count }): een opdracht heeft er hoogstens { $max }
cli-word-too-long = `{ $start }…` is te lang: een woord heeft hoogstens { $max ->
        [one] { $max } teken
       *[other] { $max } tekens
    }
cli-plus-joins = `+` verbindt twee onderdelen van één telling: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` kan met de uitbreidingen in het spel niet tijdens de beurten geteld worden (`help` toont wat wel kan)
cli-not-scorable-at-end = `{ $word }` kan met de uitbreidingen in het spel niet in de eindtelling geteld worden (`help` toont wat wel kan)
cli-unknown-word = onbekende opdracht of onbekend onderdeel `{ $word }` (typ `help`)

## Getallen en spelers zoals getypt (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` is te groot ({ $what })
cli-number-too-large-max = `{ $word }` is te groot ({ $what }: hoogstens { $max })
cli-number-not-whole = `{ $word }` is geen geheel getal ({ $what })
cli-number-not-a-number = `{ $word }` is geen getal ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` is geen regelnummer (`log` toont ze)
cli-number-not-a-space = robber: `{ $word }` is geen vak van het scoretableau (0 tot 49)
cli-number-not-a-figure = { $what }: `{ $word }` is geen telhorige (1 of 2)
cli-player-no-such-colour = { $what }: er is geen speler { $colour } in dit spel ({ $players })
cli-player-unknown = { $what }: `{ $word }` speelt niet mee in dit spel ({ $players })

## Woorden van een bericht (words/dispatch.rs)

cli-dispatch-whose = `{ $word }`: het bericht is van { $player }, dus alleen de telhorige van { $player } schuift
cli-dispatch-figure-twice = `{ $word }`: de telhorige is al gekozen
cli-dispatch-which-tile = dispatch: welke tegel? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` is niet precies één tegel ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: neemt niets behalve de tegel, niet `{ $word }`
cli-dispatch-one-count = dispatch { $tile }: geef één aantal, { LOWER($label) } (bv. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: welk project ({ $features })? bv. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` is niet een van zijn projecten

## Mislukkingen (failure.rs, db.rs)

cli-failure-cancelled = niets genoteerd
cli-failure-output-recorded = de opdracht is genoteerd, maar haar uitvoer kon niet geschreven worden: { $reason }
cli-failure-output = de uitvoer kon niet geschreven worden: { $reason }
cli-hint-nobody-word = noem de spelers met horigen erop, of voeg het woord `nobody` toe om het zonder punten te noteren
cli-db-no-home = geen thuismap om de database in te bewaren: geef --db PAD
cli-db-read-only = { $path } is alleen-lezen ({ $reason }): ze kan getoond en geëxporteerd worden, niet gewijzigd
cli-db-log-set-aside = { $path }: het write-ahead-logboek van een sessie die tijdens haar eerste schrijfactie werd afgebroken, bevatte geen afgeronde wijziging; het is bewaard als { $kept }
cli-db-no-folder = --db { $path }: de map { $folder } bestaat niet (maak haar eerst aan, of controleer het pad)

## Plaatsen en regels van een nieuw spel (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }`: geef een naam en een kleur, bv. `Ann red` of `Ann:red` (kleuren: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` is geen kleur ({ $colours })
cli-seat-no-name = `{ $seat }`: de speler heeft een naam nodig
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } speelt al mee; twee plaatsen kunnen niet dezelfde naam hebben
cli-seat-colour-taken = `{ $seat }`: { $colour } is al bezet; kies een andere kleur
cli-presets-of-two-editions = de selecties zijn van verschillende edities: geef de editie (--edition of haar vraag)
cli-setup-players = Nieuw spel. De spelers in beurtvolgorde, één per regel als `Naam kleur`, een lege regel om te eindigen.
cli-setup-colours = Kleuren: { $colours }.
cli-setup-known-players = Bekende spelers: { $names }.
cli-setup-player = speler { $number }:
cli-setup-too-few = Een spel heeft minstens { $min ->
        [one] { $min } speler
       *[other] { $min } spelers
    } nodig.
cli-setup-plays = { $name } speelt { $colour }
cli-setup-edition = editie (c1, c2, c3, winter) [c3, of die van de selectie]:
cli-setup-expansions = uitbreidingen of een selectie (bv. big_box_6; `list`; leeg voor het basisspel):
cli-game-started = Spel #{ $id } begonnen.

## Subopdrachten (commands/*.rs)

cli-games-none = Nog geen spellen.
cli-games-none-unfinished = Geen lopend spel.
cli-game-finished = afgelopen
cli-game-unfinished = lopend
cli-request-not-text = het verzoek is geen UTF-8-tekst: { $error }
cli-request-too-large = het verzoek is groter dan { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }
cli-check-opened = Geopend: { $opened }.
cli-check-new = een nieuwe database
cli-check-clean = vorige keer netjes gesloten
cli-check-unclean = vorige keer niet netjes gesloten; bij het openen gecontroleerd
cli-check-log-proven = vorige keer niet netjes gesloten of elders nog open; bij het openen is aangetoond dat het write-ahead-logboek bij deze database hoort
cli-check-uncommitted-set-aside = vorige keer afgebroken tijdens de eerste schrijfactie; het write-ahead-logboek bevatte geen afgeronde wijziging en is opzijgezet
cli-check-log-set-aside = Het write-ahead-logboek naast de database is opzijgezet: { $path }
cli-check-no-log = Er lag geen write-ahead-logboek naast de database om opzij te zetten.
cli-check-foreign-log = Bij het openen is het write-ahead-logboek naast de database geweigerd. `tally check --set-aside-log` zet het (en het -shm-bestand) opzij, bewaart beide en opent de database zoals het bestand die bevat.
cli-cannot-write = kan { $path } niet schrijven: { $error }
cli-wrote = { $path } geschreven.
cli-cannot-read = kan { $path } niet lezen: { $error }
cli-imported = { $imported ->
        [one] { $imported } spel geïmporteerd
       *[other] { $imported } spellen geïmporteerd
    }; { $skipped } al aanwezig.
cli-history-not-a-date = --{ $flag }: `{ $word }` is geen datum (JJJJ-MM-DD)
cli-history-not-a-day = --{ $flag }: geen dag
cli-no-roster-player = geen speler met de naam `{ $name }` in de spelerslijst
cli-history-none = Geen spel komt overeen.
cli-history-turn = Beurt { $turn } ({ $player })
cli-history-step = stap { $step }
cli-history-progression = Score na elke beurt:
cli-stats-head-to-head = { $player } tegen { $other }: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }; { $player } { $ahead ->
        [one] { $ahead } keer
       *[other] { $ahead } keer
    } voor, { $other } { $behind ->
        [one] { $behind } keer
       *[other] { $behind } keer
    } voor, { $ties ->
        [one] { $ties } keer gelijk
       *[other] { $ties } keer gelijk
    }
cli-stats-averages = gemiddelde scores: { $player } { $a }, { $other } { $b }
cli-stats-player = { $name }: { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, { $wins ->
        [one] { $wins } overwinning
       *[other] { $wins } overwinningen
    } ({ $rate }%), gemiddeld { $average }, beste { $best }, slechtste { $worst }
cli-stats-per-game = per spel: { $categories }
cli-stats-longest = grootste project: { LOWER($feature) } van { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    } ({ $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }, spel #{ $game })
cli-stats-most-valuable = waardevolste project: { LOWER($feature) } voor { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } (spel #{ $game })
cli-rules-unknown-topic = onbekend onderwerp `{ $topic }` (verwacht: editions, expansions, presets, features, events of variants)
cli-rules-preset-unconfirmed = inhoud onbevestigd
cli-rules-base-game = basisspel
cli-rules-variants = Regelvarianten en hun standaardwaarden (mee te geven met --variants '{ "{" }"naam": waarde{ "}" }'):
cli-schema-when = --when: `{ $word }` is geen completed of end_of_game
cli-schema-unknown = `{ $item }` is geen project en geen gebeurtenis (zie `tally rules features`, `tally rules events`)

## Beschrijvingen van de opdrachten in `tally --help` (cli.rs)

cli-about = De opdracht `tally`: Carcassonne tellen aan tafel, in scripts en om terug te kijken
cli-about-play = Aan tafel spelen: een interactieve sessie (standaard)
cli-about-new = Een spel beginnen
cli-about-games = Lopende spellen tonen (of alle met --all)
cli-about-show = Het speelbord van een spel tonen (standaard: het laatst gewijzigde spel, afgelopen of niet)
cli-about-score = Projecten en gebeurtenissen van één telling tellen: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (één tegel die beide afmaakt). Zonder woorden: een JSON-verzoek op de standaardinvoer, het resultaat als JSON (zonder spel)
cli-about-event = Een gebeurtenis van een beurtstap of een onderdeel van de eindtelling noteren (dezelfde woorden als `score`), of zonder woorden een JSON-verzoek op de standaardinvoer, het resultaat als JSON
cli-about-robber = De rover van een speler op een vak van het scoretableau zetten: `tally robber green 12`
cli-about-victim = Kiezen wie een rover besteelt als meerdere telhorigen op zijn vak scoorden: `tally victim blue`
cli-about-dispatch = Het wachtende bericht afhandelen: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Punten met de hand geven of afnemen: `tally correct red -2 weg verkeerd geteld`
cli-about-turn = De beurt van de actieve speler beëindigen
cli-about-double = Het tweede deel van de beurt met de bouwmeester (een dubbele beurt)
cli-about-undo = De laatste opdracht terugnemen
cli-about-redo = Opnieuw doen wat teruggenomen is
cli-about-end = De eindtelling beginnen en tonen wat er te tellen is; `--finish` voor de eindstand, `--reopen` om terug te gaan naar een afgelopen spel
cli-about-edit = Een eerdere regel vervangen: `tally edit 4 road 5 red`
cli-about-delete = Een eerdere regel verwijderen: `tally delete 4`
cli-about-log = Het logboek van een spel: elke regel met zijn nummer (dat `edit` en `delete` nemen)
cli-about-history = Afgelopen en lopende spellen, gefilterd
cli-about-stats = Spelersstatistieken, of onderling met --vs
cli-about-export = Spellen schrijven: het document van Tally, voor BG Stats of BoardGameGeek, of de uitslag van één spel als tekst of afbeelding
cli-about-import = Spellen lezen uit een exportdocument van Tally (alleen het eigen formaat van Tally)
cli-about-schema = Het formulier van een project of gebeurtenis als JSON tonen
cli-about-rules = Edities, uitbreidingen, selecties, projecten, gebeurtenissen en varianten tonen
cli-about-check = De hele database lezen en schade melden (de controle die de apps op de achtergrond doen); afsluitcode 3 als ze beschadigd is
cli-about-help = Dit bericht of de help van de opgegeven opdrachten tonen

## Beschrijvingen van de opdrachten van de sessie in `help` (line.rs)

cli-line-about-help = Wat nu geteld kan worden, en elke opdracht; `help <opdracht>` of `help <onderdeel>` voor één (`help robber`, `help city`)
cli-line-about-board = Het speelbord: scores, telhorigen op het scoretableau, rovers, waar het spel op wacht
cli-line-about-log = Het logboek: elke regel met zijn nummer (dat `edit` en `delete` nemen)
cli-line-about-todo = De eindtelling stap voor stap: wat geteld is en wat overblijft
cli-line-about-step = De gebeurtenissen van een beurtstap tonen: `step 2A`
cli-line-about-undo = De laatste opdracht terugnemen
cli-line-about-redo = Opnieuw doen wat teruggenomen is
cli-line-about-turn = De beurt van de actieve speler beëindigen
cli-line-about-double = Het tweede deel van de beurt met de bouwmeester (een dubbele beurt)
cli-line-about-end = De eindtelling beginnen: onafgebouwde projecten en onderdelen van de eindtelling
cli-line-about-finish = Eindstand (tijdens de beurten wordt gevraagd of eerst de eindtelling komt)
cli-line-about-reopen = Terug naar de eindtelling van een afgelopen spel
cli-line-about-robber = De rover van een speler op een vak van het scoretableau zetten: `robber green 12`
cli-line-about-victim = Kiezen wie een rover besteelt: `victim blue`
cli-line-about-dispatch = Het wachtende bericht afhandelen: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Punten met de hand geven of afnemen: `correct red -2 weg verkeerd geteld`
cli-line-about-edit = Een eerdere regel vervangen: `edit 4 road 5 red`
cli-line-about-delete = Een eerdere regel verwijderen: `delete 4`
cli-line-about-new = Een ander spel beginnen
cli-line-about-quit = Stoppen (het spel wordt na elke opdracht opgeslagen)

## De weigeringen van clap van een opdrachtregel (clap_errors.rs): opnieuw geschreven uit
## de context van clap, in zijn opmaak; de code maakt de geciteerde waarden op

cli-clap-error = fout:
cli-clap-unrecognized-subcommand = onbekende subopdracht '{ $subcommand }'
cli-clap-unexpected-argument = onverwacht argument '{ $argument }'
cli-clap-value-required = '{ $argument }' vraagt een waarde, maar er is geen gegeven
cli-clap-invalid-value = ongeldige waarde '{ $value }' voor '{ $argument }'
cli-clap-possible-values = mogelijke waarden
cli-clap-missing-arguments = deze verplichte argumenten ontbreken:
cli-clap-missing-subcommand = '{ $command }' vraagt een subopdracht, maar er is geen gegeven
cli-clap-subcommands = subopdrachten
cli-clap-too-many-values = onverwachte waarde '{ $value }' voor '{ $argument }'; er werden er niet meer verwacht
cli-clap-used-twice = het argument '{ $argument }' mag maar één keer voorkomen
cli-clap-cannot-be-used-with = het argument '{ $argument }' kan niet samen met
cli-clap-subcommand-cannot-be-used-with = de subopdracht '{ $subcommand }' kan niet samen met
cli-clap-the-others = een of meer van de andere gegeven argumenten
cli-clap-no-equals = een waarde voor '{ $argument }' komt na een isgelijkteken
cli-clap-invalid-utf8 = een of meer argumenten zijn geen geldige UTF-8
cli-clap-tip = tip:
cli-clap-similar-subcommand = { $count ->
        [one] er is een vergelijkbare subopdracht:
       *[other] er zijn vergelijkbare subopdrachten:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] er is een vergelijkbaar argument:
       *[other] er zijn vergelijkbare argumenten:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] er is een vergelijkbare waarde:
       *[other] er zijn vergelijkbare waarden:
    } { $names }
cli-clap-tip-pass-as-value = om '{ $argument }' als waarde mee te geven, schrijf '{ $usage }'
cli-clap-tip-exists = '{ $usage }' bestaat
cli-clap-tip-remove-dashes = de subopdracht '{ $subcommand }' bestaat; laat de '{ $dashes }' ervoor weg om haar te gebruiken
cli-clap-more-information = Meer informatie: '{ $flag }'.

## De rest van een help: kopjes, -h en -V, de help van de argumenten (clap_l10n.rs).
## Wat clap toevoegt, blijft: [env: ...], [default: ...] en de plaatshouders van
## de gebruiksregel ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Gebruik:
cli-heading-commands = Opdrachten:
cli-heading-arguments = Argumenten:
cli-heading-options = Opties:
cli-flag-help = Help tonen
cli-flag-version = Versie tonen

cli-arg-db = De database (standaard: tally.db in de gegevensmap van de gebruiker, die aangemaakt wordt; een hier opgegeven map moet bestaan)
cli-arg-lang = De taal die Tally spreekt, als locale (`de`, `fr_FR.UTF-8`); standaard: die van de omgeving (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = Het spel (standaard: het laatst gewijzigde lopende spel)
cli-arg-json = JSON tonen: de toestand van het spel, zijn tafel (stand, toegestane acties) en wat de opdracht veranderde
cli-arg-edition = Editie: c1, c2, c3 of winter (standaard: die van de selectie, of c3)
cli-arg-expansions = Sleutels van uitbreidingen, componenten of selecties, gescheiden door komma's of spaties (zoals gevraagd bij het interactief instellen)
cli-arg-preset = Een selectie (snelle keuze) zoals big_box_6; komt bij --expansions
cli-arg-variants = Regelvarianten als JSON, bv. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Project of gebeurtenis, dan zijn woorden (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` begint het volgende onderdeel van de telling. Leeg: een JSON-verzoek van de standaardinvoer lezen
cli-arg-entry = Het nummer van de regel (`log` toont ze)
cli-arg-help-subcommand = De help van de opgegeven opdrachten tonen
cli-arg-help-topic = Een opdracht, een project of een gebeurtenis
cli-arg-play-game = Dit spel hervatten
cli-arg-play-new = Een nieuw spel beginnen, ook als er een loopt (vraagt naar de spelers)
cli-arg-new-players = Een speler als `NAAM:KLEUR` (of `"NAAM KLEUR"`), in beurtvolgorde (2 tot 8)
cli-arg-new-json = Het spel als JSON tonen
cli-arg-games-all = Ook afgelopen spellen
cli-arg-games-json = JSON tonen
cli-arg-robber-owner = Wiens rover: een kleur of de naam van een speler
cli-arg-robber-space = Het vak van het scoretableau (0-49) waar de telhorige van een andere speler staat
cli-arg-victim-victim = Wie de rover besteelt: een kleur of de naam van een speler
cli-arg-victim-figure = Met de Berichten: `figure=1` of `figure=2`, de telhorige van de eigenaar van de rover die de gestolen punten krijgt
cli-arg-dispatch-words = De tegel (`two_points`, `knights`...: `help dispatch` toont ze), dan wat hij vraagt: een aantal (`knights 3`) of een project en zijn woorden (`score_meeple city 4 red`); `figure=2` kiest de telhorige die schuift
cli-arg-correct-player = Wie: een kleur of de naam van een speler
cli-arg-correct-points = Punten om toe te voegen; negatief om er af te nemen
cli-arg-correct-reason = Waarom, in een paar woorden; een woord `figure=2` kiest de telhorige die schuift (De Berichten)
cli-arg-end-finish = Het spel beëindigen: eindstand
cli-arg-end-now = Met --finish tijdens de beurten: beëindigen zonder eindtelling
cli-arg-end-reopen = Een afgelopen spel heropenen (standaard: het laatst gewijzigde afgelopen spel)
cli-arg-end-figures = Met --finish en de Berichten: welke telhorige de 3 punten van een rover krijgt, als `green.figure=2`
cli-arg-edit-command = De opdracht die hem vervangt, zoals je hem zou typen: `road 5 red`, `robber green 12`, `correct red -2 verkeerd geteld`...
cli-arg-history-player = Alleen spellen van deze speler (naam in de spelerslijst)
cli-arg-history-from = Alleen spellen begonnen op of na deze dag (JJJJ-MM-DD)
cli-arg-history-to = Alleen spellen begonnen vóór deze dag (JJJJ-MM-DD)
cli-arg-history-finished = Alleen afgelopen spellen
cli-arg-history-unfinished = Alleen lopende spellen
cli-arg-history-expansion = Alleen spellen met deze uitbreiding of dit component
cli-arg-history-game = Dit spel volledig tonen (tijdlijn en score na elke beurt)
cli-arg-history-json = JSON tonen
cli-arg-stats-player = Een speler uit de spelerslijst (standaard: iedereen)
cli-arg-stats-vs = Onderling tegen deze speler
cli-arg-stats-json = JSON tonen
cli-arg-check-set_aside_log = Een bij het openen geweigerd write-ahead-logboek (en het -shm-bestand) opzijzetten en bewaren, en dan de database openen en controleren zoals het bestand die bevat
cli-arg-export-games = Te exporteren spellen (standaard: alle; voor bgstats en bgg elk afgelopen spel; voor bgstats-link, bgg-form, text en png het laatst gewijzigde spel)
cli-arg-export-output = Naar dit bestand schrijven in plaats van de standaarduitvoer (een PNG gaat alleen naar de standaarduitvoer als die geen terminal is)
cli-arg-export-format = Wat er geschreven wordt: het document van Tally, het bestand voor BG Stats (.bgsplay) of de link voor één spel, spellen voor BoardGameGeek (XML) of de velden van het formulier om een spel te registreren (BoardGameGeek importeert geen spellen uit bestanden), een uitslag als tekst of als PNG-afbeelding
cli-arg-export-theme = Met png: licht (light) of donker (dark)
cli-arg-export-player = Alleen spellen van deze speler (naam in de spelerslijst)
cli-arg-export-from = Alleen spellen begonnen op of na deze dag (JJJJ-MM-DD)
cli-arg-export-to = Alleen spellen begonnen vóór deze dag (JJJJ-MM-DD)
cli-arg-import-file = Een exportdocument van Tally ("-" voor de standaardinvoer)
cli-arg-import-json = JSON tonen
cli-arg-schema-item = Sleutel van een project of gebeurtenis (zie `tally rules features`, `tally rules events`)
cli-arg-schema-when = Projecten: completed | end_of_game
cli-arg-rules-topic = Onderwerp: editions | expansions | presets | features | events | variants
cli-arg-rules-json = JSON tonen
cli-arg-step-code = De code van de stap (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = Met de Berichten: welke telhorige de 3 punten krijgt van een rover die op het scoretableau bleef, als `green.figure=2`

## tally serve: de live tafel (commands/serve.rs).
cli-about-serve = De live tafel van het spel op het lokale netwerk aanbieden: de andere spelers volgen hem in de browser van hun telefoon via de getoonde links (met hun QR-codes), en tellerslinks leggen vast; Ctrl-C stopt
cli-arg-serve-address = Waar te luisteren (standaard: het privéadres van deze computer op het netwerk van zijn standaardroute, de wifi): een van zijn adressen alleen voor dat netwerk, 127.0.0.1 alleen voor deze computer, 0.0.0.0 voor elk netwerk van deze computer
cli-arg-serve-port = De poort (0: een willekeurige vrije poort)
cli-arg-serve-scorers = Deze persoon of telefoon een tellerslink geven (één per keer: `--scorer Ben`)
cli-arg-serve-revoke = De link met dit nummer intrekken (een draaiende host weigert hem meteen) en stoppen
cli-arg-serve-json = De links als één regel JSON tonen, zonder QR-codes
cli-serve-hosting = Spel #{ $game }: live tafel op { $address } (Ctrl-C stopt).
cli-serve-hosting-network = Spel #{ $game }: live tafel op { $address }, het netwerk van { $interface } (Ctrl-C stopt).
cli-serve-viewer-link = Link { $link }, om de tafel te volgen ({ $label }):
cli-serve-scorer-link = Link { $link }, om te volgen en te tellen ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <link>` trekt een link in.
cli-serve-revoked = Link { $link } van spel #{ $game } is ingetrokken.
cli-serve-table = tafel
cli-export-nothing = geen spel om te exporteren: geen enkel past (BG Stats en BoardGameGeek krijgen alleen afgelopen spellen)
cli-export-one-game = text en png tonen één spel: geef één spelnummer, of geen voor het laatst gewijzigde spel
cli-export-png-terminal = een PNG is niet voor een terminal: geef -o BESTAND of leid de uitvoer om
cli-import-foreign = dit is een { $format }-document: `tally import` leest alleen de eigen exportdocumenten van Tally (`tally export` schrijft ze)
cli-about-roster = De spelers: ze tonen, markeren van wie deze telefoon is (`tally roster me Ann`), de naam en ID van een speler in BG Stats bewaren (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = De speler uit de lijst (voor me en bgstats)
cli-arg-roster-bgstats_name = Met bgstats: de naam van de speler in BG Stats (weggelaten: vergeten)
cli-arg-roster-bgstats_uuid = Met bgstats: de ID van de speler in BG Stats, een uuid zoals A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (weggelaten: vergeten)
cli-arg-roster-json = JSON tonen
cli-roster-name-needed = welke speler? `tally roster me NAAM`, `tally roster bgstats NAAM`
cli-roster-me-mark = (deze telefoon is van hem of haar)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = deze telefoon is van { $name }: de BG Stats-bestanden zijn van hem of haar
cli-roster-bgstats-set = { $name }: naam en ID in BG Stats bewaard

## tally stats: de grafieken (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: punten per categorie in elk spel, het oudste eerst
cli-stats-legend = { $categories }
cli-stats-score-row = score { $line }
cli-stats-place-row = plaats { $line }
cli-stats-heading-by-players = Winstpercentage naar aantal spelers
cli-stats-players = { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }
cli-stats-heading-by-expansion = Winstpercentage per uitbreiding
cli-stats-won-of = { $wins } van { $games } ({ $rate }%)
cli-stats-heading-rating = Rating: schatting ± onzekerheid (gerangschikt naar de schatting min drie keer de onzekerheid)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = rating na elk spel: { $line }
cli-stats-heading-wins = Overwinningen
cli-stats-heading-pairs = Onderling: voor, achter, gelijk
cli-stats-pair-row = { $a } tegen { $b }: { $ahead }, { $behind }, { $ties } van { $games }
cli-stats-heading-records = Records
cli-stats-record-feature = { $title }: { $name }, { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    } voor { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } (spel #{ $game }, regel #{ $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } (spel #{ $game }, regel #{ $entry })
cli-stats-record-lead = { $title }: { $name } met { $lead ->
        [one] { $lead } punt
       *[other] { $lead } punten
    } voorsprong bij { $points } (spel #{ $game }, regel #{ $entry })
cli-stats-heading-together = Hun spellen samen, het oudste eerst
cli-stats-no-games = Geen afgelopen spel komt overeen.
cli-arg-stats-from = Alleen spellen begonnen op of na deze dag (JJJJ-MM-DD)
cli-arg-stats-to = Alleen spellen begonnen vóór deze dag (JJJJ-MM-DD)
cli-arg-stats-with = Alleen spellen waaraan deze speler uit de lijst meedeed (herhaal het voor de spellen die ze allemaal speelden)
cli-arg-stats-expansion = Alleen spellen met deze uitbreiding of dit component in het spel (herhaal het voor meerdere)
cli-arg-stats-edition = Alleen spellen van deze editie (c1, c2, c3, winter)
cli-arg-stats-games = Hoeveel van de laatste spellen de grafieken tonen

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Aanschuiven bij een tafel die een andere telefoon of laptop host: live volgen met een kijklink, of punten tellen met een scorelink (de woorden van `tally play`, één regel per keer); het afgelopen spel wordt in deze database bewaard
cli-arg-join-link = De link die de gastheer toonde (http://…/t/…/ of tally://…/t/…/)
cli-arg-join-me = Welke speler aan tafel jij bent (een naam uit het spel), zodat je statistieken het bewaarde spel voor jou tellen
cli-join-not-a-link = dit is geen link naar een tafel: geef het adres dat de gastheer toonde (http://…/t/…/)
cli-join-link-refused = de gastheer opent de tafel niet meer voor deze link (ingetrokken, of het spel verwijderd)
cli-join-joined = Aangeschoven bij de tafel bij invoer #{ $entry }.
cli-join-stale = De gastheer is onbereikbaar; de tafel is verouderd sinds { $since }. Opnieuw proberen…
cli-join-viewer-only = met deze link volg je de tafel; alleen een scorelink legt vast
cli-join-taken-back = Invoer #{ $entry } is teruggenomen.
cli-join-recorded = Vastgelegd als invoer #{ $entry }.
cli-join-unreachable = de gastheer was onbereikbaar; er is niets vastgelegd
cli-join-kept = Het afgelopen spel is hier bewaard als spel #{ $game }.
cli-join-kept-updated = Spel #{ $game } is bijgewerkt zoals bij de gastheer: { $entries ->
        [one] { $entries } nieuwe invoer.
       *[other] { $entries } nieuwe invoeren.
    }
cli-join-kept-already = Spel #{ $game } is al bewaard zoals de gastheer het heeft.
