# De eigen teksten van de apps.

## Words many screens use

app-name = Tally
app-score-it = Tellen
app-colour = { $colour }
app-undone = Ongedaan gemaakt: { $entry }
app-undid-nothing-named = Ongedaan gemaakt
app-redone = Opnieuw gedaan: { $entry }
app-redid-nothing-named = Opnieuw gedaan
app-nobody = Niemand
app-not-chosen = Niet gekozen
app-empty = leeg
app-ok = OK
app-cancel = Annuleren
app-replace = Vervangen
app-choose = Kiezen
app-place = Zetten
app-player = Speler
app-points = Punten
app-reason = Reden
app-record = Vastleggen
app-next = Volgende
app-undo = Ongedaan maken
app-undo-hint = Neemt de laatste regel terug en zegt welke.
app-redo = Opnieuw
app-redo-hint = Doet opnieuw wat ongedaan werd gemaakt.
app-done = Klaar
app-share = Delen
app-export = Exporteren
app-more = Meer
app-turn = Beurt
app-edition = Editie
app-add = Toevoegen
app-name-field = Naam
app-off = Uit
app-on = Aan
app-delete = Verwijderen
app-edit = Wijzigen
app-close = Sluiten
app-loading = Laden…
app-back = Terug
app-home = Start
app-open = Openen
app-selected-of = { $chosen } van { $of }
app-move-up = { $name } naar voren
app-remove = { $name } verwijderen
app-field-of-player = { $field }, { $player }
app-decrease = { $label } verlagen
app-increase = { $label } verhogen
app-tied = gelijk

## Categories of points, groups of expansions, phases of a game

app-category-roads = Wegen
app-category-cities = Steden
app-category-cloisters = Kloosters
app-category-fields = Weiden
app-category-features = Andere projecten
app-category-bonuses = Bonussen
app-category-dispatches = Berichten
app-category-robbers = Rovers
app-category-corrections = Correcties
app-group-major = Grote uitbreidingen
app-group-minor = Mini-uitbreidingen
app-group-other = Andere uitbreidingen
app-group-print-and-play = Print & Play en Cut & Play
app-group-fan = Fan-uitbreidingen
app-phase-playing = Bezig
app-phase-end-game = Eindtelling
app-phase-finished = Afgelopen

## Home, the history and a game's page

app-game-detail = Details en verloop van het spel
app-new-game = Nieuw spel
app-last-played = Laatst gespeeld { $when }
app-opens-scoreboard = Opent het speloverzicht
app-resume = Verdergaan
app-recent-games = Recente spellen
app-history = Geschiedenis
app-statistics = Statistieken
app-players = Spelers
app-settings = Instellingen
app-expansion-count = { $count ->
    [one] { $count } uitbreiding
   *[other] { $count } uitbreidingen
}
app-no-games = Geen spellen
app-no-games-description = Afgelopen en lopende spellen verschijnen hier.
app-unfinished-badge = lopend
app-all-players = Alle spelers
app-games = Spellen
app-all-games = Alle spellen
app-unfinished-filter = Lopend
app-expansion = Uitbreiding
app-any-expansion = Elke uitbreiding
app-filter = Filteren
app-delete-game-question = Dit spel verwijderen?
app-delete-game = Het spel verwijderen
app-delete-game-ends-it = Het spel van { $names } loopt op deze telefoon: verwijderen beëindigt het. Het verdwijnt uit de geschiedenis en de statistieken. Exporteer het eerst om een kopie te houden.
app-delete-game-message = Het spel van { $names } verdwijnt uit de geschiedenis en de statistieken. Exporteer het eerst om een kopie te houden.
app-score-progression = Verloop van de scores
app-turn-of = Beurt { $turn } · { $player }
app-game = Spel
app-open-scoreboard = Het speloverzicht openen
app-home-resume = Onafgemaakt spel
app-home-history = Geschiedenis ({ $games })
app-home-players = Spelers ({ $players })
app-home-other-unfinished = Andere onafgemaakte spellen
app-finished = afgelopen
app-end-short = Einde
app-chart-description = Scoreverloop. { $finals }
app-chart-final = { $name } eindigt met { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    }

## A new game

