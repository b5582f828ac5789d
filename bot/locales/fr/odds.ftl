## 💡 Probabilités, aides et analyse d'après-partie

odds-button = Chances
odds-title-mine = 💡 **Tes chances** — total { $total } · { dice } à lancer
odds-title-other = 💡 **Chances de { $name }** — total { $total } · { dice } à lancer
odds-line = • { $choice } : pickomino à { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne
odds-line-best = ⭐ **{ $choice }** : pickomino à { NUMBER($percent, maximumFractionDigits: 0) } % · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne
odds-choice-face = garder { $count } × { $face }
odds-choice-roll = relancer
odds-choice-take = prendre { $tile }
odds-choice-steal = voler { $tile } à { $name }
odds-why-only = Un seul choix : { $choice }. Il finit par un pickomino { NUMBER($percent, maximumFractionDigits: 0) } % du temps, avec { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne.
odds-why = L'ordi difficile choisirait de { $choice } : pickomino à { NUMBER($percent, maximumFractionDigits: 0) } %, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne ; { $other } : pickomino à { NUMBER($other_percent, maximumFractionDigits: 0) } % seulement.
odds-why-worms = L'ordi difficile choisirait de { $choice } : un pickomino { NUMBER($percent, maximumFractionDigits: 0) } % du temps, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne ; { $other } finit par un pickomino { NUMBER($other_percent, maximumFractionDigits: 0) } % du temps, mais avec seulement { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne.
odds-why-worms-close = L'ordi difficile choisirait de { $choice } : un pickomino { NUMBER($percent, maximumFractionDigits: 0) } % du temps, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne ; { $other } finit par un pickomino { NUMBER($other_percent, maximumFractionDigits: 0) } % du temps, mais avec un peu moins de vers.
odds-why-standing = L'ordi difficile choisirait de { $choice } plutôt que { $other } : un pickomino { NUMBER($percent, maximumFractionDigits: 0) } % du temps contre { NUMBER($other_percent, maximumFractionDigits: 0) } %, avec { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne ; au classement actuel, cela vaut davantage.
odds-expert = L'ordi expert joue pour gagner la partie, pas pour les vers de ce tour : il choisirait de { $choice }, ce qui finit par un pickomino { NUMBER($percent, maximumFractionDigits: 0) } % du temps, avec { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers en moyenne.
odds-assisted-note = *Aide demandée pendant ton tour : tu es marqué comme aidé, la partie ne sera pas classée.*
odds-confirm = 💡 Les chances pendant ton propre tour rendent cette partie **non classée pour tous les joueurs** de la table : la cote de personne ne change. Les afficher ?
odds-confirm-yes = Afficher les chances
odds-confirm-no = Annuler
odds-confirm-cancelled = Rien n'a changé : la partie reste classée.
odds-assisted-board = 💡 Non classée (aides : { $names })
hints-off = Cette partie n'autorise pas les aides.
hints-on-lobby = 💡 Aides activées : une partie où un joueur demande les chances pendant son propre tour n'est pas classée.

## /heckmeck commencer aides, /heckmeck parametres aides

opt-heckmeck-start-hints-name = aides
opt-heckmeck-start-hints-desc = Autoriser le bouton 💡 Chances (une partie où quelqu'un s'en sert à son tour n'est pas classée)
cmd-heckmeck-settings-hints-name = aides
cmd-heckmeck-settings-hints-desc = Si les nouvelles parties de ce serveur autorisent les aides par défaut
opt-heckmeck-settings-hints-hints-name = aides
opt-heckmeck-settings-hints-hints-desc = Oui : les nouvelles parties ont le bouton 💡 Chances, sauf si lancées sans aides
settings-hints-set = { $on ->
    [true] Les nouvelles parties de ce serveur autorisent les aides, sauf si elles sont lancées sans aides.
   *[other] Les nouvelles parties de ce serveur n'autorisent pas les aides, sauf si elles sont lancées avec.
}

## /heckmeck analyse

cmd-heckmeck-review-name = analyse
cmd-heckmeck-review-desc = Comment se sont passés tes choix et tes dés dans une partie terminée
opt-heckmeck-review-game-name = partie
opt-heckmeck-review-game-desc = Le numéro de la partie (par défaut : ta dernière partie terminée)
opt-heckmeck-review-public-name = public
opt-heckmeck-review-public-desc = Publier l'analyse dans le salon pour tout le monde
review-no-game = Tu n'as encore aucune partie terminée à analyser.
review-not-finished = Cette partie n'est pas encore finie ; elle pourra être analysée ensuite.
review-title = Analyse de la partie { $game } : { $name }
review-assisted = 💡 Non classée : aides demandées par { $names } pendant leur propre tour.
review-no-humans = Aucun humain n'a joué dans cette partie.
review-summary = { $decisions } décisions, dont { $best } au meilleur choix.
    Tes décisions t'ont coûté { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers par rapport au meilleur jeu.
    { $luck_direction ->
        [up] Les dés t'ont donné { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de plus que des dés moyens.
        [down] Les dés t'ont donné { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de moins que des dés moyens.
       *[same] Tes dés étaient dans la moyenne.
    }
review-summary-other = { $decisions } décisions, dont { $best } au meilleur choix.
    Les décisions de { $name } ont coûté { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers par rapport au meilleur jeu.
    { $luck_direction ->
        [up] Les dés de { $name } ont donné { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de plus que des dés moyens.
        [down] Les dés de { $name } ont donné { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de moins que des dés moyens.
       *[same] Les dés de { $name } étaient dans la moyenne.
    }
review-seat-line = { $name } : meilleur { $best } sur { $decisions } · coût { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · dés { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Coût : vers perdus par les décisions ; dés : vers au-dessus ou en dessous de dés moyens. Un nom ouvre, en privé, les décisions de ce joueur.
review-page-refused = Cette page d'analyse n'existe plus : la partie ou son journal a disparu, ou cette place n'a pas été analysée.
review-costly-title = Décisions les plus coûteuses
review-costly-line = Tour { $turn }, { $position } : choix « { $chosen } » ; « { $better } » aurait valu { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de plus.
review-position-pick = a lancé { $dice }, total { $total }
review-position-decide = total { $total } · { dice } à lancer
review-position-roll = avant de lancer
review-others-title = Autres décisions qui n'étaient pas les meilleures
review-decision-line = Tour { $turn } : « { $chosen } » au lieu de « { $better } », { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vers de moins
review-more = … et { $count } de plus
review-all-best = Chaque décision était la meilleure.
review-timeout = laisser le temps s'écouler
review-values-note = Les vers sont comptés ici comme les compte l'ordi difficile : l'avance en vers du joueur plus un bonus pour ses chances de gagner la partie.
review-drehwurm-match = Manche { $match } : piles { $piles } − { $penalty } en main = { $points }
odds-watching-note = *Tu regardes : les chances demandées pendant le tour d'un autre n'affectent pas la cote.*
