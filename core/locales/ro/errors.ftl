### Erori: mesajul error-<code> al fiecărui cod de eroare și motivele pe care le poartă.

colour-unknown = `{ $word }` nu este o culoare: { $colours }
colour-taken = { $colour } este deja luată
command-changes-the-log = anularea, refacerea, modificarea și ștergerea schimbă jurnalul, nu masa
correction-reason-too-long = un motiv are cel mult { $most ->
        [one] { $most } caracter
        [few] { $most } caractere
       *[other] { $most } de caractere
    }
reason-invisible-character = un motiv nu poate conține { $code }, un caracter de control, de direcție a textului sau invizibil
correction-say-why = spune de ce se corectează punctajul
correction-too-large = o corecție este de cel mult { $most ->
        [one] { $most } punct
        [few] { $most } puncte
       *[other] { $most } de puncte
    } în orice sens, nu { $points }
correction-zero = o corecție de 0 puncte nu schimbă nimic
edit-not-undo-or-redo = o modificare înlocuiește o comandă cu alta, nu cu anularea sau refacerea
error-already_recorded = { $item }: se înregistrează { $limit }, iar înregistrarea există deja
error-changed_elsewhere = jocul s-a schimbat în altă parte și a fost reîncărcat: { $reason }
error-host_only = doar gazda face asta: { $reason }
error-import_stopped = importul s-a oprit: { $cause }. Jocuri salvate înainte de oprire: { $imported } din { $total }; importă documentul din nou pentru a adăuga restul (jocurile deja salvate sunt sărite)
error-database_busy = baza de date este ocupată: alt program scrie în ea (un import lung?) și nu a eliberat-o la timp; nu s-a schimbat nimic, încearcă din nou peste o clipă
error-damaged_database = { $path } este deteriorat și a fost lăsat neatins: { $reason }
error-foreign_log = { $path } nu a fost deschis: { $reason }. Nu s-a schimbat nimic. Pune deoparte jurnalul { $wal } (Tally îl poate muta, împreună cu fișierul -shm de lângă el; în linia de comandă, `tally check --set-aside-log`) și deschide din nou: fișierul se deschide cu jocurile pe care le conține, iar jurnalul este păstrat
error-duplicate_player = jucătorul `{ $player }` apare de două ori
error-edit_refused = modificarea intrării nr. { $seq } ar face intrarea nr. { $invalid } invalidă: { $reason }
error-end_game_not_started = { $what } la sfârșitul jocului: începe mai întâi evaluarea finală
error-end_game_started = evaluarea de la sfârșitul jocului a început: { $what }
error-game_finished = jocul s-a terminat: redeschide-l mai întâi
error-input_not_enabled = `{ $field }` are nevoie de { $needs }, care nu este în joc
error-invalid_import = importul nu este posibil: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = cerere invalidă: { $reason }
error-no_players = niciun jucător: este nevoie de cel puțin unul
error-no_prompt = nicio întrebare în așteptare: { $question }
error-nobody_scores = nimeni nu primește puncte pentru acest teritoriu ({ LOWER($item) }): { $hint }
error-not_a_tally_database = { $path } nu este o bază de date Tally: { $reason }
error-not_available = `{ $item }` nu poate fi evaluat aici: { $reason }
error-not_finished = doar un joc terminat poate fi redeschis
error-nothing_to_redo = nimic de refăcut
error-nothing_to_undo = nimic de anulat
error-prompt_pending = Mai întâi: { $player } { $question }
error-read_only_database = { $path } este deschisă doar pentru citire ({ $reason }): poate fi citită, dar nu modificată
error-too_large = { $what }: { $found } depășește limita de { $limit }
error-schema_too_new = baza de date are versiunea de schemă { $found }; acest Tally citește până la { $supported }: actualizează Tally
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = această tură are deja a doua parte
error-storage = eroare de stocare: { $message }
error-unknown_edition = ediție necunoscută `{ $key }` (se așteaptă c1, c2, c3 sau winter)
error-unknown_entry = intrarea nr. { $seq } nu există sau nu poate fi modificată
error-unknown_event = eveniment necunoscut `{ $key }` (vezi `tally rules events`)
error-unknown_expansion = extensie necunoscută `{ $key }` (vezi `tally rules expansions`)
error-unknown_feature = teritoriu necunoscut `{ $key }` (vezi `tally rules features`)
error-unknown_game = niciun joc cu id-ul { $id }
error-unknown_input = `{ $field }` nu este o rubrică pentru `{ $item }`
error-unknown_player = jucător necunoscut `{ $player }`
error-unknown_preset = selecție rapidă necunoscută `{ $key }` (vezi `tally rules presets`)
error-unknown_roster_player = niciun jucător cu id-ul { $id } în lista de jucători
error-would_go_negative = { $player } are { $score ->
        [one] { $score } punct
        [few] { $score } puncte
       *[other] { $score } de puncte
    } și nu poate pierde { $lose }: punctajul nu poate coborî sub 0
