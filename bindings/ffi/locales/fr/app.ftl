# Les textes propres aux applications.
app-name = Tally
app-score-it = Évaluer

## iOS
## Les textes propres à l'application iOS (ios/Tally, ios/TallyKit), montrés avec `tx`.

app-ios-colour = { $colour }
app-ios-undid = Annulé : { $entry }
app-ios-undid-nothing-named = Annulé
app-ios-redid = Rétabli : { $entry }
app-ios-redid-nothing-named = Rétabli
app-ios-entry = #{ $seq } { $title } : { $awards }
app-ios-entry-plain = #{ $seq } { $title }
app-ios-player-passes = { $player } passe { $points }.
app-ios-figure-passes = { $player }, pion de score { $figure } : passe { $points }.
app-ios-lap-tile-new = Prendre une tuile 50/100 côté 50.
app-ios-lap-tile-turn = Retourner la tuile 50/100 sur le 100.
app-ios-rematch-missing = { $count ->
    [one] { $names } ne fait plus partie des joueurs (fusionné avec un autre). Commencez plutôt une nouvelle partie.
   *[other] { $names } ne font plus partie des joueurs (fusionnés avec d'autres). Commencez plutôt une nouvelle partie.
}
app-ios-category-roads = Routes
app-ios-category-cities = Villes
app-ios-category-cloisters = Abbayes
app-ios-category-fields = Prés
app-ios-category-features = Autres zones
app-ios-category-bonuses = Bonus
app-ios-category-dispatches = Messages
app-ios-category-robbers = Voleurs
app-ios-category-corrections = Corrections
app-ios-group-major = Grandes extensions
app-ios-group-minor = Mini-extensions
app-ios-group-other = Autres extensions
app-ios-group-print-and-play = À imprimer (PnP)
app-ios-group-fan = Extensions de fans
app-ios-phase-playing = En cours
app-ios-phase-end-game = Évaluation finale
app-ios-phase-finished = Terminée
app-ios-problem-too-few = Ajoutez au moins deux joueurs.
app-ios-problem-too-many = Huit joueurs au plus.
app-ios-problem-missing-name = Chaque joueur a besoin d'un nom.
app-ios-problem-same-name = Deux joueurs s'appellent { $name }.
app-ios-problem-same-colour = Deux joueurs ont la même couleur.
app-ios-step = Étape
app-ios-step-named = { $code } · { $name }
app-ios-count-on-the-board = À compter sur la table.
app-ios-refusal-here = Le dernier refus portait sur cette saisie.
app-ios-filled-in-by-tally = Rempli par Tally : c'est celle du joueur actif.
app-ios-nobody = Personne
app-ios-not-chosen = Non choisi
app-ios-empty = vide
app-ios-nobody-scores = Personne ne marque.
app-ios-fill-in-to-see-points = Remplissez le formulaire pour voir les points.
app-ios-breakdown = Détail
app-ios-scoring-figure-number = pion de score { $figure }
app-ios-scoring-figure-of = Pion de score { DE($player) }
app-ios-which-figure-moves = Quel pion de score avance
app-ios-which-figure-moves-footer = Le pion de score que Tally avancerait est choisi tant que vous n'en prenez pas un autre.
app-ios-figure-on-space = Pion de score { $figure } : case { $space }
app-ios-figure-to-space = { $figure } : { $from } → { $space }
app-ios-figure-to-dark-space = { $figure } : { $from } → { $space }, case sombre
app-ios-change-player = { $player } : maintenant { $before }, après { $after }
app-ios-entries-that-change = Entrées qui changent : { $entries }
app-ios-entries-that-go = Entrées qui disparaissent : { $entries }
app-ios-what-this-changes = Ce que cela change
app-ios-nothing-changed = Rien n'a changé
app-ios-ok = OK
app-ios-scoring-track = Plateau de score
app-ios-space-number = Case { $space }
app-ios-dark-space-number = Case { $space }, case sombre
app-ios-player-figure = { $player }, pion de score { $figure }
app-ios-robber-of = voleur { DE($player) }
app-ios-lap-tile = Tuile 50/100 : { $value }
app-ios-another-feature = Une autre zone achevée par cette tuile
app-ios-another-feature-footer = Tout ce qui est dans une même manche est évalué ensemble : les cases sombres et les voleurs sont réglés une seule fois, à la fin.
app-ios-nobody-scores-record-anyway = Personne ne marque : l'enregistrer quand même
app-ios-nobody-scores-items = Personne ne marque : { $items }
app-ios-cancel = Annuler
app-ios-remove-from-round = Retirer de la manche
app-ios-round = Une manche
app-ios-replace = Remplacer
app-ios-dispatch-drawn = Le pion de score { $figure } { DE($player) } s'arrête sur la case sombre { $space } : { $player } tire un message.
app-ios-dispatch = Message
app-ios-feature = Zone
app-ios-choose = Choisir
app-ios-resolve-dispatch = Appliquer le message
app-ios-undo-last-scoring = Annuler la dernière évaluation
app-ios-robber-chooses = Plusieurs pions de score ont quitté la case { $space } cette manche : { $player } choisit de qui le voleur prend les points.
app-ios-points-scored = { $points ->
    [one] { $points } point marqué
   *[other] { $points } points marqués
}
app-ios-rob = Voler
app-ios-robber = Voleur
app-ios-robber-of-heading = Voleur de
app-ios-no-figure-to-rob = Aucun pion de score d'un autre joueur n'est encore sur le plateau de score.
app-ios-space-with = Case { $space } : { $names }
app-ios-robber-spaces = Sur une case avec le pion de score d'un autre joueur
app-ios-place-robber = Placer un voleur
app-ios-place = Placer
app-ios-robber-owner-on-space = { $player } (sur la case { $space })
app-ios-player = Joueur
app-ios-points = Points
app-ios-reason = Raison
app-ios-correction-footer = Des points négatifs retirent des points. Chaque correction garde sa raison dans le journal.
app-ios-correction = Correction
app-ios-edit-correction = Modifier la correction
app-ios-record = Enregistrer
app-ios-entry-heading = Entrée
app-ios-delete-entry = Supprimer l'entrée
app-ios-delete-entry-footer = Les entrées suivantes sont rejouées sans elle.
app-ios-delete-an-entry = Supprimer une entrée
app-ios-next = Ensuite
app-ios-end-game-next-footer = Évaluez chaque élément pour chaque joueur concerné, autant de fois que nécessaire, puis passez au suivant.
app-ios-rank-player-score = { $rank }. { $player } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-standings = Classement
app-ios-finish-game = Terminer la partie
app-ios-items-not-scored = { $count ->
    [one] { $count } élément pas encore évalué.
   *[other] { $count } éléments pas encore évalués.
}
app-ios-undo = Annuler
app-ios-undo-hint = Retire la dernière entrée et dit laquelle.
app-ios-redo = Rétablir
app-ios-redo-hint = Refait ce qui a été annulé.
app-ios-scored-by-itself = Évalué par la partie quand elle se termine.
app-ios-times-scored = { $times ->
    [one] évalué une fois
   *[other] évalué { $times } fois
}
app-ios-not-scored-yet = Pas encore évalué
app-ios-nothing-scored-by-itself = Plus rien n'est évalué de lui-même.
app-ios-scored-when-finished = Évalué quand la partie se termine
app-ios-finished-can-reopen = Une partie terminée peut être rouverte.
app-ios-finish-game-question = Terminer la partie ?
app-ios-finish = Terminer
app-ios-rematch = Revanche
app-ios-rematch-footer = Une revanche : les mêmes joueurs et extensions ; le deuxième joueur commence.
app-ios-game-detail = Détail et courbe de la partie
app-ios-reopen = Rouvrir l'évaluation finale
app-ios-done = Terminé
app-ios-results = Résultats
app-ios-share-victory = { $names } se partagent la victoire
app-ios-wins = { $player } gagne
app-ios-share-result = Partager le résultat
app-ios-export-bgstats = Exporter pour BG Stats
app-ios-export-bgg = Exporter pour BoardGameGeek
app-ios-log-in-bg-stats = Enregistrer cette partie dans BG Stats
app-ios-log-on-bgg = L’enregistrer sur BoardGameGeek (les champs à copier)
app-ios-settings-me = À qui est ce téléphone
app-ios-settings-me-footer = Les fichiers pour BG Stats disent à qui ils sont : choisissez-vous parmi les joueurs.
app-ios-settings-me-nobody = Personne de choisi
app-ios-new-game = Nouvelle partie
app-ios-last-played = Jouée { $when }
app-ios-opens-scoreboard = Ouvre le tableau de la partie
app-ios-resume = Reprendre
app-ios-recent-games = Parties récentes
app-ios-history = Historique
app-ios-statistics = Statistiques
app-ios-players = Joueurs
app-ios-settings = Réglages
app-ios-expansion-count = { $count ->
    [one] { $count } extension
   *[other] { $count } extensions
}
app-ios-no-games = Aucune partie
app-ios-no-games-description = Les parties terminées et en cours apparaissent ici.
app-ios-unfinished-badge = en cours
app-ios-all-players = Tous les joueurs
app-ios-games = Parties
app-ios-all-games = Toutes les parties
app-ios-unfinished = En cours
app-ios-expansion = Extension
app-ios-any-expansion = Toute extension
app-ios-filter = Filtrer
app-ios-delete-game-question = Supprimer cette partie ?
app-ios-delete-game = Supprimer la partie
app-ios-delete-game-being-played = La partie { DE($names) } est en cours sur ce téléphone : la supprimer y met fin. Elle disparaît de l'historique et des statistiques. Exportez-la d'abord pour en garder une copie.
app-ios-delete-game-message = La partie { DE($names) } disparaît de l'historique et des statistiques. Exportez-la d'abord pour en garder une copie.
app-ios-score-progression = Évolution des scores
app-ios-turn-of = Tour { $turn } · { $player }
app-ios-game = Partie
app-ios-share = Partager
app-ios-export = Exporter
app-ios-open-scoreboard = Ouvrir le tableau de la partie
app-ios-more = Plus
app-ios-turn = Tour
app-ios-edition = Édition
app-ios-start = Commencer
app-ios-new-player = Nouveau joueur
app-ios-add = Ajouter
app-ios-roster-player-games = { $name } ({ $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
app-ios-add-from-players = Ajouter depuis les joueurs
app-ios-players-in-turn-order = Joueurs dans l'ordre du tour
app-ios-players-footer = Faites glisser pour changer l'ordre. Chaque joueur a sa propre couleur.
app-ios-preset = { $preset } ({ $edition })
app-ios-preset-unconfirmed = { $preset } ({ $edition }, contenu non confirmé)
app-ios-apply-preset = Appliquer une sélection
app-ios-clear-expansions = Retirer toutes les extensions
app-ios-presets = Sélections rapides
app-ios-presets-footer = Big Box 1 à 7, éditions limitées et autres choisissent leurs extensions et leur édition d'un coup.
app-ios-rule-variants = Variantes de règles
app-ios-colour-heading = Couleur
app-ios-colour-of = Couleur { DE($player) }
app-ios-name = Nom
app-ios-from-players-list = De la liste des joueurs
app-ios-off = Non
app-ios-some-components = Certains éléments
app-ios-on = Oui
app-ios-no-players = Pas encore de joueurs
app-ios-no-players-description = Les joueurs entrent dans la liste en jouant une partie, ou ajoutez-les ici.
app-ios-add-player = Ajouter un joueur
app-ios-rename = Renommer
app-ios-rename-message = Le nouveau nom remplace { $player } dans chaque partie.
app-ios-merge-question = Fusionner les joueurs ?
app-ios-merge-into = Fusionner { $duplicate } avec { $keep }
app-ios-merge-message = Les parties { DE($duplicate) } deviennent celles { DE($keep) }, et { $duplicate } quitte la liste.
app-ios-game-count = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
app-ios-favourite-colour = Couleur préférée
app-ios-merge-into-menu = Fusionner avec…
app-ios-keep-screen-on = Garder l'écran allumé pendant une partie
app-ios-at-the-table = À table
app-ios-keep-screen-on-footer = Le téléphone ne s'éteint pas tant qu'une partie est ouverte.
app-ios-games-stored = Parties enregistrées
app-ios-share-export = Partager l'export
app-ios-export-all = Exporter toutes les parties
app-ios-import = Importer des parties
app-ios-import-report = { $imported ->
    [one] { $imported } partie importée
   *[other] { $imported } parties importées
} · { $skipped ->
    [one] { $skipped } déjà enregistrée
   *[other] { $skipped } déjà enregistrées
}
app-ios-your-games = Vos parties
app-ios-your-games-footer = Un export est un document JSON avec chaque partie, ses joueurs et son journal. L'import saute les parties déjà enregistrées.
app-ios-about = À propos
app-ios-version = Version
app-ios-language = Langue
app-ios-about-rules = Les points suivent les règles officielles de chaque extension ; chaque score montre son détail avec l'identifiant de la règle.
app-ios-no-statistics = Pas encore de statistiques
app-ios-no-statistics-description = Terminez une partie pour voir les statistiques.
app-ios-first-player = Premier joueur
app-ios-second-player = Deuxième joueur
app-ios-games-together = Parties ensemble
app-ios-player-ahead = { $player } devant
app-ios-ties = Égalités
app-ios-averages = Moyennes
app-ios-head-to-head = Face à face
app-ios-win-count = { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
app-ios-average = ⌀ { $average }
app-ios-best-score = Meilleur score
app-ios-worst-score = Pire score
app-ios-category = Catégorie
app-ios-average-by-category = Points moyens par catégorie
app-ios-longest-feature = Plus grande zone
app-ios-most-valuable-feature = Zone la plus rentable
app-ios-feature-record-sized = { $feature } : { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-feature-record = { $feature } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-turn-number = Tour { $turn }
app-ios-table-mode = Vue de table
app-ios-list-mode = Liste
app-ios-last-tile-question = La dernière tuile est-elle posée ?
app-ios-begin-end-game = Commencer l'évaluation finale
app-ios-begin-end-game-message = Les zones inachevées et les bonus de fin de partie sont évalués ensuite. Cela peut être annulé.
app-ios-last-entries = Dernières entrées
app-ios-timeline = Journal
app-ios-timeline-hint = Montre chaque entrée ; on peut y modifier ou supprimer des entrées.
app-ios-player-score = { $player } : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-player-score-active = { $player }, qui joue : { $score ->
    [one] { $score } point
   *[other] { $score } points
}
app-ios-incomplete-features = Zones inachevées
app-ios-completed-features = Zones achevées
app-ios-earlier-steps = Étapes précédentes de ce tour
app-ios-second-part = Bâtisseur : deuxième partie
app-ios-end-of-game = Fin de la partie
app-ios-end-game-walkthrough = Parcours de l'évaluation finale
app-ios-live-table = Table en direct
app-ios-end-turn = Finir le tour
app-ios-end-turn-hint = Le joueur suivant commence.
app-ios-second-part-builder = Deuxième partie (bâtisseur)
app-ios-step-code = Étape { $code }
app-ios-active-player = Joueur actif
app-ios-score-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
app-ios-dark-space = case sombre
app-ios-robber-on-space = Voleur sur la case { $space }
app-ios-now = maintenant
app-ios-opens-score-form = Ouvre le formulaire d'évaluation
app-ios-turn-step = Tour { $turn } · { $code }
app-ios-nothing-recorded = Rien n'est encore enregistré.
app-ios-delete = Supprimer
app-ios-edit = Modifier
app-ios-older-entries = Afficher les entrées plus anciennes
app-ios-close = Fermer
app-ios-game-cannot-open = Cette partie ne peut pas être ouverte
app-ios-foreign-log-title = Un journal à côté de la base de données n'est pas le sien
app-ios-foreign-log-message = { $reason } Tally peut mettre ce journal de côté (il reste à côté du fichier) et ouvrir la base de données telle que son fichier la contient.
app-ios-set-aside-log = Mettre le journal de côté et ouvrir
app-ios-cannot-open-database = Tally ne peut pas ouvrir sa base de données

## Android
# The Android app's texts (android/app/src/main/kotlin/app/tally/l10n/Strings.kt).
app-loading = Chargement…
app-ok = OK
app-back = Retour
app-cancel = Annuler
app-add = Ajouter
app-home = Accueil
app-open = Ouvrir
app-nobody = Personne
app-undo = Annuler le dernier
app-redo = Rétablir
app-home-resume = Partie en cours
app-home-resume-button = Reprendre
app-home-new-game = Nouvelle partie
app-home-history = Historique ({ $games })
app-home-statistics = Statistiques
app-home-players = Joueurs ({ $players })
app-home-settings = Réglages
app-home-other-unfinished = Autres parties en cours
app-new-game-title = Nouvelle partie
app-new-game-players = Joueurs dans l'ordre du tour ({ $count })
app-new-game-from-roster = Ajouter depuis la liste :
app-new-game-new-player = Nouveau joueur
app-new-game-edition = Édition
app-new-game-presets = Sélection rapide
app-new-game-expansions = Extensions ({ $chosen } choisies)
app-new-game-variants = Variantes de règles
app-new-game-start = Commencer la partie
app-selected-of = { $chosen } sur { $of }
app-group-major = Grandes extensions
app-group-minor = Mini-extensions
app-group-other = Autres extensions
app-group-print-and-play = À imprimer (PnP) et à découper (CnP)
app-group-fan = Extensions de fans
app-move-up = Avancer { $name }
app-remove = Retirer { $name }
app-turn-of = Tour { $turn } · { $player }
app-step-now = Étape : { $step }
app-second-part-short = seconde partie
app-phase-playing = En jeu
app-phase-end-game = Évaluation finale
app-phase-finished = Terminée
app-figure-at = pion de score { $figure } sur { $space }
app-space-at = case { $space }
app-robber-on = voleur sur la case { $space }
app-last-entry = Dernier : { $summary }
app-score-feature-completed = Évaluer une zone achevée
app-score-feature-end-of-game = Évaluer une zone inachevée
app-events = Événements
app-step-description = Étape { $code }, { $name }
app-table = Table
app-end-turn = Finir le tour
app-place-robber = Placer un voleur
app-second-part = Seconde partie (bâtisseur)
app-start-end-game = Fin de la partie
app-end-game-walkthrough = Évaluation finale
app-see-results = Résultats
app-reopen = Rouvrir l'évaluation finale
app-timeline = Déroulement
app-live-table = Table en direct
app-correct = Corriger un score
app-correct-whose = Le score de qui ?
app-correct-points = Points (négatifs pour retirer)
app-correct-reason = Pourquoi (ex. abbaye oubliée)
app-correct-apply = Appliquer la correction
app-robber-whose = Le voleur de qui ?
app-robber-where = Sur quelle case ?
app-robber-nowhere = Aucun pion de score d'un autre joueur à côté duquel se placer.
app-robber-to-space = Voleur sur la case { $space }
app-robber-choice-title = Le voleur choisit
app-robber-choice-body = Le voleur { DE($owner) } sur la case { $space } : à qui prend-il des points ?
app-which-figure = Quel pion de score avance
app-figure-on = Pion de score { $figure } (sur { $space })
app-figure-number = pion de score { $figure }
app-breakdown = Détail
app-breakdown-nobody = Personne ne marque.
app-score-round = Évaluer les { $items }
app-remove-from-round = Retirer { $item } de cette évaluation
app-another-feature = Une autre zone achevée par cette tuile
app-nobody-scores = Personne ne marque : l'inscrire quand même
app-edit-entry = Modifier l'entrée n° { $seq }
app-save-edit = Enregistrer la modification
app-entry-changes = n° { $seq } devient : { $summary }
app-scores-after = Scores après la modification
app-field-of-player = { $field }, { $player }
app-decrease = Diminuer { $label }
app-increase = Augmenter { $label }
app-dispatch-title = Message
app-dispatch-resolve = Appliquer le message
app-dispatch-choose = Le message tiré
app-dispatch-meeple-feature = La zone du meeple
app-dispatch-feature-form = { $feature }, comme en fin de partie
app-end-game-title = Évaluation finale
app-end-game-progress = { $index } sur { $of }
app-end-game-not-yet = Rien d'évalué pour l'instant.
app-end-game-scored = Évalué { $times }×.
app-end-game-score = Évaluer
app-end-game-next = Suivant
app-automatic = automatique
app-at-the-finish = À la clôture
app-finish-game = Classement final
app-results-title = Résultats
app-results-provisional = L'évaluation finale n'est pas terminée : classement provisoire.
app-share-result = Partager le résultat
app-export-for-bg-stats = Exporter pour BG Stats
app-export-for-bgg = Exporter pour BoardGameGeek
app-log-in-bg-stats = Enregistrer cette partie dans BG Stats
app-log-on-bgg = L’enregistrer sur BoardGameGeek (les champs à copier)
app-settings-me = À qui est ce téléphone
app-settings-me-body = Les fichiers pour BG Stats disent à qui ils sont : choisissez-vous parmi les joueurs.
app-settings-me-nobody = Personne de choisi
app-tied = ex æquo
app-category-roads = Routes
app-category-cities = Villes
app-category-cloisters = Abbayes
app-category-fields = Prés
app-category-features = Zones
app-category-bonuses = Bonus
app-category-dispatches = Messages
app-category-robbers = Voleurs
app-category-corrections = Corrections
app-history-title = Historique
app-history-empty = Aucune partie pour l'instant.
app-finished-only = Parties terminées seulement
app-finished = terminée
app-unfinished = en cours
app-expansions-count = extensions : { $count }
app-detail-title = Partie
app-detail-chart = Scores tour par tour
app-end-short = Fin
app-timeline-hint = Touchez une entrée pour la modifier ou la supprimer.
app-entry-options = Modifier ou supprimer
app-entry-title = n° { $seq } { $summary }
app-edit-entry-button = Modifier
app-delete-entry = Supprimer
app-delete-changes = La supprimer change
app-confirm-delete = Supprimer cette entrée
app-statistics-title = Statistiques
app-statistics-empty = Terminez une partie pour voir les statistiques.
app-stats-win-rate = Taux de victoire
app-stats-average = Moyenne
app-stats-best = Meilleur
app-stats-worst = Pire
app-stats-best-feature = La plus rentable : { $feature } ({ $points })
app-stats-longest-feature = La plus longue : { $feature } ({ $size })
app-players-title = Joueurs
app-players-add = Nouveau joueur
app-players-name = Nom
app-edit-player = Modifier { $name }
app-rename = Renommer
app-merge-into = { $name } est la même personne que :
app-merge-description = Fusionner { $duplicate } dans { $keep }
app-settings-title = Réglages
app-settings-backup = Sauvegarder et transférer les parties
app-settings-export = Exporter toutes les parties (partager)
app-settings-import = Importer des parties depuis un fichier
app-settings-about = À propos
app-settings-about-body = Tally tient le score de Carcassonne selon les règles officielles des extensions en jeu. Chaque point est accompagné de son détail.
app-robber-candidate = { $player } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
app-player-row = { $name }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-track-player = { $name } : { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $figures ->
        [one] pion de score sur la case
       *[other] pions de score sur les cases
    } { $spaces }
app-track-robber = voleur sur la case { $space }
app-track-description = Plateau de score. { $players }
app-round-items = Cette tuile achève { $items ->
        [one] { $items } zone
       *[other] { $items } zones
    }
app-standing = Rang { $rank }, { $name }, { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-chart-description = Courbe des scores. { $finals }
app-chart-final = { $name } finit avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
app-players-games = { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
app-settings-games = { $games ->
        [one] { $games } partie sur ce téléphone.
       *[other] { $games } parties sur ce téléphone.
    }
app-settings-exported = { $games ->
        [one] { $games } partie exportée.
       *[other] { $games } parties exportées.
    }
app-settings-imported = { $imported ->
        [one] { $imported } partie importée
       *[other] { $imported } parties importées
    }, déjà là : { $skipped }.
app-stats-wins = Victoires : { $wins } sur { $games }
app-dispatch-body = Pion de score { DE($player) } sur la case sombre { $space } : deux points ou un message.
app-their-turn = à son tour
app-colour = { $colour }
app-undone = Annulé : { $summary }
app-redone = Rétabli : { $summary }
app-passed-lap = { $player } dépasse { $points } : prendre une tuile 50/100
app-foreign-log-title = Un journal qui n'est pas celui de cette base
app-foreign-log-body = Tally peut mettre ce journal de côté, renommé à côté du fichier, et ouvrir les parties telles qu'elles sont dans le fichier.
app-foreign-log-set-aside = Le mettre de côté et ouvrir
app-foreign-log-leave = Fermer Tally
app-settings-keep-screen-on = Garder l'écran allumé pendant une partie
app-settings-version = Version { $version }
app-settings-language = Langue : { $language } (celle du téléphone ; à changer dans ses réglages)
app-last-change = Dernière modification : { $ago }
app-share-game = Partager cette partie
app-rematch = Revanche (mêmes joueurs, le suivant commence)
app-rematch-missing = { $count ->
        [one] { $names } n'est plus dans la liste des joueurs : commencez une nouvelle partie.
       *[other] { $names } ne sont plus dans la liste des joueurs : commencez une nouvelle partie.
    }
app-delete-game = Supprimer cette partie
app-delete-game-question = Supprimer cette partie ?
app-delete-game-body = Elle disparaît pour de bon, avec { $entries ->
        [one] sa { $entries } entrée
       *[other] ses { $entries } entrées
    }.
app-delete-game-being-played = Cette partie est ouverte à la table : quittez d'abord son tableau des scores.
app-last-tile-placed = La dernière tuile est-elle posée ?
app-last-tile-placed-body = L'évaluation finale commence : les zones inachevées et le reste de l'évaluation finale suivent.
app-begin-end-game = Commencer l'évaluation finale
app-finish-question = Terminer la partie ?
app-finish-body = Le classement devient définitif ; l'évaluation finale peut encore être rouverte depuis les résultats.
app-finish-confirm = Terminer
app-merge-body = Les parties { DE($duplicate) } deviennent celles { DE($keep) }. C'est définitif.
app-merge = Fusionner
app-head-to-head = Face-à-face : choisir deux joueurs
app-head-to-head-games = { $games ->
        [one] { $games } partie ensemble
       *[other] { $games } parties ensemble
    }
app-head-to-head-ahead = { $player } devant : { $games }
app-head-to-head-ties = Égalités : { $ties }
app-head-to-head-averages = Moyenne : { $a } { $aAverage }, { $b } { $bAverage }

## Les deux applis : les graphiques des statistiques (android feature/statistics, TallyKit Statistics)
app-stats-charts = Graphiques
app-stats-wins-heading = Victoires
app-stats-rating-heading = Classement
app-stats-rating-explained = Estimation ± incertitude, d'après toutes les parties dans l'ordre où elles ont été jouées ; rangé selon l'estimation moins trois incertitudes.
app-stats-rating-value = { $rating } ± { $uncertainty }
app-stats-records-heading = Records
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
