# Textele proprii ale aplicațiilor.

## Words many screens use

app-name = Tally
app-score-it = Punctează
app-colour = { $colour }
app-undone = Anulat: { $entry }
app-undid-nothing-named = Anulat
app-redone = Refăcut: { $entry }
app-redid-nothing-named = Refăcut
app-nobody = Nimeni
app-not-chosen = Neales
app-empty = gol
app-ok = OK
app-cancel = Renunțați
app-replace = Înlocuiți
app-choose = Alegeți
app-place = Așezați
app-player = Jucător
app-points = Puncte
app-reason = Motiv
app-record = Înregistrați
app-next = Următorul
app-undo = Anulați
app-undo-hint = Retrage ultima intrare și spune care a fost.
app-redo = Refaceți
app-redo-hint = Reface ce a fost anulat.
app-done = Gata
app-share = Partajați
app-export = Exportați
app-more = Mai mult
app-turn = Tură
app-edition = Ediție
app-add = Adăugați
app-name-field = Nume
app-off = Nu
app-on = Da
app-delete = Ștergeți
app-edit = Modificați
app-close = Închideți
app-loading = Se încarcă…
app-back = Înapoi
app-home = Acasă
app-open = Deschide
app-selected-of = { $chosen } din { $of }
app-move-up = Mută-l pe { $name } mai sus
app-remove = Scoate-l pe { $name }
app-field-of-player = { $field }, { $player }
app-decrease = Scade { $label }
app-increase = Crește { $label }
app-tied = la egalitate

## Categories of points, groups of expansions, phases of a game

app-category-roads = Drumuri
app-category-cities = Orașe
app-category-cloisters = Mănăstiri
app-category-fields = Câmpuri
app-category-features = Alte teritorii
app-category-bonuses = Bonusuri
app-category-dispatches = Depeșe
app-category-robbers = Haiduci
app-category-corrections = Corecții
app-group-major = Extensii mari
app-group-minor = Extensii mici
app-group-other = Alte extensii
app-group-print-and-play = Printează și Joacă (PnP) și Taie și Joacă (CnP)
app-group-fan = Extensii ale fanilor
app-phase-playing = În joc
app-phase-end-game = Evaluarea de la sfârșitul jocului
app-phase-finished = Terminat

## Home, the history and a game's page

app-game-detail = Detaliile și graficul jocului
app-new-game = Joc nou
app-last-played = Jucat ultima dată { $when }
app-opens-scoreboard = Deschide tabloul jocului
app-resume = Continuați
app-recent-games = Jocuri recente
app-history = Istoric
app-statistics = Statistici
app-players = Jucători
app-settings = Setări
app-expansion-count = { $count ->
    [one] { $count } extensie
    [few] { $count } extensii
   *[other] { $count } de extensii
}
app-no-games = Niciun joc
app-no-games-description = Jocurile terminate și cele nefinalizate apar aici.
app-unfinished-badge = nefinalizat
app-all-players = Toți jucătorii
app-games = Jocuri
app-all-games = Toate jocurile
app-unfinished-filter = Neterminate
app-expansion = Extensie
app-any-expansion = Orice extensie
app-filter = Filtrați
app-delete-game-question = Ștergeți acest joc?
app-delete-game = Ștergeți jocul
app-delete-game-ends-it = Jocul lui { $names } se joacă pe acest telefon: ștergerea îl încheie. Dispare din istoric și din statistici. Exportați-l întâi ca să păstrați o copie.
app-delete-game-message = Jocul lui { $names } dispare din istoric și din statistici. Exportați-l întâi ca să păstrați o copie.
app-score-progression = Evoluția scorului
app-turn-of = Tura { $turn } · { $player }
app-game = Joc
app-open-scoreboard = Deschideți tabloul jocului
app-home-resume = Partidă nefinalizată
app-home-history = Istoric ({ $games })
app-home-players = Jucători ({ $players })
app-home-other-unfinished = Alte partide nefinalizate
app-finished = încheiată
app-end-short = Final
app-chart-description = Graficul scorurilor. { $finals }
app-chart-final = { $name } termină cu { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    }

## A new game

