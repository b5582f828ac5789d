## La Brochette du jour : /heckmeck du-jour

cmd-heckmeck-daily-name = du-jour
cmd-heckmeck-daily-desc = La Brochette du jour : le défi solo du jour, les mêmes dés pour tout le monde
opt-heckmeck-daily-board-name = tableau
opt-heckmeck-daily-board-desc = Afficher le tableau du serveur pour aujourd'hui et hier, et les plus longues séries

daily-title = 🔥 Brochette du jour · { $day }
daily-intro = Les mêmes dés pour tout le monde aujourd'hui : { $turns } tours pour récolter autant de vers que possible. Un tour raté rend ton pickomino du dessus et retourne le plus haut de la brochette. Un essai par jour.
daily-turn = Tour { $turn } sur { $turns } · { $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
}
daily-your-tiles = Tes pickominos
daily-none = —
daily-done = Terminé ! Le prochain commence <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
}** · { $failed ->
    [0] aucun tour raté
    [one] 1 tour raté
   *[other] { $failed } tours ratés
} · plus haut pickomino { $highest }
daily-score-title = Ton score
daily-computer-title = L'ordi difficile avec les mêmes dés
daily-computer = { $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
} · { $failed ->
    [0] aucun tour raté
    [one] 1 tour raté
   *[other] { $failed } tours ratés
}
daily-standing-title = Ta place aujourd'hui
daily-standing = Ici : { $server_rank } sur { $server_players } · partout : { $rank } sur { $players }
daily-streak-title = Série
daily-streak = 🔥 { $streak ->
    [one] 1 jour
   *[other] { $streak } jours
} d'affilée (record : { $best })
daily-share-button = Partager
daily-review-button = Analyse
daily-share = Brochette du jour de { $name } { $day } : { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Joue celle d'aujourd'hui : /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Termine d'abord ton défi du jour : ensuite tu pourras le partager.
daily-no-attempt = Tu n'as pas de Brochette du jour à cette date.
daily-review-not-done = L'analyse s'ouvre une fois ton défi du jour terminé.

## /heckmeck du-jour tableau:True

daily-board-title = 🔥 Brochette du jour sur ce serveur
daily-board-today = Aujourd'hui ({ $day })
daily-board-yesterday = Hier ({ $day })
daily-board-streaks = Plus longues séries (tout le monde)
daily-board-row = { $rank }. { $name } : { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name } : { $best ->
    [one] 1 jour
   *[other] { $best } jours
} (en cours : { $current })
daily-board-empty = Personne ne l'a encore terminé.
daily-board-empty-yesterday = Personne ici ne l'a terminé.

## L'analyse d'un défi du jour terminé

daily-review-title = Analyse de ta Brochette du jour · { $day }
daily-review-summary = Tes choix t'ont coûté { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } vers en moyenne ; les dés t'ont donné { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } vers par rapport à l'attendu.
daily-review-turns = Tour par tour
daily-review-turn = T{ $turn } · { $outcome } · dés { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · choix −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = a pris { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 raté
daily-review-costly-title = Ta décision la plus coûteuse
daily-review-costly = Tour { $turn }, { $position } : tu as choisi « { $chosen } » ; « { $better } » valait { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } vers de plus en moyenne.
daily-review-all-best = Chaque choix était celui de l'ordi difficile.
daily-review-note = Les valeurs sont celles de l'ordi difficile : les vers qu'un choix rapporte en moyenne, en jouant ensuite comme lui.

## Énigmes : /heckmeck enigme

cmd-heckmeck-puzzle-name = enigme
cmd-heckmeck-puzzle-desc = Que ferais-tu ? Énigmes de Pickomino : celle du jour d'abord, puis selon ta cote
opt-heckmeck-puzzle-number-name = numero
opt-heckmeck-puzzle-number-desc = Ouvrir l'énigme portant ce numéro
puzzle-title-daily = 🧩 Énigme du jour ({ $day }) · #{ $number }
puzzle-title = 🧩 Énigme #{ $number }
puzzle-question = Une position tirée d'une partie entre joueurs ordinateurs du bot. C'est ton tour : que ferais-tu ?
puzzle-question-game = Une position tirée d'une partie jouée sur ce bot (les joueurs restent anonymes). C'est ton tour : que ferais-tu ?
puzzle-you = Toi
puzzle-them = Ton adversaire
puzzle-opponent = ton adversaire
puzzle-player = { $name } : dessus { $top } · { $worms ->
    [one] { $worms } ver
   *[other] { $worms } vers
}
puzzle-answer = Ta réponse
puzzle-another = Une autre énigme
puzzle-grade-best = { $mark } **Parfait !** Le meilleur choix : { $choice }.
puzzle-grade-good = { $mark } **Bien** : { $choice } ne te coûte que { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers.
puzzle-grade-inaccuracy = { $mark } **Imprécision** : { $choice } te coûte { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers.
puzzle-grade-mistake = { $mark } **Erreur** : { $choice } te coûte { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers.
puzzle-line = • { $choice } : pickomino { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }** : pickomino { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers
puzzle-steal-exact = Pourquoi : { $choice } fait exactement { $tile }, le pickomino du dessus de ton adversaire : arrête-toi et vole-le.
puzzle-steal-twice = Un vol compte double : { $worms } pour toi, { $worms } en moins pour ton adversaire.
puzzle-negative = Sous zéro : un tour raté te fait perdre ton { $tile } ({ $worms }).
puzzle-record-title = Tes énigmes
puzzle-record = { $best } meilleures sur { $answered } ({ NUMBER($percent, maximumFractionDigits: 0) } %) · énigme du jour { $streak ->
    [one] 1 jour
   *[other] { $streak } jours
} d'affilée
puzzle-answered-before = Déjà répondu : seule la première réponse compte.
puzzle-rating = Cote d'énigmes : **{ $rating }** · cette énigme : { $puzzle }
puzzle-rating-change = Cote d'énigmes : **{ $rating }** ({ $sign }{ $change }) · cette énigme : { $puzzle }
puzzle-unknown = Il n'y a pas d'énigme #{ $number }.