app-problem-too-few = Voeg minstens twee spelers toe.
app-problem-too-many = Hoogstens acht spelers.
app-problem-missing-name = Elke speler heeft een naam nodig.
app-problem-same-name = Twee spelers heten { $name }.
app-problem-same-colour = Twee spelers hebben dezelfde kleur.
app-start-game = Spel starten
app-new-player = Nieuwe speler
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } spel
   *[other] { $games } spellen
})
app-add-from-players = Toevoegen uit de spelers
app-players-footer = Sleep om de volgorde te veranderen. Elke speler heeft een eigen kleur.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, inhoud onbevestigd)
app-apply-preset = Een snelle keuze toepassen
app-clear-expansions = Alle uitbreidingen uitzetten
app-presets = Snelle keuzes
app-presets-footer = Big Box 1 tot 7, beperkte edities en meer kiezen hun uitbreidingen en editie in één keer.
app-rule-variants = Regelvarianten
app-colour-heading = Kleur
app-colour-of = Kleur van { $player }
app-from-players-list = Uit de spelerslijst
app-some-components = Enkele onderdelen
app-new-game-players = Spelers in beurtvolgorde ({ $count })
app-new-game-expansions = Uitbreidingen ({ $chosen } gekozen)

## The scoreboard and the scoring track

app-passes = { $player } passeert { $points }.
app-figure-passes = { $player }, telhorige { $figure }: passeert { $points }.
app-lap-tile-new = Neem een 50/100-tegel met de 50 boven.
app-lap-tile-turn = Draai de 50/100-tegel om naar de 100.
app-step = Stap
app-step-named = Stap { $code }, { $name }
app-scoring-track = Scoretableau
app-space-number = Vak { $space }
app-dark-space-number = Vak { $space }, donker vak
app-player-figure = { $player }, telhorige { $figure }
app-robber-of = rover van { $player }
app-lap-tile = 50/100-tegel: { $value }
app-turn-number = Beurt { $turn }
app-table-mode = Tafelweergave
app-list-mode = Lijst
app-last-tile-question = Is de laatste tegel gelegd?
app-begin-end-game = De eindtelling beginnen
app-begin-end-game-message = Daarna worden onafgebouwde projecten en eindbonussen geteld. Dit kan ongedaan worden gemaakt.
app-last-entries = Laatste regels
app-timeline = Logboek
app-timeline-opens-hint = Toont elke regel; daar kunnen regels worden gewijzigd of verwijderd.
app-player-score = { $player }: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-player-score-active = { $player }, aan de beurt: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-incomplete-features = Onafgebouwde projecten
app-completed-features = Afgebouwde projecten
app-earlier-steps = Eerdere stappen van deze beurt
app-end-of-game = Einde van het spel
app-end-game-walkthrough = Stap voor stap door de eindtelling
app-live-table = Live tafel
app-end-turn = Beurt beëindigen
app-end-turn-hint = De volgende speler begint.
app-second-part = Tweede deel (bouwmeester)
app-step-code = Stap { $code }
app-active-player = Speler aan de beurt
app-score-points = { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}
app-dark-space = donker vak
app-robber-on-space = Rover op vak { $space }
app-now = nu
app-opens-score-form = Opent het telformulier
app-turn-step = Beurt { $turn } · { $code }
app-nothing-recorded = Nog niets vastgelegd.
app-older-entries = Oudere regels tonen
app-events = Gebeurtenissen

## The scoring form

