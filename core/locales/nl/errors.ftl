### Fouten: het bericht error-<code> van elke foutcode en de redenen die het draagt.

colour-unknown = `{ $word }` is geen kleur: { $colours }
colour-taken = { $colour } is al bezet
command-changes-the-log = ongedaan maken, opnieuw, wijzigen en verwijderen veranderen het verloop, niet de tafel
correction-reason-too-long = een reden heeft hoogstens { $most ->
        [one] { $most } teken
       *[other] { $most } tekens
    }
reason-invisible-character = een reden mag { $code } niet bevatten, een stuur-, schrijfrichtings- of onzichtbaar teken
correction-say-why = zeg waarom de score wordt gecorrigeerd
correction-too-large = een correctie is hoogstens { $most ->
        [one] { $most } punt
       *[other] { $most } punten
    } in beide richtingen, niet { $points }
correction-zero = een correctie van 0 punten verandert niets
edit-not-undo-or-redo = een wijziging vervangt een opdracht door een andere, niet door ongedaan maken of opnieuw
error-already_recorded = { $item }: wordt { $limit } genoteerd, dat is al gebeurd
error-changed_elsewhere = het spel is elders gewijzigd en opnieuw geladen: { $reason }
error-host_only = dit doet alleen de host: { $reason }
error-import_stopped = de import is gestopt: { $cause }. Spellen opgeslagen voordat hij stopte: { $imported } van { $total }; importeer het document opnieuw om de rest toe te voegen (al opgeslagen spellen worden overgeslagen)
error-database_busy = de database is bezet: een ander programma schrijft erin (een lange import?) en heeft hem niet op tijd vrijgegeven; er is niets veranderd, probeer het zo opnieuw
error-damaged_database = { $path } is beschadigd en is niet aangeraakt: { $reason }
error-foreign_log = { $path } is niet geopend: { $reason }. Er is niets gewijzigd. Zet het logboek { $wal } opzij (Tally kan het samen met het -shm-bestand ernaast verplaatsen; op de opdrachtregel `tally check --set-aside-log`) en open opnieuw: het bestand opent met de spellen die het bevat, en het logboek blijft bewaard
error-duplicate_player = speler `{ $player }` staat er twee keer in
error-edit_refused = het wijzigen van regel #{ $seq } zou regel #{ $invalid } ongeldig maken: { $reason }
error-end_game_not_started = { $what } aan het einde van het spel: begin eerst de eindtelling
error-end_game_started = de eindtelling is begonnen: { $what }
error-game_finished = het spel is afgelopen: heropen het eerst
error-input_not_enabled = `{ $field }` heeft { $needs } nodig, dat niet in het spel is
error-invalid_import = importeren kan niet: { $reason }
error-invalid_input = `{ $field }`: { $reason }
error-invalid_request = ongeldig verzoek: { $reason }
error-no_players = geen spelers: er is minstens één speler nodig
error-no_prompt = er wacht geen vraag: { $question }
error-nobody_scores = niemand scoort voor dit project ({ LOWER($item) }): { $hint }
error-not_a_tally_database = { $path } is geen Tally-database: { $reason }
error-not_available = `{ $item }` kan hier niet geteld worden: { $reason }
error-not_finished = alleen een afgelopen spel kan heropend worden
error-nothing_to_redo = niets om opnieuw te doen
error-nothing_to_undo = niets om ongedaan te maken
error-prompt_pending = Eerst: { $player } { $question }
error-read_only_database = { $path } is alleen-lezen geopend ({ $reason }): ze kan gelezen, maar niet gewijzigd worden
error-too_large = { $what }: { $found } is meer dan de grens van { $limit }
error-schema_too_new = de database heeft schemaversie { $found }; deze Tally leest tot { $supported }: werk Tally bij
error-scored_automatically = { $item }: { $reason }
error-second_part_taken = deze beurt heeft zijn tweede deel al
error-storage = opslagfout: { $message }
error-unknown_edition = onbekende editie `{ $key }` (verwacht: c1, c2, c3 of winter)
error-unknown_entry = regel #{ $seq } bestaat niet of kan niet gewijzigd worden
error-unknown_event = onbekende gebeurtenis `{ $key }` (zie `tally rules events`)
error-unknown_expansion = onbekende uitbreiding `{ $key }` (zie `tally rules expansions`)
error-unknown_feature = onbekend project `{ $key }` (zie `tally rules features`)
error-unknown_game = geen spel met nummer { $id }
error-unknown_input = `{ $field }` is geen invoer van `{ $item }`
error-unknown_player = onbekende speler `{ $player }`
error-unknown_preset = onbekende snelle selectie `{ $key }` (zie `tally rules presets`)
error-unknown_roster_player = geen speler met nummer { $id } in de spelerslijst
error-would_go_negative = { $player } heeft { $score ->
        [one] { $score } punt
       *[other] { $score } punten
    } en kan geen { $lose ->
        [one] { $lose } punt
       *[other] { $lose } punten
    } verliezen: de score mag niet onder 0 komen
