# De eigen teksten van de apps.
app-name = Tally
app-score-it = Tellen

## iOS
## De eigen teksten van de iOS-app (ios/Tally, ios/TallyKit), getoond met `tx`.

app-ios-colour = { $colour }
app-ios-undid = Ongedaan gemaakt: { $entry }
app-ios-undid-nothing-named = Ongedaan gemaakt
app-ios-redid = Opnieuw gedaan: { $entry }
app-ios-redid-nothing-named = Opnieuw gedaan
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } passeert { $points }.
app-ios-figure-passes = { $player }, telhorige { $figure }: passeert { $points }.
app-ios-lap-tile-new = Neem een 50/100-tegel met de 50 boven.
app-ios-lap-tile-turn = Draai de 50/100-tegel om naar de 100.
app-ios-rematch-missing = { $count ->
    [one] { $names } staat niet meer bij de spelers (samengevoegd met een ander). Begin liever een nieuw spel.
   *[other] { $names } staan niet meer bij de spelers (samengevoegd met anderen). Begin liever een nieuw spel.
}
app-ios-category-roads = Wegen
app-ios-category-cities = Steden
app-ios-category-cloisters = Kloosters
app-ios-category-fields = Weiden
app-ios-category-features = Andere projecten
app-ios-category-bonuses = Bonussen
app-ios-category-dispatches = Berichten
app-ios-category-robbers = Rovers
app-ios-category-corrections = Correcties
app-ios-group-major = Grote uitbreidingen
app-ios-group-minor = Mini-uitbreidingen
app-ios-group-other = Andere uitbreidingen
app-ios-group-print-and-play = Print & Play
app-ios-group-fan = Fan-uitbreidingen
app-ios-phase-playing = Bezig
app-ios-phase-end-game = Eindtelling
app-ios-phase-finished = Afgelopen
app-ios-problem-too-few = Voeg minstens twee spelers toe.
app-ios-problem-too-many = Hoogstens acht spelers.
app-ios-problem-missing-name = Elke speler heeft een naam nodig.
app-ios-problem-same-name = Twee spelers heten { $name }.
app-ios-problem-same-colour = Twee spelers hebben dezelfde kleur.
app-ios-step = Stap
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Tel dit op tafel.
app-ios-refusal-here = De laatste weigering ging over deze invoer.
app-ios-filled-in-by-tally = Ingevuld door Tally: het is die van de speler aan de beurt.
app-ios-nobody = Niemand
app-ios-not-chosen = Niet gekozen
app-ios-empty = leeg
app-ios-nobody-scores = Niemand krijgt punten.
app-ios-fill-in-to-see-points = Vul het formulier in om de punten te zien.
app-ios-breakdown = Opbouw
app-ios-scoring-figure-number = telhorige { $figure }
app-ios-scoring-figure-of = Telhorige van { $player }
app-ios-which-figure-moves = Welke telhorige verschuift
app-ios-which-figure-moves-footer = De telhorige die Tally zou verschuiven blijft gekozen tot je een andere kiest.
app-ios-figure-on-space = Telhorige { $figure }: vak { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, donker vak
app-ios-change-player = { $player }: nu { $before }, daarna { $after }
app-ios-entries-that-change = Regels die veranderen: { $entries }
app-ios-entries-that-go = Regels die verdwijnen: { $entries }
app-ios-what-this-changes = Wat dit verandert
app-ios-nothing-changed = Niets veranderd
app-ios-ok = OK
app-ios-scoring-track = Scoretableau
app-ios-space-number = Vak { $space }
app-ios-dark-space-number = Vak { $space }, donker vak
app-ios-player-figure = { $player }, telhorige { $figure }
app-ios-robber-of = rover van { $player }
app-ios-lap-tile = 50/100-tegel: { $value }
app-ios-another-feature = Nog een project dat deze tegel afmaakt
app-ios-another-feature-footer = Alles in één ronde wordt samen geteld: donkere vakken en rovers worden één keer afgehandeld, aan het eind ervan.
app-ios-nobody-scores-record-anyway = Niemand krijgt punten: toch vastleggen
app-ios-nobody-scores-items = Niemand krijgt punten: { $items }
app-ios-cancel = Annuleren
app-ios-remove-from-round = Uit de ronde halen
app-ios-round = Eén ronde
app-ios-replace = Vervangen
app-ios-dispatch-drawn = Telhorige { $figure } van { $player } staat op donker vak { $space }: { $player } trekt een bericht.
app-ios-dispatch = Bericht
app-ios-feature = Project
app-ios-choose = Kiezen
app-ios-resolve-dispatch = Bericht uitvoeren
app-ios-undo-last-scoring = De laatste telling ongedaan maken
app-ios-robber-chooses = Meerdere telhorigen verlieten deze ronde vak { $space }: { $player } kiest van wie de rover de punten neemt.
app-ios-points-scored = { $points ->
    [one] { $points } punt gescoord
   *[other] { $points } punten gescoord
}
app-ios-rob = Beroven
app-ios-robber = Rover
app-ios-robber-of-heading = Rover van
app-ios-no-figure-to-rob = Er staat nog geen telhorige van een andere speler op het scoretableau.
app-ios-space-with = Vak { $space }: { $names }
app-ios-robber-spaces = Op een vak met de telhorige van een andere speler
app-ios-place-robber = Een rover zetten
app-ios-place = Zetten
app-ios-robber-owner-on-space = { $player } (op vak { $space })
app-ios-player = Speler
app-ios-points = Punten
app-ios-reason = Reden
app-ios-correction-footer = Negatieve punten trekken punten af. Elke correctie bewaart haar reden in het logboek.
app-ios-correction = Correctie
app-ios-edit-correction = De correctie wijzigen
app-ios-record = Vastleggen
app-ios-entry-heading = Regel
app-ios-delete-entry = De regel verwijderen
app-ios-delete-entry-footer = De latere regels worden zonder haar opnieuw afgespeeld.
app-ios-delete-an-entry = Een regel verwijderen
app-ios-next = Volgende
app-ios-end-game-next-footer = Tel elk onderdeel voor elke betrokken speler zo vaak als nodig, en ga dan verder.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-ios-standings = Eindstand
app-ios-finish-game = Het spel beëindigen
app-ios-items-not-scored = { $count ->
    [one] { $count } onderdeel nog niet geteld.
   *[other] { $count } onderdelen nog niet geteld.
}
app-ios-undo = Ongedaan maken
app-ios-undo-hint = Neemt de laatste regel terug en zegt welke.
app-ios-redo = Opnieuw
app-ios-redo-hint = Doet opnieuw wat ongedaan werd gemaakt.
app-ios-scored-by-itself = Het spel telt dit zelf als het afloopt.
app-ios-times-scored = { $times ->
    [one] één keer geteld
   *[other] { $times } keer geteld
}
app-ios-not-scored-yet = Nog niet geteld
app-ios-nothing-scored-by-itself = Er wordt niets meer vanzelf geteld.
app-ios-scored-when-finished = Geteld als het spel afloopt
app-ios-finished-can-reopen = Een afgelopen spel kan weer worden geopend.
app-ios-finish-game-question = Het spel beëindigen?
app-ios-finish = Beëindigen
app-ios-rematch = Revanche
app-ios-rematch-footer = Een revanche: dezelfde spelers en uitbreidingen; de tweede speler begint.
app-ios-game-detail = Details en verloop van het spel
app-ios-reopen = De eindtelling heropenen
app-ios-done = Klaar
app-ios-results = Uitslag
app-ios-share-victory = { $names } delen de overwinning
app-ios-wins = { $player } wint
app-ios-share-result = De uitslag delen
app-ios-export-bgstats = Exporteren voor BG Stats
app-ios-export-bgg = Exporteren voor BoardGameGeek
app-ios-log-in-bg-stats = Dit spel in BG Stats registreren
app-ios-log-on-bgg = Op BoardGameGeek registreren (de velden om te kopiëren)
app-ios-settings-me = Van wie deze telefoon is
app-ios-settings-me-footer = Bestanden voor BG Stats zeggen van wie ze zijn: kies jezelf bij de spelers.
app-ios-settings-me-nobody = Niemand gekozen
app-ios-new-game = Nieuw spel
app-ios-last-played = Laatst gespeeld { $when }
app-ios-opens-scoreboard = Opent het speloverzicht
app-ios-resume = Verdergaan
app-ios-recent-games = Recente spellen
app-ios-history = Geschiedenis
app-ios-statistics = Statistieken
app-ios-players = Spelers
app-ios-settings = Instellingen
app-ios-expansion-count = { $count ->
    [one] { $count } uitbreiding
   *[other] { $count } uitbreidingen
}
app-ios-no-games = Geen spellen
app-ios-no-games-description = Afgelopen en lopende spellen verschijnen hier.
app-ios-unfinished-badge = lopend
app-ios-all-players = Alle spelers
app-ios-games = Spellen
app-ios-all-games = Alle spellen
app-ios-unfinished = Lopend
app-ios-expansion = Uitbreiding
app-ios-any-expansion = Elke uitbreiding
app-ios-filter = Filteren
app-ios-delete-game-question = Dit spel verwijderen?
app-ios-delete-game = Het spel verwijderen
app-ios-delete-game-being-played = Het spel van { $names } loopt op deze telefoon: verwijderen beëindigt het. Het verdwijnt uit de geschiedenis en de statistieken. Exporteer het eerst om een kopie te houden.
app-ios-delete-game-message = Het spel van { $names } verdwijnt uit de geschiedenis en de statistieken. Exporteer het eerst om een kopie te houden.
app-ios-score-progression = Verloop van de scores
app-ios-turn-of = Beurt { $turn } · { $player }
app-ios-game = Spel
app-ios-share = Delen
app-ios-export = Exporteren
app-ios-open-scoreboard = Het speloverzicht openen
app-ios-more = Meer
app-ios-turn = Beurt
app-ios-edition = Editie
app-ios-start = Starten
app-ios-new-player = Nieuwe speler
app-ios-add = Toevoegen
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
})
app-ios-add-from-players = Toevoegen uit de spelers
app-ios-players-in-turn-order = Spelers in beurtvolgorde
app-ios-players-footer = Sleep om de volgorde te veranderen. Elke speler heeft een eigen kleur.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, inhoud onbevestigd)
app-ios-apply-preset = Een snelle keuze toepassen
app-ios-clear-expansions = Alle uitbreidingen uitzetten
app-ios-presets = Snelle keuzes
app-ios-presets-footer = Big Box 1 tot 7, beperkte edities en meer kiezen hun uitbreidingen en editie in één keer.
app-ios-rule-variants = Regelvarianten
app-ios-colour-heading = Kleur
app-ios-colour-of = Kleur van { $player }
app-ios-name = Naam
app-ios-from-players-list = Uit de spelerslijst
app-ios-off = Uit
app-ios-some-components = Enkele onderdelen
app-ios-on = Aan
app-ios-no-players = Nog geen spelers
app-ios-no-players-description = Spelers komen op de lijst als ze een spel spelen, of voeg ze hier toe.
app-ios-add-player = Speler toevoegen
app-ios-rename = Hernoemen
app-ios-rename-message = De nieuwe naam vervangt { $player } in elk spel.
app-ios-merge-question = Spelers samenvoegen?
app-ios-merge-into = { $duplicate } samenvoegen met { $keep }
app-ios-merge-message = De spellen van { $duplicate } worden die van { $keep }, en { $duplicate } verdwijnt van de lijst.
app-ios-game-count = { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
app-ios-favourite-colour = Lievelingskleur
app-ios-merge-into-menu = Samenvoegen met…
app-ios-keep-screen-on = Het scherm aan laten tijdens een spel
app-ios-at-the-table = Aan tafel
app-ios-keep-screen-on-footer = De telefoon wordt niet donker zolang er een spel open is.
app-ios-games-stored = Opgeslagen spellen
app-ios-share-export = De export delen
app-ios-export-all = Alle spellen exporteren
app-ios-import = Spellen importeren
app-ios-import-report = { $imported ->
    [one] { $imported } spel geïmporteerd
   *[other] { $imported } spellen geïmporteerd
} · { $skipped ->
    [one] { $skipped } al opgeslagen
   *[other] { $skipped } al opgeslagen
}
app-ios-your-games = Jullie spellen
app-ios-your-games-footer = Een export is een JSON-document met elk spel, zijn spelers en zijn logboek. Importeren slaat spellen over die al opgeslagen zijn.
app-ios-about = Over Tally
app-ios-version = Versie
app-ios-language = Taal
app-ios-about-rules = De punten volgen de officiële regels van elke uitbreiding; elke score toont haar opbouw met het kenmerk van de regel.
app-ios-no-statistics = Nog geen statistieken
app-ios-no-statistics-description = Maak een spel af om statistieken te zien.
app-ios-first-player = Eerste speler
app-ios-second-player = Tweede speler
app-ios-games-together = Spellen samen
app-ios-player-ahead = { $player } voor
app-ios-ties = Gelijkspel
app-ios-averages = Gemiddelden
app-ios-head-to-head = Onderling
app-ios-win-count = { $wins ->
    [one] { $wins } zege
   *[other] { $wins } zeges
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Beste score
app-ios-worst-score = Slechtste score
app-ios-category = Categorie
app-ios-average-by-category = Gemiddelde punten per categorie
app-ios-longest-feature = Grootste project
app-ios-most-valuable-feature = Waardevolste project
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } tegel
   *[other] { $tiles } tegels
}, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
app-ios-turn-number = Beurt { $turn }
app-ios-table-mode = Tafelweergave
app-ios-list-mode = Lijst
app-ios-last-tile-question = Is de laatste tegel gelegd?
app-ios-begin-end-game = De eindtelling beginnen
app-ios-begin-end-game-message = Daarna worden onafgebouwde projecten en eindbonussen geteld. Dit kan ongedaan worden gemaakt.
app-ios-last-entries = Laatste regels
app-ios-timeline = Logboek
app-ios-timeline-hint = Toont elke regel; daar kunnen regels worden gewijzigd of verwijderd.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-ios-player-score-active = { $player }, aan de beurt: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-ios-incomplete-features = Onafgebouwde projecten
app-ios-completed-features = Afgebouwde projecten
app-ios-earlier-steps = Eerdere stappen van deze beurt
app-ios-second-part = Bouwmeester: tweede deel
app-ios-end-of-game = Einde van het spel
app-ios-end-game-walkthrough = Stap voor stap door de eindtelling
app-ios-live-table = Live tafel
app-ios-end-turn = Beurt beëindigen
app-ios-end-turn-hint = De volgende speler begint.
app-ios-second-part-builder = Tweede deel (bouwmeester)
app-ios-step-code = Stap { $code }
app-ios-active-player = Speler aan de beurt
app-ios-score-points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
app-ios-dark-space = donker vak
app-ios-robber-on-space = Rover op vak { $space }
app-ios-now = nu
app-ios-opens-score-form = Opent het telformulier
app-ios-turn-step = Beurt { $turn } · { $code }
app-ios-nothing-recorded = Nog niets vastgelegd.
app-ios-delete = Verwijderen
app-ios-edit = Wijzigen
app-ios-older-entries = Oudere regels tonen
app-ios-close = Sluiten
app-ios-game-cannot-open = Dit spel kan niet worden geopend
app-ios-foreign-log-title = Een logbestand naast de database hoort er niet bij
app-ios-foreign-log-message = { $reason } Tally kan dat logbestand opzijzetten (het blijft naast het bestand) en de database openen zoals het bestand haar bevat.
app-ios-set-aside-log = Het logbestand opzijzetten en openen
app-ios-cannot-open-database = Tally kan zijn database niet openen

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
app-robber-on = rover op vak { $space }
app-last-entry = Laatst: { $summary }
app-score-feature-completed = Voltooid project tellen
app-score-feature-end-of-game = Onafgebouwd project tellen
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
app-live-table = Live tafel
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
app-log-in-bg-stats = Dit spel in BG Stats registreren
app-log-on-bgg = Op BoardGameGeek registreren (de velden om te kopiëren)
app-settings-me = Van wie deze telefoon is
app-settings-me-body = Bestanden voor BG Stats zeggen van wie ze zijn: kies jezelf bij de spelers.
app-settings-me-nobody = Niemand gekozen
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
app-last-tile-placed-body = De eindtelling begint: daarna worden onafgebouwde projecten en de rest van de eindtelling geteld.
app-begin-end-game = Eindtelling beginnen
app-finish-question = Het spel beëindigen?
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

