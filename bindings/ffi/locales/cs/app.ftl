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
app-ios-dispatch-drawn = Počítací figurka { $figure } hráče { $player } stojí na tmavém poli { $space }: { $player } táhne zprávu.
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