app-problem-too-few = Adăugați cel puțin doi jucători.
app-problem-too-many = Cel mult opt jucători.
app-problem-missing-name = Fiecare jucător are nevoie de un nume.
app-problem-same-name = Doi jucători se numesc { $name }.
app-problem-same-colour = Doi jucători au aceeași culoare.
app-start-game = Începe partida
app-new-player = Jucător nou
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } joc
    [few] { $games } jocuri
   *[other] { $games } de jocuri
})
app-add-from-players = Adăugați din jucători
app-players-footer = Trageți ca să schimbați ordinea. Fiecare jucător are culoarea lui.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, conținut neconfirmat)
app-apply-preset = Aplicați o selecție
app-clear-expansions = Scoateți toate extensiile
app-presets = Selecții rapide
app-presets-footer = Big Box 1 până la 7, edițiile limitate și altele își aleg extensiile și ediția dintr-o dată.
app-rule-variants = Variante de reguli
app-colour-heading = Culoare
app-colour-of = Culoarea lui { $player }
app-from-players-list = Din lista de jucători
app-some-components = Unele componente
app-new-game-players = Jucătorii în ordinea turelor ({ $count })
app-new-game-expansions = Extensii ({ $chosen } alese)

## The scoreboard and the scoring track

app-passes = { $player } trece de { $points }.
app-figure-passes = { $player }, pionul de scor { $figure }: trece de { $points }.
app-lap-tile-new = Luați un cartonaș 50/100 cu fața 50.
app-lap-tile-turn = Întoarceți cartonașul 50/100 pe fața 100.
app-step = Pas
app-step-named = Pasul { $code }, { $name }
app-scoring-track = Tabla de scor
app-space-number = Spațiul { $space }
app-dark-space-number = Spațiul { $space }, spațiu întunecat
app-player-figure = { $player }, pionul de scor { $figure }
app-robber-of = haiducul lui { $player }
app-lap-tile = Cartonaș 50/100: { $value }
app-turn-number = Tura { $turn }
app-table-mode = Vedere de masă
app-list-mode = Listă
app-last-tile-question = A fost așezat ultimul cartonaș?
app-begin-end-game = Începeți evaluarea de la sfârșitul jocului
app-begin-end-game-message = Urmează teritoriile nefinalizate și bonusurile de la sfârșitul jocului. Se poate anula.
app-last-entries = Ultimele intrări
app-timeline = Jurnal
app-timeline-opens-hint = Arată fiecare intrare; acolo intrările pot fi modificate sau șterse.
app-player-score = { $player }: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-player-score-active = { $player }, la rând: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-incomplete-features = Teritorii nefinalizate
app-completed-features = Teritorii finalizate
app-earlier-steps = Pașii anteriori ai acestei ture
app-end-of-game = Sfârșitul jocului
app-end-game-walkthrough = Pas cu pas prin evaluarea de la sfârșitul jocului
app-live-table = Masa în direct
app-end-turn = Încheie tura
app-end-turn-hint = Începe jucătorul următor.
app-second-part = A doua parte (constructor)
app-step-code = Pasul { $code }
app-active-player = Jucătorul activ
app-score-points = { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
app-dark-space = spațiu întunecat
app-robber-on-space = Haiduc pe spațiul { $space }
app-now = acum
app-opens-score-form = Deschide formularul de punctare
app-turn-step = Tura { $turn } · { $code }
app-nothing-recorded = Încă nimic înregistrat.
app-older-entries = Arătați intrările mai vechi
app-events = Evenimente

## The scoring form

app-count-on-the-board = Numărați pe masă.
app-refusal-here = Ultimul refuz privea această valoare.
app-filled-in-by-tally = Completat de Tally: este a jucătorului activ.
app-breakdown-nobody = Nimeni nu primește puncte.
app-fill-in-to-see-points = Completați formularul ca să vedeți punctele.
app-breakdown = Detalii
app-figure-number = pionul de scor { $figure }
app-scoring-figure-of = Pionul de scor al lui { $player }
app-which-figure-moves = Ce pion de scor avansează
app-which-figure-moves-footer = Pionul de scor pe care l-ar muta Tally rămâne ales până alegeți altul.
app-figure-on-space = Pionul de scor { $figure }: spațiul { $space }
app-figure-to-space = { $figure }: { $from } → { $space }
app-figure-to-dark-space = { $figure }: { $from } → { $space }, spațiu întunecat
app-another-feature = Alt teritoriu terminat de acest cartonaș
app-another-feature-footer = Tot ce e într-o rundă se punctează împreună: spațiile întunecate și haiducii se rezolvă o singură dată, la sfârșitul ei.
app-nobody-scores-record-anyway = Nimeni nu primește puncte: înregistrați totuși
app-nobody-scores-items = Nimeni nu primește puncte: { $items }
app-points-scored = { $points ->
    [one] { $points } punct obținut
    [few] { $points } puncte obținute
   *[other] { $points } de puncte obținute
}
app-score-round = Punctează toate { $items }
app-remove-item-from-round = Scoate din această evaluare: { $item }
app-round-items = Acest cartonaș termină { $items ->
        [one] { $items } teritoriu
        [few] { $items } teritorii
       *[other] { $items } de teritorii
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Pionul de scor { $figure } al lui { $player } s-a oprit pe spațiul întunecat { $space }: { $player } trage o depeșă.
app-dispatch = Depeșă
app-dispatch-resolve = Aplicați depeșa
app-undo-last-scoring = Anulați ultima punctare
app-robber-chooses = Mai mulți pioni de scor au părăsit spațiul { $space } în această rundă: { $player } alege de la cine ia haiducul punctele.
app-rob = Jefuiți
app-robber = Haiduc
app-robber-of-heading = Haiducul lui
app-robber-nowhere = Niciun pion de scor al altui jucător nu e încă pe tabla de scor.
app-space-with = Spațiul { $space }: { $names }
app-robber-spaces = Pe un spațiu cu pionul de scor al altui jucător
app-place-robber = Așezați un haiduc
app-robber-owner-on-space = { $player } (pe spațiul { $space })
app-correction-footer = Punctele negative scad puncte. Fiecare corecție își păstrează motivul în jurnal.
app-correction = Corecție
app-edit-correction = Modificați corecția
app-dispatch-choose = Depeșa trasă
app-dispatch-meeple-feature = Teritoriul meeple-ului
app-dispatch-feature-form = { $feature }, ca la sfârșitul jocului
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title }: { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player }: acum { $before }, după { $after }
app-entries-that-go = Intrări care dispar: { $entries }
app-what-this-changes = Ce se schimbă
app-nothing-changed = Nu s-a schimbat nimic
app-entry-heading = Intrare
app-delete-entry = Ștergeți intrarea
app-delete-entry-footer = Intrările de după sunt rejucate fără ea.
app-delete-an-entry = Ștergeți o intrare
app-entry-changes = #{ $seq } devine: { $summary }
app-timeline-hint = Atinge o intrare ca s-o modifici sau s-o ștergi.
app-entry-options = Modifică sau șterge

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } nu mai este printre jucători (unit cu altul). Începeți mai bine un joc nou.
    [few] { $names } nu mai sunt printre jucători (uniți cu alții). Începeți mai bine un joc nou.
   *[other] { $names } nu mai sunt printre jucători (uniți cu alții). Începeți mai bine un joc nou.
}
app-end-game-next-footer = Punctați fiecare element pentru fiecare jucător implicat, de câte ori e nevoie, apoi treceți mai departe.
app-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-standings = Clasament
app-finish-game = Încheie jocul
app-items-not-scored = { $count ->
    [one] { $count } element nepunctat încă.
    [few] { $count } elemente nepunctate încă.
   *[other] { $count } de elemente nepunctate încă.
}
app-scored-by-itself = Punctat de jocul însuși
app-times-scored = { $times ->
    [one] punctat o dată
    [few] punctat de { $times } ori
   *[other] punctat de { $times } de ori
}
app-not-scored-yet = Nepunctat încă
app-nothing-scored-by-itself = Nimic altceva nu se punctează singur.
app-scored-when-finished = Punctat când jocul se termină
app-finished-can-reopen = Un joc terminat poate fi redeschis.
app-finish-game-question = Închei jocul?
app-finish = Terminați
app-rematch = Revanșă
app-rematch-footer = O revanșă: aceiași jucători și aceleași extensii; al doilea jucător începe.
app-reopen = Redeschideți evaluarea de la sfârșitul jocului
app-results = Rezultate
app-share-victory = { $names } își împart victoria
app-wins = { $player } câștigă
app-share-result = Partajați rezultatul
app-export-bgstats = Exportați pentru BG Stats
app-export-bgg = Exportați pentru BoardGameGeek
app-log-in-bg-stats = Înregistrează partida în BG Stats
app-log-on-bgg = Înregistreaz-o pe BoardGameGeek (câmpurile de copiat)
app-end-game-progress = { $index } din { $of }
app-results-provisional = Evaluarea finală nu s-a încheiat: clasament provizoriu.

