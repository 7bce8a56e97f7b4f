### Textele proprii ale liniei de comandă (bindings/cli/src/l10n.rs, docs/l10n.md).
### Aceleași mesaje și variabile ca în locales/en/cli.ftl, unde e explicat fiecare.
### Ce tastează jucătorii (`help`, `dispatch two_points`, `finish`, `coa=2`,
### culorile) rămâne cum este.

## Tabla (view/board.rs)

cli-board-game = Jocul nr. { $id }
cli-board-turn = tura { $turn }, e rândul lui { $player }, pasul { $step }
cli-board-turn-second-part = tura { $turn } (a doua parte), e rândul lui { $player }, pasul { $step }
cli-board-end-game = evaluarea de la sfârșitul jocului
cli-board-finished = încheiat
cli-board-space = spațiul { $space }
cli-board-robber = haiduc pe spațiul { $space }
cli-board-dark-space = un spațiu întunecat: un pion care se oprește acolo după o evaluare trage o depeșă
cli-pending-dispatch-label = Depeșă:
cli-pending-dispatch = pionul { $figure } al lui { $player } s-a oprit pe spațiul întunecat { $space }: `dispatch two_points` sau un cartonaș (`help dispatch`).
cli-pending-robber-label = Haiduc:
cli-pending-robber = haiducul lui { $owner } de pe spațiul { $space } poate jefui { $candidates }: `victim <jucător>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    })

## Ce a schimbat o comandă (view/changes.rs)

cli-change-undid = Anulat: { $entry }
cli-change-redid = Refăcut: { $entry }
cli-change-edited = Modificat #{ $seq }: era { $old }
cli-change-edited-same = Modificat #{ $seq } ({ $old }): nu s-a schimbat nimic
cli-change-deleted = Șters: { $entry }
cli-change-taken-back = Intrarea #{ $seq } a fost retrasă
cli-change-reloaded = Jocul a fost reîncărcat.
cli-change-now = #{ $seq } este acum: { $summary }
cli-change-gone = #{ $seq } a dispărut
cli-change-gone-was = #{ $seq } a dispărut: { $summary }
cli-elsewhere = Jocul s-a schimbat în altă parte: { $changes }.
cli-elsewhere-new = { $entry } este nouă
cli-elsewhere-taken-back = #{ $seq } a fost retrasă
cli-elsewhere-reloaded = Jocul s-a schimbat în altă parte: reîncărcat.
cli-elsewhere-first = Jocul se schimbase în altă parte ({ $entries ->
        [one] { $entries } intrare nouă
        [few] { $entries } intrări noi
       *[other] { $entries } de intrări noi
    }): comanda se aplică jocului salvat.

## Intrările și jurnalul (view/entries.rs)

cli-award-moved = pionul s-a mutat cu { $moved }
cli-award-figure = pionul { $figure }
cli-log-empty = Încă nu este nimic înregistrat.
cli-log-turn = tura { $turn }
cli-log-latest = ultimele { $shown } din { $total ->
        [one] { $total } intrare
        [few] { $total } intrări
       *[other] { $total } de intrări
    }

## Cuvinte comune mai multor ecrane

cli-or = sau

## Ajutorul sesiunii (view/help.rs)

cli-help-score = Evaluare
cli-help-score-how = (cuvintele de după un element îi completează formularul; `help <element>` îl arată):
cli-help-nothing-now = nimic acum: { $why }
cli-help-features = teritorii: { $keys }
cli-help-events = evenimente la pasul { $step }: { $keys }
cli-help-events-none = evenimente la pasul { $step }: niciunul cu aceste extensii
cli-help-other-steps = alți pași cu evenimente (`step <cod>` îi listează): { $steps }
cli-help-end-game-items = elemente ale evaluării de la sfârșitul jocului: { $keys }
cli-help-eg = de ex.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (un cartonaș, o evaluare)
cli-help-example-words = red.figure=2 (pionul care se mută) · nobody (nimeni nu primește puncte) · step=2B-1
cli-help-commands = Comenzi
cli-help-commands-how = (`help <comandă>` pentru una):
cli-help-item-steps = pasul { $steps }
cli-help-item-no-inputs = nicio rubrică: numește jucătorii
# Se tastează yes și no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = un jucător
cli-help-kind-per-player-count = pe jucător { $range } (<jucător>.{ $input }=N)
cli-help-kind-per-player-toggle = pe jucător (<jucător>.{ $input })
cli-help-kind-required = obligatoriu
cli-help-dispatch-tiles = Cartonașe de depeșă (Depeșe): `dispatch <cartonaș> ...`; `figure=2` mută celălalt pion.
cli-help-dispatch-feature-words = cuvinte pentru { $feature }
cli-help-dispatch-words = cuvinte

## Puncte pe categorii (clasament, statistici)

cli-category-roads = drumuri
cli-category-cities = orașe
cli-category-cloisters = mănăstiri
cli-category-fields = câmpuri
cli-category-features = alte teritorii
cli-category-bonuses = bonusuri
cli-category-dispatches = depeșe
cli-category-robbers = haiduci
cli-category-corrections = corecții

## Clasamentul și evaluarea finală pas cu pas (view/standings.rs, view/walkthrough.rs)

cli-standings = Clasament:
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category }: { $points }
cli-walkthrough = Evaluarea de la sfârșitul jocului, în ordine (evaluează fiecare teritoriu nefinalizat; sari peste ce nu se aplică):
cli-walkthrough-done = gata
cli-walkthrough-scored = evaluat { $times ->
        [one] o dată
        [few] de { $times } ori
       *[other] de { $times } de ori
    }
cli-walkthrough-finish = apoi `finish` pentru clasament.

## Întrebări și răspunsuri în sesiune (view/questions.rs)

cli-ask-count = { $item }: { $ask }:
cli-ask-nobody-scores = Nimeni nu primește puncte pentru acest teritoriu ({ LOWER($items) }): niciun supus nu e numit. Îl înregistrezi fără puncte? [d/N]
cli-answers-yes = d, da
cli-ask-finish-not-begun = Evaluarea de la sfârșitul jocului nu a început: acolo se evaluează teritoriile nefinalizate și elementele de la sfârșitul jocului.
cli-ask-finish-how = Tastează `end` ca să o începi, `finish` ca să închei fără ea, sau nimic ca să te întorci:
cli-finish-not-begun-script = evaluarea de la sfârșitul jocului nu a început: `tally end` o începe (acolo se evaluează teritoriile nefinalizate și elementele de la sfârșitul jocului); `tally end --finish --now` încheie fără ea
cli-no-walkthrough-yet = Evaluarea de la sfârșitul jocului nu a început: `end` o începe.
cli-nothing-done = Nu s-a făcut nimic: verifică tabla, apoi tastează din nou comanda dacă mai e valabilă.
cli-nothing-recorded = Nimic înregistrat.
cli-resuming = Se reia jocul nr. { $id }.
cli-welcome = Tastează `help` pentru ce poți evalua acum, `quit` ca să ieși (jocul se salvează după fiecare comandă).
cli-refused-label = refuzat:
cli-refused = { $message } (nu s-a schimbat nimic)
cli-line-too-long = linia este prea lungă: cel mult { $max ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }

## Promptul sesiunii (session/mod.rs)

cli-prompt-turn = tura { $turn } · { $player } · { $step }
cli-prompt-end-game = sfârșitul jocului
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = oricând
cli-prompt-finished = încheiat

## Refuzuri ale comenzilor sesiunii (session/*.rs)

cli-step-which = step: care? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step: `{ $code }` nu este un pas al turei
cli-no-unfinished-game = niciun joc nefinalizat: începe unul cu `tally new` sau `tally play`
cli-no-game-yet = încă niciun joc: începe unul cu `tally new` sau `tally play`
cli-no-finished-game = niciun joc încheiat de redeschis
cli-edit-not-a-move = o intrare se înlocuiește cu o evaluare sau o mutare a jocului, nu cu undo, redo, edit sau delete
cli-not-a-move = aceasta nu este o mutare a jocului
cli-victim-figure = victim: `{ $word }`: dă pionul ca figure=1 sau figure=2
cli-correction-points = punctele unei corecții
cli-correct-figure-twice = correct: pionul este dat de două ori
cli-figure-choice-how = `{ $word }`: dă un pion ca <jucător>.figure=2
cli-figure-chosen-twice = `{ $word }`: pionul lui { $player } este deja ales
cli-figure-scores-nothing = `{ $id }.figure={ $figure }`: { $player } nu primește nimic aici

## Refuzuri ale cuvintelor de evaluare (words/*.rs)

cli-word-step-needs-code = `step=` are nevoie de codul unui pas, de ex. step=2B-1
cli-word-step-unknown = `{ $word }`: `{ $code }` nu este un pas al turei
cli-word-no-such-colour = `{ $word }`: nu există un jucător { $colour } în acest joc ({ $players })
cli-word-name-and-input = `{ $word }` este aici și numele unui jucător, și o rubrică: scrie culoarea jucătorului ({ $colour })
cli-word-no-count = `{ $word }`: { $item }: nu are aici un număr de dat ({ $inputs })
cli-word-count-given = `{ $word }`: { $label } ({ $input }) este deja dat
cli-word-count-others = dă celelalte numere după nume, de ex. { $input }={ $value }
cli-word-no-players-here = `{ $word }`: aici nu se numesc jucători
cli-word-which-figure = `{ $word }`: care pion? de ex. { $player }.figure=2
cli-word-player-input-given = `{ $word }`: { $input } al lui { $player } este deja dat
cli-word-no-followers = `{ $word }`: { $item }: nu numără supuși
cli-word-give = dă { $words }
cli-word-followers-of = supușii lui { $player }
cli-word-followers-given = `{ $word }`: supușii lui { $player } sunt deja dați
cli-word-input-given = `{ $word }`: { $input } este deja dat
cli-word-no-inputs = nu are rubrici aici
cli-word-inputs = rubricile lui: { $inputs }
cli-word-not-in-play = `{ $word }`: { $input } are nevoie de { $needs }, care nu este în joc
cli-word-per-player = `{ $word }`: { $input } se dă pe jucător, de ex. red.{ $input }=1
cli-word-not-per-player = `{ $word }`: { $input } nu se dă pe jucător: { $input }=...
cli-word-not-an-input = `{ $word }` nu este o rubrică pentru { $item } ({ $inputs })
cli-word-could-be = `{ $word }` poate fi { $words }
cli-word-give-number = `{ $word }`: dă un număr, de ex. { $input }=2
cli-word-not-yes-no = `{ $word }`: { $input }: `{ $value }` nu este nici yes, nici no
cli-word-which-option = `{ $word }`: care opțiune? de ex. { $input }=...
cli-word-not-an-option = `{ $word }`: { $input }: `{ $value }` nu este printre { $options }
cli-word-which-player = `{ $word }`: care jucător? de ex. { $input }=red
cli-too-many-words = prea multe cuvinte ({ $count }): o comandă are cel mult { $max }
cli-word-too-long = `{ $start }…` este prea lung: un cuvânt are cel mult { $max ->
        [one] { $max } caracter
        [few] { $max } caractere
       *[other] { $max } de caractere
    }
cli-plus-joins = `+` leagă două elemente ale aceleiași evaluări: `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` nu poate fi evaluat în timpul turelor cu extensiile în joc (`help` listează ce se poate)
cli-not-scorable-at-end = `{ $word }` nu se poate înregistra în evaluarea de la sfârșitul jocului cu extensiile în joc (`help` listează ce se poate)
cli-unknown-word = comandă sau element necunoscut `{ $word }` (tastează `help`)

## Numere și jucători, așa cum au fost tastați (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` este prea mare ({ $what })
cli-number-too-large-max = `{ $word }` este prea mare ({ $what }: cel mult { $max })
cli-number-not-whole = `{ $word }` nu este un număr întreg ({ $what })
cli-number-not-a-number = `{ $word }` nu este un număr ({ $what })
cli-number-not-an-entry = { $what }: `{ $word }` nu este un număr de intrare (`log` le arată)
cli-number-not-a-space = robber: `{ $word }` nu este un spațiu al tablei de scor (0 până la 49)
cli-number-not-a-figure = { $what }: `{ $word }` nu este un pion de scor (1 sau 2)
cli-player-no-such-colour = { $what }: nu există un jucător { $colour } în acest joc ({ $players })
cli-player-unknown = { $what }: `{ $word }` nu este un jucător al acestui joc ({ $players })

