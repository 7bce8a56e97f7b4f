### De uitslag van een spel voor een chatbericht of een afbeelding, en het commentaar
### bij spellen die voor BG Stats en BoardGameGeek worden geëxporteerd.

# $date: de dag waarop het begon (JJJJ-MM-DD); $edition: de naam van de editie
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Spel nog bezig
share-winner = 🏆 { $name } wint met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
# $names: de gelijk geëindigde winnaars, samengevoegd ("Ann en Ben")
share-tied-winners = 🏆 { $names } winnen samen met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
# $list: de namen van de uitbreidingen, samengevoegd
share-expansions = Uitbreidingen: { $list }
share-base-game = Basisspel
share-turns = { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }
share-minutes = { $minutes } min
share-recorded = Geteld met Tally
share-standings-final = Eindstand
share-standings-current = Stand tot nu toe
share-chart-title = Score na elke beurt
# Het laatste punt van de grafiek: na de eindtelling
share-chart-end = einde
export-comment = Geteld met Tally · { $edition }
export-comment-expansions = Geteld met Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = het is niet afgelopen, en BG Stats legt alleen afgelopen spellen vast (maak het af, of exporteer het voor BoardGameGeek, dat het als onvolledig markeert)
format-picture = een afbeelding (PNG)
picture-failed = ze kon niet worden getekend ({ $error })
export-bgstats-no-me = BG Stats moet weten welke speler jij bent: markeer jezelf eerst bij de spelers (Instellingen, of `tally roster me NAAM`)
bgg-form-title = Registreer dit spel op BoardGameGeek (de pagina van het spel, ‘Record a play’), veld voor veld:
bgg-form-expansion = { $name } wordt op BoardGameGeek als een apart spel geregistreerd:
share-seat-name = Speler { $seat }