event-belongs-to-active-player = { $item } hoort bij de actieve speler ({ $active }), niet bij { $player }
event-choose-player = kies de speler: { $who }
event-same-player = { $second } kan niet ook { $first } zijn
feature-not-at-the-end = het wordt aan het einde van het spel niet geteld
feature-only-at-the-end = het wordt alleen aan het einde van het spel geteld
figure-out-of-range = { $player } heeft { $count ->
        [one] { $count } telhorige
       *[other] { $count } telhorigen
    }, geen telhorige { $figure }
hint-name-the-players = noem de spelers met horigen erop (of bevestig dat niemand scoort om het toch te noteren)
import-damaged = het document is beschadigd: { $error }
import-entry-number = regel { $entry } heeft nummer { $number }
import-format-too-new = de gebeurtenissen hebben formaat { $format }; deze Tally leest tot { $supported }
import-game-refused = spel { $game } ({ $uuid }): { $error }
import-not-a-uuid = `{ $uuid }` is geen UUID
import-not-an-export = dit is geen Tally-export (geen "format": "tally-export")
import-not-json = geen JSON: { $error }
import-version-too-new = de export heeft versie { $version }; deze Tally leest tot { $supported }: werk Tally bij
input-above-maximum = { $number } is meer dan het maximum van { $max }
input-below-minimum = { $number } is minder dan het minimum van { $min }
input-empty-player-id = een spelers-id mag niet leeg zijn
input-expected-number = een geheel getal verwacht
input-expected-option = een van de optiesleutels verwacht
input-expected-player = een spelers-id verwacht
input-expected-toggle = true of false verwacht
input-given-per-player = wordt per speler gegeven: zet het bij elke speler
input-negative = { $number } is negatief; tellingen beginnen bij { $min }
input-not-an-option = `{ $key }` is niet een van { $options }
input-not-per-player = wordt niet per speler gegeven: zet het bij `inputs`
limit-once-per-game = eenmaal per spel
limit-once-per-player-taken = eenmaal per speler, en { $player } heeft het al
limit-once-per-turn = eenmaal per beurt, ook in een dubbele beurt
merge-into-themselves = een speler kan niet met zichzelf worden samengevoegd
merge-same-game = beiden speelden in hetzelfde spel, dus het zijn verschillende spelers
name-missing = een speler heeft een naam nodig
name-too-long = een naam heeft hoogstens { $most ->
        [one] { $most } teken
       *[other] { $most } tekens
    }
needs-elements = het heeft { $elements } nodig
prompt-dispatch-to-resolve = moet een bericht afhandelen
prompt-robber-choice = moet kiezen van wie de rover steelt
question-dispatch = bericht
question-robber-choice = keuze van de rover
reason-double-turn-needs-builder = een dubbele beurt heeft de bouwmeester nodig (exp02_traders_builders.builder)
reason-scored-when-finished = het spel telt het zelf als het afgelopen is
robber-space-no-figure = op vak { $space } staat geen telhorige van een andere speler
robber-space-off-track = het scoretableau heeft de vakken 0 tot 49, niet { $space }
robber-victim-did-not-score = { $victim } scoorde deze telronde niet vanaf het vak van de rover
round-empty = een telronde telt minstens één project of gebeurtenis
round-one-step = een telronde telt één stap: { $first } hoort bij { $first_step }, { $second } bij { $second_step }
round-too-many = een telronde bevat hoogstens { $most ->
        [one] { $most } onderdeel
       *[other] { $most } onderdelen
    }
setup-player-count = een spel heeft { $min } tot { $max ->
        [one] { $max } speler
       *[other] { $max } spelers
    }, niet { $count }