## Cuvintele unei depeșe (words/dispatch.rs)

cli-dispatch-whose = `{ $word }`: depeșa este a lui { $player }, deci se mută doar pionul lui { $player }
cli-dispatch-figure-twice = `{ $word }`: pionul este deja ales
cli-dispatch-which-tile = dispatch: care cartonaș? { $tiles }
cli-dispatch-not-a-tile = dispatch: `{ $word }` nu este un singur cartonaș ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile }: nu ia nimic în afară de cartonaș, nu `{ $word }`
cli-dispatch-one-count = dispatch { $tile }: dă un număr, { LOWER($label) } (de ex. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile }: care teritoriu ({ $features })? de ex. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile }: `{ $word }` nu este unul dintre teritoriile lui

## Eșecuri (failure.rs, db.rs)

cli-failure-cancelled = nimic înregistrat
cli-failure-output-recorded = comanda a fost înregistrată, dar rezultatul ei nu a putut fi scris: { $reason }
cli-failure-output = rezultatul nu a putut fi scris: { $reason }
cli-hint-nobody-word = numește jucătorii cu supuși pe el sau adaugă cuvântul `nobody` ca să-l înregistrezi fără puncte
cli-db-no-home = niciun director personal pentru baza de date: dă --db CALE
cli-db-read-only = { $path } este doar pentru citire ({ $reason }): poate fi afișată și exportată, nu modificată
cli-db-log-set-aside = { $path }: jurnalul write-ahead al unei sesiuni oprite în timpul primei scrieri nu conținea nicio schimbare încheiată; este păstrat ca { $kept }
cli-db-no-folder = --db { $path }: dosarul { $folder } nu există (creează-l întâi sau corectează calea)

