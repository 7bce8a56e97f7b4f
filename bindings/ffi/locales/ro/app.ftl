# Textele proprii ale aplicațiilor.
app-name = Tally
app-score-it = Punctează

## iOS
## Textele proprii ale aplicației iOS (ios/Tally, ios/TallyKit), arătate cu `tx`.

app-ios-colour = { $colour }
app-ios-undid = Anulat: { $entry }
app-ios-undid-nothing-named = Anulat
app-ios-redid = Refăcut: { $entry }
app-ios-redid-nothing-named = Refăcut
app-ios-entry = #{ $seq } { $title }: { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } trece de { $points }.
app-ios-figure-passes = { $player }, pionul de scor { $figure }: trece de { $points }.
app-ios-lap-tile-new = Luați un cartonaș 50/100 cu fața 50.
app-ios-lap-tile-turn = Întoarceți cartonașul 50/100 pe fața 100.
app-ios-rematch-missing = { $count ->
    [one] { $names } nu mai este printre jucători (unit cu altul). Începeți mai bine un joc nou.
    [few] { $names } nu mai sunt printre jucători (uniți cu alții). Începeți mai bine un joc nou.
   *[other] { $names } nu mai sunt printre jucători (uniți cu alții). Începeți mai bine un joc nou.
}
app-ios-category-roads = Drumuri
app-ios-category-cities = Orașe
app-ios-category-cloisters = Mănăstiri
app-ios-category-fields = Câmpuri
app-ios-category-features = Alte teritorii
app-ios-category-bonuses = Bonusuri
app-ios-category-dispatches = Depeșe
app-ios-category-robbers = Haiduci
app-ios-category-corrections = Corecții
app-ios-group-major = Extensii mari
app-ios-group-minor = Extensii mici
app-ios-group-other = Alte extensii
app-ios-group-print-and-play = Printează și Joacă
app-ios-group-fan = Extensii ale fanilor
app-ios-phase-playing = În joc
app-ios-phase-end-game = Evaluarea de la sfârșitul jocului
app-ios-phase-finished = Terminat
app-ios-problem-too-few = Adăugați cel puțin doi jucători.
app-ios-problem-too-many = Cel mult opt jucători.
app-ios-problem-missing-name = Fiecare jucător are nevoie de un nume.
app-ios-problem-same-name = Doi jucători se numesc { $name }.
app-ios-problem-same-colour = Doi jucători au aceeași culoare.
app-ios-step = Pas
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = Numărați pe masă.
app-ios-refusal-here = Ultimul refuz privea această valoare.
app-ios-filled-in-by-tally = Completat de Tally: este a jucătorului activ.
app-ios-nobody = Nimeni
app-ios-not-chosen = Neales
app-ios-empty = gol
app-ios-nobody-scores = Nimeni nu primește puncte.
app-ios-fill-in-to-see-points = Completați formularul ca să vedeți punctele.
app-ios-breakdown = Detalii
app-ios-scoring-figure-number = pionul de scor { $figure }
app-ios-scoring-figure-of = Pionul de scor al lui { $player }
app-ios-which-figure-moves = Ce pion de scor avansează
app-ios-which-figure-moves-footer = Pionul de scor pe care l-ar muta Tally rămâne ales până alegeți altul.
app-ios-figure-on-space = Pionul de scor { $figure }: spațiul { $space }
app-ios-figure-to-space = { $figure }: { $from } → { $space }
app-ios-figure-to-dark-space = { $figure }: { $from } → { $space }, spațiu întunecat
app-ios-change-player = { $player }: acum { $before }, după { $after }
app-ios-entries-that-change = Intrări care se schimbă: { $entries }
app-ios-entries-that-go = Intrări care dispar: { $entries }
app-ios-what-this-changes = Ce se schimbă
app-ios-nothing-changed = Nu s-a schimbat nimic
app-ios-ok = OK
app-ios-scoring-track = Tabla de scor
app-ios-space-number = Spațiul { $space }
app-ios-dark-space-number = Spațiul { $space }, spațiu întunecat
app-ios-player-figure = { $player }, pionul de scor { $figure }
app-ios-robber-of = haiducul lui { $player }
app-ios-lap-tile = Cartonaș 50/100: { $value }
app-ios-another-feature = Alt teritoriu terminat de acest cartonaș
app-ios-another-feature-footer = Tot ce e într-o rundă se punctează împreună: spațiile întunecate și haiducii se rezolvă o singură dată, la sfârșitul ei.
app-ios-nobody-scores-record-anyway = Nimeni nu primește puncte: înregistrați totuși
app-ios-nobody-scores-items = Nimeni nu primește puncte: { $items }
app-ios-cancel = Renunțați
app-ios-remove-from-round = Scoateți din rundă
app-ios-round = O rundă
app-ios-replace = Înlocuiți
app-ios-dispatch-drawn = Pionul de scor { $figure } al lui { $player } s-a oprit pe spațiul întunecat { $space }: { $player } trage o depeșă.
app-ios-dispatch = Depeșă
app-ios-feature = Teritoriu
app-ios-choose = Alegeți
app-ios-resolve-dispatch = Aplicați depeșa
app-ios-undo-last-scoring = Anulați ultima punctare
app-ios-robber-chooses = Mai mulți pioni de scor au părăsit spațiul { $space } în această rundă: { $player } alege de la cine ia haiducul punctele.
app-ios-points-scored = { $points ->
    [one] { $points } punct obținut
    [few] { $points } puncte obținute
   *[other] { $points } de puncte obținute
}
app-ios-rob = Jefuiți
app-ios-robber = Haiduc
app-ios-robber-of-heading = Haiducul lui
app-ios-no-figure-to-rob = Niciun pion de scor al altui jucător nu e încă pe tabla de scor.
app-ios-space-with = Spațiul { $space }: { $names }
app-ios-robber-spaces = Pe un spațiu cu pionul de scor al altui jucător
app-ios-place-robber = Așezați un haiduc
app-ios-place = Așezați
app-ios-robber-owner-on-space = { $player } (pe spațiul { $space })
app-ios-player = Jucător
app-ios-points = Puncte
app-ios-reason = Motiv
app-ios-correction-footer = Punctele negative scad puncte. Fiecare corecție își păstrează motivul în jurnal.
app-ios-correction = Corecție
app-ios-edit-correction = Modificați corecția
app-ios-record = Înregistrați
app-ios-entry-heading = Intrare
app-ios-delete-entry = Ștergeți intrarea
app-ios-delete-entry-footer = Intrările de după sunt rejucate fără ea.
app-ios-delete-an-entry = Ștergeți o intrare
app-ios-next = Următorul
app-ios-end-game-next-footer = Punctați fiecare element pentru fiecare jucător implicat, de câte ori e nevoie, apoi treceți mai departe.
app-ios-rank-player-score = { $rank }. { $player }: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-ios-standings = Clasament
app-ios-finish-game = Încheie jocul
app-ios-items-not-scored = { $count ->
    [one] { $count } element nepunctat încă.
    [few] { $count } elemente nepunctate încă.
   *[other] { $count } de elemente nepunctate încă.
}
app-ios-undo = Anulați
app-ios-undo-hint = Retrage ultima intrare și spune care a fost.
app-ios-redo = Refaceți
app-ios-redo-hint = Reface ce a fost anulat.
app-ios-scored-by-itself = Punctat de joc când se termină.
app-ios-times-scored = { $times ->
    [one] punctat o dată
    [few] punctat de { $times } ori
   *[other] punctat de { $times } de ori
}
app-ios-not-scored-yet = Nepunctat încă
app-ios-nothing-scored-by-itself = Nimic altceva nu se punctează singur.
app-ios-scored-when-finished = Punctat când jocul se termină
app-ios-finished-can-reopen = Un joc terminat poate fi redeschis.
app-ios-finish-game-question = Închei jocul?
app-ios-finish = Terminați
app-ios-rematch = Revanșă
app-ios-rematch-footer = O revanșă: aceiași jucători și aceleași extensii; al doilea jucător începe.
app-ios-game-detail = Detaliile și graficul jocului
app-ios-reopen = Redeschideți evaluarea de la sfârșitul jocului
app-ios-done = Gata
app-ios-results = Rezultate
app-ios-share-victory = { $names } își împart victoria
app-ios-wins = { $player } câștigă
app-ios-share-result = Partajați rezultatul
app-ios-export-bgstats = Exportați pentru BG Stats
app-ios-export-bgg = Exportați pentru BoardGameGeek
app-ios-log-in-bg-stats = Înregistrează partida în BG Stats
app-ios-log-on-bgg = Înregistreaz-o pe BoardGameGeek (câmpurile de copiat)
app-ios-settings-me = Al cui este acest telefon
app-ios-settings-me-footer = Fișierele pentru BG Stats spun ale cui sunt: alege-te dintre jucători.
app-ios-settings-me-nobody = Nimeni ales
app-ios-new-game = Joc nou
app-ios-last-played = Jucat ultima dată { $when }
app-ios-opens-scoreboard = Deschide tabloul jocului
app-ios-resume = Continuați
app-ios-recent-games = Jocuri recente
app-ios-history = Istoric
app-ios-statistics = Statistici
app-ios-players = Jucători
app-ios-settings = Setări
app-ios-expansion-count = { $count ->
    [one] { $count } extensie
    [few] { $count } extensii
   *[other] { $count } de extensii
}
app-ios-no-games = Niciun joc
app-ios-no-games-description = Jocurile terminate și cele nefinalizate apar aici.
app-ios-unfinished-badge = nefinalizat
app-ios-all-players = Toți jucătorii
app-ios-games = Jocuri
app-ios-all-games = Toate jocurile
app-ios-unfinished = Neterminate
app-ios-expansion = Extensie
app-ios-any-expansion = Orice extensie
app-ios-filter = Filtrați
app-ios-delete-game-question = Ștergeți acest joc?
app-ios-delete-game = Ștergeți jocul
app-ios-delete-game-being-played = Jocul lui { $names } se joacă pe acest telefon: ștergerea îl încheie. Dispare din istoric și din statistici. Exportați-l întâi ca să păstrați o copie.
app-ios-delete-game-message = Jocul lui { $names } dispare din istoric și din statistici. Exportați-l întâi ca să păstrați o copie.
app-ios-score-progression = Evoluția scorului
app-ios-turn-of = Tura { $turn } · { $player }
app-ios-game = Joc
app-ios-share = Partajați
app-ios-export = Exportați
app-ios-open-scoreboard = Deschideți tabloul jocului
app-ios-more = Mai mult
app-ios-turn = Tură
app-ios-edition = Ediție
app-ios-start = Începeți
app-ios-new-player = Jucător nou
app-ios-add = Adăugați
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } joc
    [few] { $games } jocuri
   *[other] { $games } de jocuri
})
app-ios-add-from-players = Adăugați din jucători
app-ios-players-in-turn-order = Jucătorii în ordinea turelor
app-ios-players-footer = Trageți ca să schimbați ordinea. Fiecare jucător are culoarea lui.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, conținut neconfirmat)
app-ios-apply-preset = Aplicați o selecție
app-ios-clear-expansions = Scoateți toate extensiile
app-ios-presets = Selecții rapide
app-ios-presets-footer = Big Box 1 până la 7, edițiile limitate și altele își aleg extensiile și ediția dintr-o dată.
app-ios-rule-variants = Variante de reguli
app-ios-colour-heading = Culoare
app-ios-colour-of = Culoarea lui { $player }
app-ios-name = Nume
app-ios-from-players-list = Din lista de jucători
app-ios-off = Nu
app-ios-some-components = Unele componente
app-ios-on = Da
app-ios-no-players = Încă niciun jucător
app-ios-no-players-description = Jucătorii intră în listă când joacă un joc, sau adăugați-i aici.
app-ios-add-player = Adăugați un jucător
app-ios-rename = Redenumiți
app-ios-rename-message = Numele nou îl înlocuiește pe { $player } în fiecare joc.
app-ios-merge-question = Uniți jucătorii?
app-ios-merge-into = Uniți { $duplicate } cu { $keep }
app-ios-merge-message = Jocurile lui { $duplicate } devin ale lui { $keep }, iar { $duplicate } iese din listă.
app-ios-game-count = { $games ->
    [one] { $games } joc
    [few] { $games } jocuri
   *[other] { $games } de jocuri
}
app-ios-favourite-colour = Culoarea preferată
app-ios-merge-into-menu = Uniți cu…
app-ios-keep-screen-on = Ecranul rămâne aprins în timpul unui joc
app-ios-at-the-table = La masă
app-ios-keep-screen-on-footer = Telefonul nu se stinge cât timp un joc este deschis.
app-ios-games-stored = Jocuri salvate
app-ios-share-export = Partajați exportul
app-ios-export-all = Exportați toate jocurile
app-ios-import = Importați jocuri
app-ios-import-report = { $imported ->
    [one] { $imported } joc importat
    [few] { $imported } jocuri importate
   *[other] { $imported } de jocuri importate
} · { $skipped ->
    [one] { $skipped } deja salvat
    [few] { $skipped } deja salvate
   *[other] { $skipped } deja salvate
}
app-ios-your-games = Jocurile voastre
app-ios-your-games-footer = Un export este un document JSON cu fiecare joc, jucătorii și jurnalul lui. Importul sare peste jocurile deja salvate.
app-ios-about = Despre
app-ios-version = Versiune
app-ios-language = Limbă
app-ios-about-rules = Punctele urmează regulile oficiale ale fiecărei extensii; fiecare scor își arată detaliile cu identificatorul regulii.
app-ios-no-statistics = Încă nicio statistică
app-ios-no-statistics-description = Terminați un joc ca să vedeți statisticile.
app-ios-first-player = Primul jucător
app-ios-second-player = Al doilea jucător
app-ios-games-together = Jocuri împreună
app-ios-player-ahead = { $player } înainte
app-ios-ties = Egalități
app-ios-averages = Medii
app-ios-head-to-head = Față în față
app-ios-win-count = { $wins ->
    [one] { $wins } victorie
    [few] { $wins } victorii
   *[other] { $wins } de victorii
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Cel mai bun scor
app-ios-worst-score = Cel mai slab scor
app-ios-category = Categorie
app-ios-average-by-category = Puncte medii pe categorie
app-ios-longest-feature = Cel mai mare teritoriu
app-ios-most-valuable-feature = Cel mai valoros teritoriu
app-ios-feature-record-sized = { $feature }: { $tiles ->
    [one] { $tiles } cartonaș
    [few] { $tiles } cartonașe
   *[other] { $tiles } de cartonașe
}, { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
app-ios-feature-record = { $feature }: { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
app-ios-turn-number = Tura { $turn }
app-ios-table-mode = Vedere de masă
app-ios-list-mode = Listă
app-ios-last-tile-question = A fost așezat ultimul cartonaș?
app-ios-begin-end-game = Începeți evaluarea de la sfârșitul jocului
app-ios-begin-end-game-message = Urmează teritoriile nefinalizate și bonusurile de la sfârșitul jocului. Se poate anula.
app-ios-last-entries = Ultimele intrări
app-ios-timeline = Jurnal
app-ios-timeline-hint = Arată fiecare intrare; acolo intrările pot fi modificate sau șterse.
app-ios-player-score = { $player }: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-ios-player-score-active = { $player }, la rând: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
app-ios-incomplete-features = Teritorii nefinalizate
app-ios-completed-features = Teritorii finalizate
app-ios-earlier-steps = Pașii anteriori ai acestei ture
app-ios-second-part = Constructor: a doua parte
app-ios-end-of-game = Sfârșitul jocului
app-ios-end-game-walkthrough = Pas cu pas prin evaluarea de la sfârșitul jocului
app-ios-live-table = Masa în direct
app-ios-end-turn = Încheie tura
app-ios-end-turn-hint = Începe jucătorul următor.
app-ios-second-part-builder = A doua parte (constructor)
app-ios-step-code = Pasul { $code }
app-ios-active-player = Jucătorul activ
app-ios-score-points = { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
app-ios-dark-space = spațiu întunecat
app-ios-robber-on-space = Haiduc pe spațiul { $space }
app-ios-now = acum
app-ios-opens-score-form = Deschide formularul de punctare
app-ios-turn-step = Tura { $turn } · { $code }
app-ios-nothing-recorded = Încă nimic înregistrat.
app-ios-delete = Ștergeți
app-ios-edit = Modificați
app-ios-older-entries = Arătați intrările mai vechi
app-ios-close = Închideți
app-ios-game-cannot-open = Acest joc nu poate fi deschis
app-ios-foreign-log-title = Un jurnal de lângă baza de date nu este al ei
app-ios-foreign-log-message = { $reason } Tally poate pune acel jurnal deoparte (rămâne lângă fișier) și poate deschide baza de date așa cum o ține fișierul ei.
app-ios-set-aside-log = Puneți jurnalul deoparte și deschideți
app-ios-cannot-open-database = Tally nu își poate deschide baza de date

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
app-home-resume = Partidă nefinalizată
app-home-resume-button = Continuă
app-home-new-game = Partidă nouă
app-home-history = Istoric ({ $games })
app-home-statistics = Statistici
app-home-players = Jucători ({ $players })
app-home-settings = Setări
app-home-other-unfinished = Alte partide nefinalizate
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
app-group-print-and-play = Printează și Joacă (PnP) și Taie și Joacă (CnP)
app-group-fan = Extensii ale fanilor
app-move-up = Mută-l pe { $name } mai sus
app-remove = Scoate-l pe { $name }
app-turn-of = Tura { $turn } · { $player }
app-step-now = Pasul: { $step }
app-second-part-short = partea a doua
app-phase-playing = În joc
app-phase-end-game = Evaluarea finală
app-phase-finished = Încheiată
app-figure-at = pionul de scor { $figure } pe { $space }
app-space-at = spațiul { $space }
app-robber-on = haiduc pe spațiul { $space }
app-last-entry = Ultima: { $summary }
app-score-feature-completed = Punctează un teritoriu terminat
app-score-feature-end-of-game = Punctează un teritoriu nefinalizat
app-events = Evenimente
app-step-description = Pasul { $code }, { $name }
app-table = Masa
app-end-turn = Încheie tura
app-place-robber = Plasează un haiduc
app-second-part = Partea a doua (constructor)
app-start-end-game = Sfârșitul jocului
app-end-game-walkthrough = Evaluarea finală
app-see-results = Rezultate
app-reopen = Redeschide evaluarea finală
app-timeline = Desfășurarea
app-live-table = Masa în direct
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
app-remove-from-round = Scoate din această evaluare: { $item }
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
app-end-game-title = Evaluarea finală
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
app-results-provisional = Evaluarea finală nu s-a încheiat: clasament provizoriu.
app-share-result = Partajează rezultatul
app-export-for-bg-stats = Exportă pentru BG Stats
app-export-for-bgg = Exportă pentru BoardGameGeek
app-log-in-bg-stats = Înregistrează partida în BG Stats
app-log-on-bgg = Înregistreaz-o pe BoardGameGeek (câmpurile de copiat)
app-settings-me = Al cui este acest telefon
app-settings-me-body = Fișierele pentru BG Stats spun ale cui sunt: alege-te dintre jucători.
app-settings-me-nobody = Nimeni ales
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
app-unfinished = nefinalizată
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
app-last-tile-placed-body = Începe evaluarea de la sfârșitul jocului: urmează teritoriile nefinalizate și restul evaluării.
app-begin-end-game = Începe evaluarea de la sfârșitul jocului
app-finish-question = Închei jocul?
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

## Ambele aplicații: graficele statisticilor (android feature/statistics, TallyKit Statistics)
app-stats-charts = Grafice
app-stats-wins-heading = Victorii
app-stats-rating-heading = Rating
app-stats-rating-explained = Estimare ± incertitudine, din toate partidele în ordinea în care au fost jucate; ordonat după estimare minus de trei ori incertitudinea.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Recorduri
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
