### Les textes propres à la ligne de commande (bindings/cli/src/l10n.rs, docs/l10n.md).
### Mêmes messages et mêmes variables que locales/en/cli.ftl, qui explique chacun.
### Les mots que tapent les joueurs (`help`, `dispatch two_points`, `finish`, `coa=2`,
### les couleurs) restent tels quels.

## Le plateau (view/board.rs)

cli-board-game = Partie n° { $id }
cli-board-turn = tour { $turn }, à { $player } de jouer, étape { $step }
cli-board-turn-second-part = tour { $turn } (seconde partie), à { $player } de jouer, étape { $step }
cli-board-end-game = évaluation finale
cli-board-finished = terminée
# La place d'un pion de score sur la piste ; ◆ et les tuiles 50/100 suivent.
cli-board-space = case { $space }
cli-board-robber = voleur sur la case { $space }
cli-board-dark-space = une case sombre : un pion qui s'y arrête après une évaluation tire un message
cli-pending-dispatch-label = Message :
cli-pending-dispatch = le pion { $figure } { DE($player) } s'est arrêté sur la case sombre { $space } : `dispatch two_points`, ou une tuile (`help dispatch`).
cli-pending-robber-label = Voleur :
cli-pending-robber = le voleur { DE($owner) } sur la case { $space } peut voler { $candidates } : `victim <joueur>`.
cli-pending-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })

## Ce qu'une commande a changé (view/changes.rs) ; $entry est « #4 Ville : red +12 »

cli-change-undid = Annulé : { $entry }
cli-change-redid = Rétabli : { $entry }
cli-change-edited = Modifié #{ $seq } : c'était { $old }
cli-change-edited-same = Modifié #{ $seq } ({ $old }) : rien n'a changé
cli-change-deleted = Supprimé : { $entry }
cli-change-taken-back = L'entrée #{ $seq } a été reprise
cli-change-reloaded = La partie a été rechargée.
cli-change-now = #{ $seq } est maintenant : { $summary }
cli-change-gone = #{ $seq } a disparu
cli-change-gone-was = #{ $seq } a disparu : { $summary }
cli-elsewhere = La partie a changé ailleurs : { $changes }.
cli-elsewhere-new = { $entry } est nouvelle
cli-elsewhere-taken-back = #{ $seq } a été reprise
cli-elsewhere-reloaded = La partie a changé ailleurs : rechargée.
cli-elsewhere-first = La partie avait changé ailleurs ({ $entries ->
        [one] { $entries } nouvelle entrée
       *[other] { $entries } nouvelles entrées
    }) : la commande s'applique à la partie enregistrée.

## Les entrées et le journal (view/entries.rs)

cli-award-moved = le pion a avancé de { $moved }
cli-award-figure = pion { $figure }
cli-log-empty = Rien n'est encore enregistré.
cli-log-turn = tour { $turn }
cli-log-latest = { $shown ->
        [one] la dernière
       *[other] les { $shown } dernières
    } de { $total ->
        [one] { $total } entrée
       *[other] { $total } entrées
    }

## Mots communs à plusieurs écrans

cli-or = ou

## L'aide de la session (view/help.rs)

cli-help-score = Marquer
cli-help-score-how = (les mots après un élément remplissent son formulaire ; `help <élément>` le montre) :
cli-help-nothing-now = rien pour l'instant : { $why }
cli-help-features = zones : { $keys }
cli-help-events = événements à l'étape { $step } : { $keys }
cli-help-events-none = événements à l'étape { $step } : aucun avec ces extensions
cli-help-other-steps = autres étapes avec des événements (`step <code>` les liste) : { $steps }
cli-help-end-game-items = éléments de l'évaluation finale : { $keys }
cli-help-eg = p. ex.
cli-help-example = city 5 coa=2 cathedral red=2 blue · road 3 red + city 4 coa=1 red (une tuile, une évaluation)
cli-help-example-words = red.figure=2 (le pion qui avance) · nobody (personne ne marque) · step=2B-1
cli-help-commands = Commandes
cli-help-commands-how = (`help <commande>` pour une seule) :
cli-help-item-steps = étape { $steps }
cli-help-item-no-inputs = aucune saisie : nommez les joueurs
# Les mots tapés pour une option à cocher restent yes et no.
cli-help-kind-toggle = yes/no
cli-help-kind-player = un joueur
cli-help-kind-per-player-count = par joueur { $range } (<joueur>.{ $input }=N)
cli-help-kind-per-player-toggle = par joueur (<joueur>.{ $input })
cli-help-kind-required = obligatoire
cli-help-dispatch-tiles = Tuiles de message (Les Hérauts) : `dispatch <tuile> ...` ; `figure=2` fait avancer l'autre pion.
cli-help-dispatch-feature-words = mots { DE(LOWER($feature)) }
cli-help-dispatch-words = mots

## Points par catégorie (classement, statistiques)

cli-category-roads = routes
cli-category-cities = villes
cli-category-cloisters = abbayes
cli-category-fields = prés
cli-category-features = autres zones
cli-category-bonuses = bonus
cli-category-dispatches = messages
cli-category-robbers = voleurs
cli-category-corrections = corrections