## Locurile și regulile unui joc nou (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }`: dă un nume și o culoare, de ex. `Ann red` sau `Ann:red` (culori: { $colours })
cli-seat-not-a-colour = `{ $seat }`: `{ $word }` nu este o culoare ({ $colours })
cli-seat-no-name = `{ $seat }`: jucătorul are nevoie de un nume
cli-seat-name-refused = `{ $seat }`: { $reason }
cli-seat-name-taken = `{ $seat }`: { $name } joacă deja; două locuri nu pot avea același nume
cli-seat-colour-taken = `{ $seat }`: { $colour } este deja luată; alege altă culoare
cli-presets-of-two-editions = selecțiile sunt din ediții diferite: dă ediția (--edition sau întrebarea ei)
cli-setup-players = Joc nou. Jucătorii în ordinea turelor, câte unul pe linie ca `Nume culoare`, o linie goală la sfârșit.
cli-setup-colours = Culori: { $colours }.
cli-setup-known-players = Jucători cunoscuți: { $names }.
cli-setup-player = jucătorul { $number }:
cli-setup-too-few = Un joc are nevoie de cel puțin { $min ->
        [one] { $min } jucător
        [few] { $min } jucători
       *[other] { $min } de jucători
    }.
cli-setup-plays = { $name } joacă cu { $colour }
cli-setup-edition = ediția (c1, c2, c3, winter) [c3 sau cea a selecției]:
cli-setup-expansions = extensii sau o selecție (de ex. big_box_6; `list`; gol pentru jocul de bază):
cli-game-started = Jocul nr. { $id } a început.

