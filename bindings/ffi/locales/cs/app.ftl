# Vlastní texty aplikací.
app-name = Tally
app-score-it = Započítat

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
app-selected-of = { $chosen } z { $of }
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
app-phase-end-game = Závěrečné bodování
app-phase-finished = Dohráno
app-figure-at = počítací figurka { $figure } na { $space }
app-space-at = pole { $space }
app-robber-on = zbojník na { $space }
app-last-entry = Naposledy: { $summary }
app-score-feature-completed = Bodovat dokončené území
app-score-feature-end-of-game = Bodovat nedokončené území
app-events = Události
app-step-description = Krok { $code }, { $name }
app-table = Stůl
app-end-turn = Ukončit tah
app-place-robber = Umístit zbojníka
app-second-part = Druhá část (stavitel)
app-start-end-game = Konec hry
app-end-game-walkthrough = Závěrečné bodování
app-see-results = Výsledky
app-reopen = Znovu otevřít závěrečné bodování
app-timeline = Průběh hry
app-correct = Opravit skóre
app-correct-whose = Čí skóre?
app-correct-points = Body (záporné pro odebrání)
app-correct-reason = Proč (např. zapomenutý klášter)
app-correct-apply = Provést opravu
app-robber-whose = Čí zbojník?
app-robber-where = Na které pole?
app-robber-nowhere = Žádná bodovací figurka jiného hráče, ke které by se postavil.
app-robber-to-space = Zbojník na pole { $space }
app-robber-choice-title = Zbojník vybírá
app-robber-choice-body = Zbojník hráče { $owner } na poli { $space }: komu vezme body?
app-which-figure = Která počítací figurka postoupí
app-figure-on = Počítací figurka { $figure } (na { $space })
app-figure-number = počítací figurka { $figure }
app-breakdown = Rozpis
app-breakdown-nobody = Nikdo neboduje.
app-score-round = Bodovat všech { $items }
app-remove-from-round = Vyjmout { $item } z tohoto bodování
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
app-end-game-title = Závěrečné bodování
app-end-game-progress = { $index } z { $of }
app-end-game-not-yet = Zatím nic nebodováno.
app-end-game-scored = Bodováno { $times }×.
app-end-game-score = Bodovat
app-end-game-next = Další
app-automatic = samo
app-at-the-finish = Při ukončení
app-finish-game = Konečné pořadí
app-results-title = Výsledky
app-results-provisional = Závěrečné bodování není dokončeno: předběžné pořadí.
app-share-result = Sdílet výsledek
app-export-for-bg-stats = Exportovat pro BG Stats
app-export-for-bgg = Exportovat pro BoardGameGeek
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
app-stats-wins = Výhry: { $wins } z { $games }
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
