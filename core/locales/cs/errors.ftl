### Chyby: zpráva error-<code> každého kódu chyby a důvody, které nese.

colour-unknown = `{ $word }` není barva: { $colours }
colour-taken = { $colour } už je obsazená
command-changes-the-log = zpět, znovu, úprava a smazání mění průběh hry, ne stůl
correction-reason-too-long = důvod má nejvýše { $most ->
        [one] { $most } znak
        [few] { $most } znaky
       *[other] { $most } znaků
    }
reason-invisible-character = důvod nesmí obsahovat { $code }, řídicí či neviditelný znak ani znak směru textu
correction-say-why = uveďte, proč se skóre opravuje
correction-too-large = oprava je nejvýše { $most ->
        [one] { $most } bod
        [few] { $most } body
       *[other] { $most } bodů
    } oběma směry, ne { $points }
correction-zero = oprava o 0 bodů nic nemění
edit-not-undo-or-redo = úprava nahrazuje příkaz jiným příkazem, ne příkazem zpět nebo znovu
error-already_recorded = { $item }: zapisuje se { $limit }, už je zapsáno
error-changed_elsewhere = hra se změnila jinde a byla znovu načtena: { $reason }
error-host_only = to dělá jen hostitel: { $reason }
error-import_stopped = import se zastavil: { $cause }. Her uložených před zastavením: { $imported } { Z($total) } { $total }; importujte dokument znovu, abyste přidali zbytek (již uložené hry se přeskočí)
error-database_busy = databáze je zaneprázdněná: jiný program do ní zapisuje (dlouhý import?) a neuvolnil ji včas; nic se nezměnilo, zkuste to za chvíli znovu
error-damaged_database = { $path } je poškozený a zůstal nedotčen: { $reason }
error-foreign_log = { $path } nebyl otevřen: { $reason }. Nic se nezměnilo. Odložte žurnál { $wal } stranou (Tally ho může přesunout i se souborem -shm vedle něj; v příkazové řádce `tally check --set-aside-log`) a otevřete znovu: soubor se otevře s hrami, které obsahuje, a žurnál zůstane zachován
error-duplicate_player = hráč `{ $player }` je uveden dvakrát
error-edit_refused = úprava záznamu č. { $seq } by zneplatnila záznam č. { $invalid }: { $reason }
error-end_game_not_started = { $what } na konci hry: nejprve zahajte závěrečné hodnocení
error-end_game_started = závěrečné hodnocení začalo: { $what }
error-game_finished = hra je ukončena: nejprve ji znovu otevřete
error-input_not_enabled = `{ $field }` vyžaduje { $needs }, které není ve hře
error-invalid_import = import není možný: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = neplatný požadavek: { $reason }
error-no_players = žádní hráči: je potřeba alespoň jeden
error-no_prompt = nečeká žádná otázka: { $question }
error-nobody_scores = za toto území nikdo nezíská body ({ LOWER($item) }): { $hint }
error-not_a_tally_database = { $path } není databáze Tally: { $reason }
error-not_available = `{ $item }` zde nelze hodnotit: { $reason }
error-not_finished = znovu otevřít lze jen ukončenou hru
error-nothing_to_redo = není co opakovat
error-nothing_to_undo = není co vrátit
error-prompt_pending = Nejprve: { $player } { $question }
error-read_only_database = { $path } je otevřena jen pro čtení ({ $reason }): lze ji číst, ale ne měnit
error-too_large = { $what }: { $found } je víc než limit { $limit }
error-schema_too_new = databáze má verzi schématu { $found }; tento Tally čte nejvýše { $supported }: aktualizujte Tally
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = tento tah už má svou druhou část
error-storage = chyba úložiště: { $message }
error-unknown_edition = neznámá edice `{ $key }` (očekává se c1, c2, c3 nebo winter)
error-unknown_entry = záznam č. { $seq } neexistuje nebo ho nelze změnit
error-unknown_event = neznámá událost `{ $key }` (viz `tally rules events`)
error-unknown_expansion = neznámé rozšíření `{ $key }` (viz `tally rules expansions`)
error-unknown_feature = neznámé území `{ $key }` (viz `tally rules features`)
error-unknown_game = žádná hra s číslem { $id }
error-unknown_input = `{ $field }` není vstupem `{ $item }`
error-unknown_player = neznámý hráč `{ $player }`
error-unknown_preset = neznámý rychlý výběr `{ $key }` (viz `tally rules presets`)
error-unknown_roster_player = v seznamu hráčů není hráč s číslem { $id }
error-would_go_negative = { $player } má { $score ->
        [one] { $score } bod
        [few] { $score } body
       *[other] { $score } bodů
    } a nemůže ztratit { $lose }: skóre nesmí klesnout pod 0