## Subcomenzi (commands/*.rs)

cli-games-none = Încă niciun joc.
cli-games-none-unfinished = Niciun joc nefinalizat.
cli-game-finished = încheiat
cli-game-unfinished = nefinalizat
cli-request-not-text = cererea nu este text UTF-8: { $error }
cli-request-too-large = cererea are mai mult de { $max ->
        [one] { $max } octet
        [few] { $max } octeți
       *[other] { $max } de octeți
    }
cli-check-opened = Deschisă: { $opened }.
cli-check-new = o bază de date nouă
cli-check-clean = închisă corect data trecută
cli-check-unclean = neînchisă corect data trecută; verificată la deschidere
cli-check-log-proven = neînchisă corect data trecută sau încă deschisă în altă parte; jurnalul ei write-ahead a fost dovedit ca fiind al ei la deschidere
cli-check-uncommitted-set-aside = oprită data trecută în timpul primei scrieri; jurnalul ei write-ahead nu conținea nicio schimbare încheiată și a fost pus deoparte
cli-check-log-set-aside = Jurnalul write-ahead de lângă baza de date a fost pus deoparte: { $path }
cli-check-no-log = Lângă baza de date nu era niciun jurnal write-ahead de pus deoparte.
cli-check-foreign-log = Deschiderea a refuzat jurnalul write-ahead de lângă baza de date. `tally check --set-aside-log` îl pune deoparte (împreună cu fișierul -shm), păstrându-le, și deschide baza de date așa cum o conține fișierul ei.
cli-cannot-write = nu se poate scrie { $path }: { $error }
cli-wrote = S-a scris { $path }.
cli-cannot-read = nu se poate citi { $path }: { $error }
cli-imported = { $imported ->
        [one] S-a importat { $imported } joc
        [few] S-au importat { $imported } jocuri
       *[other] S-au importat { $imported } de jocuri
    }; deja existente: { $skipped }.
cli-history-not-a-date = --{ $flag }: `{ $word }` nu este o dată (AAAA-LL-ZZ)
cli-history-not-a-day = --{ $flag }: nu este o zi
cli-no-roster-player = niciun jucător numit `{ $name }` în lista de jucători
cli-history-none = Niciun joc nu se potrivește.
cli-history-turn = Tura { $turn } ({ $player })
cli-history-step = pasul { $step }
cli-history-progression = Scorul după fiecare tură:
cli-stats-head-to-head = { $player } contra { $other }: { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }; { $player } în față { $ahead ->
        [one] o dată
        [few] de { $ahead } ori
       *[other] de { $ahead } de ori
    }, { $other } în față { $behind ->
        [one] o dată
        [few] de { $behind } ori
       *[other] de { $behind } de ori
    }, { $ties ->
        [one] { $ties } egalitate
        [few] { $ties } egalități
       *[other] { $ties } de egalități
    }
cli-stats-averages = scoruri medii: { $player } { $a }, { $other } { $b }
cli-stats-player = { $name }: { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }, { $wins ->
        [one] { $wins } victorie
        [few] { $wins } victorii
       *[other] { $wins } de victorii
    } ({ $rate }%), medie { $average }, cel mai bun { $best }, cel mai slab { $worst }
cli-stats-per-game = pe joc: { $categories }
cli-stats-longest = cel mai mare teritoriu: { LOWER($feature) } din { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    } ({ $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }, jocul nr. { $game })
cli-stats-most-valuable = cel mai valoros teritoriu: { LOWER($feature) } pentru { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } (jocul nr. { $game })
cli-rules-unknown-topic = subiect necunoscut `{ $topic }` (se așteaptă editions, expansions, presets, features, events sau variants)
cli-rules-preset-unconfirmed = conținut neconfirmat
cli-rules-base-game = jocul de bază
cli-rules-variants = Variante de reguli și valorile lor implicite (se dau cu --variants '{ "{" }"nume": valoare{ "}" }'):
cli-schema-when = --when: `{ $word }` nu este nici completed, nici end_of_game
cli-schema-unknown = `{ $item }` nu este nici teritoriu, nici eveniment (vezi `tally rules features`, `tally rules events`)

## Descrierile comenzilor în `tally --help` (cli.rs)

