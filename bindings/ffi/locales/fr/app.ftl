# Les textes propres aux applications.
app-name = Tally
app-score-it = Décompter

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
app-group-print-and-play = Print & Play et Cut & Play
app-group-fan = Extensions de fans
app-move-up = Avancer { $name }
app-remove = Retirer { $name }
app-turn-of = Tour { $turn } · { $player }
app-step-now = Étape : { $step }
app-second-part-short = seconde partie
app-phase-playing = En jeu
app-phase-end-game = Décompte final
app-phase-finished = Terminée
app-figure-at = pion de score { $figure } sur { $space }
app-space-at = case { $space }
app-robber-on = voleur sur { $space }
app-last-entry = Dernier : { $summary }
app-score-feature-completed = Évaluer une zone achevée
app-score-feature-end-of-game = Évaluer une zone inachevée
app-events = Événements
app-step-description = Étape { $code }, { $name }
app-table = Table
app-end-turn = Fin du tour
app-place-robber = Placer un voleur
app-second-part = Seconde partie (bâtisseur)
app-start-end-game = Fin de la partie
app-end-game-walkthrough = Décompte final
app-see-results = Résultats
app-reopen = Rouvrir le décompte final
app-timeline = Déroulement
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
app-robber-choice-body = Le voleur de { $owner } sur la case { $space } : à qui prend-il des points ?
app-which-figure = Quel pion de score avance
app-figure-on = Pion de score { $figure } (sur { $space })
app-figure-number = pion de score { $figure }
app-breakdown = Détail
app-breakdown-nobody = Personne ne marque.
app-score-round = Évaluer les { $items }
app-remove-from-round = Retirer { $item } de ce décompte
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
app-end-game-title = Décompte final
app-end-game-progress = { $index } sur { $of }
app-end-game-not-yet = Rien d'évalué pour l'instant.
app-end-game-scored = Évalué { $times }×.
app-end-game-score = Évaluer
app-end-game-next = Suivant
app-automatic = automatique
app-at-the-finish = À la clôture
app-finish-game = Classement final
app-results-title = Résultats
app-results-provisional = Le décompte final n'est pas terminé : classement provisoire.
app-share-result = Partager le résultat
app-export-for-bg-stats = Exporter pour BG Stats
app-export-for-bgg = Exporter pour BoardGameGeek
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
app-dispatch-body = Pion de score de { $player } sur la case sombre { $space } : deux points ou un message.
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
app-last-tile-placed-body = Le décompte final commence : les zones inachevées et le reste du décompte final suivent.
app-begin-end-game = Commencer le décompte final
app-finish-question = Terminer la partie ?
app-finish-body = Le classement devient définitif ; le décompte final peut encore être rouvert depuis les résultats.
app-finish-confirm = Terminer
app-merge-body = Les parties de { $duplicate } deviennent celles de { $keep }. C'est définitif.
app-merge = Fusionner
app-head-to-head = Face-à-face : choisir deux joueurs
app-head-to-head-games = { $games ->
        [one] { $games } partie ensemble
       *[other] { $games } parties ensemble
    }
app-head-to-head-ahead = { $player } devant : { $games }
app-head-to-head-ties = Égalités : { $ties }
app-head-to-head-averages = Moyenne : { $a } { $aAverage }, { $b } { $bAverage }
