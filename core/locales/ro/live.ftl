### Masa în direct (issue 29): refuzurile gazdei și cuvintele paginii pe care o deschid
### celelalte telefoane (`bindings/host/page/`), în limba celui care privește.

live-no-such-link = jocul { $game } nu are linkul { $id } (sau este deja revocat)
live-no-randomness = sistemul nu a dat aleatoriu pentru tokenul unui link: { $error }
live-bad-request-key = o cheie de idempotență este făcută din litere, cifre, `-` sau `_`, cel mult { $most ->
        [one] { $most } caracter
        [few] { $most } caractere
       *[other] { $most } de caractere
    }
live-bad-command = aceasta nu este o comandă pe care Tally o citește: { $error }
live-what-request = octeți într-o cerere către masa în direct
live-viewer-cannot-score = acest link arată masa; nu poate înregistra nimic
live-other-site = o scriere de pe alt site este refuzată
live-slow-down = prea multe cereri de la acest telefon; așteptați puțin
live-not-json = o scriere către masa în direct este JSON (`Content-Type: application/json`)
live-hosting-needs-file = o masă în direct este servită dintr-un fișier de bază de date, nu dintr-una din memorie
live-cannot-listen = nu se poate asculta pe { $address }: { $error }
live-bad-address = `{ $address }` nu este o adresă cu port (cum ar fi 0.0.0.0:7878)
live-host-stopped = masa în direct nu mai este servită
live-no-network = acest calculator nu are rețea (nicio rută implicită): conectează-te la Wi-Fi-ul mesei sau alege o adresă cu `--address`
live-network-not-private = rețeaua rutei implicite ({ $interface }, { $address }) nu este una privată: alege cu `--address` adresa la care telefoanele ajung la acest calculator (`0.0.0.0` pentru toate rețelele)
live-body-too-slow = conținutul cererii nu a sosit în { $seconds ->
        [one] { $seconds } secundă
        [few] { $seconds } secunde
       *[other] { $seconds } de secunde
    }

live-host-only-command = { $command ->
        [correct] corectarea de mână a unui scor
        [start_end_game] începerea evaluării finale
        [finish] terminarea jocului
        [reopen] redeschiderea jocului
        [redo] refacerea
        [edit] modificarea unei intrări
       *[delete] ștergerea unei intrări
    } rămâne la gazdă; un link de evaluator înregistrează evaluări, evenimente, răspunsuri la depeșe, haiduci și sfârșitul unei ture și retrage doar propria ultimă intrare
live-host-only-undo = intrarea #{ $seq } { $summary } nu a fost înregistrată de la acest link; un link de evaluator retrage doar propria ultimă intrare
live-seen-ahead = acest telefon a văzut intrarea #{ $seen }, la care jocul nu a ajuns (este la #{ $now })
live-changed-since-seen = { $changes } de când acest telefon a văzut intrarea #{ $seen }; nu s-a înregistrat nimic: uită-te la masă și înregistrează din nou dacă încă se aplică
live-changed-since-seen-entries = au fost înregistrate intrările #{ $from } până la #{ $to }

live-page-title = Tally · masa în direct
live-page-turn = Tura { $turn }
live-page-turn-of = e rândul lui { $player }
live-page-step = pasul { $step }
live-page-end-game = Evaluarea de la sfârșitul jocului
live-page-finished = Clasament final
live-page-scores = Puncte
live-page-track = Tabla de scor
live-page-entries = Ultimele intrări
live-page-no-entries = Nimic nu este înregistrat încă.
live-page-space = spațiul { $space }
live-page-figure = pionul { $figure }
live-page-robber = haiduc
live-page-dark-space = spațiu întunecat
live-page-tiles = cartonașe 50/100
live-page-live = în direct
live-page-reconnecting = se reconectează…
live-page-by = de { $label }
live-page-score = Evaluează
live-page-record = Înregistrează
live-page-cancel = Renunță
live-page-recorded = Înregistrat ca intrarea #{ $seq }
live-page-already-recorded = Deja înregistrat ca intrarea #{ $seq }
live-page-end-turn = Încheie tura
live-page-dispatch = Depeșă
live-page-waiting = O întrebare așteaptă răspuns la gazdă
live-page-stale-since = neactualizat din { $time }
live-page-link-closed = Acest link nu mai deschide masa.
live-page-figure-moves = { $player }: ce pion de scor avansează?
live-page-figure-option = pionul { $figure }: spațiul { $space } → { $lands }
live-page-dispatch-waiting = { $player } trage o depeșă: pionul { $figure } s-a oprit pe spațiul întunecat { $space }.
live-page-answer-dispatch = Răspunde la depeșă
live-page-dispatch-tile = Cartonașul depeșei
live-page-meeple-feature = Teritoriul meeple-ului
live-page-robber-waiting = { $player } alege pe cine jefuiește haiducul de pe spațiul { $space }.
live-page-rob = Jefuiește-l pe { $player }
live-page-place-robber = Pune haiducul
live-page-robber-owner = Haiducul cui
live-page-undo-own = Retrage intrarea #{ $seq }

live-app-start = Servește masa în direct
live-app-stop = Oprește
live-app-listening = Celelalte telefoane din această rețea deschid un link de mai jos sau îi scanează codul.
live-app-viewer-link = Urmărește masa
live-app-scorer-link = Urmărește și evaluează: { $label }
live-app-add-scorer = Adaugă un link de evaluator
live-app-revoke = Revocă
live-app-table = masa
live-app-following = { $phones ->
        [0] Niciun telefon nu urmărește încă masa.
        [one] { $phones } telefon urmărește masa.
        [few] { $phones } telefoane urmăresc masa.
       *[other] { $phones } de telefoane urmăresc masa.
    }
live-app-link-in-use = { $phones ->
        [0] nu este deschis pe niciun telefon
        [one] deschis pe { $phones } telefon
        [few] deschis pe { $phones } telefoane
       *[other] deschis pe { $phones } de telefoane
    }
