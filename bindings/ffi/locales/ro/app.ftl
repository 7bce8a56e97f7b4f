# Textele proprii ale aplicațiilor.
app-name = Tally
app-score-it = Punctează

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Se încarcă…
app-ok = OK
app-back = Înapoi
app-cancel = Renunță
app-add = Adaugă
app-home = Acasă
app-open = Deschide
app-nobody = Nimeni
app-undo = Anulează
app-redo = Refă
app-home-resume = Partidă neterminată
app-home-resume-button = Continuă
app-home-new-game = Partidă nouă
app-home-history = Istoric ({ $games })
app-home-statistics = Statistici
app-home-players = Jucători ({ $players })
app-home-settings = Setări
app-home-other-unfinished = Alte partide neterminate
app-new-game-title = Partidă nouă
app-new-game-players = Jucători în ordinea turelor ({ $count })
app-new-game-from-roster = Adaugă din listă:
app-new-game-new-player = Jucător nou
app-new-game-edition = Ediția
app-new-game-presets = Selecție rapidă
app-new-game-expansions = Extensii ({ $chosen } alese)
app-new-game-variants = Variante de reguli
app-new-game-start = Începe partida
app-selected-of = { $chosen } din { $of }
app-group-major = Extensii mari
app-group-minor = Miniextensii
app-group-other = Alte extensii
app-group-print-and-play = Print & Play și Cut & Play
app-group-fan = Extensii ale fanilor
app-move-up = Mută-l pe { $name } mai sus
app-remove = Scoate-l pe { $name }
app-turn-of = Tura { $turn } · { $player }
app-step-now = Pasul: { $step }
app-second-part-short = partea a doua
app-phase-playing = În joc
app-phase-end-game = Punctajul final
app-phase-finished = Încheiată
app-figure-at = pionul de scor { $figure } pe { $space }
app-space-at = spațiul { $space }
app-robber-on = haiduc pe { $space }
app-last-entry = Ultima: { $summary }
app-score-feature-completed = Punctează un teritoriu terminat
app-score-feature-end-of-game = Punctează un teritoriu neterminat
app-events = Evenimente
app-step-description = Pasul { $code }, { $name }
app-table = Masa
app-end-turn = Încheie tura
app-place-robber = Plasează un haiduc
app-second-part = Partea a doua (constructor)
app-start-end-game = Sfârșitul jocului
app-end-game-walkthrough = Punctajul final
app-see-results = Rezultate
app-reopen = Redeschide punctajul final
app-timeline = Desfășurarea
app-correct = Corectează un scor
app-correct-whose = Al cui scor?
app-correct-points = Puncte (negative pentru a lua)
app-correct-reason = De ce (ex. mănăstire uitată)
app-correct-apply = Aplică corecția
app-robber-whose = Al cui haiduc?
app-robber-where = Pe ce spațiu?
app-robber-nowhere = Nicio figură de scor a altui jucător lângă care să stea.
app-robber-to-space = Haiducul pe spațiul { $space }
app-robber-choice-title = Haiducul alege
app-robber-choice-body = Haiducul lui { $owner } pe spațiul { $space }: de la cine ia puncte?
app-which-figure = Ce pion de scor înaintează
app-figure-on = Pionul de scor { $figure } (pe { $space })
app-figure-number = pionul de scor { $figure }
app-breakdown = Detaliere
app-breakdown-nobody = Nimeni nu punctează.
app-score-round = Punctează toate { $items }
app-remove-from-round = Scoate { $item } din această evaluare
app-another-feature = Alt teritoriu terminat de acest cartonaș
app-nobody-scores = Nimeni nu punctează: înregistrează oricum
app-edit-entry = Modifică intrarea #{ $seq }
app-save-edit = Salvează modificarea
app-entry-changes = #{ $seq } devine: { $summary }
app-scores-after = Scorurile după modificare
app-field-of-player = { $field }, { $player }
app-decrease = Scade { $label }
app-increase = Crește { $label }
app-dispatch-title = Depeșă
app-dispatch-resolve = Aplică depeșa
app-dispatch-choose = Depeșa trasă
app-dispatch-meeple-feature = Teritoriul meeple-ului
app-dispatch-feature-form = { $feature }, ca la sfârșitul jocului
app-end-game-title = Punctajul final
app-end-game-progress = { $index } din { $of }
app-end-game-not-yet = Nimic punctat încă.
app-end-game-scored = { $times ->
        [one] Punctat o dată.
        [few] Punctat de { $times } ori.
       *[other] Punctat de { $times } de ori.
    }
