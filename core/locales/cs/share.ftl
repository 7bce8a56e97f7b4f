### Výsledek hry sdílený ve zprávě nebo na obrázku a komentáře her exportovaných
### pro BG Stats a BoardGameGeek.

# $date: den, kdy začala (RRRR-MM-DD); $edition: název edice
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Hra probíhá
share-winner = 🏆 { $name } vyhrává s { $points ->
        [one] { $points } bodem
        [few] { $points } body
       *[other] { $points } body
    }
# $names: hráči, kteří se dělí o vítězství, spojení („Ann a Ben“)
share-tied-winners = 🏆 { $names } se dělí o vítězství s { $points ->
        [one] { $points } bodem
        [few] { $points } body
       *[other] { $points } body
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }
# $list: názvy rozšíření, spojené
share-expansions = Rozšíření: { $list }
share-base-game = Základní hra
share-turns = { $turns ->
        [one] { $turns } tah
        [few] { $turns } tahy
       *[other] { $turns } tahů
    }
share-minutes = { $minutes } min
share-recorded = Počítáno v Tally
share-standings-final = Konečné pořadí
share-standings-current = Dosavadní pořadí
share-chart-title = Skóre po každém tahu
# Poslední bod grafu: po závěrečném hodnocení
share-chart-end = konec
export-comment = Počítáno v Tally · { $edition }
export-comment-expansions = Počítáno v Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = není dohraná a BG Stats zaznamenává jen dohrané hry (dohrajte ji, nebo ji exportujte pro BoardGameGeek, který ji označí jako neúplnou)
format-picture = obrázek (PNG)
picture-failed = nepodařilo se jej nakreslit ({ $error })
export-bgstats-no-me = BG Stats potřebuje vědět, který hráč jsi ty: nejdřív se mezi hráči označ (Nastavení nebo `tally roster me JMÉNO`)
bgg-form-title = Zapiš tuto hru na BoardGameGeek (stránka hry, „Record a play“), pole po poli:
bgg-form-expansion = { $name } se na BoardGameGeek zapisuje jako samostatná hra:
share-seat-name = Hráč { $seat }
