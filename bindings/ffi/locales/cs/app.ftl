# Vlastní texty aplikací.

## Words many screens use

app-name = Tally
app-score-it = Započítat
app-colour = { $colour }
app-undone = Vráceno zpět: { $entry }
app-undid-nothing-named = Vráceno zpět
app-redone = Provedeno znovu: { $entry }
app-redid-nothing-named = Provedeno znovu
app-nobody = Nikdo
app-not-chosen = Nevybráno
app-empty = prázdné
app-ok = OK
app-cancel = Zrušit
app-replace = Nahradit
app-choose = Vybrat
app-place = Postavit
app-player = Hráč
app-points = Body
app-reason = Důvod
app-record = Zapsat
app-next = Další
app-undo = Zpět
app-undo-hint = Vezme zpět poslední záznam a řekne který.
app-redo = Znovu
app-redo-hint = Znovu provede, co bylo vráceno.
app-done = Hotovo
app-share = Sdílet
app-export = Exportovat
app-more = Další
app-turn = Tah
app-edition = Vydání
app-add = Přidat
app-name-field = Jméno
app-off = Vypnuto
app-on = Zapnuto
app-delete = Smazat
app-edit = Upravit
app-close = Zavřít
app-loading = Načítá se…
app-back = Zpět
app-home = Domů
app-open = Otevřít
app-selected-of = { $chosen } { Z($of) } { $of }
app-move-up = Posunout hráče { $name } výš
app-remove = Odebrat hráče { $name }
app-field-of-player = { $field }, { $player }
app-decrease = Snížit: { $label }
app-increase = Zvýšit: { $label }
app-tied = shoda

## Categories of points, groups of expansions, phases of a game

app-category-roads = Cesty
app-category-cities = Města
app-category-cloisters = Kláštery
app-category-fields = Louky
app-category-features = Jiná území
app-category-bonuses = Bonusy
app-category-dispatches = Zprávy
app-category-robbers = Zbojníci
app-category-corrections = Opravy
app-group-major = Velká rozšíření
app-group-minor = Malá rozšíření
app-group-other = Další rozšíření
app-group-print-and-play = Print & Play a Cut & Play
app-group-fan = Fanouškovská rozšíření
app-phase-playing = Hraje se
app-phase-end-game = Závěrečné hodnocení
app-phase-finished = Skončeno

## Home, the history and a game's page

app-game-detail = Podrobnosti a graf hry
app-new-game = Nová hra
app-last-played = Naposledy hráno { $when }
app-opens-scoreboard = Otevře přehled hry
app-resume = Pokračovat
app-recent-games = Poslední hry
app-history = Historie
app-statistics = Statistiky
app-players = Hráči
app-settings = Nastavení
app-expansion-count = { $count ->
    [one] { $count } rozšíření
    [few] { $count } rozšíření
   *[other] { $count } rozšíření
}
app-no-games = Žádné hry
app-no-games-description = Dokončené i rozehrané hry se objeví tady.
app-unfinished-badge = rozehraná
app-all-players = Všichni hráči
app-games = Hry
app-all-games = Všechny hry
app-unfinished-filter = Rozehrané
app-expansion = Rozšíření
app-any-expansion = Jakékoli rozšíření
app-filter = Filtrovat
app-delete-game-question = Smazat tuto hru?
app-delete-game = Smazat hru
app-delete-game-ends-it = Hra hráčů { $names } se právě hraje na tomto telefonu: smazáním skončí. Zmizí z historie i ze statistik. Nejdřív ji exportujte, chcete-li si ponechat kopii.
app-delete-game-message = Hra hráčů { $names } zmizí z historie i ze statistik. Nejdřív ji exportujte, chcete-li si ponechat kopii.
app-score-progression = Vývoj skóre
app-turn-of = Tah { $turn } · { $player }
app-game = Hra
app-open-scoreboard = Otevřít přehled hry
app-home-resume = Rozehraná hra
app-home-history = Historie ({ $games })
app-home-players = Hráči ({ $players })
app-home-other-unfinished = Další rozehrané hry
app-finished = dohraná
app-end-short = Konec
app-chart-description = Graf skóre. { $finals }
app-chart-final = { $name } končí s { $score ->
        [one] { $score } bodem
        [few] { $score } body
       *[other] { $score } body
    }

