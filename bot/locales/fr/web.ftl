## Les pages web en lecture seule : classements, profils, pages de partie avec leur relecture.

web-site-name = Bot Heckmeck
web-server-unnamed = Serveur Discord
web-language-name = Français
web-language-label = Langue
web-skip = Aller au contenu
web-footer = Pages en lecture seule du bot Discord Heckmeck. Seuls les pseudos et les données de jeu sont affichés.
web-not-found-title = Page introuvable
web-not-found-text = Il n'y a pas de page ici. Les pages d'un serveur n'existent que si le serveur les a activées avec /heckmeck parametres.

## Classement
web-leaderboard-title = Classement de { game-name }
web-leaderboard-season-title = Classement de { game-name }, { $season }
web-leaderboard-description = { $count ->
    [one] Le classement de { game-name } de ce serveur Discord : { $count } joueur.
   *[other] Le classement de { game-name } de ce serveur Discord : { $count } joueurs.
}
web-games-label = Jeu
web-sort-label = Trier par
web-period-label = Période
web-sort = { $sort ->
    [wins] Victoires
    [win_rate] Taux de victoire
    [worms] { $unit ->
        [points] Points en moyenne
       *[other] Vers en moyenne
    }
   *[rating] { rating-heading }
}
web-board-figures = { rating-heading } { rating-value } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} · { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ({ $rate } %) · ⌀ { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $unit ->
    [points] points
   *[other] vers
}
web-board-note = Les joueurs ayant moins de { $min } parties classées contre d'autres personnes viennent en dernier, sans rang. Les parties contre des ordis seuls comptent pour la cote, pas pour un rang.
web-pages-label = Pages
web-previous = ◀ Précédent
web-next = Suivant ▶
web-page-of = Page { $page } sur { $pages }

## Profil
web-profile-title = { $player }
web-profile-description = { $count ->
    [one] { $player } a joué { $count } partie sur ce serveur Discord.
   *[other] { $player } a joué { $count } parties sur ce serveur Discord.
}
web-profile-empty = Aucune partie terminée pour l'instant.
web-chart-label = { rating-heading } au fil du temps à { game-name }, un point par partie classée
web-games = Parties
web-wins = Victoires
web-win-rate = Taux de victoire
web-best = Meilleur résultat
web-rating = { rating-heading }
web-against-computers = Contre l'ordinateur
web-game = Jeu
web-level = Niveau
web-ahead = Fini devant
web-recent = Parties récentes
web-recent-game = Partie #{ $id } : { $count ->
    [one] { $names } a gagné
   *[other] { $names } ont gagné ensemble
}
web-to-leaderboard = Vers le classement

## Page d'une partie
web-game-description = { $winners ->
    [one] { $names } a gagné
   *[other] { $names } ont gagné ensemble
} cette partie à { $count ->
    [one] { $count } joueur.
   *[other] { $count } joueurs.
}
web-result = Résultat
web-replay = Relecture
web-replay-keys = Parcours la partie avec les boutons ou les flèches ; saute un tour avec Page précédente et Page suivante (Début : le commencement, Fin : la fin).
web-first-step = Première étape
web-previous-step = Étape précédente
web-next-step = Étape suivante
web-last-step = Dernière étape
web-step-of = Étape { $step } sur { $steps }
web-no-replay = La relecture de cette partie n'est plus conservée.
web-previous-turn = Tour précédent
web-next-turn = Tour suivant
web-previous-turn-short = ◂ Tour
web-next-turn-short = Tour ▸
web-turns-label = Aller au tour
web-show-turn = Afficher
web-turn = Tour { $number } : { $player }
web-replay-start = La partie commence ; { $player } joue en premier.

## Ce qu'a fait une étape de la relecture
said-rolled = { $player } lance { $count ->
    [one] un dé
   *[other] { $count } dés
}.
said-set-aside = { $player } met de côté { $count } × { face-name } (total { $total }).
said-no-new-face = { $player } n'a rien obtenu de nouveau.
said-took = { $player } prend le pickomino { $tile } ({ $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
}).
said-stole = { $player } vole { $tile } à { $victim }.
said-failed = { $reason ->
    [bust] { $player } ne peut mettre aucun dé de côté : le tour est raté.
    [no-worm] { $player } n'a aucun ver de côté : le tour est raté.
    [no-tile] { $player } a { $total }, aucun pickomino à prendre : le tour est raté.
   *[other] Le tour de { $player } est raté.
}
said-returned = { $player } remet le pickomino { $tile } sur la brochette.
said-turned = Le pickomino { $tile } est retourné.
said-game-over = 🏁 La partie est terminée.

## Ce que tout le monde voyait à une étape de la relecture
scene-grill = Brochette
scene-turned = { $count ->
    [one] { $count } pickomino retourné
   *[other] { $count } pickominos retournés
}
scene-turned-tile = un pickomino retourné
scene-die = dé : { face-name }
scene-tile = pickomino { $value } ({ $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
})
scene-roll = Dés lancés par { $player }
scene-kept = Dés mis de côté par { $player }
scene-stack = { $player } : { $count ->
    [one] { $count } pickomino
   *[other] { $count } pickominos
}, { $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
}
scene-pile = Pile { $number } ({ drehwurm-cards }){ $open ->
    [1] , ouverte hors tour
   *[0] {""}
}
scene-draw = Pioche : { drehwurm-cards }
scene-hand-size = { $player } : { drehwurm-cards } en main, { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Depuis Discord : les réglages et les boutons-liens vers les pages
cmd-heckmeck-settings-web-name = web
cmd-heckmeck-settings-web-desc = Si ce serveur a des pages web publiques : classements, profils, relectures de parties
opt-heckmeck-settings-web-web-name = web
opt-heckmeck-settings-web-web-desc = Oui : toute personne ayant le lien peut lire les classements, profils et parties d'ici
cmd-heckmeck-settings-profile-name = profil
cmd-heckmeck-settings-profile-desc = Si ton propre profil web est visible (sur tous les serveurs)
opt-heckmeck-settings-profile-public-name = public
opt-heckmeck-settings-profile-public-desc = Non : ta page de profil est cachée ; classements et parties montrent toujours ton nom
settings-web-on = 🌐 Les pages web de ce serveur sont activées : { $url }
settings-web-on-no-address = 🌐 Les pages web de ce serveur sont activées. L'opérateur du bot ne leur a pas encore donné d'adresse (WEB_BASE_URL), aucun lien n'est donc affiché.
settings-web-off = Les pages web de ce serveur sont désactivées : aucune de ses pages ne peut plus être ouverte.
settings-profile-set = { $public ->
    [true] 🌐 Ton profil web est visible sur les pages des serveurs qui les ont activées.
   *[false] Ton profil web est caché sur tous les serveurs. Classements et parties montrent toujours ton nom.
}
web-link-game = Page de la partie
web-link-leaderboard = Classement sur le web
web-link-profile = Profil sur le web
