# Vlastní texty aplikací.
app-name = Tally
app-score-it = Započítat

## iOS
## Vlastní texty aplikace pro iOS (ios/Tally, ios/TallyKit), zobrazené přes `tx`.

app-ios-colour = { $colour }
app-ios-undid = Vráceno zpět: { $entry }
app-ios-undid-nothing-named = Vráceno zpět
app-ios-redid = Provedeno znovu: { $entry }
app-ios-redid-nothing-named = Provedeno znovu
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } přechází přes { $points }.
app-ios-figure-passes = { $player }, počítací figurka { $figure }: přechází přes { $points }.
app-ios-lap-tile-new = Vezměte kartičku 50/100 stranou 50.
app-ios-lap-tile-turn = Otočte kartičku 50/100 na stranu 100.
app-ios-rematch-missing = { $count ->
    [one] { $names } už mezi hráči není (sloučeno s jiným hráčem). Začněte raději novou hru.
    [few] { $names } už mezi hráči nejsou (sloučeno s jinými hráči). Začněte raději novou hru.
   *[other] { $names } už mezi hráči nejsou (sloučeno s jinými hráči). Začněte raději novou hru.
}
app-ios-category-roads = Cesty
app-ios-category-cities = Města
app-ios-category-cloisters = Kláštery
app-ios-category-fields = Louky
app-ios-category-features = Jiná území
app-ios-category-bonuses = Bonusy
app-ios-category-dispatches = Zprávy
app-ios-category-robbers = Zbojníci
app-ios-category-corrections = Opravy
app-ios-group-major = Velká rozšíření
app-ios-group-minor = Malá rozšíření
app-ios-group-other = Další rozšíření
app-ios-group-print-and-play = Print & Play
app-ios-group-fan = Fanouškovská rozšíření
app-ios-phase-playing = Hraje se
app-ios-phase-end-game = Závěrečné hodnocení
app-ios-phase-finished = Skončeno
app-ios-problem-too-few = Přidejte aspoň dva hráče.
app-ios-problem-too-many = Nejvýše osm hráčů.
app-ios-problem-missing-name = Každý hráč potřebuje jméno.
app-ios-problem-same-name = Dva hráči se jmenují { $name }.
app-ios-problem-same-colour = Dva hráči mají stejnou barvu.
app-ios-step = Krok
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Spočítejte to na stole.
app-ios-refusal-here = Poslední odmítnutí se týkalo tohoto údaje.
app-ios-filled-in-by-tally = Vyplněno Tally: patří hráči na tahu.
app-ios-nobody = Nikdo
app-ios-not-chosen = Nevybráno
app-ios-empty = prázdné
app-ios-nobody-scores = Nikdo nedostane body.
app-ios-fill-in-to-see-points = Vyplňte formulář a uvidíte body.
app-ios-breakdown = Rozpis
app-ios-scoring-figure-number = počítací figurka { $figure }
app-ios-scoring-figure-of = Počítací figurka hráče { $player }
app-ios-which-figure-moves = Která počítací figurka se posune
app-ios-which-figure-moves-footer = Počítací figurka, kterou by posunulo Tally, zůstává vybraná, dokud nevyberete jinou.
app-ios-figure-on-space = Počítací figurka { $figure }: pole { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, tmavé pole
app-ios-change-player = { $player }: nyní { $before }, potom { $after }
app-ios-entries-that-change = Záznamy, které se změní: { $entries }
app-ios-entries-that-go = Záznamy, které zmizí: { $entries }
app-ios-what-this-changes = Co se změní
app-ios-nothing-changed = Nic se nezměnilo
app-ios-ok = OK
app-ios-scoring-track = Počítadlo bodů
app-ios-space-number = Pole { $space }
app-ios-dark-space-number = Pole { $space }, tmavé pole
app-ios-player-figure = { $player }, počítací figurka { $figure }
app-ios-robber-of = zbojník hráče { $player }
app-ios-lap-tile = Kartička 50/100: { $value }
app-ios-another-feature = Další území dokončené touto kartičkou
app-ios-another-feature-footer = Vše v jednom kole se hodnotí společně: tmavá pole a zbojníci se vyřeší jednou, na jeho konci.
app-ios-nobody-scores-record-anyway = Nikdo nedostane body: přesto zapsat
app-ios-nobody-scores-items = Nikdo nedostane body: { $items }
app-ios-cancel = Zrušit
app-ios-remove-from-round = Odebrat z kola
app-ios-round = Jedno kolo
app-ios-replace = Nahradit
app-ios-dispatch-drawn = Počítací figurka { $figure } hráče { $player } stojí na tmavém poli { $space }: { $player } si vezme zprávu.
app-ios-dispatch = Zpráva
app-ios-feature = Území
app-ios-choose = Vybrat
app-ios-resolve-dispatch = Vyhodnotit zprávu
app-ios-undo-last-scoring = Vrátit poslední hodnocení
app-ios-robber-chooses = V tomto kole opustilo pole { $space } několik počítacích figurek: { $player } vybírá, komu zbojník vezme body.
app-ios-points-scored = { $points ->
    [one] získaný { $points } bod
    [few] získané { $points } body
   *[other] získaných { $points } bodů
}
app-ios-rob = Oloupit
app-ios-robber = Zbojník
app-ios-robber-of-heading = Zbojník hráče
app-ios-no-figure-to-rob = Na počítadle bodů ještě nestojí počítací figurka jiného hráče.
app-ios-space-with = Pole { $space }: { $names }
app-ios-robber-spaces = Na poli s počítací figurkou jiného hráče
app-ios-place-robber = Postavit zbojníka
app-ios-place = Postavit
app-ios-robber-owner-on-space = { $player } (na poli { $space })
app-ios-player = Hráč
app-ios-points = Body
app-ios-reason = Důvod
app-ios-correction-footer = Záporné body body ubírají. Každá oprava si v záznamech ponechá svůj důvod.
app-ios-correction = Oprava
app-ios-edit-correction = Upravit opravu
app-ios-record = Zapsat
app-ios-entry-heading = Záznam
app-ios-delete-entry = Smazat záznam
app-ios-delete-entry-footer = Pozdější záznamy se přehrají bez něj.
app-ios-delete-an-entry = Smazat záznam
app-ios-next = Další
app-ios-end-game-next-footer = Ohodnoťte každou položku pro každého dotčeného hráče tolikrát, kolikrát je třeba, a pokračujte.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-ios-standings = Pořadí
app-ios-finish-game = Ukončit hru
app-ios-items-not-scored = { $count ->
    [one] Ještě nehodnocená položka: { $count }.
    [few] Ještě nehodnocené položky: { $count }.
   *[other] Ještě nehodnocené položky: { $count }.
}
app-ios-undo = Zpět
app-ios-undo-hint = Vezme zpět poslední záznam a řekne který.
app-ios-redo = Znovu
app-ios-redo-hint = Znovu provede, co bylo vráceno.
app-ios-scored-by-itself = Hra to ohodnotí sama, až skončí.
app-ios-times-scored = { $times ->
    [one] hodnoceno jednou
    [few] hodnoceno { $times }krát
   *[other] hodnoceno { $times }krát
}
app-ios-not-scored-yet = Ještě nehodnoceno
app-ios-nothing-scored-by-itself = Nic dalšího se nehodnotí samo.
app-ios-scored-when-finished = Hodnoceno, až hra skončí
app-ios-finished-can-reopen = Skončenou hru lze znovu otevřít.
app-ios-finish-game-question = Ukončit hru?
app-ios-finish = Ukončit
app-ios-rematch = Odveta
app-ios-rematch-footer = Odveta: stejní hráči a rozšíření; začíná druhý hráč.
app-ios-game-detail = Podrobnosti a graf hry
app-ios-reopen = Znovu otevřít závěrečné hodnocení
app-ios-done = Hotovo
app-ios-results = Výsledky
app-ios-share-victory = Vítězství sdílejí: { $names }
app-ios-wins = Vítězí { $player }
app-ios-share-result = Sdílet výsledek
app-ios-export-bgstats = Exportovat pro BG Stats
app-ios-export-bgg = Exportovat pro BoardGameGeek
app-ios-log-in-bg-stats = Zapsat tuto hru do BG Stats
app-ios-log-on-bgg = Zapsat ji na BoardGameGeek (pole ke zkopírování)
app-ios-settings-me = Komu patří tento telefon
app-ios-settings-me-footer = Soubory pro BG Stats říkají, komu patří: vyber sebe mezi hráči.
app-ios-settings-me-nobody = Nikdo nevybrán
app-ios-new-game = Nová hra
app-ios-last-played = Naposledy hráno { $when }
app-ios-opens-scoreboard = Otevře přehled hry
app-ios-resume = Pokračovat
app-ios-recent-games = Poslední hry
app-ios-history = Historie
app-ios-statistics = Statistiky
app-ios-players = Hráči
app-ios-settings = Nastavení
app-ios-expansion-count = { $count ->
    [one] { $count } rozšíření
    [few] { $count } rozšíření
   *[other] { $count } rozšíření
}
app-ios-no-games = Žádné hry
app-ios-no-games-description = Dokončené i rozehrané hry se objeví tady.
app-ios-unfinished-badge = rozehraná
app-ios-all-players = Všichni hráči
app-ios-games = Hry
app-ios-all-games = Všechny hry
app-ios-unfinished = Rozehrané
app-ios-expansion = Rozšíření
app-ios-any-expansion = Jakékoli rozšíření
app-ios-filter = Filtrovat
app-ios-delete-game-question = Smazat tuto hru?
app-ios-delete-game = Smazat hru
app-ios-delete-game-being-played = Hra hráčů { $names } se právě hraje na tomto telefonu: smazáním skončí. Zmizí z historie i ze statistik. Nejdřív ji exportujte, chcete-li si ponechat kopii.
app-ios-delete-game-message = Hra hráčů { $names } zmizí z historie i ze statistik. Nejdřív ji exportujte, chcete-li si ponechat kopii.
app-ios-score-progression = Vývoj skóre
app-ios-turn-of = Tah { $turn } · { $player }
app-ios-game = Hra
app-ios-share = Sdílet
app-ios-export = Exportovat
app-ios-open-scoreboard = Otevřít přehled hry
app-ios-more = Další
app-ios-turn = Tah
app-ios-edition = Vydání
app-ios-start = Začít
app-ios-new-player = Nový hráč
app-ios-add = Přidat
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
})
app-ios-add-from-players = Přidat ze seznamu hráčů
app-ios-players-in-turn-order = Hráči v pořadí tahů
app-ios-players-footer = Pořadí změníte tažením. Každý hráč má svou vlastní barvu.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, obsah nepotvrzen)
app-ios-apply-preset = Použít předvolbu
app-ios-clear-expansions = Zrušit všechna rozšíření
app-ios-presets = Předvolby
app-ios-presets-footer = Big Box 1 až 7, limitované edice a další vyberou svá rozšíření i vydání najednou.
app-ios-rule-variants = Varianty pravidel
app-ios-colour-heading = Barva
app-ios-colour-of = Barva hráče { $player }
app-ios-name = Jméno
app-ios-from-players-list = Ze seznamu hráčů
app-ios-off = Vypnuto
app-ios-some-components = Některé součásti
app-ios-on = Zapnuto
app-ios-no-players = Zatím žádní hráči
app-ios-no-players-description = Hráči se do seznamu dostanou, když odehrají hru, nebo je přidejte tady.
app-ios-add-player = Přidat hráče
app-ios-rename = Přejmenovat
app-ios-rename-message = Nové jméno nahradí jméno { $player } ve všech hrách.
app-ios-merge-question = Sloučit hráče?
app-ios-merge-into = Sloučit { $duplicate } do { $keep }
app-ios-merge-message = Hry hráče { $duplicate } přejdou na hráče { $keep } a { $duplicate } ze seznamu zmizí.
app-ios-game-count = { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
}
app-ios-favourite-colour = Oblíbená barva
app-ios-merge-into-menu = Sloučit do…
app-ios-keep-screen-on = Nechat obrazovku zapnutou během hry
app-ios-at-the-table = U stolu
app-ios-keep-screen-on-footer = Telefon neztmavne, dokud je otevřená hra.
app-ios-games-stored = Uložené hry
app-ios-share-export = Sdílet export
app-ios-export-all = Exportovat všechny hry
app-ios-import = Importovat hry
app-ios-import-report = { $imported ->
    [one] importována { $imported } hra
    [few] importovány { $imported } hry
   *[other] importováno { $imported } her
} · { $skipped ->
    [one] { $skipped } už uložená
    [few] { $skipped } už uložené
   *[other] { $skipped } už uložených
}
app-ios-your-games = Vaše hry
app-ios-your-games-footer = Export je dokument JSON s každou hrou, jejími hráči a záznamy. Import přeskočí hry, které už jsou uložené.
app-ios-about = O aplikaci
app-ios-version = Verze
app-ios-language = Jazyk
app-ios-about-rules = Body se řídí oficiálními pravidly každého rozšíření; každé skóre ukazuje svůj rozpis s označením pravidla.
app-ios-no-statistics = Zatím žádné statistiky
app-ios-no-statistics-description = Dokončete hru a uvidíte statistiky.
app-ios-first-player = První hráč
app-ios-second-player = Druhý hráč
app-ios-games-together = Společné hry
app-ios-player-ahead = { $player } vpředu
app-ios-ties = Remízy
app-ios-averages = Průměry
app-ios-head-to-head = Vzájemné souboje
app-ios-win-count = { $wins ->
    [one] { $wins } výhra
    [few] { $wins } výhry
   *[other] { $wins } výher
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Nejlepší skóre
app-ios-worst-score = Nejhorší skóre
app-ios-category = Kategorie
app-ios-average-by-category = Průměrné body podle kategorie
app-ios-longest-feature = Největší území
app-ios-most-valuable-feature = Nejcennější území
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } kartička
    [few] { $tiles } kartičky
   *[other] { $tiles } kartiček
}, { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
app-ios-turn-number = Tah { $turn }
app-ios-table-mode = Pohled na stůl
app-ios-list-mode = Seznam
app-ios-last-tile-question = Je položena poslední kartička?
app-ios-begin-end-game = Začít závěrečné hodnocení
app-ios-begin-end-game-message = Dále se hodnotí nedokončená území a závěrečné bonusy. Lze to vrátit zpět.
app-ios-last-entries = Poslední záznamy
app-ios-timeline = Záznamy
app-ios-timeline-hint = Ukáže každý záznam; tam je lze upravit nebo smazat.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-ios-player-score-active = { $player }, na tahu: { $score ->
    [one] { $score } bod
    [few] { $score } body
   *[other] { $score } bodů
}
app-ios-incomplete-features = Nedokončená území
app-ios-completed-features = Dokončená území
app-ios-earlier-steps = Dřívější kroky tohoto tahu
app-ios-second-part = Stavitel: druhá část
app-ios-end-of-game = Konec hry
app-ios-end-game-walkthrough = Průvodce závěrečným hodnocením
app-ios-live-table = Živý stůl
app-ios-end-turn = Ukončit tah
app-ios-end-turn-hint = Začíná další hráč.
app-ios-second-part-builder = Druhá část (stavitel)
app-ios-step-code = Krok { $code }
app-ios-active-player = Hráč na tahu
app-ios-score-points = { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
}
app-ios-dark-space = tmavé pole
app-ios-robber-on-space = Zbojník na poli { $space }
app-ios-now = teď
app-ios-opens-score-form = Otevře formulář hodnocení
app-ios-turn-step = Tah { $turn } · { $code }
app-ios-nothing-recorded = Zatím nic zapsáno.
app-ios-delete = Smazat
app-ios-edit = Upravit
app-ios-older-entries = Ukázat starší záznamy
app-ios-close = Zavřít
app-ios-game-cannot-open = Tuto hru nelze otevřít
app-ios-foreign-log-title = Protokol vedle databáze k ní nepatří
app-ios-foreign-log-message = { $reason } Tally může tento protokol odložit stranou (zůstane vedle souboru) a otevřít databázi tak, jak ji obsahuje její soubor.
app-ios-set-aside-log = Odložit protokol a otevřít
app-ios-cannot-open-database = Tally nemůže otevřít svou databázi

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Načítá se…
app-ok = OK
app-back = Zpět
app-cancel = Zrušit
app-add = Přidat
app-home = Domů
app-open = Otevřít
app-nobody = Nikdo
app-undo = Zpět o krok
app-redo = Znovu
app-home-resume = Rozehraná hra
app-home-resume-button = Pokračovat
app-home-new-game = Nová hra
app-home-history = Historie ({ $games })
app-home-statistics = Statistiky
app-home-players = Hráči ({ $players })
app-home-settings = Nastavení
app-home-other-unfinished = Další rozehrané hry
app-new-game-title = Nová hra
app-new-game-players = Hráči v pořadí tahů ({ $count })
app-new-game-from-roster = Přidat ze seznamu:
app-new-game-new-player = Nový hráč
app-new-game-edition = Edice
app-new-game-presets = Rychlý výběr
app-new-game-expansions = Rozšíření (vybráno { $chosen })
app-new-game-variants = Varianty pravidel
app-new-game-start = Začít hru
app-selected-of = { $chosen } { Z($of) } { $of }
app-group-major = Velká rozšíření
app-group-minor = Minirozšíření
app-group-other = Další rozšíření
app-group-print-and-play = Print & Play a Cut & Play
app-group-fan = Fanouškovská rozšíření
app-move-up = Posunout hráče { $name } výš
app-remove = Odebrat hráče { $name }
app-turn-of = Tah { $turn } · { $player }
app-step-now = Krok: { $step }
app-second-part-short = druhá část
app-phase-playing = Hraje se
app-phase-end-game = Závěrečné hodnocení
app-phase-finished = Dohráno
app-figure-at = počítací figurka { $figure } na { $space }
app-space-at = pole { $space }
app-robber-on = zbojník na poli { $space }
app-last-entry = Naposledy: { $summary }
app-score-feature-completed = Hodnotit dokončené území
app-score-feature-end-of-game = Hodnotit nedokončené území
app-events = Události
app-step-description = Krok { $code }, { $name }
app-table = Stůl
app-end-turn = Ukončit tah
app-place-robber = Umístit zbojníka
app-second-part = Druhá část (stavitel)
app-start-end-game = Konec hry
app-end-game-walkthrough = Závěrečné hodnocení
app-see-results = Výsledky
app-reopen = Znovu otevřít závěrečné hodnocení
app-timeline = Průběh hry
app-live-table = Živý stůl
app-correct = Opravit skóre
app-correct-whose = Čí skóre?
app-correct-points = Body (záporné pro odebrání)
app-correct-reason = Proč (např. zapomenutý klášter)
app-correct-apply = Provést opravu
app-robber-whose = Čí zbojník?
app-robber-where = Na které pole?
app-robber-nowhere = Žádná počítací figurka jiného hráče, ke které by se postavil.
app-robber-to-space = Zbojník na pole { $space }
app-robber-choice-title = Zbojník vybírá
app-robber-choice-body = Zbojník hráče { $owner } na poli { $space }: komu vezme body?
app-which-figure = Která počítací figurka postoupí
app-figure-on = Počítací figurka { $figure } (na { $space })
app-figure-number = počítací figurka { $figure }
app-breakdown = Rozpis
app-breakdown-nobody = Nikdo neboduje.
app-score-round = Hodnotit všech { $items }
app-remove-from-round = Vyjmout { $item } z tohoto hodnocení
app-another-feature = Další území dokončené touto kartičkou
app-nobody-scores = Nikdo neboduje: přesto zapsat
app-edit-entry = Upravit záznam č. { $seq }
app-save-edit = Uložit změnu
app-entry-changes = č. { $seq } bude: { $summary }
app-scores-after = Skóre po změně
app-field-of-player = { $field }, { $player }
app-decrease = Snížit: { $label }
app-increase = Zvýšit: { $label }
app-dispatch-title = Zpráva
app-dispatch-resolve = Vyhodnotit zprávu
app-dispatch-choose = Tažená zpráva
app-dispatch-meeple-feature = Území figurky
app-dispatch-feature-form = { $feature }, jako na konci hry
app-end-game-title = Závěrečné hodnocení
app-end-game-progress = { $index } { Z($of) } { $of }
app-end-game-not-yet = Zatím nic nehodnoceno.
app-end-game-scored = Hodnoceno { $times }×.
app-end-game-score = Hodnotit
app-end-game-next = Další
app-automatic = samo
app-at-the-finish = Při ukončení
app-finish-game = Konečné pořadí
app-results-title = Výsledky
app-results-provisional = Závěrečné hodnocení není dokončeno: předběžné pořadí.
app-share-result = Sdílet výsledek
app-export-for-bg-stats = Exportovat pro BG Stats
app-export-for-bgg = Exportovat pro BoardGameGeek
app-log-in-bg-stats = Zapsat tuto hru do BG Stats
app-log-on-bgg = Zapsat ji na BoardGameGeek (pole ke zkopírování)
app-settings-me = Komu patří tento telefon
app-settings-me-body = Soubory pro BG Stats říkají, komu patří: vyber sebe mezi hráči.
app-settings-me-nobody = Nikdo nevybrán
app-tied = shoda
app-category-roads = Cesty
app-category-cities = Města
app-category-cloisters = Kláštery
app-category-fields = Louky
app-category-features = Území
app-category-bonuses = Bonusy
app-category-dispatches = Zprávy
app-category-robbers = Zbojníci
app-category-corrections = Opravy
app-history-title = Historie
app-history-empty = Zatím žádné hry.
app-finished-only = Jen dohrané hry
app-finished = dohraná
app-unfinished = rozehraná
app-expansions-count = rozšíření: { $count }
app-detail-title = Hra
app-detail-chart = Skóre tah po tahu
app-end-short = Konec
app-timeline-hint = Klepnutím na záznam jej upravíte nebo smažete.
app-entry-options = Upravit nebo smazat
app-entry-title = č. { $seq } { $summary }
app-edit-entry-button = Upravit
app-delete-entry = Smazat
app-delete-changes = Smazání změní
app-confirm-delete = Smazat tento záznam
app-statistics-title = Statistiky
app-statistics-empty = Dohrajte hru, abyste viděli statistiky.
app-stats-win-rate = Podíl výher
app-stats-average = Průměr
app-stats-best = Nejlepší
app-stats-worst = Nejhorší
app-stats-best-feature = Nejcennější: { $feature } ({ $points })
app-stats-longest-feature = Nejdelší: { $feature } ({ $size })
app-players-title = Hráči
app-players-add = Nový hráč
app-players-name = Jméno
app-edit-player = Upravit hráče { $name }
app-rename = Přejmenovat
app-merge-into = { $name } je tatáž osoba jako:
app-merge-description = Sloučit { $duplicate } s { $keep }
app-settings-title = Nastavení
app-settings-backup = Zálohovat a přenést hry
app-settings-export = Exportovat všechny hry (sdílet)
app-settings-import = Importovat hry ze souboru
app-settings-about = O aplikaci
app-settings-about-body = Tally počítá body Carcassonne podle oficiálních pravidel hraných rozšíření. Každý bod má svůj rozpis.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })
app-player-row = { $name }, { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    }
app-track-player = { $name }: { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    }, { $figures ->
        [one] počítací figurka na poli
        [few] počítací figurky na polích
       *[other] počítací figurky na polích
    } { $spaces }