app-count-on-the-board = Tel dit op tafel.
app-refusal-here = De laatste weigering ging over deze invoer.
app-filled-in-by-tally = Ingevuld door Tally: het is die van de speler aan de beurt.
app-breakdown-nobody = Niemand krijgt punten.
app-fill-in-to-see-points = Vul het formulier in om de punten te zien.
app-breakdown = Opbouw
app-figure-number = telhorige { $figure }
app-scoring-figure-of = Telhorige van { $player }
app-which-figure-moves = Welke telhorige verschuift
app-which-figure-moves-footer = De telhorige die Tally zou verschuiven blijft gekozen tot je een andere kiest.
app-figure-on-space = Telhorige { $figure }: vak { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, donker vak
app-another-feature = Nog een project dat deze tegel afmaakt
app-another-feature-footer = Alles in één ronde wordt samen geteld: donkere vakken en rovers worden één keer afgehandeld, aan het eind ervan.
app-nobody-scores-record-anyway = Niemand krijgt punten: toch vastleggen
app-nobody-scores-items = Niemand krijgt punten: { $items }
app-points-scored = { $points ->
    [one] { $points } punt gescoord
   *[other] { $points } punten gescoord
}
app-score-round = Alle { $items } tellen
app-remove-item-from-round = { $item } uit deze telling halen
app-round-items = Deze tegel voltooit { $items ->
        [one] { $items } project
       *[other] { $items } projecten
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Telhorige { $figure } van { $player } staat op donker vak { $space }: { $player } trekt een bericht.
app-dispatch = Bericht
app-dispatch-resolve = Bericht uitvoeren
app-undo-last-scoring = De laatste telling ongedaan maken
app-robber-chooses = Meerdere telhorigen verlieten deze ronde vak { $space }: { $player } kiest van wie de rover de punten neemt.
app-rob = Beroven
app-robber = Rover
app-robber-of-heading = Rover van
app-robber-nowhere = Er staat nog geen telhorige van een andere speler op het scoretableau.
app-space-with = Vak { $space }: { $names }
app-robber-spaces = Op een vak met de telhorige van een andere speler
app-place-robber = Een rover zetten
app-robber-owner-on-space = { $player } (op vak { $space })
app-correction-footer = Negatieve punten trekken punten af. Elke correctie bewaart haar reden in het logboek.
app-correction = Correctie
app-edit-correction = De correctie wijzigen
app-dispatch-choose = Het getrokken bericht
app-dispatch-meeple-feature = Het project van de horige
app-dispatch-feature-form = { $feature }, zoals aan het einde van het spel
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } punt
       *[other] { $points } punten
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: nu { $before }, daarna { $after }
app-entries-that-go = Regels die verdwijnen: { $entries }
app-what-this-changes = Wat dit verandert
app-nothing-changed = Niets veranderd
app-entry-heading = Regel
app-delete-entry = De regel verwijderen
app-delete-entry-footer = De latere regels worden zonder haar opnieuw afgespeeld.
app-delete-an-entry = Een regel verwijderen
app-entry-changes = #{ $seq } wordt: { $summary }
app-timeline-hint = Tik op een regel om hem te wijzigen of te verwijderen.
app-entry-options = Wijzigen of verwijderen

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } staat niet meer bij de spelers (samengevoegd met een ander). Begin liever een nieuw spel.
   *[other] { $names } staan niet meer bij de spelers (samengevoegd met anderen). Begin liever een nieuw spel.
}
app-end-game-next-footer = Tel elk onderdeel voor elke betrokken speler zo vaak als nodig, en ga dan verder.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } punt
   *[other] { $score } punten
}
app-standings = Eindstand
app-finish-game = Het spel beëindigen
app-items-not-scored = { $count ->
    [one] { $count } onderdeel nog niet geteld.
   *[other] { $count } onderdelen nog niet geteld.
}
app-scored-by-itself = Door het spel zelf geteld
app-times-scored = { $times ->
    [one] één keer geteld
   *[other] { $times } keer geteld
}
app-not-scored-yet = Nog niet geteld
app-nothing-scored-by-itself = Er wordt niets meer vanzelf geteld.
app-scored-when-finished = Geteld als het spel afloopt
app-finished-can-reopen = Een afgelopen spel kan weer worden geopend.
app-finish-game-question = Het spel beëindigen?
app-finish = Beëindigen
app-rematch = Revanche
app-rematch-footer = Een revanche: dezelfde spelers en uitbreidingen; de tweede speler begint.
app-reopen = De eindtelling heropenen
app-results = Uitslag
app-share-victory = { $names } delen de overwinning
app-wins = { $player } wint
app-share-result = De uitslag delen
app-export-bgstats = Exporteren voor BG Stats
app-export-bgg = Exporteren voor BoardGameGeek
app-log-in-bg-stats = Dit spel in BG Stats registreren
app-log-on-bgg = Op BoardGameGeek registreren (de velden om te kopiëren)
app-end-game-progress = { $index } van { $of }
app-results-provisional = De eindtelling is niet klaar: voorlopige stand.

## Players

app-no-players = Nog geen spelers
app-no-players-description = Spelers komen op de lijst als ze een spel spelen, of voeg ze hier toe.
app-add-player = Speler toevoegen
app-rename = Hernoemen
app-rename-message = De nieuwe naam vervangt { $player } in elk spel.
app-merge-question = Spelers samenvoegen?
app-merge-into = { $duplicate } samenvoegen met { $keep }
app-merge-message = De spellen van { $duplicate } worden die van { $keep }, en { $duplicate } verdwijnt van de lijst.
app-game-count = { $games ->
    [one] { $games } spel
   *[other] { $games } spellen
}
app-favourite-colour = Lievelingskleur
app-merge-into-menu = Samenvoegen met…
app-edit-player = { $name } bewerken

## Settings

app-settings-me = Van wie deze telefoon is
app-settings-me-footer = Bestanden voor BG Stats zeggen van wie ze zijn: kies jezelf bij de spelers.
app-settings-me-nobody = Niemand gekozen
app-keep-screen-on = Het scherm aan laten tijdens een spel
app-at-the-table = Aan tafel
app-keep-screen-on-footer = De telefoon wordt niet donker zolang er een spel open is.
app-games-stored = Opgeslagen spellen
app-share-export = De export delen
app-export-all = Alle spellen exporteren
app-import = Spellen importeren
app-import-report = { $imported ->
    [one] { $imported } spel geïmporteerd
   *[other] { $imported } spellen geïmporteerd
} · { $skipped ->
    [one] { $skipped } al opgeslagen
   *[other] { $skipped } al opgeslagen
}
app-your-games = Jullie spellen
app-your-games-footer = Een export is een JSON-document met elk spel, zijn spelers en zijn logboek. Importeren slaat spellen over die al opgeslagen zijn.
app-about = Over Tally
app-version = Versie
app-language = Taal
app-about-rules = De punten volgen de officiële regels van elke uitbreiding; elke score toont haar opbouw met het kenmerk van de regel.
app-settings-exported = { $games ->
        [one] { $games } spel geëxporteerd.
       *[other] { $games } spellen geëxporteerd.
    }