event-belongs-to-active-player = { $item } patří hráči na tahu ({ $active }), ne hráči { $player }
event-choose-player = vyberte hráče: { $who }
event-same-player = { $second } nemůže být zároveň { $first }
feature-not-at-the-end = na konci hry se nehodnotí
feature-only-at-the-end = hodnotí se jen na konci hry
figure-out-of-range = { $player } má { $count ->
        [one] { $count } počítací figurku
        [few] { $count } počítací figurky
       *[other] { $count } počítacích figurek
    }, ne figurku { $figure }
hint-name-the-players = uveďte hráče, kteří na něm mají figurky (nebo potvrďte, že nikdo nezíská body, a zapište to i tak)
import-damaged = dokument je poškozený: { $error }
import-entry-number = záznam { $entry } má číslo { $number }
import-format-too-new = události mají formát { $format }; tento Tally čte nejvýše { $supported }
import-game-refused = hra { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` není UUID
import-not-an-export = toto není export Tally (chybí "format": "tally-export")
import-not-json = není to JSON: { $error }
import-version-too-new = export má verzi { $version }; tento Tally čte nejvýše { $supported }: aktualizujte Tally
input-above-maximum = { $number } je nad maximem { $max }
input-below-minimum = { $number } je pod minimem { $min }
input-empty-player-id = označení hráče nesmí být prázdné
input-expected-number = očekává se celé číslo
input-expected-option = očekává se jeden z klíčů možností
input-expected-player = očekává se označení hráče
input-expected-toggle = očekává se true nebo false
input-given-per-player = zadává se pro každého hráče: uveďte ho u každého hráče
input-negative = { $number } je záporné; počty začínají od { $min }
input-not-an-option = `{ $key }` není žádná z možností { $options }
input-not-per-player = nezadává se pro hráče: uveďte ho v `inputs`
limit-once-per-game = jednou za hru
limit-once-per-player-taken = jednou pro každého hráče a { $player } už ho má
limit-once-per-turn = jednou za tah, i během dvojitého tahu
merge-into-themselves = hráče nelze sloučit se sebou samým
merge-same-game = oba hráli ve stejné hře, jsou to tedy různí hráči
name-missing = hráč potřebuje jméno
name-too-long = jméno má nejvýše { $most ->
        [one] { $most } znak
        [few] { $most } znaky
       *[other] { $most } znaků
    }
needs-elements = vyžaduje { $elements }
prompt-dispatch-to-resolve = musí vyřešit zprávu
prompt-robber-choice = musí zvolit, komu zbojník krade
question-dispatch = zpráva
question-robber-choice = volba zbojníka
reason-double-turn-needs-builder = dvojitý tah vyžaduje stavitele (exp02_traders_builders.builder)
reason-scored-when-finished = hra to započítá sama, když skončí
robber-space-no-figure = na poli { $space } nestojí počítací figurka jiného hráče
robber-space-off-track = počítadlo bodů má pole 0 až 49, ne { $space }
robber-victim-did-not-score = { $victim } v tomto kole hodnocení nezískává body z pole zbojníka
round-empty = kolo hodnocení hodnotí alespoň jedno území nebo událost
round-one-step = kolo hodnocení hodnotí jeden krok: { $first } patří ke kroku { $first_step }, { $second } ke kroku { $second_step }
round-too-many = kolo hodnocení obsahuje nejvýše { $most ->
        [one] { $most } položku
        [few] { $most } položky
       *[other] { $most } položek
    }
setup-player-count = hru hraje { $min } až { $max ->
        [one] { $max } hráč
        [few] { $max } hráči
       *[other] { $max } hráčů
    }, ne { $count }
step-1a-first-part-only = krok 1A nastává jen v první části dvojitého tahu
step-feature-wrong = území se hodnotí v kroku { $step }, ne { $given }
step-say-which = { $item } může nastat v kroku { $steps }: uveďte ve kterém
step-wrong = { $item } nastává v kroku { $steps }, ne { $given }
storage-bad-json = uložená data ({ $what }) nejsou platná: { $error }
storage-bad-timestamp = neplatné časové razítko `{ $text }`: { $error }
storage-cannot-create = { $path } nelze vytvořit: { $error }
storage-cannot-read = { $path } nelze přečíst: { $error }
storage-cannot-move = { $path } nelze přesunout: { $error }
too-large-entries-way-out = záznamů v této hře včetně vrácení, opakování a smazání (ukončení hry dál funguje)
too-large-import-read = bajtů přečtených z importovaného dokumentu (tam čtení skončilo)
import-not-text = dokument není text v UTF-8: { $error }
import-cannot-read = dokument nelze přečíst: { $error }
storage-cannot-write-file = { $path } nelze zapsat: { $error }
output-is-the-database = { $path } je databáze, kterou tento příkaz čte ({ $database }), nebo jeden z jejích souborů žurnálu: zvolte jiný soubor; nic nebylo zapsáno
changed-elsewhere-redo = { $changes } od jejího načtení; nic nebylo znovu provedeno: podívejte se na hru a proveďte znovu, pokud to stále chcete
changed-elsewhere-redo-target = #{ $seq } je nyní záznam, který opakování vrátí
changed-elsewhere-undo = { $changes } od jejího načtení; nic nebylo vráceno: podívejte se na hru a vraťte znovu, pokud je poslední záznam stále ten, který chcete vrátit
changed-elsewhere-gone = #{ $seq } byl vrácen
changed-elsewhere-now = #{ $seq } je nyní { $summary }
changed-elsewhere-new = #{ $seq } { $summary } je nový
storage-corrupt = soubor databáze je poškozený
storage-disk-full = disk je plný
storage-interrupted = zastaveno před dokončením: nic z toho nebylo zapsáno
storage-game-does-not-replay = hru { $id } nelze přehrát: { $error }
storage-migration-failed = převod selhal: { $error }
storage-not-a-database = soubor není databáze
storage-read-only = databáze je jen pro čtení
store-another-application = patří jiné aplikaci
store-cannot-check = SQLite ji nemůže zkontrolovat ({ $error })
store-check-says = kontrola SQLite hlásí: { $check }
store-file-corrupt = soubor je poškozený
store-not-sqlite = není to databáze SQLite
store-schema-unreadable = její schéma nelze přečíst (poškozené?)
store-wal-another-database = žurnál vedle ní patří k jiné databázi
store-wal-does-not-fit = žurnál vedle ní neodpovídá souboru
store-wal-would-drop-games = žurnál vedle ní by zahodil hry ze souboru
store-wal-would-drop-entries = žurnál vedle ní by ztratil záznamy ze souboru
store-wal-would-drop-players = žurnál vedle ní by ztratil hráče ze seznamu v souboru
store-wal-older-than-file = žurnál vedle ní je starší než soubor: změny provedené od té doby by se ztratily
store-wal-unreadable = žurnál vedle ní není žurnál, který by SQLite na tento soubor použil (jiná velikost stránky nebo poškozená hlavička)
store-wal-not-its-own = žurnál vedle ní nepatří k tomuto souboru: pochází z jiné databáze nebo z kopie, která se měnila odděleně od tohoto souboru
store-wal-starts-after-file = žurnál vedle ní navazuje na novější stav této databáze, než jaký obsahuje soubor (nevrátil někdo na místo starší kopii souboru?): změny mezi nimi by se ztratily
store-file-alone-damaged = samotný soubor je poškozený ({ $error }) a žurnál { $wal } vedle něj ho neopraví: uschovejte si kopii obou souborů a obnovte poslední zálohu
store-view-damaged = databázi tak, jak ji vytváří její žurnál { $wal }, nelze přečíst ({ $error })
store-corrupt-through-log = databáze tak, jak ji vytváří její žurnál { $wal }, je poškozená
store-path-link-loop = symbolické odkazy, které k ní vedou, tvoří smyčku
store-path-is-uri = zadejte cestu k souboru, ne URI SQLite (`file:...`, `:memory:`)
store-path-not-a-file = { $file } je { $kind ->
        [directory] adresář
        [fifo] FIFO (pojmenovaná roura)
        [stream] datový proud nebo zařízení (standardní vstup, popisovač souboru, /dev nebo /proc)
       *[other] zařízení nebo socket
    }, ne soubor databáze
variant-error-unknown = není varianta pravidel
what-a-completed-feature = území dokončené během hry se hodnotí jen během tahů
what-a-double-turn = dvojitý tah patří k tahům
what-ending-a-turn = ukončení tahu patří k tahům
what-incomplete-features = hodnocení nedokončených území
what-item-is-scored = hodnocení: { $item }
what-item-belongs-to-turns = { $item } patří k tahům
what-placing-a-robber = zbojník se umisťuje jen během tahů
what-starting-the-end-game = nemůže začít podruhé

import-not-an-object = není to objekt JSON: { $error }
import-year-out-of-range = rok { $year } je mimo rozsah 0000-9999
integrity-sound = Databáze je v pořádku.
integrity-unknown = neznámé
integrity-damaged = Databáze je poškozená (nalezené problémy: { $count }; první: { $first }). Hned exportujte své hry, pokud je Tally ještě dokáže vypsat, uschovejte kopii souboru a obnovte poslední zálohu.
name-invisible-character = jméno nesmí obsahovat { $code }, řídicí či neviditelný znak ani znak směru textu
roster-name-taken = `{ $other }` (hráč č. { $id }) už toto jméno má
score-beyond-any = { $current } nemůže získat ještě { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    }: to přesahuje jakékoli skóre
score-out-of-range = { $score } není skóre: součty jsou mezi -{ $limit } a { $limit }
seat-same-roster-player = toto místo a některé předchozí jsou tentýž hráč ze seznamu (č. { $id })
storage-bad-scores = uložená skóre `{ $text }` nejsou platná
storage-no-database = v { $path } není žádná databáze
store-directory-not-writable = do její složky { $directory } nelze zapisovat a SQLite si tam ukládá soubory protokolu
store-file-not-writable = do souboru nelze zapisovat: změňte jeho oprávnění
store-log-file-not-writable = do { $file } nelze zapisovat (mohlo jej zanechat otevření jen pro čtení): zavřete všechny Tally, které databázi používají, a pak ten soubor smažte
store-opened-read-only = otevřeno jen pro čtení
too-large-entries-in-game = záznamů ve hře { $game } ({ $uuid })
too-large-entries-in-this-game = záznamů v této hře (vrácení, smazání záznamu a ukončení hry dál fungují)
too-large-import-bytes = bajtů v importovaném dokumentu
too-large-request-players = hráčů v žádosti o hodnocení
name-already-at-table = `{ $name }` už u stolu sedí jako `{ $other }`: jeden člověk, jedno místo
store-read-only-needs-migration = { $reason }; její schéma (verze { $version }) je nutné nejprve převést na verzi { $latest }, k čemuž je potřeba zápis
draft-no-such-item = toto hodnocení nemá položku { $item } (má jich { $count })
draft-not-during-turns = podle těchto pravidel se to nehodnotí během tahů
draft-not-at-end = podle těchto pravidel se to nehodnotí při závěrečném hodnocení
draft-step-of-an-event = jen událost se zapisuje ve vlastním kroku
draft-moment-changed = hra od začátku tohoto hodnocení pokročila (začalo závěrečné hodnocení, nebo se vrátilo k tahům): začněte znovu
draft-empty = zatím není co hodnotit: vyberte území nebo událost
draft-entry-not-a-scoring = záznam č. { $seq } není hodnocení: oprava se upravuje jako oprava, vše ostatní se maže
too-large-draft-bytes = bajtů v uloženém rozpracovaném hodnocení
error-not_exportable = hru { $game } nelze exportovat pro { $format }: { $reason }
roster-bgstats-uuid-invalid = tohle není identifikátor hráče z BG Stats: má 36 znaků, šestnáctkové číslice ve skupinách 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