## Players

app-no-players = Încă niciun jucător
app-no-players-description = Jucătorii intră în listă când joacă un joc, sau adăugați-i aici.
app-add-player = Adăugați un jucător
app-rename = Redenumiți
app-rename-message = Numele nou îl înlocuiește pe { $player } în fiecare joc.
app-merge-question = Uniți jucătorii?
app-merge-into = Uniți { $duplicate } cu { $keep }
app-merge-message = Jocurile lui { $duplicate } devin ale lui { $keep }, iar { $duplicate } iese din listă.
app-game-count = { $games ->
    [one] { $games } joc
    [few] { $games } jocuri
   *[other] { $games } de jocuri
}
app-favourite-colour = Culoarea preferată
app-merge-into-menu = Uniți cu…
app-edit-player = Modifică { $name }

## Settings

app-settings-me = Al cui este acest telefon
app-settings-me-footer = Fișierele pentru BG Stats spun ale cui sunt: alege-te dintre jucători.
app-settings-me-nobody = Nimeni ales
app-keep-screen-on = Ecranul rămâne aprins în timpul unui joc
app-at-the-table = La masă
app-keep-screen-on-footer = Telefonul nu se stinge cât timp un joc este deschis.
app-games-stored = Jocuri salvate
app-share-export = Partajați exportul
app-export-all = Exportați toate jocurile
app-import = Importați jocuri
app-import-report = { $imported ->
    [one] { $imported } joc importat
    [few] { $imported } jocuri importate
   *[other] { $imported } de jocuri importate
} · { $skipped ->
    [one] { $skipped } deja salvat
    [few] { $skipped } deja salvate
   *[other] { $skipped } deja salvate
}
app-your-games = Jocurile voastre
app-your-games-footer = Un export este un document JSON cu fiecare joc, jucătorii și jurnalul lui. Importul sare peste jocurile deja salvate.
app-about = Despre
app-version = Versiune
app-language = Limbă
app-about-rules = Punctele urmează regulile oficiale ale fiecărei extensii; fiecare scor își arată detaliile cu identificatorul regulii.
app-settings-exported = { $games ->
        [one] { $games } partidă exportată.
        [few] { $games } partide exportate.
       *[other] { $games } de partide exportate.
    }