cli-about = Comanda `tally`: scorul Carcassonne la masă, în scripturi și pentru revedere
cli-about-play = Joacă la masă: o sesiune interactivă (implicit)
cli-about-new = Începe un joc
cli-about-games = Listează jocurile nefinalizate (sau toate cu --all)
cli-about-show = Arată tabla unui joc (implicit: jocul schimbat ultimul, încheiat sau nu)
cli-about-score = Evaluează teritoriile și evenimentele unei evaluări: `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (un cartonaș care le finalizează pe amândouă). Fără cuvinte: o cerere JSON pe intrarea standard, rezultatul în JSON (fără joc)
cli-about-event = Înregistrează un eveniment al unui pas al turei sau un element de la sfârșitul jocului (aceleași cuvinte ca `score`), sau, fără cuvinte, o cerere JSON pe intrarea standard, rezultatul în JSON
cli-about-robber = Pune haiducul unui jucător pe un spațiu al tablei de scor: `tally robber green 12`
cli-about-victim = Alege pe cine jefuiește haiducul când mai mulți pioni de pe spațiul lui au primit puncte: `tally victim blue`
cli-about-dispatch = Rezolvă depeșa în așteptare: `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Adaugă sau scade puncte de mână: `tally correct red -2 drum numărat greșit`
cli-about-turn = Încheie tura jucătorului activ
cli-about-double = A doua parte a turei cu constructorul (o tură dublă)
cli-about-undo = Anulează ultima comandă
cli-about-redo = Refă ce a fost anulat
cli-about-end = Începe evaluarea de la sfârșitul jocului și listează ce e de evaluat; `--finish` pentru clasament, `--reopen` ca să revii la un joc încheiat
cli-about-edit = Înlocuiește o intrare trecută: `tally edit 4 road 5 red`
cli-about-delete = Șterge o intrare trecută: `tally delete 4`
cli-about-log = Jurnalul unui joc: fiecare intrare cu numărul ei (pe care îl iau `edit` și `delete`)
cli-about-history = Jocuri încheiate și nefinalizate, filtrate
cli-about-stats = Statisticile jucătorilor, sau față în față cu --vs
cli-about-export = Scrie jocuri: documentul Tally, pentru BG Stats sau BoardGameGeek, ori rezultatul unui joc ca text sau imagine
cli-about-import = Citește jocuri dintr-un document de export Tally (doar formatul Tally)
cli-about-schema = Afișează ca JSON formularul unui teritoriu sau eveniment
cli-about-rules = Listează edițiile, extensiile, selecțiile, teritoriile, evenimentele și variantele
cli-about-check = Citește toată baza de date și raportează deteriorările (verificarea pe care aplicațiile o fac în fundal); codul de ieșire 3 când e deteriorată
cli-about-help = Afișează acest mesaj sau ajutorul comenzilor date

## Descrierile comenzilor sesiunii în `help` (line.rs)

