# Les textes propres aux applications.

## Words many screens use

app-name = Tally
app-score-it = Évaluer
app-colour = { $colour }
app-undone = Annulé : { $entry }
app-undid-nothing-named = Annulé
app-redone = Rétabli : { $entry }
app-redid-nothing-named = Rétabli
app-nobody = Personne
app-not-chosen = Non choisi
app-empty = vide
app-ok = OK
app-cancel = Annuler
app-replace = Remplacer
app-choose = Choisir
app-place = Placer
app-player = Joueur
app-points = Points
app-reason = Raison
app-record = Enregistrer
app-next = Ensuite
app-undo = Annuler
app-undo-hint = Retire la dernière entrée et dit laquelle.
app-redo = Rétablir
app-redo-hint = Refait ce qui a été annulé.
app-done = Terminé
app-share = Partager
app-export = Exporter
app-more = Plus
app-turn = Tour
app-edition = Édition
app-add = Ajouter
app-name-field = Nom
app-off = Non
app-on = Oui
app-delete = Supprimer
app-edit = Modifier
app-close = Fermer
app-loading = Chargement…
app-back = Retour
app-home = Accueil
app-open = Ouvrir
app-selected-of = { $chosen } sur { $of }
app-move-up = Avancer { $name }
app-remove = Retirer { $name }
app-field-of-player = { $field }, { $player }
app-decrease = Diminuer { $label }
app-increase = Augmenter { $label }
app-tied = ex æquo

## Categories of points, groups of expansions, phases of a game

app-category-roads = Routes
app-category-cities = Villes
app-category-cloisters = Abbayes
app-category-fields = Prés
app-category-features = Autres zones
app-category-bonuses = Bonus
app-category-dispatches = Messages
app-category-robbers = Voleurs
app-category-corrections = Corrections
app-group-major = Grandes extensions
app-group-minor = Mini-extensions
app-group-other = Autres extensions
app-group-print-and-play = À imprimer (PnP) et à découper (CnP)
app-group-fan = Extensions de fans
app-phase-playing = En cours
app-phase-end-game = Évaluation finale
app-phase-finished = Terminée

## Home, the history and a game's page

app-game-detail = Détail et courbe de la partie
app-new-game = Nouvelle partie
app-last-played = Jouée { $when }
app-opens-scoreboard = Ouvre le tableau de la partie
app-resume = Reprendre
app-recent-games = Parties récentes
app-history = Historique
app-statistics = Statistiques
app-players = Joueurs
app-settings = Réglages
app-expansion-count = { $count ->
    [one] { $count } extension
   *[other] { $count } extensions
}
app-no-games = Aucune partie
app-no-games-description = Les parties terminées et en cours apparaissent ici.
app-unfinished-badge = en cours
app-all-players = Tous les joueurs
app-games = Parties
app-all-games = Toutes les parties
app-unfinished-filter = En cours
app-expansion = Extension
app-any-expansion = Toute extension
app-filter = Filtrer
app-delete-game-question = Supprimer cette partie ?
app-delete-game = Supprimer la partie
app-delete-game-ends-it = La partie { DE($names) } est en cours sur ce téléphone : la supprimer y met fin. Elle disparaît de l'historique et des statistiques. Exportez-la d'abord pour en garder une copie.
app-delete-game-message = La partie { DE($names) } disparaît de l'historique et des statistiques. Exportez-la d'abord pour en garder une copie.
app-score-progression = Évolution des scores
app-turn-of = Tour { $turn } · { $player }
app-game = Partie
app-open-scoreboard = Ouvrir le tableau de la partie
app-home-resume = Partie en cours
app-home-history = Historique ({ $games })
app-home-players = Joueurs ({ $players })
app-home-other-unfinished = Autres parties en cours
app-finished = terminée
app-end-short = Fin
app-chart-description = Courbe des scores. { $finals }
app-chart-final = { $name } finit avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    }

## A new game

