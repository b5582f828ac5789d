## /classement et /stats

leaderboard-title = { game-name } — { $scope ->
    [server] meilleurs joueurs de ce serveur
   *[global] meilleurs joueurs de tous les serveurs
}
leaderboard-empty = Aucune partie terminée pour l'instant. Joues-en une !
stat-rating = { rating-heading }
stat-wins = Victoires
stat-games = Parties
stat-win-rate = Taux de victoire
stat-worms = Vers
stat-points = Points
win-rate = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
stats-title = Résultats de { $player }
stats-no-games = { $player } n'a encore terminé aucune partie.

leaderboard-row = **{ $rank }.** { $player } · { rating-value } · { $wins }/{ $games }{ $forfeits ->
    [0] {""}
   *[other] {" "}({ $forfeits } par forfait)
} · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }
leaderboard-legend = *{ rating-heading } · victoires/parties classées · ⌀ { $unit ->
    [points] points
   *[other] vers
} par partie*
leaderboard-newcomers = *Pas encore classés (moins de { $min } parties classées contre d'autres personnes) :*
leaderboard-rank-title = La place de { $player }
leaderboard-unranked = { $player } n'a encore aucune partie classée de { game-name } ici. Une partie est classée quand au moins deux joueurs y jouent (les ordis comptent) et que personne n'utilise d'aide pendant son propre tour.
leaderboard-footer = Page { $page } sur { $pages } · { players } · trié par { $sort ->
    [wins] victoires
    [win_rate] taux de victoire
    [worms] { $unit ->
        [points] points en moyenne
       *[other] vers en moyenne
    }
   *[rating] { rating-word }
}
leaderboard-previous = ◀ Précédent
leaderboard-next = Suivant ▶

stats-details = Plus : { game-name }
stats-details-refused = Ces chiffres n'existent pas : ce joueur n'a terminé aucune partie de ce jeu.
stats-scope-note = *Tous les serveurs, toutes les parties terminées ; les cotes ne comptent que les parties classées.*
stats-games = { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
} ({ win-rate })
stats-scores = Meilleure partie : { $best } · moyenne : { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] points
   *[other] vers
}
stats-steals = Pickominos volés : { $steals } · tours ratés : { NUMBER($failed, style: "percent", maximumFractionDigits: 0) } sur { $turns }
stats-streak = Série de victoires : { $current } en cours, { $best } au mieux
stats-rating = { rating-heading } : { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] lors de la dernière partie classée
   *[other] sur les { $count } dernières parties classées
})
stats-rating-server = Sur ce serveur : { rating-value } ({ $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $count ->
    [one] lors de la dernière partie classée
   *[other] sur les { $count } dernières parties classées
})
stats-unrated = Cote : aucune pour l'instant (pas de partie classée).
leaderboard-empty-unrated = Pas encore de parties classées : { $count ->
    [one] 1 partie terminée n'a
   *[other] { $count } parties terminées n'ont
} pas été classées (quelqu'un a utilisé une aide pendant son tour, ou personne d'autre n'a joué).
leaderboard-counts = *Parties classées seulement (sans aide pendant son propre tour) ; un rang en demande { $min } contre des personnes.*
leaderboard-to-rank = { $count ->
    [one] Encore 1 partie classée contre d'autres personnes pour un rang.
   *[other] Encore { $count } parties classées contre d'autres personnes pour un rang.
}
stats-rated-games = Classées : { $wins } { $wins ->
    [one] victoire
   *[other] victoires
} en { $games } { $games ->
    [one] partie
   *[other] parties
}{ $unrated ->
    [0] {""}
   *[other] {" "}· non classées : { $unrated }
}
