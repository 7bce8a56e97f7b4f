### Erreurs : le message error-<code> de chaque code d'erreur, et les raisons qu'il porte.

colour-unknown = `{ $word }` n'est pas une couleur : { $colours }
colour-taken = { $colour } est déjà prise
command-changes-the-log = annuler, rétablir, modifier et supprimer changent le journal, pas la table
correction-reason-too-long = une raison compte au plus { $most ->
        [one] { $most } caractère
       *[other] { $most } caractères
    }
reason-invisible-character = une raison ne peut pas contenir { $code }, un caractère de contrôle, de sens d'écriture ou invisible
correction-say-why = dites pourquoi le score est corrigé
correction-too-large = une correction vaut au plus { $most ->
        [one] { $most } point
       *[other] { $most } points
    } dans un sens ou dans l'autre, pas { $points }
correction-zero = une correction de 0 point ne change rien
edit-not-undo-or-redo = une modification remplace une commande par une autre, pas par annuler ou rétablir
error-already_recorded = { $item } : s'enregistre { $limit }, c'est déjà fait
error-changed_elsewhere = la partie a changé ailleurs et a été rechargée : { $reason }
error-host_only = seul l'hôte le fait : { $reason }
error-import_stopped = l'importation s'est arrêtée : { $cause }. Parties enregistrées avant l'arrêt : { $imported } sur { $total } ; importez à nouveau le document pour ajouter le reste (les parties déjà enregistrées sont ignorées)
error-database_busy = la base de données est occupée : un autre programme y écrit (une longue importation ?) et ne l'a pas libérée à temps ; rien n'a changé, réessayez dans un instant
error-damaged_database = { $path } est endommagé et n'a pas été touché : { $reason }
error-foreign_log = { $path } n'a pas été ouvert : { $reason }. Rien n'a été modifié. Mettez le journal { $wal } de côté (Tally peut le déplacer, avec le fichier -shm voisin ; en ligne de commande, `tally check --set-aside-log`) et rouvrez : le fichier s'ouvre avec les parties qu'il contient, et le journal est conservé
error-duplicate_player = le joueur `{ $player }` figure deux fois
error-edit_refused = modifier l'entrée n° { $seq } rendrait l'entrée n° { $invalid } invalide : { $reason }
error-end_game_not_started = { $what } en fin de partie : commencez d'abord l'évaluation finale
error-end_game_started = l'évaluation finale a commencé : { $what }
error-game_finished = la partie est terminée : rouvrez-la d'abord
error-input_not_enabled = `{ $field }` demande { $needs }, qui n'est pas en jeu
error-invalid_import = import impossible : { $reason }
error-invalid_input = `{ $field }` : { $reason }
error-invalid_request = requête invalide : { $reason }
error-no_players = aucun joueur : il en faut au moins un
error-no_prompt = aucune question en attente : { $question }
error-nobody_scores = personne ne marque pour cette zone ({ $item }) : { $hint }
error-not_a_tally_database = { $path } n'est pas une base de données Tally : { $reason }
error-not_available = `{ $item }` ne peut pas être compté ici : { $reason }
error-not_finished = seule une partie terminée peut être rouverte
error-nothing_to_redo = rien à rétablir
error-nothing_to_undo = rien à annuler
error-prompt_pending = D'abord : { $player } { $question }
error-read_only_database = { $path } est ouverte en lecture seule ({ $reason }) : elle peut être lue mais pas modifiée
error-too_large = { $what } : { $found } dépasse la limite de { $limit }
error-schema_too_new = la base de données a la version de schéma { $found } ; ce Tally lit jusqu'à { $supported } : mettez Tally à jour
error-scored_automatically = { $item } : { $reason }
error-second_part_taken = ce tour a déjà sa seconde partie
error-storage = erreur de stockage : { $message }
error-unknown_edition = édition inconnue `{ $key }` (attendu : c1, c2, c3 ou winter)
error-unknown_entry = l'entrée n° { $seq } n'existe pas ou ne peut pas être modifiée
error-unknown_event = événement inconnu `{ $key }` (voir `tally rules events`)
error-unknown_expansion = extension inconnue `{ $key }` (voir `tally rules expansions`)
error-unknown_feature = zone inconnue `{ $key }` (voir `tally rules features`)
error-unknown_game = aucune partie avec l'identifiant { $id }
error-unknown_input = `{ $field }` n'est pas une saisie de `{ $item }`
error-unknown_player = joueur inconnu `{ $player }`
error-unknown_preset = sélection rapide inconnue `{ $key }` (voir `tally rules presets`)
error-unknown_roster_player = aucun joueur avec l'identifiant { $id } dans la liste des joueurs
error-would_go_negative = { $player } a { $score ->
        [one] { $score } point
       *[other] { $score } points
    } et ne peut pas en perdre { $lose } : le score ne peut pas passer sous 0
