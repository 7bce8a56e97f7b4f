# De eigen teksten van de apps.
app-name = Tally
app-score-it = Tellen

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Laden…
app-ok = OK
app-back = Terug
app-cancel = Annuleren
app-add = Toevoegen
app-home = Start
app-open = Openen
app-nobody = Niemand
app-undo = Ongedaan maken
app-redo = Opnieuw
app-home-resume = Onafgemaakt spel
app-home-resume-button = Verder spelen
app-home-new-game = Nieuw spel
app-home-history = Geschiedenis ({ $games })
app-home-statistics = Statistieken
app-home-players = Spelers ({ $players })
app-home-settings = Instellingen
app-home-other-unfinished = Andere onafgemaakte spellen
app-new-game-title = Nieuw spel
app-new-game-players = Spelers in beurtvolgorde ({ $count })
app-new-game-from-roster = Uit de spelerslijst:
app-new-game-new-player = Nieuwe speler
app-new-game-edition = Editie
app-new-game-presets = Snelle keuze
app-new-game-expansions = Uitbreidingen ({ $chosen } gekozen)
app-new-game-variants = Regelvarianten
app-new-game-start = Spel starten
app-selected-of = { $chosen } van { $of }
app-group-major = Grote uitbreidingen
app-group-minor = Mini-uitbreidingen
app-group-other = Andere uitbreidingen
app-group-print-and-play = Print & Play en Cut & Play
app-group-fan = Fan-uitbreidingen
app-move-up = { $name } naar voren
app-remove = { $name } verwijderen
app-turn-of = Beurt { $turn } · { $player }
app-step-now = Stap: { $step }
app-second-part-short = tweede deel
app-phase-playing = Bezig
app-phase-end-game = Eindtelling
app-phase-finished = Afgelopen
app-figure-at = telhorige { $figure } op { $space }
app-space-at = vak { $space }
app-robber-on = rover op { $space }
app-last-entry = Laatst: { $summary }
app-score-feature-completed = Voltooid project tellen
app-score-feature-end-of-game = Onvoltooid project tellen
app-events = Gebeurtenissen
app-step-description = Stap { $code }, { $name }
app-table = Tafel
app-end-turn = Beurt beëindigen
app-place-robber = Rover plaatsen
app-second-part = Tweede deel (bouwmeester)
app-start-end-game = Einde van het spel
app-end-game-walkthrough = Eindtelling
app-see-results = Uitslag
app-reopen = Eindtelling heropenen
app-timeline = Spelverloop
app-correct = Score corrigeren
app-correct-whose = Wiens score?
app-correct-points = Punten (negatief om af te trekken)
app-correct-reason = Waarom (bijv. vergeten klooster)
app-correct-apply = Correctie toepassen
app-robber-whose = Wiens rover?
app-robber-where = Op welk vak?
app-robber-nowhere = Geen telhorige van een andere speler om naast te gaan staan.
app-robber-to-space = Rover naar vak { $space }
app-robber-choice-title = De rover kiest
app-robber-choice-body = Rover van { $owner } op vak { $space }: wiens punten neemt hij?
app-which-figure = Welke telhorige gaat vooruit
app-figure-on = Telhorige { $figure } (op { $space })
app-figure-number = telhorige { $figure }
app-breakdown = Berekening
app-breakdown-nobody = Niemand scoort.
app-score-round = Alle { $items } tellen
app-remove-from-round = { $item } uit deze telling halen
app-another-feature = Nog een project voltooid door deze tegel
app-nobody-scores = Niemand scoort: toch vastleggen
app-edit-entry = Regel #{ $seq } wijzigen
app-save-edit = Wijziging opslaan
app-entry-changes = #{ $seq } wordt: { $summary }
app-scores-after = Scores na de wijziging
app-field-of-player = { $field }, { $player }
app-decrease = { $label } verlagen
app-increase = { $label } verhogen
app-dispatch-title = Bericht
app-dispatch-resolve = Bericht uitvoeren
app-dispatch-choose = Het getrokken bericht
app-dispatch-meeple-feature = Het project van de horige
app-dispatch-feature-form = { $feature }, zoals aan het einde van het spel
app-end-game-title = Eindtelling
app-end-game-progress = { $index } van { $of }
app-end-game-not-yet = Nog niets geteld.
app-end-game-scored = { $times }× geteld.
app-end-game-score = Tellen
app-end-game-next = Volgende
app-automatic = vanzelf
app-at-the-finish = Bij het afsluiten
app-finish-game = Eindstand
app-results-title = Uitslag
app-results-provisional = De eindtelling is niet klaar: voorlopige stand.
app-share-result = Uitslag delen
app-export-for-bg-stats = Exporteren voor BG Stats
app-export-for-bgg = Exporteren voor BoardGameGeek
app-tied = gelijk
app-category-roads = Wegen
app-category-cities = Steden
app-category-cloisters = Kloosters
app-category-fields = Weiden
app-category-features = Projecten
app-category-bonuses = Bonussen
app-category-dispatches = Berichten
app-category-robbers = Rovers
app-category-corrections = Correcties
app-history-title = Geschiedenis
app-history-empty = Nog geen spellen.
app-finished-only = Alleen afgelopen spellen
app-finished = afgelopen
app-unfinished = bezig
app-expansions-count = uitbreidingen: { $count }
app-detail-title = Spel
app-detail-chart = Scores per beurt
app-end-short = Einde
app-timeline-hint = Tik op een regel om hem te wijzigen of te verwijderen.
app-entry-options = Wijzigen of verwijderen
app-entry-title = #{ $seq } { $summary }
app-edit-entry-button = Wijzigen
app-delete-entry = Verwijderen
app-delete-changes = Verwijderen verandert
app-confirm-delete = Deze regel verwijderen
app-statistics-title = Statistieken
app-statistics-empty = Speel een spel uit om statistieken te zien.
app-stats-win-rate = Winstpercentage
app-stats-average = Gemiddeld
app-stats-best = Beste
app-stats-worst = Slechtste
app-stats-best-feature = Meest waard: { $feature } ({ $points })
app-stats-longest-feature = Langste: { $feature } ({ $size })
app-players-title = Spelers
app-players-add = Nieuwe speler
app-players-name = Naam
app-edit-player = { $name } bewerken
app-rename = Hernoemen
app-merge-into = { $name } is dezelfde persoon als:
app-merge-description = { $duplicate } samenvoegen met { $keep }
app-settings-title = Instellingen
app-settings-backup = Spellen bewaren en overzetten
app-settings-export = Alle spellen exporteren (delen)
app-settings-import = Spellen importeren uit een bestand
app-settings-about = Over Tally
app-settings-about-body = Tally houdt de score van Carcassonne bij volgens de officiële regels van de gespeelde uitbreidingen. Elk punt komt met zijn berekening.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } punt
       *[other] { $points } punten
    })
