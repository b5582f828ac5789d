## Tournois : /tournoi, le message d'inscription, les messages des rondes, le classement, le vainqueur

cmd-tournament-name = tournoi
cmd-tournament-desc = Tournois de Pickomino sur ce serveur : inscription, rondes par tables, une finale
cmd-tournament-create-name = creer
cmd-tournament-create-desc = Ouvrir les inscriptions d'un tournoi dans ce salon (admins et rôle de tournoi)
opt-tournament-create-game-name = jeu
opt-tournament-create-game-desc = Le jeu joué aux tables
opt-tournament-create-rounds-name = rondes
opt-tournament-create-rounds-desc = Nombre de rondes avant la finale (1–4, par défaut 2)
opt-tournament-create-table_size-name = taille_table
opt-tournament-create-table_size-desc = Le nombre maximal de joueurs par table (3–5, par défaut 4)
opt-tournament-create-final_size-name = taille_finale
opt-tournament-create-final_size-desc = Joueurs à la table finale : 4–6, ou 0 pour aucune finale (par défaut 0)
opt-tournament-create-close_in-name = cloture_dans
opt-tournament-create-close_in-desc = Démarrer tout seul dans ce nombre de minutes (par défaut : l'organisateur le lance)
opt-tournament-create-fill-name = completer
opt-tournament-create-fill-desc = Compléter les tables incomplètes avec des ordis de ce niveau (par défaut : jamais)
opt-tournament-create-short_game-name = partie_courte
opt-tournament-create-short_game-desc = Partie courte : un pickomino rendu est aussi retourné face cachée
opt-tournament-create-free_choice-name = choix_libre
opt-tournament-create-free_choice-desc = Choix libre : prendre n'importe quel pickomino de la brochette jusqu'à ton total
opt-tournament-create-harsh_failure-name = echec_severe
opt-tournament-create-harsh_failure-desc = Échec sévère : un tour raté retourne toujours le plus haut pickomino
opt-tournament-create-hints-name = aides
opt-tournament-create-hints-desc = Autoriser le bouton 💡 Chances aux tables (par défaut : le réglage du serveur)
opt-tournament-create-turn_time-name = temps_par_tour
opt-tournament-create-turn_time-desc = Le temps de chaque joueur pour un tour (par défaut : le réglage du serveur)
choice-tournament-game-heckmeck = Pickomino (classique)
choice-tournament-game-junior = Pickomino Junior
choice-tournament-fill-easy = Ordis faciles
choice-tournament-fill-normal = Ordis normaux
choice-tournament-fill-hard = Ordis difficiles
choice-tournament-fill-expert = Ordis experts
cmd-tournament-start-name = lancer
cmd-tournament-start-desc = Clore les inscriptions et lancer la ronde 1 (l'organisateur)
opt-tournament-start-number-name = numero
opt-tournament-start-number-desc = Le numéro du tournoi (par défaut : celui de ce salon)
cmd-tournament-standings-name = classement
cmd-tournament-standings-desc = Le classement du tournoi jusqu'ici
opt-tournament-standings-number-name = numero
opt-tournament-standings-number-desc = Le numéro du tournoi (par défaut : celui de ce salon)
cmd-tournament-drop-name = retirer
cmd-tournament-drop-desc = Retirer un joueur du tournoi (l'organisateur) ; il garde ses points
opt-tournament-drop-player-name = joueur
opt-tournament-drop-player-desc = Qui quitte le tournoi
opt-tournament-drop-number-name = numero
opt-tournament-drop-number-desc = Le numéro du tournoi (par défaut : celui de ce salon)
cmd-tournament-extend-name = prolonger
cmd-tournament-extend-desc = Plus de temps : pour les inscriptions, ou pour le tour en cours à chaque table (l'organisateur)
opt-tournament-extend-minutes-name = minutes
opt-tournament-extend-minutes-desc = Combien de minutes de plus
opt-tournament-extend-number-name = numero
opt-tournament-extend-number-desc = Le numéro du tournoi (par défaut : celui de ce salon)
cmd-tournament-cancel-name = annuler
cmd-tournament-cancel-desc = Annuler le tournoi et arrêter ses tables (l'organisateur)
opt-tournament-cancel-number-name = numero
opt-tournament-cancel-number-desc = Le numéro du tournoi (par défaut : celui de ce salon)
cmd-tournament-role-name = role
cmd-tournament-role-desc = Le rôle dont les membres peuvent organiser des tournois (Gérer le serveur)
opt-tournament-role-role-name = role
opt-tournament-role-role-desc = Le rôle des organisateurs (à omettre : admins seulement)
cmd-tournament-help-name = aide
cmd-tournament-help-desc = Comment marche un tournoi : rondes, points, départages, finale

tournament-title = 🏆 Tournoi #{ $number } · { $game }
tournament-format = Format
tournament-format-rounds = { $rounds ->
    [one] Une ronde
   *[other] { $rounds } rondes
}, tables de { $size } joueurs au plus
tournament-format-final = { $size ->
    [0] Pas de table finale : le classement décide
   *[other] Puis une table finale des { $size } premiers
}
tournament-format-fill = Tables complétées par des ordis ({ $level }), sans points
tournament-signup-intro = Inscrivez-vous avec **Rejoindre**. Organisé par { $organiser }.
tournament-signup-closed = Les inscriptions sont closes : le tournoi est en cours.
tournament-signup-finished = Les inscriptions sont closes : le tournoi est terminé, gagné par { $winner }.
tournament-signup-cancelled = Ce tournoi a été annulé.
tournament-signup-nobody = Personne pour l'instant.
tournament-signup-more = { $count ->
    [one] et un de plus
   *[other] et { $count } de plus
}
tournament-signup-players = { $count ->
    [one] Un joueur
   *[other] { $count } joueurs
}
tournament-signup-start = Début
tournament-signup-closes = Seul { $when } (si assez d'inscrits)
tournament-signup-manual = Quand { $organiser } appuie sur **Lancer**
tournament-button-join = Rejoindre
tournament-button-leave = Quitter
tournament-button-start = Lancer

tournament-round-heading = Tournoi #{ $number } · Ronde { $round } sur { $rounds }
tournament-final-heading = Tournoi #{ $number } · La table finale
tournament-round-content = **{ $heading }** commence : { $players }, vos tables sont ci-dessous.
tournament-round-intro = { $count ->
    [one] Une table. Chaque table est une partie normale dans son propre fil, avec les temps de tour habituels.
   *[other] { $count } tables. Chaque table est une partie normale dans son propre fil, avec les temps de tour habituels.
}
tournament-round-tables = Tables
tournament-table-name = Ronde { $round } · Table { $table }
tournament-final-table-name = Table finale
tournament-computers = { $count ->
    [one] un ordi
   *[other] { $count } ordis
}
tournament-table-opening = (son fil est en cours d'ouverture)
tournament-table-welcome = **{ $table }** de { $title } : { $players }, votre partie commence ici. Bonne chance !
tournament-create-thread-permission = Chaque table d'un tournoi se joue dans un fil de ce salon, et je n'ai pas le droit d'ouvrir de fils ici. Il me faut : { $permissions }.
tournament-thread-permission = Je ne peux pas ouvrir les fils des tables dans ce salon. Il me faut : { $permissions }. Je réessaierai sous peu.
tournament-thread-failed = Discord n'a pas ouvert le fil d'une table à l'instant. Je réessaierai sous peu.
tournament-ending-points = 🏆 Points gagnés : { $points }
tournament-ending-earned = { $name } +{ $points }
tournament-ending-round = 🏆 Ce résultat compte pour la ronde { $round } sur { $rounds } du tournoi #{ $number }. Le classement suivra dans { $channel } une fois toutes les tables de la ronde terminées.
tournament-ending-final = 🏆 C'était la table finale du tournoi #{ $number } : le vainqueur est annoncé dans { $channel }.
tournament-signup-short = { $organiser } : les inscriptions du tournoi #{ $number } ont fermé avec { $signed ->
    [one] un joueur
   *[other] { $signed } joueurs
}, mais il en faut au moins { $needed }. Les inscriptions restent ouvertes : appuie sur **Lancer** quand il y aura assez d'inscrits.

tournament-standings-after = Tournoi #{ $number } · Classement après la ronde { $round } sur { $rounds }
tournament-standings-now = Tournoi #{ $number } · { $final ->
    [true] Classement avant la table finale
   *[other] Classement (ronde { $round }/{ $rounds } en cours)
}
tournament-standings-signup = Tournoi #{ $number } · Les inscriptions sont encore ouvertes : pas encore de classement
tournament-standings-finished = Tournoi #{ $number } · Classement final des rondes
tournament-standings-cancelled = Tournoi #{ $number } (annulé) · Classement
tournament-standings-legend = Départage : points, puis vers, puis pickomino max.
tournament-standing-line = **{ $rank }.** { $player } : { $points } { $points ->
    [one] point
   *[other] points
} · { $worms } 🪱 · { $best ->
    [0] aucun pickomino
   *[other] max { $best }
}
tournament-standing-dropped = ~~{ $line }~~ (retiré)

tournament-winner-title = 🏆 Le tournoi #{ $number } est terminé
tournament-winner-line = { $player } remporte le tournoi de { $game } !
tournament-winner-content = 🏆 Félicitations à { $player }, vainqueur du tournoi #{ $number } !
tournament-final-order = Ordre final
tournament-card-title = Vainqueur · { $title }
tournament-card-points = { $points } { $points ->
    [one] point
   *[other] points
}
tournament-card-best = meilleur pickomino { $tile }

tournament-not-allowed = Seuls les admins (Gérer le serveur) et les membres ayant le rôle de tournoi du serveur peuvent créer un tournoi.
tournament-not-organiser = Seul l'organisateur ({ $organiser }), un admin ou le rôle de tournoi peut faire cela.
tournament-unknown = Il n'y a pas de tournoi #{ $number } sur ce serveur.
tournament-none-here = Aucun tournoi en cours ici. Crées-en un avec /tournoi creer.
tournament-which = Plusieurs tournois sont en cours ({ $numbers }) : indique son numéro.
tournament-not-in-thread = Crée le tournoi dans un salon textuel, pas dans un fil : ses tables ont des fils de ce salon.
tournament-started = Le tournoi #{ $number } a commencé : les tables de la ronde 1 sont ouvertes.
tournament-dropped-signup = { $organiser } a retiré { $player } de la liste d'inscription du tournoi #{ $number }.
tournament-dropped = { $organiser } a retiré { $player } du tournoi #{ $number }. Ses points restent ; il ne joue plus de table.
tournament-extended-signup = Les inscriptions du tournoi #{ $number } restent ouvertes { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
} de plus.
tournament-extended = À chaque table du tournoi #{ $number } encore en jeu, le joueur dont c'est le tour a { $minutes ->
    [one] une minute
   *[other] { $minutes } minutes
} de plus.
tournament-cancelled = { $organiser } a annulé le tournoi #{ $number }. Ses tables ont été arrêtées.
tournament-role-set = Les membres ayant { $role } peuvent désormais créer et gérer des tournois.
tournament-role-cleared = Seuls les admins (Gérer le serveur) peuvent désormais créer des tournois.

tournament-help-title = 🏆 Tournois
tournament-help-intro = Joués comme les tournois officiels de Pickomino : rondes de qualification par tables, points selon la place, et une table finale.
tournament-help-format-title = Rondes et tables
tournament-help-format = La ronde 1 répartit les joueurs au hasard en tables aussi égales que possible (jamais une table de deux). À partir de la ronde 2, les joueurs sont regroupés selon leurs points (égalités tirées au sort), les meilleurs à la première table. Chaque table est une partie normale dans son propre fil. Si l'organisateur a choisi une table finale, les premiers du classement la jouent, et son résultat désigne le vainqueur.
tournament-help-points-title = Points par place
tournament-help-points = À une table de n joueurs, le 1er reçoit n − 1 points, le 2e n − 2, et ainsi de suite ; le dernier reçoit 0. Des joueurs à égalité se partagent les points des places qu'ils occupent. Une place d'ordi compte mais ne rapporte rien ; un joueur retiré compte comme dernier à cette table.
tournament-help-example-title = Exemple
tournament-help-example = Une table de 4 : Anna gagne et reçoit **3** points. Ben et Cléo sont à égalité pour la deuxième place : ils se partagent les points des 2e et 3e places, (2 + 1) ÷ 2 = **1,5** chacun. Dan est dernier : **0** point.
tournament-help-ties-title = Départages
tournament-help-ties = À égalité de points : d'abord le plus de vers sur toutes tes parties du tournoi, puis le plus haut pickomino pris dans l'une d'elles, puis un ordre aléatoire tiré à la création du tournoi.
tournament-help-commands-title = Commandes
tournament-help-commands = /tournoi creer (admins et rôle de tournoi), puis **Rejoindre** sur le message d'inscription. L'organisateur : /tournoi lancer, retirer, prolonger, annuler. Tout le monde : /tournoi classement.

tournament-bad-game = Les tournois ne peuvent pas jouer à ce jeu.
tournament-bad-options = Ces variantes ne peuvent pas être jouées ensemble.
tournament-bad-rounds = Un tournoi a de 1 à 4 rondes.
tournament-bad-table-size = Les tables accueillent de 3 à 5 joueurs.
tournament-table-too-large = Ce jeu ne peut pas accueillir autant de joueurs à une table : choisis une taille de table plus petite.
tournament-bad-final-size = La table finale accueille 4, 5 ou 6 joueurs, ou choisis 0 pour aucune finale.
tournament-final-too-large = Ce jeu ne peut pas accueillir autant de joueurs à la table finale : choisis une finale plus petite.
tournament-bad-fill-level = Il n'y a pas d'ordis de ce niveau pour ce jeu.

tournament-cannot-seat = { $signed } joueurs ne peuvent pas être placés à des tables de { $size } au plus (une table de deux n'est jamais tirée). Attends un joueur de plus, ou que quelqu'un parte.
cmd-tournament-rated-name = classe
cmd-tournament-rated-desc = Si les parties de tournoi comptent pour les cotes et les saisons ici (Gérer le serveur)
opt-tournament-rated-rated-name = classe
opt-tournament-rated-rated-desc = Oui : les parties de tournoi sont classées comme les autres (par défaut) ; non : jamais
tournament-rated-set = { $rated ->
    [true] Les parties de tournoi comptent désormais pour les cotes et les saisons, comme les autres.
   *[other] Les parties de tournoi ne comptent plus pour les cotes et les saisons.
}
tournament-signup-cannot-seat = { $organiser } : les inscriptions du tournoi #{ $number } ont fermé avec { $signed } joueurs, qui ne peuvent pas être placés à des tables de { $size } au plus (une table de deux n'est jamais tirée). Les inscriptions restent ouvertes : appuie sur **Lancer** dès qu'un joueur de plus a rejoint ou que quelqu'un est parti.

tournament-final-content = **{ $heading }** : { $players }, votre table est ci-dessous.
tournament-final-intro = Les meilleurs du classement jouent une partie de plus, dans son propre fil : ses places désignent le vainqueur et l'ordre des finalistes.
tournament-winner-final-note = { $count ->
    [one] Place 1 : la table finale ; les autres : les rondes.
   *[other] Places 1 à { $count } : la table finale ; les autres : les rondes.
}
tournament-card-final = table finale : place { $place }

tournament-standings-page = Page { $page } sur { $pages }
tournament-standings-previous = ◀ Meilleures places
tournament-standings-next = Plus de places ▶