app-track-robber = zbojník na poli { $space }
app-track-description = Počítadlo bodů. { $players }
app-round-items = Tato kartička dokončuje { $items ->
        [one] { $items } území
        [few] { $items } území
       *[other] { $items } území
    }
app-standing = { $rank }. místo, { $name }, { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    }
app-chart-description = Graf skóre. { $finals }
app-chart-final = { $name } končí s { $score ->
        [one] { $score } bodem
        [few] { $score } body
       *[other] { $score } body
    }
app-players-games = { $games ->
        [one] { $games } hra
        [few] { $games } hry
       *[other] { $games } her
    }
app-settings-games = V tomto telefonu: { $games ->
        [one] { $games } hra.
        [few] { $games } hry.
       *[other] { $games } her.
    }
app-settings-exported = Exportováno: { $games ->
        [one] { $games } hra.
        [few] { $games } hry.
       *[other] { $games } her.
    }
app-settings-imported = Importováno: { $imported ->
        [one] { $imported } hra
        [few] { $imported } hry
       *[other] { $imported } her
    }, už zde: { $skipped }.
app-stats-wins = Výhry: { $wins } { Z($games) } { $games }
app-dispatch-body = Počítací figurka hráče { $player } na tmavém poli { $space }: dva body, nebo zpráva.
app-their-turn = je na tahu
app-colour = { $colour }
app-undone = Vráceno zpět: { $summary }
app-redone = Znovu provedeno: { $summary }
app-passed-lap = { $player } přesahuje { $points }: vezměte kartičku 50/100
app-foreign-log-title = Žurnál, který nepatří této databázi
app-foreign-log-body = Tally může tento žurnál odložit, přejmenovaný vedle souboru, a otevřít hry tak, jak jsou v souboru.
app-foreign-log-set-aside = Odložit a otevřít
app-foreign-log-leave = Zavřít Tally
app-settings-keep-screen-on = Během hry nechat obrazovku zapnutou
app-settings-version = Verze { $version }
app-settings-language = Jazyk: { $language } (jazyk telefonu; změníte ho v jeho nastavení)
app-last-change = Poslední změna: { $ago }
app-share-game = Sdílet tuto hru
app-rematch = Odveta (stejní hráči, začíná další)
app-rematch-missing = { $count ->
        [one] { $names } už není v seznamu hráčů: začněte novou hru.
        [few] { $names } už nejsou v seznamu hráčů: začněte novou hru.
       *[other] { $names } už nejsou v seznamu hráčů: začněte novou hru.
    }