event-belongs-to-active-player = { $item }: aparține jucătorului activ ({ $active }), nu lui { $player }
event-choose-player = alege jucătorul: { $who }
event-same-player = { $second } nu poate fi și { $first }
feature-not-at-the-end = nu se evaluează la sfârșitul jocului
feature-only-at-the-end = se evaluează doar la sfârșitul jocului
figure-out-of-range = { $player } are { $count ->
        [one] { $count } pion de scor
        [few] { $count } pioni de scor
       *[other] { $count } de pioni de scor
    }, nu un pion { $figure }
hint-name-the-players = numește jucătorii cu supuși pe el (sau confirmă că nimeni nu primește puncte, pentru a-l înregistra oricum)
import-damaged = documentul este deteriorat: { $error }
import-entry-number = intrarea { $entry } are numărul { $number }
import-format-too-new = evenimentele au formatul { $format }; acest Tally citește până la { $supported }
import-game-refused = jocul { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` nu este un UUID
import-not-an-export = acesta nu este un export Tally (lipsește "format": "tally-export")
import-not-json = nu este JSON: { $error }
import-version-too-new = exportul are versiunea { $version }; acest Tally citește până la { $supported }: actualizează Tally
input-above-maximum = { $number } depășește maximul de { $max }
input-below-minimum = { $number } este sub minimul de { $min }
input-empty-player-id = id-ul unui jucător nu poate fi gol
input-expected-number = se așteaptă un număr întreg
input-expected-option = se așteaptă una dintre cheile de opțiune
input-expected-player = se așteaptă id-ul unui jucător
input-expected-toggle = se așteaptă true sau false
input-given-per-player = se dă pentru fiecare jucător: pune-l la fiecare jucător
input-negative = { $number } este negativ; numărătorile încep de la { $min }
input-not-an-option = `{ $key }` nu este una dintre { $options }
input-not-per-player = nu se dă pe jucător: pune-l la `inputs`
limit-once-per-game = o singură dată pe joc
limit-once-per-player-taken = o dată pentru fiecare jucător, iar { $player } l-a primit deja
limit-once-per-turn = o dată pe tură, chiar și într-o tură dublă
merge-into-themselves = un jucător nu poate fi unit cu el însuși
merge-same-game = amândoi au jucat în același joc, deci sunt jucători diferiți
name-missing = un jucător are nevoie de un nume
name-too-long = un nume are cel mult { $most ->
        [one] { $most } caracter
        [few] { $most } caractere
       *[other] { $most } de caractere
    }
needs-elements = are nevoie de { $elements }
prompt-dispatch-to-resolve = trebuie să rezolve o depeșă
prompt-robber-choice = trebuie să aleagă de la cine fură haiducul
question-dispatch = depeșă
question-robber-choice = alegerea haiducului
reason-double-turn-needs-builder = o tură dublă are nevoie de constructor (exp02_traders_builders.builder)
reason-scored-when-finished = jocul îl evaluează singur când se termină
robber-space-no-figure = pe spațiul { $space } nu se află niciun pion de scor al altui jucător
robber-space-off-track = tabla de scor are spațiile 0 - 49, nu { $space }
robber-victim-did-not-score = { $victim } nu a primit puncte de pe spațiul haiducului în această rundă de scor
round-empty = o rundă de scor evaluează cel puțin un teritoriu sau eveniment
round-one-step = o rundă de scor evaluează un singur pas: { $first } ține de { $first_step }, { $second } de { $second_step }
round-too-many = o rundă de scor cuprinde cel mult { $most ->
        [one] { $most } element
        [few] { $most } elemente
       *[other] { $most } de elemente
    }
setup-player-count = un joc are între { $min } și { $max ->
        [one] { $max } jucător
        [few] { $max } jucători
       *[other] { $max } de jucători
    }, nu { $count }
step-1a-first-part-only = pasul 1A are loc doar în prima parte a unei ture duble
step-feature-wrong = un teritoriu se evaluează la pasul { $step }, nu { $given }
step-say-which = { $item }: poate avea loc la pasul { $steps }: spune la care
step-wrong = { $item }: are loc la pasul { $steps }, nu { $given }
storage-bad-json = datele salvate ({ $what }) nu sunt valide: { $error }
storage-bad-timestamp = marcaj de timp invalid `{ $text }`: { $error }
storage-cannot-create = { $path } nu poate fi creat: { $error }
storage-cannot-read = nu se poate citi { $path }: { $error }
storage-cannot-move = nu se poate muta { $path }: { $error }
too-large-entries-way-out = intrări în această partidă, inclusiv anulări, refaceri și ștergeri (încheierea partidei merge în continuare)
too-large-import-read = octeți citiți din documentul importat (citirea s-a oprit acolo)
import-not-text = documentul nu este text UTF-8: { $error }
import-cannot-read = documentul nu poate fi citit: { $error }
storage-cannot-write-file = nu se poate scrie { $path }: { $error }
output-is-the-database = { $path } este baza de date pe care o citește această comandă ({ $database }) sau unul dintre fișierele ei jurnal: alege alt fișier; nu s-a scris nimic
changed-elsewhere-redo = { $changes } de când a fost citit; nu s-a refăcut nimic: uită-te la joc și refă din nou dacă încă vrei
changed-elsewhere-redo-target = #{ $seq } este acum intrarea pe care o readuce refacerea
changed-elsewhere-undo = { $changes } de când a fost citit; nu s-a anulat nimic: uită-te la joc și anulează din nou dacă ultima intrare este tot cea de retras
changed-elsewhere-gone = #{ $seq } a fost retrasă
changed-elsewhere-now = #{ $seq } este acum { $summary }
changed-elsewhere-new = #{ $seq } { $summary } este nouă
storage-corrupt = fișierul bazei de date este corupt
storage-disk-full = discul este plin
storage-interrupted = oprit înainte de a se termina: nimic din el nu a fost scris
storage-game-does-not-replay = jocul { $id } nu poate fi reluat: { $error }
storage-migration-failed = migrarea a eșuat: { $error }
storage-not-a-database = fișierul nu este o bază de date
storage-read-only = baza de date poate fi doar citită
store-another-application = aparține altei aplicații
store-cannot-check = SQLite nu o poate verifica ({ $error })
store-check-says = verificarea SQLite spune: { $check }
store-file-corrupt = fișierul este corupt
store-not-sqlite = nu este o bază de date SQLite
store-schema-unreadable = schema ei nu poate fi citită (coruptă?)
store-wal-another-database = jurnalul write-ahead de lângă el aparține altei baze de date
store-wal-does-not-fit = jurnalul write-ahead de lângă el nu se potrivește cu fișierul
store-wal-would-drop-games = jurnalul write-ahead de lângă el ar elimina jocuri din fișier
store-wal-would-drop-entries = jurnalul write-ahead de lângă el ar pierde înregistrări din fișier
store-wal-would-drop-players = jurnalul write-ahead de lângă el ar pierde jucători din lista fișierului
store-wal-older-than-file = jurnalul write-ahead de lângă el este mai vechi decât fișierul: schimbările făcute de atunci s-ar pierde
store-wal-unreadable = jurnalul write-ahead de lângă el nu este un jurnal pe care SQLite l-ar aplica acestui fișier (altă dimensiune de pagină sau antet deteriorat)
store-wal-not-its-own = jurnalul write-ahead de lângă el nu este al acestui fișier: aparține altei baze de date sau unei copii modificate separat de acest fișier
store-wal-starts-after-file = jurnalul write-ahead de lângă el continuă o stare a acestei baze de date mai nouă decât cea din fișier (a fost pusă la loc o copie mai veche a fișierului?): schimbările dintre ele s-ar pierde
store-file-alone-damaged = fișierul însuși este deteriorat ({ $error }), iar jurnalul write-ahead { $wal } de lângă el nu îl repară: păstrează o copie a ambelor fișiere și restaurează cea mai recentă copie de siguranță
store-view-damaged = baza de date, așa cum o face jurnalul ei write-ahead { $wal }, nu poate fi citită ({ $error })
store-corrupt-through-log = baza de date, așa cum o face jurnalul ei write-ahead { $wal }, este coruptă
store-path-link-loop = legăturile simbolice care duc la el se învârt în cerc
store-path-is-uri = dă calea unui fișier, nu un URI SQLite (`file:...`, `:memory:`)
store-path-not-a-file = { $file } este { $kind ->
        [directory] un director
        [fifo] un FIFO (pipe cu nume)
        [stream] un flux sau un dispozitiv (intrarea standard, un descriptor de fișier, /dev sau /proc)
       *[other] un dispozitiv sau un socket
    }, nu un fișier de bază de date
variant-error-unknown = nu este o variantă de reguli
what-a-completed-feature = un teritoriu finalizat în timpul jocului se evaluează doar în timpul turelor
what-a-double-turn = o tură dublă se joacă doar în timpul turelor
what-ending-a-turn = o tură se încheie doar în timpul turelor
what-incomplete-features = evaluarea teritoriilor nefinalizate
what-item-is-scored = evaluarea: { $item }
what-item-belongs-to-turns = { $item }: se înregistrează doar în timpul turelor
what-placing-a-robber = un haiduc se plasează doar în timpul turelor
what-starting-the-end-game = nu poate începe a doua oară

import-not-an-object = nu este un obiect JSON: { $error }
import-year-out-of-range = anul { $year } este în afara intervalului 0000-9999
integrity-sound = Baza de date este în regulă.
integrity-unknown = necunoscut
integrity-damaged = Baza de date este deteriorată ({ $count ->
        [one] { $count } problemă găsită
        [few] { $count } probleme găsite
       *[other] { $count } de probleme găsite
    }; prima: { $first }). Exportă-ți acum partidele dacă Tally le mai poate lista, păstrează o copie a fișierului și restaurează cea mai recentă copie de siguranță.
name-invisible-character = un nume nu poate conține { $code }, un caracter de control, de direcție a textului sau invizibil
roster-name-taken = `{ $other }` (jucătorul nr. { $id }) are deja acest nume
score-beyond-any = { $current } nu mai poate primi { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }: depășește orice scor
score-out-of-range = { $score } nu este un scor: totalurile sunt între -{ $limit } și { $limit }
seat-same-roster-player = acest loc și unul anterior sunt același jucător din listă (nr. { $id })
storage-bad-scores = scorurile salvate `{ $text }` nu sunt valide
storage-no-database = nu există nicio bază de date la { $path }
store-directory-not-writable = dosarul său { $directory } nu poate fi scris, iar SQLite își ține acolo fișierele jurnal
store-file-not-writable = fișierul nu poate fi scris: schimbă-i permisiunile pentru a scrie
store-log-file-not-writable = { $file } nu poate fi scris (o deschidere doar pentru citire l-a lăsat poate): închide orice Tally care folosește baza de date, apoi șterge acel fișier pentru a scrie din nou
store-opened-read-only = deschisă doar pentru citire
too-large-entries-in-game = intrări în partida { $game } ({ $uuid })
too-large-entries-in-this-game = intrări în această partidă (anularea, ștergerea unei intrări și încheierea partidei merg în continuare)
too-large-import-bytes = octeți în documentul importat
too-large-request-players = jucători într-o cerere de punctare
name-already-at-table = `{ $name }` este deja la masă ca `{ $other }`: o persoană, un loc
store-read-only-needs-migration = { $reason }; schema ei (versiunea { $version }) trebuie mai întâi adusă la versiunea { $latest }, ceea ce necesită scriere
draft-no-such-item = această evaluare nu are elementul { $item } (are { $count })
draft-not-during-turns = după aceste reguli nu se punctează în timpul turelor
draft-not-at-end = după aceste reguli nu se punctează la evaluarea finală
draft-step-of-an-event = doar un eveniment se înregistrează la un pas al său
draft-moment-changed = jocul a mers mai departe de când a început această evaluare (a început evaluarea finală sau s-a revenit la ture): începe-o din nou
draft-empty = nimic de evaluat încă: alege un teritoriu sau un eveniment
draft-entry-not-a-scoring = înregistrarea #{ $seq } nu este o evaluare: o corecție se modifică drept corecție, restul se șterge
too-large-draft-bytes = octeți în ciorna de evaluare păstrată
error-not_exportable = jocul { $game } nu poate fi exportat pentru { $format }: { $reason }
roster-bgstats-uuid-invalid = acesta nu este un identificator de jucător din BG Stats: are 36 de caractere, cifre hexazecimale în grupuri de 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