app-problem-too-few = Ajoutez au moins deux joueurs.
app-problem-too-many = Huit joueurs au plus.
app-problem-missing-name = Chaque joueur a besoin d'un nom.
app-problem-same-name = Deux joueurs s'appellent { $name }.
app-problem-same-colour = Deux joueurs ont la même couleur.
app-start-game = Commencer la partie
app-new-player = Nouveau joueur
app-roster-player-games = { $name } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
app-add-from-players = Ajouter depuis les joueurs
app-players-footer = Faites glisser pour changer l'ordre. Chaque joueur a sa propre couleur.
app-preset = { $preset } ({ $edition })
app-preset-unconfirmed = { $preset } ({ $edition }, contenu non confirmé)
app-apply-preset = Appliquer une sélection
app-clear-expansions = Retirer toutes les extensions
app-presets = Sélections rapides
app-presets-footer = Big Box 1 à 7, éditions limitées et autres choisissent leurs extensions et leur édition d'un coup.
app-rule-variants = Variantes de règles
app-colour-heading = Couleur
app-colour-of = Couleur { DE($player) }
app-from-players-list = De la liste des joueurs
app-some-components = Certains éléments
app-new-game-players = Joueurs dans l'ordre du tour ({ $count })
app-new-game-expansions = Extensions ({ $chosen } choisies)

## The scoreboard and the scoring track

app-passes = { $player } passe { $points }.
app-figure-passes = { $player }, pion de score { $figure } : passe { $points }.
app-lap-tile-new = Prendre une tuile 50/100 côté 50.
app-lap-tile-turn = Retourner la tuile 50/100 sur le 100.
app-step = Étape
app-step-named = Étape { $code }, { $name }
app-scoring-track = Plateau de score
app-space-number = Case { $space }
app-dark-space-number = Case { $space }, case sombre
app-player-figure = { $player }, pion de score { $figure }
app-robber-of = voleur { DE($player) }
app-lap-tile = Tuile 50/100 : { $value }
app-turn-number = Tour { $turn }
app-table-mode = Vue de table
app-list-mode = Liste
app-last-tile-question = La dernière tuile est-elle posée ?
app-begin-end-game = Commencer l'évaluation finale
app-begin-end-game-message = Les zones inachevées et les bonus de fin de partie sont évalués ensuite. Cela peut être annulé.
app-last-entries = Dernières entrées
app-timeline = Journal
app-timeline-opens-hint = Montre chaque entrée ; on peut y modifier ou supprimer des entrées.
app-player-score = { $player } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-player-score-active = { $player }, qui joue : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-incomplete-features = Zones inachevées
app-completed-features = Zones achevées
app-earlier-steps = Étapes précédentes de ce tour
app-end-of-game = Fin de la partie
app-end-game-walkthrough = Parcours de l'évaluation finale
app-live-table = Table en direct
app-end-turn = Finir le tour
app-end-turn-hint = Le joueur suivant commence.
app-second-part = Deuxième partie (bâtisseur)
app-step-code = Étape { $code }
app-active-player = Joueur actif
app-score-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-dark-space = case sombre
app-robber-on-space = Voleur sur la case { $space }
app-now = maintenant
app-opens-score-form = Ouvre le formulaire d'évaluation
app-turn-step = Tour { $turn } · { $code }
app-nothing-recorded = Rien n'est encore enregistré.
app-older-entries = Afficher les entrées plus anciennes
app-events = Événements

## The scoring form