## Classement et évaluation finale pas à pas (view/standings.rs, view/walkthrough.rs)

cli-standings = Classement :
cli-standings-rank = { $rank }. { $name }
cli-standings-category = { $category } : { $points }
cli-walkthrough = Évaluation finale, dans l'ordre (marquez chaque zone inachevée ; passez ce qui ne s'applique pas) :
cli-walkthrough-done = fait
cli-walkthrough-scored = marqué { $times ->
        [one] { $times } fois
       *[other] { $times } fois
    }
cli-walkthrough-finish = puis `finish` pour le classement.

## Questions et réponses de la session (view/questions.rs)

cli-ask-count = { $item } : { $ask } :
cli-ask-nobody-scores = Personne ne marque pour cette zone ({ LOWER($items) }) : aucun partisan n'est nommé. L'enregistrer sans points ? [o/N]
cli-answers-yes = o, oui
cli-ask-finish-not-begun = L'évaluation finale n'a pas commencé : les zones inachevées et les éléments de fin de partie y sont comptés.
cli-ask-finish-how = Tapez `end` pour le commencer, `finish` pour terminer sans lui, ou rien pour revenir :
cli-finish-not-begun-script = l'évaluation finale n'a pas commencé : `tally end` la commence (les zones inachevées et les éléments de fin de partie y sont comptés) ; `tally end --finish --now` termine sans elle
cli-no-walkthrough-yet = L'évaluation finale n'a pas commencé : `end` la commence.
cli-nothing-done = Rien n'a été fait : regardez le plateau, puis retapez la commande si elle s'applique encore.
cli-nothing-recorded = Rien n'est enregistré.
cli-resuming = Reprise de la partie n° { $id }.
cli-welcome = Tapez `help` pour voir ce que vous pouvez marquer maintenant, `quit` pour partir (la partie est enregistrée après chaque commande).
cli-refused-label = refusé :
cli-refused = { $message } (rien n'a changé)
cli-line-too-long = la ligne est trop longue : { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    } au plus

## L'invite de la session (session/mod.rs)

cli-prompt-turn = tour { $turn } · { $player } · { $step }
cli-prompt-end-game = fin de partie
# The log's step column for an event of no step of the turn (the tower's ransom).
cli-step-any-time = à tout moment
cli-prompt-finished = terminée

## Refus des commandes de la session (session/*.rs)

cli-step-which = step : laquelle ? (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-step-unknown = step : `{ $code }` n'est pas une étape du tour
cli-no-unfinished-game = aucune partie en cours : commencez-en une avec `tally new` ou `tally play`
cli-no-game-yet = aucune partie pour l'instant : commencez-en une avec `tally new` ou `tally play`
cli-no-finished-game = aucune partie terminée à rouvrir
cli-edit-not-a-move = une entrée est remplacée par une évaluation ou un coup de la partie, pas par undo, redo, edit ou delete
cli-not-a-move = ce n'est pas un coup de la partie
cli-victim-figure = victim : `{ $word }` : donnez le pion comme figure=1 ou figure=2
cli-correction-points = les points d'une correction
cli-correct-figure-twice = correct : le pion est donné deux fois
cli-figure-choice-how = `{ $word }` : donnez un pion comme <joueur>.figure=2
cli-figure-chosen-twice = `{ $word }` : le pion { DE($player) } est déjà choisi
cli-figure-scores-nothing = `{ $id }.figure={ $figure }` : { $player } ne marque rien ici

## Refus des mots d'évaluation (words/*.rs)

cli-word-step-needs-code = `step=` demande le code d'une étape, p. ex. step=2B-1
cli-word-step-unknown = `{ $word }` : `{ $code }` n'est pas une étape du tour
cli-word-no-such-colour = `{ $word }` : aucun joueur { $colour } dans cette partie ({ $players })
cli-word-name-and-input = `{ $word }` est à la fois le nom d'un joueur et une saisie ici : écrivez la couleur du joueur ({ $colour })
cli-word-no-count = `{ $word }` : { $item } n'a pas de nombre à donner ici ({ $inputs })
cli-word-count-given = `{ $word }` : { $label } ({ $input }) est déjà donné
cli-word-count-others = donnez les autres nombres par leur nom, p. ex. { $input }={ $value }
cli-word-no-players-here = `{ $word }` : on ne nomme pas de joueurs ici
cli-word-which-figure = `{ $word }` : quel pion ? p. ex. { $player }.figure=2
cli-word-player-input-given = `{ $word }` : { $input } { DE($player) } est déjà donné
cli-word-no-followers = `{ $word }` : { $item } ne compte pas de partisans
cli-word-give = donnez { $words }
cli-word-followers-of = les partisans { DE($player) }
cli-word-followers-given = `{ $word }` : les partisans { DE($player) } sont déjà donnés
cli-word-input-given = `{ $word }` : { $input } est déjà donné
cli-word-no-inputs = aucune saisie ici
cli-word-inputs = ses saisies : { $inputs }
cli-word-not-in-play = `{ $word }` : { $input } demande { $needs }, qui n'est pas en jeu
cli-word-per-player = `{ $word }` : { $input } se donne par joueur, p. ex. red.{ $input }=1
cli-word-not-per-player = `{ $word }` : { $input } ne se donne pas par joueur : { $input }=...
cli-word-not-an-input = `{ $word }` n'est pas une saisie { DE(LOWER($item)) } ({ $inputs })
cli-word-could-be = `{ $word }` peut être { $words }
cli-word-give-number = `{ $word }` : donnez un nombre, p. ex. { $input }=2
cli-word-not-yes-no = `{ $word }` : { $input } : `{ $value }` n'est ni yes ni no
cli-word-which-option = `{ $word }` : quelle option ? p. ex. { $input }=...
cli-word-not-an-option = `{ $word }` : { $input } : `{ $value }` n'est pas parmi { $options }
cli-word-which-player = `{ $word }` : quel joueur ? p. ex. { $input }=red
cli-too-many-words = trop de mots ({ $count }) : une commande en a { $max } au plus
cli-word-too-long = `{ $start }…` est trop long : un mot a { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    } au plus
cli-plus-joins = `+` joint deux éléments d'une même évaluation : `road 3 red + city 4 red`
cli-not-scorable-during-turns = `{ $word }` ne peut pas être marqué pendant les tours avec les extensions en jeu (`help` liste ce qui peut l'être)
cli-not-scorable-at-end = `{ $word }` ne peut pas être marqué à l'évaluation finale avec les extensions en jeu (`help` liste ce qui peut l'être)
cli-unknown-word = commande ou élément inconnu : `{ $word }` (tapez `help`)

## Nombres et joueurs tels que tapés (words/numbers.rs, words/players.rs)

cli-number-too-large = `{ $word }` est trop grand ({ $what })
cli-number-too-large-max = `{ $word }` est trop grand ({ $what } : { $max } au plus)
cli-number-not-whole = `{ $word }` n'est pas un nombre entier ({ $what })
cli-number-not-a-number = `{ $word }` n'est pas un nombre ({ $what })
cli-number-not-an-entry = { $what } : `{ $word }` n'est pas un numéro d'entrée (`log` les montre)
cli-number-not-a-space = robber : `{ $word }` n'est pas une case du plateau de score (0 à 49)
cli-number-not-a-figure = { $what } : `{ $word }` n'est pas un pion de score (1 ou 2)
cli-player-no-such-colour = { $what } : aucun joueur { $colour } dans cette partie ({ $players })
cli-player-unknown = { $what } : `{ $word }` n'est pas un joueur de cette partie ({ $players })

## Les mots d'un message (words/dispatch.rs)

cli-dispatch-whose = `{ $word }` : le message est celui { DE($player) }, seul le pion { DE($player) } avance
cli-dispatch-figure-twice = `{ $word }` : le pion est déjà choisi
cli-dispatch-which-tile = dispatch : quelle tuile ? { $tiles }
cli-dispatch-not-a-tile = dispatch : `{ $word }` ne désigne pas une seule tuile ({ $tiles })
cli-dispatch-nothing-more = dispatch { $tile } : ne prend rien d'autre que la tuile, pas `{ $word }`
cli-dispatch-one-count = dispatch { $tile } : donnez un nombre, { LOWER($label) } (p. ex. `dispatch { $tile } 3`)
cli-dispatch-which-feature = dispatch { $tile } : quelle zone ({ $features }) ? p. ex. `dispatch { $tile } city 3 red`
cli-dispatch-not-its-feature = dispatch { $tile } : `{ $word }` n'est pas une de ses zones

## Échecs (failure.rs, db.rs)

cli-failure-cancelled = rien n'est enregistré
cli-failure-output-recorded = la commande est enregistrée, mais sa sortie n'a pas pu être écrite : { $reason }
cli-failure-output = la sortie n'a pas pu être écrite : { $reason }
cli-hint-nobody-word = nommez les joueurs qui y ont des partisans, ou ajoutez le mot `nobody` pour l'enregistrer sans points
cli-db-no-home = aucun dossier personnel où garder la base de données : donnez --db CHEMIN
cli-db-read-only = { $path } est en lecture seule ({ $reason }) : on peut l'afficher et l'exporter, pas la modifier
cli-db-log-set-aside = { $path } : le journal d'écriture anticipée d'une session interrompue pendant sa première écriture ne contenait aucune modification terminée ; il est conservé sous { $kept }
cli-db-no-folder = --db { $path } : le dossier { $folder } n'existe pas (créez-le d'abord, ou vérifiez le chemin)

## Les places et les règles d'une nouvelle partie (seats.rs, play/setup.rs)

cli-seat-how = `{ $seat }` : donnez un nom et une couleur, p. ex. `Ann red` ou `Ann:red` (couleurs : { $colours })
cli-seat-not-a-colour = `{ $seat }` : `{ $word }` n'est pas une couleur ({ $colours })
cli-seat-no-name = `{ $seat }` : le joueur a besoin d'un nom
cli-seat-name-refused = `{ $seat }` : { $reason }
cli-seat-name-taken = `{ $seat }` : { $name } joue déjà ; deux places ne peuvent pas avoir le même nom
cli-seat-colour-taken = `{ $seat }` : { $colour } est déjà prise ; choisissez une autre couleur
cli-presets-of-two-editions = les sélections sont de deux éditions différentes : donnez l'édition (--edition ou sa question)
cli-setup-players = Nouvelle partie. Les joueurs dans l'ordre du jeu, un par ligne comme `Nom couleur`, une ligne vide pour finir.
cli-setup-colours = Couleurs : { $colours }.
cli-setup-known-players = Joueurs connus : { $names }.
cli-setup-player = joueur { $number } :
cli-setup-too-few = Une partie demande au moins { $min ->
        [one] { $min } joueur
       *[other] { $min } joueurs
    }.
cli-setup-plays = { $name } joue { $colour }
cli-setup-edition = édition (c1, c2, c3, winter) [c3, ou celle de la sélection] :
cli-setup-expansions = extensions ou une sélection (p. ex. big_box_6 ; `list` ; vide pour le jeu de base) :
cli-game-started = Partie n° { $id } commencée.

## Les sous-commandes (commands/*.rs)

cli-games-none = Aucune partie pour l'instant.
cli-games-none-unfinished = Aucune partie en cours.
cli-game-finished = terminée
cli-game-unfinished = en cours
cli-request-not-text = la requête n'est pas du texte UTF-8 : { $error }
cli-request-too-large = la requête dépasse { $max ->
        [one] { $max } octet
       *[other] { $max } octets
    }
cli-check-opened = Ouverture : { $opened }.
cli-check-new = une nouvelle base de données
cli-check-clean = fermée proprement la dernière fois
cli-check-unclean = pas fermée proprement la dernière fois ; vérifiée à l'ouverture
cli-check-log-proven = pas fermée proprement la dernière fois, ou encore ouverte ailleurs ; son journal d'écriture anticipée a été reconnu comme le sien à l'ouverture
cli-check-uncommitted-set-aside = interrompue pendant sa première écriture la dernière fois ; son journal d'écriture anticipée ne contenait aucune modification terminée et a été mis de côté
cli-check-log-set-aside = Le journal d'écriture anticipée à côté de la base est mis de côté : { $path }
cli-check-no-log = Il n'y avait pas de journal d'écriture anticipée à mettre de côté à côté de la base.
cli-check-foreign-log = L'ouverture a refusé le journal d'écriture anticipée à côté de la base. `tally check --set-aside-log` le met de côté (avec le fichier -shm), en les gardant, et ouvre la base telle que son fichier la contient.
cli-cannot-write = impossible d'écrire { $path } : { $error }
cli-wrote = { $path } écrit.
cli-cannot-read = impossible de lire { $path } : { $error }
cli-imported = { $imported ->
        [one] { $imported } partie importée
       *[other] { $imported } parties importées
    } ; { $skipped } déjà là.
cli-history-not-a-date = --{ $flag } : `{ $word }` n'est pas une date (AAAA-MM-JJ)
cli-history-not-a-day = --{ $flag } : ce n'est pas un jour
cli-no-roster-player = aucun joueur nommé `{ $name }` dans la liste des joueurs
cli-history-none = Aucune partie ne correspond.
cli-history-turn = Tour { $turn } ({ $player })
cli-history-step = étape { $step }
cli-history-progression = Score après chaque tour :
cli-stats-head-to-head = { $player } contre { $other } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ; { $player } devant { $ahead ->
        [one] { $ahead } fois
       *[other] { $ahead } fois
    }, { $other } devant { $behind ->
        [one] { $behind } fois
       *[other] { $behind } fois
    }, { $ties ->
        [one] { $ties } égalité
       *[other] { $ties } égalités
    }
cli-stats-averages = scores moyens : { $player } { $a }, { $other } { $b }
cli-stats-player = { $name } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } ({ $rate } %), moyenne { $average }, meilleur { $best }, pire { $worst }
cli-stats-per-game = par partie : { $categories }
cli-stats-longest = plus grande zone : { LOWER($feature) } de { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }, partie n° { $game })
cli-stats-most-valuable = zone la plus rentable : { LOWER($feature) } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (partie n° { $game })
cli-rules-unknown-topic = sujet inconnu : `{ $topic }` (attendu : editions, expansions, presets, features, events ou variants)
cli-rules-preset-unconfirmed = contenu non confirmé
cli-rules-base-game = jeu de base
cli-rules-variants = Variantes de règles et leurs valeurs par défaut (à passer avec --variants '{ "{" }"nom": valeur{ "}" }') :
cli-schema-when = --when : `{ $word }` n'est ni completed ni end_of_game
cli-schema-unknown = `{ $item }` n'est ni une zone ni un événement (voir `tally rules features`, `tally rules events`)