event-belongs-to-active-player = { $item } revient au joueur actif ({ $active }), pas à { $player }
event-choose-player = choisissez le joueur : { $who }
event-same-player = { $second } ne peut pas être aussi { $first }
feature-not-at-the-end = elle n'est pas comptée en fin de partie
feature-only-at-the-end = elle n'est comptée qu'en fin de partie
figure-out-of-range = { $player } a { $count ->
        [one] { $count } pion de score
       *[other] { $count } pions de score
    }, pas de pion { $figure }
hint-name-the-players = nommez les joueurs qui y ont des partisans (ou confirmez que personne ne marque pour l'enregistrer quand même)
import-damaged = le document est endommagé : { $error }
import-entry-number = l'entrée { $entry } porte le numéro { $number }
import-format-too-new = les événements ont le format { $format } ; ce Tally lit jusqu'à { $supported }
import-game-refused = partie { $game } ({ $uuid }) : { $error }
import-not-a-uuid = `{ $uuid }` n'est pas un UUID
import-not-an-export = ce n'est pas un export Tally (pas de "format": "tally-export")
import-not-json = pas du JSON : { $error }
import-version-too-new = l'export a la version { $version } ; ce Tally lit jusqu'à { $supported } : mettez Tally à jour
input-above-maximum = { $number } dépasse le maximum de { $max }
input-below-minimum = { $number } est sous le minimum de { $min }
input-empty-player-id = un identifiant de joueur ne peut pas être vide
input-expected-number = un nombre entier est attendu
input-expected-option = une des clés d'option est attendue
input-expected-player = un identifiant de joueur est attendu
input-expected-toggle = true ou false est attendu
input-given-per-player = se donne par joueur : mettez-le dans l'entrée de chaque joueur
input-negative = { $number } est négatif ; les comptes commencent à { $min }
input-not-an-option = `{ $key }` n'est pas l'une des valeurs { $options }
input-not-per-player = ne se donne pas par joueur : mettez-le dans `inputs`
limit-once-per-game = une fois par partie
limit-once-per-player-taken = une fois par joueur, et { $player } l'a déjà
limit-once-per-turn = une fois par tour, même lors d'un double tour
merge-into-themselves = un joueur ne peut pas être fusionné avec lui-même
merge-same-game = les deux ont joué la même partie : ce sont des joueurs différents
name-missing = un joueur a besoin d'un nom
name-too-long = un nom compte au plus { $most ->
        [one] { $most } caractère
       *[other] { $most } caractères
    }
needs-elements = il faut { $elements }
prompt-dispatch-to-resolve = doit résoudre un message
prompt-robber-choice = doit choisir à qui le voleur prend des points
question-dispatch = message
question-robber-choice = choix du voleur
reason-double-turn-needs-builder = un double tour demande le bâtisseur (exp02_traders_builders.builder)
reason-scored-when-finished = la partie le compte elle-même quand elle se termine
robber-space-no-figure = aucun pion de score d'un autre joueur ne se trouve sur la case { $space }
robber-space-off-track = le plateau de score a les cases 0 à 49, pas { $space }
robber-victim-did-not-score = { $victim } n'a pas marqué depuis la case du voleur lors de cette évaluation
round-empty = une évaluation compte au moins une zone ou un événement
round-one-step = une évaluation ne porte que sur une étape : { $first } relève de { $first_step }, { $second } de { $second_step }
round-too-many = une évaluation contient au plus { $most ->
        [one] { $most } élément
       *[other] { $most } éléments
    }
setup-player-count = une partie se joue de { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }, pas { $count }
step-1a-first-part-only = l'étape 1A n'a lieu que dans la première partie d'un double tour
step-feature-wrong = une zone est comptée à l'étape { $step }, pas { $given }
step-say-which = { $item } peut avoir lieu à l'étape { $steps } : dites laquelle
step-wrong = { $item } a lieu à l'étape { $steps }, pas { $given }
storage-bad-json = donnée enregistrée ({ $what }) invalide : { $error }
storage-bad-timestamp = horodatage invalide `{ $text }` : { $error }
storage-cannot-create = impossible de créer { $path } : { $error }
storage-cannot-read = impossible de lire { $path } : { $error }
storage-cannot-move = impossible de déplacer { $path } : { $error }
too-large-entries-way-out = entrées de cette partie, annulations, rétablissements et suppressions compris (terminer la partie reste possible)
too-large-import-read = octets lus du document importé (la lecture s'est arrêtée là)
import-not-text = le document n'est pas du texte UTF-8 : { $error }
import-cannot-read = impossible de lire le document : { $error }
storage-cannot-write-file = impossible d'écrire { $path } : { $error }
output-is-the-database = { $path } est la base de données que lit cette commande ({ $database }) ou l'un de ses fichiers journaux : choisissez un autre fichier ; rien n'a été écrit
changed-elsewhere-redo = { $changes } depuis sa lecture ; rien n'a été rétabli : regardez la partie et rétablissez à nouveau si vous le voulez toujours
changed-elsewhere-redo-target = #{ $seq } est maintenant l'entrée que rétablir ramène
changed-elsewhere-undo = { $changes } depuis sa lecture ; rien n'a été annulé : regardez la partie et annulez à nouveau si la dernière entrée est toujours celle à reprendre
changed-elsewhere-gone = #{ $seq } a été reprise
changed-elsewhere-now = #{ $seq } est maintenant { $summary }
changed-elsewhere-new = #{ $seq } { $summary } est nouvelle
storage-corrupt = le fichier de la base de données est corrompu
storage-disk-full = le disque est plein
storage-interrupted = arrêté avant la fin : rien n'en a été écrit
storage-game-does-not-replay = la partie { $id } ne se rejoue pas : { $error }
storage-migration-failed = la migration a échoué : { $error }
storage-not-a-database = le fichier n'est pas une base de données
storage-read-only = la base de données est en lecture seule
store-another-application = il appartient à une autre application
store-cannot-check = SQLite ne peut pas le vérifier ({ $error })
store-check-says = la vérification de SQLite indique : { $check }
store-file-corrupt = le fichier est corrompu
store-not-sqlite = ce n'est pas une base de données SQLite
store-schema-unreadable = son schéma est illisible (corrompu ?)
store-wal-another-database = le journal d'écriture anticipée à côté appartient à une autre base de données
store-wal-does-not-fit = le journal d'écriture anticipée à côté ne correspond pas au fichier
store-wal-would-drop-games = le journal d'écriture anticipée à côté supprimerait des parties du fichier
store-wal-would-drop-entries = le journal d'écriture anticipée à côté perdrait des entrées du fichier
store-wal-would-drop-players = le journal d'écriture anticipée à côté perdrait des joueurs de la liste que le fichier contient
store-wal-older-than-file = le journal d'écriture anticipée à côté est plus ancien que le fichier : les modifications faites depuis seraient perdues
store-wal-unreadable = le journal d'écriture anticipée à côté n'est pas un journal que SQLite appliquerait à ce fichier (autre taille de page ou en-tête endommagé)
store-wal-not-its-own = le journal d'écriture anticipée à côté n'est pas celui de ce fichier : il vient d'une autre base de données, ou d'une copie modifiée séparément de ce fichier
store-wal-starts-after-file = le journal d'écriture anticipée à côté prolonge un état de cette base plus récent que celui du fichier (une copie plus ancienne du fichier a-t-elle été remise en place ?) : les modifications entre les deux seraient perdues
store-file-alone-damaged = le fichier lui-même est endommagé ({ $error }), et le journal d'écriture anticipée { $wal } à côté ne le répare pas : gardez une copie des deux fichiers et restaurez la dernière sauvegarde
store-view-damaged = la base de données, telle que son journal d'écriture anticipée { $wal } la rend, ne peut pas être lue ({ $error })
store-corrupt-through-log = la base de données, telle que son journal d'écriture anticipée { $wal } la rend, est corrompue
store-path-link-loop = les liens symboliques qui y mènent tournent en boucle
store-path-is-uri = donnez le chemin d'un fichier, pas une URI SQLite (`file:...`, `:memory:`)
store-path-not-a-file = { $file } est { $kind ->
        [directory] un dossier
        [fifo] un FIFO (tube nommé)
        [stream] un flux ou un périphérique (entrée standard, descripteur de fichier, /dev ou /proc)
       *[other] un périphérique ou un socket
    }, pas un fichier de base de données
variant-error-unknown = n'est pas une variante de règle
what-a-completed-feature = une zone achevée pendant la partie s'évalue pendant les tours de jeu
what-a-double-turn = un double tour se joue pendant les tours de jeu
what-ending-a-turn = finir un tour appartient aux tours de jeu
what-incomplete-features = compter les zones inachevées
what-item-is-scored = compter { $item }
what-item-belongs-to-turns = { $item } appartient aux tours de jeu
what-placing-a-robber = un voleur se place pendant les tours de jeu
what-starting-the-end-game = elle ne peut pas commencer une seconde fois

import-not-an-object = pas un objet JSON : { $error }
import-year-out-of-range = l’année { $year } est hors de 0000-9999
integrity-sound = La base de données est saine.
integrity-unknown = inconnu
integrity-damaged = La base de données est endommagée ({ $count ->
        [one] { $count } problème trouvé
       *[other] { $count } problèmes trouvés
    } ; le premier : { $first }). Exportez vos parties maintenant si Tally peut encore les lister, gardez une copie du fichier et restaurez la dernière sauvegarde.
name-invisible-character = un nom ne peut pas contenir { $code }, un caractère de contrôle, de sens d'écriture ou invisible
roster-name-taken = `{ $other }` (joueur n° { $id }) porte déjà ce nom
score-beyond-any = { $current } ne peut pas recevoir { $points ->
        [one] { $points } point
       *[other] { $points } points
    } de plus : cela dépasse tout score
score-out-of-range = { $score } n’est pas un score : les totaux vont de -{ $limit } à { $limit }
seat-same-roster-player = cette place et une précédente sont le même joueur de la liste (n° { $id })
storage-bad-scores = les scores enregistrés `{ $text }` ne sont pas valides
storage-no-database = il n’y a pas de base de données à { $path }
store-directory-not-writable = son dossier { $directory } n’est pas accessible en écriture, et SQLite y garde ses fichiers journaux
store-file-not-writable = le fichier n’est pas accessible en écriture : changez ses droits pour écrire
store-log-file-not-writable = { $file } n’est pas accessible en écriture (une ouverture en lecture seule l’a peut-être laissé) : fermez chaque Tally qui utilise la base, puis supprimez ce fichier pour écrire à nouveau
store-opened-read-only = ouverte en lecture seule
too-large-entries-in-game = entrées de la partie { $game } ({ $uuid })
too-large-entries-in-this-game = entrées de cette partie (annuler, supprimer une entrée et terminer la partie restent possibles)
too-large-import-bytes = octets dans le document importé
too-large-request-players = joueurs dans une demande d'évaluation
name-already-at-table = `{ $name }` est déjà à la table sous le nom `{ $other }` : une personne, une place
store-read-only-needs-migration = { $reason } ; son schéma (version { $version }) doit d’abord passer à la version { $latest }, ce qui demande d’écrire
draft-no-such-item = cette évaluation n'a pas d'élément { $item } (elle en a { $count })
draft-not-during-turns = avec ces règles, cela ne s'évalue pas pendant les tours
draft-not-at-end = avec ces règles, cela ne s'évalue pas à l'évaluation finale
draft-step-of-an-event = seul un événement s'enregistre à une étape qui lui est propre
draft-moment-changed = la partie a avancé depuis le début de cette évaluation (l'évaluation finale a commencé, ou la partie est revenue aux tours) : recommencez-la
draft-empty = rien à évaluer pour l'instant : choisissez une zone ou un événement
draft-entry-not-a-scoring = l'entrée n° { $seq } n'est pas une évaluation : une correction se modifie comme une correction, le reste se supprime
too-large-draft-bytes = octets du brouillon d'évaluation conservé
error-not_exportable = la partie { $game } ne peut pas être exportée pour { $format } : { $reason }
roster-bgstats-uuid-invalid = ce n’est pas un identifiant de joueur BG Stats : il compte 36 caractères, des chiffres hexadécimaux en groupes de 8-4-4-4-12 (A1637A2A-B17E-49F1-B05C-60CCB21B8B31)