cli-line-about-help = Ce se poate evalua acum și fiecare comandă; `help <comandă>` sau `help <element>` pentru una (`help robber`, `help city`)
cli-line-about-board = Tabla: scoruri, pioni pe tabla de scor, haiduci, ce așteaptă jocul
cli-line-about-log = Jurnalul: fiecare intrare cu numărul ei (pe care îl iau `edit` și `delete`)
cli-line-about-todo = Evaluarea de la sfârșitul jocului pas cu pas: ce s-a evaluat și ce a rămas
cli-line-about-step = Listează evenimentele unui pas al turei: `step 2A`
cli-line-about-undo = Anulează ultima comandă
cli-line-about-redo = Refă ce a fost anulat
cli-line-about-turn = Încheie tura jucătorului activ
cli-line-about-double = A doua parte a turei cu constructorul (o tură dublă)
cli-line-about-end = Începe evaluarea de la sfârșitul jocului: teritorii nefinalizate și elemente de la sfârșitul jocului
cli-line-about-finish = Clasamentul final (în timpul turelor, întreabă dacă să se evalueze întâi sfârșitul)
cli-line-about-reopen = Înapoi la evaluarea de la sfârșitul jocului, într-un joc încheiat
cli-line-about-robber = Pune haiducul unui jucător pe un spațiu al tablei de scor: `robber green 12`
cli-line-about-victim = Alege pe cine jefuiește haiducul: `victim blue`
cli-line-about-dispatch = Rezolvă depeșa în așteptare: `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Adaugă sau scade puncte de mână: `correct red -2 drum numărat greșit`
cli-line-about-edit = Înlocuiește o intrare trecută: `edit 4 road 5 red`
cli-line-about-delete = Șterge o intrare trecută: `delete 4`
cli-line-about-new = Începe alt joc
cli-line-about-quit = Ieși (jocul se salvează după fiecare comandă)

## Refuzurile clap ale unei linii de comandă (clap_errors.rs): rescrise din contextul
## clap, în aranjamentul lui; codul formatează valorile citate

cli-clap-error = eroare:
cli-clap-unrecognized-subcommand = subcomandă necunoscută '{ $subcommand }'
cli-clap-unexpected-argument = argument neașteptat '{ $argument }'
cli-clap-value-required = '{ $argument }' cere o valoare, dar nu s-a dat niciuna
cli-clap-invalid-value = valoare nevalidă '{ $value }' pentru '{ $argument }'
cli-clap-possible-values = valori posibile
cli-clap-missing-arguments = lipsesc aceste argumente obligatorii:
cli-clap-missing-subcommand = '{ $command }' cere o subcomandă, dar nu s-a dat niciuna
cli-clap-subcommands = subcomenzi
cli-clap-too-many-values = valoare neașteptată '{ $value }' pentru '{ $argument }'; nu se mai aștepta niciuna
cli-clap-used-twice = argumentul '{ $argument }' poate fi folosit o singură dată
cli-clap-cannot-be-used-with = argumentul '{ $argument }' nu poate fi folosit împreună cu
cli-clap-subcommand-cannot-be-used-with = subcomanda '{ $subcommand }' nu poate fi folosită împreună cu
cli-clap-the-others = unul sau mai multe dintre celelalte argumente date
cli-clap-no-equals = valoarea lui '{ $argument }' se dă după semnul egal
cli-clap-invalid-utf8 = unul sau mai multe argumente nu sunt UTF-8 valid
cli-clap-tip = sfat:
cli-clap-similar-subcommand = { $count ->
        [one] există o subcomandă asemănătoare:
        [few] există subcomenzi asemănătoare:
       *[other] există subcomenzi asemănătoare:
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] există un argument asemănător:
        [few] există argumente asemănătoare:
       *[other] există argumente asemănătoare:
    } { $names }
cli-clap-similar-value = { $count ->
        [one] există o valoare asemănătoare:
        [few] există valori asemănătoare:
       *[other] există valori asemănătoare:
    } { $names }
cli-clap-tip-pass-as-value = ca să dai '{ $argument }' drept valoare, scrie '{ $usage }'
cli-clap-tip-exists = '{ $usage }' există
cli-clap-tip-remove-dashes = subcomanda '{ $subcommand }' există; ca s-o folosești, scoate '{ $dashes }' dinaintea ei
cli-clap-more-information = Pentru mai multe informații: '{ $flag }'.

## Restul unui ajutor: titluri, -h și -V, ajutorul argumentelor (clap_l10n.rs).
## Ce adaugă clap rămâne: [env: ...], [default: ...] și locurile din linia de
## utilizare ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Utilizare:
cli-heading-commands = Comenzi:
cli-heading-arguments = Argumente:
cli-heading-options = Opțiuni:
cli-flag-help = Afișează ajutorul
cli-flag-version = Afișează versiunea

cli-arg-db = Baza de date (implicit: tally.db în directorul de date al utilizatorului, care se creează; un dosar dat aici trebuie să existe)
cli-arg-lang = Limba pe care o vorbește Tally, ca locale (`de`, `fr_FR.UTF-8`); implicit: cea a mediului (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = Jocul (implicit: jocul nefinalizat schimbat ultimul)
cli-arg-json = Afișează JSON: starea jocului, masa lui (clasament, acțiuni permise) și ce a schimbat comanda
cli-arg-edition = Ediția: c1, c2, c3 sau winter (implicit: cea a selecției, sau c3)
cli-arg-expansions = Cheile extensiilor, componentelor sau selecțiilor, separate prin virgule sau spații (ca la configurarea interactivă)
cli-arg-preset = O selecție (alegere rapidă) precum big_box_6; se adaugă la --expansions
cli-arg-variants = Variante de reguli ca JSON, de ex. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Teritoriu sau eveniment, apoi cuvintele lui (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`); `+` începe următorul element al evaluării. Gol: citește o cerere JSON de pe intrarea standard
cli-arg-entry = Numărul intrării (`log` le arată)
cli-arg-help-subcommand = Afișează ajutorul acestor comenzi
cli-arg-help-topic = O comandă, un teritoriu sau un eveniment
cli-arg-play-game = Reia acest joc
cli-arg-play-new = Începe un joc nou chiar dacă unul e nefinalizat (întreabă de jucători)
cli-arg-new-players = Un jucător ca `NUME:CULOARE` (sau `"NUME CULOARE"`), în ordinea turelor (2 până la 8)
cli-arg-new-json = Afișează jocul ca JSON
cli-arg-games-all = Și jocurile încheiate
cli-arg-games-json = Afișează JSON
cli-arg-robber-owner = Haiducul cui: o culoare sau numele unui jucător
cli-arg-robber-space = Spațiul de pe tabla de scor (0-49) unde stă pionul de scor al altui jucător
cli-arg-victim-victim = Pe cine jefuiește haiducul: o culoare sau numele unui jucător
cli-arg-victim-figure = Cu Depeșe: `figure=1` sau `figure=2`, pionul proprietarului haiducului care ia punctele furate
cli-arg-dispatch-words = Cartonașul (`two_points`, `knights`...: `help dispatch` le listează), apoi ce cere: un număr (`knights 3`) sau un teritoriu și cuvintele lui (`score_meeple city 4 red`); `figure=2` alege pionul care se mută
cli-arg-correct-player = Cine: o culoare sau numele unui jucător
cli-arg-correct-points = Punctele de adăugat; negative ca să scazi
cli-arg-correct-reason = De ce, în câteva cuvinte; un cuvânt `figure=2` alege pionul care se mută (Depeșe)
cli-arg-end-finish = Încheie jocul: clasamentul final
cli-arg-end-now = Cu --finish în timpul turelor: încheie fără evaluarea de la sfârșitul jocului
cli-arg-end-reopen = Redeschide un joc încheiat (implicit: jocul încheiat schimbat ultimul)
cli-arg-end-figures = Cu --finish și Depeșe: ce pion ia cele 3 puncte ale unui haiduc, ca `green.figure=2`
cli-arg-edit-command = Comanda care o înlocuiește, așa cum ar fi tastată: `road 5 red`, `robber green 12`, `correct red -2 numărat greșit`...
cli-arg-history-player = Doar jocurile acestui jucător (numele din lista de jucători)
cli-arg-history-from = Doar jocurile începute în această zi sau după ea (AAAA-LL-ZZ)
cli-arg-history-to = Doar jocurile începute înainte de această zi (AAAA-LL-ZZ)
cli-arg-history-finished = Doar jocurile încheiate
cli-arg-history-unfinished = Doar jocurile nefinalizate
cli-arg-history-expansion = Doar jocurile cu această extensie sau componentă
cli-arg-history-game = Arată acest joc în întregime (cronologia și scorul după fiecare tură)
cli-arg-history-json = Afișează JSON
cli-arg-stats-player = Un jucător din lista de jucători (implicit: toți)
cli-arg-stats-vs = Față în față cu acest jucător
cli-arg-stats-json = Afișează JSON
cli-arg-check-set_aside_log = Pune deoparte un jurnal write-ahead refuzat la deschidere (și fișierul -shm), păstrându-le, apoi deschide și verifică baza de date așa cum o conține fișierul ei
cli-arg-export-games = Jocurile de exportat (implicit: toate; pentru bgstats și bgg, fiecare joc încheiat; pentru bgstats-link, bgg-form, text și png, jocul modificat ultimul)
cli-arg-export-output = Scrie în acest fișier în loc de ieșirea standard (un PNG merge la ieșirea standard doar dacă nu este un terminal)
cli-arg-export-format = Ce se scrie: documentul Tally, fișierul pentru BG Stats (.bgsplay) sau linkul lui pentru o partidă, partidele pentru BoardGameGeek (XML) sau câmpurile formularului său de înregistrare (BoardGameGeek nu importă partide din fișiere), un rezultat ca text sau ca imagine PNG
cli-arg-export-theme = Cu png: luminos (light) sau întunecat (dark)
cli-arg-export-player = Doar jocurile acestui jucător (numele din lista de jucători)
cli-arg-export-from = Doar jocurile începute în această zi sau după ea (AAAA-LL-ZZ)
cli-arg-export-to = Doar jocurile începute înainte de această zi (AAAA-LL-ZZ)
cli-arg-import-file = Un document de export Tally ("-" pentru intrarea standard)
cli-arg-import-json = Afișează JSON
cli-arg-schema-item = Cheia unui teritoriu sau eveniment (vezi `tally rules features`, `tally rules events`)
cli-arg-schema-when = Teritorii: completed | end_of_game
cli-arg-rules-topic = Subiect: editions | expansions | presets | features | events | variants
cli-arg-rules-json = Afișează JSON
cli-arg-step-code = Codul pasului (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = Cu Depeșe: ce pion ia cele 3 puncte ale unui haiduc rămas pe tabla de scor, ca `green.figure=2`

## tally serve: masa în direct (commands/serve.rs).
cli-about-serve = Servește masa în direct a jocului în rețeaua locală: ceilalți jucători o urmăresc în browserul telefonului din linkurile afișate (cu codurile lor QR), iar linkurile de evaluator înregistrează; Ctrl-C o oprește
cli-arg-serve-address = Unde se ascultă (implicit: adresa privată a acestui calculator în rețeaua rutei lui implicite, Wi-Fi-ul): una dintre adresele lui doar pentru rețeaua aceea, 127.0.0.1 doar pentru acest calculator, 0.0.0.0 pentru fiecare rețea a acestui calculator
cli-arg-serve-port = Portul (0: orice port liber)
cli-arg-serve-scorers = Dă un link de evaluator acestei persoane sau acestui telefon (câte unul pentru fiecare opțiune: `--scorer Ben`)
cli-arg-serve-revoke = Revocă linkul cu acest număr (o gazdă pornită îl refuză imediat) și oprește-te
cli-arg-serve-json = Afișează linkurile pe un rând de JSON, fără coduri QR
cli-serve-hosting = Jocul #{ $game }: masa în direct pe { $address } (Ctrl-C o oprește).
cli-serve-hosting-network = Jocul #{ $game }: masa în direct pe { $address }, rețeaua lui { $interface } (Ctrl-C o oprește).
cli-serve-viewer-link = Linkul { $link }, pentru a urmări masa ({ $label }):
cli-serve-scorer-link = Linkul { $link }, pentru a urmări și a evalua ({ $label }):
cli-serve-revoke-hint = `tally serve --revoke <link>` retrage un link.
cli-serve-revoked = Linkul { $link } al jocului #{ $game } este revocat.
cli-serve-table = masa
cli-export-nothing = niciun joc de exportat: niciunul nu se potrivește (BG Stats și BoardGameGeek primesc doar jocuri terminate)
cli-export-one-game = text și png arată un singur joc: dați un id de joc, sau niciunul pentru jocul modificat ultimul
cli-export-png-terminal = un PNG nu este pentru un terminal: dați -o FIȘIER sau redirecționați ieșirea
cli-import-foreign = acesta este un document { $format }: `tally import` citește doar documentele de export ale Tally (`tally export` le scrie)
cli-about-roster = Jucătorii: listează-i, marchează al cui este acest telefon (`tally roster me Ann`), păstrează numele și identificatorul unui jucător din BG Stats (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = Jucătorul din listă (pentru me și bgstats)
cli-arg-roster-bgstats_name = Cu bgstats: numele jucătorului în BG Stats (omis: uitat)
cli-arg-roster-bgstats_uuid = Cu bgstats: identificatorul jucătorului în BG Stats, un uuid precum A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (omis: uitat)
cli-arg-roster-json = Afișează JSON
cli-roster-name-needed = care jucător? `tally roster me NUME`, `tally roster bgstats NUME`
cli-roster-me-mark = (al lui este acest telefon)
cli-roster-bgstats-mark = BG Stats: { $name } { $uuid }
cli-roster-me-set = acest telefon este al lui { $name }: fișierele BG Stats sunt ale lui
cli-roster-bgstats-set = { $name }: numele și identificatorul din BG Stats au fost păstrate

## tally stats: graficele (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name }: punctele pe categorii în fiecare joc, cel mai vechi întâi
cli-stats-legend = { $categories }
cli-stats-score-row = scor { $line }
cli-stats-place-row = loc { $line }
cli-stats-heading-by-players = Procentul de victorii după numărul de jucători
cli-stats-players = { $players ->
        [one] { $players } jucător
        [few] { $players } jucători
       *[other] { $players } de jucători
    }
cli-stats-heading-by-expansion = Procentul de victorii pe extensii
cli-stats-won-of = { $wins } din { $games } ({ $rate }%)
cli-stats-heading-rating = Rating: estimare ± incertitudine (ordonat după estimare minus de trei ori incertitudinea)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = ratingul după fiecare joc: { $line }
cli-stats-heading-wins = Victorii
cli-stats-heading-pairs = Comparație directă: înainte, în urmă, la egalitate
cli-stats-pair-row = { $a } contra { $b }: { $ahead }, { $behind }, { $ties } din { $games }
cli-stats-heading-records = Recorduri
cli-stats-record-feature = { $title }: { $name }, { $tiles ->
        [one] { $tiles } cartonaș
        [few] { $tiles } cartonașe
       *[other] { $tiles } de cartonașe
    } pentru { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } (jocul nr. { $game }, intrarea nr. { $entry })
cli-stats-record-points = { $title }: { $name }, { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } (jocul nr. { $game }, intrarea nr. { $entry })
cli-stats-record-lead = { $title }: { $name } înainte cu { $lead ->
        [one] { $lead } punct
        [few] { $lead } puncte
       *[other] { $lead } de puncte
    }, cu { $points } (jocul nr. { $game }, intrarea nr. { $entry })
cli-stats-heading-together = Jocurile lor împreună, cel mai vechi întâi
cli-stats-no-games = Niciun joc terminat nu se potrivește.
cli-arg-stats-from = Doar jocurile începute în această zi sau după ea (AAAA-LL-ZZ)
cli-arg-stats-to = Doar jocurile începute înainte de această zi (AAAA-LL-ZZ)
cli-arg-stats-with = Doar jocurile la care a luat parte acest jucător din listă (repetați pentru jocurile jucate de toți)
cli-arg-stats-expansion = Doar jocurile cu această extensie sau componentă în joc (repetați pentru mai multe)
cli-arg-stats-edition = Doar jocurile acestei ediții (c1, c2, c3, winter)
cli-arg-stats-games = Câte dintre ultimele jocuri arată graficele

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Intră la o masă găzduită de alt telefon sau laptop: urmărește-o în direct cu un link de spectator sau punctează cu un link de punctare (cuvintele din `tally play`, câte unul pe linie); jocul încheiat este păstrat în această bază de date
cli-arg-join-link = Linkul afișat de gazdă (http://…/t/…/ sau tally://…/t/…/)
cli-arg-join-me = Care jucător de la masă ești tu (un nume din joc), ca statisticile tale să-ți numere jocul păstrat
cli-join-not-a-link = acesta nu este un link către o masă: dați adresa afișată de gazdă (http://…/t/…/)
cli-join-link-refused = gazda nu mai deschide masa pentru acest link (retras sau jocul șters)
cli-join-joined = Ați intrat la masă la intrarea #{ $entry }.
cli-join-stale = Gazda nu poate fi contactată; masa nu mai este actualizată din { $since }. Se încearcă din nou…
cli-join-viewer-only = acest link urmărește masa; doar un link de punctare înregistrează
cli-join-taken-back = Intrarea #{ $entry } este anulată.
cli-join-recorded = Înregistrat ca intrarea #{ $entry }.
cli-join-unreachable = gazda nu a putut fi contactată; nu s-a înregistrat nimic
cli-join-kept = Jocul încheiat este păstrat aici ca jocul #{ $game }.
cli-join-kept-updated = Jocul #{ $game } este adus la zi ca la gazdă: { $entries ->
        [one] { $entries } intrare nouă.
        [few] { $entries } intrări noi.
       *[other] { $entries } de intrări noi.
    }
cli-join-kept-already = Jocul #{ $game } este deja păstrat așa cum îl are gazda.