## Descriptions des commandes dans `tally --help` (cli.rs)

cli-about = La commande `tally` : les points de Carcassonne comptés à la table, dans des scripts et pour revoir les parties
cli-about-play = Jouer à la table : une session interactive (par défaut)
cli-about-new = Commencer une partie
cli-about-games = Lister les parties en cours (ou toutes avec --all)
cli-about-show = Afficher le plateau d'une partie (par défaut : la dernière partie modifiée, terminée ou non)
cli-about-score = Marquer les zones et événements d'une évaluation : `tally score city 5 coa=2 red=2`, `tally score road 3 red + city 4 coa=1 red` (une tuile qui achève les deux). Sans mots : une requête JSON sur l'entrée standard, le résultat en JSON (sans partie)
cli-about-event = Enregistrer un événement d'une étape du tour ou un élément de l'évaluation finale (les mêmes mots que `score`), ou, sans mots, une requête JSON sur l'entrée standard, le résultat en JSON
cli-about-robber = Placer le voleur d'un joueur sur une case du plateau de score : `tally robber green 12`
cli-about-victim = Choisir qui le voleur vole quand plusieurs pions sur sa case ont marqué : `tally victim blue`
cli-about-dispatch = Résoudre le message en attente : `tally dispatch two_points`, `tally dispatch knights 3`...
cli-about-correct = Ajouter ou retirer des points à la main : `tally correct red -2 route mal comptée`
cli-about-turn = Finir le tour du joueur actif
cli-about-double = La seconde partie du tour du bâtisseur (un double tour)
cli-about-undo = Annuler la dernière commande
cli-about-redo = Rétablir ce qui a été annulé
cli-about-end = Commencer l'évaluation finale et lister ce qu'il faut marquer ; `--finish` pour le classement, `--reopen` pour revenir à une partie terminée
cli-about-edit = Remplacer une entrée passée : `tally edit 4 road 5 red`
cli-about-delete = Supprimer une entrée passée : `tally delete 4`
cli-about-log = Le journal d'une partie : chaque entrée avec son numéro (celui que prennent `edit` et `delete`)
cli-about-history = Parties terminées et en cours, filtrées
cli-about-stats = Statistiques des joueurs, ou face-à-face avec --vs
cli-about-export = Écrire des parties : le document de Tally, pour BG Stats ou BoardGameGeek, ou le résultat d'une partie en texte ou en image
cli-about-import = Lire des parties depuis un document d'export de Tally (le format de Tally seulement)
cli-about-schema = Afficher en JSON le formulaire d'une zone ou d'un événement
cli-about-rules = Lister les éditions, extensions, sélections, zones, événements et variantes
cli-about-check = Lire toute la base de données et signaler les dommages (la vérification que les applications font en arrière-plan) ; code de sortie 3 si elle est endommagée
cli-about-help = Afficher ce message ou l'aide des commandes données