## Beide apps: de grafieken van de statistieken (android feature/statistics, TallyKit Statistics)
app-stats-charts = Grafieken
app-stats-wins-heading = Overwinningen
app-stats-rating-heading = Rating
app-stats-rating-explained = Schatting ± onzekerheid, uit alle spellen in de volgorde waarin ze gespeeld zijn; gerangschikt naar de schatting min drie keer de onzekerheid.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
app-stats-record-feature = { $name }: { $tiles ->
        [one] { $tiles } tegel
       *[other] { $tiles } tegels
    }, { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
app-stats-record-points = { $name }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
app-stats-record-lead = { $name } won met { $lead ->
        [one] { $lead } punt
       *[other] { $lead } punten
    } voorsprong bij { $points }
app-stats-open-game = Spel openen
app-stats-points-by-category = Punten per categorie
app-stats-points-chart = Punten per categorie { $games ->
        [one] in het laatste spel
       *[other] in de laatste { $games } spellen
    }
app-stats-score-and-place = Score en plaats
app-stats-scores = Scores, het oudste spel eerst: { $scores }
app-stats-places = Plaatsen, het oudste spel eerst: { $places }
app-stats-by-players = Winstpercentage naar aantal spelers
app-stats-players-count = { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }
app-stats-by-expansion = Winstpercentage per uitbreiding
app-stats-rating-history = Rating na elk spel
app-stats-rating-chart = Rating van { $first } tot { $last }
app-stats-pair-chart = { $a } voor: { $ahead }, gelijk: { $ties }, { $b } voor: { $behind }
app-stats-pair-scores = Scores van { $a } en { $b } in hun spellen samen, het oudste eerst