## Statistics and their charts

app-no-statistics = Încă nicio statistică
app-no-statistics-description = Terminați un joc ca să vedeți statisticile.
app-first-player = Primul jucător
app-second-player = Al doilea jucător
app-games-together = Jocuri împreună
app-player-ahead = { $player } înainte
app-ties = Egalități
app-averages = Medii
app-head-to-head = Față în față
app-average = ⌀ { $average }
app-best-score = Cel mai bun scor
app-worst-score = Cel mai slab scor
app-category = Categorie
app-average-by-category = Puncte medii pe categorie
app-longest-feature = Cel mai mare teritoriu
app-most-valuable-feature = Cel mai valoros teritoriu
app-stats-record-feature = { $name }: { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    }, { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
app-stats-record-points = { $name }: { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
app-stats-win-rate = Rata de victorii
app-stats-average = Media
app-stats-wins = Victorii: { $wins } din { $games }
app-stats-charts = Grafice
app-stats-wins-heading = Victorii
app-stats-rating-heading = Rating
app-stats-rating-explained = Estimare ± incertitudine, din toate partidele în ordinea în care au fost jucate; ordonat după estimare minus de trei ori incertitudinea.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Recorduri
app-stats-record-lead = { $name } a câștigat la { $lead ->
        [one] { $lead } punct
        [few] { $lead } puncte
       *[other] { $lead } de puncte
    } diferență, cu { $points }
app-stats-open-game = Deschide partida
app-stats-points-by-category = Puncte pe categorii
app-stats-points-chart = Puncte pe categorii { $games ->
        [one] în ultima partidă
        [few] în ultimele { $games } partide
       *[other] în ultimele { $games } de partide
    }
app-stats-score-and-place = Scor și loc
app-stats-scores = Scoruri, de la cea mai veche partidă: { $scores }
app-stats-places = Locuri, de la cea mai veche partidă: { $places }
app-stats-by-players = Rata de victorii după numărul de jucători
app-stats-players-count = { $players ->
        [one] { $players } jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }
app-stats-by-expansion = Rata de victorii pe extensii
app-stats-rating-history = Ratingul după fiecare partidă
app-stats-rating-chart = Rating de la { $first } la { $last }
app-stats-pair-chart = { $a } înainte: { $ahead }, la egalitate: { $ties }, { $b } înainte: { $behind }
app-stats-pair-scores = Scorurile lui { $a } și { $b } în partidele jucate împreună, de la cea mai veche
app-stats-filters-heading = Filtre
app-stats-filter-summary = Filtre: { $filters }
app-stats-filter-clear = Ștergeți filtrele
app-stats-filter-years = Ani
app-stats-filter-from = Din
app-stats-filter-to = Până în
app-stats-filter-any-year = Orice an
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = din { $year }
app-stats-filter-until = până în { $year }
app-stats-filter-players = { $players ->
    [one] { $players } jucător
    [few] { $players } jucători
   *[other] { $players } de jucători
}
app-stats-filter-players-hint = Doar jocurile la care au participat toți jucătorii aleși.
app-stats-filter-expansions = Extensii
app-stats-filter-expansions-hint = Doar jocurile cu toate extensiile alese în joc.
app-stats-filter-any-edition = Orice ediție
app-stats-filter-no-games = Niciun joc terminat nu corespunde acestor filtre.
app-stats-open-entry = Deschideți jocul la această intrare

## Opening the database

app-game-cannot-open = Acest joc nu poate fi deschis
app-foreign-log-title = Un jurnal de lângă baza de date nu este al ei
app-foreign-log-message = { $reason } Tally poate pune acel jurnal deoparte (rămâne lângă fișier) și poate deschide baza de date așa cum o ține fișierul ei.
app-foreign-log-set-aside = Puneți jurnalul deoparte și deschideți
app-cannot-open-database = Tally nu își poate deschide baza de date
app-foreign-log-leave = Închide Tally

## Alăturarea la o masă pe care o servește alt telefon

app-join-table = Alăturați-vă unei mese
app-join-link-label = Linkul către masă
app-join-link-hint = Linkul pe care îl arată telefonul gazdei sau scanați codul său QR.
app-join-scan = Scanați codul QR
app-join-me-label = Numele dumneavoastră la masă
app-join-action = Alăturați-vă
app-join-live = în direct
app-join-stale = neactualizat din { $time }
app-join-viewer = Urmăriți această masă; doar gazda și linkurile de punctare înregistrează.
app-join-link-closed = Acest link nu mai deschide masa.
app-join-kept = Jocul încheiat este în istoricul dumneavoastră ca jocul nr. { $game }.
app-join-leave = Părăsiți masa
app-join-not-a-link = Acesta nu este un link către o masă: folosiți adresa pe care o arată gazda (http://…/t/…/) sau scanați codul său QR.
app-join-link-refused = Gazda nu mai deschide masa pentru acest link (retras sau jocul șters).
app-join-unreachable = Gazda nu poate fi contactată; nu s-a înregistrat nimic. Este acest telefon în aceeași rețea Wi-Fi?
app-join-damaged = Gazda a trimis ceva ce Tally nu poate citi; nu s-a înregistrat nimic.
app-join-left = Ați părăsit masa; nu s-a înregistrat nimic.
app-join-host-decides = Doar telefonul gazdei poate face asta; nu s-a înregistrat nimic.
app-join-camera-denied = Tally nu are voie să folosească camera: permiteți acest lucru în setările telefonului sau introduceți linkul.
