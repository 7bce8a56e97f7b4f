### Vlastní texty příkazové řádky (bindings/cli/src/l10n.rs, docs/l10n.md).
### Stejné zprávy a proměnné jako locales/en/cli.ftl, kde je každá vysvětlena.
### Co hráči píší (`help`, `dispatch two_points`, `finish`, `coa=2`, barvy), zůstává,
### jak je.

## Herní plán (view/board.rs)

cli-board-game = Hra č. { $id }
cli-board-turn = tah { $turn }, na tahu je { $player }, krok { $step }
cli-board-turn-second-part = tah { $turn } (druhá část), na tahu je { $player }, krok { $step }
cli-board-end-game = závěrečné hodnocení
cli-board-finished = skončená
cli-board-space = pole { $space }
cli-board-robber = zbojník na poli { $space }
cli-board-dark-space = tmavé pole: figurka, která se na něm zastaví po hodnocení, si vezme zprávu
cli-pending-dispatch-label = Zpráva:
cli-pending-dispatch = figurka { $figure } hráče { $player } se zastavila na tmavém poli { $space }: `dispatch two_points`, nebo kartička (`help dispatch`).
cli-pending-robber-label = Zbojník:
cli-pending-robber = zbojník hráče { $owner } na poli { $space } může okrást { $candidates }: `victim <hráč>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })

## Co příkaz změnil (view/changes.rs)

cli-change-undid = Vráceno: { $entry }
cli-change-redid = Znovu provedeno: { $entry }
cli-change-edited = Upraveno #{ $seq }: bylo { $old }
cli-change-edited-same = Upraveno #{ $seq } ({ $old }): nic se nezměnilo
cli-change-deleted = Smazáno: { $entry }
cli-change-taken-back = Záznam #{ $seq } byl vrácen
cli-change-reloaded = Hra byla znovu načtena.
cli-change-now = #{ $seq } je teď: { $summary }
cli-change-gone = #{ $seq } zmizel
cli-change-gone-was = #{ $seq } zmizel: { $summary }
cli-elsewhere = Hra se změnila jinde: { $changes }.
cli-elsewhere-new = { $entry } je nový
cli-elsewhere-taken-back = #{ $seq } byl vrácen
cli-elsewhere-reloaded = Hra se změnila jinde: znovu načtena.
cli-elsewhere-first = Hra se mezitím změnila jinde ({ $entries ->
        [one] { $entries } nový záznam
        [few] { $entries } nové záznamy
       *[other] { $entries } nových záznamů
    }): příkaz platí pro uloženou hru.

## Záznamy a deník (view/entries.rs)

cli-award-moved = figurka se posunula o { $moved }
cli-award-figure = figurka { $figure }
cli-log-empty = Zatím není nic zapsáno.
cli-log-turn = tah { $turn }
cli-log-latest = posledních { $shown } { Z($total) } { $total ->
        [one] { $total } záznamu
        [few] { $total } záznamů
       *[other] { $total } záznamů
    }

## Slova více obrazovek

cli-or = nebo

## Nápověda v sezení (view/help.rs)

cli-help-score = Hodnocení
cli-help-score-how = (slova za položkou vyplní její formulář; `help <položka>` ho ukáže):
cli-help-nothing-now = teď nic: { $why }
cli-help-features = území: { $keys }
cli-help-events = události v kroku { $step }: { $keys }
cli-help-events-none = události v kroku { $step }: s těmito rozšířeními žádné
cli-help-other-steps = další kroky s událostmi (`step <kód>` je vypíše): { $steps }
cli-help-end-game-items = položky závěrečného hodnocení: { $keys }
cli-help-eg = např.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (jedna kartička, jedno hodnocení)
cli-help-example-words = red.figure=2 (figurka, která se posune) · nobody (nikdo nezíská body) · step=2B-1
cli-help-commands = Příkazy
cli-help-commands-how = (`help <příkaz>` pro jeden):
cli-help-item-steps = krok { $steps }
cli-help-item-no-inputs = žádné vstupy: uveďte hráče
# Píše se yes a no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = hráč
cli-help-kind-per-player-count = za hráče { $range } (<hráč>.{ $input }=N)
cli-help-kind-per-player-toggle = za hráče (<hráč>.{ $input })
cli-help-kind-required = povinné
cli-help-dispatch-tiles = Kartičky zpráv (Zprávy): `dispatch <kartička> ...`; `figure=2` posune druhou figurku.
cli-help-dispatch-feature-words = slova pro { $feature }
cli-help-dispatch-words = slova

## Body podle kategorie (pořadí, statistiky)

cli-category-roads = cesty
cli-category-cities = města
cli-category-cloisters = kláštery
cli-category-fields = louky
cli-category-features = jiná území
cli-category-bonuses = bonusy
cli-category-dispatches = zprávy
cli-category-robbers = zbojníci
cli-category-corrections = opravy

## Pořadí a závěrečné hodnocení krok za krokem (view/standings.rs, view/walkthrough.rs)

cli-standings = Pořadí:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = Závěrečné hodnocení, popořadě (vyhodnoťte každé nedokončené území; co se netýká, přeskočte):
cli-walkthrough-done = hotovo
cli-walkthrough-scored = hodnoceno { $times }krát
cli-walkthrough-finish = pak `finish` pro konečné pořadí.

## Otázky a odpovědi v sezení (view/questions.rs)

cli-ask-count = { $item }: { $ask }:
cli-ask-nobody-scores = Za toto území nikdo nezíská body ({ LOWER($items) }): není uvedena žádná figurka. Zapsat bez bodů? [a/N]
cli-answers-yes = a, ano
cli-ask-finish-not-begun = Závěrečné hodnocení nezačalo: hodnotí se v něm nedokončená území a položky konce hry.
cli-ask-finish-how = Napište `end` pro jeho začátek, `finish` pro konec hry bez něj, nebo nic pro návrat:
cli-finish-not-begun-script = závěrečné hodnocení nezačalo: `tally end` ho začne (hodnotí se v něm nedokončená území a položky konce hry); `tally end --finish --now` hru ukončí bez něj
cli-no-walkthrough-yet = Závěrečné hodnocení nezačalo: `end` ho začne.
cli-nothing-done = Nic se nestalo: podívejte se na herní plán a napište příkaz znovu, pokud stále platí.
cli-nothing-recorded = Nic nezapsáno.
cli-resuming = Pokračuje hra č. { $id }.
cli-welcome = Napište `help` pro to, co teď můžete hodnotit, `quit` pro odchod (hra se ukládá po každém příkazu).
cli-refused-label = odmítnuto:
cli-refused = { $message } (nic se nezměnilo)
cli-line-too-long = řádek je příliš dlouhý: nejvýše { $max ->
        [one] { $max } znak
        [few] { $max } znaky
       *[other] { $max } znaků
    }

## Výzva sezení (session/mod.rs)

cli-prompt-turn = tah { $turn } · { $player } · { $step }
cli-prompt-end-game = konec hry
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = kdykoli
cli-prompt-finished = skončená

## Odmítnutí příkazů sezení (session/*.rs)

cli-step-which = step: který? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` není krok tahu
cli-no-unfinished-game = žádná rozehraná hra: začněte ji příkazem `tally new` nebo `tally play`
cli-no-game-yet = zatím žádná hra: začněte ji příkazem `tally new` nebo `tally play`
cli-no-finished-game = žádná skončená hra k znovuotevření
cli-edit-not-a-move = záznam se nahrazuje hodnocením nebo tahem hry, ne příkazy undo, redo, edit nebo delete
cli-not-a-move = to není tah hry
cli-victim-figure = victim: `{ $word }`: uveďte figurku jako figure=1 nebo figure=2
cli-correction-points = body opravy
cli-correct-figure-twice = correct: figurka je uvedena dvakrát
cli-figure-choice-how = `{ $word }`: uveďte figurku jako <hráč>.figure=2
cli-figure-chosen-twice = `{ $word }`: figurka hráče { $player } už je vybraná
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } tu nic nezíská