## Statistics and their charts

app-no-statistics = Nog geen statistieken
app-no-statistics-description = Maak een spel af om statistieken te zien.
app-first-player = Eerste speler
app-second-player = Tweede speler
app-games-together = Spellen samen
app-player-ahead = { $player } voor
app-ties = Gelijkspel
app-averages = Gemiddelden
app-head-to-head = Onderling
app-average = ⌀ { $average }
app-best-score = Beste score
app-worst-score = Slechtste score
app-category = Categorie
app-average-by-category = Gemiddelde punten per categorie
app-longest-feature = Grootste project
app-most-valuable-feature = Waardevolste project
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
app-stats-win-rate = Winstpercentage
app-stats-average = Gemiddeld
app-stats-wins = Gewonnen: { $wins } van { $games }
app-stats-charts = Grafieken
app-stats-wins-heading = Overwinningen
app-stats-rating-heading = Rating
app-stats-rating-explained = Schatting ± onzekerheid, uit alle spellen in de volgorde waarin ze gespeeld zijn; gerangschikt naar de schatting min drie keer de onzekerheid.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
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
app-stats-filters-heading = Filters
app-stats-filter-summary = Filters: { $filters }
app-stats-filter-clear = Filters wissen
app-stats-filter-years = Jaren
app-stats-filter-from = Van
app-stats-filter-to = Tot en met
app-stats-filter-any-year = Willekeurig jaar
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = sinds { $year }
app-stats-filter-until = tot en met { $year }
app-stats-filter-players = { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}
app-stats-filter-players-hint = Alleen spellen waarin alle gekozen spelers meespeelden.
app-stats-filter-expansions = Uitbreidingen
app-stats-filter-expansions-hint = Alleen spellen met alle gekozen uitbreidingen in het spel.
app-stats-filter-any-edition = Elke editie
app-stats-filter-no-games = Geen beëindigd spel past bij deze filters.
app-stats-open-entry = Het spel bij deze regel openen

## Opening the database

app-game-cannot-open = Dit spel kan niet worden geopend
app-foreign-log-title = Een logbestand naast de database hoort er niet bij
app-foreign-log-message = { $reason } Tally kan dat logbestand opzijzetten (het blijft naast het bestand) en de database openen zoals het bestand haar bevat.
app-foreign-log-set-aside = Het logbestand opzijzetten en openen
app-cannot-open-database = Tally kan zijn database niet openen
app-foreign-log-leave = Tally sluiten

## Aanschuiven aan een tafel die een andere telefoon aanbiedt

app-join-table = Aanschuiven aan een tafel
app-join-link-label = Link naar de tafel
app-join-link-hint = De link die de telefoon van de gastheer toont, of scan zijn QR-code.
app-join-scan = QR-code scannen
app-join-me-label = Je naam aan tafel
app-join-action = Aanschuiven
app-join-live = live
app-join-stale = verouderd sinds { $time }
app-join-viewer = Je volgt deze tafel; alleen de gastheer en de scorelinks leggen vast.
app-join-link-closed = Deze link opent de tafel niet meer.
app-join-kept = Het beëindigde spel staat in je geschiedenis als spel #{ $game }.
app-join-leave = De tafel verlaten
app-join-not-a-link = Dit is geen link naar een tafel: gebruik het adres dat de gastheer toont (http://…/t/…/) of scan zijn QR-code.
app-join-link-refused = De gastheer opent de tafel niet meer voor deze link (ingetrokken, of het spel verwijderd).
app-join-unreachable = De gastheer is onbereikbaar; er is niets vastgelegd. Zit deze telefoon op hetzelfde wifinetwerk?
app-join-damaged = De gastheer stuurde iets dat Tally niet kan lezen; er is niets vastgelegd.
app-join-left = Je hebt de tafel verlaten; er is niets vastgelegd.
app-join-host-decides = Alleen de telefoon van de gastheer kan dit; er is niets vastgelegd.
app-join-camera-denied = Tally mag de camera niet gebruiken: sta het toe in de instellingen van de telefoon, of typ de link.