step-1a-first-part-only = stap 1A is er alleen in het eerste deel van een dubbele beurt
step-feature-wrong = een project wordt geteld in stap { $step }, niet { $given }
step-say-which = { $item } kan gebeuren in stap { $steps }: zeg welke
step-wrong = { $item } gebeurt in stap { $steps }, niet { $given }
storage-bad-json = opgeslagen gegevens ({ $what }) zijn ongeldig: { $error }
storage-bad-timestamp = ongeldig tijdstempel `{ $text }`: { $error }
storage-cannot-create = { $path } kan niet worden aangemaakt: { $error }
storage-cannot-read = kan { $path } niet lezen: { $error }
storage-cannot-move = kan { $path } niet verplaatsen: { $error }
too-large-entries-way-out = regels in dit spel, ongedaan maken, opnieuw doen en verwijderen inbegrepen (het spel beëindigen werkt nog)
too-large-import-read = bytes gelezen uit het importdocument (daar stopte het lezen)
import-not-text = het document is geen UTF-8-tekst: { $error }
import-cannot-read = kan het document niet lezen: { $error }
storage-cannot-write-file = kan { $path } niet schrijven: { $error }
output-is-the-database = { $path } is de database die deze opdracht leest ({ $database }) of een van zijn logbestanden: kies een ander bestand; er is niets geschreven
changed-elsewhere-redo = { $changes } sinds het gelezen werd; er is niets opnieuw gedaan: bekijk het spel en doe het opnieuw als je dat nog steeds wilt
changed-elsewhere-redo-target = #{ $seq } is nu de regel die opnieuw doen terugbrengt
changed-elsewhere-undo = { $changes } sinds het gelezen werd; er is niets ongedaan gemaakt: bekijk het spel en maak opnieuw ongedaan als de laatste regel nog steeds de terug te nemen regel is
changed-elsewhere-gone = #{ $seq } is teruggenomen
changed-elsewhere-now = #{ $seq } is nu { $summary }
changed-elsewhere-new = #{ $seq } { $summary } is nieuw
storage-corrupt = het databasebestand is beschadigd
storage-disk-full = de schijf is vol
storage-interrupted = gestopt voordat het klaar was: er is niets van geschreven
storage-game-does-not-replay = spel { $id } laat zich niet naspelen: { $error }
storage-migration-failed = de omzetting is mislukt: { $error }
storage-not-a-database = het bestand is geen database
storage-read-only = de database is alleen-lezen
store-another-application = het hoort bij een andere toepassing
store-cannot-check = SQLite kan het niet controleren ({ $error })
store-check-says = de controle van SQLite meldt: { $check }
store-file-corrupt = het bestand is beschadigd
store-not-sqlite = het is geen SQLite-database
store-schema-unreadable = het schema is onleesbaar (beschadigd?)
store-wal-another-database = het write-ahead-logboek ernaast hoort bij een andere database
store-wal-does-not-fit = het write-ahead-logboek ernaast past niet bij het bestand
store-wal-would-drop-games = het write-ahead-logboek ernaast zou spellen uit het bestand laten vallen
store-wal-would-drop-entries = het write-ahead-logboek ernaast zou regels uit het bestand verliezen
store-wal-would-drop-players = het write-ahead-logboek ernaast zou spelers uit de spelerslijst van het bestand verliezen
store-wal-older-than-file = het write-ahead-logboek ernaast is ouder dan het bestand: wijzigingen van daarna zouden verloren gaan
store-wal-unreadable = het write-ahead-logboek ernaast is geen logboek dat SQLite op dit bestand zou toepassen (andere paginagrootte of beschadigde kop)
store-wal-not-its-own = het write-ahead-logboek ernaast hoort niet bij dit bestand: het komt van een andere database, of van een kopie die los van dit bestand is gewijzigd
store-wal-starts-after-file = het write-ahead-logboek ernaast zet een latere stand van deze database voort dan het bestand bevat (is er een oudere kopie van het bestand teruggezet?): de wijzigingen daartussen zouden verloren gaan
store-file-alone-damaged = het bestand zelf is beschadigd ({ $error }), en het write-ahead-logboek { $wal } ernaast maakt het niet heel: bewaar een kopie van beide bestanden en zet de laatste back-up terug
store-view-damaged = de database zoals haar write-ahead-logboek { $wal } haar maakt, is niet te lezen ({ $error })
store-corrupt-through-log = de database zoals haar write-ahead-logboek { $wal } haar maakt, is beschadigd
store-path-link-loop = de symbolische koppelingen ernaartoe lopen in een kringetje
store-path-is-uri = geef het pad van een bestand, geen SQLite-URI (`file:...`, `:memory:`)
store-path-not-a-file = { $file } is { $kind ->
        [directory] een map
        [fifo] een FIFO (benoemde pipe)
        [stream] een datastroom of een apparaat (standaardinvoer, een bestandsdescriptor, /dev of /proc)
       *[other] een apparaat of een socket
    }, geen databasebestand
