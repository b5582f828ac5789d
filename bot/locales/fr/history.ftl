## /historique, /revoir et /exporter : retour sur les parties terminées

cmd-history-name = historique
cmd-history-desc = Les dernières parties terminées d'un joueur sur ce serveur (ailleurs : celles hors serveur)
opt-history-user-name = joueur
opt-history-user-desc = Les parties de qui (par défaut : les tiennes)
opt-history-game-name = jeu
opt-history-game-desc = Seulement les parties de ce jeu
cmd-replay-name = revoir
cmd-replay-desc = Parcourir une partie terminée, coup par coup
opt-replay-game-name = partie
opt-replay-game-desc = Le numéro de la partie (affiché par /historique)
cmd-export-name = exporter
cmd-export-desc = Télécharger le journal d'une partie terminée en fichier JSON
opt-export-game-name = partie
opt-export-game-desc = Le numéro de la partie (affiché par /historique)

history-title = { $game ->
    [all] Parties terminées
   *[other] Parties terminées de { game-name }
}
history-intro = Parties que { $user } a terminées ici, les plus récentes d'abord.
history-empty = { $user } n'a encore terminé aucune partie sur ce serveur.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] point
       *[other] points
    }
   *[other] { $score ->
        [one] ver
       *[other] vers
    }
}
history-board-link = [Plateau final]({ $url })
history-board-channel = Jouée dans { $channel }
history-footer = Page { $page } sur { $pages } · { $count } { $count ->
    [one] partie
   *[other] parties
} · /revoir ou /exporter une partie par son numéro
history-previous = ◀ Plus récentes
history-next = Plus anciennes ▶

replay-heading = Relecture #{ $game } · { $position }/{ $positions }
replay-first = Début
replay-previous = Retour
replay-next = Suivant
replay-last = Fin
replay-next-turn = Tour suivant
replay-public-only = Tu n'as pas joué dans cette partie : tu vois la table, jamais une main.

export-ready = Le journal de la partie #{ $game } (format : heckmeck-bot game log, version 1).

history-no-such-game = Il n'y a pas de partie #{ $game } sur ce serveur. /historique liste les parties terminées avec leurs numéros.
history-game-live = La partie #{ $game } est encore en cours : suis-la en direct dans { $link }. Elle pourra être revue une fois terminée.
history-never-started = La partie #{ $game } n'a jamais commencé (son salon d'attente a fermé) : il n'y a rien à revoir.
history-log-pruned = Le journal des coups de la partie #{ $game } a été supprimé (ce serveur ne garde les journaux qu'un temps). Son résultat compte toujours et figure dans /historique.
history-log-broken = Le journal enregistré de la partie #{ $game } est incohérent, elle ne peut donc pas être revue. Un opérateur du serveur peut l'examiner avec `python -m bot check`.
history-log-too-old = La partie #{ $game } a été jouée avant que le bot garde les mélanges nécessaires aux relectures : elle ne peut pas être revue. Son résultat compte toujours.

export-file-description = Tous les coups de la partie #{ $game }, en fichier JSON.