app-player-row = { $name }, { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
app-track-player = { $name }: { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }, { $figures ->
        [one] telhorige op vak
       *[other] telhorigen op vakken
    } { $spaces }
app-track-robber = rover op vak { $space }
app-track-description = Scoretableau. { $players }
app-round-items = Deze tegel voltooit { $items ->
        [one] { $items } project
       *[other] { $items } projecten
    }
app-standing = Plaats { $rank }, { $name }, { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
app-chart-description = Scoreverloop. { $finals }
app-chart-final = { $name } eindigt met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }
app-players-games = { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }
app-settings-games = { $games ->
        [one] { $games } spel op deze telefoon.
       *[other] { $games } spellen op deze telefoon.
    }
app-settings-exported = { $games ->
        [one] { $games } spel geëxporteerd.
       *[other] { $games } spellen geëxporteerd.
    }
app-settings-imported = { $imported ->
        [one] { $imported } spel geïmporteerd
       *[other] { $imported } spellen geïmporteerd
    }, al aanwezig: { $skipped }.
app-stats-wins = Gewonnen: { $wins } van { $games }
app-dispatch-body = Telhorige van { $player } op donker vak { $space }: twee punten of een bericht.
app-their-turn = is aan de beurt
app-colour = { $colour }
app-undone = Teruggenomen: { $summary }
app-redone = Opnieuw gedaan: { $summary }
app-passed-lap = { $player } passeert { $points }: neem een 50/100-tegel
app-foreign-log-title = Een logboek dat niet bij deze database hoort
app-foreign-log-body = Tally kan dat logboek hernoemd naast het bestand bewaren en de spellen openen zoals ze in het bestand staan.
app-foreign-log-set-aside = Opzijzetten en openen
app-foreign-log-leave = Tally sluiten
app-settings-keep-screen-on = Scherm aan laten tijdens een spel
app-settings-version = Versie { $version }
app-settings-language = Taal: { $language } (die van de telefoon; te wijzigen in zijn instellingen)
app-last-change = Laatst gewijzigd: { $ago }
app-share-game = Dit spel delen
app-rematch = Revanche (dezelfde spelers, de volgende begint)
app-rematch-missing = { $count ->
        [one] { $names } staat niet meer in de spelerslijst: begin een nieuw spel.
       *[other] { $names } staan niet meer in de spelerslijst: begin een nieuw spel.
    }
app-delete-game = Dit spel verwijderen
app-delete-game-question = Dit spel verwijderen?
app-delete-game-body = Het is voorgoed weg, met { $entries ->
        [one] { $entries } regel
       *[other] { $entries } regels
    }.
app-delete-game-being-played = Dit spel is open aan tafel: verlaat eerst het scoreoverzicht.
app-last-tile-placed = Is de laatste tegel gelegd?
app-last-tile-placed-body = De eindtelling begint: daarna worden onvoltooide projecten en de rest van de eindtelling geteld.
app-begin-end-game = Eindtelling beginnen
app-finish-question = Spel afsluiten?
app-finish-body = De stand wordt definitief; de eindtelling kan vanuit de uitslag weer geopend worden.
app-finish-confirm = Afsluiten
app-merge-body = De spellen van { $duplicate } worden die van { $keep }. Dit kan niet terug.
app-merge = Samenvoegen
app-head-to-head = Onderling: kies twee spelers
app-head-to-head-games = { $games ->
        [one] { $games } spel samen
       *[other] { $games } spellen samen
    }
app-head-to-head-ahead = { $player } voor: { $games }
app-head-to-head-ties = Gelijk: { $ties }
app-head-to-head-averages = Gemiddeld: { $a } { $aAverage }, { $b } { $bAverage }