variant-error-unknown = is geen regelvariant
what-a-completed-feature = een project dat tijdens het spel is afgebouwd, telt alleen tijdens de beurten
what-a-double-turn = een dubbele beurt hoort bij de beurten
what-ending-a-turn = het beëindigen van een beurt hoort bij de beurten
what-incomplete-features = het tellen van onafgebouwde projecten
what-item-is-scored = het tellen van { $item }
what-item-belongs-to-turns = { $item } hoort bij de beurten
what-placing-a-robber = een rover wordt alleen tijdens de beurten geplaatst
what-starting-the-end-game = ze kan geen tweede keer beginnen

import-not-an-object = geen JSON-object: { $error }
import-year-out-of-range = het jaar { $year } valt buiten 0000-9999
integrity-sound = De database is in orde.
integrity-unknown = onbekend
integrity-damaged = De database is beschadigd ({ $count ->
        [one] { $count } probleem
       *[other] { $count } problemen
    } gevonden; eerste: { $first }). Exporteer je spellen nu als Tally ze nog kan tonen, bewaar een kopie van het bestand en zet de laatste reservekopie terug.
name-invisible-character = een naam mag { $code } niet bevatten, een stuur-, schrijfrichtings- of onzichtbaar teken
roster-name-taken = `{ $other }` (speler nr. { $id }) heeft deze naam al
score-beyond-any = { $current } kan geen { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    } meer krijgen: dat gaat elke score te boven
score-out-of-range = { $score } is geen score: totalen liggen tussen -{ $limit } en { $limit }
seat-same-roster-player = deze plaats en een eerdere zijn dezelfde speler uit de lijst (nr. { $id })
storage-bad-scores = de opgeslagen scores `{ $text }` zijn ongeldig
storage-no-database = er is geen database op { $path }
store-directory-not-writable = de map { $directory } is niet schrijfbaar, en SQLite bewaart daar zijn logbestanden
store-file-not-writable = het bestand is niet schrijfbaar: wijzig de rechten om te schrijven
store-log-file-not-writable = { $file } is niet schrijfbaar (een alleen-lezen opening heeft het misschien achtergelaten): sluit elke Tally die de database gebruikt en verwijder dan dat bestand
store-opened-read-only = alleen-lezen geopend
too-large-entries-in-game = regels in spel { $game } ({ $uuid })
too-large-entries-in-this-game = regels in dit spel (ongedaan maken, een regel verwijderen en het spel beëindigen werken nog)
too-large-import-bytes = bytes in het importdocument
too-large-request-players = spelers in een telverzoek
name-already-at-table = `{ $name }` zit al aan tafel als `{ $other }`: één persoon, één plaats
store-read-only-needs-migration = { $reason }; het schema (versie { $version }) moet eerst naar versie { $latest }, en daarvoor moet er geschreven worden
draft-no-such-item = deze telling heeft geen onderdeel { $item } (ze heeft er { $count })
draft-not-during-turns = volgens deze regels wordt dit niet tijdens de beurten geteld
draft-not-at-end = volgens deze regels wordt dit niet bij de eindtelling geteld
draft-step-of-an-event = alleen een gebeurtenis wordt bij een eigen stap vastgelegd
draft-moment-changed = het spel is verdergegaan sinds deze telling begon (de eindtelling is begonnen of terug naar de beurten): begin opnieuw
draft-empty = nog niets te tellen: kies een project of een gebeurtenis
draft-entry-not-a-scoring = regel #{ $seq } is geen telling: een correctie wijzig je als correctie, de rest verwijder je
too-large-draft-bytes = bytes in het bewaarde telconcept
error-not_exportable = spel { $game } kan niet voor { $format } worden geëxporteerd: { $reason }
roster-bgstats-uuid-invalid = dit is geen speler-ID uit BG Stats: die heeft 36 tekens, hexadecimale cijfers in groepen van 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