app-count-on-the-board = À compter sur la table.
app-refusal-here = Le dernier refus portait sur cette saisie.
app-filled-in-by-tally = Rempli par Tally : c'est celle du joueur actif.
app-breakdown-nobody = Personne ne marque.
app-fill-in-to-see-points = Remplissez le formulaire pour voir les points.
app-breakdown = Détail
app-figure-number = pion de score { $figure }
app-scoring-figure-of = Pion de score { DE($player) }
app-which-figure-moves = Quel pion de score avance
app-which-figure-moves-footer = Le pion de score que Tally avancerait est choisi tant que vous n'en prenez pas un autre.
app-figure-on-space = Pion de score { $figure } : case { $space }
app-figure-to-space = { $figure } : { $from } → { $space }
app-figure-to-dark-space = { $figure } : { $from } → { $space }, case sombre
app-another-feature = Une autre zone achevée par cette tuile
app-another-feature-footer = Tout ce qui est dans une même manche est évalué ensemble : les cases sombres et les voleurs sont réglés une seule fois, à la fin.
app-nobody-scores-record-anyway = Personne ne marque : l'enregistrer quand même
app-nobody-scores-items = Personne ne marque : { $items }
app-points-scored = { $points ->
    [one] { $points } point marqué
   *[other] { $points } points marqués
}
app-score-round = Évaluer les { $items }
app-remove-item-from-round = Retirer { $item } de cette évaluation
app-round-items = Cette tuile achève { $items ->
        [one] { $items } zone
       *[other] { $items } zones
    }

## Dispatches, robbers and corrections

app-dispatch-drawn = Le pion de score { $figure } { DE($player) } s'arrête sur la case sombre { $space } : { $player } tire un message.
app-dispatch = Message
app-dispatch-resolve = Appliquer le message
app-undo-last-scoring = Annuler la dernière évaluation
app-robber-chooses = Plusieurs pions de score ont quitté la case { $space } cette manche : { $player } choisit de qui le voleur prend les points.
app-rob = Voler
app-robber = Voleur
app-robber-of-heading = Voleur de
app-robber-nowhere = Aucun pion de score d'un autre joueur n'est encore sur le plateau de score.
app-space-with = Case { $space } : { $names }
app-robber-spaces = Sur une case avec le pion de score d'un autre joueur
app-place-robber = Placer un voleur
app-robber-owner-on-space = { $player } (sur la case { $space })
app-correction-footer = Des points négatifs retirent des points. Chaque correction garde sa raison dans le journal.
app-correction = Correction
app-edit-correction = Modifier la correction
app-dispatch-choose = Le message tiré
app-dispatch-meeple-feature = La zone du meeple
app-dispatch-feature-form = { $feature }, comme en fin de partie
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })

## The timeline: changing and deleting entries

app-entry = #{ $seq } { $title } : { $awards }
app-entry-title = #{ $seq } { $title }
app-change-player = { $player } : maintenant { $before }, après { $after }
app-entries-that-go = Entrées qui disparaissent : { $entries }
app-what-this-changes = Ce que cela change
app-nothing-changed = Rien n'a changé
app-entry-heading = Entrée
app-delete-entry = Supprimer l'entrée
app-delete-entry-footer = Les entrées suivantes sont rejouées sans elle.
app-delete-an-entry = Supprimer une entrée
app-entry-changes = n° { $seq } devient : { $summary }
app-timeline-hint = Touchez une entrée pour la modifier ou la supprimer.
app-entry-options = Modifier ou supprimer

## The end-game scoring and the results