## Descriptions des commandes de la session dans `help` (line.rs)

cli-line-about-help = Ce qui peut être marqué maintenant et chaque commande ; `help <commande>` ou `help <élément>` pour un seul (`help robber`, `help city`)
cli-line-about-board = Le plateau : scores, pions sur le plateau de score, voleurs, ce que la partie attend
cli-line-about-log = Le journal : chaque entrée avec son numéro (celui que prennent `edit` et `delete`)
cli-line-about-todo = L'évaluation finale pas à pas : ce qui est marqué et ce qui reste
cli-line-about-step = Lister les événements d'une étape du tour : `step 2A`
cli-line-about-undo = Annuler la dernière commande
cli-line-about-redo = Rétablir ce qui a été annulé
cli-line-about-turn = Finir le tour du joueur actif
cli-line-about-double = La seconde partie du tour du bâtisseur (un double tour)
cli-line-about-end = Commencer l'évaluation finale : zones inachevées et éléments de fin de partie
cli-line-about-finish = Classement final (pendant les tours, demande s'il faut d'abord faire l'évaluation finale)
cli-line-about-reopen = Revenir à l'évaluation finale d'une partie terminée
cli-line-about-robber = Placer le voleur d'un joueur sur une case du plateau de score : `robber green 12`
cli-line-about-victim = Choisir qui le voleur vole : `victim blue`
cli-line-about-dispatch = Résoudre le message en attente : `dispatch two_points`, `dispatch knights 3`
cli-line-about-correct = Ajouter ou retirer des points à la main : `correct red -2 route mal comptée`
cli-line-about-edit = Remplacer une entrée passée : `edit 4 road 5 red`
cli-line-about-delete = Supprimer une entrée passée : `delete 4`
cli-line-about-new = Commencer une autre partie
cli-line-about-quit = Partir (la partie est enregistrée après chaque commande)

## Les refus de clap d'une ligne de commande (clap_errors.rs) : réécrits à partir du
## contexte de clap, dans sa mise en page ; le code met en forme les valeurs citées

cli-clap-error = erreur :
cli-clap-unrecognized-subcommand = sous-commande inconnue '{ $subcommand }'
cli-clap-unexpected-argument = argument inattendu '{ $argument }'
cli-clap-value-required = '{ $argument }' demande une valeur, mais aucune n'a été donnée
cli-clap-invalid-value = valeur invalide '{ $value }' pour '{ $argument }'
cli-clap-possible-values = valeurs possibles
cli-clap-missing-arguments = ces arguments obligatoires manquent :
cli-clap-missing-subcommand = '{ $command }' demande une sous-commande, mais aucune n'a été donnée
cli-clap-subcommands = sous-commandes
cli-clap-too-many-values = valeur inattendue '{ $value }' pour '{ $argument }' ; aucune autre n'était attendue
cli-clap-used-twice = l'argument '{ $argument }' ne peut être donné qu'une fois
cli-clap-cannot-be-used-with = l'argument '{ $argument }' ne peut pas être utilisé avec
cli-clap-subcommand-cannot-be-used-with = la sous-commande '{ $subcommand }' ne peut pas être utilisée avec
cli-clap-the-others = un ou plusieurs des autres arguments donnés
cli-clap-no-equals = il faut un signe égal pour donner une valeur à '{ $argument }'
cli-clap-invalid-utf8 = un ou plusieurs arguments ne sont pas de l'UTF-8 valide
cli-clap-tip = conseil :
cli-clap-similar-subcommand = { $count ->
        [one] une sous-commande proche existe :
       *[other] des sous-commandes proches existent :
    } { $names }
cli-clap-similar-argument = { $count ->
        [one] un argument proche existe :
       *[other] des arguments proches existent :
    } { $names }
cli-clap-similar-value = { $count ->
        [one] une valeur proche existe :
       *[other] des valeurs proches existent :
    } { $names }
cli-clap-tip-pass-as-value = pour donner '{ $argument }' comme valeur, écrivez '{ $usage }'
cli-clap-tip-exists = '{ $usage }' existe
cli-clap-tip-remove-dashes = la sous-commande '{ $subcommand }' existe ; pour l'utiliser, retirez le '{ $dashes }' qui la précède
cli-clap-more-information = Pour en savoir plus : '{ $flag }'.

## Le reste d'une aide : titres, -h et -V, l'aide des arguments (clap_l10n.rs).
## Ce que clap ajoute reste tel quel : [env: ...], [default: ...] et les
## emplacements de la ligne d'utilisation ([OPTIONS], <PATH>, [WORDS]...).

cli-heading-usage = Utilisation :
cli-heading-commands = Commandes :
cli-heading-arguments = Arguments :
cli-heading-options = Options :
cli-flag-help = Afficher l'aide
cli-flag-version = Afficher la version

cli-arg-db = La base de données (par défaut : tally.db dans le dossier de données de l'utilisateur, qui est créé ; un dossier donné ici doit exister)
cli-arg-lang = La langue que parle Tally, en locale (`de`, `fr_FR.UTF-8`) ; par défaut : celle de l'environnement (LC_ALL, LC_MESSAGES, LANG)
cli-arg-game = La partie (par défaut : la dernière partie en cours modifiée)
cli-arg-json = Afficher en JSON : l'état de la partie, sa table (classement, actions permises) et ce que la commande a changé
cli-arg-edition = Édition : c1, c2, c3 ou winter (par défaut : celle de la sélection, ou c3)
cli-arg-expansions = Clés d'extensions, de composants ou de sélections, séparées par des virgules ou des espaces (comme demandé à la création interactive)
cli-arg-preset = Une sélection (choix rapide) comme big_box_6 ; s'ajoute à --expansions
cli-arg-variants = Variantes de règles en JSON, p. ex. '{ "{" }"little_buildings":"variant"{ "}" }'
cli-arg-words = Zone ou événement, puis ses mots (`5`, `coa=2`, `cathedral`, `red=2`, `red.ghosts=1`, `red.figure=2`, `nobody`) ; `+` commence l'élément suivant de l'évaluation. Vide : lire une requête JSON sur l'entrée standard
cli-arg-entry = Le numéro de l'entrée (`log` les montre)
cli-arg-help-subcommand = Afficher l'aide de ces commandes
cli-arg-help-topic = Une commande, une zone ou un événement
cli-arg-play-game = Reprendre cette partie
cli-arg-play-new = Commencer une nouvelle partie même si une autre est en cours (demande les joueurs)
cli-arg-new-players = Un joueur sous la forme `NOM:COULEUR` (ou `"NOM COULEUR"`), dans l'ordre du jeu (2 à 8)
cli-arg-new-json = Afficher la partie en JSON
cli-arg-games-all = Aussi les parties terminées
cli-arg-games-json = Afficher en JSON
cli-arg-robber-owner = Le voleur de qui : une couleur ou le nom d'un joueur
cli-arg-robber-space = La case du plateau de score (0-49) où se trouve le pion de score d'un autre joueur
cli-arg-victim-victim = Qui le voleur vole : une couleur ou le nom d'un joueur
cli-arg-victim-figure = Avec les Hérauts : `figure=1` ou `figure=2`, le pion du propriétaire du voleur qui prend les points volés
cli-arg-dispatch-words = La tuile (`two_points`, `knights`... : `help dispatch` les liste), puis ce qu'elle demande : un nombre (`knights 3`) ou une zone et ses mots (`score_meeple city 4 red`) ; `figure=2` choisit le pion qui avance
cli-arg-correct-player = Qui : une couleur ou le nom d'un joueur
cli-arg-correct-points = Points à ajouter ; négatifs pour en retirer
cli-arg-correct-reason = Pourquoi, en quelques mots ; un mot `figure=2` choisit le pion qui avance (Les Hérauts)
cli-arg-end-finish = Terminer la partie : classement final
cli-arg-end-now = Avec --finish pendant les tours : terminer sans l'évaluation finale
cli-arg-end-reopen = Rouvrir une partie terminée (par défaut : la dernière partie terminée modifiée)
cli-arg-end-figures = Avec --finish et les Hérauts : quel pion prend les 3 points d'un voleur, sous la forme `green.figure=2`
cli-arg-edit-command = La commande qui la remplace, telle qu'on la taperait : `road 5 red`, `robber green 12`, `correct red -2 mal compté`...
cli-arg-history-player = Seulement les parties de ce joueur (nom dans la liste des joueurs)
cli-arg-history-from = Seulement les parties commencées ce jour-là ou après (AAAA-MM-JJ)
cli-arg-history-to = Seulement les parties commencées avant ce jour (AAAA-MM-JJ)
cli-arg-history-finished = Seulement les parties terminées
cli-arg-history-unfinished = Seulement les parties en cours
cli-arg-history-expansion = Seulement les parties avec cette extension ou ce composant
cli-arg-history-game = Afficher cette partie en entier (chronologie et score après chaque tour)
cli-arg-history-json = Afficher en JSON
cli-arg-stats-player = Un joueur de la liste des joueurs (par défaut : tous)
cli-arg-stats-vs = Face-à-face contre ce joueur
cli-arg-stats-json = Afficher en JSON
cli-arg-check-set_aside_log = Mettre de côté un journal d'écriture anticipée refusé à l'ouverture (et le fichier -shm), en les gardant, puis ouvrir et vérifier la base telle que son fichier la contient
cli-arg-export-games = Parties à exporter (par défaut : toutes ; pour bgstats et bgg, chaque partie terminée ; pour bgstats-link, bgg-form, text et png, la dernière partie modifiée)
cli-arg-export-output = Écrire dans ce fichier au lieu de la sortie standard (un PNG ne va sur la sortie standard que si ce n'est pas un terminal)
cli-arg-export-format = Ce qui est écrit : le document de Tally, le fichier pour BG Stats (.bgsplay) ou son lien pour une partie, les parties pour BoardGameGeek (XML) ou les champs de son formulaire d'enregistrement (BoardGameGeek n'importe pas de parties depuis un fichier), un résultat en texte ou en image PNG
cli-arg-export-theme = Avec png : clair (light) ou sombre (dark)
cli-arg-export-player = Seulement les parties de ce joueur (nom dans la liste des joueurs)
cli-arg-export-from = Seulement les parties commencées ce jour-là ou après (AAAA-MM-JJ)
cli-arg-export-to = Seulement les parties commencées avant ce jour (AAAA-MM-JJ)
cli-arg-import-file = Un document d'export de Tally ("-" pour l'entrée standard)
cli-arg-import-json = Afficher en JSON
cli-arg-schema-item = Clé d'une zone ou d'un événement (voir `tally rules features`, `tally rules events`)
cli-arg-schema-when = Zones : completed | end_of_game
cli-arg-rules-topic = Sujet : editions | expansions | presets | features | events | variants
cli-arg-rules-json = Afficher en JSON
cli-arg-step-code = Le code de l'étape (1A, 1B, 1C, 2A, 2B-1, 2B-2, 2C, 3B, 3C, 4A)
cli-arg-finish-figures = Avec les Hérauts : quel pion prend les 3 points d'un voleur resté sur le plateau de score, sous la forme `green.figure=2`

## tally serve : la table en direct (commands/serve.rs).
cli-about-serve = Servir la table en direct de la partie sur le réseau local : les autres joueurs la suivent dans le navigateur de leur téléphone grâce aux liens affichés (avec leurs codes QR), et les liens de marqueur enregistrent ; Ctrl-C l'arrête
cli-arg-serve-address = Où écouter (par défaut : l'adresse privée de cette machine sur le réseau de sa route par défaut, le Wi-Fi) : une de ses adresses pour ce réseau seulement, 127.0.0.1 pour cette machine seulement, 0.0.0.0 pour chaque réseau de cette machine
cli-arg-serve-port = Le port (0 : n'importe quel port libre)
cli-arg-serve-scorers = Donner un lien de marqueur à cette personne ou à ce téléphone (un par option : `--scorer Ben`)
cli-arg-serve-revoke = Révoquer le lien de ce numéro (un hôte en marche le refuse aussitôt) et s'arrêter
cli-arg-serve-json = Afficher les liens sur une ligne de JSON, sans les codes QR
cli-serve-hosting = Partie n° { $game } : table en direct sur { $address } (Ctrl-C l'arrête).
cli-serve-hosting-network = Partie n° { $game } : table en direct sur { $address }, le réseau de { $interface } (Ctrl-C l'arrête).
cli-serve-viewer-link = Lien { $link }, pour suivre la table ({ $label }) :
cli-serve-scorer-link = Lien { $link }, pour suivre et marquer ({ $label }) :
cli-serve-revoke-hint = `tally serve --revoke <lien>` reprend un lien.
cli-serve-revoked = Le lien { $link } de la partie n° { $game } est révoqué.
cli-serve-table = table
cli-export-nothing = aucune partie à exporter : aucune ne correspond (BG Stats et BoardGameGeek ne reçoivent que des parties terminées)
cli-export-one-game = text et png montrent une partie : donnez un identifiant de partie, ou aucun pour la partie modifiée en dernier
cli-export-png-terminal = un PNG n'est pas fait pour un terminal : donnez -o FICHIER ou redirigez la sortie
cli-import-foreign = c'est un document { $format } : `tally import` ne lit que les documents d'export de Tally (`tally export` les écrit)
cli-about-roster = Les joueurs : les lister, indiquer à qui est ce téléphone (`tally roster me Ann`), garder le nom et l'identifiant d'un joueur dans BG Stats (`tally roster bgstats Ann --bgstats-name Anna`)
cli-arg-roster-action = list | me | bgstats
cli-arg-roster-name = Le joueur de la liste (pour me et bgstats)
cli-arg-roster-bgstats_name = Avec bgstats : le nom du joueur dans BG Stats (omis : oublié)
cli-arg-roster-bgstats_uuid = Avec bgstats : l'identifiant du joueur dans BG Stats, un uuid comme A1637A2A-B17E-49F1-B05C-60CCB21B8B31 (omis : oublié)
cli-arg-roster-json = Afficher du JSON
cli-roster-name-needed = quel joueur ? `tally roster me NOM`, `tally roster bgstats NOM`
cli-roster-me-mark = (ce téléphone est le sien)
cli-roster-bgstats-mark = BG Stats : { $name } { $uuid }
cli-roster-me-set = ce téléphone est celui { DE($name) } : les fichiers BG Stats sont les siens
cli-roster-bgstats-set = { $name } : nom et identifiant BG Stats gardés

## tally stats : les graphiques (view/statistics.rs, view/charts.rs)
cli-stats-heading-games = { $name } : points par catégorie à chaque partie, la plus ancienne d'abord
cli-stats-legend = { $categories }
cli-stats-score-row = score { $line }
cli-stats-place-row = place { $line }
cli-stats-heading-by-players = Taux de victoire selon le nombre de joueurs
cli-stats-players = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
cli-stats-heading-by-expansion = Taux de victoire par extension
cli-stats-won-of = { $wins } sur { $games } ({ $rate } %)
cli-stats-heading-rating = Classement : estimation ± incertitude (rangé selon l'estimation moins trois incertitudes)
cli-stats-rating-row = { $rating } ± { $uncertainty }
cli-stats-rating-history = classement après chaque partie : { $line }
cli-stats-heading-wins = Victoires
cli-stats-heading-pairs = Face-à-face : devant, derrière, à égalité
cli-stats-pair-row = { $a } contre { $b } : { $ahead }, { $behind }, { $ties } sur { $games }
cli-stats-heading-records = Records
cli-stats-record-feature = { $title } : { $name }, { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (partie n° { $game }, entrée n° { $entry })
cli-stats-record-points = { $title } : { $name }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (partie n° { $game }, entrée n° { $entry })
cli-stats-record-lead = { $title } : { $name } devant de { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } avec { $points } (partie n° { $game }, entrée n° { $entry })
cli-stats-heading-together = Leurs parties ensemble, la plus ancienne d'abord
cli-stats-no-games = Aucune partie terminée ne correspond.
cli-arg-stats-from = Seulement les parties commencées ce jour-là ou après (AAAA-MM-JJ)
cli-arg-stats-to = Seulement les parties commencées avant ce jour (AAAA-MM-JJ)
cli-arg-stats-with = Seulement les parties de ce joueur de la liste (répétez-le pour les parties qu'ils ont tous jouées)
cli-arg-stats-expansion = Seulement les parties avec cette extension ou ce composant en jeu (répétez-le pour plusieurs)
cli-arg-stats-edition = Seulement les parties de cette édition (c1, c2, c3, winter)
cli-arg-stats-games = Combien des dernières parties les graphiques montrent

## tally join: a table another host serves (commands/join.rs).
cli-about-join = Rejoindre une table qu'un autre téléphone ou ordinateur héberge : la suivre en direct avec un lien de spectateur, ou marquer avec un lien de marqueur (les mots de `tally play`, une ligne chacun) ; la partie terminée est gardée dans cette base de données
cli-arg-join-link = Le lien que l'hôte a affiché (http://…/t/…/ ou tally://…/t/…/)
cli-arg-join-me = Quel joueur de la table vous êtes (un nom de la partie), pour que vos statistiques vous comptent la partie gardée
cli-join-not-a-link = ce n'est pas un lien vers une table : donnez l'adresse que l'hôte a affichée (http://…/t/…/)
cli-join-link-refused = l'hôte n'ouvre plus la table pour ce lien (repris, ou la partie supprimée)
cli-join-joined = Table rejointe à l'entrée nº { $entry }.
cli-join-stale = L'hôte est injoignable ; la table n'est plus à jour depuis { $since }. Nouvel essai…
cli-join-viewer-only = ce lien suit la table ; seul un lien de marqueur enregistre
cli-join-taken-back = L'entrée nº { $entry } est annulée.
cli-join-recorded = Enregistré comme entrée nº { $entry }.
cli-join-unreachable = l'hôte est injoignable ; rien n'a été enregistré
cli-join-kept = La partie terminée est gardée ici comme partie nº { $game }.
cli-join-kept-updated = La partie nº { $game } est mise à jour comme chez l'hôte : { $entries ->
        [one] { $entries } nouvelle entrée.
       *[other] { $entries } nouvelles entrées.
    }
cli-join-kept-already = La partie nº { $game } est déjà gardée telle que l'hôte l'a.
