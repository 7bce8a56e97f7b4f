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