## Odmítnutí slov hodnocení (words/*.rs)

cli-word-step-needs-code = `step=` potřebuje kód kroku, např. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` není krok tahu
cli-word-no-such-colour = `{ $word }`: v této hře není hráč { $colour } ({ $players })
cli-word-name-and-input = `{ $word }` je tu jméno hráče i vstup: napište barvu hráče ({ $colour })
cli-word-no-count = `{ $word }`: { $item } tu nemá žádný počet ({ $inputs })
cli-word-count-given = `{ $word }`: { $label } ({ $input }) už je uvedeno
cli-word-count-others = další počty uveďte jménem, např. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: hráči se tu neuvádějí
cli-word-which-figure = `{ $word }`: která figurka? např. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $input } hráče { $player } už je uvedeno
cli-word-no-followers = `{ $word }`: { $item } nepočítá figurky
cli-word-give = uveďte { $words }
cli-word-followers-of = figurky hráče { $player }
cli-word-followers-given = `{ $word }`: figurky hráče { $player } už jsou uvedeny
cli-word-input-given = `{ $word }`: { $input } už je uvedeno
cli-word-no-inputs = nemá tu žádné vstupy
cli-word-inputs = jeho vstupy: { $inputs }
cli-word-not-in-play = `{ $word }`: { $input } vyžaduje { $needs }, které není ve hře
cli-word-per-player = `{ $word }`: { $input } se uvádí za hráče, např. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } se neuvádí za hráče: { $input }=...
cli-word-not-an-input = `{ $word }` není vstupem položky { $item } ({ $inputs })
cli-word-could-be = `{ $word }` může být { $words }
cli-word-give-number = `{ $word }`: uveďte číslo, např. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` není yes ani no
cli-word-which-option = `{ $word }`: která možnost? např. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` není z { $options }
cli-word-which-player = `{ $word }`: který hráč? např. { $input }=red
cli-too-many-words = příliš mnoho slov ({ $count }): příkaz má nejvýše { $max }
cli-word-too-long = `{ $start }…` je příliš dlouhé: slovo má nejvýše { $max ->
        [one] { $max } znak
        [few] { $max } znaky
       *[other] { $max } znaků
    }
cli-plus-joins = `+` spojuje dvě položky jednoho hodnocení: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` nelze s rozšířeními ve hře hodnotit během tahů (`help` vypíše, co lze)
cli-not-scorable-at-end = `{ $word }` nelze s rozšířeními ve hře hodnotit v závěrečném hodnocení (`help` vypíše, co lze)
cli-unknown-word = neznámý příkaz nebo položka `{ $word }` (napište `help`)