app-end-game-score = Punctează
app-end-game-next = Următorul
app-automatic = automat
app-at-the-finish = La încheiere
app-finish-game = Clasamentul final
app-results-title = Rezultate
app-results-provisional = Punctajul final nu s-a încheiat: clasament provizoriu.
app-share-result = Partajează rezultatul
app-export-for-bg-stats = Exportă pentru BG Stats
app-export-for-bgg = Exportă pentru BoardGameGeek
app-tied = la egalitate
app-category-roads = Drumuri
app-category-cities = Orașe
app-category-cloisters = Mănăstiri
app-category-fields = Câmpuri
app-category-features = Teritorii
app-category-bonuses = Bonusuri
app-category-dispatches = Depeșe
app-category-robbers = Haiduci
app-category-corrections = Corecții
app-history-title = Istoric
app-history-empty = Nicio partidă încă.
app-finished-only = Doar partidele încheiate
app-finished = încheiată
app-unfinished = neterminată
app-expansions-count = extensii: { $count }
app-detail-title = Partida
app-detail-chart = Scorurile tură cu tură
app-end-short = Final
app-timeline-hint = Atinge o intrare ca s-o modifici sau s-o ștergi.
app-entry-options = Modifică sau șterge
app-entry-title = #{ $seq } { $summary }
app-edit-entry-button = Modifică
app-delete-entry = Șterge
app-delete-changes = Ștergerea schimbă
app-confirm-delete = Șterge această intrare
app-statistics-title = Statistici
app-statistics-empty = Încheie o partidă ca să vezi statisticile.
app-stats-win-rate = Rata de victorii
app-stats-average = Media
app-stats-best = Cel mai bun
app-stats-worst = Cel mai slab
app-stats-best-feature = Cel mai valoros: { $feature } ({ $points })
app-stats-longest-feature = Cel mai lung: { $feature } ({ $size })
app-players-title = Jucători
app-players-add = Jucător nou
app-players-name = Nume
app-edit-player = Modifică { $name }
app-rename = Redenumește
app-merge-into = { $name } este aceeași persoană cu:
app-merge-description = Unește { $duplicate } cu { $keep }
app-settings-title = Setări
app-settings-backup = Salvează și mută partidele
app-settings-export = Exportă toate partidele (partajează)
app-settings-import = Importă partide dintr-un fișier
app-settings-about = Despre
app-settings-about-body = Tally ține scorul la Carcassonne după regulile oficiale ale extensiilor în joc. Fiecare punct vine cu detalierea lui.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    })
app-player-row = { $name }, { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
app-track-player = { $name }: { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }, { $figures ->
        [one] pion de scor pe spațiul
        [few] pioni de scor pe spațiile
       *[other] pioni de scor pe spațiile
    } { $spaces }
app-track-robber = haiduc pe spațiul { $space }
app-track-description = Tabla de scor. { $players }
app-round-items = Acest cartonaș termină { $items ->
        [one] { $items } teritoriu
        [few] { $items } teritorii
       *[other] { $items } de teritorii
    }
app-standing = Locul { $rank }, { $name }, { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
app-chart-description = Graficul scorurilor. { $finals }
app-chart-final = { $name } termină cu { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }
app-players-games = { $games ->
        [one] { $games } partidă
        [few] { $games } partide
       *[other] { $games } de partide
    }
app-settings-games = { $games ->
        [one] { $games } partidă pe acest telefon.
        [few] { $games } partide pe acest telefon.
       *[other] { $games } de partide pe acest telefon.
    }
app-settings-exported = { $games ->
        [one] { $games } partidă exportată.
        [few] { $games } partide exportate.
       *[other] { $games } de partide exportate.
    }
app-settings-imported = { $imported ->
        [one] { $imported } partidă importată
        [few] { $imported } partide importate
       *[other] { $imported } de partide importate
    }, existente deja: { $skipped }.
app-stats-wins = Victorii: { $wins } din { $games }
app-dispatch-body = Pionul de scor al lui { $player } pe spațiul întunecat { $space }: două puncte sau o depeșă.
app-their-turn = este la rând
app-colour = { $colour }
app-undone = Anulat: { $summary }
app-redone = Refăcut: { $summary }
app-passed-lap = { $player } trece de { $points }: ia un cartonaș 50/100
app-foreign-log-title = Un jurnal care nu este al acestei baze de date
app-foreign-log-body = Tally poate păstra acest jurnal deoparte, redenumit lângă fișier, și poate deschide partidele așa cum sunt în fișier.
app-foreign-log-set-aside = Pune-l deoparte și deschide
app-foreign-log-leave = Închide Tally
app-settings-keep-screen-on = Ecranul rămâne aprins în timpul partidei
app-settings-version = Versiunea { $version }
app-settings-language = Limba: { $language } (a telefonului; se schimbă din setările lui)
app-last-change = Ultima modificare: { $ago }
app-share-game = Trimite această partidă
app-rematch = Revanșă (aceiași jucători, începe următorul)
app-rematch-missing = { $count ->
        [one] { $names } nu mai este în lista de jucători: începeți o partidă nouă.
        [few] { $names } nu mai sunt în lista de jucători: începeți o partidă nouă.
       *[other] { $names } nu mai sunt în lista de jucători: începeți o partidă nouă.
    }
app-delete-game = Șterge această partidă
app-delete-game-question = Ștergeți această partidă?
app-delete-game-body = Dispare definitiv, cu { $entries ->
        [one] { $entries } înregistrare
        [few] { $entries } înregistrări
       *[other] { $entries } de înregistrări
    }.
app-delete-game-being-played = Această partidă este deschisă la masă: ieșiți întâi din tabela ei.
app-last-tile-placed = A fost pus ultimul cartonaș?
app-last-tile-placed-body = Începe evaluarea de la sfârșitul jocului: urmează teritoriile neterminate și restul evaluării.
app-begin-end-game = Începe evaluarea de la sfârșitul jocului
app-finish-question = Încheiați partida?
app-finish-body = Clasamentul devine final; evaluarea de la sfârșitul jocului se poate redeschide din rezultate.
app-finish-confirm = Încheie
app-merge-body = Partidele lui { $duplicate } devin ale lui { $keep }. Nu se poate anula.
app-merge = Unește
app-head-to-head = Față în față: alegeți doi jucători
app-head-to-head-games = { $games ->
        [one] { $games } partidă împreună
        [few] { $games } partide împreună
       *[other] { $games } de partide împreună
    }
app-head-to-head-ahead = { $player } înainte: { $games }
app-head-to-head-ties = Egalități: { $ties }
app-head-to-head-averages = Medie: { $a } { $aAverage }, { $b } { $bAverage }