app-rematch-missing = { $count ->
    [one] { $names } ne fait plus partie des joueurs (fusionné avec un autre). Commencez plutôt une nouvelle partie.
   *[other] { $names } ne font plus partie des joueurs (fusionnés avec d'autres). Commencez plutôt une nouvelle partie.
}
app-end-game-next-footer = Évaluez chaque élément pour chaque joueur concerné, autant de fois que nécessaire, puis passez au suivant.
app-rank-player-score = { $rank }. { $player } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-standings = Classement
app-finish-game = Terminer la partie
app-items-not-scored = { $count ->
    [one] { $count } élément pas encore évalué.
   *[other] { $count } éléments pas encore évalués.
}
app-scored-by-itself = Évalué par la partie elle-même
app-times-scored = { $times ->
    [one] évalué une fois
   *[other] évalué { $times } fois
}
app-not-scored-yet = Pas encore évalué
app-nothing-scored-by-itself = Plus rien n'est évalué de lui-même.
app-scored-when-finished = Évalué quand la partie se termine
app-finished-can-reopen = Une partie terminée peut être rouverte.
app-finish-game-question = Terminer la partie ?
app-finish = Terminer
app-rematch = Revanche
app-rematch-footer = Une revanche : les mêmes joueurs et extensions ; le deuxième joueur commence.
app-reopen = Rouvrir l'évaluation finale
app-results = Résultats
app-share-victory = { $names } se partagent la victoire
app-wins = { $player } gagne
app-share-result = Partager le résultat
app-export-bgstats = Exporter pour BG Stats
app-export-bgg = Exporter pour BoardGameGeek
app-log-in-bg-stats = Enregistrer cette partie dans BG Stats
app-log-on-bgg = L’enregistrer sur BoardGameGeek (les champs à copier)
app-end-game-progress = { $index } sur { $of }
app-results-provisional = L'évaluation finale n'est pas terminée : classement provisoire.

## Players

app-no-players = Pas encore de joueurs
app-no-players-description = Les joueurs entrent dans la liste en jouant une partie, ou ajoutez-les ici.
app-add-player = Ajouter un joueur
app-rename = Renommer
app-rename-message = Le nouveau nom remplace { $player } dans chaque partie.
app-merge-question = Fusionner les joueurs ?
app-merge-into = Fusionner { $duplicate } avec { $keep }
app-merge-message = Les parties { DE($duplicate) } deviennent celles { DE($keep) }, et { $duplicate } quitte la liste.
app-game-count = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
app-favourite-colour = Couleur préférée
app-merge-into-menu = Fusionner avec…
app-edit-player = Modifier { $name }

## Settings

app-settings-me = À qui est ce téléphone
app-settings-me-footer = Les fichiers pour BG Stats disent à qui ils sont : choisissez-vous parmi les joueurs.
app-settings-me-nobody = Personne de choisi
app-keep-screen-on = Garder l'écran allumé pendant une partie
app-at-the-table = À table
app-keep-screen-on-footer = Le téléphone ne s'éteint pas tant qu'une partie est ouverte.
app-games-stored = Parties enregistrées
app-share-export = Partager l'export
app-export-all = Exporter toutes les parties
app-import = Importer des parties
app-import-report = { $imported ->
    [one] { $imported } partie importée
   *[other] { $imported } parties importées
} · { $skipped ->
    [one] { $skipped } déjà enregistrée
   *[other] { $skipped } déjà enregistrées
}
app-your-games = Vos parties
app-your-games-footer = Un export est un document JSON avec chaque partie, ses joueurs et son journal. L'import saute les parties déjà enregistrées.
app-about = À propos
app-version = Version
app-language = Langue
app-about-rules = Les points suivent les règles officielles de chaque extension ; chaque score montre son détail avec l'identifiant de la règle.
app-settings-exported = { $games ->
        [one] { $games } partie exportée.
       *[other] { $games } parties exportées.
    }

## Statistics and their charts

app-no-statistics = Pas encore de statistiques
app-no-statistics-description = Terminez une partie pour voir les statistiques.
app-first-player = Premier joueur
app-second-player = Deuxième joueur
app-games-together = Parties ensemble
app-player-ahead = { $player } devant
app-ties = Égalités
app-averages = Moyennes
app-head-to-head = Face à face
app-average = ⌀ { $average }
app-best-score = Meilleur score
app-worst-score = Pire score
app-category = Catégorie
app-average-by-category = Points moyens par catégorie
app-longest-feature = Plus grande zone
app-most-valuable-feature = Zone la plus rentable
app-stats-record-feature = { $name } : { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
app-stats-record-points = { $name } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
app-stats-win-rate = Taux de victoire
app-stats-average = Moyenne
app-stats-wins = Victoires : { $wins } sur { $games }
app-stats-charts = Graphiques
app-stats-wins-heading = Victoires
app-stats-rating-heading = Classement
app-stats-rating-explained = Estimation ± incertitude, d'après toutes les parties dans l'ordre où elles ont été jouées ; rangé selon l'estimation moins trois incertitudes.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
app-stats-record-lead = { $name } a gagné de { $lead ->
        [one] { $lead } point
       *[other] { $lead } points
    } avec { $points }
app-stats-open-game = Ouvrir la partie
app-stats-points-by-category = Points par catégorie
app-stats-points-chart = Points par catégorie { $games ->
        [one] dans la dernière partie
       *[other] dans les { $games } dernières parties
    }
app-stats-score-and-place = Score et place
app-stats-scores = Scores, la plus ancienne partie d'abord : { $scores }
app-stats-places = Places, la plus ancienne partie d'abord : { $places }
app-stats-by-players = Taux de victoire selon le nombre de joueurs
app-stats-players-count = { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
app-stats-by-expansion = Taux de victoire par extension
app-stats-rating-history = Classement après chaque partie
app-stats-rating-chart = Classement de { $first } à { $last }
app-stats-pair-chart = { $a } devant : { $ahead }, à égalité : { $ties }, { $b } devant : { $behind }
app-stats-pair-scores = Scores de { $a } et de { $b } dans leurs parties ensemble, la plus ancienne d'abord
app-stats-filters-heading = Filtres
app-stats-filter-summary = Filtres : { $filters }
app-stats-filter-clear = Effacer les filtres
app-stats-filter-years = Années
app-stats-filter-from = Depuis
app-stats-filter-to = Jusqu'en
app-stats-filter-any-year = N'importe quelle année
app-stats-filter-year-range = { $from }–{ $to }
app-stats-filter-since = depuis { $year }
app-stats-filter-until = jusqu'en { $year }
app-stats-filter-players = { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
app-stats-filter-players-hint = Seulement les parties auxquelles tous les joueurs choisis ont participé.
app-stats-filter-expansions = Extensions
app-stats-filter-expansions-hint = Seulement les parties jouées avec toutes les extensions choisies.
app-stats-filter-any-edition = Toute édition
app-stats-filter-no-games = Aucune partie terminée ne correspond à ces filtres.
app-stats-open-entry = Ouvrir la partie à cette entrée

## Opening the database

app-game-cannot-open = Cette partie ne peut pas être ouverte
app-foreign-log-title = Un journal à côté de la base de données n'est pas le sien
app-foreign-log-message = { $reason } Tally peut mettre ce journal de côté (il reste à côté du fichier) et ouvrir la base de données telle que son fichier la contient.
app-foreign-log-set-aside = Mettre le journal de côté et ouvrir
app-cannot-open-database = Tally ne peut pas ouvrir sa base de données
app-foreign-log-leave = Fermer Tally

## Rejoindre une table qu'un autre téléphone sert

app-join-table = Rejoindre une table
app-join-link-label = Lien vers la table
app-join-link-hint = Le lien que montre le téléphone de l'hôte, ou scannez son code QR.
app-join-scan = Scanner le code QR
app-join-me-label = Votre nom à la table
app-join-action = Rejoindre
app-join-live = en direct
app-join-stale = pas à jour depuis { $time }
app-join-viewer = Vous suivez cette table ; seuls l'hôte et les liens de marqueur enregistrent.
app-join-link-closed = Ce lien n'ouvre plus la table.
app-join-kept = La partie terminée est dans votre historique : partie nº { $game }.
app-join-leave = Quitter la table
app-join-not-a-link = Ce n'est pas un lien vers une table : utilisez l'adresse que montre l'hôte (http://…/t/…/) ou scannez son code QR.
app-join-link-refused = L'hôte n'ouvre plus la table pour ce lien (repris, ou la partie supprimée).
app-join-unreachable = L'hôte est injoignable ; rien n'a été enregistré. Ce téléphone est-il sur le même Wi-Fi ?
app-join-damaged = L'hôte a envoyé quelque chose que Tally ne sait pas lire ; rien n'a été enregistré.
app-join-left = Vous avez quitté la table ; rien n'a été enregistré.
app-join-host-decides = Seul le téléphone de l'hôte peut le faire ; rien n'a été enregistré.
app-join-camera-denied = Tally n'a pas accès à l'appareil photo : autorisez-le dans les réglages du téléphone, ou saisissez le lien.
