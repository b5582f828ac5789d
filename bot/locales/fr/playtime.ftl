# Jouer au fil de la journée : temps par tour, rappels.

opt-heckmeck-start-turn_time-name = temps_par_tour
opt-heckmeck-start-turn_time-desc = Le temps de chaque joueur pour un tour (par défaut : le réglage du serveur, sinon 2 minutes)
choice-turn_time-2m = 2 minutes
choice-turn_time-10m = 10 minutes
choice-turn_time-1h = 1 heure
choice-turn_time-8h = 8 heures
choice-turn_time-24h = 24 heures
choice-turn_time-3d = 3 jours
cmd-heckmeck-settings-turn_time-name = temps_par_tour
cmd-heckmeck-settings-turn_time-desc = Le temps par tour des nouvelles parties de Pickomino ici, sauf si l'hôte en choisit un autre
opt-heckmeck-settings-turn_time-turn_time-name = temps_par_tour
opt-heckmeck-settings-turn_time-turn_time-desc = Le temps de chaque joueur pour un tour
settings-turn-time-set = Les nouvelles parties de Pickomino de ce serveur donnent désormais { $time } par tour.
invalid-turn-time = Ce temps par tour ne fait pas partie des choix. Choisis-en un dans la liste : 2 minutes, 10 minutes, 1 heure, 8 heures, 24 heures ou 3 jours.
lobby-turn-time = Temps par tour
board-deadline-long = Temps écoulé { $when } ({ $date }).
ping-last-chance = ⚠️ Tour précédent manqué : si celui-ci expire aussi, tu quittes la partie.

# /heckmeck parties
cmd-heckmeck-games-name = parties
cmd-heckmeck-games-desc = Tes salons d'attente et parties en cours sur ce serveur, avec les liens vers leurs plateaux
my-games-none = Tu n'es dans aucune partie sur ce serveur. Ouvres-en une avec /heckmeck commencer ou /drehwurm commencer, ou rejoins un salon d'attente.
my-games-title = { $count ->
    [0] Tes parties : aucune en cours
    [one] Ta partie
   *[other] Tes { $count } parties
}
my-games-game = **{ $game }** dans { $channel } · { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
}
    ↳ { $turn } · [plateau]({ $link })
my-games-your-turn = **ton tour**, temps écoulé { $when }
my-games-their-turn = tour de { $name }, temps écoulé { $when }
my-games-no-turn = la partie se termine
my-games-lobbies = **Salons d'attente rejoints**
my-games-lobby = **{ $game }** dans { $channel } · { $count ->
    [one] 1 joueur
   *[other] { $count } joueurs
} · hôte { $host } · [salon]({ $link })
my-games-more = … et { $count } de plus

# Avis de tour par message privé
cmd-heckmeck-remind-name = rappel
cmd-heckmeck-remind-desc = Recevoir un message privé quand c'est ton tour dans une partie
opt-heckmeck-remind-dm-name = mp
opt-heckmeck-remind-dm-desc = Oui : un message privé avec un lien vers le plateau à chacun de tes tours, sur tous les serveurs
remind-dm-on = Désormais, je t'envoie un message privé avec un lien vers le plateau quand c'est ton tour (et quand ton temps s'épuise), au lieu de t'appeler dans le salon. Désactive-le avec /heckmeck rappel mp:False.
remind-dm-off = Plus de messages privés pour tes tours.
dm-turn = 🎲 C'est ton tour dans { $game } sur { $server }. Temps écoulé { $when } : { $link }
dm-reminder = ⏰ Ton tour dans { $game } sur { $server } t'attend ; temps écoulé { $when } : { $link }
dm-turn-chat = 🎲 C'est ton tour dans { $game }. Temps écoulé { $when } : { $link }
dm-reminder-chat = ⏰ Ton tour dans { $game } t'attend ; temps écoulé { $when } : { $link }
dm-refused = 📪 J'ai voulu te prévenir par message privé que c'était ton tour, mais Discord ne me l'a pas permis : tes messages privés sont fermés à ce serveur. Ouvre-les dans les paramètres de confidentialité du serveur, ou désactive les avis avec /heckmeck rappel mp:False.

# Un fil par partie
opt-heckmeck-start-thread-name = fil
opt-heckmeck-start-thread-desc = Jouer dans un fil à part une fois lancée (par défaut : le réglage du serveur)
opt-drehwurm-start-thread-name = fil
opt-drehwurm-start-thread-desc = Jouer dans un fil à part une fois lancée (par défaut : le réglage du serveur)
cmd-heckmeck-settings-threads-name = fils
cmd-heckmeck-settings-threads-desc = Si les nouvelles parties de ce serveur se jouent dans un fil à part
opt-heckmeck-settings-threads-threads-name = fils
opt-heckmeck-settings-threads-threads-desc = Oui : chaque partie passe dans un fil à part quand elle commence
settings-threads-set = { $on ->
    [true] Les nouvelles parties de ce serveur passent dans un fil à part quand elles commencent, sauf si elles sont lancées sans fil.
   *[other] Les nouvelles parties de ce serveur se jouent dans leur salon, sauf si elles sont lancées avec un fil.
}
thread-name = { $game } · { $players }
thread-moved = 🧵 { $game } se joue dans { $thread } ({ $players }).
thread-permission-missing = Je ne peux pas jouer cette partie dans un fil à part ici : il me manque la permission { $permissions } dans ce salon. Elle se jouera dans le salon ; quelqu'un qui peut gérer le serveur peut me donner la permission.
permission-create_public_threads = **Créer des fils publics**
permission-send_messages_in_threads = **Envoyer des messages dans les fils**
thread-game-over = 🏁 La partie de { $game } dans { $thread } est terminée : { $count ->
    [one] le vainqueur est { $names }.
   *[other] les vainqueurs sont { $names }.
}
thread-game-stopped = 🛑 La partie de { $game } dans { $thread } a été arrêtée.
settings-threads-permission = Il me manque la permission { $permissions } dans ce salon, les parties d'ici ne pourraient donc pas avoir de fil à part. Rien n'a changé : donne-moi la permission et réessaie.
