### Le résultat d'une partie partagé dans un message ou une image, et les commentaires
### des parties exportées pour BG Stats et BoardGameGeek.

# $date : le jour où elle a commencé (AAAA-MM-JJ) ; $edition : le nom de l'édition
share-title = Carcassonne · { $date } · { $edition }
share-in-progress = Partie en cours
share-winner = 🏆 { $name } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $names : les gagnants à égalité, joints (« Ann et Ben »)
share-tied-winners = 🏆 { $names } gagnent ensemble avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
share-standing = { $rank }. { $name } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# $list : les noms des extensions, joints
share-expansions = Extensions : { $list }
share-base-game = Jeu de base
share-turns = { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }
share-minutes = { $minutes } min
share-recorded = Comptée avec Tally
share-standings-final = Classement final
share-standings-current = Classement provisoire
share-chart-title = Score après chaque tour
# Le dernier point de la courbe : après l'évaluation finale
share-chart-end = fin
export-comment = Comptée avec Tally · { $edition }
export-comment-expansions = Comptée avec Tally · { $edition } · { $expansions }
format-bgstats = BG Stats
format-bgg = BoardGameGeek
export-unfinished-bgstats = elle n'est pas terminée, et BG Stats n'enregistre que des parties terminées (terminez-la, ou exportez-la pour BoardGameGeek, qui la marque incomplète)
format-picture = une image (PNG)
picture-failed = elle n'a pas pu être dessinée ({ $error })
export-bgstats-no-me = BG Stats doit savoir quel joueur vous êtes : indiquez-le d’abord parmi les joueurs (Réglages, ou `tally roster me NOM`)
bgg-form-title = Enregistrer cette partie sur BoardGameGeek (page du jeu, « Record a play »), champ par champ :
bgg-form-expansion = { $name } s’enregistre sur BoardGameGeek comme une partie à part :
share-seat-name = Joueur { $seat }
