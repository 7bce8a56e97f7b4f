### La table en direct (issue 29) : refus de l'hôte, et les mots de la page que les
### autres téléphones ouvrent (`bindings/host/page/`), dans la langue du spectateur.

live-no-such-link = la partie { $game } n'a pas de lien { $id } (ou il est déjà révoqué)
live-no-randomness = le système n'a pas fourni d'aléa pour le jeton d'un lien : { $error }
live-bad-request-key = une clé d'idempotence est faite de lettres, de chiffres, de `-` ou de `_`, { $most ->
        [one] { $most } caractère
       *[other] { $most } caractères
    } au plus
live-bad-command = ce n'est pas une commande que Tally lit : { $error }
live-what-request = octets dans une requête à la table en direct
live-viewer-cannot-score = ce lien montre la table ; il ne peut rien enregistrer
live-other-site = une écriture venant d'un autre site est refusée
live-slow-down = trop de requêtes de ce téléphone ; attendez un instant
live-not-json = une écriture à la table en direct est du JSON (`Content-Type: application/json`)
live-hosting-needs-file = une table en direct est servie depuis un fichier de base de données, pas depuis une base en mémoire
live-cannot-listen = impossible d'écouter sur { $address } : { $error }
live-bad-address = `{ $address }` n'est pas une adresse avec un port (comme 0.0.0.0:7878)
live-host-stopped = la table en direct n'est plus servie
live-no-network = cette machine n'a pas de réseau (pas de route par défaut) : rejoignez le Wi-Fi de la table ou choisissez une adresse avec `--address`
live-network-not-private = le réseau de la route par défaut ({ $interface }, { $address }) n'est pas un réseau privé : choisissez avec `--address` l'adresse à laquelle les téléphones joignent cette machine (`0.0.0.0` pour tous les réseaux)
live-body-too-slow = le corps de la requête n'est pas arrivé en { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }

live-host-only-command = { $command ->
        [correct] corriger un score à la main
        [start_end_game] commencer l'évaluation finale
        [finish] terminer la partie
        [reopen] rouvrir la partie
        [redo] rétablir
        [edit] modifier une entrée
       *[delete] supprimer une entrée
    } reste à l'hôte ; un lien de marqueur enregistre les points, les événements, les réponses aux messages, les voleurs et la fin d'un tour, et ne reprend que sa propre dernière entrée
live-host-only-undo = l'entrée n° { $seq } { $summary } n'a pas été enregistrée depuis ce lien ; un lien de marqueur ne reprend que sa propre dernière entrée
live-seen-ahead = ce téléphone a vu l'entrée n° { $seen }, que la partie n'a pas atteinte (elle en est à la n° { $now })
live-changed-since-seen = { $changes } depuis que ce téléphone a vu l'entrée n° { $seen } ; rien n'a été enregistré : regardez la table et enregistrez à nouveau si cela vaut toujours
live-changed-since-seen-entries = les entrées n° { $from } à { $to } ont été enregistrées

live-page-title = Tally · table en direct
live-page-turn = Tour { $turn }
live-page-turn-of = à { $player } de jouer
live-page-step = étape { $step }
live-page-end-game = Évaluation finale
live-page-finished = Classement final
live-page-scores = Points
live-page-track = Plateau de score
live-page-entries = Dernières entrées
live-page-no-entries = Rien n'est encore enregistré.
live-page-space = case { $space }
live-page-figure = pion { $figure }
live-page-robber = voleur
live-page-dark-space = case sombre
live-page-tiles = tuiles 50/100
live-page-live = en direct
live-page-reconnecting = reconnexion…
live-page-by = par { $label }
live-page-score = Marquer
live-page-record = Enregistrer
live-page-cancel = Annuler
live-page-recorded = Enregistré comme entrée n° { $seq }
live-page-already-recorded = Déjà enregistré comme entrée n° { $seq }
live-page-end-turn = Finir le tour
live-page-dispatch = Message
live-page-waiting = Une question attend une réponse sur l'hôte
live-page-stale-since = pas à jour depuis { $time }
live-page-link-closed = Ce lien n'ouvre plus la table.
live-page-figure-moves = { $player } : quel pion de score avance ?
live-page-figure-option = pion { $figure } : case { $space } → { $lands }
live-page-dispatch-waiting = { $player } tire un message : le pion { $figure } s'est arrêté sur la case sombre { $space }.
live-page-answer-dispatch = Répondre au message
live-page-dispatch-tile = Tuile message
live-page-meeple-feature = Zone du meeple
live-page-robber-waiting = { $player } choisit qui le voleur de la case { $space } vole.
live-page-rob = Voler { $player }
live-page-place-robber = Placer le voleur
live-page-robber-owner = Voleur de
live-page-undo-own = Reprendre l'entrée n° { $seq }

live-app-start = Servir la table en direct
live-app-stop = Arrêter
live-app-listening = Les autres téléphones de ce réseau ouvrent un lien ci-dessous ou scannent son code.
live-app-viewer-link = Suivre la table
live-app-scorer-link = Suivre et marquer : { $label }
live-app-add-scorer = Ajouter un lien de marqueur
live-app-revoke = Révoquer
live-app-table = table
live-app-following = { $phones ->
        [0] Aucun téléphone ne suit encore la table.
        [one] { $phones } téléphone suit la table.
       *[other] { $phones } téléphones suivent la table.
    }
live-app-link-in-use = { $phones ->
        [0] ouvert sur aucun téléphone
        [one] ouvert sur { $phones } téléphone
       *[other] ouvert sur { $phones } téléphones
    }