## Čísla a hráči, jak byli napsáni (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` je příliš velké ({ $what })
cli-number-too-large-max = `{ $word }` je příliš velké ({ $what }: nejvýše { $max })
cli-number-not-whole = `{ $word }` není celé číslo ({ $what })
cli-number-not-a-number = `{ $word }` není číslo ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` není číslo záznamu (`log` je ukáže)
cli-number-not-a-space = robber: `{ $word }` není pole počítadla bodů (0 až 49)
cli-number-not-a-figure = { $what }: `{ $word }` není počítací figurka (1 nebo 2)
cli-player-no-such-colour = { $what }: v této hře není hráč { $colour } ({ $players })
cli-player-unknown = { $what }: `{ $word }` nehraje tuto hru ({ $players })

## Slova zprávy (words/dispatch.rs)

cli-dispatch-whose = `{ $word }`: zpráva patří hráči { $player }, takže se posune jen jeho figurka
cli-dispatch-figure-twice = `{ $word }`: figurka už je vybraná
cli-dispatch-which-tile = dispatch: která kartička? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` neoznačuje jednu kartičku ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: nebere nic kromě kartičky, ne `{ $word }`
cli-dispatch-one-count = dispatch { $tile }: uveďte jeden počet, { LOWER($label) } (např. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: které území ({ $features })? např. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` není jedno z jejích území

## Selhání (failure.rs, db.rs)

cli-failure-cancelled = nic nezapsáno
cli-failure-output-recorded = příkaz byl zapsán, ale jeho výstup nešlo zapsat: { $reason }
cli-failure-output = výstup nešlo zapsat: { $reason }
cli-hint-nobody-word = uveďte hráče, kteří na něm mají figurky, nebo přidejte slovo `nobody` a zapište ho bez bodů
cli-db-no-home = chybí domovská složka pro databázi: zadejte --db CESTA
cli-db-read-only = { $path } je jen pro čtení ({ $reason }): lze ji zobrazit a exportovat, ne měnit
cli-db-log-set-aside = { $path }: žurnál relace ukončené během prvního zápisu neobsahoval žádnou dokončenou změnu; je uschován jako { $kept }
cli-db-no-folder = --db { $path }: složka { $folder } neexistuje (nejdřív ji vytvořte, nebo zkontrolujte cestu)

## Místa a pravidla nové hry (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }`: uveďte jméno a barvu, např. `Ann red` nebo `Ann:red` (barvy: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` není barva ({ $colours })
cli-seat-no-name = `{ $seat }`: hráč potřebuje jméno
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } už hraje; dvě místa nemohou mít stejné jméno
cli-seat-colour-taken = `{ $seat }`: { $colour } už je obsazená; vyberte jinou barvu
cli-presets-of-two-editions = předvolby jsou z různých edic: uveďte edici (--edition nebo její otázka)
cli-setup-players = Nová hra. Hráči v pořadí tahů, jeden na řádek jako `Jméno barva`, na konec prázdný řádek.
cli-setup-colours = Barvy: { $colours }.
cli-setup-known-players = Známí hráči: { $names }.
cli-setup-player = hráč { $number }:
cli-setup-too-few = Hra potřebuje alespoň { $min ->
        [one] { $min } hráče
        [few] { $min } hráče
       *[other] { $min } hráčů
    }.
cli-setup-plays = { $name } hraje za { $colour }
cli-setup-edition = edice (c1, c2, c3, winter) [c3, nebo ta z předvolby]:
cli-setup-expansions = rozšíření nebo předvolba (např. big_box_6; `list`; prázdné pro základní hru):
cli-game-started = Hra č. { $id } začala.

## Podpříkazy (commands/*.rs)

cli-games-none = Zatím žádné hry.
cli-games-none-unfinished = Žádná rozehraná hra.
cli-game-finished = skončená
cli-game-unfinished = rozehraná
cli-request-not-text = požadavek není text v UTF-8: { $error }
cli-request-too-large = požadavek je větší než { $max ->
        [one] { $max } bajt
        [few] { $max } bajty
       *[other] { $max } bajtů
    }
cli-check-opened = Otevřeno: { $opened }.
cli-check-new = nová databáze
cli-check-clean = minule čistě zavřená
cli-check-unclean = minule nezavřená čistě; zkontrolováno při otevření
cli-check-log-proven = minule nezavřená čistě nebo stále otevřená jinde; její žurnál byl při otevření prokázán jako její vlastní
cli-check-uncommitted-set-aside = minule ukončená během prvního zápisu; její žurnál neobsahoval žádnou dokončenou změnu a byl odložen stranou
cli-check-log-set-aside = Žurnál vedle databáze je odložen stranou: { $path }
cli-check-no-log = Vedle databáze nebyl žádný žurnál k odložení.
cli-check-foreign-log = Otevření odmítlo žurnál vedle databáze. `tally check --set-aside-log` ho odloží stranou (i se souborem -shm), oba ponechá a otevře databázi tak, jak ji obsahuje její soubor.
cli-cannot-write = nelze zapsat { $path }: { $error }
cli-wrote = Zapsáno { $path }.
cli-cannot-read = nelze číst { $path }: { $error }
cli-imported = { $imported ->
        [one] Importována { $imported } hra
        [few] Importovány { $imported } hry
       *[other] Importováno { $imported } her
    }; už existujících: { $skipped }.
cli-history-not-a-date = --{ $flag }: `{ $word }` není datum (RRRR-MM-DD)
cli-history-not-a-day = --{ $flag }: není to den
cli-no-roster-player = v seznamu hráčů není nikdo jménem `{ $name }`
cli-history-none = Žádná hra neodpovídá.
cli-history-turn = Tah { $turn } ({ $player })
cli-history-step = krok { $step }
cli-history-progression = Skóre po každém tahu:
cli-stats-head-to-head = { $player } proti { $other }: { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }; { $player } vpředu { $ahead }krát, { $other } vpředu { $behind }krát, { $ties ->
        [one] { $ties } remíza
        [few] { $ties } remízy
       *[other] { $ties } remíz
    }
cli-stats-averages = průměrné skóre: { $player } { $a }, { $other } { $b }
cli-stats-player = { $name }: { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }, { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
       *[other] { $wins } výher
    } ({ $rate } %), průměr { $average }, nejlepší { $best }, nejhorší { $worst }
cli-stats-per-game = za hru: { $categories }
cli-stats-longest = největší území: { LOWER($feature) } { Z($tiles) } { $tiles ->
        [one] { $tiles } kartičky
        [few] { $tiles } kartiček
       *[other] { $tiles } kartiček
    } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }, hra č. { $game })
cli-stats-most-valuable = nejcennější území: { LOWER($feature) } za { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } (hra č. { $game })
cli-rules-unknown-topic = neznámé téma `{ $topic }` (čeká se editions, expansions, presets, features, events nebo variants)
cli-rules-preset-unconfirmed = obsah nepotvrzen
cli-rules-base-game = základní hra
cli-rules-variants = Varianty pravidel a jejich výchozí hodnoty (zadávají se přes --variants '{ "{" }"název": hodnota{ "}" }'):
cli-schema-when = --when: `{ $word }` není completed ani end_of_game
cli-schema-unknown = `{ $item }` není území ani událost (viz `tally rules features`, `tally rules events`)

## Popisy příkazů v `tally --help` (cli.rs)

cli-about = Příkaz `tally`: počítání bodů Carcassonne u stolu, ve skriptech a pro přehled
cli-about-play = Hrát u stolu: interaktivní sezení (výchozí)
cli-about-new = Začít hru
cli-about-games = Vypsat rozehrané hry (nebo všechny s --all)
cli-about-show = Ukázat herní plán hry (výchozí: naposledy změněná hra, skončená či ne)
cli-about-score = Vyhodnotit území a události jednoho hodnocení: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (jedna kartička dokončí obě). Bez slov: požadavek JSON na standardním vstupu, výsledek v JSON (bez hry)
cli-about-event = Zapsat událost kroku tahu nebo položku konce hry (stejná slova jako `score`), nebo bez slov požadavek JSON na standardním vstupu, výsledek v JSON
cli-about-robber = Postavit zbojníka hráče na pole počítadla bodů: `tally robber green 12`
cli-about-victim = Vybrat, koho zbojník okrade, když na jeho poli získalo body víc figurek: `tally victim blue`
cli-about-dispatch = Vyřídit čekající zprávu: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Přidat nebo ubrat body ručně: `tally correct red -2 špatně spočtená cesta`
cli-about-turn = Ukončit tah hráče na tahu
cli-about-double = Druhá část tahu se stavitelem (dvojitý tah)
cli-about-undo = Vrátit poslední příkaz
cli-about-redo = Znovu provést vrácené
cli-about-end = Začít závěrečné hodnocení a vypsat, co hodnotit; `--finish` pro konečné pořadí, `--reopen` pro návrat ke skončené hře
cli-about-edit = Nahradit dřívější záznam: `tally edit 4 road 5 red`
cli-about-delete = Odstranit dřívější záznam: `tally delete 4`
cli-about-log = Deník hry: každý záznam s číslem (které berou `edit` a `delete`)
cli-about-history = Skončené a rozehrané hry, filtrované
cli-about-stats = Statistiky hráčů, nebo vzájemné zápasy s --vs
cli-about-export = Zapsat hry: dokument Tally, pro BG Stats nebo BoardGameGeek, nebo výsledek jedné hry jako text či obrázek
cli-about-import = Načíst hry z exportního dokumentu Tally (jen vlastní formát Tally)
cli-about-schema = Vypsat formulář území nebo události jako JSON
cli-about-rules = Vypsat edice, rozšíření, předvolby, území, události a varianty
cli-about-check = Přečíst celou databázi a ohlásit poškození (kontrola, kterou aplikace dělají na pozadí); návratový kód 3, když je poškozená
cli-about-help = Zobrazit tuto zprávu nebo nápovědu k zadaným příkazům

## Popisy příkazů sezení v `help` (line.rs)

cli-line-about-help = Co lze teď hodnotit a všechny příkazy; `help <příkaz>` nebo `help <položka>` pro jeden (`help robber`, `help city`)
cli-line-about-board = Herní plán: skóre, figurky na počítadle bodů, zbojníci, na co hra čeká
cli-line-about-log = Deník: každý záznam s číslem (které berou `edit` a `delete`)
cli-line-about-todo = Závěrečné hodnocení krok za krokem: co je vyhodnoceno a co zbývá
cli-line-about-step = Vypsat události kroku tahu: `step 2A`
cli-line-about-undo = Vrátit poslední příkaz
cli-line-about-redo = Znovu provést vrácené
cli-line-about-turn = Ukončit tah hráče na tahu
cli-line-about-double = Druhá část tahu se stavitelem (dvojitý tah)
cli-line-about-end = Začít závěrečné hodnocení: nedokončená území a položky konce hry
cli-line-about-finish = Konečné pořadí (během tahů se zeptá, zda nejdřív vyhodnotit konec hry)
cli-line-about-reopen = Zpět k závěrečnému hodnocení skončené hry
cli-line-about-robber = Postavit zbojníka hráče na pole počítadla bodů: `robber green 12`
cli-line-about-victim = Vybrat, koho zbojník okrade: `victim blue`
cli-line-about-dispatch = Vyřídit čekající zprávu: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Přidat nebo ubrat body ručně: `correct red -2 špatně spočtená cesta`
cli-line-about-edit = Nahradit dřívější záznam: `edit 4 road 5 red`
cli-line-about-delete = Odstranit dřívější záznam: `delete 4`
cli-line-about-new = Začít jinou hru
cli-line-about-quit = Odejít (hra se ukládá po každém příkazu)

## Odmítnutí příkazové řádky knihovnou clap (clap_errors.rs): napsaná znovu z kontextu,
## který clap dává, v jeho rozvržení; kód obarví citované hodnoty

cli-clap-error = chyba:
cli-clap-unrecognized-subcommand = neznámý podpříkaz '{ $subcommand }'
cli-clap-unexpected-argument = neočekávaný argument '{ $argument }'
cli-clap-value-required = '{ $argument }' vyžaduje hodnotu, ale žádná nebyla zadána
cli-clap-invalid-value = neplatná hodnota '{ $value }' pro '{ $argument }'
cli-clap-possible-values = možné hodnoty
cli-clap-missing-arguments = chybí tyto povinné argumenty:
cli-clap-missing-subcommand = '{ $command }' vyžaduje podpříkaz, ale žádný nebyl zadán
cli-clap-subcommands = podpříkazy
cli-clap-too-many-values = neočekávaná hodnota '{ $value }' pro '{ $argument }'; další hodnoty se nečekaly
cli-clap-used-twice = argument '{ $argument }' nelze použít víckrát
cli-clap-cannot-be-used-with = argument '{ $argument }' nelze použít spolu s
cli-clap-subcommand-cannot-be-used-with = podpříkaz '{ $subcommand }' nelze použít spolu s
cli-clap-the-others = jedním nebo více dalšími zadanými argumenty
cli-clap-no-equals = hodnotu argumentu '{ $argument }' je třeba zadat za rovnítkem
cli-clap-invalid-utf8 = jeden nebo více argumentů není platné UTF-8
cli-clap-tip = tip:
cli-clap-similar-subcommand = { $count ->
        [one] existuje podobný podpříkaz:
        [few] existují podobné podpříkazy:
       *[other] existují podobné podpříkazy:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] existuje podobný argument:
        [few] existují podobné argumenty:
       *[other] existují podobné argumenty:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] existuje podobná hodnota:
        [few] existují podobné hodnoty:
       *[other] existují podobné hodnoty:
    } { $names }
cli-clap-tip-pass-as-value = chcete-li předat '{ $argument }' jako hodnotu, napište '{ $usage }'
cli-clap-tip-exists = '{ $usage }' existuje
cli-clap-tip-remove-dashes = podpříkaz '{ $subcommand }' existuje; chcete-li ho použít, odstraňte '{ $dashes }' před ním
cli-clap-more-information = Další informace: '{ $flag }'.

## Zbytek nápovědy: nadpisy, -h a -V, nápověda k argumentům (clap_l10n.rs).
## Co přidává clap, zůstává: [env: ...], [default: ...] a zástupné názvy na řádku
## použití ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Použití:
cli-heading-commands = Příkazy:
cli-heading-arguments = Argumenty:
cli-heading-options = Volby:
cli-flag-help = Zobrazit nápovědu
cli-flag-version = Zobrazit verzi

cli-arg-db = Databáze (výchozí: tally.db v datové složce uživatele, která se vytvoří; složka zadaná zde musí existovat)
cli-arg-lang = Jazyk, kterým Tally mluví, jako locale (`de`, `fr_FR.UTF-8`); výchozí: jazyk prostředí (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = Hra (výchozí: naposledy změněná rozehraná hra)
cli-arg-json = Vypsat JSON: stav hry, její stůl (pořadí, povolené akce) a co příkaz změnil
cli-arg-edition = Edice: c1, c2, c3 nebo winter (výchozí: ta z předvolby, nebo c3)
cli-arg-expansions = Klíče rozšíření, součástí nebo předvoleb, oddělené čárkami nebo mezerami (jako v interaktivním nastavení)
cli-arg-preset = Předvolba (rychlý výběr), např. big_box_6; přidává se k --expansions
cli-arg-variants = Varianty pravidel jako JSON, např. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Území nebo událost, pak jeho slova (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` začíná další položku hodnocení. Prázdné: přečíst požadavek JSON ze standardního vstupu
cli-arg-entry = Číslo záznamu (ukáže je `log`)
cli-arg-help-subcommand = Zobrazit nápovědu k těmto příkazům
cli-arg-help-topic = Příkaz, území nebo událost
cli-arg-play-game = Pokračovat v této hře
cli-arg-play-new = Začít novou hru, i když je jiná rozehraná (zeptá se na hráče)
cli-arg-new-players = Hráč jako `JMÉNO:BARVA` (nebo `"JMÉNO BARVA"`), v pořadí tahů (2 až 8)
cli-arg-new-json = Vypsat hru jako JSON
cli-arg-games-all = I skončené hry
cli-arg-games-json = Vypsat JSON
cli-arg-robber-owner = Čí zbojník: barva nebo jméno hráče
cli-arg-robber-space = Pole počítadla bodů (0-49), na kterém stojí počítací figurka jiného hráče
cli-arg-victim-victim = Koho zbojník okrade: barva nebo jméno hráče
cli-arg-victim-figure = Se Zprávami: `figure=1` nebo `figure=2`, figurka majitele zbojníka, která získá ukradené body
cli-arg-dispatch-words = Kartička (`two_points`, `knights`...: vypíše je `help dispatch`), pak co žádá: počet (`knights 3`) nebo území a jeho slova (`score_meeple city 4 red`); `figure=2` vybere figurku, která se posune
cli-arg-correct-player = Kdo: barva nebo jméno hráče
cli-arg-correct-points = Body k přidání; záporné pro odebrání
cli-arg-correct-reason = Proč, několika slovy; slovo `figure=2` vybere figurku, která se posune (Zprávy)
cli-arg-end-finish = Ukončit hru: konečné pořadí
cli-arg-end-now = S --finish během tahů: ukončit bez závěrečného hodnocení
cli-arg-end-reopen = Znovu otevřít skončenou hru (výchozí: naposledy změněná skončená hra)
cli-arg-end-figures = S --finish a Zprávami: která figurka získá 3 body zbojníka, jako `green.figure=2`
cli-arg-edit-command = Příkaz, který ho nahradí, tak jak by se napsal: `road 5 red`, `robber green 12`, `correct red -2 špatně spočteno`...
cli-arg-history-player = Jen hry tohoto hráče (jméno ze seznamu hráčů)
cli-arg-history-from = Jen hry začaté v tento den nebo později (RRRR-MM-DD)
cli-arg-history-to = Jen hry začaté před tímto dnem (RRRR-MM-DD)
cli-arg-history-finished = Jen skončené hry
cli-arg-history-unfinished = Jen rozehrané hry
cli-arg-history-expansion = Jen hry s tímto rozšířením nebo součástí
cli-arg-history-game = Ukázat tuto hru celou (průběh a skóre po každém tahu)
cli-arg-history-json = Vypsat JSON
cli-arg-stats-player = Hráč ze seznamu hráčů (výchozí: všichni)
cli-arg-stats-vs = Vzájemné zápasy s tímto hráčem
cli-arg-stats-json = Vypsat JSON
cli-arg-check-set_aside_log = Odložit stranou žurnál odmítnutý při otevření (a soubor -shm), ponechat je a pak otevřít a zkontrolovat databázi tak, jak ji obsahuje její soubor
cli-arg-export-games = Hry k exportu (výchozí: všechny; pro bgstats a bgg každá dokončená hra; pro bgstats-link, bgg-form, text a png naposledy změněná hra)
cli-arg-export-output = Zapsat do tohoto souboru místo na standardní výstup (PNG jde na standardní výstup, jen když to není terminál)
cli-arg-export-format = Co se zapíše: dokument Tally, soubor pro BG Stats (.bgsplay) nebo jeho odkaz pro jednu hru, hry pro BoardGameGeek (XML) nebo pole jeho formuláře pro zápis hry (BoardGameGeek hry ze souboru neimportuje), výsledek jako text nebo jako obrázek PNG
cli-arg-export-theme = S png: světlý (light) nebo tmavý (dark)
cli-arg-export-player = Jen hry tohoto hráče (jméno ze seznamu hráčů)
cli-arg-export-from = Jen hry začaté v tento den nebo později (RRRR-MM-DD)
cli-arg-export-to = Jen hry začaté před tímto dnem (RRRR-MM-DD)
cli-arg-import-file = Exportní dokument Tally ("-" pro standardní vstup)
cli-arg-import-json = Vypsat JSON
cli-arg-schema-item = Klíč území nebo události (viz `tally rules features`, `tally rules events`)
cli-arg-schema-when = Území: completed | end_of_game
cli-arg-rules-topic = Téma: editions | expansions | presets | features | events | variants
cli-arg-rules-json = Vypsat JSON
cli-arg-step-code = Kód kroku (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = Se Zprávami: která figurka získá 3 body zbojníka, který zůstal na počítadle bodů, jako `green.figure=2`

## tally serve: živý stůl (commands/serve.rs).
cli-about-serve = Nabídnout živý stůl hry v místní síti: ostatní hráči ho sledují v prohlížeči telefonu přes vypsané odkazy (s jejich QR kódy) a odkazy zapisovatele zapisují; Ctrl-C ho zastaví
cli-arg-serve-address = Kde naslouchat (výchozí: soukromá adresa tohoto počítače v síti jeho výchozí trasy, na Wi-Fi): jedna z jeho adres jen pro tu síť, 127.0.0.1 jen pro tento počítač, 0.0.0.0 pro každou síť tohoto počítače
cli-arg-serve-port = Port (0: libovolný volný port)
cli-arg-serve-scorers = Dát odkaz zapisovatele této osobě nebo telefonu (jeden za každé použití: `--scorer Ben`)
cli-arg-serve-revoke = Zrušit odkaz s tímto číslem (běžící hostitel ho hned odmítne) a skončit
cli-arg-serve-json = Vypsat odkazy jako jeden řádek JSON, bez QR kódů
cli-serve-hosting = Hra č. { $game }: živý stůl na { $address } (Ctrl-C ho zastaví).
cli-serve-hosting-network = Hra č. { $game }: živý stůl na { $address }, v síti { $interface } (Ctrl-C ho zastaví).
cli-serve-viewer-link = Odkaz { $link } pro sledování stolu ({ $label }):
cli-serve-scorer-link = Odkaz { $link } pro sledování a zapisování ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <odkaz>` odkaz zruší.
cli-serve-revoked = Odkaz { $link } hry č. { $game } je zrušen.
cli-serve-table = stůl
cli-export-nothing = žádná hra k exportu: žádná neodpovídá (BG Stats a BoardGameGeek dostávají jen dohrané hry)
cli-export-one-game = text a png ukazují jednu hru: zadejte číslo jedné hry, nebo žádné pro naposledy změněnou hru
cli-export-png-terminal = PNG není pro terminál: zadejte -o SOUBOR nebo přesměrujte výstup
cli-import-foreign = toto je dokument { $format }: `tally import` čte jen vlastní exportní dokumenty Tally (`tally export` je zapisuje)
cli-about-roster = Hráči: vypsat je, označit, komu patří tento telefon (`tally roster me Ann`), uchovat jméno a identifikátor hráče v BG Stats (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = Hráč ze seznamu (pro me a bgstats)
cli-arg-roster-bgstats_name = S bgstats: jméno hráče v BG Stats (vynecháno: zapomenuto)
cli-arg-roster-bgstats_uuid = S bgstats: identifikátor hráče v BG Stats, uuid jako A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (vynecháno: zapomenuto)
cli-arg-roster-json = Vypsat JSON
cli-roster-name-needed = který hráč? `tally roster me JMÉNO`, `tally roster bgstats JMÉNO`
cli-roster-me-mark = (tento telefon je jeho)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = tento telefon patří hráči { $name }: soubory BG Stats jsou jeho
cli-roster-bgstats-set = { $name }: jméno a identifikátor v BG Stats uloženy

## tally stats: grafy (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: body podle kategorií v každé hře, od nejstarší
cli-stats-legend = { $categories }
cli-stats-score-row = skóre { $line }
cli-stats-place-row = pořadí { $line }
cli-stats-heading-by-players = Podíl výher podle počtu hráčů
cli-stats-players = { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }
cli-stats-heading-by-expansion = Podíl výher podle rozšíření
cli-stats-won-of = { $wins } z { $games } ({ $rate } %)
cli-stats-heading-rating = Hodnocení: odhad ± nejistota (seřazeno podle odhadu bez trojnásobku nejistoty)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = hodnocení po každé hře: { $line }
cli-stats-heading-wins = Výhry
cli-stats-heading-pairs = Vzájemné srovnání: před, za, nerozhodně
cli-stats-pair-row = { $a } proti { $b }: { $ahead }, { $behind }, { $ties } z { $games }
cli-stats-heading-records = Rekordy
cli-stats-record-feature = { $title }: { $name }, { $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
       *[other] { $tiles } kartiček
    } za { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } (hra č. { $game }, záznam č. { $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } (hra č. { $game }, záznam č. { $entry })
cli-stats-record-lead = { $title }: { $name } o { $lead ->
        [one] { $lead } bod
        [few] { $lead } body
       *[other] { $lead } bodů
    } vpředu s { $points } (hra č. { $game }, záznam č. { $entry })
cli-stats-heading-together = Jejich společné hry, od nejstarší
cli-stats-no-games = Žádná dokončená hra neodpovídá.
cli-arg-stats-from = Jen hry začaté v tento den nebo později (RRRR-MM-DD)
cli-arg-stats-to = Jen hry začaté před tímto dnem (RRRR-MM-DD)
cli-arg-stats-with = Jen hry, kterých se účastnil tento hráč ze seznamu (opakujte pro hry, které hráli všichni)
cli-arg-stats-expansion = Jen hry s tímto rozšířením nebo součástí ve hře (opakujte pro více)
cli-arg-stats-edition = Jen hry tohoto vydání (c1, c2, c3, winter)
cli-arg-stats-games = Kolik posledních her grafy ukazují

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Připojit se ke stolu, který hostí jiný telefon nebo notebook: sledovat ho živě s odkazem diváka, nebo zapisovat body s odkazem zapisovatele (slova z `tally play`, jedno na řádek); skončená hra se uloží do této databáze
cli-arg-join-link = Odkaz, který hostitel vypsal (http://…/t/…/ nebo tally://…/t/…/)
cli-arg-join-me = Který hráč u stolu jste vy (jméno ze hry), aby vaše statistiky započítaly uloženou hru vám
cli-join-not-a-link = toto není odkaz na stůl: zadejte adresu, kterou hostitel vypsal (http://…/t/…/)
cli-join-link-refused = hostitel už pro tento odkaz stůl neotevírá (odkaz odebrán nebo hra smazána)
cli-join-joined = Připojeno ke stolu u záznamu č. { $entry }.
cli-join-stale = Hostitel je nedostupný; stůl není aktuální od { $since }. Zkouší se znovu…
cli-join-viewer-only = tento odkaz stůl jen sleduje; zapisovat může jen odkaz zapisovatele
cli-join-taken-back = Záznam č. { $entry } je vzat zpět.
cli-join-recorded = Zapsáno jako záznam č. { $entry }.
cli-join-unreachable = hostitel nebyl dostupný; nic nebylo zapsáno
cli-join-kept = Skončená hra je zde uložena jako hra č. { $game }.
cli-join-kept-updated = Hra č. { $game } je aktualizována podle hostitele: { $entries ->
        [one] { $entries } nový záznam.
        [few] { $entries } nové záznamy.
       *[other] { $entries } nových záznamů.
    }
cli-join-kept-already = Hra č. { $game } je už uložena tak, jak ji má hostitel.
