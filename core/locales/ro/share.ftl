### Rezultatul unui joc trimis într-un mesaj sau într-o imagine, și comentariile
### jocurilor exportate pentru BG Stats și BoardGameGeek.

# $date: ziua în care a început (AAAA-LL-ZZ); $edition: numele ediției
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Joc în desfășurare
share-winner = 🏆 { $name } câștigă cu { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
# $names: câștigătorii la egalitate, uniți („Ann și Ben”)
share-tied-winners = 🏆 { $names } câștigă împreună cu { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
share-standing = { $rank }. { $name }: { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
# $list: numele extensiilor, unite
share-expansions = Extensii: { $list }
share-base-game = Joc de bază
share-turns = { $turns ->
        [one] { $turns } tură
        [few] { $turns } ture
       *[other] { $turns } de ture
    }
share-minutes = { $minutes } min
share-recorded = Numărat cu Tally
share-standings-final = Clasament final
share-standings-current = Clasament până acum
share-chart-title = Scorul după fiecare tură
# Ultimul punct al graficului: după evaluarea de la sfârșitul jocului
share-chart-end = final
export-comment = Numărat cu Tally · { $edition }
export-comment-expansions = Numărat cu Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = nu este terminat, iar BG Stats înregistrează doar jocuri terminate (terminați-l sau exportați-l pentru BoardGameGeek, care îl marchează ca incomplet)
format-picture = o imagine (PNG)
picture-failed = nu a putut fi desenată ({ $error })
export-bgstats-no-me = BG Stats trebuie să știe ce jucător ești: marchează-te mai întâi printre jucători (Setări sau `tally roster me NUME`)
bgg-form-title = Înregistrează această partidă pe BoardGameGeek (pagina jocului, „Record a play”), câmp cu câmp:
bgg-form-expansion = { $name } se înregistrează pe BoardGameGeek ca partidă separată:
share-seat-name = Jucătorul { $seat }
