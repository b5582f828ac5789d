## Commandes slash, leurs options et leurs choix (voir bot/i18n.py pour la convention des clés).
## Noms : minuscules, sans espaces ni accents, 1 à 32 caractères. Descriptions et choix : 1 à 100.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Jouer à Pickomino ou Pickomino Junior

cmd-heckmeck-start-name = commencer
cmd-heckmeck-start-desc = Ouvrir une nouvelle partie de Pickomino dans ce salon
opt-heckmeck-start-edition-name = edition
opt-heckmeck-start-edition-desc = Classique (8 dés, pickominos 21–36) ou Junior (6 dés, pickominos 4–9)
opt-heckmeck-start-short_game-name = partie_courte
opt-heckmeck-start-short_game-desc = Partie courte : un pickomino rendu est aussi retourné face cachée
opt-heckmeck-start-free_choice-name = choix_libre
opt-heckmeck-start-free_choice-desc = Choix libre : prendre n'importe quel pickomino de la brochette jusqu'à ton total
opt-heckmeck-start-harsh_failure-name = echec_severe
opt-heckmeck-start-harsh_failure-desc = Échec sévère : un tour raté retourne toujours le plus haut pickomino

cmd-heckmeck-status-name = etat
cmd-heckmeck-status-desc = Afficher à nouveau la partie de ce salon
cmd-heckmeck-stop-name = arreter
cmd-heckmeck-stop-desc = Terminer la partie de ce salon
cmd-heckmeck-leave-name = quitter
cmd-heckmeck-leave-desc = Quitter la partie que tu joues dans ce salon
opt-heckmeck-start-takeover-name = releve
opt-heckmeck-start-takeover-desc = Qui continue pour un joueur qui part ou manque trop de tours (par défaut : celui du serveur)
choice-takeover-remove = Personne : la place est retirée
choice-takeover-easy = Un ordi (facile)
choice-takeover-normal = Un ordi (normal)
choice-takeover-hard = Un ordi (difficile)
choice-takeover-expert = Un ordi (expert)
cmd-heckmeck-settings-takeover-name = releve
cmd-heckmeck-settings-takeover-desc = Qui continue par défaut pour un joueur qui quitte une nouvelle partie ici
opt-heckmeck-settings-takeover-takeover-name = releve
opt-heckmeck-settings-takeover-takeover-desc = Personne (la place est retirée) ou un ordi d'un certain niveau
settings-takeover-set = Dans les nouvelles parties ici, si un joueur part : { $choice }.
cmd-heckmeck-rules-name = regles
cmd-heckmeck-rules-desc = Comment jouer à Pickomino et Pickomino Junior

cmd-heckmeck-settings-name = parametres
cmd-heckmeck-settings-desc = Paramètres de ce serveur
cmd-heckmeck-settings-language-name = langue
cmd-heckmeck-settings-language-desc = Langue des plateaux de jeu sur ce serveur
opt-heckmeck-settings-language-language-name = langue
opt-heckmeck-settings-language-language-desc = La langue des messages de jeu publics

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Jouer au jeu de cartes Drehwurm
cmd-drehwurm-start-name = commencer
cmd-drehwurm-start-desc = Ouvrir une nouvelle partie de Drehwurm dans ce salon
opt-drehwurm-start-variant-name = variante
opt-drehwurm-start-variant-desc = Standard, débutants (pas de jeu hors tour) ou confirmés (même couleur hors tour)
cmd-drehwurm-status-name = etat
cmd-drehwurm-status-desc = Afficher à nouveau la partie de ce salon
cmd-drehwurm-stop-name = arreter
cmd-drehwurm-stop-desc = Terminer la partie de ce salon
cmd-drehwurm-leave-name = quitter
cmd-drehwurm-leave-desc = Quitter la partie que tu joues dans ce salon
opt-drehwurm-start-takeover-name = releve
opt-drehwurm-start-takeover-desc = Qui continue pour un joueur qui part ou manque trop de tours (par défaut : celui du serveur)
cmd-drehwurm-rules-name = regles
cmd-drehwurm-rules-desc = Comment jouer à Drehwurm
cmd-drehwurm-hand-name = main
cmd-drehwurm-hand-desc = Afficher ta main (toi seul la vois)
cmd-play-name = jouer
cmd-play-desc = Jouer ici à Pickomino ou Drehwurm : sur un serveur, en MP de groupe ou en MP avec le bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Ouvrir ici une partie de Pickomino (les autres rejoignent avec le bouton)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Ouvrir ici une partie de Drehwurm (les autres rejoignent avec le bouton)
cmd-play-daily-name = du-jour
cmd-play-daily-desc = La Brochette du jour : le défi solo du jour, aussi en MP
cmd-play-puzzle-name = enigme
cmd-play-puzzle-desc = Une énigme de Pickomino, aussi en MP
cmd-play-away-name = absent
cmd-play-away-desc = T'absenter quelques jours : tes tours dans les parties à tours longs t'attendent
opt-play-away-days-name = jours
opt-play-away-days-desc = Combien de jours (1 à 14 ; 14 jours par mois)
cmd-play-back-name = retour
cmd-play-back-desc = Finir ton absence plus tôt : les horloges de tes tours repartent
cmd-play-pause-name = pause
cmd-play-pause-desc = Mettre en pause la partie à tours longs de cette discussion (son hôte)
opt-play-pause-days-name = jours
opt-play-pause-days-desc = Combien de jours (1 à 7)
cmd-play-leave-name = quitter
cmd-play-leave-desc = Quitter la partie que tu joues dans cette discussion
cmd-play-remind-name = rappel
cmd-play-remind-desc = Recevoir un message privé quand c'est ton tour dans une partie
opt-play-remind-dm-name = mp
opt-play-remind-dm-desc = Oui : un message privé avec un lien vers le plateau à chacun de tes tours, partout

## /leaderboard et /stats

cmd-leaderboard-name = classement
cmd-leaderboard-desc = Classé par cote (OpenSkill, départ à 25) sur les parties classées ; un rang après 3 contre d'autres
opt-leaderboard-game-name = jeu
opt-leaderboard-game-desc = Quel jeu
opt-leaderboard-scope-name = portee
opt-leaderboard-scope-desc = Ce serveur ou tous les serveurs
opt-leaderboard-sort-name = tri
opt-leaderboard-sort-desc = Selon quoi classer les joueurs

cmd-stats-name = stats
cmd-stats-desc = Les résultats d'un joueur : toutes ses parties terminées, et à part les classées
opt-stats-user-name = joueur
opt-stats-user-desc = Les résultats de qui (par défaut : les tiens)

## Choix

choice-edition-classic = Classique
choice-edition-junior = Junior

choice-variant-standard = Standard
choice-variant-beginners = Débutants
choice-variant-experienced = Confirmés

choice-game-heckmeck = Pickomino
choice-game-junior = Pickomino Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Ce serveur
choice-scope-global = Tous les serveurs

choice-sort-rating = Cote
choice-sort-wins = Victoires
choice-sort-win_rate = Taux de victoire
choice-sort-worms = Vers

# Chaque langue est écrite dans sa propre langue.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Langue du serveur
