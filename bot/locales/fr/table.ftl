## La table : appels de tour, texte propre du plateau, fins de partie, revanche.

ping-turn = { $icon } { $name }, c'est ton tour dans { $game } : { $link }
ping-reminder = ⏰ { $name }, ton tour dans { $game } t'attend ; temps écoulé { $when } : { $link }
ping-stolen = ⚔️ { $name }, { $thief } t'a volé ton { $tile } !
ping-hand-hint = 🃏 Appuie sur **Voir ma main** sous le plateau pour voir tes cartes et jouer.
ping-switch = 🔕 Moins d'appels : `/heckmeck parametres mes-appels`

board-content-turn = { $icon } { $game } · au tour de { $name }
board-content-finished = 🏁 { $game } · partie terminée
board-content-stopped = ⏹️ { $game } · arrêtée

cmd-heckmeck-settings-pings-name = appels
cmd-heckmeck-settings-pings-desc = Si le bot appelle les joueurs quand c'est leur tour (Pickomino et Drehwurm)
opt-heckmeck-settings-pings-mode-name = mode
opt-heckmeck-settings-pings-mode-desc = À chaque tour, seulement un rappel à mi-temps du tour, ou jamais
choice-pings-every = À chaque tour
choice-pings-reminder = Rappel seulement
choice-pings-off = Jamais
settings-pings-set = Appels de tour sur ce serveur : { $mode ->
    [every] un message appelle chaque joueur quand son tour arrive, puis une fois encore quand la moitié de son temps est écoulée.
    [reminder] un message appelle un joueur seulement quand la moitié de son temps est écoulée.
   *[off] désactivés ; les joueurs ne sont jamais appelés.
}

event-rolled-set-aside = { $name } a lancé { $dice } et mis de côté { $count } × { $face } (total { $total }).

## Le message de fin
ending-content = 🏁 { $game } : partie terminée ! { $names }
ending-title = 🏁 { $game } — résultat final
ending-forfeit = 🏳️ { $name } gagne par forfait : tous les autres joueurs ont quitté la partie.
ending-tie-break-title = Départage
ending-tie-break = { $count ->
    [2] Tous deux à { $score }
   *[other] { $count } joueurs à { $score }
} : { $name } a le plus haut pickomino ({ $tile }).
ending-ratings-title = { rating-heading }
ending-final-rated = { board-final } · { rating-heading }
ending-rating-line = { $direction ->
    [up] +
    [down] −
   *[same] ±
}{ NUMBER($change, minimumFractionDigits: 1, maximumFractionDigits: 1) } → { rating-word } { rating-value }
ending-rematch = Revanche

## Drehwurm : la manche en cours et son décompte
drehwurm-board-match-title = Cette manche ({ $match })
drehwurm-board-match-line = { $name } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $piles ->
    [one] { $piles } pile mangée
   *[other] { $piles } piles mangées
}
drehwurm-breakdown-title = Manche { $match } : le décompte
drehwurm-breakdown-line = { $name } : { $piles ->
    [one] { $piles } pile
   *[other] { $piles } piles
} +{ $eaten }, { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
} en main −{ $cards } → { $score } (total { $total })

## Le classement
leaderboard-own-row = ➡️ { $row } ⬅️

board-junior-legend = { $bun } vaut 2, les autres faces 1 · sans { $worm }, pas de pickomino
ending-card-forfeit = gagné par forfait
ending-card-date = { DATETIME($ended, dateStyle: "medium") }
ending-card-unrated = Non classée

locale-note = ℹ️ Ici, les plateaux de jeu sont en { language-name } : les messages publics suivent la langue du serveur. Quelqu'un qui peut gérer le serveur peut la changer avec `/heckmeck parametres langue` ; tes réponses privées (main, refus) sont toujours dans ta langue.
ending-assisted = 💡 Non classée : aides utilisées par { $names } pendant leur propre tour, la cote de personne ne change donc.
ending-assisted-mark = 💡
ending-assisted-marked = 💡 Non classée : les joueurs marqués 💡 ont utilisé des aides pendant leur propre tour, la cote de personne ne change donc.
cmd-heckmeck-settings-my-pings-name = mes-appels
cmd-heckmeck-settings-my-pings-desc = Comment le bot t'appelle quand c'est ton tour, sur tous les serveurs
opt-heckmeck-settings-my-pings-mode-name = mode
opt-heckmeck-settings-my-pings-mode-desc = À chaque tour, un rappel à mi-temps de ton tour, jamais, ou selon le serveur
choice-pings-server = Selon ce serveur
settings-my-pings-set = Tes appels de tour : { $mode ->
    [every] un message te mentionne quand ton tour arrive, puis une fois encore quand la moitié de ton temps est écoulée.
    [reminder] un message te mentionne seulement quand la moitié de ton temps est écoulée.
    [off] désactivés ; le bot ne te mentionne jamais pour un tour.
   *[server] selon le réglage de chaque serveur (`/heckmeck parametres appels`).
}

# Le texte alternatif d'une image, lu par un lecteur d'écran
card-alt-title = Classement final de { $title }.
card-alt-place = Place { $place } : { $player }.
card-alt-winner = { $line } Vainqueur.
card-alt-tiles = pickominos { $tiles }
card-alt-more = Et { $count ->
    [one] { $count } joueur de plus.
   *[other] { $count } joueurs de plus.
}