app-delete-game = Smazat tuto hru
app-delete-game-question = Smazat tuto hru?
app-delete-game-body = Zmizí natrvalo i { $entries ->
        [one] s { $entries } záznamem
        [few] se { $entries } záznamy
       *[other] se { $entries } záznamy
    }.
app-delete-game-being-played = Tato hra je otevřená u stolu: nejdřív opusťte její přehled skóre.
app-last-tile-placed = Je položena poslední kartička?
app-last-tile-placed-body = Začíná závěrečné hodnocení: dál se hodnotí nedokončená území a zbytek závěrečného hodnocení.
app-begin-end-game = Začít závěrečné hodnocení
app-finish-question = Ukončit hru?
app-finish-body = Pořadí bude konečné; závěrečné hodnocení jde z výsledků znovu otevřít.
app-finish-confirm = Ukončit
app-merge-body = Hry hráče { $duplicate } připadnou hráči { $keep }. Nelze to vrátit.
app-merge = Sloučit
app-head-to-head = Vzájemné hry: vyberte dva hráče
app-head-to-head-games = { $games ->
        [one] { $games } společná hra
        [few] { $games } společné hry
       *[other] { $games } společných her
    }
app-head-to-head-ahead = { $player } napřed: { $games }
app-head-to-head-ties = Remízy: { $ties }
app-head-to-head-averages = Průměr: { $a } { $aAverage }, { $b } { $bAverage }

## Obě aplikace: grafy statistik (android feature/statistics, TallyKit Statistics)
app-stats-charts = Grafy
app-stats-wins-heading = Výhry
app-stats-rating-heading = Hodnocení
app-stats-rating-explained = Odhad ± nejistota ze všech her v pořadí, v jakém se hrály; seřazeno podle odhadu bez trojnásobku nejistoty.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Rekordy
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