## A new game

app-problem-too-few = Přidejte aspoň dva hráče.
app-problem-too-many = Nejvýše osm hráčů.
app-problem-missing-name = Každý hráč potřebuje jméno.
app-problem-same-name = Dva hráči se jmenují { $name }.
app-problem-same-colour = Dva hráči mají stejnou barvu.
app-start-game = Začít hru
app-new-player = Nový hráč
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
})
app-add-from-players = Přidat ze seznamu hráčů
app-players-footer = Pořadí změníte tažením. Každý hráč má svou vlastní barvu.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, obsah nepotvrzen)
app-apply-preset = Použít předvolbu
app-clear-expansions = Zrušit všechna rozšíření
app-presets = Předvolby
app-presets-footer = Big Box 1 až 7, limitované edice a další vyberou svá rozšíření i vydání najednou.
app-rule-variants = Varianty pravidel
app-colour-heading = Barva
app-colour-of = Barva hráče { $player }
app-from-players-list = Ze seznamu hráčů
app-some-components = Některé součásti
app-new-game-players = Hráči v pořadí tahů ({ $count })
app-new-game-expansions = Rozšíření (vybráno { $chosen })

## The scoreboard and the scoring track

app-passes = { $player } přechází přes { $points }.
app-figure-passes = { $player }, počítací figurka { $figure }: přechází přes { $points }.
app-lap-tile-new = Vezměte kartičku 50/100 stranou 50.
app-lap-tile-turn = Otočte kartičku 50/100 na stranu 100.
app-step = Krok
app-step-named = Krok { $code }, { $name }
app-scoring-track = Počítadlo bodů
app-space-number = Pole { $space }
app-dark-space-number = Pole { $space }, tmavé pole
app-player-figure = { $player }, počítací figurka { $figure }
app-robber-of = zbojník hráče { $player }
app-lap-tile = Kartička 50/100: { $value }
app-turn-number = Tah { $turn }
app-table-mode = Pohled na stůl
app-list-mode = Seznam
app-last-tile-question = Je položena poslední kartička?
app-begin-end-game = Začít závěrečné hodnocení
app-begin-end-game-message = Dále se hodnotí nedokončená území a závěrečné bonusy. Lze to vrátit zpět.
app-last-entries = Poslední záznamy
app-timeline = Záznamy
app-timeline-opens-hint = Ukáže každý záznam; tam je lze upravit nebo smazat.
app-player-score = { $player }: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-player-score-active = { $player }, na tahu: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-incomplete-features = Nedokončená území
app-completed-features = Dokončená území
app-earlier-steps = Dřívější kroky tohoto tahu
app-end-of-game = Konec hry
app-end-game-walkthrough = Průvodce závěrečným hodnocením
app-live-table = Živý stůl
app-end-turn = Ukončit tah
app-end-turn-hint = Začíná další hráč.
app-second-part = Druhá část (stavitel)
app-step-code = Krok { $code }
app-active-player = Hráč na tahu
app-score-points = { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
app-dark-space = tmavé pole
app-robber-on-space = Zbojník na poli { $space }
app-now = teď
app-opens-score-form = Otevře formulář hodnocení
app-turn-step = Tah { $turn } · { $code }
app-nothing-recorded = Zatím nic zapsáno.
app-older-entries = Ukázat starší záznamy
app-events = Události

## The scoring form

app-count-on-the-board = Spočítejte to na stole.
app-refusal-here = Poslední odmítnutí se týkalo tohoto údaje.
app-filled-in-by-tally = Vyplněno Tally: patří hráči na tahu.
app-breakdown-nobody = Nikdo nedostane body.
app-fill-in-to-see-points = Vyplňte formulář a uvidíte body.
app-breakdown = Rozpis
app-figure-number = počítací figurka { $figure }
app-scoring-figure-of = Počítací figurka hráče { $player }
app-which-figure-moves = Která počítací figurka se posune
app-which-figure-moves-footer = Počítací figurka, kterou by posunulo Tally, zůstává vybraná, dokud nevyberete jinou.
app-figure-on-space = Počítací figurka { $figure }: pole { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, tmavé pole
app-another-feature = Další území dokončené touto kartičkou
app-another-feature-footer = Vše v jednom kole se hodnotí společně: tmavá pole a zbojníci se vyřeší jednou, na jeho konci.
app-nobody-scores-record-anyway = Nikdo nedostane body: přesto zapsat
app-nobody-scores-items = Nikdo nedostane body: { $items }
app-points-scored = { $points ->
    [one] získaný { $points } bod
    [few] získané { $points } body
   *[other] získaných { $points } bodů
}
app-score-round = Hodnotit všech { $items }
app-remove-item-from-round = Vyjmout { $item } z tohoto hodnocení
app-round-items = Tato kartička dokončuje { $items ->
        [one] { $items } území
        [few] { $items } území
       *[other] { $items } území
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Počítací figurka { $figure } hráče { $player } stojí na tmavém poli { $space }: { $player } si vezme zprávu.
app-dispatch = Zpráva
app-dispatch-resolve = Vyhodnotit zprávu
app-undo-last-scoring = Vrátit poslední hodnocení
app-robber-chooses = V tomto kole opustilo pole { $space } několik počítacích figurek: { $player } vybírá, komu zbojník vezme body.
app-rob = Oloupit
app-robber = Zbojník
app-robber-of-heading = Zbojník hráče
app-robber-nowhere = Na počítadle bodů ještě nestojí počítací figurka jiného hráče.
app-space-with = Pole { $space }: { $names }
app-robber-spaces = Na poli s počítací figurkou jiného hráče
app-place-robber = Postavit zbojníka
app-robber-owner-on-space = { $player } (na poli { $space })
app-correction-footer = Záporné body body ubírají. Každá oprava si v záznamech ponechá svůj důvod.
app-correction = Oprava
app-edit-correction = Upravit opravu
app-dispatch-choose = Tažená zpráva
app-dispatch-meeple-feature = Území figurky
app-dispatch-feature-form = { $feature }, jako na konci hry
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: nyní { $before }, potom { $after }
app-entries-that-go = Záznamy, které zmizí: { $entries }
app-what-this-changes = Co se změní
app-nothing-changed = Nic se nezměnilo
app-entry-heading = Záznam
app-delete-entry = Smazat záznam
app-delete-entry-footer = Pozdější záznamy se přehrají bez něj.
app-delete-an-entry = Smazat záznam
app-entry-changes = č. { $seq } bude: { $summary }
app-timeline-hint = Klepnutím na záznam jej upravíte nebo smažete.
app-entry-options = Upravit nebo smazat

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } už mezi hráči není (sloučeno s jiným hráčem). Začněte raději novou hru.
    [few] { $names } už mezi hráči nejsou (sloučeno s jinými hráči). Začněte raději novou hru.
   *[other] { $names } už mezi hráči nejsou (sloučeno s jinými hráči). Začněte raději novou hru.
}
app-end-game-next-footer = Ohodnoťte každou položku pro každého dotčeného hráče tolikrát, kolikrát je třeba, a pokračujte.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-standings = Pořadí
app-finish-game = Ukončit hru
app-items-not-scored = { $count ->
    [one] Ještě nehodnocená položka: { $count }.
    [few] Ještě nehodnocené položky: { $count }.
   *[other] Ještě nehodnocené položky: { $count }.
}
app-scored-by-itself = Ohodnotí hra sama
app-times-scored = { $times ->
    [one] hodnoceno jednou
    [few] hodnoceno { $times }krát
   *[other] hodnoceno { $times }krát
}
app-not-scored-yet = Ještě nehodnoceno
app-nothing-scored-by-itself = Nic dalšího se nehodnotí samo.
app-scored-when-finished = Hodnoceno, až hra skončí
app-finished-can-reopen = Skončenou hru lze znovu otevřít.
app-finish-game-question = Ukončit hru?
app-finish = Ukončit
app-rematch = Odveta
app-rematch-footer = Odveta: stejní hráči a rozšíření; začíná druhý hráč.
app-reopen = Znovu otevřít závěrečné hodnocení
app-results = Výsledky
app-share-victory = Vítězství sdílejí: { $names }
app-wins = Vítězí { $player }
app-share-result = Sdílet výsledek
app-export-bgstats = Exportovat pro BG Stats
app-export-bgg = Exportovat pro BoardGameGeek
app-log-in-bg-stats = Zapsat tuto hru do BG Stats
app-log-on-bgg = Zapsat ji na BoardGameGeek (pole ke zkopírování)
app-end-game-progress = { $index } { Z($of) } { $of }
app-results-provisional = Závěrečné hodnocení není dokončeno: předběžné pořadí.

## Players

app-no-players = Zatím žádní hráči
app-no-players-description = Hráči se do seznamu dostanou, když odehrají hru, nebo je přidejte tady.
app-add-player = Přidat hráče
app-rename = Přejmenovat
app-rename-message = Nové jméno nahradí jméno { $player } ve všech hrách.
app-merge-question = Sloučit hráče?
app-merge-into = Sloučit { $duplicate } do { $keep }
app-merge-message = Hry hráče { $duplicate } přejdou na hráče { $keep } a { $duplicate } ze seznamu zmizí.
app-game-count = { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}
app-favourite-colour = Oblíbená barva
app-merge-into-menu = Sloučit do…
app-edit-player = Upravit hráče { $name }

## Settings

app-settings-me = Komu patří tento telefon
app-settings-me-footer = Soubory pro BG Stats říkají, komu patří: vyber sebe mezi hráči.
app-settings-me-nobody = Nikdo nevybrán
app-keep-screen-on = Nechat obrazovku zapnutou během hry
app-at-the-table = U stolu
app-keep-screen-on-footer = Telefon neztmavne, dokud je otevřená hra.
app-games-stored = Uložené hry
app-share-export = Sdílet export
app-export-all = Exportovat všechny hry
app-import = Importovat hry
app-import-report = { $imported ->
    [one] importována { $imported } hra
    [few] importovány { $imported } hry
   *[other] importováno { $imported } her
} · { $skipped ->
    [one] { $skipped } už uložená
    [few] { $skipped } už uložené
   *[other] { $skipped } už uložených
}
app-your-games = Vaše hry
app-your-games-footer = Export je dokument JSON s každou hrou, jejími hráči a záznamy. Import přeskočí hry, které už jsou uložené.
app-about = O aplikaci
app-version = Verze
app-language = Jazyk
app-about-rules = Body se řídí oficiálními pravidly každého rozšíření; každé skóre ukazuje svůj rozpis s označením pravidla.
app-settings-exported = Exportováno: { $games ->
        [one] { $games } hra.
        [few] { $games } hry.
       *[other] { $games } her.
    }

## Statistics and their charts

app-no-statistics = Zatím žádné statistiky
app-no-statistics-description = Dokončete hru a uvidíte statistiky.
app-first-player = První hráč
app-second-player = Druhý hráč
app-games-together = Společné hry
app-player-ahead = { $player } vpředu
app-ties = Remízy
app-averages = Průměry
app-head-to-head = Vzájemné souboje
app-average = ⌀ { $average }
app-best-score = Nejlepší skóre
app-worst-score = Nejhorší skóre
app-category = Kategorie
app-average-by-category = Průměrné body podle kategorie
app-longest-feature = Největší území
app-most-valuable-feature = Nejcennější území
app-stats-record-feature = { $name }: { $tiles ->
        [one] { $tiles } kartička
        [few] { $tiles } kartičky
       *[other] { $tiles } kartiček
    }, { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
app-stats-record-points = { $name }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
app-stats-win-rate = Podíl výher
app-stats-average = Průměr
app-stats-wins = Výhry: { $wins } { Z($games) } { $games }
app-stats-charts = Grafy
app-stats-wins-heading = Výhry
app-stats-rating-heading = Hodnocení
app-stats-rating-explained = Odhad ± nejistota ze všech her v pořadí, v jakém se hrály; seřazeno podle odhadu bez trojnásobku nejistoty.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Rekordy
app-stats-record-lead = { $name }: výhra o { $lead ->
        [one] { $lead } bod
        [few] { $lead } body
       *[other] { $lead } bodů
    } se skóre { $points }
app-stats-open-game = Otevřít hru
app-stats-points-by-category = Body podle kategorií
app-stats-points-chart = Body podle kategorií { $games ->
        [one] v poslední hře
        [few] v posledních { $games } hrách
       *[other] v posledních { $games } hrách
    }
app-stats-score-and-place = Skóre a pořadí
app-stats-scores = Skóre od nejstarší hry: { $scores }
app-stats-places = Pořadí od nejstarší hry: { $places }
app-stats-by-players = Podíl výher podle počtu hráčů
app-stats-players-count = { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }
app-stats-by-expansion = Podíl výher podle rozšíření
app-stats-rating-history = Hodnocení po každé hře
app-stats-rating-chart = Hodnocení od { $first } do { $last }
app-stats-pair-chart = { $a } před: { $ahead }, nerozhodně: { $ties }, { $b } před: { $behind }
app-stats-pair-scores = Skóre hráčů { $a } a { $b } v jejich společných hrách od nejstarší
app-stats-filters-heading = Filtry
app-stats-filter-summary = Filtry: { $filters }
app-stats-filter-clear = Zrušit filtry
app-stats-filter-years = Roky
app-stats-filter-from = Od roku
app-stats-filter-to = Do roku
app-stats-filter-any-year = Jakýkoli rok
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = od roku { $year }
app-stats-filter-until = do roku { $year }
app-stats-filter-players = { $players ->
    [one] { $players } hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
}
app-stats-filter-players-hint = Jen hry, kterých se účastnili všichni vybraní hráči.
app-stats-filter-expansions = Rozšíření
app-stats-filter-expansions-hint = Jen hry, ve kterých byla všechna vybraná rozšíření.
app-stats-filter-any-edition = Jakékoli vydání
app-stats-filter-no-games = Těmto filtrům neodpovídá žádná dohraná hra.
app-stats-open-entry = Otevřít hru u tohoto záznamu

## Opening the database

app-game-cannot-open = Tuto hru nelze otevřít
app-foreign-log-title = Protokol vedle databáze k ní nepatří
app-foreign-log-message = { $reason } Tally může tento protokol odložit stranou (zůstane vedle souboru) a otevřít databázi tak, jak ji obsahuje její soubor.
app-foreign-log-set-aside = Odložit protokol a otevřít
app-cannot-open-database = Tally nemůže otevřít svou databázi
app-foreign-log-leave = Zavřít Tally

## Připojení ke stolu, který hostí jiný telefon

app-join-table = Připojit se ke stolu
app-join-link-label = Odkaz na stůl
app-join-link-hint = Odkaz, který ukazuje telefon hostitele, nebo naskenujte jeho QR kód.
app-join-scan = Naskenovat QR kód
app-join-me-label = Vaše jméno u stolu
app-join-action = Připojit se
app-join-live = živě
app-join-stale = neaktuální od { $time }
app-join-viewer = Tento stůl sledujete; zapisovat mohou jen hostitel a odkazy zapisovatele.
app-join-link-closed = Tento odkaz už stůl neotevírá.
app-join-kept = Dokončená hra je ve vaší historii jako hra č. { $game }.
app-join-leave = Opustit stůl
app-join-not-a-link = Toto není odkaz na stůl: použijte adresu, kterou ukazuje hostitel (http://…/t/…/), nebo naskenujte jeho QR kód.
app-join-link-refused = Hostitel už pro tento odkaz stůl neotevírá (odkaz odebrán nebo hra smazána).
app-join-unreachable = Hostitel je nedostupný; nic nebylo zapsáno. Je tento telefon ve stejné síti Wi-Fi?
app-join-damaged = Hostitel poslal něco, co Tally neumí přečíst; nic nebylo zapsáno.
app-join-left = Opustili jste stůl; nic nebylo zapsáno.
app-join-host-decides = To může udělat jen telefon hostitele; nic nebylo zapsáno.
app-join-camera-denied = Tally nesmí používat fotoaparát: povolte to v nastavení telefonu, nebo zadejte odkaz.
